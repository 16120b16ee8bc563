// Checks of what a person types into a transport order: each refusal says what to change.
import { roadMiles } from '../../../src/shared/agent/geo';
import { isRealDate } from '../../../src/shared/inventory/vehicle';
import { AppError } from '../../errors';
import { zipCentroid } from '../market/zip';

const MAX_PRICE_CENTS = 10_000_000;
const MAX_MILES = 5_000;

export function text(
  value: string | null | undefined,
  label: string,
  { min = 0, max }: { min?: number; max: number },
): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length < min || trimmed.length > max) {
    throw new AppError(
      'BAD_USER_INPUT',
      min > 0 ? `${label} has ${min} to ${max} characters.` : `${label} has at most ${max} characters.`,
    );
  }
  return trimmed || null;
}

export function zip(value: string, label: string): string {
  const trimmed = value.trim();
  if (!zipCentroid(trimmed))
    throw new AppError('BAD_USER_INPUT', `${label} '${trimmed}' is not a US ZIP code: give its five digits.`);
  return trimmed;
}

export function day(value: string | null | undefined, label: string): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (!isRealDate(trimmed)) throw new AppError('BAD_USER_INPUT', `${label} is a date as YYYY-MM-DD, not '${trimmed}'.`);
  return trimmed;
}

export function priceCents(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 0 || value > MAX_PRICE_CENTS)
    throw new AppError('BAD_USER_INPUT', 'The price is whole cents from $0 to $100,000.');
  return value;
}

/** The entered distance, or the ZIP centroids' straight line × 1.3 (at least a mile); `estimated` says which. */
export function distance(
  value: number | null | undefined,
  fromZip: string,
  toZip: string,
): { miles: number; estimated: boolean } {
  if (value !== null && value !== undefined) {
    if (!Number.isInteger(value) || value < 1 || value > MAX_MILES)
      throw new AppError('BAD_USER_INPUT', `The distance is whole miles from 1 to ${MAX_MILES}.`);
    return { miles: value, estimated: false };
  }
  const from = zipCentroid(fromZip)!;
  const to = zipCentroid(toZip)!;
  const miles = roadMiles({ lat: from.latitude, lng: from.longitude }, { lat: to.latitude, lng: to.longitude });
  return { miles: Math.max(1, Math.round(miles)), estimated: true };
}

const MC_DOT = /^(?:(?:MC|DOT|USDOT)[\s#-]*)?\d{4,8}$/i;

/** The carrier's name, MC/DOT number (an optional MC, DOT or USDOT prefix and 4 to 8 digits) and contact. */
export function carrier(input: { name: string; mcDotNumber?: string | null; contact?: string | null }) {
  const mcDot = text(input.mcDotNumber, 'The MC/DOT number', { max: 20 });
  if (mcDot && !MC_DOT.test(mcDot))
    throw new AppError('BAD_USER_INPUT', `The MC/DOT number '${mcDot}' is 4 to 8 digits, optionally after MC or DOT.`);
  return {
    carrierName: text(input.name, "The carrier's name", { min: 1, max: 120 })!,
    carrierMcDot: mcDot?.toUpperCase() ?? null,
    carrierContact: text(input.contact, "The carrier's contact", { max: 200 }),
  };
}
