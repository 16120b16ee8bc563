// Properties of the access check over random users and criteria: the rules that can only deny
// (1 and 2) never turn a denial into an access, whatever else the criteria say.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FEATURE_FLAGS,
  ROLES,
  SECTION_KEYS,
  USER_TYPES,
  canAccess,
  explainAccess,
  type AccessCriteria,
  type AccessUser,
} from '../../../src/shared/access';
import { makeUser } from './fixtures';

const RUNS = { numRuns: 500 };

// Names drawn mostly from the enumerations, so criteria and users often meet, plus a few
// random strings.
const name = (known: readonly string[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) });
const names = (known: readonly string[]) => fc.uniqueArray(name(known), { maxLength: 4 });

const FLAGS = [...FEATURE_FLAGS, 'market_pricing_data'];
const GROUPS = ['sales', 'service', 'managers', 'contractors'];
const PRODUCT_FLAGS = ['beta_x', 'beta_y', 'new_nav'];
const PERMISSIONS = [...SECTION_KEYS, 'garage'];

const roleArb = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ROLES) },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
);

const userArb: fc.Arbitrary<AccessUser> = fc
  .record({
    type: fc.constantFrom(...USER_TYPES),
    role: roleArb,
    feature_flags: names(FLAGS),
    orgFlags: names(FLAGS),
    product_feature_flags: names(PRODUCT_FLAGS),
    groups: names(GROUPS),
    permissions: names(PERMISSIONS),
  })
  .map((options) => makeUser(options));

const rule2Arb = fc.record(
  {
    types: fc.subarray([...USER_TYPES]),
    roles: fc.subarray([...ROLES]),
    groups: names(GROUPS),
    excludeGroups: names(GROUPS),
    feature_flags: names(FLAGS),
  },
  { requiredKeys: [] },
);

const criteriaArb: fc.Arbitrary<AccessCriteria> = fc.record(
  {
    types: fc.subarray([...USER_TYPES]),
    roles: fc.subarray([...ROLES]),
    scopes: fc.uniqueArray(fc.integer({ min: -1, max: 4 }), { maxLength: 3 }),
    groups: names(GROUPS),
    excludeGroups: names(GROUPS),
    feature_flags: names(FLAGS),
    user_access: names(PERMISSIONS),
    product_feature_flag: fc.oneof(
      name(PRODUCT_FLAGS),
      name(PRODUCT_FLAGS).map((flag) => `!${flag}`),
    ),
    all_permissions: names(PERMISSIONS),
    some_permissions: names(PERMISSIONS),
    all_feature_flags: names(FLAGS),
    some_feature_flags: names(FLAGS),
  },
  { requiredKeys: [] },
);

function without(criteria: AccessCriteria, keys: readonly (keyof AccessCriteria)[]): AccessCriteria {
  return Object.fromEntries(
    Object.entries(criteria).filter(([key]) => !(keys as readonly string[]).includes(key)),
  ) as AccessCriteria;
}

describe('canAccess properties', () => {
  it('denies a missing user whatever the criteria', () => {
    fc.assert(
      fc.property(criteriaArb, (criteria) => {
        expect(canAccess(null, criteria)).toBe(false);
        expect(canAccess(undefined, criteria)).toBe(false);
      }),
      RUNS,
    );
  });

  it('never turns a denial into an access by adding a product feature criterion', () => {
    fc.assert(
      fc.property(userArb, criteriaArb, name(PRODUCT_FLAGS), fc.boolean(), (user, criteria, flag, negate) => {
        const base = without(criteria, ['product_feature_flag']);
        const gated = { ...base, product_feature_flag: negate ? `!${flag}` : flag };
        if (!canAccess(user, base)) expect(canAccess(user, gated)).toBe(false);
      }),
      RUNS,
    );
  });

  it('never turns a denial into an access by adding rule-2 criteria', () => {
    fc.assert(
      fc.property(userArb, criteriaArb, rule2Arb, (user, criteria, extra) => {
        const base = without(criteria, ['types', 'roles', 'groups', 'excludeGroups', 'feature_flags']);
        if (!canAccess(user, base)) expect(canAccess(user, { ...base, ...extra })).toBe(false);
      }),
      RUNS,
    );
  });

  it('always denies a member of an excluded group', () => {
    fc.assert(
      fc.property(
        userArb.filter((user) => user.users_groups.length > 0),
        criteriaArb,
        names(GROUPS),
        fc.nat(),
        (user, criteria, others, pick) => {
          const group = user.users_groups[pick % user.users_groups.length]?.group.name ?? '';
          const excludeGroups = [...others, group];
          expect(canAccess(user, { ...criteria, excludeGroups })).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it("flips the product gate with '!' for a user with a role", () => {
    fc.assert(
      fc.property(
        userArb.filter((user) => user.role !== null && user.role !== undefined),
        name(PRODUCT_FLAGS).filter((flag) => !flag.startsWith('!')),
        (user, flag) => {
          expect(canAccess(user, { product_feature_flag: flag })).not.toBe(
            canAccess(user, { product_feature_flag: `!${flag}` }),
          );
        },
      ),
      RUNS,
    );
  });

  it('agrees with explainAccess, whose denials name a rule and a reason', () => {
    fc.assert(
      fc.property(fc.option(userArb), criteriaArb, (user, criteria) => {
        const decision = explainAccess(user, criteria);
        expect(canAccess(user, criteria)).toBe(decision.allowed);
        if (!decision.allowed) {
          expect(decision.rule).toBeGreaterThanOrEqual(1);
          expect(decision.rule).toBeLessThanOrEqual(8);
          expect(decision.reason).toMatch(/^(needs|is not open|is only open|is open to no|refers)/);
          expect(decision.reason).not.toMatch(/scope|undefined/);
        }
      }),
      RUNS,
    );
  });
});
