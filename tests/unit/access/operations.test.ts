import { describe, expect, it } from 'vitest';
import {
  OPERATION_ACCESS,
  PEOPLE_ONLY_REASON,
  canDo,
  explainOperation,
  type AccessCriteria,
  type Operation,
} from '../../../src/shared/access';
import { makeUser } from './fixtures';

const account = ['account'];
const owner = makeUser({ role: 'OWNER', orgFlags: account });
const editorWithTeam = makeUser({ role: 'EDITOR', orgFlags: account, permissions: ['user_settings'] });
const viewerWithTeam = makeUser({ role: 'VIEWER', orgFlags: account, permissions: ['user_settings'] });
const editor = makeUser({ role: 'EDITOR', orgFlags: account });
const admin = makeUser({ type: 'admin', role: 'OWNER', orgFlags: account });
const ownerWithoutAccount = makeUser({ role: 'OWNER' });
const territoryFlags = ['account', 'territory_insights'];
const editorWithTerritories = makeUser({
  role: 'EDITOR',
  orgFlags: territoryFlags,
  permissions: ['territory_insights_settings'],
});
const viewerWithTerritories = makeUser({
  role: 'VIEWER',
  orgFlags: territoryFlags,
  permissions: ['territory_insights_settings'],
});
const viewerWithInventory = makeUser({ role: 'VIEWER', orgFlags: account, permissions: ['inventory'] });
const editorWithInventory = makeUser({ role: 'EDITOR', orgFlags: account, permissions: ['inventory'] });
const viewerWithBilling = makeUser({ role: 'VIEWER', orgFlags: account, permissions: ['billing_settings'] });
const marketplaces = ['account', 'marketplace_sales'];
const editorWithSettings = makeUser({ role: 'EDITOR', orgFlags: marketplaces, permissions: ['settings', 'inventory'] });
const viewerWithSettings = makeUser({ role: 'VIEWER', orgFlags: marketplaces, permissions: ['settings', 'inventory'] });
const editorSelling = makeUser({ role: 'EDITOR', feature_flags: ['marketplace_sales'], permissions: ['inventory'] });

const table: [string, ReturnType<typeof makeUser>, Operation, boolean][] = [
  ['an OWNER manages the team', owner, 'manageTeam', true],
  ['an EDITOR with the team section manages it', editorWithTeam, 'manageTeam', true],
  ['a VIEWER with the team section only reads it', viewerWithTeam, 'manageTeam', false],
  ['a VIEWER with the team section reads it', viewerWithTeam, 'readTeam', true],
  ['an EDITOR without the section does not read the team', editor, 'readTeam', false],
  ['the team section needs the account flag, even for an OWNER', ownerWithoutAccount, 'readTeam', false],
  ['only an OWNER makes OWNERs', editorWithTeam, 'grantOwnerRole', false],
  ['an OWNER makes OWNERs', owner, 'grantOwnerRole', true],
  ['only OWNERs manage API tokens', editorWithTeam, 'manageApiTokens', false],
  ['an OWNER manages API tokens', owner, 'manageApiTokens', true],
  ['administration is for admins', owner, 'administer', false],
  ['an admin administers', admin, 'administer', true],
  ['territories need their flag', owner, 'readTerritories', false],
  ['an OWNER changes organization settings', owner, 'changeOrganizationSettings', true],
  ['an EDITOR without the settings permission does not', editor, 'changeOrganizationSettings', false],
  ['an OWNER ends a member’s sessions', owner, 'revokeMemberSessions', true],
  ['an EDITOR with the team section does not end sessions', editorWithTeam, 'revokeMemberSessions', false],
  ['an OWNER issues a password reset link', owner, 'issuePasswordResetLink', true],
  ['an EDITOR with the team section issues no reset link', editorWithTeam, 'issuePasswordResetLink', false],
  ['an OWNER without the account flag issues no reset link', ownerWithoutAccount, 'issuePasswordResetLink', false],
  ['a VIEWER with the billing section reads billing', viewerWithBilling, 'readBilling', true],
  ['billing needs its section', editorWithTeam, 'readBilling', false],
  ['billing needs the account flag, even for an OWNER', ownerWithoutAccount, 'readBilling', false],
  ['an EDITOR with the territory section manages territories', editorWithTerritories, 'manageTerritories', true],
  ['a VIEWER with the territory section only reads territories', viewerWithTerritories, 'manageTerritories', false],
  ['a VIEWER with the territory section reads territories', viewerWithTerritories, 'readTerritories', true],
  ['managing territories needs the section', editor, 'manageTerritories', false],
  ['an OWNER reads their own audit log', owner, 'readOwnAuditLog', true],
  ['an EDITOR does not read the audit log', editorWithTeam, 'readOwnAuditLog', false],
  ['a VIEWER with the inventory section reads it', viewerWithInventory, 'readInventory', true],
  ['an EDITOR without the inventory section does not read it', editor, 'readInventory', false],
  ['a VIEWER with the inventory section does not change it', viewerWithInventory, 'changeInventory', false],
  ['an EDITOR with the inventory section changes it', editorWithInventory, 'changeInventory', true],
  ['an EDITOR without the inventory section does not change it', editor, 'changeInventory', false],
  ['an admin reads analytics', admin, 'readAnalytics', true],
  ['an OWNER does not read analytics', owner, 'readAnalytics', false],
  [
    'an EDITOR with the settings section and marketplace_sales manages the feeds',
    editorWithSettings,
    'manageMarketplaceFeeds',
    true,
  ],
  ['a VIEWER with the settings section reads the feeds', viewerWithSettings, 'readMarketplaceFeeds', true],
  ['a VIEWER with the settings section does not manage them', viewerWithSettings, 'manageMarketplaceFeeds', false],
  ['an EDITOR without the settings section does not read the feeds', editorSelling, 'readMarketplaceFeeds', false],
  ['feeds need marketplace_sales, even for an OWNER', owner, 'readMarketplaceFeeds', false],
  [
    'an EDITOR with inventory and their own marketplace_sales moves leads',
    editorSelling,
    'changeMarketplaceLeads',
    true,
  ],
  ['a VIEWER with inventory and marketplace_sales reads leads', viewerWithSettings, 'readMarketplaceLeads', true],
  ['a VIEWER does not move leads', viewerWithSettings, 'changeMarketplaceLeads', false],
  [
    'leads need the inventory section',
    makeUser({ role: 'EDITOR', feature_flags: ['marketplace_sales'] }),
    'readMarketplaceLeads',
    false,
  ],
];

