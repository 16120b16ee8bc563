// Market days supply (docs/metrics.md, "Pricing"; ../shared/DOMAIN.md): how many days the like
// units for sale would last at the pace like units have sold lately. Appraisals use it for the
// expected days to sale, pricing shows it per stock vehicle: one formula for both.

/** Sales are counted over this many days before the as-of date. */
export const DAYS_SUPPLY_WINDOW_DAYS = 45;

/** Like units for sale ÷ their average daily retail sales over the window, to 0.1 day; null when none sold. */
export function marketDaysSupply(
  counts: { forSale: number; soldInWindow: number },
  windowDays: number = DAYS_SUPPLY_WINDOW_DAYS,
): number | null {
  if (counts.soldInWindow <= 0) return null;
  return Math.round((counts.forSale / (counts.soldInWindow / windowDays)) * 10) / 10;
}

export type RetailRecord = {
  channel: 'retail' | 'wholesale';
  soldOn: string | null;
  firstSeenOn: string;
  lastSeenOn: string;
};

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(date) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Whether a record was a listing on the market on `asOf`: first seen by then, not sold by then (a
 * past day's supply counts the cars that sold after it), last seen within the listing window.
 */
export function isListedOn(record: RetailRecord, options: { asOf: string; listingSeenSince: string }): boolean {
  return (
    (record.soldOn === null || record.soldOn > options.asOf) &&
    record.firstSeenOn <= options.asOf &&
    record.lastSeenOn >= options.listingSeenSince
  );
}

/**
 * The counts behind the figure, from like records (a vehicle's comparables): retail listings on
 * the market on `asOf` (`isListedOn`: first seen by then, unsold then, last seen within the listing window
 * `listingSeenSince`) and retail sales in (asOf − window, asOf]. Wholesale records are left out:
 * they are not the retail supply a shopper chooses from.
 */
export function daysSupplyCounts(
  records: readonly RetailRecord[],
  options: { asOf: string; listingSeenSince: string; windowDays?: number },
): { forSale: number; soldInWindow: number } {
  const soldAfter = daysBefore(options.asOf, options.windowDays ?? DAYS_SUPPLY_WINDOW_DAYS);
  let forSale = 0;
  let soldInWindow = 0;
  for (const record of records) {
    if (record.channel !== 'retail') continue;
    if (isListedOn(record, options)) forSale += 1;
    else if (record.soldOn !== null && record.soldOn > soldAfter && record.soldOn <= options.asOf) soldInWindow += 1;
  }
  return { forSale, soldInWindow };
}
