// Every operation of the access table (src/access/operations.ts) is probed at the server, as every
// kind of member, as read and write API tokens, and as another organization's OWNER with Demo
// Motors' ids. The probes are keyed by the table itself: an operation added without a probe fails
// here, and so does a probe whose expected members disagree with the table, or an operation whose
// criteria are not each shown refusing someone on their own.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/password';
import {
  appraisals,
  attentionActions,
  dealerGroups,
  dealers,
  dealerVisits,
  dmsConnections,
  financingReferrals,
  groups,
  marketplaceFeeds,
  marketplaceLeads,
  inventoryRequests,
  organizations,
  pricingRules,
  reconEvents,
  reconStages,
  repairOrderLines,
  repairOrders,
  salesPacketLinks,
  sourcingRunLists,
  sourcingTargets,
  territories,
  transportOrders,
  userPermissions,
  users,
  vehiclePhotos,
  vehicles,
} from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { unsafeAuthenticateApiToken } from '../../../server/services/api-tokens/authenticate';
import { loadWorkflow, type ReconWorkflow } from '../../../server/services/recon/workflow';
import { loadViewer, toAccessUser } from '../../../server/services/users/viewer';
import {
  OPERATION_ACCESS,
  canDo,
  explainAccess,
  type AccessUser,
  type Operation,
  type OperationAccess,
} from '../../../src/shared/access';
import { changedRows, createAttackLog, rowCounts } from '../support/attack-log';
import { cookieHeaders, demoSessions } from '../support/auth';
import { errorCode, graphql } from '../support/clients';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from '../support/organizations';
import { startTestServer, type TestServer } from '../support/server';

const SESSIONS = {
  owner: 'owner@demo.test',
  editor: 'editor@demo.test',
  viewer: 'viewer@demo.test',
  user: 'user@demo.test',
  agent: 'agent@demo.test',
  admin: 'admin@demo.test',
  /** A VIEWER holding the management sections: refused only by scope 2. */
  teamViewer: 'team-viewer@demo.test',
  /** An EDITOR holding the management sections: refused only by OWNER-only rules. */
  teamEditor: 'team-editor@demo.test',
  /** An OWNER of an organization without feature flags: refused only by the sections' flags. */
  flaglessOwner: 'owner@flagless.test',
  /** An agent who is a VIEWER: works their territory without scope 2. */
  agentViewer: 'agent-viewer@demo.test',
} as const;
const TOKENS = ['readToken', 'writeToken'] as const;
type Actor = keyof typeof SESSIONS | (typeof TOKENS)[number];
const ACTORS: Actor[] = [...(Object.keys(SESSIONS) as (keyof typeof SESSIONS)[]), ...TOKENS];
const MANAGEMENT_SECTIONS = [
  'dashboard',
  'user_settings',
  'billing_settings',
  'territory_insights_settings',
  'settings',
];

type Ids = {
  organization: string;
  group: string;
  territory: string;
  member: string;
  /** A Demo Motors vehicle without photos. */
  vehicle: string;
  /** Flagless Motors' own vehicle, for operations on a vehicle that its OWNER may do. */
  flaglessVehicle: string;
  rivalOrganization: string;
  /** A draft appraisal of Demo Motors and one of Flagless Motors. */
  appraisal: string;
  flaglessAppraisal: string;
  /** Demo Motors' and Flagless Motors' recon workflows (created by their first read). */
  workflow: ReconWorkflow;
  flaglessWorkflow: ReconWorkflow;
  /** Needs-attention keys of an aged vehicle of Demo Motors and of Flagless Motors (acquired 2024-01-02). */
  agedKey: string;
  flaglessAgedKey: string;
  /** Per actor, a repair order of their organization awaiting approval of one line: each decision probe decides its own. */
  awaitingOrders: Record<Actor, string>;
  /** A dealer in a territory the demo agent works. */
  dealer: string;
  /** A financing referral of Demo Motors (issue 20). */
  referral: string;
  /** Per actor, a requested transport order of an auction purchase of their organization: each probe that moves one moves its own. */
  transportOrders: Record<Actor, string>;
  /** A run list and a buy-list target of Demo Motors. */
  runList: string;
  sourcingTarget: string;
  /** Per actor, a marketplace feed of Demo Motors and a new lead on its probe vehicle: each probe that revokes or moves one does its own. */
  feeds: Record<Actor, string>;
  leads: Record<Actor, string>;
  /** Per actor, Demo Motors' request for a vehicle of a sister rooftop of its dealer group: each probe that moves one moves its own. */
  inventoryRequests: Record<Actor, string>;
};
type Probe = {
  query: string;
  variables?: (ids: Ids, actor: Actor | 'rival') => Record<string, unknown>;
  /** Who should pass; everyone else is refused with FORBIDDEN. */
  pass: Actor[];
  /**
   * Another operation that opens the same query, whose members pass too: the agent area's reads
   * answer a settings holder (every dealer) and an agent (their territories') alike.
   */
  opensWith?: Operation;
  /** What Rival Autos' OWNER gets with these Demo ids: a code, or an answer to check (their own data only). */
  rival: 'NOT_FOUND' | 'FORBIDDEN' | ((data: Record<string, unknown>, ids: Ids) => void);
  /** The rows the operation targets, compared whole before and after every refusal. */
  target?: (ids: Ids) => Promise<unknown>;
  /**
   * A report's figures: a member who may open the report (`opens`) but not this is answered the
   * report with `unavailable: { area }` in `field`, not FORBIDDEN.
   */
  unavailable?: { opens: Operation; field: string; area: string };
};

let server: TestServer;
let rival: Awaited<ReturnType<typeof createRivalOrganization>>;
let ids: Ids;
const secrets = { readToken: '', writeToken: '' };
const accessUsers = new Map<Actor, AccessUser>();
const session = demoSessions(() => server.baseUrl);
const log = createAttackLog('access-table');
const db = () => server.database.db;
const rowOf = async (table: typeof groups | typeof territories | typeof users | typeof organizations, id: string) =>
  (await db().select().from(table).where(eq(table.id, id)))[0];

