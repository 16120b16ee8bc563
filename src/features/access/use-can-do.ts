import { canDo, type Operation } from '../../shared/access';
import { useMe } from '../../base/use-me';

/**
 * Whether the current user may do `operation`, decided by the one table the server checks too
 * (src/shared/access/operations.ts). Nobody may while the user is loading or signed out.
 */
export function useCanDo(operation: Operation): boolean {
  const { user } = useMe({ throwOnError: false });
  return canDo(user, operation);
}
