// Builds `getMe`-shaped users for the access tests: an EDITOR of type 'user' with no flags,
// groups or permissions unless the test says otherwise.

import type { AccessUser } from '../../../src/shared/access';

export interface UserOptions extends Partial<Omit<AccessUser, 'users_groups' | 'permissions'>> {
  orgFlags?: string[];
  groups?: string[];
  permissions?: string[];
}

export function makeUser({
  orgFlags = [],
  groups = [],
  permissions = [],
  ...fields
}: UserOptions = {}): AccessUser {
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
