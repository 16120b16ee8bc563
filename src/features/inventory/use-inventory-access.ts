import { canSeeVehicleCost, INVENTORY_WRITE_ACCESS } from '../../shared/inventory/vehicle';
import { useAccess } from '../access/use-access';
import { useMe } from '../users/use-me';

/** What the current user may do in inventory: change vehicles (scope 2) and see cost. */
export function useInventoryAccess() {
  const { user } = useMe({ throwOnError: false });
  const { allowed: canWrite } = useAccess(INVENTORY_WRITE_ACCESS);
  return { canWrite, canSeeCost: canSeeVehicleCost(user), userId: user?.id ?? null };
}
