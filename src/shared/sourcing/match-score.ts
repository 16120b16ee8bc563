// How well an auction vehicle fits a buy-list target (docs/sourcing.md "Match score", docs/metrics.md
// "Sourcing"). Make and model (ignoring case and spaces at the ends) and a year in the target's
// range are required; then 100 points less: 20 when the target names a trim and the vehicle has
// another (10 when the run list gives none); 1 per percent over the target's mileage cap (at most
// 50); 10 per condition grade point below 3.0 (5 when the run list gives no grade). Never below 0;
// a vehicle matches at MATCH_THRESHOLD or more, to its best-scoring target.

export const MATCH_THRESHOLD = 50;

export const MATCH_PENALTIES = {
  otherTrim: 20,
  unknownTrim: 10,
  perPercentOverMileage: 1,
  maxMileagePenalty: 50,
  perGradeBelowFair: 10,
  fairGrade: 3,
  unknownGrade: 5,
} as const;

export type MatchTarget = {
  yearFrom: number;
  yearTo: number;
  make: string;
  model: string;
  trim: string | null;
  maxMileage: number | null;
};
export type MatchVehicle = {
  year: number;
  make: string;
  model: string;
  trim: string | null;
  mileage: number;
  conditionGrade: number | null;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The score 0–100 of `vehicle` against `target`; null when make, model or year rule it out. */
export function matchScore(target: MatchTarget, vehicle: MatchVehicle): number | null {
  if (!same(target.make, vehicle.make) || !same(target.model, vehicle.model)) return null;
  if (vehicle.year < target.yearFrom || vehicle.year > target.yearTo) return null;
  let score = 100;
  if (target.trim) {
    if (!vehicle.trim) score -= MATCH_PENALTIES.unknownTrim;
    else if (!same(target.trim, vehicle.trim)) score -= MATCH_PENALTIES.otherTrim;
  }
  if (target.maxMileage !== null && vehicle.mileage > target.maxMileage) {
    const percentOver =
      target.maxMileage === 0 ? Infinity : ((vehicle.mileage - target.maxMileage) / target.maxMileage) * 100;
    // A started percent counts whole; the epsilon keeps 10 % (0.1 × 100 = 10.000000000000002) at 10.
    score -= Math.min(
      MATCH_PENALTIES.maxMileagePenalty,
      Math.ceil(percentOver * MATCH_PENALTIES.perPercentOverMileage - 1e-9),
    );
  }
  if (vehicle.conditionGrade === null) score -= MATCH_PENALTIES.unknownGrade;
  else if (vehicle.conditionGrade < MATCH_PENALTIES.fairGrade)
    score -= Math.round((MATCH_PENALTIES.fairGrade - vehicle.conditionGrade) * MATCH_PENALTIES.perGradeBelowFair);
  return Math.max(0, score);
}

/** The best target (highest score, the earlier one on a tie) at or above the threshold; null when none. */
export function bestMatch<T extends MatchTarget>(
  targets: readonly T[],
  vehicle: MatchVehicle,
): { target: T; score: number } | null {
  let best: { target: T; score: number } | null = null;
  for (const target of targets) {
    const score = matchScore(target, vehicle);
    if (score !== null && score >= MATCH_THRESHOLD && (!best || score > best.score)) best = { target, score };
  }
  return best;
}
