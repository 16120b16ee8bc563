// Vehicle identification numbers (ISO 3779 / 49 CFR 565): normalising, validating and decoding
// what the VIN itself says, offline. Pure, shared by the server and the browser (instant
// feedback in forms). Nothing here looks anything up.

export const VIN_LENGTH = 17;

/** The VIN alphabet: digits and capital letters except I, O and Q (they read like 1 and 0). */
const VIN_CHARACTER = /^[0-9A-HJ-NPR-Z]$/;

// Check digit (position 9): each character's value times its position's weight, summed, mod 11.
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Position 10's 30 model-year codes, in order from 1980 (A) to 2009 (9); the cycle repeats. */
const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const MODEL_YEAR_BASE = 1980;

export type VinRegion = 'africa' | 'asia' | 'europe' | 'north_america' | 'oceania' | 'south_america';

export type VinDecoding = {
  /** World manufacturer identifier: the first three characters. */
  wmi: string;
  modelYear: number | null;
  region: VinRegion | null;
  /** English country name for the common first characters, else null. */
  country: string | null;
  /** The make for a known WMI (a small table of common makes), else null. */
  manufacturer: string | null;
};

export type VinProblem = 'empty' | 'length' | 'characters';

export type VinCheck =
  | { valid: false; vin: string; problem: VinProblem; message: string; invalidCharacters: string[] }
  | {
      valid: true;
      vin: string;
      /** False when position 9 is not the computed check digit (normal outside North America). */
      checkDigitValid: boolean;
      expectedCheckDigit: string;
      decoded: VinDecoding;
    };

