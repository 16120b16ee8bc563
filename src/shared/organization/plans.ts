/**
 * Billing plans: what an organization pays for and how many active users it may have.
 * Changing an organization's plan is an administrator's action.
 */
export const PLANS = {
  starter: { label: 'Starter', seats: 5, monthlyPriceUsd: 299 },
  professional: { label: 'Professional', seats: 25, monthlyPriceUsd: 899 },
  enterprise: { label: 'Enterprise', seats: null, monthlyPriceUsd: null },
} as const satisfies Record<string, { label: string; seats: number | null; monthlyPriceUsd: number | null }>;

export type PlanKey = keyof typeof PLANS;
export const PLAN_KEYS = Object.keys(PLANS) as PlanKey[];
export const DEFAULT_PLAN: PlanKey = 'professional';

export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === 'string' && Object.hasOwn(PLANS, value);
}
