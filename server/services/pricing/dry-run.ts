import { IN_STOCK_STATUSES, VEHICLE_LIMITS } from '../../../src/shared/inventory/vehicle';
import { finishTarget, NO_COST_NOTE, NO_MARKET_NOTE, type Suggestion } from '../../../src/shared/pricing/figures';
import { PRICING_LIMITS, type PricingRules } from '../../../src/shared/pricing/rules';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { inventoryScope, visibleVehicle, type VisibleVehicle } from '../inventory/scope';
import type { Viewer } from '../users/viewer';
import { stockFigures, type StockFigures } from './figures';
import { loadPricingRules } from './rules';

export type PricingMethod = 'rules' | 'percent_of_market' | 'amount';
export type PricingChange = { vehicle: VisibleVehicle; fromCents: number | null; toCents: number; grossEffectCents: number | null; heldAtFloor: boolean; reason: string };
export type PricingSkip = { vehicle: VisibleVehicle; reason: string };
export type PricingDryRun = { method: PricingMethod; changes: PricingChange[]; unchanged: PricingSkip[]; grossEffectCents: number };

const dollars = (cents: number) => `$${(Math.abs(cents) / 100).toLocaleString('en-US')}`;

type MethodInput = { method: PricingMethod; percentOfMarket?: number | null; amountCents?: number | null };

/** The method's own input, refused when missing, out of range, or given to another method. */
function checkMethod({ method, percentOfMarket, amountCents }: MethodInput): void {
  const hasPercent = percentOfMarket !== null && percentOfMarket !== undefined;
  const hasAmount = amountCents !== null && amountCents !== undefined;
  if (hasPercent !== (method === 'percent_of_market')) {
    throw new AppError('BAD_USER_INPUT', method === 'percent_of_market' ? 'Give the share of market to price at.' : 'A share of market is only given with the percent-of-market method.');
  }
  if (hasAmount !== (method === 'amount')) {
    throw new AppError('BAD_USER_INPUT', method === 'amount' ? 'Give the amount to add to each list price (negative to cut).' : 'An amount is only given with the amount method.');
  }
  if (hasPercent && (!Number.isFinite(percentOfMarket) || percentOfMarket < PRICING_LIMITS.minPercent || percentOfMarket > PRICING_LIMITS.maxPercent)) {
    throw new AppError('BAD_USER_INPUT', `The share of market must be from ${PRICING_LIMITS.minPercent} % to ${PRICING_LIMITS.maxPercent} %.`);
  }
  if (hasAmount && (!Number.isInteger(amountCents) || amountCents === 0 || Math.abs(amountCents) > VEHICLE_LIMITS.maxMoneyCents)) {
    throw new AppError('BAD_USER_INPUT', 'The amount must be whole cents, not zero, and at most $10,000,000 either way.');
  }
}

/**
 * What the method would ask for one vehicle, with the note that becomes the price history's reason.
 * For a viewer without cost (`seesCost` false) no floor is applied: the target unconstrained.
 */
function propose(figure: StockFigures, rules: PricingRules, input: MethodInput, seesCost: boolean): Suggestion {
  if (input.method === 'rules') return figure.suggestion;
  const floorCents = figure.floorCents;
  const noFloor = seesCost && floorCents === null;
  if (input.method === 'percent_of_market') {
    const percent = input.percentOfMarket!;
    if (!figure.marketAverageCents) return { priceCents: null, heldAtFloor: false, note: NO_MARKET_NOTE };
    if (noFloor) return { priceCents: null, heldAtFloor: false, note: NO_COST_NOTE };
    return finishTarget((figure.marketAverageCents * percent) / 100, floorCents, rules, `${percent} % of market`);
  }
  const amount = input.amountCents!;
  if (figure.row.listPriceCents === null) return { priceCents: null, heldAtFloor: false, note: 'No list price to change by an amount.' };
  if (noFloor) return { priceCents: null, heldAtFloor: false, note: NO_COST_NOTE };
  return finishTarget(figure.row.listPriceCents + amount, floorCents, rules, `${amount > 0 ? 'Raised' : 'Cut'} by ${dollars(amount)}`);
}

/**
 * What a reprice would change (docs/metrics.md, "Dry run and apply"), writing nothing: each
 * vehicle asked about either changes (from its list price to the proposal, rounded and held at
 * the floor; no floor for a viewer without cost, whose apply is refused under it) or stays, with the reason (out of stock, no market average, no cost, already there).
 */
export async function pricingDryRun(options: { db: Database; viewer: Viewer; vehicleIds?: readonly string[] | null; today?: string } & MethodInput): Promise<PricingDryRun> {
  const { db, viewer, method } = options;
  checkMethod(options);
  const scope = inventoryScope(viewer);
  const rules = await loadPricingRules({ db, organizationId: scope.organizationId });
  const figures = await stockFigures({ db, viewer, rules, seesCost: scope.canSeeCost, vehicleIds: options.vehicleIds, today: options.today });
  const result: PricingDryRun = { method, changes: [], unchanged: [], grossEffectCents: 0 };
  for (const figure of figures) {
    const vehicle = visibleVehicle(figure.row, scope);
    if (!IN_STOCK_STATUSES.includes(figure.row.status)) {
      result.unchanged.push({ vehicle, reason: `Not in stock (${figure.row.status.replace('_', ' ')}).` });
      continue;
    }
    const proposal = propose(figure, rules, options, scope.canSeeCost);
    const fromCents = figure.row.listPriceCents;
    if (proposal.priceCents === null) {
      result.unchanged.push({ vehicle, reason: proposal.note });
    } else if (proposal.priceCents === fromCents) {
      result.unchanged.push({ vehicle, reason: `Already at the price: ${proposal.note}.` });
    } else {
      const grossEffectCents = fromCents === null ? null : proposal.priceCents - fromCents;
      result.changes.push({ vehicle, fromCents, toCents: proposal.priceCents, grossEffectCents, heldAtFloor: proposal.heldAtFloor, reason: `Reprice: ${proposal.note}` });
      result.grossEffectCents += grossEffectCents ?? 0;
    }
  }
  return result;
}
