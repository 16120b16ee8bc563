import { canDo, type Operation } from '../../shared/access';
import { useMe } from '../users/use-me';

/** Whether the current user may perform `operation` (src/access/operations.ts); false while loading. */
export function useCanDo(operation: Operation): boolean {
  const { user } = useMe({ throwOnError: false });
  return canDo(user, operation);
}