const PROBES: Record<Operation, Probe> = {
  changeOrganizationSettings: {
    query: 'mutation { updateOrganizationSetting(input: { key: "recon_approval_required", value: false }) { id } }',
    pass: ['owner', 'admin', 'teamViewer', 'teamEditor', 'flaglessOwner', 'writeToken'],
    rival: (data, { rivalOrganization }) =>
      expect(data).toEqual({ updateOrganizationSetting: { id: rivalOrganization } }),
    target: ({ organization }) => rowOf(organizations, organization),
  },
  readTeam: {
    query: '{ teamMembers(first: 100) { edges { node { organization { id } } } } }',
    pass: ['owner', 'admin', 'teamViewer', 'teamEditor', 'readToken', 'writeToken'],
    rival: (data, { rivalOrganization }) =>
      expect(data).toEqual({ teamMembers: { edges: [{ node: { organization: { id: rivalOrganization } } }] } }),
  },
  manageTeam: {
    query: 'mutation ($id: ID!) { renameGroup(id: $id, name: "Probed") { id } }',
    variables: ({ group }) => ({ id: group }),
    pass: ['owner', 'admin', 'teamEditor'],
    rival: 'NOT_FOUND',
    target: ({ group }) => rowOf(groups, group),
  },
  grantOwnerRole: {
    query: 'mutation ($id: ID!) { updateUserRole(userId: $id, role: OWNER) { id } }',
    variables: ({ member }) => ({ id: member }),
    pass: ['owner', 'admin'],
    rival: 'NOT_FOUND',
    target: ({ member }) => rowOf(users, member),
  },
  readBilling: {
    query: '{ billing { seatsInUse } }',
    pass: ['owner', 'admin', 'teamViewer', 'teamEditor', 'readToken', 'writeToken'],
    rival: (data) => expect(data).toEqual({ billing: { seatsInUse: 1 } }),
  },
  readTerritories: {
    query: '{ territories { id } }',
    opensWith: 'workTerritory',
    pass: ['owner', 'admin', 'teamViewer', 'teamEditor', 'readToken', 'writeToken', 'agent', 'agentViewer'],
    rival: (data) => expect(data).toEqual({ territories: [] }),
  },
  manageTerritories: {
    query: 'mutation ($id: ID!) { updateTerritory(id: $id, input: { name: "Probed", postalCodes: ["10001"] }) { id } }',
    variables: ({ territory }) => ({ id: territory }),
    pass: ['owner', 'admin', 'teamEditor', 'writeToken'],
    rival: 'NOT_FOUND',
    target: ({ territory }) => rowOf(territories, territory),
  },
  workTerritory: {
    query: '{ dealers { id } }',
    opensWith: 'readTerritories',
    pass: ['owner', 'admin', 'teamViewer', 'teamEditor', 'readToken', 'writeToken', 'agent', 'agentViewer'],
    rival: (data) => expect(data).toEqual({ dealers: [] }),
  },
  visitDealers: {
    query: 'mutation ($d: ID!) { checkIn(input: { dealerId: $d, outcome: met }) { id } }',
    variables: ({ dealer }) => ({ d: dealer }),
    pass: ['agent'],
    rival: 'FORBIDDEN',
    target: async ({ dealer }) => [
      await db().select().from(dealers).where(eq(dealers.id, dealer)),
      await db().select().from(dealerVisits).where(eq(dealerVisits.dealerId, dealer)),
    ],
  },
  readDealerInsights: {
    query: '{ dealerInsights { inStock } }',
    pass: ['owner'],
    rival: 'FORBIDDEN',
  },
  readSalesPacket: {
    query: 'query ($v: ID!) { salesPacket(vehicleId: $v) { vehicleId links { id } } }',
    variables: ({ vehicle }) => ({ v: vehicle }),
    pass: ['owner', 'editor', 'viewer'],
    rival: 'FORBIDDEN',
  },
  shareSalesPacket: {
    query: 'mutation ($v: ID!) { createSalesPacketLink(input: { vehicleId: $v }) { url } }',
    variables: ({ vehicle }) => ({ v: vehicle }),
    pass: ['owner', 'editor'],
    rival: 'FORBIDDEN',
    target: ({ vehicle }) => db().select().from(salesPacketLinks).where(eq(salesPacketLinks.vehicleId, vehicle)),
  },
  readFinancingReferrals: {
    query: '{ financingReferrals { id } }',
    pass: ['owner', 'editor', 'viewer'],
    rival: 'FORBIDDEN',
  },
  changeFinancingReferrals: {
    query:
      'mutation ($v: ID!) { createFinancingReferral(input: { vehicleId: $v, customerName: "Probe Customer", customerPhone: "512-555-0100", partner: "Credit union" }) { id } }',
    variables: ({ vehicle }) => ({ v: vehicle }),
    pass: ['owner', 'editor'],
    rival: 'FORBIDDEN',
    target: ({ vehicle }) => db().select().from(financingReferrals).where(eq(financingReferrals.vehicleId, vehicle)),
  },
  exportFinancingReferrals: {
    query: 'query ($ids: [ID!]!) { financingReferralsCsv(ids: $ids) }',
    variables: ({ referral }) => ({ ids: [referral] }),
    pass: ['owner'],
    rival: 'FORBIDDEN',
  },
  readTransport: {
    query: 'query ($id: ID!) { transportOrder(id: $id) { id state } }',
    variables: ({ transportOrders: orders }, actor) => ({ id: orders[actor === 'rival' ? 'owner' : actor] }),
    pass: ['owner', 'editor', 'admin', 'flaglessOwner', 'readToken', 'writeToken'],
    rival: 'NOT_FOUND',
  },
  changeTransport: {
    // Records the same day each time: allowed, and changes nothing after the first.
    query: 'mutation ($id: ID!) { markTransportTitleReceived(id: $id, receivedOn: "2024-01-05") { id } }',
    variables: ({ transportOrders: orders }, actor) => ({ id: orders[actor === 'rival' ? 'owner' : actor] }),
    pass: ['owner', 'editor', 'admin', 'flaglessOwner', 'writeToken'],
    rival: 'NOT_FOUND',
    target: ({ transportOrders: orders }) =>
      db().select().from(transportOrders).where(eq(transportOrders.id, orders.owner)),
  },
  moveTransport: {
    query: 'mutation ($id: ID!) { changeTransportOrderState(id: $id, state: cancelled) { id } }',
    variables: ({ transportOrders: orders }, actor) => ({ id: orders[actor === 'rival' ? 'owner' : actor] }),
    pass: ['owner', 'editor', 'admin', 'flaglessOwner', 'writeToken'],
    rival: 'NOT_FOUND',
    target: ({ transportOrders: orders }) =>
      db().select().from(transportOrders).where(eq(transportOrders.id, orders.owner)),
  },
  readSourcing: {
    query: 'query ($id: ID!) { sourcingTargets { id } runList(id: $id) { id } }',
    variables: ({ runList }) => ({ id: runList }),
    pass: ['owner', 'editor', 'viewer', 'user', 'admin', 'readToken', 'writeToken'],
    rival: 'NOT_FOUND',
  },
  changeSourcing: {
    // Writing the probe target's own values again: allowed, and changes nothing.
    query:
      'mutation ($id: ID!) { updateSourcingTarget(id: $id, input: { yearFrom: 2019, yearTo: 2022, make: "Probe", model: "Target", maxPriceCents: 100000, quantity: 1 }) { id } }',
    variables: ({ sourcingTarget }) => ({ id: sourcingTarget }),
    pass: ['owner', 'editor', 'admin', 'writeToken'],
    rival: 'NOT_FOUND',
    target: ({ sourcingTarget }) => db().select().from(sourcingTargets).where(eq(sourcingTargets.id, sourcingTarget)),
  },
  // Marketplaces: the demo OWNER and EDITOR hold `marketplace_sales` (seed.ts), and so do, for these
  // probes, the viewer (refused changing leads by scope alone), the agent (by the inventory section
  // alone) and the team VIEWER (refused managing feeds by scope alone); the EDITOR lacks the
  // settings section. Rival Autos has the feature as an organization, so it meets NOT_FOUND.
  // A feed is a way in: every OWNER lists and revokes it whatever the features (`manageWaysIn`),
  // Flagless Motors' OWNER its own organization's feed.
  readMarketplaceFeeds: {
    query: '{ marketplaceFeeds { id } }',
    pass: ['owner', 'teamViewer', 'admin', 'flaglessOwner'],
    opensWith: 'manageWaysIn',
    rival: (data) => expect(data).toEqual({ marketplaceFeeds: [] }),
  },
  manageMarketplaceFeeds: {
    query: 'mutation ($id: ID!) { revokeMarketplaceFeed(id: $id) { id state } }',
    variables: ({ feeds }, actor) => ({ id: feeds[actor === 'rival' ? 'owner' : actor] }),
    pass: ['owner', 'admin', 'flaglessOwner'],
    opensWith: 'manageWaysIn',
    rival: 'NOT_FOUND',
    target: ({ feeds }) =>
      db()
        .select()
        .from(marketplaceFeeds)
        .where(inArray(marketplaceFeeds.id, Object.values(feeds))),
  },
  readMarketplaceLeads: {
    query: 'query ($v: ID) { marketplaceLeads(first: 5, vehicleId: $v) { totalCount } }',
    variables: ({ vehicle }) => ({ v: vehicle }),
    pass: ['owner', 'editor', 'viewer'],
    rival: (data) => expect(data).toEqual({ marketplaceLeads: { totalCount: 0 } }),
  },
  changeMarketplaceLeads: {
    query: 'mutation ($id: ID!) { changeMarketplaceLeadState(id: $id, state: contacted) { state } }',
    variables: ({ leads }, actor) => ({ id: leads[actor === 'rival' ? 'owner' : actor] }),
    pass: ['owner', 'editor'],
    rival: 'NOT_FOUND',
    target: ({ leads }) =>
      db()
        .select()
        .from(marketplaceLeads)
        .where(inArray(marketplaceLeads.id, Object.values(leads))),
  },
  readInventoryRequests: {
    query: 'query ($id: ID!) { inventoryRequest(id: $id) { id state } groupInventory(first: 1) { totalCount } }',
    variables: ({ inventoryRequests: requests }, actor) => ({ id: requests[actor === 'rival' ? 'owner' : actor] }),
    pass: ['owner', 'editor', 'viewer', 'user', 'admin', 'readToken', 'writeToken'],
    rival: 'NOT_FOUND',
  },
  changeInventoryRequests: {
    // Each allowed member cancels its own request; a refused one leaves them all requested.
    query: 'mutation ($id: ID!) { cancelInventoryRequest(id: $id) { id state } }',
    variables: ({ inventoryRequests: requests }, actor) => ({ id: requests[actor === 'rival' ? 'owner' : actor] }),
    pass: ['owner', 'editor', 'admin', 'writeToken'],
    rival: 'NOT_FOUND',
    target: ({ inventoryRequests: requests }) =>
      db().select().from(inventoryRequests).where(eq(inventoryRequests.id, requests.owner)),
  },
  manageApiTokens: {
    query: '{ apiTokens { id } }',
    pass: ['owner', 'admin', 'flaglessOwner'],
    rival: (data) => expect(data).toEqual({ apiTokens: [] }),
  },
  readEvents: {
    query: '{ events(first: 5) { edges { node { id type } } } }',
    pass: [
      'owner',
      'editor',
      'viewer',
      'user',
      'agent',
      'admin',
      'teamViewer',
      'teamEditor',
      'flaglessOwner',
      'agentViewer',
      'readToken',
      'writeToken',
    ],
    rival: (data) => expect(data).toEqual({ events: { edges: [] } }),
  },
  readOwnNotifications: {
    query: '{ notifications(first: 5) { edges { node { id } } } }',
    pass: [
      'owner',
      'editor',
      'viewer',
      'user',
      'agent',
      'admin',
      'teamViewer',
      'teamEditor',
      'flaglessOwner',
      'agentViewer',
    ],
    // Their own: the rival OWNER has no notification of Demo Motors'.
    rival: (data) => expect(data).toEqual({ notifications: { edges: [] } }),
  },
  manageWebhooks: {
    query: '{ webhookEndpoints { id } }',
    pass: ['owner', 'admin', 'flaglessOwner'],
    rival: (data) => expect(data).toEqual({ webhookEndpoints: [] }),
  },
  manageReportSummaries: {
    query: '{ reportSummarySchedule { enabled recipients { id } } }',
    pass: ['owner', 'admin', 'flaglessOwner'],
    rival: (data) => expect(data).toEqual({ reportSummarySchedule: { enabled: false, recipients: [] } }),
  },
  readOwnAuditLog: {
    query:
      'query ($o: ID) { auditLog(first: 100, filter: { organizationId: $o }) { edges { node { organizationId } } } }',
    variables: ({ organization }) => ({ o: organization }),
    pass: ['owner', 'admin', 'flaglessOwner'],
    rival: (data, { organization }) => expect(JSON.stringify(data)).not.toContain(organization),
  },
  revokeMemberSessions: {
    query: 'mutation ($id: ID!) { revokeUserSessions(userId: $id) { id } }',
    variables: ({ member }) => ({ id: member }),
    pass: ['owner', 'admin'],
    rival: 'NOT_FOUND',
    target: ({ member }) => rowOf(users, member),
  },
  issuePasswordResetLink: {
    query: 'mutation ($id: ID!) { issuePasswordResetLink(userId: $id) { expiresAt } }',
    variables: ({ member }) => ({ id: member }),
    pass: ['owner', 'admin'],
    rival: 'NOT_FOUND',
    target: ({ member }) => rowOf(users, member),
  },
  administer: {
    query: 'query ($o: ID!) { adminUsers(organizationId: $o) { id } }',
    variables: ({ organization }) => ({ o: organization }),
    pass: ['admin'],
    rival: 'FORBIDDEN',
  },
  readInventory: {
    query: '{ vehicles(first: 100) { edges { node { id } } } }',
    pass: ['owner', 'editor', 'viewer', 'user', 'admin', 'flaglessOwner', 'readToken', 'writeToken'],
    rival: (data, { vehicle }) => expect(JSON.stringify(data)).not.toContain(vehicle),
  },
  changeInventory: {
    // A row the import rejects: whoever passes gets a report and nothing is stored, so every
    // organization (Flagless Motors' OWNER too) answers the same way.
    query:
      'mutation { importVehicles(input: { rows: [{ line: 2, vin: "NOT-A-VIN" }] }) { created updated rejected { line } } }',
    pass: ['owner', 'editor', 'admin', 'flaglessOwner', 'writeToken'],
    rival: (data) => expect(data).toEqual({ importVehicles: { created: 0, updated: 0, rejected: [{ line: 2 }] } }),
    target: ({ organization }) => db().select().from(vehicles).where(eq(vehicles.organizationId, organization)),
  },
  changeVehiclePhotos: {
    // Reordering a vehicle without photos into the same (empty) order: allowed, and changes nothing.
    query: 'mutation ($v: ID!) { reorderVehiclePhotos(vehicleId: $v, photoIds: []) { id } }',
    variables: ({ vehicle, flaglessVehicle }, actor) => ({ v: actor === 'flaglessOwner' ? flaglessVehicle : vehicle }),
    pass: ['owner', 'editor', 'admin', 'flaglessOwner', 'writeToken'],
    rival: 'NOT_FOUND',
    target: ({ vehicle }) => db().select().from(vehiclePhotos).where(eq(vehiclePhotos.vehicleId, vehicle)),
  },
  readRecon: {
    query: 'query ($v: ID!) { reconEvents(vehicleId: $v) { id } }',
    variables: ({ vehicle, flaglessVehicle }, actor) => ({ v: actor === 'flaglessOwner' ? flaglessVehicle : vehicle }),
    pass: ['owner', 'editor', 'user', 'admin', 'flaglessOwner', 'readToken', 'writeToken'],
    rival: 'NOT_FOUND',
  },
  changeRecon: {
    // Into the first stage: the first allowed move puts the vehicle in recon, the others find it there and change nothing.
    query: 'mutation ($v: ID!, $s: ID!) { moveReconVehicle(input: { vehicleId: $v, stageId: $s }) { stage { id } } }',
    variables: (ids, actor) =>
      actor === 'flaglessOwner'
        ? { v: ids.flaglessVehicle, s: ids.flaglessWorkflow.stages[0]!.id }
        : { v: ids.vehicle, s: ids.workflow.stages[0]!.id },
    pass: ['owner', 'editor', 'admin', 'flaglessOwner', 'writeToken'],
    rival: 'NOT_FOUND',
    target: ({ vehicle }) => db().select().from(reconEvents).where(eq(reconEvents.vehicleId, vehicle)),
  },
  changeReconWorkflow: {
    // The workflow as it is: allowed, and changes nothing.
    query: 'mutation ($stages: [ReconStageInput!]!) { updateReconWorkflow(input: { stages: $stages }) { id } }',
    variables: (ids, actor) => ({
      stages: (actor === 'flaglessOwner' ? ids.flaglessWorkflow : ids.workflow).stages.map(
        ({ id, name, targetMinutes, atRiskPercent, overduePercent, startsRecon }) => ({
          id,
          name,
          targetMinutes,
          atRiskPercent,
          overduePercent,
          startsRecon,
        }),
      ),
    }),
    pass: ['owner', 'admin', 'teamEditor', 'flaglessOwner', 'writeToken'],
    rival: 'NOT_FOUND',
    target: ({ workflow }) => db().select().from(reconStages).where(eq(reconStages.workflowId, workflow.id)),
  },
  readRepairOrders: {
    // The approval queue reads with the same entry: probed in the same request.
    query: 'query ($id: ID!) { repairOrder(id: $id) { id status } pendingRepairOrderApprovals { order { id } } }',
    variables: ({ awaitingOrders }, actor) => ({ id: awaitingOrders[actor === 'rival' ? 'owner' : actor] }),
    pass: ['owner', 'editor', 'user', 'admin', 'flaglessOwner', 'readToken', 'writeToken'],
    rival: 'NOT_FOUND',
  },
  changeRepairOrders: {
    // Opening a draft: every allowed call adds one, refused ones add none.
    query: 'mutation ($v: ID!) { createRepairOrder(vehicleId: $v) { status } }',
    variables: ({ vehicle, flaglessVehicle }, actor) => ({ v: actor === 'flaglessOwner' ? flaglessVehicle : vehicle }),
    pass: ['owner', 'editor', 'admin', 'flaglessOwner', 'writeToken'],
    rival: 'NOT_FOUND',
    target: ({ vehicle }) => db().select().from(repairOrders).where(eq(repairOrders.vehicleId, vehicle)),
  },
  approveRepairOrders: {
    query: 'mutation ($id: ID!) { decideRepairOrderLines(input: { repairOrderId: $id, approve: true }) { status } }',
    variables: ({ awaitingOrders }, actor) => ({ id: awaitingOrders[actor === 'rival' ? 'owner' : actor] }),
    pass: ['owner', 'editor', 'admin', 'flaglessOwner', 'writeToken'],
    rival: 'NOT_FOUND',
    target: ({ awaitingOrders }) =>
      db()
        .select()
        .from(repairOrderLines)
        .where(inArray(repairOrderLines.repairOrderId, Object.values(awaitingOrders))),
  },
  readMarket: {
    query: 'query ($v: ID!) { valuations(vehicleId: $v, zip: "78745") { defaultSource } }',
    variables: ({ vehicle, flaglessVehicle }, actor) => ({ v: actor === 'flaglessOwner' ? flaglessVehicle : vehicle }),
    pass: ['owner', 'editor', 'admin', 'flaglessOwner', 'readToken', 'writeToken'],
    rival: 'NOT_FOUND',
  },
  changeMarket: {
    query: `mutation { addMarketRecords(input: { records: [{ year: 2021, make: "Probe", model: "Probe", mileage: 40000, priceCents: 2000000,
      zip: "78745", firstSeenOn: "2025-01-02", channel: retail, source: marketplace }] }) { stored } }`,
    pass: ['owner', 'editor', 'admin', 'flaglessOwner', 'writeToken'],
    rival: (data) => expect(data).toEqual({ addMarketRecords: { stored: 1 } }),
  },
  readAppraisals: {
    query: 'query ($id: ID!) { appraisal(id: $id) { id state } }',
    variables: ({ appraisal, flaglessAppraisal }, actor) => ({
      id: actor === 'flaglessOwner' ? flaglessAppraisal : appraisal,
    }),
    pass: ['owner', 'editor', 'admin', 'flaglessOwner', 'readToken', 'writeToken'],
    rival: 'NOT_FOUND',
  },
  changeAppraisals: {
    // Back to the proposal: allowed, and changes nothing but the time it was touched.
    query: 'mutation ($id: ID!) { overrideAppraisalOffer(input: { id: $id, offerCents: null }) { id } }',
    variables: ({ appraisal, flaglessAppraisal }, actor) => ({
      id: actor === 'flaglessOwner' ? flaglessAppraisal : appraisal,
    }),
    pass: ['owner', 'editor', 'admin', 'flaglessOwner', 'writeToken'],
    rival: 'NOT_FOUND',
    target: ({ appraisal }) => db().select().from(appraisals).where(eq(appraisals.id, appraisal)),
  },
  readReports: {
    query: '{ turnReport(range: { from: "2025-01-01", to: "2025-01-31" }) { retailUnits { current } } }',
    pass: ['owner', 'editor', 'viewer', 'admin', 'flaglessOwner', 'readToken', 'writeToken'],
    rival: (data) => expect(data).toEqual({ turnReport: { retailUnits: { current: 0 } } }),
  },
  readMarketReport: {
    query: '{ marketReport(range: { from: "2025-01-01", to: "2025-01-31" }) { unavailable { area } } }',
    pass: ['owner'],
    rival: (data) => expect(data).toEqual({ marketReport: { unavailable: { area: 'market_report' } } }),
    unavailable: { opens: 'readReports', field: 'marketReport', area: 'market_report' },
  },
  readPricing: {
    query: '{ pricingRules { configured } }',
    pass: ['owner', 'editor', 'admin', 'flaglessOwner', 'readToken', 'writeToken'],
    rival: (data) => expect(data).toEqual({ pricingRules: { configured: false } }),
  },
  changePricing: {
    query: `mutation { updatePricingRules(input: { steps: [{ fromDay: 0, percentOfMarket: 100 }], minimumGrossCents: 100000,
      roundToCents: 10000, roundingMode: nearest, endInNine: false }) { configured } }`,
    pass: ['owner', 'editor', 'admin', 'flaglessOwner', 'writeToken'],
    rival: (data) => expect(data).toEqual({ updatePricingRules: { configured: true } }),
    target: ({ organization }) => db().select().from(pricingRules).where(eq(pricingRules.organizationId, organization)),
  },
  readMarketPricing: {
    query: 'query ($v: [ID!]) { vehiclePricing(filter: { vehicleIds: $v }) { marketAverageCents } }',
    variables: ({ vehicle, flaglessVehicle }, actor) => ({
      v: [actor === 'flaglessOwner' ? flaglessVehicle : vehicle],
    }),
    pass: ['owner', 'editor'],
    rival: 'FORBIDDEN',
  },
  readNeedsAttention: {
    query: '{ myAttentionCount attentionQueue { countsByRule { rule } } }',
    pass: ['owner', 'editor', 'admin', 'flaglessOwner', 'readToken', 'writeToken'],
    rival: (data) => expect(data).toEqual({ myAttentionCount: 0, attentionQueue: { countsByRule: expect.any(Array) } }),
  },
  changeNeedsAttention: {
    // Dismissing the aged vehicle's item again: allowed, and it stays one row.
    query: 'mutation ($k: ID!) { dismissAttentionItem(input: { key: $k, reason: "Probe" }) { state } }',
    variables: ({ agedKey, flaglessAgedKey }, actor) => ({ k: actor === 'flaglessOwner' ? flaglessAgedKey : agedKey }),
    pass: ['owner', 'editor', 'admin', 'flaglessOwner'],
    rival: 'NOT_FOUND',
    target: ({ agedKey }) => db().select().from(attentionActions).where(eq(attentionActions.itemKey, agedKey)),
  },
  readAnalytics: {
    query: '{ analyticsEvents(first: 1) { edges { cursor } } }',
    pass: ['admin'],
    rival: 'FORBIDDEN',
  },
  // The demo OWNER holds `dms_configuration` (seed.ts); Rival Autos' OWNER does not.
  manageDms: {
    query: 'mutation { saveDmsConnection(input: { provider: tekion, dealerId: "PROBE", storeId: "1" }) { id } }',
    pass: ['owner'],
    rival: 'FORBIDDEN',
    target: () => db().select().from(dmsConnections),
  },
  // Ways in (issue 31): any OWNER lists the open share links whatever the features (and lists and
  // revokes feeds, probed above; the DMS feed secret and share links are revoked in ways-in.test.ts).
  manageWaysIn: {
    query: '{ openSalesPacketLinks { id } }',
    pass: ['owner', 'editor', 'viewer', 'admin', 'flaglessOwner'],
    opensWith: 'readSalesPacket',
    rival: (data) => expect(data).toEqual({ openSalesPacketLinks: [] }),
  },
};

