// Builds `getMe`-shaped users for the access tests: an EDITOR of type 'user' with no flags,
// groups or permissions unless the test says otherwise.

import { expect } from 'vitest';
import {
  SECTION_KEYS,
  canAccess,
  explainAccess,
  type AccessCriteria,
  type AccessRule,
  type AccessUser,
} from '../../../src/shared/access';

export interface UserOptions extends Partial<Omit<AccessUser, 'users_groups' | 'permissions'>> {
  orgFlags?: string[];
  groups?: string[];
  permissions?: string[];
}

export function makeUser({ orgFlags = [], groups = [], permissions = [], ...fields }: UserOptions = {}): AccessUser {
  return {
    id: 'user-1',
    email: 'someone@demo.test',
    first_name: 'Sam',
    last_name: 'Dealer',
    type: 'user',
    role: 'EDITOR',
    feature_flags: [],
    product_feature_flags: [],
    organization: {
      id: 'org-1',
      name: 'Demo Motors',
      feature_flags: orgFlags,
      settings: {},
      setup_checklist_items: {},
    },
    users_groups: groups.map((name) => ({ group: { name } })),
    permissions: permissions.map((name) => ({ permissions: { name } })),
    ...fields,
  };
}

export interface Case {
  name: string;
  user: AccessUser | null | undefined;
  criteria: AccessCriteria;
  /** The rule that denies; omitted when the user is allowed. */
  deniedBy?: AccessRule;
}

export const owner = makeUser({ role: 'OWNER' });
export const editor = makeUser({ role: 'EDITOR' });
export const viewer = makeUser({ role: 'VIEWER' });
export const plainUser = makeUser({ role: 'USER' });
export const roleless = makeUser({ role: undefined });
export const everySection = makeUser({
  role: 'OWNER',
  orgFlags: ['account', 'territory_insights'],
  permissions: [...SECTION_KEYS],
});

/** Checks one case against both explainAccess and canAccess. */
export function check({ user, criteria, deniedBy }: Case) {
  const decision = explainAccess(user, criteria);
  if (deniedBy === undefined) {
    expect(decision).toEqual({ allowed: true });
  } else {
    expect(decision).toMatchObject({ allowed: false, rule: deniedBy });
  }
  expect(canAccess(user, criteria)).toBe(deniedBy === undefined);
}
