// Market records: listings and sales of vehicles like the organization's, from a marketplace,
// a vehicle-history provider, an auction or the organization's own sales. One reader checks
// every record the same way, whether it comes from a CSV row or a partner's batch.

import { parseDate, parseMoneyToCents, parseWholeNumber } from '../inventory/cell-text';
import { VEHICLE_LIMITS, isRealDate } from '../inventory/vehicle';

export const MARKET_RECORD_SOURCES = ['marketplace', 'vehicle_history', 'auction', 'own_sales'] as const;
export type MarketRecordSource = (typeof MARKET_RECORD_SOURCES)[number];

export const MARKET_CHANNELS = ['retail', 'wholesale'] as const;
export type MarketChannel = (typeof MARKET_CHANNELS)[number];

export const MARKET_LIMITS = {
  /** Records one partner batch or one import call may carry. */
  maxRecordsPerCall: 1_000,
  maxPageSize: 500,
  maxTextLength: 100,
} as const;

/** A record as stored (ZIP checked; its centroid is looked up by the server). */
export type MarketRecordFields = {
  year: number;
  make: string;
  model: string;
  trim: string | null;
  mileage: number;
  priceCents: number;
  dealerName: string | null;
  zip: string;
  firstSeenOn: string;
  lastSeenOn: string;
  soldOn: string | null;
  channel: MarketChannel;
  source: MarketRecordSource;
};

/** A record as a partner sends it (typed) or a CSV row gives it (texts), before checking. */
export type MarketRecordInput = { [K in keyof MarketRecordFields]?: MarketRecordFields[K] | string | number | null };

export type MarketRecordCheck = { ok: true; fields: MarketRecordFields } | { ok: false; reason: string };

/** The segment key comparables match on: make and model, case and spacing ignored. */
export const segmentKey = (make: string, model: string) =>
  `${make.trim().toLowerCase().replace(/\s+/g, ' ')}|${model.trim().toLowerCase().replace(/\s+/g, ' ')}`;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

const squash = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');

const SOURCE_WORDS: Record<string, MarketRecordSource> = {
  marketplace: 'marketplace',
  classifieds: 'marketplace',
  listing: 'marketplace',
  online: 'marketplace',
  vehiclehistory: 'vehicle_history',
  history: 'vehicle_history',
  vhr: 'vehicle_history',
  auction: 'auction',
  wholesaleauction: 'auction',
  lane: 'auction',
  ownsales: 'own_sales',
  own: 'own_sales',
  dms: 'own_sales',
  oursales: 'own_sales',
};

const CHANNEL_WORDS: Record<string, MarketChannel> = {
  retail: 'retail',
  r: 'retail',
  wholesale: 'wholesale',
  w: 'wholesale',
  whsl: 'wholesale',
  auction: 'wholesale',
};

const readWhole = (value: unknown) =>
  typeof value === 'number' ? (Number.isInteger(value) ? value : null) : parseWholeNumber(text(value));
const readCents = (value: unknown) =>
  typeof value === 'number' ? (Number.isInteger(value) ? value : null) : parseMoneyToCents(text(value));
const readDate = (value: unknown) => {
  const given = text(value);
  return isRealDate(given) ? given : parseDate(given);
};

/** Checks one record; the reason names the field and the value refused. */
export function readMarketRecord(input: MarketRecordInput, options: { today: string }): MarketRecordCheck {
  const fail = (reason: string): MarketRecordCheck => ({ ok: false, reason });
  const maxYear = Number(options.today.slice(0, 4)) + VEHICLE_LIMITS.yearsAhead;
  const year = readWhole(input.year);
  if (year === null || year < VEHICLE_LIMITS.minYear || year > maxYear) {
    return fail(`Year '${text(input.year)}' must be a model year from ${VEHICLE_LIMITS.minYear} to ${maxYear}.`);
  }
  const make = text(input.make);
  const model = text(input.model);
  if (!make) return fail('Make is required.');
  if (!model) return fail('Model is required.');
  for (const [label, value] of [
    ['Make', make],
    ['Model', model],
    ['Trim', text(input.trim)],
    ['Dealer name', text(input.dealerName)],
  ] as const) {
    if (value.length > MARKET_LIMITS.maxTextLength)
      return fail(`${label} must be at most ${MARKET_LIMITS.maxTextLength} characters.`);
  }
  const mileage = readWhole(input.mileage);
  if (mileage === null || mileage < 0 || mileage > VEHICLE_LIMITS.maxMileage) {
    return fail(
      `Mileage '${text(input.mileage)}' must be a whole number of miles up to ${VEHICLE_LIMITS.maxMileage.toLocaleString('en-US')}.`,
    );
  }
  const priceCents = readCents(input.priceCents);
  if (priceCents === null || priceCents <= 0 || priceCents > VEHICLE_LIMITS.maxMoneyCents) {
    return fail(`Price '${text(input.priceCents)}' is not an amount above $0 and up to $10,000,000.`);
  }
  const zip = text(input.zip).slice(0, 5);
  if (!/^\d{5}$/.test(zip)) return fail(`ZIP '${text(input.zip)}' is not a 5-digit US ZIP code.`);
  const firstSeenOn = readDate(input.firstSeenOn);
  if (!firstSeenOn)
    return fail(`First seen '${text(input.firstSeenOn)}' is not a date (use YYYY-MM-DD or MM/DD/YYYY).`);
  const soldOn = text(input.soldOn) ? readDate(input.soldOn) : null;
  if (text(input.soldOn) && !soldOn)
    return fail(`Sold date '${text(input.soldOn)}' is not a date (use YYYY-MM-DD or MM/DD/YYYY).`);
  const lastSeenOn = text(input.lastSeenOn) ? readDate(input.lastSeenOn) : (soldOn ?? firstSeenOn);
  if (!lastSeenOn) return fail(`Last seen '${text(input.lastSeenOn)}' is not a date (use YYYY-MM-DD or MM/DD/YYYY).`);
  if (soldOn && soldOn < firstSeenOn) return fail(`Sold date ${soldOn} is before first seen ${firstSeenOn}.`);
  if (lastSeenOn < firstSeenOn) return fail(`Last seen ${lastSeenOn} is before first seen ${firstSeenOn}.`);
  for (const [label, value] of [
    ['Sold date', soldOn],
    ['First seen', firstSeenOn],
    ['Last seen', lastSeenOn],
  ] as const) {
    if (value && value > options.today) return fail(`${label} ${value} is in the future.`);
  }
  const channel = CHANNEL_WORDS[squash(text(input.channel))];
  if (!channel) return fail(`Channel '${text(input.channel)}' must be retail or wholesale.`);
  const source = SOURCE_WORDS[squash(text(input.source))];
  if (!source) return fail(`Record source '${text(input.source)}' must be one of ${MARKET_RECORD_SOURCES.join(', ')}.`);
  return {
    ok: true,
    fields: {
      year,
      make,
      model,
      trim: text(input.trim) || null,
      mileage,
      priceCents,
      dealerName: text(input.dealerName) || null,
      zip,
      firstSeenOn,
      lastSeenOn,
      soldOn,
      channel,
      source,
    },
  };
}

/** Days a record was on the market: first seen to sold (or to last seen while unsold), at least 0. */
export function daysOnMarket(record: Pick<MarketRecordFields, 'firstSeenOn' | 'lastSeenOn' | 'soldOn'>): number {
  const end = record.soldOn ?? record.lastSeenOn;
  return Math.max(0, Math.round((Date.parse(end) - Date.parse(record.firstSeenOn)) / 86_400_000));
}
