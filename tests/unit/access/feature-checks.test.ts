import { describe, expect, it } from 'vitest';
import { hasFeatureFlag, hasProductFeature, isOrganizationSettingOn } from '../../../src/shared/access';
import { makeUser } from './fixtures';

// The single-question helpers beside canAccess: a product feature, a feature flag, an organization setting.

describe('hasProductFeature', () => {
  it('is true only when product_feature_flags hold the name', () => {
    const user = makeUser({ product_feature_flags: ['beta_x'], feature_flags: ['beta_y'] });
    expect(hasProductFeature(user, 'beta_x')).toBe(true);
    expect(hasProductFeature(user, 'beta_y')).toBe(false);
    expect(hasProductFeature(user, '!beta_x')).toBe(false);
  });

  it('is false without a user', () => {
    expect(hasProductFeature(null, 'beta_x')).toBe(false);
    expect(hasProductFeature(undefined, 'beta_x')).toBe(false);
  });
});

describe('hasFeatureFlag', () => {
  it('finds a flag held by the user or by the organization', () => {
    expect(hasFeatureFlag(makeUser({ feature_flags: ['shadcn-dark-mode'] }), 'shadcn-dark-mode')).toBe(true);
    expect(hasFeatureFlag(makeUser({ orgFlags: ['shadcn-dark-mode'] }), 'shadcn-dark-mode')).toBe(true);
    expect(hasFeatureFlag(makeUser({ orgFlags: ['recon'] }), 'shadcn-dark-mode')).toBe(false);
  });

  it("does not count 'everything' as every flag", () => {
    expect(hasFeatureFlag(makeUser({ feature_flags: ['everything'] }), 'recon')).toBe(false);
  });

  it('is false without a user', () => {
    expect(hasFeatureFlag(null, 'recon')).toBe(false);
  });
});

describe('isOrganizationSettingOn', () => {
  const organization = {
    settings: {
      on: true,
      off: false,
      text: 'true',
      one: 1,
      boxed: [true],
      nothing: null,
    } as Record<string, unknown>,
  };

  it('is on only for the value true', () => {
    expect(isOrganizationSettingOn(organization, 'on')).toBe(true);
    for (const key of ['off', 'text', 'one', 'boxed', 'nothing', 'missing', 'constructor']) {
      expect(isOrganizationSettingOn(organization, key)).toBe(false);
    }
  });

  it('is off without an organization', () => {
    expect(isOrganizationSettingOn(null, 'on')).toBe(false);
    expect(isOrganizationSettingOn(undefined, 'on')).toBe(false);
  });
});
