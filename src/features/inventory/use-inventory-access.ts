import { canSeeVehicleCost } from '../../shared/inventory/vehicle';
import { useCanDo } from '../access/use-can-do';
import { useMe } from '../../base/use-me';

/** What the current user may do in inventory: change vehicles and see cost. */
export function useInventoryAccess() {
  const { user } = useMe({ throwOnError: false });
  const canWrite = useCanDo('changeInventory');
  return { canWrite, canSeeCost: canSeeVehicleCost(user), userId: user?.id ?? null };
}
