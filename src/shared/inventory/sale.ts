// A vehicle's sale: who bought it follows from the status it left the lot in.

import type { VehicleStatus } from './vehicle';

export const BUYER_TYPES = ['retail', 'wholesale'] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];

/** sold → retail, wholesaled → wholesale; null for a status that is not a sale. */
export function buyerTypeOfStatus(status: VehicleStatus): BuyerType | null {
  if (status === 'sold') return 'retail';
  if (status === 'wholesaled') return 'wholesale';
  return null;
}