/** Upper case, without spaces or dashes people type or DMS exports carry. */
export function normalizeVin(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

/** The check digit position 9 should hold ('0'–'9' or 'X'), for 17 characters of the VIN alphabet. */
export function computeCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index += 1) {
    const character = vin[index] ?? '0';
    const value = /[0-9]/.test(character) ? Number(character) : (TRANSLITERATION[character] ?? 0);
    sum += value * WEIGHTS[index]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * The model year of position 10. Each code stands for two or more years 30 apart; the year
 * chosen is the latest candidate no later than next year (`referenceYear + 1`) that agrees
 * with the 49 CFR 565.15 rule for light vehicles (position 7 numeric: 1980–2009; a letter:
 * 2010–2039). When no candidate agrees (heavy vehicles and VINs from outside North America do
 * not follow that rule), the latest candidate no later than next year is taken.
 * Null for a character that is not a model-year code (0, U, Z).
 */
export function decodeModelYear(vin: string, referenceYear = new Date().getUTCFullYear()): number | null {
  const index = MODEL_YEAR_CODES.indexOf(vin[9] ?? '');
  if (index < 0) return null;
  const latest = referenceYear + 1;
  const candidates: number[] = [];
  for (let year = MODEL_YEAR_BASE + index; year <= latest; year += 30) candidates.push(year);
  if (candidates.length === 0) return null;
  const position7IsLetter = /[A-Z]/.test(vin[6] ?? '');
  const agreeing = candidates.filter((year) => (position7IsLetter ? year >= 2010 : year < 2010));
  return agreeing.at(-1) ?? candidates.at(-1)!;
}

// ISO 3780 regions by the first character.
function regionOf(first: string): VinRegion | null {
  if (/[A-H]/.test(first)) return 'africa';
  if (/[J-R]/.test(first)) return 'asia';
  if (/[S-Z]/.test(first)) return 'europe';
  if (/[1-5]/.test(first)) return 'north_america';
  if (/[67]/.test(first)) return 'oceania';
  if (/[89]/.test(first)) return 'south_america';
  return null;
}

const COUNTRIES: Record<string, string> = {
  '1': 'United States',
  '4': 'United States',
  '5': 'United States',
  '2': 'Canada',
  '3': 'Mexico',
  J: 'Japan',
  K: 'South Korea',
  L: 'China',
  M: 'India',
  W: 'Germany',
  Z: 'Italy',
  Y: 'Sweden',
  '6': 'Australia',
  '7': 'New Zealand',
  '9': 'Brazil',
};

function countryOf(vin: string): string | null {
  const first = vin[0] ?? '';
  // S is shared: SA–SM is the United Kingdom.
  if (first === 'S') return /[A-M]/.test(vin[1] ?? '') ? 'United Kingdom' : null;
  if (first === 'V') return /[F-R]/.test(vin[1] ?? '') ? 'France' : /[S-W]/.test(vin[1] ?? '') ? 'Spain' : null;
  return COUNTRIES[first] ?? null;
}

/** Common world manufacturer identifiers and the make they stand for. */
export const WMI_MAKES: Readonly<Record<string, string>> = {
  '1C4': 'Jeep',
  '1C6': 'Ram',
  '1FA': 'Ford',
  '1FM': 'Ford',
  '1FT': 'Ford',
  '1G1': 'Chevrolet',
  '1GC': 'Chevrolet',
  '1GN': 'Chevrolet',
  '1GT': 'GMC',
  '1GK': 'GMC',
  '1GY': 'Cadillac',
  '1HG': 'Honda',
  '1J4': 'Jeep',
  '1LN': 'Lincoln',
  '1N4': 'Nissan',
  '1N6': 'Nissan',
  '19X': 'Honda',
  '19U': 'Acura',
  JH4: 'Acura',
  '2C3': 'Chrysler',
  '2FM': 'Ford',
  '2G1': 'Chevrolet',
  '2HG': 'Honda',
  '2HK': 'Honda',
  '2T1': 'Toyota',
  '2T3': 'Toyota',
  '3FA': 'Ford',
  '3GC': 'Chevrolet',
  '3GN': 'Chevrolet',
  '3HG': 'Honda',
  '3MZ': 'Mazda',
  '3N1': 'Nissan',
  '3VW': 'Volkswagen',
  '4S3': 'Subaru',
  '4S4': 'Subaru',
  '4T1': 'Toyota',
  '4T3': 'Toyota',
  '5FN': 'Honda',
  '5J6': 'Honda',
  '5N1': 'Nissan',
  '5NP': 'Hyundai',
  '5NM': 'Hyundai',
  '5TD': 'Toyota',
  '5TF': 'Toyota',
  '5UX': 'BMW',
  '5XY': 'Kia',
  '5YJ': 'Tesla',
  '7SA': 'Tesla',
  JF1: 'Subaru',
  JF2: 'Subaru',
  JHM: 'Honda',
  JM1: 'Mazda',
  JM3: 'Mazda',
  JN1: 'Nissan',
  JN8: 'Nissan',
  JTD: 'Toyota',
  JTE: 'Toyota',
  JTM: 'Toyota',
  JTN: 'Toyota',
  JTH: 'Lexus',
  KM8: 'Hyundai',
  KMH: 'Hyundai',
  KNA: 'Kia',
  KND: 'Kia',
  SAL: 'Land Rover',
  SAJ: 'Jaguar',
  WA1: 'Audi',
  WAU: 'Audi',
  WBA: 'BMW',
  WBS: 'BMW',
  WDD: 'Mercedes-Benz',
  W1K: 'Mercedes-Benz',
  W1N: 'Mercedes-Benz',
  WP0: 'Porsche',
  WP1: 'Porsche',
  WVW: 'Volkswagen',
  WVG: 'Volkswagen',
  YV1: 'Volvo',
  YV4: 'Volvo',
  ZFA: 'Fiat',
  ZAR: 'Alfa Romeo',
};

export function decodeVin(vin: string, referenceYear?: number): VinDecoding {
  const wmi = vin.slice(0, 3);
  return {
    wmi,
    modelYear: decodeModelYear(vin, referenceYear),
    region: regionOf(vin[0] ?? ''),
    country: countryOf(vin),
    manufacturer: WMI_MAKES[wmi] ?? null,
  };
}

/**
 * Normalises and checks a VIN: 17 characters of the VIN alphabet, or a reason. A valid VIN
 * says whether its check digit matches (a mismatch is for the person to confirm, since VINs
 * from outside North America need not carry one) and what it decodes to.
 */
export function checkVin(raw: string, referenceYear?: number): VinCheck {
  const vin = normalizeVin(raw);
  if (vin.length === 0) {
    return { valid: false, vin, problem: 'empty', message: 'The VIN is missing.', invalidCharacters: [] };
  }
  const invalidCharacters = [...new Set([...vin].filter((character) => !VIN_CHARACTER.test(character)))];
  if (invalidCharacters.length > 0) {
    const forbidden = invalidCharacters.filter((character) => 'IOQ'.includes(character));
    const hint = forbidden.length > 0 ? ' (VINs never use I, O or Q: they read like 1 and 0)' : '';
    return {
      valid: false,
      vin,
      problem: 'characters',
      message: `The VIN ${vin} contains ${invalidCharacters.map((character) => `'${character}'`).join(', ')}, which VINs do not use${hint}.`,
      invalidCharacters,
    };
  }
  if (vin.length !== VIN_LENGTH) {
    return {
      valid: false,
      vin,
      problem: 'length',
      message: `The VIN ${vin} has ${vin.length} characters; a VIN has ${VIN_LENGTH}.`,
      invalidCharacters: [],
    };
  }
  const expectedCheckDigit = computeCheckDigit(vin);
  return {
    valid: true,
    vin,
    checkDigitValid: vin[8] === expectedCheckDigit,
    expectedCheckDigit,
    decoded: decodeVin(vin, referenceYear),
  };
}

/** Puts the right check digit into position 9 (for generated demo and test VINs). */
export function withCheckDigit(vin: string): string {
  return `${vin.slice(0, 8)}${computeCheckDigit(vin)}${vin.slice(9)}`;
}