const isMutation = (probe: Probe) => probe.query.trimStart().startsWith('mutation');

async function ask(actor: Actor | 'rival', probe: Probe) {
  const headers =
    actor === 'readToken' || actor === 'writeToken'
      ? { authorization: `Bearer ${secrets[actor]}` }
      : cookieHeaders(await session(actor === 'rival' ? RIVAL_OWNER_EMAIL : SESSIONS[actor]));
  return graphql(server.baseUrl, probe.query, probe.variables?.(ids, actor) ?? {}, headers);
}

async function addMember(
  organizationId: string,
  email: string,
  role: 'OWNER' | 'EDITOR' | 'VIEWER',
  sections: string[] = [],
) {
  const [user] = await db()
    .insert(users)
    .values({
      organizationId,
      email,
      firstName: 'Probe',
      lastName: email.split('@')[0]!,
      role,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  if (sections.length > 0)
    await db()
      .insert(userPermissions)
      .values(sections.map((section) => ({ userId: user!.id, section })));
  return user!;
}

beforeAll(async () => {
  server = await startTestServer();
  rival = await createRivalOrganization(db());
  const [demo] = await db().select().from(organizations).where(eq(organizations.name, 'Demo Motors'));
  await db()
    .update(organizations)
    .set({ featureFlags: [...demo!.featureFlags, 'territory_insights'] })
    .where(eq(organizations.id, demo!.id));
  const [flagless] = await db().insert(organizations).values({ name: 'Flagless Motors' }).returning();
  await addMember(demo!.id, SESSIONS.teamViewer, 'VIEWER', MANAGEMENT_SECTIONS);
  const teamEditor = await addMember(demo!.id, SESSIONS.teamEditor, 'EDITOR', MANAGEMENT_SECTIONS);
  // DMS configuration without the OWNER role: refused by manageDms's scope alone.
  await db()
    .update(users)
    .set({ featureFlags: ['dms_configuration'] })
    .where(eq(users.id, teamEditor.id));
  await addMember(flagless!.id, SESSIONS.flaglessOwner, 'OWNER');
  const agentViewer = await addMember(demo!.id, SESSIONS.agentViewer, 'VIEWER');
  await db().update(users).set({ type: 'agent' }).where(eq(users.id, agentViewer.id));
  // The partner's dealer insights, as the demo OWNER's own feature (not Demo Motors').
  const [demoOwner] = await db().select().from(users).where(eq(users.email, SESSIONS.owner));
  await db()
    .update(users)
    .set({ featureFlags: [...new Set([...demoOwner!.featureFlags, 'marketplace_dealer_insights'])] })
    .where(eq(users.id, demoOwner!.id));
  const [demoAgent] = await db().select().from(users).where(eq(users.email, SESSIONS.agent));
  const [agentTerritory] = await db()
    .insert(territories)
    .values({
      organizationId: demo!.id,
      name: 'Probe agent territory',
      postalCodes: ['78701'],
      agentUserId: demoAgent!.id,
    })
    .returning();
  const [dealer] = await db()
    .insert(dealers)
    .values({
      organizationId: demo!.id,
      territoryId: agentTerritory!.id,
      name: 'Probe Motors',
      matchName: 'probe motors',
      zip: '78701',
      latitude: 30.27,
      longitude: -97.74,
      priority: 'P2',
    })
    .returning();
  // Sourcing as Demo Motors' feature (its tokens carry only the organization's), with a run list and a target to probe.
  await db()
    .update(organizations)
    .set({ featureFlags: [...demo!.featureFlags, 'territory_insights', 'sourcing'] })
    .where(eq(organizations.id, demo!.id));
  await db()
    .update(organizations)
    .set({ featureFlags: [...rival.organization.featureFlags, 'sourcing', 'marketplace_sales', 'request_inventory'] })
    .where(eq(organizations.id, rival.organization.id));
  // Inventory requests as Demo Motors' feature too, in a dealer group of its own with a sister rooftop
  // holding one vehicle per actor, each requested by Demo Motors.
  await db()
    .update(organizations)
    .set({ featureFlags: [...demo!.featureFlags, 'territory_insights', 'sourcing', 'request_inventory'] })
    .where(eq(organizations.id, demo!.id));
  const [probeGroup] = await db().insert(dealerGroups).values({ name: 'Probe Auto Group' }).returning();
  await db().update(organizations).set({ dealerGroupId: probeGroup!.id }).where(eq(organizations.id, demo!.id));
  const [sister] = await db()
    .insert(organizations)
    .values({ name: 'Probe Sister Motors', dealerGroupId: probeGroup!.id, featureFlags: ['request_inventory'] })
    .returning();
  const sisterVehicles = await db()
    .insert(vehicles)
    .values(
      ACTORS.map((_actor, index) => ({
        organizationId: sister!.id,
        vin: `1FTFW1E50NFB${String(index).padStart(5, '0')}`,
        stockNumber: `SIS${index}`,
        year: 2022,
        make: 'Ford',
        model: 'F-150',
        mileage: 1,
        acquiredDate: '2024-01-02',
        status: 'frontline' as const,
      })),
    )
    .returning();
  const [runList] = await db()
    .insert(sourcingRunLists)
    .values({ organizationId: demo!.id, name: 'Probe run list' })
    .returning();
  const [sourcingTarget] = await db()
    .insert(sourcingTargets)
    .values({
      organizationId: demo!.id,
      yearFrom: 2019,
      yearTo: 2022,
      make: 'Probe',
      model: 'Target',
      maxPriceCents: 100_000,
      quantity: 1,
      reconEstimateCents: 125_000,
    })
    .returning();
  // The market pricing feature without the pricing section: refused by the section alone.
  await db()
    .update(users)
    .set({ featureFlags: ['market_pricing_data'] })
    .where(eq(users.email, SESSIONS.viewer));
  // The market report feature without the reports section: refused by the section alone.
  await db()
    .update(users)
    .set({ featureFlags: ['market_report'] })
    .where(eq(users.email, SESSIONS.user));
  // The sales packet and financing features: the viewer is refused by scope 2 alone, the agent
  // (no inventory section) by the section alone.
  await db()
    .update(users)
    .set({ featureFlags: ['market_pricing_data', 'sales_packet', 'financing_referral', 'marketplace_sales'] })
    .where(eq(users.email, SESSIONS.viewer));
  await db()
    .update(users)
    .set({ featureFlags: ['sales_packet', 'financing_referral', 'financing_export', 'marketplace_sales'] })
    .where(eq(users.email, SESSIONS.agent));
  await db()
    .update(users)
    .set({ featureFlags: ['marketplace_sales'] })
    .where(eq(users.email, SESSIONS.teamViewer));
  const member = await addMember(demo!.id, 'probed-member@demo.test', 'EDITOR');
  const [group] = await db().insert(groups).values({ organizationId: demo!.id, name: 'Probe group' }).returning();
  const [territory] = await db()
    .insert(territories)
    .values({ organizationId: demo!.id, name: 'Probe territory', postalCodes: ['10001'] })
    .returning();
  const withPhotos = db().select({ id: vehiclePhotos.vehicleId }).from(vehiclePhotos);
  const [vehicle] = await db()
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, demo!.id), notInArray(vehicles.id, withPhotos)))
    .limit(1);
  const [flaglessVehicle] = await db()
    .insert(vehicles)
    .values({
      organizationId: flagless!.id,
      vin: '1FTFW1E50NFA00002',
      stockNumber: 'FLAG1',
      year: 2022,
      make: 'Ford',
      model: 'F-150',
      mileage: 1,
      acquiredDate: '2024-01-02',
    })
    .returning();
  const [agedVehicle] = await db()
    .insert(vehicles)
    .values({
      organizationId: demo!.id,
      vin: '1FTFW1E50NFA00003',
      stockNumber: 'AGED1',
      year: 2022,
      make: 'Ford',
      model: 'F-150',
      mileage: 1,
      acquiredDate: '2024-01-02',
    })
    .returning();
  const probeAppraisal = {
    kind: 'trade_in',
    year: 2021,
    make: 'Ford',
    model: 'F-150',
    mileage: 40_000,
    zip: '78745',
  } as const;
  const [appraisal] = await db()
    .insert(appraisals)
    .values({ ...probeAppraisal, organizationId: demo!.id })
    .returning();
  const [flaglessAppraisal] = await db()
    .insert(appraisals)
    .values({ ...probeAppraisal, organizationId: flagless!.id })
    .returning();
  ids = {
    organization: demo!.id,
    appraisal: appraisal!.id,
    flaglessAppraisal: flaglessAppraisal!.id,
    group: group!.id,
    territory: territory!.id,
    member: member.id,
    vehicle: vehicle!.id,
    flaglessVehicle: flaglessVehicle!.id,
    agedKey: `vehicle_aging_60:${agedVehicle!.id}:2024-01-02`,
    flaglessAgedKey: `vehicle_aging_60:${flaglessVehicle!.id}:2024-01-02`,
    rivalOrganization: rival.organization.id,
    workflow: await loadWorkflow({ db: db(), organizationId: demo!.id }),
    flaglessWorkflow: await loadWorkflow({ db: db(), organizationId: flagless!.id }),
    awaitingOrders: {} as Ids['awaitingOrders'],
    dealer: dealer!.id,
    referral: (
      await db()
        .insert(financingReferrals)
        .values({
          organizationId: demo!.id,
          vehicleId: vehicle!.id,
          customerName: 'Probe Buyer',
          customerPhone: '512-555-0101',
          partner: 'Credit union',
        })
        .returning()
    )[0]!.id,
    transportOrders: {} as Ids['transportOrders'],
    runList: runList!.id,
    sourcingTarget: sourcingTarget!.id,
    feeds: {} as Ids['feeds'],
    leads: {} as Ids['leads'],
    inventoryRequests: {} as Ids['inventoryRequests'],
  };
  const probeFeed = (name: string) => ({
    organizationId: demo!.id,
    name,
    tokenHash: randomUUID(),
    leadSecretCipher: 'unused by the probes',
  });
  const [leadsFeed] = await db().insert(marketplaceFeeds).values(probeFeed('Probe leads')).returning();
  for (const [index, actor] of ACTORS.entries()) {
    const feedOrganization = actor === 'flaglessOwner' ? { organizationId: flagless!.id } : {};
    ids.feeds[actor] = (
      await db()
        .insert(marketplaceFeeds)
        .values({ ...probeFeed(`Probe ${actor}`), ...feedOrganization })
        .returning()
    )[0]!.id;
    const [lead] = await db()
      .insert(marketplaceLeads)
      .values({
        organizationId: demo!.id,
        feedId: leadsFeed!.id,
        vehicleId: vehicle!.id,
        deliveryId: `probe-${actor}`,
        customerName: 'Probe Shopper',
        customerPhone: '512-555-0102',
        message: 'Is it available?',
        receivedAt: new Date(),
      })
      .returning();
    ids.leads[actor] = lead!.id;
    const [request] = await db()
      .insert(inventoryRequests)
      .values({
        requesterOrganizationId: demo!.id,
        sourceOrganizationId: sister!.id,
        vehicleId: sisterVehicles[index]!.id,
      })
      .returning();
    ids.inventoryRequests[actor] = request!.id;
  }
  for (const actor of ACTORS) {
    const [order] = await db()
      .insert(transportOrders)
      .values({
        organizationId: actor === 'flaglessOwner' ? flagless!.id : demo!.id,
        vin: '1FTFW1E50NFA00001',
        pickupAddress: '100 Auction Way, Dallas TX',
        pickupZip: '75201',
        deliveryAddress: '1 Demo Motors Plaza, Austin TX',
        deliveryZip: '78701',
        pickupWindowStart: '2024-01-03',
        pickupWindowEnd: '2024-01-05',
        carrierName: 'Probe Haulers',
        purchasedOn: '2024-01-02',
        orderedOn: '2024-01-02',
      })
      .returning();
    ids.transportOrders[actor] = order!.id;
  }
  for (const actor of ACTORS) {
    const [order] = await db()
      .insert(repairOrders)
      .values(
        actor === 'flaglessOwner'
          ? { organizationId: flagless!.id, vehicleId: flaglessVehicle!.id, status: 'awaiting_approval' }
          : { organizationId: demo!.id, vehicleId: vehicle!.id, status: 'awaiting_approval' },
      )
      .returning();
    await db().insert(repairOrderLines).values({
      repairOrderId: order!.id,
      revision: 1,
      operation: 'Probe brake pads',
      laborHundredths: 150,
      laborRateCents: 12_000,
      partsCents: 5_000,
      subletCostCents: 0,
      submittedAt: new Date(),
    });
    ids.awaitingOrders[actor] = order!.id;
  }

  const owner = cookieHeaders(await session(SESSIONS.owner));
  for (const [actor, scopes] of [
    ['readToken', ['read']],
    ['writeToken', ['read', 'write']],
  ] as const) {
    const created = await graphql<{ createApiToken: { secret: string } }>(
      server.baseUrl,
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
      { input: { name: actor, scopes } },
      owner,
    );
    secrets[actor] = created.data!.createApiToken.secret;
  }
  for (const actor of ACTORS) {
    const viewer =
      actor === 'readToken' || actor === 'writeToken'
        ? await unsafeAuthenticateApiToken({ db: db(), secret: secrets[actor] })
        : await loadViewer({
            db: db(),
            userId: (await db().select().from(users).where(eq(users.email, SESSIONS[actor])))[0]!.id,
          });
    accessUsers.set(actor, toAccessUser(viewer!));
  }
});
afterEach(() => log.flush());
afterAll(() => server.close());

