// A buy-list target as a person writes it (the form and `createSourcingTarget`): each rule says
// what to fix. Money in cents; the recon estimate defaults to DEFAULT_RECON_ESTIMATE_CENTS, the
// middle of the $1,000–1,500 per unit dealers report (DOMAIN.md "Reconditioning").
import { z } from 'zod';

export const DEFAULT_RECON_ESTIMATE_CENTS = 125_000;

export const SOURCING_LIMITS = {
  minYear: 1981,
  maxMileage: 2_000_000,
  maxPriceCents: 100_000_000,
  maxQuantity: 500,
  maxTextLength: 60,
  maxReasonLength: 500,
} as const;

// A number field's own message also for what is not a number at all (a form's typed text).
const whole = (message: string) => z.number({ error: message }).int(message);
const text = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(SOURCING_LIMITS.maxTextLength, `${label} has at most ${SOURCING_LIMITS.maxTextLength} characters.`);

export function sourcingTargetSchema(today: string) {
  const maxYear = Number(today.slice(0, 4)) + 1;
  const year = (label: string) =>
    whole(`${label} is a whole year.`)
      .min(SOURCING_LIMITS.minYear, `${label} is ${SOURCING_LIMITS.minYear} or later.`)
      .max(maxYear, `${label} is ${maxYear} or earlier.`);
  return z
    .object({
      yearFrom: year('The first year'),
      yearTo: year('The last year'),
      make: text('Make'),
      model: text('Model'),
      trim: z
        .string()
        .trim()
        .max(SOURCING_LIMITS.maxTextLength, `Trim has at most ${SOURCING_LIMITS.maxTextLength} characters.`)
        .nullish()
        .transform((value) => value || null),
      maxMileage: whole('The mileage cap is whole miles.')
        .min(0, 'The mileage cap is 0 or more.')
        .max(SOURCING_LIMITS.maxMileage, 'The mileage cap is at most 2,000,000.')
        .nullish()
        .transform((value) => value ?? null),
      maxPriceCents: whole('The maximum price is an amount of money.')
        .min(100, 'The maximum price is at least $1.')
        .max(SOURCING_LIMITS.maxPriceCents, 'The maximum price is at most $1,000,000.'),
      quantity: whole('Quantity is a whole number.')
        .min(1, 'Want at least 1.')
        .max(SOURCING_LIMITS.maxQuantity, `Want at most ${SOURCING_LIMITS.maxQuantity}.`),
      reconEstimateCents: whole('The recon estimate is an amount of money.')
        .min(0, 'The recon estimate is 0 or more.')
        .max(5_000_000, 'The recon estimate is at most $50,000.')
        .nullish()
        .transform((value) => value ?? DEFAULT_RECON_ESTIMATE_CENTS),
      reason: z
        .string()
        .trim()
        .max(SOURCING_LIMITS.maxReasonLength)
        .nullish()
        .transform((value) => value || null),
    })
    .refine((target) => target.yearFrom <= target.yearTo, {
      message: 'The first year is before or equal to the last year.',
      path: ['yearTo'],
    });
}

export type TSourcingTarget = z.output<ReturnType<typeof sourcingTargetSchema>>;
