import { IN_STOCK_STATUSES, VEHICLE_LIMITS } from '../../../src/shared/inventory/vehicle';
import {
  finishTarget,
  NO_COST_NOTE,
  NO_MARKET_NOTE,
  priceToMarket,
  type Suggestion,
} from '../../../src/shared/pricing/figures';
import { PRICING_LIMITS, type PricingRules } from '../../../src/shared/pricing/rules';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from '../inventory/scope';
import type { Viewer } from '../users/viewer';
import { stockFigures, type StockFigures } from './figures';
import { loadPricingRules } from './rules';

export type PricingMethod = 'rules' | 'percent_of_market' | 'amount';
export type PricingChange = {
  vehicle: VisibleVehicle;
  direction: 'lower' | 'raise';
  fromCents: number | null;
  toCents: number;
  grossEffectCents: number | null;
  heldAtFloor: boolean;
  reason: string;
  fromPriceToMarket: number | null;
  toPriceToMarket: number | null;
  fromRank: number | null;
  toRank: number | null;
  rankOf: number | null;
};
export type PricingSkip = { vehicle: VisibleVehicle; reason: string };
export type PricingUnderwater = {
  vehicle: VisibleVehicle;
  floorCents: number;
  targetCents: number;
  wholesaleCents: number | null;
  grossAtFloorCents: number;
  grossAtTargetCents: number;
  grossAtWholesaleCents: number | null;
  considerWholesale: boolean;
  reason: string;
};
export type PricingDryRun = {
  method: PricingMethod;
  changes: PricingChange[];
  underwater: PricingUnderwater[];
  unchanged: PricingSkip[];
  grossEffectCents: number;
};

const dollars = (cents: number) => `$${(Math.abs(cents) / 100).toLocaleString('en-US')}`;

type MethodInput = { method: PricingMethod; percentOfMarket?: number | null; amountCents?: number | null };

/** The method's own input, refused when missing, out of range, or given to another method. */
function checkMethod({ method, percentOfMarket, amountCents }: MethodInput): void {
  const hasPercent = percentOfMarket !== null && percentOfMarket !== undefined;
  const hasAmount = amountCents !== null && amountCents !== undefined;
  if (hasPercent !== (method === 'percent_of_market')) {
    throw new AppError(
      'BAD_USER_INPUT',
      method === 'percent_of_market'
        ? 'Give the share of market to price at.'
        : 'A share of market is only given with the percent-of-market method.',
    );
  }
  if (hasAmount !== (method === 'amount')) {
    throw new AppError(
      'BAD_USER_INPUT',
      method === 'amount'
        ? 'Give the amount to add to each list price (negative to cut).'
        : 'An amount is only given with the amount method.',
    );
  }
  if (
    hasPercent &&
    (!Number.isFinite(percentOfMarket) ||
      percentOfMarket < PRICING_LIMITS.minPercent ||
      percentOfMarket > PRICING_LIMITS.maxPercent)
  ) {
    throw new AppError(
      'BAD_USER_INPUT',
      `The share of market must be from ${PRICING_LIMITS.minPercent} % to ${PRICING_LIMITS.maxPercent} %.`,
    );
  }
  if (
    hasAmount &&
    (!Number.isInteger(amountCents) || amountCents === 0 || Math.abs(amountCents) > VEHICLE_LIMITS.maxMoneyCents)
  ) {
    throw new AppError(
      'BAD_USER_INPUT',
      'The amount must be whole cents, not zero, and at most $10,000,000 either way.',
    );
  }
}

/**
 * What the method would ask for one vehicle, with the note that becomes the price history's reason.
 * For a viewer without cost (`seesCost` false) no floor is applied: the target unconstrained.
 */
export function propose(figure: StockFigures, rules: PricingRules, input: MethodInput, seesCost: boolean): Suggestion {
  if (input.method === 'rules') return figure.suggestion;
  const { floorCents } = figure;
  const listPriceCents = figure.row.listPriceCents;
  const noFloor = seesCost && floorCents === null;
  const none = (note: string): Suggestion => ({ kind: 'none', priceCents: null, heldAtFloor: false, note });
  if (input.method === 'percent_of_market') {
    const percent = input.percentOfMarket!;
    if (!figure.marketAverageCents) return none(NO_MARKET_NOTE);
    if (noFloor) return none(NO_COST_NOTE);
    return finishTarget(
      (figure.marketAverageCents * percent) / 100,
      floorCents,
      listPriceCents,
      rules,
      `${percent} % of market`,
    );
  }
  const amount = input.amountCents!;
  if (listPriceCents === null) return none('No list price to change by an amount.');
  if (noFloor) return none(NO_COST_NOTE);
  return finishTarget(
    listPriceCents + amount,
    floorCents,
    listPriceCents,
    rules,
    `${amount > 0 ? 'Raised' : 'Cut'} by ${dollars(amount)}`,
  );
}