describe('the access table, probed at the server', () => {
  it('has a probe for every operation, and no probe for anything else', () => {
    expect(Object.keys(PROBES).sort()).toEqual(Object.keys(OPERATION_ACCESS).sort());
  });

  describe.each(Object.keys(OPERATION_ACCESS) as Operation[])('%s', (operation) => {
    const probe = PROBES[operation];
    const access: OperationAccess = OPERATION_ACCESS[operation];

    it('passes exactly the members the table allows (a read token runs no mutation)', () => {
      for (const actor of ACTORS) {
        const kind = actor === 'readToken' || actor === 'writeToken' ? 'api_token' : 'person';
        const opens =
          canDo(accessUsers.get(actor), operation, kind) ||
          (probe.opensWith !== undefined && canDo(accessUsers.get(actor), probe.opensWith, kind));
        const allowed = opens && !(actor === 'readToken' && isMutation(probe));
        expect(probe.pass.includes(actor), `${operation} as ${actor}`).toBe(allowed);
      }
    });

    it('refuses someone on each criterion alone, and tokens when only people may do it', () => {
      access.criteria.forEach((criteria, index) => {
        const refusedByThisAlone = ACTORS.filter((actor) => {
          const user = accessUsers.get(actor);
          return access.criteria.every(
            (other, otherIndex) => explainAccess(user, other).allowed === (otherIndex !== index),
          );
        });
        expect(
          refusedByThisAlone,
          `${operation}: nobody is refused by criterion ${JSON.stringify(criteria)} alone`,
        ).not.toEqual([]);
      });
      if (access.peopleOnly)
        expect(probe.pass.filter((actor) => TOKENS.includes(actor as (typeof TOKENS)[number]))).toEqual([]);
    });

    it.each(ACTORS)('as %s', async (actor) => {
      const allowed = probe.pass.includes(actor);
      const rowsBefore = await rowCounts(db());
      const targetBefore = await probe.target?.(ids);
      const answer = await ask(actor, probe);
      log.record(`${operation} as ${actor}`, {
        status: answer.status,
        code: errorCode(answer),
        stored: allowed ? '-' : JSON.stringify(changedRows(rowsBefore, await rowCounts(db()))),
      });
      if (allowed) {
        expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
        expect(answer.status).toBe(200);
        return;
      }
      if (
        probe.unavailable &&
        canDo(
          accessUsers.get(actor),
          probe.unavailable.opens,
          actor === 'readToken' || actor === 'writeToken' ? 'api_token' : 'person',
        )
      ) {
        expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
        expect(answer.data).toEqual({ [probe.unavailable.field]: { unavailable: { area: probe.unavailable.area } } });
        expect(changedRows(rowsBefore, await rowCounts(db()))).toEqual({});
        return;
      }
      expect(errorCode(answer), JSON.stringify(answer.errors)).toBe('FORBIDDEN');
      expect(answer.status).toBe(actor === 'readToken' && isMutation(probe) ? 403 : 200);
      expect(answer.data ?? null).toBeNull();
      expect(changedRows(rowsBefore, await rowCounts(db()))).toEqual({});
      expect(await probe.target?.(ids)).toEqual(targetBefore);
    });

    it('as Rival Autos’ OWNER, with Demo Motors’ ids', async () => {
      const targetBefore = await probe.target?.(ids);
      const answer = await ask('rival', probe);
      log.record(`${operation} as Rival's OWNER`, { status: answer.status, code: errorCode(answer), stored: '-' });
      if (typeof probe.rival === 'string') {
        expect(errorCode(answer), JSON.stringify(answer.errors)).toBe(probe.rival);
        expect(answer.data ?? null).toBeNull();
      } else {
        expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
        probe.rival(answer.data!, ids);
      }
      expect(await probe.target?.(ids)).toEqual(targetBefore);
    });
  });
});

