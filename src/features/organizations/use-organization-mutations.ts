import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/**
 * The two organization mutations of SPEC.md section 7: on success the current user is fetched
 * again; on error the failure is logged to the console only.
 */
export function useOrganizationMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: trpc.users.getMe.queryKey() });
  const onError = (error: unknown) => console.error(error);
  return {
    updateSettings: useMutation(trpc.organizations.updateSettings.mutationOptions({ onSuccess, onError })),
    updateChecklistItems: useMutation(trpc.organizations.updateChecklistItems.mutationOptions({ onSuccess, onError })),
  };
}
