import { canSeeVehicleCost } from '../../../src/shared/inventory/vehicle';
import type { VehicleRow } from '../../db/schema';
import { toAccessUser, type Viewer } from '../users/viewer';

/** A vehicle as the viewer may see it: cost (and what derives from it) withheld when the rule says so. */
export type VisibleVehicle = VehicleRow & { costWithheld: boolean };

/** What a viewer's inventory is: their organization's vehicles, with or without cost. */
export type InventoryScope = { organizationId: string; userId: string; canSeeCost: boolean };

/** Cost is judged on the member the access rules see: an API token by its own capability, not its creator's role. */
export function inventoryScope(viewer: Viewer): InventoryScope {
  return {
    organizationId: viewer.organization.id,
    userId: viewer.user.id,
    canSeeCost: canSeeVehicleCost(toAccessUser(viewer)),
  };
}

export function visibleVehicle(row: VehicleRow, scope: InventoryScope): VisibleVehicle {
  return scope.canSeeCost ? { ...row, costWithheld: false } : { ...row, costCents: null, costWithheld: true };
}
