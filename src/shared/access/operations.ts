import { explainAccess, type AccessCriteria, type AccessDecision } from './can-access';
import type { AccessSubject } from './user';

export type OperationAccess = {
  /** Criteria that must all allow. */
  readonly criteria: readonly AccessCriteria[];
  /**
   * Only a person signed in may do it: an API token is refused whatever its scope. Tokens run
   * integrations; they never manage people, roles, types, permissions, groups, invitations or
   * tokens, and never administer Lotwise.
   */
  readonly peopleOnly?: true;
  /**
   * What a carrier's token (scope `transport`) must meet to do it; an operation without it refuses
   * such a token whatever else it holds. Carriers read transport orders, change their state and
   * sign their bill of lading, and nothing else (docs/transport.md).
   */
  readonly carrier?: readonly AccessCriteria[];
};

/**
 * Who may do what beyond opening a section: each operation is a list of criteria that must
 * all allow. (One `canAccess` call cannot say "this section and scope 2": the first of rules
 * 3–7 present decides, so a section rule and a scope rule are separate checks.)
 * The server enforces these; screens use them to show only what a person can do.
 */
export const OPERATION_ACCESS = {
  changeOrganizationSettings: { criteria: [{ user_access: ['settings'] }] },
  readTeam: { criteria: [{ some_permissions: ['user_settings'] }] },
  manageTeam: { criteria: [{ some_permissions: ['user_settings'] }, { scopes: [2] }], peopleOnly: true },
  grantOwnerRole: { criteria: [{ some_permissions: ['user_settings'] }, { roles: ['OWNER'] }], peopleOnly: true },
  readBilling: { criteria: [{ some_permissions: ['billing_settings'] }] },
  readTerritories: { criteria: [{ some_permissions: ['territory_insights_settings'] }] },
  manageTerritories: { criteria: [{ some_permissions: ['territory_insights_settings'] }, { scopes: [2] }] },
  manageApiTokens: { criteria: [{ roles: ['OWNER'] }], peopleOnly: true },
  // The organization's ways in (issue 31): an OWNER lists and revokes them whatever its feature
  // flags, so a leaked feed token, lead secret, DMS feed secret or share link never outlives the
  // dealer's reach when a feature is taken away. Each list and revoke of them asks this or its own
  // feature's operation (`requireAnyOperation`): marketplace feeds (and their lead secrets), the
  // DMS connection's feed secret, share links; API tokens are `manageApiTokens`, OWNER-only already.
  manageWaysIn: { criteria: [{ roles: ['OWNER'] }], peopleOnly: true },
  readOwnAuditLog: { criteria: [{ roles: ['OWNER'] }] },
  // Partner events (issue 38, docs/webhooks.md): anyone may read the feed, which holds only the
  // events of what they read (each event type's operation, src/shared/events/catalogue.ts).
  // Webhook endpoints sign with a secret and send every event they follow: an OWNER's, people only.
  readEvents: { criteria: [] },
  manageWebhooks: { criteria: [{ roles: ['OWNER'] }], peopleOnly: true },
  administer: { criteria: [{ types: ['admin'] }], peopleOnly: true },
  // Notifications (issue 37, docs/notifications.md): every signed-in person reads and marks their
  // own and chooses where each kind goes. They are a person's: API tokens never read them.
  readOwnNotifications: { criteria: [], peopleOnly: true },
  // Inventory: opening it, and changing vehicles on top of that (scope 2: EDITOR, OWNER). Tokens
  // read and write it as their scope allows: integrations feed and read the lot.
  readInventory: { criteria: [{ some_permissions: ['inventory'] }] },
  changeInventory: { criteria: [{ some_permissions: ['inventory'] }, { scopes: [2] }] },
  // Adding, ordering and removing a vehicle's photos: whoever may edit the vehicle. Named apart so
  // the photo screens and the upload endpoint ask one entry, should photographers get their own rule.
  changeVehiclePhotos: { criteria: [{ some_permissions: ['inventory'] }, { scopes: [2] }] },
  // Recon: reading the board, events and figures with the section; moving and assigning vehicles
  // on top of it with scope 2; changing the workflow is a setting (the `settings` section, scope 2).
  readRecon: { criteria: [{ some_permissions: ['recon'] }] },
  changeRecon: { criteria: [{ some_permissions: ['recon'] }, { scopes: [2] }] },
  changeReconWorkflow: { criteria: [{ user_access: ['settings'] }, { scopes: [2] }] },
  // Repair orders: read by recon and by approvers; written (lines, steps) with recon and scope 2;
  // lines approved or declined with the `roapproval` section and scope 2 (docs/recon-notes.md:
  // no money limit per role yet, the auto-approve threshold is the organization's one limit).
  readRepairOrders: { criteria: [{ some_permissions: ['recon', 'roapproval'] }] },
  changeRepairOrders: { criteria: [{ some_permissions: ['recon'] }, { scopes: [2] }] },
  approveRepairOrders: { criteria: [{ some_permissions: ['roapproval'] }, { scopes: [2] }] },
  // Market data and valuations (issue 17): read with either section that prices cars (appraisals,
  // pricing); imported with one of them and scope 2. Tokens read and feed it as their scope allows:
  // partner integrations send listings and sales, reporting tools read values.
  readMarket: { criteria: [{ some_permissions: ['appraisals', 'pricing'] }] },
  changeMarket: { criteria: [{ some_permissions: ['appraisals', 'pricing'] }, { scopes: [2] }] },
  // Appraisals: read with the section; started, priced, offered and closed with it and scope 2.
  // Tokens read and write them as their scope allows: partners push trade-in appraisals.
  readAppraisals: { criteria: [{ some_permissions: ['appraisals'] }] },
  changeAppraisals: { criteria: [{ some_permissions: ['appraisals'] }, { scopes: [2] }] },
  // Pricing: figures, rules and dry runs with the section; saving rules with it and scope 2
  // (applying a dry run also needs `changeInventory`: it writes list prices). The market figures
  // of the grid need the `market_pricing_data` feature, the user's or the organization's.
  readPricing: { criteria: [{ some_permissions: ['pricing'] }] },
  changePricing: { criteria: [{ some_permissions: ['pricing'] }, { scopes: [2] }] },
  readMarketPricing: { criteria: [{ some_permissions: ['pricing'] }, { feature_flags: ['market_pricing_data'] }] },
  // Reports (issue 18): read with the section; a report whose area the viewer may not open answers
  // `unavailable` instead of its figures. Tokens read them as their scope allows: reporting tools.
  readReports: { criteria: [{ some_permissions: ['reports'] }] },
  // Needs attention (issue 18): the queue with the section (each rule's items also need that rule's
  // section); snoozing, dismissing and reopening with it and scope 2, by people only: the queue is
  // worked by the people it is for, and every action names who acted. Tokens read it.
  readNeedsAttention: { criteria: [{ some_permissions: ['needs_attention'] }] },
  changeNeedsAttention: { criteria: [{ some_permissions: ['needs_attention'] }, { scopes: [2] }], peopleOnly: true },
  // Analytics are read by internal reporting tools, for administrators only.
  readAnalytics: { criteria: [{ types: ['admin'] }], peopleOnly: true },
  // Sessions and passwords: an OWNER, for members of their organization (an administrator acts
  // on anyone through `administer`).
  revokeMemberSessions: { criteria: [{ some_permissions: ['user_settings'] }, { roles: ['OWNER'] }], peopleOnly: true },
  issuePasswordResetLink: {
    criteria: [{ some_permissions: ['user_settings'] }, { roles: ['OWNER'] }],
    peopleOnly: true,
  },
  // The weekly summary e-mail: an OWNER chooses who gets it and when (people only: it mails members).
  manageReportSummaries: { criteria: [{ roles: ['OWNER'] }], peopleOnly: true },
  // The market report (issue 18): the `reports` section and the `market_report` product feature,
  // the user's or the organization's; without it the report answers `unavailable`, not FORBIDDEN.
  readMarketReport: { criteria: [{ some_permissions: ['reports'] }, { feature_flags: ['market_report'] }] },
  // The agent area (issue 19): an agent works the dealers of the territories they are the agent of
  // (reads them; checks in, adds and completes tasks with scope 2). Settings holders read every
  // dealer through `readTerritories` and create, edit, import and delete them through
  // `manageTerritories`. The partner's dealer insights page needs the classifieds feature.
  workTerritory: { criteria: [{ types: ['agent'] }] },
  visitDealers: { criteria: [{ types: ['agent'] }, { scopes: [2] }] },
  readDealerInsights: { criteria: [{ feature_flags: ['marketplace_dealer_insights'] }] },
  // DMS configuration (issue 20): the connection, its credentials, feed secret and deliveries, for
  // an OWNER (scope 3) with the `dms_configuration` feature. People only: it holds secrets.
  manageDms: { criteria: [{ feature_flags: ['dms_configuration'] }, { scopes: [3] }], peopleOnly: true },
  // Sales packet (issue 20): read with inventory and the `sales_packet` feature; share links are
  // handed to customers by people (scope 2), so tokens neither create nor revoke them.
  readSalesPacket: { criteria: [{ some_permissions: ['inventory'] }, { feature_flags: ['sales_packet'] }] },
  shareSalesPacket: {
    criteria: [{ some_permissions: ['inventory'] }, { feature_flags: ['sales_packet'] }, { scopes: [2] }],
    peopleOnly: true,
  },
  // Financing partner (issue 20): referrals read with inventory and `financing_referral`, recorded and
  // moved with scope 2; the CSV export of selected referrals needs `financing_export`.
  readFinancingReferrals: {
    criteria: [{ some_permissions: ['inventory'] }, { feature_flags: ['financing_referral'] }],
  },
  changeFinancingReferrals: {
    criteria: [{ some_permissions: ['inventory'] }, { feature_flags: ['financing_referral'] }, { scopes: [2] }],
  },
  exportFinancingReferrals: {
    criteria: [{ some_permissions: ['inventory'] }, { feature_flags: ['financing_export'] }],
  },
  // Transportation (issue 20): orders read with the section; created, assigned, edited with it and
  // scope 2; moved along (state, bill of lading) by the same, and by a carrier's `transport` token.
  readTransport: {
    criteria: [{ some_permissions: ['transportation'] }],
    carrier: [{ some_permissions: ['transportation'] }],
  },
  changeTransport: { criteria: [{ some_permissions: ['transportation'] }, { scopes: [2] }] },
  moveTransport: {
    criteria: [{ some_permissions: ['transportation'] }, { scopes: [2] }],
    carrier: [{ some_permissions: ['transportation'] }],
  },
  // Sourcing (issue 20, docs/sourcing.md): buy lists and auction run lists with the inventory section
  // and the `sourcing` feature (the user's or the organization's); written with scope 2. Tokens read
  // and write them as their scope allows: buyers' tools push run lists.
  readSourcing: { criteria: [{ some_permissions: ['inventory'] }, { feature_flags: ['sourcing'] }] },
  changeSourcing: { criteria: [{ some_permissions: ['inventory'] }, { feature_flags: ['sourcing'] }, { scopes: [2] }] },
  // Classifieds marketplaces (issue 20, docs/marketplaces.md), with the `marketplace_sales` feature
  // (the user's or the organization's). Feeds are an organization setting: read with the settings
  // section (an OWNER, or a member holding `settings`), made and revoked with it and scope 2 by
  // people only (a feed hands out its token and lead secret). Leads are sales work: read with the
  // inventory section, moved on with it and scope 2; tokens read and move them as their scope allows
  // (a dealer's CRM follows up).
  readMarketplaceFeeds: { criteria: [{ user_access: ['settings'] }, { feature_flags: ['marketplace_sales'] }] },
  manageMarketplaceFeeds: {
    criteria: [{ user_access: ['settings'] }, { feature_flags: ['marketplace_sales'] }, { scopes: [2] }],
    peopleOnly: true,
  },
  readMarketplaceLeads: { criteria: [{ some_permissions: ['inventory'] }, { feature_flags: ['marketplace_sales'] }] },
  changeMarketplaceLeads: {
    criteria: [{ some_permissions: ['inventory'] }, { feature_flags: ['marketplace_sales'] }, { scopes: [2] }],
  },
  // Requests for a vehicle from another rooftop of the dealer group (issue 20, docs/sourcing.md): the
  // group's stock and the organization's requests with the inventory section and `request_inventory`
  // (the user's or the organization's; Lotwise grants it, administrators cannot); requests made and
  // moved with scope 2. Which rooftop makes which move is the request's rule, not this table's.
  // Tokens read and write as their scope allows, with the organization's flags only.
  readInventoryRequests: { criteria: [{ some_permissions: ['inventory'] }, { feature_flags: ['request_inventory'] }] },
  changeInventoryRequests: {
    criteria: [{ some_permissions: ['inventory'] }, { feature_flags: ['request_inventory'] }, { scopes: [2] }],
  },
} as const satisfies Record<string, OperationAccess>;

