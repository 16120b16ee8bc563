import type { AccessCriteria } from '../../shared/access';

/**
 * Who opens /inventory/sourcing: the inventory section with the `sourcing` or the `request_inventory`
 * product feature (the user's or the organization's), exactly those whom the access table lets do
 * `readSourcing` or `readInventoryRequests` (tests/unit/access/sourcing-page.test.ts holds them equal);
 * the screen shows the tabs each of these allows.
 */
export const SOURCING_PAGE_CRITERIA: AccessCriteria = {
  feature_flags: ['sourcing', 'request_inventory'],
  some_permissions: ['inventory'],
};
