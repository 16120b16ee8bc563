import { describe, expect, it } from 'vitest';
import { canAccess, canDo, type Role } from '../../../src/shared/access';
import { SOURCING_PAGE_CRITERIA } from '../../../src/features/sourcing/page-criteria';
import { makeUser } from './fixtures';

// /inventory/sourcing opens for exactly those who may read sourcing or inventory requests (the one
// access table), so the page guard, the inventory screen's link and the screen's tabs never disagree.
const ROLES: Role[] = ['OWNER', 'EDITOR', 'VIEWER', 'USER'];
const FLAG_SETS = [[], ['sourcing'], ['request_inventory'], ['sourcing', 'request_inventory'], ['everything'], ['cpo']];
const SECTIONS = [[], ['inventory'], ['dashboard']];

const users = ROLES.flatMap((role) =>
  FLAG_SETS.flatMap((flags) =>
    SECTIONS.flatMap((permissions) => [
      makeUser({ role, permissions, feature_flags: flags }),
      makeUser({ role, permissions, orgFlags: flags }),
      makeUser({ role, permissions, orgFlags: flags, type: 'agent' }),
    ]),
  ),
);

describe('the sourcing page', () => {
  it.each(users.map((user, index) => [index, user] as const))(
    'opens for user %i exactly when they may read sourcing or inventory requests',
    (_index, user) => {
      expect(canAccess(user, SOURCING_PAGE_CRITERIA)).toBe(
        canDo(user, 'readSourcing') || canDo(user, 'readInventoryRequests'),
      );
    },
  );

  it('opens with request_inventory alone, and with sourcing alone', () => {
    expect(
      canAccess(
        makeUser({ role: 'VIEWER', permissions: ['inventory'], feature_flags: ['request_inventory'] }),
        SOURCING_PAGE_CRITERIA,
      ),
    ).toBe(true);
    expect(
      canAccess(
        makeUser({ role: 'VIEWER', permissions: ['inventory'], orgFlags: ['sourcing'] }),
        SOURCING_PAGE_CRITERIA,
      ),
    ).toBe(true);
    expect(canAccess(makeUser({ role: 'OWNER', orgFlags: ['cpo'] }), SOURCING_PAGE_CRITERIA)).toBe(false);
  });
});