describe('success paths the probe found untested', () => {
  const as = async <T>(email: string, query: string, variables: Record<string, unknown> = {}) =>
    graphql<T>(server.baseUrl, query, variables, cookieHeaders(await session(email)));

  it('an administrator lists an organization’s users and reads one', async () => {
    const listed = await as<{ adminUsers: { email: string }[] }>(
      SESSIONS.admin,
      'query ($o: ID!) { adminUsers(organizationId: $o) { email } }',
      { o: rival.organization.id },
    );
    expect(listed.data?.adminUsers).toEqual([{ email: RIVAL_OWNER_EMAIL }]);
    const one = await as<{ adminUser: { email: string; role: string } }>(
      SESSIONS.admin,
      'query ($id: ID!) { adminUser(id: $id) { email role } }',
      { id: rival.owner.id },
    );
    expect(one.data?.adminUser).toEqual({ email: RIVAL_OWNER_EMAIL, role: 'OWNER' });
  });

  it('an OWNER lists invitations and deletes a territory', async () => {
    await as(
      RIVAL_OWNER_EMAIL,
      'mutation { inviteUser(input: { email: "listed@rival.test", role: VIEWER }) { emailed } }',
    );
    const listed = await as<{ invitations: { email: string; role: string }[] }>(
      RIVAL_OWNER_EMAIL,
      '{ invitations { email role } }',
    );
    expect(listed.data?.invitations).toEqual([{ email: 'listed@rival.test', role: 'VIEWER' }]);
    const created = await as<{ createTerritory: { id: string } }>(
      RIVAL_OWNER_EMAIL,
      'mutation { createTerritory(input: { name: "Gone soon", postalCodes: ["10001"] }) { id } }',
    );
    const id = created.data!.createTerritory.id;
    const deleted = await as<{ deleteTerritory: string }>(
      RIVAL_OWNER_EMAIL,
      'mutation ($id: ID!) { deleteTerritory(id: $id) }',
      { id },
    );
    expect(deleted.data?.deleteTerritory).toBe(id);
    expect(await db().select().from(territories).where(eq(territories.id, id))).toEqual([]);
  });
});
