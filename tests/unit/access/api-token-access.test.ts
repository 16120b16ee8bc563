import { describe, expect, it } from 'vitest';
import { SECTION_KEYS, apiTokenCapability, type Role } from '../../../src/shared/access';

const creator = (role: Role | null, sections: string[] = ['dashboard', 'inventory'], active = true) => ({
  role,
  sections,
  active,
});

describe('apiTokenCapability', () => {
  it.each([
    [['read'], 'OWNER', 'VIEWER'],
    [['read', 'write'], 'OWNER', 'EDITOR'],
    [['read', 'write'], 'EDITOR', 'EDITOR'],
    [['read'], 'EDITOR', 'VIEWER'],
    [['read', 'write'], 'VIEWER', 'VIEWER'],
    [['write'], 'VIEWER', 'VIEWER'],
  ] as const)('scopes %j of an %s act as %s', (scopes, role, expected) => {
    const capability = apiTokenCapability(scopes, creator(role));
    expect(capability).toMatchObject({ working: true, role: expected });
  });

  it('has every section when its creator is an OWNER, else only its creator’s current sections', () => {
    expect(apiTokenCapability(['write'], creator('OWNER', []))).toEqual({
      working: true,
      role: 'EDITOR',
      sections: SECTION_KEYS,
    });
    expect(apiTokenCapability(['write'], creator('EDITOR', ['inventory', 'not_a_section']))).toEqual({
      working: true,
      role: 'EDITOR',
      sections: ['inventory'],
    });
  });

  it('stops when its creator is deactivated, gone, or has a role without scope 1', () => {
    const gone = { working: false, reason: 'the person who created it no longer has an active Lotwise account' };
    expect(apiTokenCapability(['read'], creator('OWNER', [], false))).toEqual(gone);
    expect(apiTokenCapability(['read'], null)).toEqual(gone);
    expect(apiTokenCapability(['read', 'write'], creator('USER'))).toEqual({
      working: false,
      reason: "the role of the person who created it (USER) no longer reads the organization's data",
    });
    expect(apiTokenCapability(['read'], creator(null))).toEqual({
      working: false,
      reason: "the role of the person who created it (none) no longer reads the organization's data",
    });
  });
});
