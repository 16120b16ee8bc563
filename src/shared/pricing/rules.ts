// The organization's pricing rules (docs/metrics.md, "Pricing"): age steps as a share of the
// market average, a floor of cost + minimum gross, and how prices are rounded. Shared so the
// screen checks a form by the same rules the server stores by.

export type PricingStep = { fromDay: number; percentOfMarket: number };
export const PRICING_ROUNDING_MODES = ['nearest', 'down'] as const;
export type PricingRoundingMode = (typeof PRICING_ROUNDING_MODES)[number];

export type PricingRules = {
  steps: PricingStep[];
  minimumGrossCents: number;
  roundToCents: number;
  roundingMode: PricingRoundingMode;
  endInNine: boolean;
  /**
   * The one rule that may raise a price: a car listed under its step's target is raised to it,
   * only while younger than the first step down (the second step's day). Off by default.
   */
  raiseToMarket: boolean;
};

export const PRICING_LIMITS = {
  maxSteps: 12,
  maxFromDay: 365,
  minPercent: 50,
  maxPercent: 150,
  maxMinimumGrossCents: 2_000_000,
  roundToCents: [100, 1_000, 2_500, 5_000, 10_000],
} as const;

/**
 * Until an organization saves its own: ../shared/DOMAIN.md's age-based repricing (start at
 * 98–100 % of market, step down at days 30/45/60/75/90), here 100 % then 2 points a step;
 * a $1,000 minimum gross; whole hundreds, nearest; no 99 ending.
 */
export const DEFAULT_PRICING_RULES: PricingRules = {
  steps: [
    { fromDay: 0, percentOfMarket: 100 },
    { fromDay: 30, percentOfMarket: 98 },
    { fromDay: 45, percentOfMarket: 96 },
    { fromDay: 60, percentOfMarket: 94 },
    { fromDay: 75, percentOfMarket: 92 },
    { fromDay: 90, percentOfMarket: 90 },
  ],
  minimumGrossCents: 100_000,
  roundToCents: 10_000,
  roundingMode: 'nearest',
  endInNine: false,
  raiseToMarket: false,
};

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

/** What is wrong with the rules, one sentence each a person can act on; empty when they hold. */
export function checkPricingRules(rules: PricingRules): string[] {
  const problems: string[] = [];
  const { steps } = rules;
  if (steps.length < 1 || steps.length > PRICING_LIMITS.maxSteps)
    problems.push(`Give from 1 to ${PRICING_LIMITS.maxSteps} age steps.`);
  if (steps.length > 0 && steps[0]!.fromDay !== 0)
    problems.push('The first step must start at day 0, so every vehicle has a step.');
  steps.forEach((step, index) => {
    const name = `Step ${index + 1}`;
    if (!Number.isInteger(step.fromDay) || step.fromDay < 0 || step.fromDay > PRICING_LIMITS.maxFromDay) {
      problems.push(`${name}: the day must be a whole number from 0 to ${PRICING_LIMITS.maxFromDay}.`);
    } else if (index > 0 && step.fromDay <= steps[index - 1]!.fromDay) {
      problems.push(
        `${name}: day ${step.fromDay} must come after the previous step's day ${steps[index - 1]!.fromDay} (steps go up, each day once).`,
      );
    }
    if (
      !Number.isFinite(step.percentOfMarket) ||
      step.percentOfMarket < PRICING_LIMITS.minPercent ||
      step.percentOfMarket > PRICING_LIMITS.maxPercent
    ) {
      problems.push(
        `${name}: the share of market must be from ${PRICING_LIMITS.minPercent} % to ${PRICING_LIMITS.maxPercent} %.`,
      );
    }
  });
  if (
    !Number.isInteger(rules.minimumGrossCents) ||
    rules.minimumGrossCents < 0 ||
    rules.minimumGrossCents > PRICING_LIMITS.maxMinimumGrossCents
  ) {
    problems.push(`The minimum gross must be whole cents from $0 to ${dollars(PRICING_LIMITS.maxMinimumGrossCents)}.`);
  }
  if (!(PRICING_LIMITS.roundToCents as readonly number[]).includes(rules.roundToCents)) {
    problems.push(`Round to one of ${PRICING_LIMITS.roundToCents.map(dollars).join(', ')}.`);
  }
  if (!PRICING_ROUNDING_MODES.includes(rules.roundingMode)) problems.push('Round to the nearest multiple or down.');
  if (typeof rules.raiseToMarket !== 'boolean')
    problems.push('Say whether cars under their target may be raised to market.');
  return problems;
}

/** The step in force on a vehicle's day in inventory: the last one starting at or before it. */
export function stepForAge(steps: readonly PricingStep[], days: number): PricingStep {
  let found = steps[0]!;
  for (const step of steps) if (step.fromDay <= days) found = step;
  return found;
}

/** Whether a vehicle of this age is younger than the first step down (the second step's day); with one step, every age is. */
export function beforeFirstStepDown(steps: readonly PricingStep[], days: number): boolean {
  const next = steps[1];
  return next === undefined || days < next.fromDay;
}

/** Whether a vehicle of this age is in the last step (with more than one step): past it, the manager considers wholesale. */
export function pastLastStep(steps: readonly PricingStep[], days: number): boolean {
  return steps.length > 1 && days >= steps.at(-1)!.fromDay;
}

/**
 * A computed price rounded as the rules say: to a multiple of `roundToCents` (nearest or down),
 * then, with `endInNine`, one dollar less ($25,000 → $24,999). Never negative.
 */
export function roundPrice(
  cents: number,
  rules: Pick<PricingRules, 'roundToCents' | 'roundingMode' | 'endInNine'>,
): number {
  const units = cents / rules.roundToCents;
  const rounded = (rules.roundingMode === 'down' ? Math.floor(units) : Math.round(units)) * rules.roundToCents;
  return Math.max(0, rules.endInNine && rounded >= 100 ? rounded - 100 : rounded);
}

/** Cost + minimum gross; null without a cost. */
export const floorOf = (costCents: number | null, minimumGrossCents: number): number | null =>
  costCents === null ? null : costCents + minimumGrossCents;

/** A rounded price raised to the floor when under it (a price is never set under the floor). */
export function holdAtFloor(priceCents: number, floorCents: number): { priceCents: number; heldAtFloor: boolean } {
  return priceCents < floorCents ? { priceCents: floorCents, heldAtFloor: true } : { priceCents, heldAtFloor: false };
}
