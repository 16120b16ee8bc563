import { describe, expect, it } from 'vitest';
import {
  checkVin,
  computeCheckDigit,
  decodeModelYear,
  decodeVin,
  normalizeVin,
  withCheckDigit,
} from '../../../src/shared/inventory/vin';

describe('checkVin: valid VINs', () => {
  it.each([
    [
      '1HGCM82633A004352',
      { modelYear: 2003, region: 'north_america', country: 'United States', manufacturer: 'Honda' },
    ],
    ['11111111111111111', { modelYear: 2001, region: 'north_america', manufacturer: null }],
    ['1M8GDM9AXKP042788', { modelYear: 1989, region: 'north_america', manufacturer: null }],
    ['1G1JC5444R7252367', { modelYear: 1994, manufacturer: 'Chevrolet' }],
    ['JH4KA7561PC008269', { modelYear: 1993, region: 'asia', country: 'Japan', manufacturer: 'Acura' }],
    ['2T1BURHE0JC014702', { modelYear: 2018, region: 'north_america', country: 'Canada', manufacturer: 'Toyota' }],
    ['3VWFE21C04M000001', { modelYear: 2004, country: 'Mexico', manufacturer: 'Volkswagen' }],
  ])('accepts %s with its check digit and decodes it', (vin, decoded) => {
    const result = checkVin(vin, 2026);
    expect(result).toMatchObject({ valid: true, vin, checkDigitValid: true });
    if (result.valid) expect(result.decoded).toMatchObject(decoded);
  });

  it('normalises lower case, spaces and dashes before checking', () => {
    expect(normalizeVin(' 1hgcm-8263 3a004352 ')).toBe('1HGCM82633A004352');
    expect(checkVin('1hgcm82633a004352')).toMatchObject({
      valid: true,
      vin: '1HGCM82633A004352',
      checkDigitValid: true,
    });
  });
});

describe('checkVin: the check digit', () => {
  it('computes position 9 with the standard weights and transliteration; 10 is X', () => {
    expect(computeCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(computeCheckDigit('11111111111111111')).toBe('1');
    expect(computeCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('keeps a VIN with a wrong check digit valid but says it does not match, and what it should be', () => {
    const result = checkVin('1HGCM82643A004352');
    expect(result).toMatchObject({ valid: true, checkDigitValid: false, expectedCheckDigit: '3' });
  });

  it('reports a European VIN without a check digit as a mismatch the person may confirm', () => {
    const result = checkVin('WP0ZZZ99ZTS392124', 2026);
    expect(result).toMatchObject({
      valid: true,
      checkDigitValid: false,
      decoded: { region: 'europe', country: 'Germany', manufacturer: 'Porsche' },
    });
  });

  it('withCheckDigit repairs position 9 only', () => {
    expect(withCheckDigit('1HGCM82693A004352')).toBe('1HGCM82633A004352');
  });
});

describe('checkVin: what is not a VIN', () => {
  it.each([
    ['', 'empty', /missing/],
    ['1HGCM82633A00435', 'length', /16 characters; a VIN has 17/],
    ['1HGCM82633A0043521', 'length', /18 characters/],
    ['1HGCM82633A00435O', 'characters', /'O'.*I, O or Q/],
    ['IHGCM82633A004352', 'characters', /'I'/],
    ['1HGCM82633A00435Q', 'characters', /'Q'/],
    ['1HGCM82633A0043*2', 'characters', /'\*'/],
  ])('refuses %j (%s) with a reason', (vin, problem, message) => {
    const result = checkVin(vin);
    expect(result).toMatchObject({ valid: false, problem });
    if (!result.valid) expect(result.message).toMatch(message);
  });
});

describe('decodeModelYear', () => {
  it('resolves the 30-year cycle by position 7: a digit means 1980–2009, a letter 2010–2039', () => {
    // Position 10 'A' is 1980 or 2010.
    expect(decodeModelYear('1HGCM82633A004352', 2026)).toBe(2003);
    expect(decodeModelYear('1HGCM8263AA004352', 2026)).toBe(1980);
    expect(decodeModelYear('1HGCM8A63AA004352', 2026)).toBe(2010);
  });

  it('never answers a year after next year, whatever position 7 says', () => {
    // 'T' is 1996 or 2026; with a letter at 7 in 2025 the rule points at 2026 (next year: allowed).
    expect(decodeModelYear('1HGCMAA63TA004352', 2025)).toBe(2026);
    // 'V' is 1997 or 2027: in 2025 a letter at 7 would mean 2027, too far ahead: 1997 is taken.
    expect(decodeModelYear('1HGCMAA63VA004352', 2025)).toBe(1997);
  });

  it('gives no year for characters that are not year codes', () => {
    for (const code of ['0', 'U', 'Z']) expect(decodeModelYear(`1HGCM8263${code}A004352`, 2026)).toBeNull();
  });
});

describe('decodeVin: region and country', () => {
  it.each([
    ['W', 'europe'],
    ['S', 'europe'],
    ['Z', 'europe'],
    ['J', 'asia'],
    ['K', 'asia'],
    ['L', 'asia'],
    ['3', 'north_america'],
    ['6', 'oceania'],
    ['9', 'south_america'],
    ['A', 'africa'],
  ])('reads the region of a VIN starting with %s', (first, region) => {
    expect(decodeVin(`${first}BA00000000000000`).region).toBe(region);
  });

  it('names the country and manufacturer of common WMIs', () => {
    expect(decodeVin('WBA8E9G50GNU00000')).toMatchObject({ wmi: 'WBA', country: 'Germany', manufacturer: 'BMW' });
    expect(decodeVin('SALGS2FK0HA000000')).toMatchObject({ country: 'United Kingdom', manufacturer: 'Land Rover' });
    expect(decodeVin('XTA00000000000000')).toMatchObject({ region: 'europe', country: null, manufacturer: null });
  });
});
