import { useCanDo } from '../../access/use-can-do';
import { useFeatureFlag } from '../../../base/use-feature-flag';

/** What the current user may do with a vehicle's recon, by the access table the server checks too. */
export function useReconVehicleAccess() {
  return {
    canReadRecon: useCanDo('readRecon'),
    canChangeRecon: useCanDo('changeRecon'),
    canReadOrders: useCanDo('readRepairOrders'),
    canChangeOrders: useCanDo('changeRepairOrders'),
    hasCpo: useFeatureFlag('cpo').enabled,
  };
}