const PEOPLE_ONLY: Operation[] = [
  'manageTeam',
  'grantOwnerRole',
  'manageApiTokens',
  'manageWaysIn',
  'administer',
  'revokeMemberSessions',
  'issuePasswordResetLink',
  'readAnalytics',
  'changeNeedsAttention',
  'manageReportSummaries',
  'manageDms',
  'shareSalesPacket',
  'manageMarketplaceFeeds',
  'manageWebhooks',
  'readOwnNotifications',
];

describe('OPERATION_ACCESS', () => {
  it.each(table)('%s', (_name, user, operation, allowed) => {
    expect(canDo(user, operation)).toBe(allowed);
  });

  it('names the first criteria that denies', () => {
    const decision = explainOperation(viewerWithTeam, 'manageTeam');
    expect(decision).toEqual({ allowed: false, rule: 8, reason: 'needs an EDITOR or OWNER role' });
  });

  it.each(Object.keys(OPERATION_ACCESS) as Operation[])(
    '%s: an API token is refused exactly when only people may do it',
    (operation) => {
      // An OWNER with every section and flag passes every criterion: only the actor decides. The
      // agent area's operations are an agent's, every other one an admin's.
      const criteriaList: readonly AccessCriteria[] = OPERATION_ACCESS[operation].criteria;
      const forAgents = criteriaList.some((criteria) => criteria.types?.includes('agent'));
      const everything = makeUser({
        type: forAgents ? 'agent' : 'admin',
        role: 'OWNER',
        orgFlags: [
          'account',
          'territory_insights',
          'market_pricing_data',
          'market_report',
          'marketplace_dealer_insights',
          'dms_configuration',
          'sales_packet',
          'financing_referral',
          'financing_export',
          'sourcing',
          'marketplace_sales',
          'request_inventory',
        ],
      });
      expect(canDo(everything, operation, 'person')).toBe(true);
      const decision = explainOperation(everything, operation, 'api_token');
      expect(decision).toEqual(
        PEOPLE_ONLY.includes(operation)
          ? { allowed: false, rule: 'people_only', reason: PEOPLE_ONLY_REASON }
          : { allowed: true },
      );
    },
  );

  it('denies nobody a reason: no user is refused', () => {
    expect(canDo(null, 'readTeam')).toBe(false);
  });
});