export type Operation = keyof typeof OPERATION_ACCESS;

/** Who is asking: a person (session) or an integration (API token). */
export type Actor = 'person' | 'api_token' | 'transport_token';

/** The actor a request stands for: a person, an API token, or a carrier's token (scope `transport`). */
export const actorOf = (token: { scopes: readonly string[] } | undefined): Actor =>
  !token ? 'person' : token.scopes.includes('transport') ? 'transport_token' : 'api_token';

/** An operation's decision: the access check's, or `people_only` when a token asks for a person's operation. */
export type OperationDecision =
  AccessDecision | { allowed: false; rule: 'people_only' | 'transport_only'; reason: string };

export const PEOPLE_ONLY_REASON =
  'an API token never manages people, roles, permissions, groups, invitations or tokens, nor administers Lotwise: sign in to do this';

export const TRANSPORT_ONLY_REASON =
  'a transport token only reads transport orders, changes their state and signs their bill of lading: use a read or write token for anything else';

/** The decision of the first of `criteriaList` that denies, or allowed when all allow. */
export function explainAll(
  user: AccessSubject | null | undefined,
  criteriaList: readonly AccessCriteria[],
): AccessDecision {
  for (const criteria of criteriaList) {
    const decision = explainAccess(user, criteria);
    if (!decision.allowed) return decision;
  }
  return { allowed: true };
}

export function explainOperation(
  user: AccessSubject | null | undefined,
  operation: Operation,
  actor: Actor = 'person',
): OperationDecision {
  const access: OperationAccess = OPERATION_ACCESS[operation];
  if (actor === 'transport_token') {
    return access.carrier
      ? explainAll(user, access.carrier)
      : { allowed: false, rule: 'transport_only', reason: TRANSPORT_ONLY_REASON };
  }
  if (actor === 'api_token' && access.peopleOnly)
    return { allowed: false, rule: 'people_only', reason: PEOPLE_ONLY_REASON };
  return explainAll(user, access.criteria);
}

export function canDo(user: AccessSubject | null | undefined, operation: Operation, actor: Actor = 'person'): boolean {
  return explainOperation(user, operation, actor).allowed;
}
