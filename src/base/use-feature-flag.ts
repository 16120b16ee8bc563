import { hasFeatureFlag } from '../shared/access';
import { useMe } from './use-me';

/**
 * The feature-flag lookup (SPEC.md section 7): a flag is on when the user's or the
 * organization's feature flags hold it. The one place to swap in a flag service.
 */
export function useFeatureFlag(name: string): { enabled: boolean; loading: boolean } {
  const { user, initialLoading } = useMe({ throwOnError: false });
  return { enabled: hasFeatureFlag(user, name), loading: initialLoading };
}