/** An underwater car's three ways out, each as front-end gross against its cost (docs/metrics.md, "Pricing guardrails"). */
function underwaterOf(
  figure: StockFigures,
  vehicle: VisibleVehicle,
  proposal: Extract<Suggestion, { kind: 'underwater' }>,
): PricingUnderwater {
  const cost = figure.row.costCents!;
  const { floorCents, targetCents, considerWholesale } = proposal.underwater;
  const wholesaleCents = figure.auctionIndexCents;
  return {
    vehicle,
    floorCents,
    targetCents,
    wholesaleCents,
    grossAtFloorCents: floorCents - cost,
    grossAtTargetCents: targetCents - cost,
    grossAtWholesaleCents: wholesaleCents === null ? null : wholesaleCents - cost,
    considerWholesale,
    reason: proposal.note,
  };
}

/** A change with the vehicle's place in its market before and after: price-to-market and rank among the comparables' listings. */
function changeOf(figure: StockFigures, vehicle: VisibleVehicle, toCents: number, proposal: Suggestion): PricingChange {
  const fromCents = figure.row.listPriceCents;
  const after = figure.rankAt(toCents);
  return {
    vehicle,
    direction: fromCents !== null && toCents > fromCents ? 'raise' : 'lower',
    fromCents,
    toCents,
    grossEffectCents: fromCents === null ? null : toCents - fromCents,
    heldAtFloor: proposal.heldAtFloor,
    reason: `Reprice: ${proposal.note}`,
    fromPriceToMarket: figure.priceToMarket,
    toPriceToMarket: priceToMarket(toCents, figure.marketAverageCents),
    fromRank: figure.rank,
    toRank: after?.rank ?? null,
    rankOf: after?.rankOf ?? null,
  };
}

/**
 * What a reprice would change (docs/metrics.md, "Pricing guardrails"), writing nothing: each
 * vehicle asked about either changes (lowers, or raises: a step's raise only with `raiseToMarket`),
 * is underwater (its target under its floor: not repriced, with its ways out), or stays, with the
 * reason (out of stock, no market average, no cost, listed under a step's target, already there).
 * No floor for a viewer without cost (never underwater; the apply is refused under it).
 */
export async function pricingDryRun(
  options: { db: Database; viewer: Viewer; vehicleIds?: readonly string[] | null; today?: string } & MethodInput,
): Promise<PricingDryRun> {
  const { db, viewer, method } = options;
  checkMethod(options);
  const scope = inventoryScope(viewer);
  const rules = await loadPricingRules({ db, organizationId: scope.organizationId });
  const figures = await stockFigures({
    db,
    viewer,
    rules,
    seesCost: scope.canSeeCost,
    vehicleIds: options.vehicleIds,
    today: options.today,
  });
  const result: PricingDryRun = { method, changes: [], underwater: [], unchanged: [], grossEffectCents: 0 };
  for (const figure of figures) {
    const vehicle = visibleVehicle(figure.row, scope);
    if (!IN_STOCK_STATUSES.includes(figure.row.status)) {
      result.unchanged.push({ vehicle, reason: `Not in stock (${figure.row.status.replace('_', ' ')}).` });
      continue;
    }
    const proposal = propose(figure, rules, options, scope.canSeeCost);
    const fromCents = figure.row.listPriceCents;
    if (proposal.kind === 'underwater') {
      result.underwater.push(underwaterOf(figure, vehicle, proposal));
    } else if (proposal.kind === 'none') {
      result.unchanged.push({ vehicle, reason: proposal.note });
    } else if (proposal.kind === 'kept') {
      result.unchanged.push({ vehicle, reason: `${proposal.note}.` });
    } else if (proposal.priceCents === fromCents) {
      result.unchanged.push({ vehicle, reason: `Already at the price: ${proposal.note}.` });
    } else {
      const change = changeOf(figure, vehicle, proposal.priceCents, proposal);
      result.changes.push(change);
      result.grossEffectCents += change.grossEffectCents ?? 0;
    }
  }
  return result;
}
