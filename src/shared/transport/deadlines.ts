import { addBusinessDays } from './business-days';

/** Business days a carrier has to pick a vehicle up, counted from the order or the auction purchase. */
export const PICKUP_BUSINESS_DAYS = 5;
/** Business days an auction has to deliver the title: with the deal, or when the title is absent. */
export const TITLE_BUSINESS_DAYS = { withDeal: 5, absent: 21 } as const;

export type DeadlineFacts = { orderedOn: string; purchasedOn: string | null; titleAbsent: boolean };

/** The last day to pick up: five business days after the auction purchase, else after the order. */
export const pickupDueOn = (facts: DeadlineFacts): string =>
  addBusinessDays(facts.purchasedOn ?? facts.orderedOn, PICKUP_BUSINESS_DAYS);

/** The last day for the title of an auction purchase (5 or 21 business days after it); null otherwise. */
export const titleDueOn = (facts: DeadlineFacts): string | null =>
  facts.purchasedOn
    ? addBusinessDays(facts.purchasedOn, facts.titleAbsent ? TITLE_BUSINESS_DAYS.absent : TITLE_BUSINESS_DAYS.withDeal)
    : null;
