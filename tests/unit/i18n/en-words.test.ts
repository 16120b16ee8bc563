import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FEATURE_FLAG_LABELS,
  SECTION_LABELS,
  USER_TYPE_LABELS,
  featureFlagLabel,
  orList,
  rolesWithScopes,
  sectionLabel,
} from '../../../src/shared/access';

const en = JSON.parse(readFileSync(new URL('../../../public/locales/en.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

// British spellings (and their inflections) that have a different US spelling. The product is
// American (dollars, miles): "color", "organization", "canceled".
const BRITISH = [
  /colour/i,
  /organis/i,
  /customis/i,
  /behaviour/i,
  /favourit/i,
  /\bcentre/i,
  /licence/i,
  /cancell/i,
  /analys(e|ed|es|ing)\b/i,
  /recognis/i,
  /authoris/i,
  /prioritis/i,
  /summaris/i,
  /catalogue/i,
  /\bgrey/i,
  /labell/i,
  /travell/i,
  /honour/i,
  /neighbour/i,
  /\bdialogue/i,
  /programme/i,
  /\btyre/i,
  /cheque/i,
  /defence/i,
  /\bmetre/i,
  /\blitre/i,
  /whilst/i,
  /enrol(s|ment)?\b/i,
  /utilis/i,
  /personalis/i,
];

describe('en.json is US English', () => {
  it.each(BRITISH.map((pattern) => [String(pattern), pattern] as const))('has no %s', (_name, pattern) => {
    const hits = Object.entries(en)
      .filter(([, text]) => pattern.test(text))
      .map(([key]) => key);
    expect(hits).toEqual([]);
  });

  it('catches a British spelling when one is there', () => {
    expect(BRITISH.some((pattern) => pattern.test('Theme colour'))).toBe(true);
    expect(BRITISH.some((pattern) => pattern.test('Cancelled by the organisation'))).toBe(true);
    expect(BRITISH.some((pattern) => pattern.test('Theme color, canceled, organization, license, gray'))).toBe(false);
  });
});

describe('the labels the server writes are the ones screens show', () => {
  it.each(Object.entries(SECTION_LABELS))('section %s', (key, label) => expect(en[`section.${key}`]).toBe(label));
  it.each(Object.entries(FEATURE_FLAG_LABELS))('feature flag %s', (flag, label) =>
    expect(en[`featureFlag.${flag}`]).toBe(label),
  );
  it.each(Object.entries(USER_TYPE_LABELS))('user type %s', (type, label) =>
    expect(en[`userType.${type}`]).toBe(label),
  );

  it('quotes what it has no label for', () => {
    expect(sectionLabel('garage')).toBe("'garage'");
    expect(featureFlagLabel('constructor')).toBe("'constructor'");
  });

  it('joins with "or" and turns scopes into the roles that grant them', () => {
    expect([orList([]), orList(['A']), orList(['A', 'B']), orList(['A', 'B', 'C'])]).toEqual([
      '',
      'A',
      'A or B',
      'A, B or C',
    ]);
    expect(rolesWithScopes([2])).toEqual(['EDITOR', 'OWNER']);
    expect(rolesWithScopes([1])).toEqual(['VIEWER', 'EDITOR', 'OWNER']);
    expect(rolesWithScopes([9])).toEqual([]);
  });
});
