/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation AdminChangePlan($organizationId: ID!, $plan: Plan!) {\n  adminChangePlan(organizationId: $organizationId, plan: $plan) {\n    ...AdminOrganizationFields\n  }\n}": typeof types.AdminChangePlanDocument,
    "mutation AdminCreateDealerGroup($name: String!) {\n  adminCreateDealerGroup(name: $name) {\n    id\n    name\n  }\n}": typeof types.AdminCreateDealerGroupDocument,
    "mutation AdminCreateOrganization($name: String!, $plan: Plan) {\n  adminCreateOrganization(name: $name, plan: $plan) {\n    ...AdminOrganizationFields\n  }\n}": typeof types.AdminCreateOrganizationDocument,
    "mutation AdminInviteUser($organizationId: ID!, $input: InviteUserInput!) {\n  adminInviteUser(organizationId: $organizationId, input: $input) {\n    invitation {\n      id\n      email\n      role\n      type\n      createdAt\n      expiresAt\n    }\n    signUpUrl\n    emailed\n  }\n}": typeof types.AdminInviteUserDocument,
    "fragment AdminOrganizationFields on Organization {\n  id\n  name\n  plan\n  featureFlags\n  dealerGroup {\n    id\n    name\n  }\n}": typeof types.AdminOrganizationFieldsFragmentDoc,
    "mutation AdminRenameOrganization($id: ID!, $name: String!) {\n  adminRenameOrganization(id: $id, name: $name) {\n    ...AdminOrganizationFields\n  }\n}": typeof types.AdminRenameOrganizationDocument,
    "mutation AdminSetOrganizationDealerGroup($organizationId: ID!, $dealerGroupId: ID) {\n  adminSetOrganizationDealerGroup(\n    organizationId: $organizationId\n    dealerGroupId: $dealerGroupId\n  ) {\n    ...AdminOrganizationFields\n  }\n}": typeof types.AdminSetOrganizationDealerGroupDocument,
    "mutation AdminSetOrganizationFeatureFlags($organizationId: ID!, $featureFlags: [String!]!) {\n  adminSetOrganizationFeatureFlags(\n    organizationId: $organizationId\n    featureFlags: $featureFlags\n  ) {\n    ...AdminOrganizationFields\n  }\n}": typeof types.AdminSetOrganizationFeatureFlagsDocument,
    "mutation AdminSetUserFeatureFlags($userId: ID!, $featureFlags: [String!]!) {\n  adminSetUserFeatureFlags(userId: $userId, featureFlags: $featureFlags) {\n    ...AdminUserFields\n  }\n}": typeof types.AdminSetUserFeatureFlagsDocument,
    "mutation AdminSetUserProductFeatureFlags($userId: ID!, $productFeatureFlags: [String!]!) {\n  adminSetUserProductFeatureFlags(\n    userId: $userId\n    productFeatureFlags: $productFeatureFlags\n  ) {\n    ...AdminUserFields\n  }\n}": typeof types.AdminSetUserProductFeatureFlagsDocument,
    "fragment AdminUserFields on User {\n  id\n  email\n  firstName\n  lastName\n  type\n  role\n  active\n  createdAt\n  featureFlags\n  productFeatureFlags\n}": typeof types.AdminUserFieldsFragmentDoc,
    "query GetAdminDealerGroups {\n  adminDealerGroups {\n    id\n    name\n  }\n}": typeof types.GetAdminDealerGroupsDocument,
    "query GetAdminOrganizations($search: String) {\n  adminOrganizations(search: $search) {\n    ...AdminOrganizationFields\n  }\n}": typeof types.GetAdminOrganizationsDocument,
    "query GetAdminUsers($organizationId: ID!) {\n  adminUsers(organizationId: $organizationId) {\n    ...AdminUserFields\n  }\n}": typeof types.GetAdminUsersDocument,
    "mutation AddAgentTask($input: AgentTaskInput!) {\n  addAgentTask(input: $input) {\n    ...AgentTaskFields\n    dealer {\n      id\n      openTasks\n    }\n  }\n}": typeof types.AddAgentTaskDocument,
    "fragment AgentTaskFields on AgentTask {\n  id\n  title\n  dueOn\n  state\n  createdAt\n  completedAt\n}": typeof types.AgentTaskFieldsFragmentDoc,
    "mutation CheckIn($input: CheckInInput!) {\n  checkIn(input: $input) {\n    ...DealerVisitFields\n    dealer {\n      ...DealerFields\n    }\n  }\n}": typeof types.CheckInDocument,
    "mutation CompleteAgentTask($id: ID!) {\n  completeAgentTask(id: $id) {\n    ...AgentTaskFields\n    dealer {\n      id\n      openTasks\n    }\n  }\n}": typeof types.CompleteAgentTaskDocument,
    "mutation CreateDealer($input: DealerInput!) {\n  createDealer(input: $input) {\n    ...DealerFields\n  }\n}": typeof types.CreateDealerDocument,
    "fragment DealerFields on Dealer {\n  id\n  name\n  street\n  city\n  state\n  zip\n  location {\n    latitude\n    longitude\n  }\n  locationSource\n  approximateLocation\n  phone\n  contacts {\n    name\n    role\n    phone\n    email\n  }\n  priority\n  notes\n  ownerAgent {\n    id\n    displayName\n  }\n  territory {\n    id\n    name\n  }\n  lastVisitOn\n  nextDueOn\n  daysOverdue\n  openTasks\n}": typeof types.DealerFieldsFragmentDoc,
    "fragment DealerVisitFields on DealerVisit {\n  id\n  checkedInAt\n  outcome\n  notes\n  nextStep\n  agent {\n    id\n    displayName\n  }\n}": typeof types.DealerVisitFieldsFragmentDoc,
    "mutation DeleteDealer($id: ID!) {\n  deleteDealer(id: $id)\n}": typeof types.DeleteDealerDocument,
    "query GetDealer($id: ID!, $visits: Int) {\n  dealer(id: $id) {\n    ...DealerFields\n    visits(first: $visits) {\n      ...DealerVisitFields\n    }\n    tasks {\n      ...AgentTaskFields\n    }\n  }\n}": typeof types.GetDealerDocument,
    "query GetDealerInsights {\n  dealerInsights {\n    organizationName\n    marketAvailable\n    inStock\n    priceToMarket\n    daysSupply\n    agedUnits\n    fastSellers {\n      segment\n      marketDaysSupply\n      soldLast45Days\n      averagePrice\n      ownUnits\n    }\n    vehicles {\n      vehicle {\n        id\n        stockNumber\n        year\n        make\n        model\n        trim\n        listPriceCents\n      }\n      daysInStock\n      priceToMarket\n      marketDaysSupply\n    }\n  }\n}": typeof types.GetDealerInsightsDocument,
    "query GetDealers($territoryId: ID, $search: String, $priority: DealerPriority, $dueBy: String) {\n  dealers(\n    territoryId: $territoryId\n    search: $search\n    priority: $priority\n    dueBy: $dueBy\n  ) {\n    ...DealerFields\n  }\n}": typeof types.GetDealersDocument,
    "query GetTerritorySettings {\n  territories {\n    ...TerritorySettingsFields\n  }\n}": typeof types.GetTerritorySettingsDocument,
    "query GetZipLocation($zip: String!) {\n  zipLocation(zip: $zip) {\n    latitude\n    longitude\n  }\n}": typeof types.GetZipLocationDocument,
    "mutation ImportDealers($csv: String!, $preview: Boolean) {\n  importDealers(csv: $csv, preview: $preview) {\n    created\n    updated\n    preview\n    rejected {\n      line\n      reason\n    }\n  }\n}": typeof types.ImportDealersDocument,
    "query MapMyRouteSetup($day: String!) {\n  territories {\n    id\n    name\n    center {\n      latitude\n      longitude\n    }\n  }\n  due: dealers(dueBy: $day) {\n    ...RouteDealerFields\n  }\n  dealers {\n    ...RouteDealerFields\n  }\n}": typeof types.MapMyRouteSetupDocument,
    "query PlanMyRoute($input: RoutePlanInput!) {\n  planRoute(input: $input) {\n    day\n    method\n    legs {\n      dealer {\n        ...RouteDealerFields\n      }\n      arriveMinute\n      departMinute\n      travelMinutes\n      miles\n      distance\n    }\n    leftOut {\n      dealer {\n        ...RouteDealerFields\n      }\n      reason\n    }\n    driveMinutes\n    miles\n    finishMinute\n    gpx\n    ics\n    csv\n    mapsLinks\n  }\n}": typeof types.PlanMyRouteDocument,
    "fragment RouteDealerFields on Dealer {\n  id\n  name\n  street\n  city\n  state\n  zip\n  priority\n  nextDueOn\n  daysOverdue\n  location {\n    latitude\n    longitude\n  }\n  approximateLocation\n}": typeof types.RouteDealerFieldsFragmentDoc,
    "mutation SetDealerLocation($id: ID!, $location: GeoPointInput!) {\n  setDealerLocation(id: $id, location: $location) {\n    ...TerritoryDealerFields\n  }\n}": typeof types.SetDealerLocationDocument,
    "fragment SettingsDealerFields on Dealer {\n  id\n  name\n  street\n  city\n  state\n  zip\n  approximateLocation\n  phone\n  priority\n  notes\n  lastVisitOn\n  territory {\n    id\n  }\n}": typeof types.SettingsDealerFieldsFragmentDoc,
    "query TerritoryDealer($id: ID!) {\n  dealer(id: $id) {\n    ...TerritoryDealerFields\n    phone\n    notes\n    contacts {\n      name\n      role\n      phone\n      email\n    }\n    visits(first: 20) {\n      id\n      checkedInAt\n      outcome\n      notes\n      nextStep\n      agent {\n        id\n        firstName\n        lastName\n      }\n    }\n    tasks {\n      id\n      title\n      dueOn\n      state\n      completedAt\n    }\n  }\n}": typeof types.TerritoryDealerDocument,
    "fragment TerritoryDealerFields on Dealer {\n  id\n  name\n  street\n  city\n  state\n  zip\n  location {\n    latitude\n    longitude\n  }\n  locationSource\n  approximateLocation\n  priority\n  lastVisitOn\n  nextDueOn\n  daysOverdue\n  openTasks\n  market {\n    listings\n    averageDaysOnLot\n    soldLast30Days\n    agedShare\n    priceToMarket\n    pricedListings\n    segments\n  }\n}": typeof types.TerritoryDealerFieldsFragmentDoc,
    "query TerritoryInsights($territoryId: ID) {\n  territoryInsights(territoryId: $territoryId) {\n    territory {\n      id\n      name\n      center {\n        latitude\n        longitude\n      }\n    }\n    dueToday\n    overdue\n    marketAvailable\n    dealers {\n      ...TerritoryDealerFields\n    }\n  }\n}": typeof types.TerritoryInsightsDocument,
    "fragment TerritorySettingsFields on Territory {\n  ...TerritoryFields\n  center {\n    latitude\n    longitude\n  }\n  radiusMiles\n  cadenceWeeks {\n    p1\n    p2\n    p3\n  }\n  dealerCount\n  dealers {\n    ...SettingsDealerFields\n  }\n}": typeof types.TerritorySettingsFieldsFragmentDoc,
    "mutation UpdateDealer($id: ID!, $input: DealerInput!) {\n  updateDealer(id: $id, input: $input) {\n    ...DealerFields\n  }\n}": typeof types.UpdateDealerDocument,
    "query GetAnalyticsDailyCounts($filter: AnalyticsEventFilter!) {\n  analyticsDailyCounts(filter: $filter) {\n    day\n    event\n    count\n  }\n}": typeof types.GetAnalyticsDailyCountsDocument,
    "query GetAnalyticsEvents($filter: AnalyticsEventFilter, $first: Int, $after: String) {\n  analyticsEvents(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        organizationId\n        userId\n        anonymousId\n        sessionId\n        component\n        event\n        url\n        payload\n        custom\n        createdAt\n        receivedAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.GetAnalyticsEventsDocument,
    "fragment ApiTokenFields on ApiToken {\n  id\n  name\n  prefix\n  scopes\n  createdBy {\n    id\n    displayName\n  }\n  createdAt\n  expiresAt\n  lastUsedAt\n  revokedAt\n}": typeof types.ApiTokenFieldsFragmentDoc,
    "mutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    apiToken {\n      ...ApiTokenFields\n    }\n    secret\n  }\n}": typeof types.CreateApiTokenDocument,
    "query GetApiTokens {\n  apiTokens {\n    ...ApiTokenFields\n  }\n}": typeof types.GetApiTokensDocument,
    "mutation RevokeApiToken($id: ID!) {\n  revokeApiToken(id: $id) {\n    ...ApiTokenFields\n  }\n}": typeof types.RevokeApiTokenDocument,
    "fragment AppraisalDetailFields on Appraisal {\n  id\n  state\n  kind\n  vin\n  vinCheckDigitAccepted\n  year\n  make\n  model\n  trim\n  mileage\n  condition\n  exteriorColor\n  options\n  zip\n  customer {\n    name\n    phone\n    email\n  }\n  appraiser {\n    id\n    name\n  }\n  notes\n  reconTemplateKey\n  reconLines {\n    description\n    amountCents\n  }\n  offer {\n    expectedRetailCents\n    expectedRetailSource\n    reconCents\n    targetGrossCents\n    marketDaysSupply\n    targetDaysToSale\n    expectedDaysToSale\n    holdingCostCents\n    packCents\n    transportCents\n    feesCents\n    proposedCents\n    overrideCents\n    overrideReason\n    offerCents\n    auctionIndex {\n      valueCents\n      differenceCents\n      share\n    }\n    wholesaleBook {\n      valueCents\n      differenceCents\n      share\n    }\n    warning {\n      direction\n      share\n      term\n    }\n  }\n  valuations {\n    ...ValuationsFields\n  }\n  lostReason\n  lostNote\n  purchasePriceCents\n  vehicle {\n    id\n    stockNumber\n    status\n  }\n  ageDays\n  createdAt\n  updatedAt\n  offeredAt\n  closedAt\n}": typeof types.AppraisalDetailFieldsFragmentDoc,
    "fragment AppraisalFiguresFields on AppraisalFigures {\n  appraiser {\n    id\n    name\n  }\n  made\n  won\n  lost\n  lookToBook\n  costToMarket\n  offerToAuctionIndex\n}": typeof types.AppraisalFiguresFieldsFragmentDoc,
    "fragment AppraisalListFields on Appraisal {\n  id\n  state\n  kind\n  vin\n  year\n  make\n  model\n  trim\n  mileage\n  condition\n  customer {\n    name\n  }\n  appraiser {\n    id\n    name\n  }\n  offer {\n    expectedRetailCents\n    expectedRetailSource\n    offerCents\n  }\n  purchasePriceCents\n  ageDays\n  createdAt\n  offeredAt\n  closedAt\n}": typeof types.AppraisalListFieldsFragmentDoc,
    "mutation CreateAppraisal($input: CreateAppraisalInput!) {\n  createAppraisal(input: $input) {\n    ...AppraisalDetailFields\n  }\n}": typeof types.CreateAppraisalDocument,
    "query GetAppraisal($id: ID!) {\n  appraisal(id: $id) {\n    ...AppraisalDetailFields\n  }\n}": typeof types.GetAppraisalDocument,
    "query GetAppraisals($filter: AppraisalFilter, $first: Int, $after: String, $from: LocalDate, $to: LocalDate) {\n  appraisals(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AppraisalListFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n  appraisalFigures(from: $from, to: $to) {\n    from\n    to\n    store {\n      ...AppraisalFiguresFields\n    }\n    byAppraiser {\n      ...AppraisalFiguresFields\n    }\n  }\n}": typeof types.GetAppraisalsDocument,
    "mutation LoseAppraisal($input: LoseAppraisalInput!) {\n  loseAppraisal(input: $input) {\n    ...AppraisalDetailFields\n  }\n}": typeof types.LoseAppraisalDocument,
    "mutation OfferAppraisal($id: ID!) {\n  offerAppraisal(id: $id) {\n    ...AppraisalDetailFields\n  }\n}": typeof types.OfferAppraisalDocument,
    "mutation OverrideAppraisalOffer($input: OverrideAppraisalOfferInput!) {\n  overrideAppraisalOffer(input: $input) {\n    ...AppraisalDetailFields\n  }\n}": typeof types.OverrideAppraisalOfferDocument,
    "mutation SetAppraisalReconEstimate($input: SetAppraisalReconEstimateInput!) {\n  setAppraisalReconEstimate(input: $input) {\n    ...AppraisalDetailFields\n  }\n}": typeof types.SetAppraisalReconEstimateDocument,
    "mutation UpdateAppraisal($input: UpdateAppraisalInput!) {\n  updateAppraisal(input: $input) {\n    ...AppraisalDetailFields\n  }\n}": typeof types.UpdateAppraisalDocument,
    "mutation WinAppraisal($input: WinAppraisalInput!) {\n  winAppraisal(input: $input) {\n    ...AppraisalDetailFields\n  }\n}": typeof types.WinAppraisalDocument,
    "query GetAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n  auditLog(filter: $filter, first: $first, after: $after) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        organizationId\n        actor {\n          id\n          displayName\n          ... on User {\n            email\n          }\n        }\n        actorTokenId\n        action\n        targetType\n        targetId\n        before\n        after\n        createdAt\n      }\n    }\n  }\n}": typeof types.GetAuditLogDocument,
    "query GetBilling {\n  billing {\n    plan {\n      ...PlanDetailsFields\n    }\n    seatsInUse\n    pendingInvitations\n    enabledFeatures\n    availablePlans {\n      ...PlanDetailsFields\n    }\n  }\n}": typeof types.GetBillingDocument,
    "fragment PlanDetailsFields on PlanDetails {\n  key\n  label\n  seats\n  monthlyPriceUsd\n}": typeof types.PlanDetailsFieldsFragmentDoc,
    "query GetDashboardAppraisals($weekFrom: LocalDate!, $monthFrom: LocalDate!, $to: LocalDate!) {\n  week: appraisalFigures(from: $weekFrom, to: $to) {\n    store {\n      made\n      won\n    }\n  }\n  month: appraisalFigures(from: $monthFrom, to: $to) {\n    store {\n      made\n      lookToBook\n    }\n  }\n}": typeof types.GetDashboardAppraisalsDocument,
    "query GetDashboardApprovals {\n  pendingRepairOrderApprovals {\n    waitingCostCents\n  }\n}": typeof types.GetDashboardApprovalsDocument,
    "query GetDashboardAttention {\n  myAttentionCount\n}": typeof types.GetDashboardAttentionDocument,
    "query GetDashboardGross($thisMonth: ReportRangeInput!, $lastMonth: ReportRangeInput!) {\n  thisMonth: salesReport(range: $thisMonth) {\n    retailUnits {\n      current\n    }\n    frontEndGrossCents {\n      current\n    }\n  }\n  lastMonth: salesReport(range: $lastMonth) {\n    retailUnits {\n      current\n    }\n    frontEndGrossCents {\n      current\n    }\n  }\n}": typeof types.GetDashboardGrossDocument,
    "query GetDashboardRecon($from: DateTime!, $to: DateTime!) {\n  reconMetrics(from: $from, to: $to) {\n    frontLined\n    medianTimeToLineSeconds\n    vehiclesInRecon\n    stages {\n      stage {\n        id\n        name\n      }\n      vehicles\n      overdue\n      medianOverdueBySeconds\n    }\n  }\n}": typeof types.GetDashboardReconDocument,
    "fragment DmsConnectionFields on DmsConnection {\n  id\n  provider\n  providerName\n  dealerId\n  storeId\n  credentialsSet\n  feedSecretSet\n  feedSecretCreatedAt\n  feedUrl\n  encryptionConfigured\n  updatedAt\n}": typeof types.DmsConnectionFieldsFragmentDoc,
    "query GetDmsSettings {\n  dmsConnection {\n    ...DmsConnectionFields\n  }\n  dmsDeliveries {\n    id\n    deliveryId\n    receivedAt\n    format\n    rowCount\n    created\n    updated\n    unchanged\n    rejectedCount\n    rejected {\n      line\n      reason\n    }\n    durationMs\n  }\n}": typeof types.GetDmsSettingsDocument,
    "mutation RotateDmsFeedSecret {\n  rotateDmsFeedSecret {\n    secret\n    connection {\n      ...DmsConnectionFields\n    }\n  }\n}": typeof types.RotateDmsFeedSecretDocument,
    "mutation SaveDmsConnection($input: SaveDmsConnectionInput!) {\n  saveDmsConnection(input: $input) {\n    ...DmsConnectionFields\n  }\n}": typeof types.SaveDmsConnectionDocument,
    "subscription FollowEvents($types: [String!], $after: String) {\n  events(types: $types, after: $after) {\n    id\n    type\n    occurredAt\n    subjectId\n    data\n    actor {\n      id\n      displayName\n    }\n  }\n}": typeof types.FollowEventsDocument,
    "query GetEvents($after: String, $first: Int, $types: [String!]) {\n  events(after: $after, first: $first, types: $types) {\n    edges {\n      cursor\n      node {\n        id\n        type\n        occurredAt\n        organizationId\n        subjectType\n        subjectId\n        data\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.GetEventsDocument,
    "mutation ChangeFinancingReferralState($id: ID!, $state: FinancingReferralState!) {\n  changeFinancingReferralState(id: $id, state: $state) {\n    ...FinancingReferralFields\n  }\n}": typeof types.ChangeFinancingReferralStateDocument,
    "mutation CreateFinancingReferral($input: CreateFinancingReferralInput!) {\n  createFinancingReferral(input: $input) {\n    ...FinancingReferralFields\n  }\n}": typeof types.CreateFinancingReferralDocument,
    "query ExportFinancingReferrals($ids: [ID!]!) {\n  financingReferralsCsv(ids: $ids)\n}": typeof types.ExportFinancingReferralsDocument,
    "fragment FinancingReferralFields on FinancingReferral {\n  id\n  state\n  customerName\n  customerEmail\n  customerPhone\n  partner\n  vehicleId\n  vin\n  stockNumber\n  vehicleTitle\n  referredBy\n  createdAt\n  stateChangedAt\n}": typeof types.FinancingReferralFieldsFragmentDoc,
    "query ListFinancingReferrals($vehicleId: ID) {\n  financingReferrals(vehicleId: $vehicleId) {\n    ...FinancingReferralFields\n  }\n}": typeof types.ListFinancingReferralsDocument,
    "mutation AcceptInventoryRequest($id: ID!, $transferPriceCents: Int) {\n  acceptInventoryRequest(id: $id, transferPriceCents: $transferPriceCents) {\n    ...InventoryRequestFields\n  }\n}": typeof types.AcceptInventoryRequestDocument,
    "mutation CancelInventoryRequest($id: ID!) {\n  cancelInventoryRequest(id: $id) {\n    ...InventoryRequestFields\n  }\n}": typeof types.CancelInventoryRequestDocument,
    "mutation DeclineInventoryRequest($id: ID!, $reason: String!) {\n  declineInventoryRequest(id: $id, reason: $reason) {\n    ...InventoryRequestFields\n  }\n}": typeof types.DeclineInventoryRequestDocument,
    "query GetGroupInventory($search: String, $make: String, $model: String, $yearFrom: Int, $yearTo: Int, $first: Int, $after: String) {\n  groupInventory(\n    search: $search\n    make: $make\n    model: $model\n    yearFrom: $yearFrom\n    yearTo: $yearTo\n    first: $first\n    after: $after\n  ) {\n    dealerGroup {\n      id\n      name\n    }\n    note\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        rooftop\n        year\n        make\n        model\n        trim\n        mileage\n        listPriceCents\n        daysInStock\n        status\n      }\n    }\n  }\n}": typeof types.GetGroupInventoryDocument,
    "query GetInventoryRequest($id: ID!) {\n  inventoryRequest(id: $id) {\n    ...InventoryRequestFields\n  }\n}": typeof types.GetInventoryRequestDocument,
    "query GetInventoryRequests($direction: InventoryRequestDirection!, $state: InventoryRequestState, $first: Int, $after: String) {\n  inventoryRequests(\n    direction: $direction\n    state: $state\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...InventoryRequestFields\n      }\n    }\n  }\n}": typeof types.GetInventoryRequestsDocument,
    "fragment InventoryRequestFields on InventoryRequest {\n  id\n  state\n  direction\n  requesterRooftop\n  sourceRooftop\n  requestedBy\n  vehicleId\n  vehicleTitle\n  mileage\n  listPriceCents\n  stockNumber\n  vin\n  note\n  declineReason\n  shippingNote\n  transferPriceCents\n  transferPriceWithheld\n  receivedVehicleId\n  createdAt\n  stateChangedAt\n}": typeof types.InventoryRequestFieldsFragmentDoc,
    "mutation ReceiveInventoryRequest($id: ID!, $stockNumber: String) {\n  receiveInventoryRequest(id: $id, stockNumber: $stockNumber) {\n    ...InventoryRequestFields\n  }\n}": typeof types.ReceiveInventoryRequestDocument,
    "mutation RequestInventory($input: RequestInventoryInput!) {\n  requestInventory(input: $input) {\n    ...InventoryRequestFields\n  }\n}": typeof types.RequestInventoryDocument,
    "mutation ShipInventoryRequest($id: ID!, $note: String) {\n  shipInventoryRequest(id: $id, note: $note) {\n    ...InventoryRequestFields\n  }\n}": typeof types.ShipInventoryRequestDocument,
    "mutation ChangeVehiclePrice($input: ChangeVehiclePriceInput!) {\n  changeVehiclePrice(input: $input) {\n    ...VehicleDetailFields\n  }\n}": typeof types.ChangeVehiclePriceDocument,
    "mutation ChangeVehicleStatus($input: ChangeVehicleStatusInput!) {\n  changeVehicleStatus(input: $input) {\n    ...VehicleDetailFields\n  }\n}": typeof types.ChangeVehicleStatusDocument,
    "mutation ChangeVehicleStatuses($input: ChangeVehicleStatusesInput!) {\n  changeVehicleStatuses(input: $input) {\n    changed\n    vehicles {\n      ...VehicleListFields\n    }\n  }\n}": typeof types.ChangeVehicleStatusesDocument,
    "mutation CreateVehicle($input: CreateVehicleInput!) {\n  createVehicle(input: $input) {\n    ...VehicleDetailFields\n  }\n}": typeof types.CreateVehicleDocument,
    "query DecodeVin($vin: String!) {\n  decodeVin(vin: $vin) {\n    vin\n    valid\n    problem\n    message\n    decoded {\n      wmi\n      modelYear\n      region\n      country\n      manufacturer\n      checkDigitValid\n    }\n  }\n}": typeof types.DecodeVinDocument,
    "query GetInventorySummary {\n  inventorySummary {\n    inStock\n    averageAgeDays\n    aged\n    agedAfterDays\n  }\n}": typeof types.GetInventorySummaryDocument,
    "query GetVehicle($id: ID!) {\n  vehicle(id: $id) {\n    ...VehicleDetailFields\n  }\n}": typeof types.GetVehicleDocument,
    "query GetVehicleAgeBuckets($filter: VehicleFilter) {\n  vehicleAgeBuckets(filter: $filter) {\n    bucket\n    minDays\n    maxDays\n    count\n  }\n}": typeof types.GetVehicleAgeBucketsDocument,
    "query GetVehicleMakes {\n  vehicleMakes {\n    make\n    count\n  }\n}": typeof types.GetVehicleMakesDocument,
    "query GetVehicles($filter: VehicleFilter, $orderBy: VehicleOrder, $first: Int, $after: String) {\n  vehicles(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...VehicleListFields\n      }\n    }\n  }\n}": typeof types.GetVehiclesDocument,
    "query GetVehiclesByVin($vins: [String!]!, $first: Int) {\n  vehicles(filter: {vins: $vins}, first: $first) {\n    edges {\n      node {\n        id\n        vin\n        stockNumber\n        year\n        make\n        model\n        status\n      }\n    }\n  }\n}": typeof types.GetVehiclesByVinDocument,
    "query GetVehiclesForExport($filter: VehicleFilter, $orderBy: VehicleOrder, $first: Int, $after: String) {\n  vehicles(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...VehicleListFields\n        interiorColor\n        notes\n        disposedOn\n      }\n    }\n  }\n}": typeof types.GetVehiclesForExportDocument,
    "mutation ImportVehicles($input: ImportVehiclesInput!) {\n  importVehicles(input: $input) {\n    created\n    updated\n    unchanged\n    rejected {\n      line\n      reason\n    }\n  }\n}": typeof types.ImportVehiclesDocument,
    "mutation RecordVehicleSale($input: RecordVehicleSaleInput!) {\n  recordVehicleSale(input: $input) {\n    ...VehicleDetailFields\n  }\n}": typeof types.RecordVehicleSaleDocument,
    "mutation UpdateVehicle($input: UpdateVehicleInput!) {\n  updateVehicle(input: $input) {\n    ...VehicleDetailFields\n  }\n}": typeof types.UpdateVehicleDocument,
    "fragment VehicleDetailFields on Vehicle {\n  ...VehicleListFields\n  photos {\n    ...VehiclePhotoFields\n  }\n  interiorColor\n  notes\n  statusChangedAt\n  disposedOn\n  createdAt\n  updatedAt\n  certifiedAt\n  vinDecoding {\n    wmi\n    modelYear\n    region\n    country\n    manufacturer\n    checkDigitValid\n  }\n  priceHistory {\n    id\n    fromCents\n    toCents\n    reason\n    changedAt\n    changedBy {\n      id\n      name\n    }\n  }\n  statusHistory {\n    id\n    from\n    to\n    note\n    changedAt\n    changedBy {\n      id\n      name\n    }\n  }\n  sale {\n    soldOn\n    buyerType\n    salePriceCents\n    reconCostCents\n    frontEndGrossCents\n    recordedAt\n    recordedBy {\n      id\n      name\n    }\n  }\n}": typeof types.VehicleDetailFieldsFragmentDoc,
    "fragment VehicleListFields on Vehicle {\n  id\n  vin\n  stockNumber\n  year\n  make\n  model\n  trim\n  bodyStyle\n  exteriorColor\n  mileage\n  acquisitionSource\n  acquiredDate\n  costCents\n  costWithheld\n  listPriceCents\n  potentialGrossCents\n  priceToMarket\n  status\n  daysInInventory\n  ageBucket\n  lotLocation\n  certifiedAt\n  recon {\n    ...VehicleReconPositionFields\n  }\n  mainPhoto {\n    ...VehiclePhotoFields\n  }\n}": typeof types.VehicleListFieldsFragmentDoc,
    "mutation DeleteVehiclePhoto($id: ID!) {\n  deleteVehiclePhoto(id: $id) {\n    id\n    mainPhoto {\n      ...VehiclePhotoFields\n    }\n    photos {\n      ...VehiclePhotoFields\n    }\n  }\n}": typeof types.DeleteVehiclePhotoDocument,
    "mutation ReorderVehiclePhotos($vehicleId: ID!, $photoIds: [ID!]!) {\n  reorderVehiclePhotos(vehicleId: $vehicleId, photoIds: $photoIds) {\n    id\n    mainPhoto {\n      ...VehiclePhotoFields\n    }\n    photos {\n      ...VehiclePhotoFields\n    }\n  }\n}": typeof types.ReorderVehiclePhotosDocument,
    "mutation SetMainVehiclePhoto($id: ID!) {\n  setMainVehiclePhoto(id: $id) {\n    id\n    mainPhoto {\n      ...VehiclePhotoFields\n    }\n    photos {\n      ...VehiclePhotoFields\n    }\n  }\n}": typeof types.SetMainVehiclePhotoDocument,
    "fragment VehiclePhotoFields on VehiclePhoto {\n  id\n  url\n  thumbnailUrl\n  width\n  height\n  position\n  isMain\n}": typeof types.VehiclePhotoFieldsFragmentDoc,
    "mutation AddMarketRecords($input: AddMarketRecordsInput!) {\n  addMarketRecords(input: $input) {\n    stored\n  }\n}": typeof types.AddMarketRecordsDocument,
    "query GetComparables($vehicleId: ID, $vehicle: ValuationVehicleInput, $condition: ConditionGrade, $zip: String, $radiusMiles: Float) {\n  comparables(\n    vehicleId: $vehicleId\n    vehicle: $vehicle\n    condition: $condition\n    zip: $zip\n    radiusMiles: $radiusMiles\n  ) {\n    subject {\n      year\n      make\n      model\n      mileage\n      zip\n    }\n    radiusMiles\n    asOf\n    comparables {\n      distanceMiles\n      adjustedPriceCents\n      record {\n        id\n        year\n        make\n        model\n        mileage\n        priceCents\n        zip\n        channel\n        source\n        soldOn\n        lastSeenOn\n        daysOnMarket\n      }\n    }\n  }\n}": typeof types.GetComparablesDocument,
    "query GetMarketRecords($filter: MarketRecordFilter, $first: Int, $after: String) {\n  marketRecords(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        year\n        make\n        model\n        trim\n        mileage\n        priceCents\n        dealerName\n        zip\n        firstSeenOn\n        lastSeenOn\n        soldOn\n        channel\n        source\n        daysOnMarket\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.GetMarketRecordsDocument,
    "query GetValuations($vehicleId: ID, $vehicle: ValuationVehicleInput, $condition: ConditionGrade, $zip: String, $radiusMiles: Float) {\n  valuations(\n    vehicleId: $vehicleId\n    vehicle: $vehicle\n    condition: $condition\n    zip: $zip\n    radiusMiles: $radiusMiles\n  ) {\n    ...ValuationsFields\n  }\n}": typeof types.GetValuationsDocument,
    "mutation ImportMarketRecords($input: ImportMarketRecordsInput!) {\n  importMarketRecords(input: $input) {\n    stored\n    accepted\n    preview\n    rejected {\n      line\n      reason\n    }\n  }\n}": typeof types.ImportMarketRecordsDocument,
    "mutation ImportWholesaleBook($input: ImportWholesaleBookInput!) {\n  importWholesaleBook(input: $input) {\n    stored\n    accepted\n    preview\n    rejected {\n      line\n      reason\n    }\n  }\n}": typeof types.ImportWholesaleBookDocument,
    "fragment ValuationsFields on Valuations {\n  subject {\n    year\n    make\n    model\n    trim\n    mileage\n    condition\n    zip\n  }\n  radiusMiles\n  asOf\n  defaultSource\n  valuations {\n    source\n    valueCents\n    lowCents\n    highCents\n    asOf\n    provenance {\n      method\n      recordsUsed\n      comparableIds\n      bookEntryId\n      provider\n      fallback\n      fallbackReason\n      lowConfidence\n    }\n  }\n  comparables {\n    distanceMiles\n    adjustedPriceCents\n    record {\n      id\n      year\n      make\n      model\n      trim\n      mileage\n      priceCents\n      dealerName\n      zip\n      channel\n      source\n      soldOn\n      lastSeenOn\n      daysOnMarket\n    }\n  }\n}": typeof types.ValuationsFieldsFragmentDoc,
    "mutation ChangeMarketplaceLeadState($id: ID!, $state: MarketplaceLeadState!) {\n  changeMarketplaceLeadState(id: $id, state: $state) {\n    ...MarketplaceLeadFields\n  }\n}": typeof types.ChangeMarketplaceLeadStateDocument,
    "mutation CreateMarketplaceFeed($name: String!) {\n  createMarketplaceFeed(name: $name) {\n    feed {\n      ...MarketplaceFeedFields\n    }\n    csvUrl\n    xmlUrl\n    leadSecret\n  }\n}": typeof types.CreateMarketplaceFeedDocument,
    "query ListMarketplaceFeeds {\n  marketplaceFeeds {\n    ...MarketplaceFeedFields\n  }\n}": typeof types.ListMarketplaceFeedsDocument,
    "query ListMarketplaceLeads($first: Int, $after: String, $state: MarketplaceLeadState, $vehicleId: ID) {\n  marketplaceLeads(\n    first: $first\n    after: $after\n    state: $state\n    vehicleId: $vehicleId\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...MarketplaceLeadFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.ListMarketplaceLeadsDocument,
    "fragment MarketplaceFeedFields on MarketplaceFeed {\n  id\n  name\n  state\n  createdBy\n  createdAt\n  revokedAt\n  lastPulledAt\n  pullCount\n  lastPullRows\n  leadCount\n  leadsUrl\n}": typeof types.MarketplaceFeedFieldsFragmentDoc,
    "fragment MarketplaceLeadFields on MarketplaceLead {\n  id\n  state\n  feedId\n  marketplace\n  vehicleId\n  vin\n  stockNumber\n  vehicleTitle\n  customerName\n  customerEmail\n  customerPhone\n  message\n  listingUrl\n  receivedAt\n  stateChangedAt\n  deliveryId\n}": typeof types.MarketplaceLeadFieldsFragmentDoc,
    "mutation RevokeMarketplaceFeed($id: ID!) {\n  revokeMarketplaceFeed(id: $id) {\n    ...MarketplaceFeedFields\n  }\n}": typeof types.RevokeMarketplaceFeedDocument,
    "fragment AttentionItemFields on AttentionItem {\n  key\n  rule\n  ruleLabel\n  moneyAtRiskCents\n  reason\n  since\n  assignee {\n    id\n    name\n  }\n  section\n  path\n  vehicle {\n    id\n    stockNumber\n    year\n    make\n    model\n    trim\n  }\n  state\n  snoozedUntil\n  lastAction {\n    state\n    reason\n    by {\n      id\n      name\n    }\n    at\n  }\n}": typeof types.AttentionItemFieldsFragmentDoc,
    "mutation DismissAttentionItem($input: DismissAttentionItemInput!) {\n  dismissAttentionItem(input: $input) {\n    ...AttentionItemFields\n  }\n}": typeof types.DismissAttentionItemDocument,
    "mutation DismissAttentionItems($input: DismissAttentionItemsInput!) {\n  dismissAttentionItems(input: $input) {\n    ...AttentionItemFields\n  }\n}": typeof types.DismissAttentionItemsDocument,
    "query GetAttentionQueue($filter: AttentionItemsFilter) {\n  attentionQueue(filter: $filter) {\n    items {\n      ...AttentionItemFields\n    }\n    countsByRule {\n      rule\n      label\n      open\n      moneyAtRiskCents\n    }\n    mineOpen\n    inactiveRules {\n      rule\n      label\n      message\n    }\n  }\n}": typeof types.GetAttentionQueueDocument,
    "query GetMyAttentionCount {\n  myAttentionCount\n}": typeof types.GetMyAttentionCountDocument,
    "mutation ReopenAttentionItem($key: ID!) {\n  reopenAttentionItem(key: $key) {\n    ...AttentionItemFields\n  }\n}": typeof types.ReopenAttentionItemDocument,
    "mutation SnoozeAttentionItem($input: SnoozeAttentionItemInput!) {\n  snoozeAttentionItem(input: $input) {\n    ...AttentionItemFields\n  }\n}": typeof types.SnoozeAttentionItemDocument,
    "mutation SnoozeAttentionItems($input: SnoozeAttentionItemsInput!) {\n  snoozeAttentionItems(input: $input) {\n    ...AttentionItemFields\n  }\n}": typeof types.SnoozeAttentionItemsDocument,
    "subscription FollowNotifications {\n  notifications {\n    unreadCount\n  }\n}": typeof types.FollowNotificationsDocument,
    "query GetNotificationPreferences {\n  notificationPreferences {\n    kind\n    inApp\n    email\n    shell\n  }\n}": typeof types.GetNotificationPreferencesDocument,
    "query GetNotifications($first: Int, $after: String) {\n  unreadNotificationCount\n  notifications(first: $first, after: $after) {\n    edges {\n      node {\n        ...NotificationFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.GetNotificationsDocument,
    "mutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}": typeof types.MarkAllNotificationsReadDocument,
    "mutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    readAt\n  }\n}": typeof types.MarkNotificationReadDocument,
    "fragment NotificationFields on Notification {\n  id\n  kind\n  title\n  body\n  url\n  toShell\n  createdAt\n  readAt\n}": typeof types.NotificationFieldsFragmentDoc,
    "mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n  updateNotificationPreferences(preferences: $preferences) {\n    kind\n    inApp\n    email\n    shell\n  }\n}": typeof types.UpdateNotificationPreferencesDocument,
    "fragment OrganizationFields on Organization {\n  id\n  name\n  featureFlags\n  settings\n  setupChecklistItems\n}": typeof types.OrganizationFieldsFragmentDoc,
    "mutation UpdateOrganizationChecklistItem($input: UpdateOrganizationChecklistItemInput!) {\n  updateOrganizationChecklistItem(input: $input) {\n    ...OrganizationFields\n  }\n}": typeof types.UpdateOrganizationChecklistItemDocument,
    "mutation UpdateOrganizationSetting($input: UpdateOrganizationSettingInput!) {\n  updateOrganizationSetting(input: $input) {\n    ...OrganizationFields\n  }\n}": typeof types.UpdateOrganizationSettingDocument,
    "query GetPasswordResetPreview($token: String!) {\n  passwordResetPreview(token: $token) {\n    email\n    expiresAt\n  }\n}": typeof types.GetPasswordResetPreviewDocument,
    "mutation IssuePasswordResetLink($userId: ID!) {\n  issuePasswordResetLink(userId: $userId) {\n    resetUrl\n    expiresAt\n    emailed\n  }\n}": typeof types.IssuePasswordResetLinkDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    byEmail\n  }\n}": typeof types.RequestPasswordResetDocument,
    "mutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password) {\n    email\n  }\n}": typeof types.ResetPasswordDocument,
    "mutation ApplyPricingChanges($input: ApplyPricingChangesInput!) {\n  applyPricingChanges(input: $input) {\n    applied {\n      ...PricingVehicleFields\n    }\n    skipped {\n      vehicle {\n        ...PricingVehicleFields\n      }\n      reason\n    }\n  }\n}": typeof types.ApplyPricingChangesDocument,
    "query GetPricingGrid($filter: VehiclePricingFilter, $market: Boolean!) {\n  pricingRules {\n    ...PricingRulesFields\n  }\n  vehiclePricing(filter: $filter) {\n    vehicle {\n      ...PricingVehicleFields\n    }\n    marketAverageCents @include(if: $market)\n    comparables @include(if: $market)\n    priceToMarket @include(if: $market)\n    rank @include(if: $market)\n    rankOf @include(if: $market)\n    marketDaysSupply @include(if: $market)\n    costToMarket @include(if: $market)\n    floorCents\n    suggestedPriceCents\n    suggestionNote\n  }\n}": typeof types.GetPricingGridDocument,
    "query GetPricingRules {\n  pricingRules {\n    ...PricingRulesFields\n  }\n}": typeof types.GetPricingRulesDocument,
    "query GetPricingStepMoves {\n  pricingStepMoves {\n    fromDay\n    percentOfMarket\n    vehicles\n    lowers\n    raises\n    underwater\n  }\n}": typeof types.GetPricingStepMovesDocument,
    "query PricingDryRun($input: PricingDryRunInput!, $market: Boolean!) {\n  pricingDryRun(input: $input) {\n    method\n    grossEffectCents\n    changes {\n      vehicle {\n        ...PricingVehicleFields\n      }\n      direction\n      fromCents\n      toCents\n      grossEffectCents\n      heldAtFloor\n      reason\n      fromPriceToMarket @include(if: $market)\n      toPriceToMarket @include(if: $market)\n      fromRank @include(if: $market)\n      toRank @include(if: $market)\n      rankOf @include(if: $market)\n    }\n    underwater {\n      vehicle {\n        ...PricingVehicleFields\n      }\n      floorCents\n      targetCents\n      wholesaleCents @include(if: $market)\n      grossAtFloorCents\n      grossAtTargetCents\n      grossAtWholesaleCents @include(if: $market)\n      considerWholesale\n      reason\n    }\n    unchanged {\n      vehicle {\n        ...PricingVehicleFields\n      }\n      reason\n    }\n  }\n}": typeof types.PricingDryRunDocument,
    "fragment PricingRulesFields on PricingRules {\n  steps {\n    fromDay\n    percentOfMarket\n  }\n  minimumGrossCents\n  roundToCents\n  roundingMode\n  endInNine\n  raiseToMarket\n  configured\n  updatedAt\n  updatedBy {\n    id\n    name\n  }\n}": typeof types.PricingRulesFieldsFragmentDoc,
    "fragment PricingVehicleFields on Vehicle {\n  id\n  vin\n  stockNumber\n  year\n  make\n  model\n  trim\n  mileage\n  costCents\n  costWithheld\n  listPriceCents\n  status\n  daysInInventory\n  ageBucket\n}": typeof types.PricingVehicleFieldsFragmentDoc,
    "mutation UpdatePricingRules($input: UpdatePricingRulesInput!) {\n  updatePricingRules(input: $input) {\n    ...PricingRulesFields\n  }\n}": typeof types.UpdatePricingRulesDocument,
    "mutation AddRepairOrderLine($input: AddRepairOrderLineInput!) {\n  addRepairOrderLine(input: $input) {\n    ...RepairOrderFields\n  }\n}": typeof types.AddRepairOrderLineDocument,
    "mutation AdvanceRepairOrder($input: AdvanceRepairOrderInput!) {\n  advanceRepairOrder(input: $input) {\n    ...RepairOrderFields\n  }\n}": typeof types.AdvanceRepairOrderDocument,
    "mutation AnswerInspectionItems($input: AnswerInspectionItemsInput!) {\n  answerInspectionItems(input: $input) {\n    ...InspectionFields\n  }\n}": typeof types.AnswerInspectionItemsDocument,
    "mutation AssignReconBoardCard($input: AssignReconVehicleInput!) {\n  assignReconVehicle(input: $input) {\n    ...ReconBoardCardFields\n  }\n}": typeof types.AssignReconBoardCardDocument,
    "mutation AssignReconVehicle($input: AssignReconVehicleInput!) {\n  assignReconVehicle(input: $input) {\n    ...ReconVehicleFields\n  }\n}": typeof types.AssignReconVehicleDocument,
    "mutation CertifyVehicle($vehicleId: ID!) {\n  certifyVehicle(vehicleId: $vehicleId) {\n    id\n    certifiedAt\n  }\n}": typeof types.CertifyVehicleDocument,
    "mutation CompleteInspection($inspectionId: ID!) {\n  completeInspection(inspectionId: $inspectionId) {\n    ...InspectionFields\n  }\n}": typeof types.CompleteInspectionDocument,
    "mutation CreateRepairOrder($vehicleId: ID!) {\n  createRepairOrder(vehicleId: $vehicleId) {\n    ...RepairOrderFields\n  }\n}": typeof types.CreateRepairOrderDocument,
    "mutation DecideRepairOrderLines($input: DecideRepairOrderLinesInput!) {\n  decideRepairOrderLines(input: $input) {\n    ...RepairOrderFields\n  }\n}": typeof types.DecideRepairOrderLinesDocument,
    "query GetInspection($id: ID!) {\n  inspection(id: $id) {\n    ...InspectionFields\n  }\n}": typeof types.GetInspectionDocument,
    "query GetInspectionTemplates {\n  inspectionTemplates {\n    ...InspectionTemplateFields\n  }\n}": typeof types.GetInspectionTemplatesDocument,
    "query GetInspections($vehicleId: ID!) {\n  inspections(vehicleId: $vehicleId) {\n    ...InspectionFields\n  }\n}": typeof types.GetInspectionsDocument,
    "query GetPendingRepairOrderApprovals {\n  pendingRepairOrderApprovals {\n    waitingCostCents\n    vehicle {\n      id\n      year\n      make\n      model\n      trim\n      stockNumber\n      mainPhoto {\n        ...VehiclePhotoFields\n      }\n    }\n    order {\n      ...RepairOrderFields\n    }\n  }\n}": typeof types.GetPendingRepairOrderApprovalsDocument,
    "query GetReconAssignees {\n  reconAssignees {\n    id\n    name\n  }\n}": typeof types.GetReconAssigneesDocument,
    "query GetReconBoard($filter: ReconBoardFilter) {\n  reconBoard(filter: $filter) {\n    ...ReconVehicleFields\n  }\n}": typeof types.GetReconBoardDocument,
    "query GetReconBoardFigures($monthStart: DateTime!, $monthEnd: DateTime!, $lastMonthStart: DateTime!) {\n  thisMonth: reconMetrics(from: $monthStart, to: $monthEnd) {\n    from\n    to\n    frontLined\n    medianTimeToLineSeconds\n    reconSpendCents\n    stages {\n      stage {\n        id\n      }\n      overdue\n    }\n  }\n  lastMonth: reconMetrics(from: $lastMonthStart, to: $monthStart) {\n    from\n    to\n    frontLined\n    medianTimeToLineSeconds\n  }\n}": typeof types.GetReconBoardFiguresDocument,
    "query GetReconBoardScreen($filter: ReconBoardFilter) {\n  reconWorkflow {\n    id\n    stages {\n      ...ReconStageFields\n    }\n  }\n  reconBoard(filter: $filter) {\n    ...ReconBoardCardFields\n  }\n}": typeof types.GetReconBoardScreenDocument,
    "query GetReconEvents($vehicleId: ID!) {\n  reconEvents(vehicleId: $vehicleId) {\n    ...ReconEventFields\n  }\n}": typeof types.GetReconEventsDocument,
    "query GetReconMetrics($from: DateTime!, $to: DateTime!) {\n  reconMetrics(from: $from, to: $to) {\n    from\n    to\n    frontLined\n    medianTimeToLineSeconds\n    medianDaysInRecon\n    vehiclesInRecon\n    holdingCostSoFarCents\n    stages {\n      stage {\n        id\n        name\n      }\n      vehicles\n      atRisk\n      overdue\n      averageSecondsOfFrontLined\n    }\n  }\n}": typeof types.GetReconMetricsDocument,
    "query GetReconVehicle($vehicleId: ID!) {\n  reconVehicle(vehicleId: $vehicleId) {\n    ...ReconVehicleFields\n    timePerStage {\n      stage {\n        id\n        name\n      }\n      seconds\n    }\n    events {\n      ...ReconEventFields\n    }\n  }\n}": typeof types.GetReconVehicleDocument,
    "query GetReconWorkflow {\n  reconWorkflow {\n    ...ReconWorkflowFields\n  }\n}": typeof types.GetReconWorkflowDocument,
    "query GetRepairOrder($id: ID!) {\n  repairOrder(id: $id) {\n    ...RepairOrderFields\n  }\n}": typeof types.GetRepairOrderDocument,
    "query GetRepairOrders($vehicleId: ID, $status: RepairOrderStatus) {\n  repairOrders(vehicleId: $vehicleId, status: $status) {\n    ...RepairOrderFields\n  }\n}": typeof types.GetRepairOrdersDocument,
    "query GetVehicleInspections($vehicleId: ID!) {\n  inspections(vehicleId: $vehicleId) {\n    ...InspectionFields\n    template {\n      ...InspectionTemplateFields\n    }\n  }\n}": typeof types.GetVehicleInspectionsDocument,
    "query GetVehicleRecon($vehicleId: ID!) {\n  reconVehicle(vehicleId: $vehicleId) {\n    ...ReconVehicleFields\n  }\n  reconEvents(vehicleId: $vehicleId) {\n    ...ReconEventFields\n    from {\n      position\n      removed\n    }\n    to {\n      position\n      removed\n    }\n  }\n}": typeof types.GetVehicleReconDocument,
    "fragment InspectionFields on Inspection {\n  id\n  vehicleId\n  template {\n    key\n    name\n  }\n  items {\n    itemKey\n    result\n    note\n    repairOrderLineId\n  }\n  outcome\n  completedAt\n  createdAt\n}": typeof types.InspectionFieldsFragmentDoc,
    "fragment InspectionTemplateFields on InspectionTemplate {\n  key\n  name\n  sections {\n    key\n    name\n    items {\n      key\n      label\n    }\n  }\n}": typeof types.InspectionTemplateFieldsFragmentDoc,
    "mutation MoveReconBoardCard($input: MoveReconVehicleInput!) {\n  moveReconVehicle(input: $input) {\n    ...ReconBoardCardFields\n  }\n}": typeof types.MoveReconBoardCardDocument,
    "mutation MoveReconVehicle($input: MoveReconVehicleInput!) {\n  moveReconVehicle(input: $input) {\n    ...ReconVehicleFields\n  }\n}": typeof types.MoveReconVehicleDocument,
    "fragment ReconBoardCardFields on ReconVehicle {\n  ...ReconVehicleFields\n  openRepairOrderCents\n  vehicle {\n    id\n    mainPhoto {\n      ...VehiclePhotoFields\n    }\n  }\n}": typeof types.ReconBoardCardFieldsFragmentDoc,
    "fragment ReconEventFields on ReconEvent {\n  id\n  vehicleId\n  from {\n    id\n    name\n  }\n  to {\n    id\n    name\n  }\n  at\n  by {\n    id\n    name\n  }\n  note\n}": typeof types.ReconEventFieldsFragmentDoc,
    "fragment ReconStageFields on ReconStage {\n  id\n  name\n  position\n  targetMinutes\n  atRiskPercent\n  overduePercent\n  startsRecon\n  removed\n  isFrontLine\n}": typeof types.ReconStageFieldsFragmentDoc,
    "fragment ReconVehicleFields on ReconVehicle {\n  vehicle {\n    id\n    vin\n    stockNumber\n    year\n    make\n    model\n    status\n  }\n  stage {\n    ...ReconStageFields\n  }\n  enteredStageAt\n  assignee {\n    id\n    name\n  }\n  timeInStageSeconds\n  timer\n  timeToLineSeconds\n  reachedFrontLine\n  daysInRecon\n  holdingCostCents\n  expectedFrontLineAt\n}": typeof types.ReconVehicleFieldsFragmentDoc,
    "fragment ReconWorkflowFields on ReconWorkflow {\n  id\n  stages {\n    ...ReconStageFields\n  }\n  removedStages {\n    ...ReconStageFields\n  }\n  businessHours {\n    timeZone\n    weekdays\n    startMinute\n    endMinute\n  }\n  showsStatusInInventory\n}": typeof types.ReconWorkflowFieldsFragmentDoc,
    "mutation RemoveRepairOrderLine($input: RemoveRepairOrderLineInput!) {\n  removeRepairOrderLine(input: $input) {\n    ...RepairOrderFields\n  }\n}": typeof types.RemoveRepairOrderLineDocument,
    "mutation RepairFailedItem($input: RepairFailedItemInput!) {\n  repairFailedItem(input: $input) {\n    ...InspectionFields\n  }\n}": typeof types.RepairFailedItemDocument,
    "fragment RepairOrderFields on RepairOrder {\n  id\n  vehicleId\n  status\n  revision\n  estimateCents\n  approvedCents\n  pendingCents\n  declinedCents\n  createdAt\n  updatedAt\n  lines {\n    id\n    revision\n    operation\n    laborHours\n    laborRateCents\n    laborCents\n    partsCents\n    subletVendor\n    subletCostCents\n    totalCents\n    decision\n    autoApproved\n    decidedByUserId\n    decidedBy {\n      id\n      name\n    }\n    decidedAt\n    declineReason\n    submittedAt\n    waitingDays\n    waitingCostCents\n  }\n}": typeof types.RepairOrderFieldsFragmentDoc,
    "mutation StartInspection($vehicleId: ID!, $templateKey: String!) {\n  startInspection(vehicleId: $vehicleId, templateKey: $templateKey) {\n    ...InspectionFields\n  }\n}": typeof types.StartInspectionDocument,
    "mutation UpdateReconWorkflow($input: UpdateReconWorkflowInput!) {\n  updateReconWorkflow(input: $input) {\n    ...ReconWorkflowFields\n  }\n}": typeof types.UpdateReconWorkflowDocument,
    "fragment VehicleReconPositionFields on VehicleReconPosition {\n  stage {\n    id\n    name\n    isFrontLine\n  }\n  enteredStageAt\n  expectedFrontLineAt\n}": typeof types.VehicleReconPositionFieldsFragmentDoc,
    "query GetReportSummarySchedule {\n  reportSummarySchedule {\n    ...ReportSummaryScheduleFields\n  }\n}": typeof types.GetReportSummaryScheduleDocument,
    "fragment ReportSummaryScheduleFields on ReportSummarySchedule {\n  enabled\n  weekday\n  hour\n  timeZone\n  recipients {\n    id\n    name\n  }\n  mailConfigured\n  lastSentAt\n  nextSendAt\n}": typeof types.ReportSummaryScheduleFieldsFragmentDoc,
    "mutation UpdateReportSummarySchedule($input: UpdateReportSummaryScheduleInput!) {\n  updateReportSummarySchedule(input: $input) {\n    ...ReportSummaryScheduleFields\n  }\n}": typeof types.UpdateReportSummaryScheduleDocument,
    "query GetAppraisalReport($range: ReportRangeInput!) {\n  appraisalReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unavailable {\n      area\n      message\n    }\n    made {\n      ...ReportFigureFields\n    }\n    won {\n      ...ReportFigureFields\n    }\n    lost {\n      ...ReportFigureFields\n    }\n    lookToBookShare {\n      ...ReportFigureFields\n    }\n    costToMarketShare {\n      ...ReportFigureFields\n    }\n    byAppraiser {\n      appraiser {\n        id\n        name\n      }\n      made\n      won\n      lost\n      lookToBook\n      costToMarket\n      offerToAuctionIndex\n    }\n    lostReasons {\n      reason\n      count\n      share\n    }\n    trend {\n      date\n      made\n      won\n    }\n  }\n}": typeof types.GetAppraisalReportDocument,
    "query GetInventoryAgingReport($range: ReportRangeInput!) {\n  inventoryAgingReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unitsInStock {\n      ...ReportFigureFields\n    }\n    averageAgeDays {\n      ...ReportFigureFields\n    }\n    agedUnits {\n      ...ReportFigureFields\n    }\n    costInStockCents {\n      ...ReportFigureFields\n    }\n    listValueInStockCents {\n      ...ReportFigureFields\n    }\n    buckets {\n      bucket\n      units\n      unitsShare\n      costCents\n      listValueCents\n    }\n    byModel {\n      make\n      model\n      units\n      averageAgeDays\n      agedUnits\n      costCents\n      listValueCents\n    }\n    agedVehicles {\n      vehicle {\n        ...ReportVehicleFields\n      }\n      ageDays\n      costCents\n      listPriceCents\n    }\n    trend {\n      date\n      unitsInStock\n      agedUnits\n    }\n  }\n}": typeof types.GetInventoryAgingReportDocument,
    "query GetMarketReport($range: ReportRangeInput!) {\n  marketReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unavailable {\n      area\n      message\n    }\n    marketSupply {\n      ...ReportFigureFields\n    }\n    marketSalesPerDay {\n      ...ReportFigureFields\n    }\n    marketDaysSupply {\n      ...ReportFigureFields\n    }\n    storeDaysSupply {\n      ...ReportFigureFields\n    }\n    segments {\n      make\n      model\n      storeUnits\n      storeSalesPerDay\n      storeDaysSupply\n      marketUnits\n      marketSalesPerDay\n      marketDaysSupply\n      marketMedianPriceCents\n      storeShareOfSales\n    }\n  }\n}": typeof types.GetMarketReportDocument,
    "query GetPricingReport($range: ReportRangeInput!) {\n  pricingReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unavailable {\n      area\n      message\n    }\n    priceToMarket {\n      fromPercent\n      toPercent\n      units\n    }\n    marketUnavailable {\n      area\n      message\n    }\n    medianPriceToMarketPercent\n    priceChanges {\n      ...ReportFigureFields\n    }\n    priceReductions {\n      ...ReportFigureFields\n    }\n    averageReductionCents {\n      ...ReportFigureFields\n    }\n    soldWithin14DaysOfReductionShare {\n      ...ReportFigureFields\n    }\n    averageDaysFromReductionToSale {\n      ...ReportFigureFields\n    }\n    trend {\n      date\n      changes\n      reductions\n    }\n    reductionsByAge {\n      bucket\n      reductions\n      averageReductionCents\n    }\n  }\n}": typeof types.GetPricingReportDocument,
    "query GetReconReport($range: ReportRangeInput!) {\n  reconReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unavailable {\n      area\n      message\n    }\n    frontLined {\n      ...ReportFigureFields\n    }\n    averageTimeToLineDays {\n      ...ReportFigureFields\n    }\n    medianTimeToLineDays {\n      ...ReportFigureFields\n    }\n    averageDaysInRecon {\n      ...ReportFigureFields\n    }\n    reconCostPerUnitCents {\n      ...ReportFigureFields\n    }\n    reconSpendCents {\n      ...ReportFigureFields\n    }\n    overTargetUnits {\n      ...ReportFigureFields\n    }\n    trend {\n      date\n      frontLined\n      medianTimeToLineDays\n      medianDaysInRecon\n    }\n    stages {\n      stage {\n        id\n        name\n        position\n      }\n      vehicles\n      averageHours\n      targetHours\n      overTargetVisits\n    }\n    overTargetVehicles {\n      vehicle {\n        ...ReportVehicleFields\n      }\n      timeToLineDays\n      daysInRecon\n      reconCostCents\n    }\n  }\n}": typeof types.GetReconReportDocument,
    "query GetReportHeadlines($range: ReportRangeInput!, $aging: Boolean!, $turn: Boolean!, $recon: Boolean!, $appraisals: Boolean!, $pricing: Boolean!, $sales: Boolean!, $market: Boolean!) {\n  inventoryAgingReport(range: $range) @include(if: $aging) {\n    agedUnits {\n      ...ReportFigureFields\n    }\n  }\n  turnReport(range: $range) @include(if: $turn) {\n    daysSupply {\n      ...ReportFigureFields\n    }\n  }\n  reconReport(range: $range) @include(if: $recon) {\n    unavailable {\n      area\n      message\n    }\n    medianTimeToLineDays {\n      ...ReportFigureFields\n    }\n  }\n  appraisalReport(range: $range) @include(if: $appraisals) {\n    unavailable {\n      area\n      message\n    }\n    lookToBookShare {\n      ...ReportFigureFields\n    }\n  }\n  pricingReport(range: $range) @include(if: $pricing) {\n    unavailable {\n      area\n      message\n    }\n    priceReductions {\n      ...ReportFigureFields\n    }\n  }\n  salesReport(range: $range) @include(if: $sales) {\n    retailGrossPerUnitCents {\n      ...ReportFigureFields\n    }\n  }\n  marketReport(range: $range) @include(if: $market) {\n    unavailable {\n      area\n      message\n    }\n    marketDaysSupply {\n      ...ReportFigureFields\n    }\n  }\n}": typeof types.GetReportHeadlinesDocument,
    "query GetSalesReport($range: ReportRangeInput!) {\n  salesReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    retailUnits {\n      ...ReportFigureFields\n    }\n    wholesaleUnits {\n      ...ReportFigureFields\n    }\n    revenueCents {\n      ...ReportFigureFields\n    }\n    frontEndGrossCents {\n      ...ReportFigureFields\n    }\n    retailGrossPerUnitCents {\n      ...ReportFigureFields\n    }\n    wholesaleGrossPerUnitCents {\n      ...ReportFigureFields\n    }\n    averageDaysToSale {\n      ...ReportFigureFields\n    }\n    unpricedSales\n    bySource {\n      source\n      retailUnits\n      wholesaleUnits\n      revenueCents\n      frontEndGrossCents\n      grossPerUnitCents\n    }\n    byAge {\n      bucket\n      retailUnits\n      wholesaleUnits\n      frontEndGrossCents\n      grossPerUnitCents\n    }\n    trend {\n      date\n      retailUnits\n      wholesaleUnits\n      frontEndGrossCents\n    }\n  }\n}": typeof types.GetSalesReportDocument,
    "query GetSalesReportPage($range: ReportRangeInput!, $first: Int!, $after: String) {\n  salesReport(range: $range) {\n    sales(first: $first, after: $after) {\n      nodes {\n        ...ReportSaleFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n}": typeof types.GetSalesReportPageDocument,
    "query GetTurnReport($range: ReportRangeInput!) {\n  turnReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    retailUnits {\n      ...ReportFigureFields\n    }\n    wholesaleUnits {\n      ...ReportFigureFields\n    }\n    unitsInStock {\n      ...ReportFigureFields\n    }\n    salesPerDay30 {\n      ...ReportFigureFields\n    }\n    salesPerDay45 {\n      ...ReportFigureFields\n    }\n    salesPerDay90 {\n      ...ReportFigureFields\n    }\n    daysSupply {\n      ...ReportFigureFields\n    }\n    annualTurn {\n      ...ReportFigureFields\n    }\n    soldUnder30DaysShare {\n      ...ReportFigureFields\n    }\n    trend {\n      date\n      retailUnits\n      unitsInStock\n    }\n    byModel {\n      make\n      model\n      retailUnits\n      unitsInStock\n      daysSupply\n    }\n  }\n}": typeof types.GetTurnReportDocument,
    "fragment ReportFigureFields on ReportFigure {\n  current\n  previous\n  change\n}": typeof types.ReportFigureFieldsFragmentDoc,
    "fragment ReportRangeFields on ReportRange {\n  from\n  to\n  days\n}": typeof types.ReportRangeFieldsFragmentDoc,
    "fragment ReportSaleFields on VehicleSaleRow {\n  vehicle {\n    ...ReportVehicleFields\n    acquisitionSource\n  }\n  sale {\n    soldOn\n    buyerType\n    salePriceCents\n    reconCostCents\n    frontEndGrossCents\n  }\n  daysToSale\n}": typeof types.ReportSaleFieldsFragmentDoc,
    "fragment ReportVehicleFields on Vehicle {\n  id\n  stockNumber\n  year\n  make\n  model\n}": typeof types.ReportVehicleFieldsFragmentDoc,
    "mutation CreateSalesPacketLink($input: CreateSalesPacketLinkInput!) {\n  createSalesPacketLink(input: $input) {\n    url\n    emailedTo\n    textMessage\n    link {\n      ...SalesPacketLinkFields\n    }\n  }\n}": typeof types.CreateSalesPacketLinkDocument,
    "query GetSalesPacket($vehicleId: ID!) {\n  salesPacket(vehicleId: $vehicleId) {\n    vehicleId\n    vin\n    stockNumber\n    year\n    make\n    model\n    trim\n    bodyStyle\n    exteriorColor\n    interiorColor\n    mileage\n    listPriceCents\n    vinCountry\n    vinManufacturer\n    vinModelYear\n    certifiedAt\n    inspections {\n      templateKey\n      completedAt\n    }\n    repairs {\n      operation\n      completedAt\n    }\n    dealershipName\n    dealerAddress\n    dealerPhone\n    dealerHours\n    photos {\n      id\n      width\n      height\n    }\n    emailAvailable\n    links {\n      ...SalesPacketLinkFields\n    }\n  }\n}": typeof types.GetSalesPacketDocument,
    "mutation RevokeSalesPacketLink($id: ID!) {\n  revokeSalesPacketLink(id: $id) {\n    ...SalesPacketLinkFields\n  }\n}": typeof types.RevokeSalesPacketLinkDocument,
    "fragment SalesPacketLinkFields on SalesPacketLink {\n  id\n  label\n  createdAt\n  expiresAt\n  revokedAt\n  state\n  viewCount\n  views {\n    viewedAt\n    browser\n    os\n    deviceType\n  }\n}": typeof types.SalesPacketLinkFieldsFragmentDoc,
    "mutation RevokeUserSessions($userId: ID!) {\n  revokeUserSessions(userId: $userId) {\n    id\n  }\n}": typeof types.RevokeUserSessionsDocument,
    "mutation SignOutEverywhere {\n  signOutEverywhere {\n    id\n  }\n}": typeof types.SignOutEverywhereDocument,
    "mutation CreateSourcingTarget($input: SourcingTargetInput!) {\n  createSourcingTarget(input: $input) {\n    ...SourcingTargetFields\n  }\n}": typeof types.CreateSourcingTargetDocument,
    "mutation DeleteRunList($id: ID!) {\n  deleteRunList(id: $id)\n}": typeof types.DeleteRunListDocument,
    "mutation DeleteSourcingTarget($id: ID!) {\n  deleteSourcingTarget(id: $id)\n}": typeof types.DeleteSourcingTargetDocument,
    "query GetRunList($id: ID!, $matchedOnly: Boolean) {\n  runList(id: $id) {\n    id\n    name\n    importedAt\n    vehicleCount\n    matchCount\n    vehicles(matchedOnly: $matchedOnly) {\n      id\n      lane\n      runNumber\n      vin\n      year\n      make\n      model\n      trim\n      mileage\n      conditionGrade\n      auction\n      saleDate\n      locationZip\n      match {\n        score\n        target {\n          id\n          yearFrom\n          yearTo\n          make\n          model\n          trim\n          maxPriceCents\n        }\n        bid {\n          expectedRetailCents\n          reconCents\n          targetGrossCents\n          transportMiles\n          transportCents\n          feesCents\n          formulaCents\n          maxBidCents\n          limitedByMaxPrice\n        }\n      }\n    }\n  }\n}": typeof types.GetRunListDocument,
    "query GetSourcing {\n  sourcingTargets {\n    ...SourcingTargetFields\n  }\n  sourcingProposals {\n    yearFrom\n    yearTo\n    make\n    model\n    maxMileage\n    maxPriceCents\n    quantity\n    soldUnits\n    averageDaysToSale\n    averageGrossCents\n    marketDaysSupply\n    reasons\n  }\n  runLists {\n    id\n    name\n    importedAt\n    vehicleCount\n    matchCount\n  }\n}": typeof types.GetSourcingDocument,
    "mutation ImportRunList($input: ImportRunListInput!) {\n  importRunList(input: $input) {\n    runList {\n      id\n    }\n    vehicleCount\n    rejected {\n      line\n      reason\n    }\n  }\n}": typeof types.ImportRunListDocument,
    "fragment SourcingTargetFields on SourcingTarget {\n  id\n  yearFrom\n  yearTo\n  make\n  model\n  trim\n  maxMileage\n  maxPriceCents\n  quantity\n  reconEstimateCents\n  reason\n  createdAt\n}": typeof types.SourcingTargetFieldsFragmentDoc,
    "mutation UpdateSourcingTarget($id: ID!, $input: SourcingTargetInput!) {\n  updateSourcingTarget(id: $id, input: $input) {\n    ...SourcingTargetFields\n  }\n}": typeof types.UpdateSourcingTargetDocument,
    "mutation AcceptInvitation($input: AcceptInvitationInput!) {\n  acceptInvitation(input: $input) {\n    id\n    email\n  }\n}": typeof types.AcceptInvitationDocument,
    "mutation AddGroupMember($groupId: ID!, $userId: ID!) {\n  addGroupMember(groupId: $groupId, userId: $userId) {\n    ...GroupFields\n  }\n}": typeof types.AddGroupMemberDocument,
    "mutation CreateGroup($name: String!) {\n  createGroup(name: $name) {\n    ...GroupFields\n  }\n}": typeof types.CreateGroupDocument,
    "mutation DeactivateUser($userId: ID!) {\n  deactivateUser(userId: $userId) {\n    ...TeamMemberFields\n  }\n}": typeof types.DeactivateUserDocument,
    "mutation DeleteGroup($id: ID!) {\n  deleteGroup(id: $id)\n}": typeof types.DeleteGroupDocument,
    "query GetGroups {\n  groups {\n    ...GroupFields\n  }\n}": typeof types.GetGroupsDocument,
    "query GetInvitationPreview($token: String!) {\n  invitationPreview(token: $token) {\n    id\n    email\n    organizationName\n    role\n    type\n    expiresAt\n    invitedByName\n  }\n}": typeof types.GetInvitationPreviewDocument,
    "query GetInvitations {\n  invitations {\n    ...InvitationFields\n  }\n}": typeof types.GetInvitationsDocument,
    "query GetTeamMemberOptions {\n  teamMembers(filter: {active: true}, orderBy: NAME, first: 100) {\n    totalCount\n    edges {\n      node {\n        id\n        firstName\n        lastName\n        email\n        type\n      }\n    }\n  }\n}": typeof types.GetTeamMemberOptionsDocument,
    "query GetTeamMembers($filter: TeamMemberFilter, $orderBy: TeamMemberOrder, $first: Int, $after: String) {\n  teamMembers(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...TeamMemberFields\n      }\n    }\n  }\n}": typeof types.GetTeamMembersDocument,
    "fragment GroupFields on Group {\n  id\n  name\n  members {\n    id\n    firstName\n    lastName\n    email\n  }\n}": typeof types.GroupFieldsFragmentDoc,
    "fragment InvitationFields on Invitation {\n  id\n  email\n  role\n  type\n  sections\n  invitedBy {\n    id\n    displayName\n  }\n  createdAt\n  expiresAt\n  acceptedAt\n  revokedAt\n}": typeof types.InvitationFieldsFragmentDoc,
    "mutation InviteUser($input: InviteUserInput!) {\n  inviteUser(input: $input) {\n    invitation {\n      ...InvitationFields\n    }\n    signUpUrl\n    emailed\n  }\n}": typeof types.InviteUserDocument,
    "mutation ReactivateUser($userId: ID!) {\n  reactivateUser(userId: $userId) {\n    ...TeamMemberFields\n  }\n}": typeof types.ReactivateUserDocument,
    "mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {\n  removeGroupMember(groupId: $groupId, userId: $userId) {\n    ...GroupFields\n  }\n}": typeof types.RemoveGroupMemberDocument,
    "mutation RenameGroup($id: ID!, $name: String!) {\n  renameGroup(id: $id, name: $name) {\n    ...GroupFields\n  }\n}": typeof types.RenameGroupDocument,
    "mutation RevokeInvitation($id: ID!) {\n  revokeInvitation(id: $id) {\n    ...InvitationFields\n  }\n}": typeof types.RevokeInvitationDocument,
    "mutation SetUserPermissions($userId: ID!, $sections: [String!]!) {\n  setUserPermissions(userId: $userId, sections: $sections) {\n    ...TeamMemberFields\n  }\n}": typeof types.SetUserPermissionsDocument,
    "fragment TeamMemberFields on User {\n  id\n  email\n  firstName\n  lastName\n  type\n  role\n  active\n  createdAt\n  groups {\n    id\n    name\n  }\n  permissions {\n    name\n  }\n}": typeof types.TeamMemberFieldsFragmentDoc,
    "mutation UpdateUserRole($userId: ID!, $role: Role!) {\n  updateUserRole(userId: $userId, role: $role) {\n    ...TeamMemberFields\n  }\n}": typeof types.UpdateUserRoleDocument,
    "mutation UpdateUserType($userId: ID!, $type: UserType!) {\n  updateUserType(userId: $userId, type: $type) {\n    ...TeamMemberFields\n  }\n}": typeof types.UpdateUserTypeDocument,
    "mutation CreateTerritory($input: TerritoryInput!) {\n  createTerritory(input: $input) {\n    ...TerritoryFields\n  }\n}": typeof types.CreateTerritoryDocument,
    "mutation DeleteTerritory($id: ID!) {\n  deleteTerritory(id: $id)\n}": typeof types.DeleteTerritoryDocument,
    "query GetTerritories {\n  territories {\n    ...TerritoryFields\n  }\n}": typeof types.GetTerritoriesDocument,
    "fragment TerritoryFields on Territory {\n  id\n  name\n  postalCodes\n  agent {\n    id\n    firstName\n    lastName\n    email\n  }\n}": typeof types.TerritoryFieldsFragmentDoc,
    "mutation UpdateTerritory($id: ID!, $input: TerritoryInput!) {\n  updateTerritory(id: $id, input: $input) {\n    ...TerritoryFields\n  }\n}": typeof types.UpdateTerritoryDocument,
    "mutation AssignTransportOrder($id: ID!, $input: TransportCarrierInput!) {\n  assignTransportOrder(id: $id, input: $input) {\n    ...TransportOrderFields\n  }\n}": typeof types.AssignTransportOrderDocument,
    "fragment BillOfLadingInspectionFields on BillOfLadingInspection {\n  stage\n  notes\n  damages {\n    panel\n    kind\n  }\n  signerName\n  signedAt\n}": typeof types.BillOfLadingInspectionFieldsFragmentDoc,
    "mutation ChangeTransportOrderState($id: ID!, $state: TransportState!) {\n  changeTransportOrderState(id: $id, state: $state) {\n    ...TransportOrderFields\n  }\n}": typeof types.ChangeTransportOrderStateDocument,
    "mutation CreateTransportOrder($input: TransportOrderInput!) {\n  createTransportOrder(input: $input) {\n    ...TransportOrderFields\n  }\n}": typeof types.CreateTransportOrderDocument,
    "query GetTransportOrder($id: ID!) {\n  transportOrder(id: $id) {\n    ...TransportOrderFields\n    ...TransportOrderInspections\n  }\n}": typeof types.GetTransportOrderDocument,
    "query GetTransportOrders($state: TransportState, $vehicleId: ID, $first: Int, $after: String) {\n  transportOrders(\n    state: $state\n    vehicleId: $vehicleId\n    first: $first\n    after: $after\n  ) {\n    edges {\n      cursor\n      node {\n        ...TransportOrderFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.GetTransportOrdersDocument,
    "mutation MarkTransportTitleReceived($id: ID!, $receivedOn: String!) {\n  markTransportTitleReceived(id: $id, receivedOn: $receivedOn) {\n    ...TransportOrderFields\n  }\n}": typeof types.MarkTransportTitleReceivedDocument,
    "mutation SignBillOfLading($id: ID!, $input: BillOfLadingInput!) {\n  signBillOfLading(id: $id, input: $input) {\n    ...TransportOrderFields\n    ...TransportOrderInspections\n  }\n}": typeof types.SignBillOfLadingDocument,
    "fragment TransportOrderFields on TransportOrder {\n  id\n  vin\n  vehicleDescription\n  vehicle {\n    id\n    stockNumber\n  }\n  pickupAddress\n  pickupZip\n  deliveryAddress\n  deliveryZip\n  pickupWindowStart\n  pickupWindowEnd\n  carrier {\n    name\n    mcDotNumber\n    contact\n  }\n  priceCents\n  distanceMiles\n  distanceEstimated\n  pricePerMileCents\n  guidePriceCents\n  state\n  stateChangedAt\n  auctionName\n  purchasedOn\n  titleAbsent\n  titleReceivedOn\n  orderedOn\n  pickupDueOn\n  pickupOverdue\n  titleDueOn\n  titleOverdue\n  createdAt\n}": typeof types.TransportOrderFieldsFragmentDoc,
    "fragment TransportOrderInspections on TransportOrder {\n  pickupInspection {\n    ...BillOfLadingInspectionFields\n  }\n  deliveryInspection {\n    ...BillOfLadingInspectionFields\n  }\n}": typeof types.TransportOrderInspectionsFragmentDoc,
    "query GetMe {\n  me {\n    id\n    email\n    firstName\n    lastName\n    type\n    role\n    featureFlags\n    productFeatureFlags\n    groups {\n      id\n      name\n    }\n    permissions {\n      name\n    }\n    organization {\n      ...OrganizationFields\n    }\n  }\n}": typeof types.GetMeDocument,
    "mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}": typeof types.CreateWebhookEndpointDocument,
    "mutation DeleteWebhookEndpoint($id: ID!) {\n  deleteWebhookEndpoint(id: $id)\n}": typeof types.DeleteWebhookEndpointDocument,
    "query GetWebhookEndpoints($deliveries: Int) {\n  webhookEndpoints {\n    ...WebhookEndpointFields\n    deliveries(first: $deliveries) {\n      ...WebhookDeliveryFields\n    }\n  }\n}": typeof types.GetWebhookEndpointsDocument,
    "mutation PauseWebhookEndpoint($id: ID!) {\n  pauseWebhookEndpoint(id: $id) {\n    ...WebhookEndpointFields\n  }\n}": typeof types.PauseWebhookEndpointDocument,
    "mutation ResendWebhookDelivery($id: ID!) {\n  resendWebhookDelivery(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}": typeof types.ResendWebhookDeliveryDocument,
    "mutation ResumeWebhookEndpoint($id: ID!) {\n  resumeWebhookEndpoint(id: $id) {\n    ...WebhookEndpointFields\n  }\n}": typeof types.ResumeWebhookEndpointDocument,
    "mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}": typeof types.UpdateWebhookEndpointDocument,
    "fragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  eventId\n  eventType\n  status\n  attempts\n  responseStatus\n  responseBody\n  durationMs\n  createdAt\n  lastAttemptAt\n  nextAttemptAt\n}": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  eventTypes\n  state\n  pausedReason\n  failingSince\n  createdAt\n}": typeof types.WebhookEndpointFieldsFragmentDoc,
};
const documents: Documents = {
    "mutation AdminChangePlan($organizationId: ID!, $plan: Plan!) {\n  adminChangePlan(organizationId: $organizationId, plan: $plan) {\n    ...AdminOrganizationFields\n  }\n}": types.AdminChangePlanDocument,
    "mutation AdminCreateDealerGroup($name: String!) {\n  adminCreateDealerGroup(name: $name) {\n    id\n    name\n  }\n}": types.AdminCreateDealerGroupDocument,
    "mutation AdminCreateOrganization($name: String!, $plan: Plan) {\n  adminCreateOrganization(name: $name, plan: $plan) {\n    ...AdminOrganizationFields\n  }\n}": types.AdminCreateOrganizationDocument,
    "mutation AdminInviteUser($organizationId: ID!, $input: InviteUserInput!) {\n  adminInviteUser(organizationId: $organizationId, input: $input) {\n    invitation {\n      id\n      email\n      role\n      type\n      createdAt\n      expiresAt\n    }\n    signUpUrl\n    emailed\n  }\n}": types.AdminInviteUserDocument,
    "fragment AdminOrganizationFields on Organization {\n  id\n  name\n  plan\n  featureFlags\n  dealerGroup {\n    id\n    name\n  }\n}": types.AdminOrganizationFieldsFragmentDoc,
    "mutation AdminRenameOrganization($id: ID!, $name: String!) {\n  adminRenameOrganization(id: $id, name: $name) {\n    ...AdminOrganizationFields\n  }\n}": types.AdminRenameOrganizationDocument,
    "mutation AdminSetOrganizationDealerGroup($organizationId: ID!, $dealerGroupId: ID) {\n  adminSetOrganizationDealerGroup(\n    organizationId: $organizationId\n    dealerGroupId: $dealerGroupId\n  ) {\n    ...AdminOrganizationFields\n  }\n}": types.AdminSetOrganizationDealerGroupDocument,
    "mutation AdminSetOrganizationFeatureFlags($organizationId: ID!, $featureFlags: [String!]!) {\n  adminSetOrganizationFeatureFlags(\n    organizationId: $organizationId\n    featureFlags: $featureFlags\n  ) {\n    ...AdminOrganizationFields\n  }\n}": types.AdminSetOrganizationFeatureFlagsDocument,
    "mutation AdminSetUserFeatureFlags($userId: ID!, $featureFlags: [String!]!) {\n  adminSetUserFeatureFlags(userId: $userId, featureFlags: $featureFlags) {\n    ...AdminUserFields\n  }\n}": types.AdminSetUserFeatureFlagsDocument,
    "mutation AdminSetUserProductFeatureFlags($userId: ID!, $productFeatureFlags: [String!]!) {\n  adminSetUserProductFeatureFlags(\n    userId: $userId\n    productFeatureFlags: $productFeatureFlags\n  ) {\n    ...AdminUserFields\n  }\n}": types.AdminSetUserProductFeatureFlagsDocument,
    "fragment AdminUserFields on User {\n  id\n  email\n  firstName\n  lastName\n  type\n  role\n  active\n  createdAt\n  featureFlags\n  productFeatureFlags\n}": types.AdminUserFieldsFragmentDoc,
    "query GetAdminDealerGroups {\n  adminDealerGroups {\n    id\n    name\n  }\n}": types.GetAdminDealerGroupsDocument,
    "query GetAdminOrganizations($search: String) {\n  adminOrganizations(search: $search) {\n    ...AdminOrganizationFields\n  }\n}": types.GetAdminOrganizationsDocument,
    "query GetAdminUsers($organizationId: ID!) {\n  adminUsers(organizationId: $organizationId) {\n    ...AdminUserFields\n  }\n}": types.GetAdminUsersDocument,
    "mutation AddAgentTask($input: AgentTaskInput!) {\n  addAgentTask(input: $input) {\n    ...AgentTaskFields\n    dealer {\n      id\n      openTasks\n    }\n  }\n}": types.AddAgentTaskDocument,
    "fragment AgentTaskFields on AgentTask {\n  id\n  title\n  dueOn\n  state\n  createdAt\n  completedAt\n}": types.AgentTaskFieldsFragmentDoc,
    "mutation CheckIn($input: CheckInInput!) {\n  checkIn(input: $input) {\n    ...DealerVisitFields\n    dealer {\n      ...DealerFields\n    }\n  }\n}": types.CheckInDocument,
    "mutation CompleteAgentTask($id: ID!) {\n  completeAgentTask(id: $id) {\n    ...AgentTaskFields\n    dealer {\n      id\n      openTasks\n    }\n  }\n}": types.CompleteAgentTaskDocument,
    "mutation CreateDealer($input: DealerInput!) {\n  createDealer(input: $input) {\n    ...DealerFields\n  }\n}": types.CreateDealerDocument,
    "fragment DealerFields on Dealer {\n  id\n  name\n  street\n  city\n  state\n  zip\n  location {\n    latitude\n    longitude\n  }\n  locationSource\n  approximateLocation\n  phone\n  contacts {\n    name\n    role\n    phone\n    email\n  }\n  priority\n  notes\n  ownerAgent {\n    id\n    displayName\n  }\n  territory {\n    id\n    name\n  }\n  lastVisitOn\n  nextDueOn\n  daysOverdue\n  openTasks\n}": types.DealerFieldsFragmentDoc,
    "fragment DealerVisitFields on DealerVisit {\n  id\n  checkedInAt\n  outcome\n  notes\n  nextStep\n  agent {\n    id\n    displayName\n  }\n}": types.DealerVisitFieldsFragmentDoc,
    "mutation DeleteDealer($id: ID!) {\n  deleteDealer(id: $id)\n}": types.DeleteDealerDocument,
    "query GetDealer($id: ID!, $visits: Int) {\n  dealer(id: $id) {\n    ...DealerFields\n    visits(first: $visits) {\n      ...DealerVisitFields\n    }\n    tasks {\n      ...AgentTaskFields\n    }\n  }\n}": types.GetDealerDocument,
    "query GetDealerInsights {\n  dealerInsights {\n    organizationName\n    marketAvailable\n    inStock\n    priceToMarket\n    daysSupply\n    agedUnits\n    fastSellers {\n      segment\n      marketDaysSupply\n      soldLast45Days\n      averagePrice\n      ownUnits\n    }\n    vehicles {\n      vehicle {\n        id\n        stockNumber\n        year\n        make\n        model\n        trim\n        listPriceCents\n      }\n      daysInStock\n      priceToMarket\n      marketDaysSupply\n    }\n  }\n}": types.GetDealerInsightsDocument,
    "query GetDealers($territoryId: ID, $search: String, $priority: DealerPriority, $dueBy: String) {\n  dealers(\n    territoryId: $territoryId\n    search: $search\n    priority: $priority\n    dueBy: $dueBy\n  ) {\n    ...DealerFields\n  }\n}": types.GetDealersDocument,
    "query GetTerritorySettings {\n  territories {\n    ...TerritorySettingsFields\n  }\n}": types.GetTerritorySettingsDocument,
    "query GetZipLocation($zip: String!) {\n  zipLocation(zip: $zip) {\n    latitude\n    longitude\n  }\n}": types.GetZipLocationDocument,
    "mutation ImportDealers($csv: String!, $preview: Boolean) {\n  importDealers(csv: $csv, preview: $preview) {\n    created\n    updated\n    preview\n    rejected {\n      line\n      reason\n    }\n  }\n}": types.ImportDealersDocument,
    "query MapMyRouteSetup($day: String!) {\n  territories {\n    id\n    name\n    center {\n      latitude\n      longitude\n    }\n  }\n  due: dealers(dueBy: $day) {\n    ...RouteDealerFields\n  }\n  dealers {\n    ...RouteDealerFields\n  }\n}": types.MapMyRouteSetupDocument,
    "query PlanMyRoute($input: RoutePlanInput!) {\n  planRoute(input: $input) {\n    day\n    method\n    legs {\n      dealer {\n        ...RouteDealerFields\n      }\n      arriveMinute\n      departMinute\n      travelMinutes\n      miles\n      distance\n    }\n    leftOut {\n      dealer {\n        ...RouteDealerFields\n      }\n      reason\n    }\n    driveMinutes\n    miles\n    finishMinute\n    gpx\n    ics\n    csv\n    mapsLinks\n  }\n}": types.PlanMyRouteDocument,
    "fragment RouteDealerFields on Dealer {\n  id\n  name\n  street\n  city\n  state\n  zip\n  priority\n  nextDueOn\n  daysOverdue\n  location {\n    latitude\n    longitude\n  }\n  approximateLocation\n}": types.RouteDealerFieldsFragmentDoc,
    "mutation SetDealerLocation($id: ID!, $location: GeoPointInput!) {\n  setDealerLocation(id: $id, location: $location) {\n    ...TerritoryDealerFields\n  }\n}": types.SetDealerLocationDocument,
    "fragment SettingsDealerFields on Dealer {\n  id\n  name\n  street\n  city\n  state\n  zip\n  approximateLocation\n  phone\n  priority\n  notes\n  lastVisitOn\n  territory {\n    id\n  }\n}": types.SettingsDealerFieldsFragmentDoc,
    "query TerritoryDealer($id: ID!) {\n  dealer(id: $id) {\n    ...TerritoryDealerFields\n    phone\n    notes\n    contacts {\n      name\n      role\n      phone\n      email\n    }\n    visits(first: 20) {\n      id\n      checkedInAt\n      outcome\n      notes\n      nextStep\n      agent {\n        id\n        firstName\n        lastName\n      }\n    }\n    tasks {\n      id\n      title\n      dueOn\n      state\n      completedAt\n    }\n  }\n}": types.TerritoryDealerDocument,
    "fragment TerritoryDealerFields on Dealer {\n  id\n  name\n  street\n  city\n  state\n  zip\n  location {\n    latitude\n    longitude\n  }\n  locationSource\n  approximateLocation\n  priority\n  lastVisitOn\n  nextDueOn\n  daysOverdue\n  openTasks\n  market {\n    listings\n    averageDaysOnLot\n    soldLast30Days\n    agedShare\n    priceToMarket\n    pricedListings\n    segments\n  }\n}": types.TerritoryDealerFieldsFragmentDoc,
    "query TerritoryInsights($territoryId: ID) {\n  territoryInsights(territoryId: $territoryId) {\n    territory {\n      id\n      name\n      center {\n        latitude\n        longitude\n      }\n    }\n    dueToday\n    overdue\n    marketAvailable\n    dealers {\n      ...TerritoryDealerFields\n    }\n  }\n}": types.TerritoryInsightsDocument,
    "fragment TerritorySettingsFields on Territory {\n  ...TerritoryFields\n  center {\n    latitude\n    longitude\n  }\n  radiusMiles\n  cadenceWeeks {\n    p1\n    p2\n    p3\n  }\n  dealerCount\n  dealers {\n    ...SettingsDealerFields\n  }\n}": types.TerritorySettingsFieldsFragmentDoc,
    "mutation UpdateDealer($id: ID!, $input: DealerInput!) {\n  updateDealer(id: $id, input: $input) {\n    ...DealerFields\n  }\n}": types.UpdateDealerDocument,
    "query GetAnalyticsDailyCounts($filter: AnalyticsEventFilter!) {\n  analyticsDailyCounts(filter: $filter) {\n    day\n    event\n    count\n  }\n}": types.GetAnalyticsDailyCountsDocument,
    "query GetAnalyticsEvents($filter: AnalyticsEventFilter, $first: Int, $after: String) {\n  analyticsEvents(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        organizationId\n        userId\n        anonymousId\n        sessionId\n        component\n        event\n        url\n        payload\n        custom\n        createdAt\n        receivedAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.GetAnalyticsEventsDocument,
    "fragment ApiTokenFields on ApiToken {\n  id\n  name\n  prefix\n  scopes\n  createdBy {\n    id\n    displayName\n  }\n  createdAt\n  expiresAt\n  lastUsedAt\n  revokedAt\n}": types.ApiTokenFieldsFragmentDoc,
    "mutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    apiToken {\n      ...ApiTokenFields\n    }\n    secret\n  }\n}": types.CreateApiTokenDocument,
    "query GetApiTokens {\n  apiTokens {\n    ...ApiTokenFields\n  }\n}": types.GetApiTokensDocument,
    "mutation RevokeApiToken($id: ID!) {\n  revokeApiToken(id: $id) {\n    ...ApiTokenFields\n  }\n}": types.RevokeApiTokenDocument,
    "fragment AppraisalDetailFields on Appraisal {\n  id\n  state\n  kind\n  vin\n  vinCheckDigitAccepted\n  year\n  make\n  model\n  trim\n  mileage\n  condition\n  exteriorColor\n  options\n  zip\n  customer {\n    name\n    phone\n    email\n  }\n  appraiser {\n    id\n    name\n  }\n  notes\n  reconTemplateKey\n  reconLines {\n    description\n    amountCents\n  }\n  offer {\n    expectedRetailCents\n    expectedRetailSource\n    reconCents\n    targetGrossCents\n    marketDaysSupply\n    targetDaysToSale\n    expectedDaysToSale\n    holdingCostCents\n    packCents\n    transportCents\n    feesCents\n    proposedCents\n    overrideCents\n    overrideReason\n    offerCents\n    auctionIndex {\n      valueCents\n      differenceCents\n      share\n    }\n    wholesaleBook {\n      valueCents\n      differenceCents\n      share\n    }\n    warning {\n      direction\n      share\n      term\n    }\n  }\n  valuations {\n    ...ValuationsFields\n  }\n  lostReason\n  lostNote\n  purchasePriceCents\n  vehicle {\n    id\n    stockNumber\n    status\n  }\n  ageDays\n  createdAt\n  updatedAt\n  offeredAt\n  closedAt\n}": types.AppraisalDetailFieldsFragmentDoc,
    "fragment AppraisalFiguresFields on AppraisalFigures {\n  appraiser {\n    id\n    name\n  }\n  made\n  won\n  lost\n  lookToBook\n  costToMarket\n  offerToAuctionIndex\n}": types.AppraisalFiguresFieldsFragmentDoc,
    "fragment AppraisalListFields on Appraisal {\n  id\n  state\n  kind\n  vin\n  year\n  make\n  model\n  trim\n  mileage\n  condition\n  customer {\n    name\n  }\n  appraiser {\n    id\n    name\n  }\n  offer {\n    expectedRetailCents\n    expectedRetailSource\n    offerCents\n  }\n  purchasePriceCents\n  ageDays\n  createdAt\n  offeredAt\n  closedAt\n}": types.AppraisalListFieldsFragmentDoc,
    "mutation CreateAppraisal($input: CreateAppraisalInput!) {\n  createAppraisal(input: $input) {\n    ...AppraisalDetailFields\n  }\n}": types.CreateAppraisalDocument,
    "query GetAppraisal($id: ID!) {\n  appraisal(id: $id) {\n    ...AppraisalDetailFields\n  }\n}": types.GetAppraisalDocument,
    "query GetAppraisals($filter: AppraisalFilter, $first: Int, $after: String, $from: LocalDate, $to: LocalDate) {\n  appraisals(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AppraisalListFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n  appraisalFigures(from: $from, to: $to) {\n    from\n    to\n    store {\n      ...AppraisalFiguresFields\n    }\n    byAppraiser {\n      ...AppraisalFiguresFields\n    }\n  }\n}": types.GetAppraisalsDocument,
    "mutation LoseAppraisal($input: LoseAppraisalInput!) {\n  loseAppraisal(input: $input) {\n    ...AppraisalDetailFields\n  }\n}": types.LoseAppraisalDocument,
    "mutation OfferAppraisal($id: ID!) {\n  offerAppraisal(id: $id) {\n    ...AppraisalDetailFields\n  }\n}": types.OfferAppraisalDocument,
    "mutation OverrideAppraisalOffer($input: OverrideAppraisalOfferInput!) {\n  overrideAppraisalOffer(input: $input) {\n    ...AppraisalDetailFields\n  }\n}": types.OverrideAppraisalOfferDocument,
    "mutation SetAppraisalReconEstimate($input: SetAppraisalReconEstimateInput!) {\n  setAppraisalReconEstimate(input: $input) {\n    ...AppraisalDetailFields\n  }\n}": types.SetAppraisalReconEstimateDocument,
    "mutation UpdateAppraisal($input: UpdateAppraisalInput!) {\n  updateAppraisal(input: $input) {\n    ...AppraisalDetailFields\n  }\n}": types.UpdateAppraisalDocument,
    "mutation WinAppraisal($input: WinAppraisalInput!) {\n  winAppraisal(input: $input) {\n    ...AppraisalDetailFields\n  }\n}": types.WinAppraisalDocument,
    "query GetAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n  auditLog(filter: $filter, first: $first, after: $after) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        organizationId\n        actor {\n          id\n          displayName\n          ... on User {\n            email\n          }\n        }\n        actorTokenId\n        action\n        targetType\n        targetId\n        before\n        after\n        createdAt\n      }\n    }\n  }\n}": types.GetAuditLogDocument,
    "query GetBilling {\n  billing {\n    plan {\n      ...PlanDetailsFields\n    }\n    seatsInUse\n    pendingInvitations\n    enabledFeatures\n    availablePlans {\n      ...PlanDetailsFields\n    }\n  }\n}": types.GetBillingDocument,
    "fragment PlanDetailsFields on PlanDetails {\n  key\n  label\n  seats\n  monthlyPriceUsd\n}": types.PlanDetailsFieldsFragmentDoc,
    "query GetDashboardAppraisals($weekFrom: LocalDate!, $monthFrom: LocalDate!, $to: LocalDate!) {\n  week: appraisalFigures(from: $weekFrom, to: $to) {\n    store {\n      made\n      won\n    }\n  }\n  month: appraisalFigures(from: $monthFrom, to: $to) {\n    store {\n      made\n      lookToBook\n    }\n  }\n}": types.GetDashboardAppraisalsDocument,
    "query GetDashboardApprovals {\n  pendingRepairOrderApprovals {\n    waitingCostCents\n  }\n}": types.GetDashboardApprovalsDocument,
    "query GetDashboardAttention {\n  myAttentionCount\n}": types.GetDashboardAttentionDocument,
    "query GetDashboardGross($thisMonth: ReportRangeInput!, $lastMonth: ReportRangeInput!) {\n  thisMonth: salesReport(range: $thisMonth) {\n    retailUnits {\n      current\n    }\n    frontEndGrossCents {\n      current\n    }\n  }\n  lastMonth: salesReport(range: $lastMonth) {\n    retailUnits {\n      current\n    }\n    frontEndGrossCents {\n      current\n    }\n  }\n}": types.GetDashboardGrossDocument,
    "query GetDashboardRecon($from: DateTime!, $to: DateTime!) {\n  reconMetrics(from: $from, to: $to) {\n    frontLined\n    medianTimeToLineSeconds\n    vehiclesInRecon\n    stages {\n      stage {\n        id\n        name\n      }\n      vehicles\n      overdue\n      medianOverdueBySeconds\n    }\n  }\n}": types.GetDashboardReconDocument,
    "fragment DmsConnectionFields on DmsConnection {\n  id\n  provider\n  providerName\n  dealerId\n  storeId\n  credentialsSet\n  feedSecretSet\n  feedSecretCreatedAt\n  feedUrl\n  encryptionConfigured\n  updatedAt\n}": types.DmsConnectionFieldsFragmentDoc,
    "query GetDmsSettings {\n  dmsConnection {\n    ...DmsConnectionFields\n  }\n  dmsDeliveries {\n    id\n    deliveryId\n    receivedAt\n    format\n    rowCount\n    created\n    updated\n    unchanged\n    rejectedCount\n    rejected {\n      line\n      reason\n    }\n    durationMs\n  }\n}": types.GetDmsSettingsDocument,
    "mutation RotateDmsFeedSecret {\n  rotateDmsFeedSecret {\n    secret\n    connection {\n      ...DmsConnectionFields\n    }\n  }\n}": types.RotateDmsFeedSecretDocument,
    "mutation SaveDmsConnection($input: SaveDmsConnectionInput!) {\n  saveDmsConnection(input: $input) {\n    ...DmsConnectionFields\n  }\n}": types.SaveDmsConnectionDocument,
    "subscription FollowEvents($types: [String!], $after: String) {\n  events(types: $types, after: $after) {\n    id\n    type\n    occurredAt\n    subjectId\n    data\n    actor {\n      id\n      displayName\n    }\n  }\n}": types.FollowEventsDocument,
    "query GetEvents($after: String, $first: Int, $types: [String!]) {\n  events(after: $after, first: $first, types: $types) {\n    edges {\n      cursor\n      node {\n        id\n        type\n        occurredAt\n        organizationId\n        subjectType\n        subjectId\n        data\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.GetEventsDocument,
    "mutation ChangeFinancingReferralState($id: ID!, $state: FinancingReferralState!) {\n  changeFinancingReferralState(id: $id, state: $state) {\n    ...FinancingReferralFields\n  }\n}": types.ChangeFinancingReferralStateDocument,
    "mutation CreateFinancingReferral($input: CreateFinancingReferralInput!) {\n  createFinancingReferral(input: $input) {\n    ...FinancingReferralFields\n  }\n}": types.CreateFinancingReferralDocument,
    "query ExportFinancingReferrals($ids: [ID!]!) {\n  financingReferralsCsv(ids: $ids)\n}": types.ExportFinancingReferralsDocument,
    "fragment FinancingReferralFields on FinancingReferral {\n  id\n  state\n  customerName\n  customerEmail\n  customerPhone\n  partner\n  vehicleId\n  vin\n  stockNumber\n  vehicleTitle\n  referredBy\n  createdAt\n  stateChangedAt\n}": types.FinancingReferralFieldsFragmentDoc,
    "query ListFinancingReferrals($vehicleId: ID) {\n  financingReferrals(vehicleId: $vehicleId) {\n    ...FinancingReferralFields\n  }\n}": types.ListFinancingReferralsDocument,
    "mutation AcceptInventoryRequest($id: ID!, $transferPriceCents: Int) {\n  acceptInventoryRequest(id: $id, transferPriceCents: $transferPriceCents) {\n    ...InventoryRequestFields\n  }\n}": types.AcceptInventoryRequestDocument,
    "mutation CancelInventoryRequest($id: ID!) {\n  cancelInventoryRequest(id: $id) {\n    ...InventoryRequestFields\n  }\n}": types.CancelInventoryRequestDocument,
    "mutation DeclineInventoryRequest($id: ID!, $reason: String!) {\n  declineInventoryRequest(id: $id, reason: $reason) {\n    ...InventoryRequestFields\n  }\n}": types.DeclineInventoryRequestDocument,
    "query GetGroupInventory($search: String, $make: String, $model: String, $yearFrom: Int, $yearTo: Int, $first: Int, $after: String) {\n  groupInventory(\n    search: $search\n    make: $make\n    model: $model\n    yearFrom: $yearFrom\n    yearTo: $yearTo\n    first: $first\n    after: $after\n  ) {\n    dealerGroup {\n      id\n      name\n    }\n    note\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        rooftop\n        year\n        make\n        model\n        trim\n        mileage\n        listPriceCents\n        daysInStock\n        status\n      }\n    }\n  }\n}": types.GetGroupInventoryDocument,
    "query GetInventoryRequest($id: ID!) {\n  inventoryRequest(id: $id) {\n    ...InventoryRequestFields\n  }\n}": types.GetInventoryRequestDocument,
    "query GetInventoryRequests($direction: InventoryRequestDirection!, $state: InventoryRequestState, $first: Int, $after: String) {\n  inventoryRequests(\n    direction: $direction\n    state: $state\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...InventoryRequestFields\n      }\n    }\n  }\n}": types.GetInventoryRequestsDocument,
    "fragment InventoryRequestFields on InventoryRequest {\n  id\n  state\n  direction\n  requesterRooftop\n  sourceRooftop\n  requestedBy\n  vehicleId\n  vehicleTitle\n  mileage\n  listPriceCents\n  stockNumber\n  vin\n  note\n  declineReason\n  shippingNote\n  transferPriceCents\n  transferPriceWithheld\n  receivedVehicleId\n  createdAt\n  stateChangedAt\n}": types.InventoryRequestFieldsFragmentDoc,
    "mutation ReceiveInventoryRequest($id: ID!, $stockNumber: String) {\n  receiveInventoryRequest(id: $id, stockNumber: $stockNumber) {\n    ...InventoryRequestFields\n  }\n}": types.ReceiveInventoryRequestDocument,
    "mutation RequestInventory($input: RequestInventoryInput!) {\n  requestInventory(input: $input) {\n    ...InventoryRequestFields\n  }\n}": types.RequestInventoryDocument,
    "mutation ShipInventoryRequest($id: ID!, $note: String) {\n  shipInventoryRequest(id: $id, note: $note) {\n    ...InventoryRequestFields\n  }\n}": types.ShipInventoryRequestDocument,
    "mutation ChangeVehiclePrice($input: ChangeVehiclePriceInput!) {\n  changeVehiclePrice(input: $input) {\n    ...VehicleDetailFields\n  }\n}": types.ChangeVehiclePriceDocument,
    "mutation ChangeVehicleStatus($input: ChangeVehicleStatusInput!) {\n  changeVehicleStatus(input: $input) {\n    ...VehicleDetailFields\n  }\n}": types.ChangeVehicleStatusDocument,
    "mutation ChangeVehicleStatuses($input: ChangeVehicleStatusesInput!) {\n  changeVehicleStatuses(input: $input) {\n    changed\n    vehicles {\n      ...VehicleListFields\n    }\n  }\n}": types.ChangeVehicleStatusesDocument,
    "mutation CreateVehicle($input: CreateVehicleInput!) {\n  createVehicle(input: $input) {\n    ...VehicleDetailFields\n  }\n}": types.CreateVehicleDocument,
    "query DecodeVin($vin: String!) {\n  decodeVin(vin: $vin) {\n    vin\n    valid\n    problem\n    message\n    decoded {\n      wmi\n      modelYear\n      region\n      country\n      manufacturer\n      checkDigitValid\n    }\n  }\n}": types.DecodeVinDocument,
    "query GetInventorySummary {\n  inventorySummary {\n    inStock\n    averageAgeDays\n    aged\n    agedAfterDays\n  }\n}": types.GetInventorySummaryDocument,
    "query GetVehicle($id: ID!) {\n  vehicle(id: $id) {\n    ...VehicleDetailFields\n  }\n}": types.GetVehicleDocument,
    "query GetVehicleAgeBuckets($filter: VehicleFilter) {\n  vehicleAgeBuckets(filter: $filter) {\n    bucket\n    minDays\n    maxDays\n    count\n  }\n}": types.GetVehicleAgeBucketsDocument,
    "query GetVehicleMakes {\n  vehicleMakes {\n    make\n    count\n  }\n}": types.GetVehicleMakesDocument,
    "query GetVehicles($filter: VehicleFilter, $orderBy: VehicleOrder, $first: Int, $after: String) {\n  vehicles(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...VehicleListFields\n      }\n    }\n  }\n}": types.GetVehiclesDocument,
    "query GetVehiclesByVin($vins: [String!]!, $first: Int) {\n  vehicles(filter: {vins: $vins}, first: $first) {\n    edges {\n      node {\n        id\n        vin\n        stockNumber\n        year\n        make\n        model\n        status\n      }\n    }\n  }\n}": types.GetVehiclesByVinDocument,
    "query GetVehiclesForExport($filter: VehicleFilter, $orderBy: VehicleOrder, $first: Int, $after: String) {\n  vehicles(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...VehicleListFields\n        interiorColor\n        notes\n        disposedOn\n      }\n    }\n  }\n}": types.GetVehiclesForExportDocument,
    "mutation ImportVehicles($input: ImportVehiclesInput!) {\n  importVehicles(input: $input) {\n    created\n    updated\n    unchanged\n    rejected {\n      line\n      reason\n    }\n  }\n}": types.ImportVehiclesDocument,
    "mutation RecordVehicleSale($input: RecordVehicleSaleInput!) {\n  recordVehicleSale(input: $input) {\n    ...VehicleDetailFields\n  }\n}": types.RecordVehicleSaleDocument,
    "mutation UpdateVehicle($input: UpdateVehicleInput!) {\n  updateVehicle(input: $input) {\n    ...VehicleDetailFields\n  }\n}": types.UpdateVehicleDocument,
    "fragment VehicleDetailFields on Vehicle {\n  ...VehicleListFields\n  photos {\n    ...VehiclePhotoFields\n  }\n  interiorColor\n  notes\n  statusChangedAt\n  disposedOn\n  createdAt\n  updatedAt\n  certifiedAt\n  vinDecoding {\n    wmi\n    modelYear\n    region\n    country\n    manufacturer\n    checkDigitValid\n  }\n  priceHistory {\n    id\n    fromCents\n    toCents\n    reason\n    changedAt\n    changedBy {\n      id\n      name\n    }\n  }\n  statusHistory {\n    id\n    from\n    to\n    note\n    changedAt\n    changedBy {\n      id\n      name\n    }\n  }\n  sale {\n    soldOn\n    buyerType\n    salePriceCents\n    reconCostCents\n    frontEndGrossCents\n    recordedAt\n    recordedBy {\n      id\n      name\n    }\n  }\n}": types.VehicleDetailFieldsFragmentDoc,
    "fragment VehicleListFields on Vehicle {\n  id\n  vin\n  stockNumber\n  year\n  make\n  model\n  trim\n  bodyStyle\n  exteriorColor\n  mileage\n  acquisitionSource\n  acquiredDate\n  costCents\n  costWithheld\n  listPriceCents\n  potentialGrossCents\n  priceToMarket\n  status\n  daysInInventory\n  ageBucket\n  lotLocation\n  certifiedAt\n  recon {\n    ...VehicleReconPositionFields\n  }\n  mainPhoto {\n    ...VehiclePhotoFields\n  }\n}": types.VehicleListFieldsFragmentDoc,
    "mutation DeleteVehiclePhoto($id: ID!) {\n  deleteVehiclePhoto(id: $id) {\n    id\n    mainPhoto {\n      ...VehiclePhotoFields\n    }\n    photos {\n      ...VehiclePhotoFields\n    }\n  }\n}": types.DeleteVehiclePhotoDocument,
    "mutation ReorderVehiclePhotos($vehicleId: ID!, $photoIds: [ID!]!) {\n  reorderVehiclePhotos(vehicleId: $vehicleId, photoIds: $photoIds) {\n    id\n    mainPhoto {\n      ...VehiclePhotoFields\n    }\n    photos {\n      ...VehiclePhotoFields\n    }\n  }\n}": types.ReorderVehiclePhotosDocument,
    "mutation SetMainVehiclePhoto($id: ID!) {\n  setMainVehiclePhoto(id: $id) {\n    id\n    mainPhoto {\n      ...VehiclePhotoFields\n    }\n    photos {\n      ...VehiclePhotoFields\n    }\n  }\n}": types.SetMainVehiclePhotoDocument,
    "fragment VehiclePhotoFields on VehiclePhoto {\n  id\n  url\n  thumbnailUrl\n  width\n  height\n  position\n  isMain\n}": types.VehiclePhotoFieldsFragmentDoc,
    "mutation AddMarketRecords($input: AddMarketRecordsInput!) {\n  addMarketRecords(input: $input) {\n    stored\n  }\n}": types.AddMarketRecordsDocument,
    "query GetComparables($vehicleId: ID, $vehicle: ValuationVehicleInput, $condition: ConditionGrade, $zip: String, $radiusMiles: Float) {\n  comparables(\n    vehicleId: $vehicleId\n    vehicle: $vehicle\n    condition: $condition\n    zip: $zip\n    radiusMiles: $radiusMiles\n  ) {\n    subject {\n      year\n      make\n      model\n      mileage\n      zip\n    }\n    radiusMiles\n    asOf\n    comparables {\n      distanceMiles\n      adjustedPriceCents\n      record {\n        id\n        year\n        make\n        model\n        mileage\n        priceCents\n        zip\n        channel\n        source\n        soldOn\n        lastSeenOn\n        daysOnMarket\n      }\n    }\n  }\n}": types.GetComparablesDocument,
    "query GetMarketRecords($filter: MarketRecordFilter, $first: Int, $after: String) {\n  marketRecords(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        year\n        make\n        model\n        trim\n        mileage\n        priceCents\n        dealerName\n        zip\n        firstSeenOn\n        lastSeenOn\n        soldOn\n        channel\n        source\n        daysOnMarket\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.GetMarketRecordsDocument,
    "query GetValuations($vehicleId: ID, $vehicle: ValuationVehicleInput, $condition: ConditionGrade, $zip: String, $radiusMiles: Float) {\n  valuations(\n    vehicleId: $vehicleId\n    vehicle: $vehicle\n    condition: $condition\n    zip: $zip\n    radiusMiles: $radiusMiles\n  ) {\n    ...ValuationsFields\n  }\n}": types.GetValuationsDocument,
    "mutation ImportMarketRecords($input: ImportMarketRecordsInput!) {\n  importMarketRecords(input: $input) {\n    stored\n    accepted\n    preview\n    rejected {\n      line\n      reason\n    }\n  }\n}": types.ImportMarketRecordsDocument,
    "mutation ImportWholesaleBook($input: ImportWholesaleBookInput!) {\n  importWholesaleBook(input: $input) {\n    stored\n    accepted\n    preview\n    rejected {\n      line\n      reason\n    }\n  }\n}": types.ImportWholesaleBookDocument,
    "fragment ValuationsFields on Valuations {\n  subject {\n    year\n    make\n    model\n    trim\n    mileage\n    condition\n    zip\n  }\n  radiusMiles\n  asOf\n  defaultSource\n  valuations {\n    source\n    valueCents\n    lowCents\n    highCents\n    asOf\n    provenance {\n      method\n      recordsUsed\n      comparableIds\n      bookEntryId\n      provider\n      fallback\n      fallbackReason\n      lowConfidence\n    }\n  }\n  comparables {\n    distanceMiles\n    adjustedPriceCents\n    record {\n      id\n      year\n      make\n      model\n      trim\n      mileage\n      priceCents\n      dealerName\n      zip\n      channel\n      source\n      soldOn\n      lastSeenOn\n      daysOnMarket\n    }\n  }\n}": types.ValuationsFieldsFragmentDoc,
    "mutation ChangeMarketplaceLeadState($id: ID!, $state: MarketplaceLeadState!) {\n  changeMarketplaceLeadState(id: $id, state: $state) {\n    ...MarketplaceLeadFields\n  }\n}": types.ChangeMarketplaceLeadStateDocument,
    "mutation CreateMarketplaceFeed($name: String!) {\n  createMarketplaceFeed(name: $name) {\n    feed {\n      ...MarketplaceFeedFields\n    }\n    csvUrl\n    xmlUrl\n    leadSecret\n  }\n}": types.CreateMarketplaceFeedDocument,
    "query ListMarketplaceFeeds {\n  marketplaceFeeds {\n    ...MarketplaceFeedFields\n  }\n}": types.ListMarketplaceFeedsDocument,
    "query ListMarketplaceLeads($first: Int, $after: String, $state: MarketplaceLeadState, $vehicleId: ID) {\n  marketplaceLeads(\n    first: $first\n    after: $after\n    state: $state\n    vehicleId: $vehicleId\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...MarketplaceLeadFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.ListMarketplaceLeadsDocument,
    "fragment MarketplaceFeedFields on MarketplaceFeed {\n  id\n  name\n  state\n  createdBy\n  createdAt\n  revokedAt\n  lastPulledAt\n  pullCount\n  lastPullRows\n  leadCount\n  leadsUrl\n}": types.MarketplaceFeedFieldsFragmentDoc,
    "fragment MarketplaceLeadFields on MarketplaceLead {\n  id\n  state\n  feedId\n  marketplace\n  vehicleId\n  vin\n  stockNumber\n  vehicleTitle\n  customerName\n  customerEmail\n  customerPhone\n  message\n  listingUrl\n  receivedAt\n  stateChangedAt\n  deliveryId\n}": types.MarketplaceLeadFieldsFragmentDoc,
    "mutation RevokeMarketplaceFeed($id: ID!) {\n  revokeMarketplaceFeed(id: $id) {\n    ...MarketplaceFeedFields\n  }\n}": types.RevokeMarketplaceFeedDocument,
    "fragment AttentionItemFields on AttentionItem {\n  key\n  rule\n  ruleLabel\n  moneyAtRiskCents\n  reason\n  since\n  assignee {\n    id\n    name\n  }\n  section\n  path\n  vehicle {\n    id\n    stockNumber\n    year\n    make\n    model\n    trim\n  }\n  state\n  snoozedUntil\n  lastAction {\n    state\n    reason\n    by {\n      id\n      name\n    }\n    at\n  }\n}": types.AttentionItemFieldsFragmentDoc,
    "mutation DismissAttentionItem($input: DismissAttentionItemInput!) {\n  dismissAttentionItem(input: $input) {\n    ...AttentionItemFields\n  }\n}": types.DismissAttentionItemDocument,
    "mutation DismissAttentionItems($input: DismissAttentionItemsInput!) {\n  dismissAttentionItems(input: $input) {\n    ...AttentionItemFields\n  }\n}": types.DismissAttentionItemsDocument,
    "query GetAttentionQueue($filter: AttentionItemsFilter) {\n  attentionQueue(filter: $filter) {\n    items {\n      ...AttentionItemFields\n    }\n    countsByRule {\n      rule\n      label\n      open\n      moneyAtRiskCents\n    }\n    mineOpen\n    inactiveRules {\n      rule\n      label\n      message\n    }\n  }\n}": types.GetAttentionQueueDocument,
    "query GetMyAttentionCount {\n  myAttentionCount\n}": types.GetMyAttentionCountDocument,
    "mutation ReopenAttentionItem($key: ID!) {\n  reopenAttentionItem(key: $key) {\n    ...AttentionItemFields\n  }\n}": types.ReopenAttentionItemDocument,
    "mutation SnoozeAttentionItem($input: SnoozeAttentionItemInput!) {\n  snoozeAttentionItem(input: $input) {\n    ...AttentionItemFields\n  }\n}": types.SnoozeAttentionItemDocument,
    "mutation SnoozeAttentionItems($input: SnoozeAttentionItemsInput!) {\n  snoozeAttentionItems(input: $input) {\n    ...AttentionItemFields\n  }\n}": types.SnoozeAttentionItemsDocument,
    "subscription FollowNotifications {\n  notifications {\n    unreadCount\n  }\n}": types.FollowNotificationsDocument,
    "query GetNotificationPreferences {\n  notificationPreferences {\n    kind\n    inApp\n    email\n    shell\n  }\n}": types.GetNotificationPreferencesDocument,
    "query GetNotifications($first: Int, $after: String) {\n  unreadNotificationCount\n  notifications(first: $first, after: $after) {\n    edges {\n      node {\n        ...NotificationFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.GetNotificationsDocument,
    "mutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}": types.MarkAllNotificationsReadDocument,
    "mutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    readAt\n  }\n}": types.MarkNotificationReadDocument,
    "fragment NotificationFields on Notification {\n  id\n  kind\n  title\n  body\n  url\n  toShell\n  createdAt\n  readAt\n}": types.NotificationFieldsFragmentDoc,
    "mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n  updateNotificationPreferences(preferences: $preferences) {\n    kind\n    inApp\n    email\n    shell\n  }\n}": types.UpdateNotificationPreferencesDocument,
    "fragment OrganizationFields on Organization {\n  id\n  name\n  featureFlags\n  settings\n  setupChecklistItems\n}": types.OrganizationFieldsFragmentDoc,
    "mutation UpdateOrganizationChecklistItem($input: UpdateOrganizationChecklistItemInput!) {\n  updateOrganizationChecklistItem(input: $input) {\n    ...OrganizationFields\n  }\n}": types.UpdateOrganizationChecklistItemDocument,
    "mutation UpdateOrganizationSetting($input: UpdateOrganizationSettingInput!) {\n  updateOrganizationSetting(input: $input) {\n    ...OrganizationFields\n  }\n}": types.UpdateOrganizationSettingDocument,
    "query GetPasswordResetPreview($token: String!) {\n  passwordResetPreview(token: $token) {\n    email\n    expiresAt\n  }\n}": types.GetPasswordResetPreviewDocument,
    "mutation IssuePasswordResetLink($userId: ID!) {\n  issuePasswordResetLink(userId: $userId) {\n    resetUrl\n    expiresAt\n    emailed\n  }\n}": types.IssuePasswordResetLinkDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    byEmail\n  }\n}": types.RequestPasswordResetDocument,
    "mutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password) {\n    email\n  }\n}": types.ResetPasswordDocument,
    "mutation ApplyPricingChanges($input: ApplyPricingChangesInput!) {\n  applyPricingChanges(input: $input) {\n    applied {\n      ...PricingVehicleFields\n    }\n    skipped {\n      vehicle {\n        ...PricingVehicleFields\n      }\n      reason\n    }\n  }\n}": types.ApplyPricingChangesDocument,
    "query GetPricingGrid($filter: VehiclePricingFilter, $market: Boolean!) {\n  pricingRules {\n    ...PricingRulesFields\n  }\n  vehiclePricing(filter: $filter) {\n    vehicle {\n      ...PricingVehicleFields\n    }\n    marketAverageCents @include(if: $market)\n    comparables @include(if: $market)\n    priceToMarket @include(if: $market)\n    rank @include(if: $market)\n    rankOf @include(if: $market)\n    marketDaysSupply @include(if: $market)\n    costToMarket @include(if: $market)\n    floorCents\n    suggestedPriceCents\n    suggestionNote\n  }\n}": types.GetPricingGridDocument,
    "query GetPricingRules {\n  pricingRules {\n    ...PricingRulesFields\n  }\n}": types.GetPricingRulesDocument,
    "query GetPricingStepMoves {\n  pricingStepMoves {\n    fromDay\n    percentOfMarket\n    vehicles\n    lowers\n    raises\n    underwater\n  }\n}": types.GetPricingStepMovesDocument,
    "query PricingDryRun($input: PricingDryRunInput!, $market: Boolean!) {\n  pricingDryRun(input: $input) {\n    method\n    grossEffectCents\n    changes {\n      vehicle {\n        ...PricingVehicleFields\n      }\n      direction\n      fromCents\n      toCents\n      grossEffectCents\n      heldAtFloor\n      reason\n      fromPriceToMarket @include(if: $market)\n      toPriceToMarket @include(if: $market)\n      fromRank @include(if: $market)\n      toRank @include(if: $market)\n      rankOf @include(if: $market)\n    }\n    underwater {\n      vehicle {\n        ...PricingVehicleFields\n      }\n      floorCents\n      targetCents\n      wholesaleCents @include(if: $market)\n      grossAtFloorCents\n      grossAtTargetCents\n      grossAtWholesaleCents @include(if: $market)\n      considerWholesale\n      reason\n    }\n    unchanged {\n      vehicle {\n        ...PricingVehicleFields\n      }\n      reason\n    }\n  }\n}": types.PricingDryRunDocument,
    "fragment PricingRulesFields on PricingRules {\n  steps {\n    fromDay\n    percentOfMarket\n  }\n  minimumGrossCents\n  roundToCents\n  roundingMode\n  endInNine\n  raiseToMarket\n  configured\n  updatedAt\n  updatedBy {\n    id\n    name\n  }\n}": types.PricingRulesFieldsFragmentDoc,
    "fragment PricingVehicleFields on Vehicle {\n  id\n  vin\n  stockNumber\n  year\n  make\n  model\n  trim\n  mileage\n  costCents\n  costWithheld\n  listPriceCents\n  status\n  daysInInventory\n  ageBucket\n}": types.PricingVehicleFieldsFragmentDoc,
    "mutation UpdatePricingRules($input: UpdatePricingRulesInput!) {\n  updatePricingRules(input: $input) {\n    ...PricingRulesFields\n  }\n}": types.UpdatePricingRulesDocument,
    "mutation AddRepairOrderLine($input: AddRepairOrderLineInput!) {\n  addRepairOrderLine(input: $input) {\n    ...RepairOrderFields\n  }\n}": types.AddRepairOrderLineDocument,
    "mutation AdvanceRepairOrder($input: AdvanceRepairOrderInput!) {\n  advanceRepairOrder(input: $input) {\n    ...RepairOrderFields\n  }\n}": types.AdvanceRepairOrderDocument,
    "mutation AnswerInspectionItems($input: AnswerInspectionItemsInput!) {\n  answerInspectionItems(input: $input) {\n    ...InspectionFields\n  }\n}": types.AnswerInspectionItemsDocument,
    "mutation AssignReconBoardCard($input: AssignReconVehicleInput!) {\n  assignReconVehicle(input: $input) {\n    ...ReconBoardCardFields\n  }\n}": types.AssignReconBoardCardDocument,
    "mutation AssignReconVehicle($input: AssignReconVehicleInput!) {\n  assignReconVehicle(input: $input) {\n    ...ReconVehicleFields\n  }\n}": types.AssignReconVehicleDocument,
    "mutation CertifyVehicle($vehicleId: ID!) {\n  certifyVehicle(vehicleId: $vehicleId) {\n    id\n    certifiedAt\n  }\n}": types.CertifyVehicleDocument,
    "mutation CompleteInspection($inspectionId: ID!) {\n  completeInspection(inspectionId: $inspectionId) {\n    ...InspectionFields\n  }\n}": types.CompleteInspectionDocument,
    "mutation CreateRepairOrder($vehicleId: ID!) {\n  createRepairOrder(vehicleId: $vehicleId) {\n    ...RepairOrderFields\n  }\n}": types.CreateRepairOrderDocument,
    "mutation DecideRepairOrderLines($input: DecideRepairOrderLinesInput!) {\n  decideRepairOrderLines(input: $input) {\n    ...RepairOrderFields\n  }\n}": types.DecideRepairOrderLinesDocument,
    "query GetInspection($id: ID!) {\n  inspection(id: $id) {\n    ...InspectionFields\n  }\n}": types.GetInspectionDocument,
    "query GetInspectionTemplates {\n  inspectionTemplates {\n    ...InspectionTemplateFields\n  }\n}": types.GetInspectionTemplatesDocument,
    "query GetInspections($vehicleId: ID!) {\n  inspections(vehicleId: $vehicleId) {\n    ...InspectionFields\n  }\n}": types.GetInspectionsDocument,
    "query GetPendingRepairOrderApprovals {\n  pendingRepairOrderApprovals {\n    waitingCostCents\n    vehicle {\n      id\n      year\n      make\n      model\n      trim\n      stockNumber\n      mainPhoto {\n        ...VehiclePhotoFields\n      }\n    }\n    order {\n      ...RepairOrderFields\n    }\n  }\n}": types.GetPendingRepairOrderApprovalsDocument,
    "query GetReconAssignees {\n  reconAssignees {\n    id\n    name\n  }\n}": types.GetReconAssigneesDocument,
    "query GetReconBoard($filter: ReconBoardFilter) {\n  reconBoard(filter: $filter) {\n    ...ReconVehicleFields\n  }\n}": types.GetReconBoardDocument,
    "query GetReconBoardFigures($monthStart: DateTime!, $monthEnd: DateTime!, $lastMonthStart: DateTime!) {\n  thisMonth: reconMetrics(from: $monthStart, to: $monthEnd) {\n    from\n    to\n    frontLined\n    medianTimeToLineSeconds\n    reconSpendCents\n    stages {\n      stage {\n        id\n      }\n      overdue\n    }\n  }\n  lastMonth: reconMetrics(from: $lastMonthStart, to: $monthStart) {\n    from\n    to\n    frontLined\n    medianTimeToLineSeconds\n  }\n}": types.GetReconBoardFiguresDocument,
    "query GetReconBoardScreen($filter: ReconBoardFilter) {\n  reconWorkflow {\n    id\n    stages {\n      ...ReconStageFields\n    }\n  }\n  reconBoard(filter: $filter) {\n    ...ReconBoardCardFields\n  }\n}": types.GetReconBoardScreenDocument,
    "query GetReconEvents($vehicleId: ID!) {\n  reconEvents(vehicleId: $vehicleId) {\n    ...ReconEventFields\n  }\n}": types.GetReconEventsDocument,
    "query GetReconMetrics($from: DateTime!, $to: DateTime!) {\n  reconMetrics(from: $from, to: $to) {\n    from\n    to\n    frontLined\n    medianTimeToLineSeconds\n    medianDaysInRecon\n    vehiclesInRecon\n    holdingCostSoFarCents\n    stages {\n      stage {\n        id\n        name\n      }\n      vehicles\n      atRisk\n      overdue\n      averageSecondsOfFrontLined\n    }\n  }\n}": types.GetReconMetricsDocument,
    "query GetReconVehicle($vehicleId: ID!) {\n  reconVehicle(vehicleId: $vehicleId) {\n    ...ReconVehicleFields\n    timePerStage {\n      stage {\n        id\n        name\n      }\n      seconds\n    }\n    events {\n      ...ReconEventFields\n    }\n  }\n}": types.GetReconVehicleDocument,
    "query GetReconWorkflow {\n  reconWorkflow {\n    ...ReconWorkflowFields\n  }\n}": types.GetReconWorkflowDocument,
    "query GetRepairOrder($id: ID!) {\n  repairOrder(id: $id) {\n    ...RepairOrderFields\n  }\n}": types.GetRepairOrderDocument,
    "query GetRepairOrders($vehicleId: ID, $status: RepairOrderStatus) {\n  repairOrders(vehicleId: $vehicleId, status: $status) {\n    ...RepairOrderFields\n  }\n}": types.GetRepairOrdersDocument,
    "query GetVehicleInspections($vehicleId: ID!) {\n  inspections(vehicleId: $vehicleId) {\n    ...InspectionFields\n    template {\n      ...InspectionTemplateFields\n    }\n  }\n}": types.GetVehicleInspectionsDocument,
    "query GetVehicleRecon($vehicleId: ID!) {\n  reconVehicle(vehicleId: $vehicleId) {\n    ...ReconVehicleFields\n  }\n  reconEvents(vehicleId: $vehicleId) {\n    ...ReconEventFields\n    from {\n      position\n      removed\n    }\n    to {\n      position\n      removed\n    }\n  }\n}": types.GetVehicleReconDocument,
    "fragment InspectionFields on Inspection {\n  id\n  vehicleId\n  template {\n    key\n    name\n  }\n  items {\n    itemKey\n    result\n    note\n    repairOrderLineId\n  }\n  outcome\n  completedAt\n  createdAt\n}": types.InspectionFieldsFragmentDoc,
    "fragment InspectionTemplateFields on InspectionTemplate {\n  key\n  name\n  sections {\n    key\n    name\n    items {\n      key\n      label\n    }\n  }\n}": types.InspectionTemplateFieldsFragmentDoc,
    "mutation MoveReconBoardCard($input: MoveReconVehicleInput!) {\n  moveReconVehicle(input: $input) {\n    ...ReconBoardCardFields\n  }\n}": types.MoveReconBoardCardDocument,
    "mutation MoveReconVehicle($input: MoveReconVehicleInput!) {\n  moveReconVehicle(input: $input) {\n    ...ReconVehicleFields\n  }\n}": types.MoveReconVehicleDocument,
    "fragment ReconBoardCardFields on ReconVehicle {\n  ...ReconVehicleFields\n  openRepairOrderCents\n  vehicle {\n    id\n    mainPhoto {\n      ...VehiclePhotoFields\n    }\n  }\n}": types.ReconBoardCardFieldsFragmentDoc,
    "fragment ReconEventFields on ReconEvent {\n  id\n  vehicleId\n  from {\n    id\n    name\n  }\n  to {\n    id\n    name\n  }\n  at\n  by {\n    id\n    name\n  }\n  note\n}": types.ReconEventFieldsFragmentDoc,
    "fragment ReconStageFields on ReconStage {\n  id\n  name\n  position\n  targetMinutes\n  atRiskPercent\n  overduePercent\n  startsRecon\n  removed\n  isFrontLine\n}": types.ReconStageFieldsFragmentDoc,
    "fragment ReconVehicleFields on ReconVehicle {\n  vehicle {\n    id\n    vin\n    stockNumber\n    year\n    make\n    model\n    status\n  }\n  stage {\n    ...ReconStageFields\n  }\n  enteredStageAt\n  assignee {\n    id\n    name\n  }\n  timeInStageSeconds\n  timer\n  timeToLineSeconds\n  reachedFrontLine\n  daysInRecon\n  holdingCostCents\n  expectedFrontLineAt\n}": types.ReconVehicleFieldsFragmentDoc,
    "fragment ReconWorkflowFields on ReconWorkflow {\n  id\n  stages {\n    ...ReconStageFields\n  }\n  removedStages {\n    ...ReconStageFields\n  }\n  businessHours {\n    timeZone\n    weekdays\n    startMinute\n    endMinute\n  }\n  showsStatusInInventory\n}": types.ReconWorkflowFieldsFragmentDoc,
    "mutation RemoveRepairOrderLine($input: RemoveRepairOrderLineInput!) {\n  removeRepairOrderLine(input: $input) {\n    ...RepairOrderFields\n  }\n}": types.RemoveRepairOrderLineDocument,
    "mutation RepairFailedItem($input: RepairFailedItemInput!) {\n  repairFailedItem(input: $input) {\n    ...InspectionFields\n  }\n}": types.RepairFailedItemDocument,
    "fragment RepairOrderFields on RepairOrder {\n  id\n  vehicleId\n  status\n  revision\n  estimateCents\n  approvedCents\n  pendingCents\n  declinedCents\n  createdAt\n  updatedAt\n  lines {\n    id\n    revision\n    operation\n    laborHours\n    laborRateCents\n    laborCents\n    partsCents\n    subletVendor\n    subletCostCents\n    totalCents\n    decision\n    autoApproved\n    decidedByUserId\n    decidedBy {\n      id\n      name\n    }\n    decidedAt\n    declineReason\n    submittedAt\n    waitingDays\n    waitingCostCents\n  }\n}": types.RepairOrderFieldsFragmentDoc,
    "mutation StartInspection($vehicleId: ID!, $templateKey: String!) {\n  startInspection(vehicleId: $vehicleId, templateKey: $templateKey) {\n    ...InspectionFields\n  }\n}": types.StartInspectionDocument,
    "mutation UpdateReconWorkflow($input: UpdateReconWorkflowInput!) {\n  updateReconWorkflow(input: $input) {\n    ...ReconWorkflowFields\n  }\n}": types.UpdateReconWorkflowDocument,
    "fragment VehicleReconPositionFields on VehicleReconPosition {\n  stage {\n    id\n    name\n    isFrontLine\n  }\n  enteredStageAt\n  expectedFrontLineAt\n}": types.VehicleReconPositionFieldsFragmentDoc,
    "query GetReportSummarySchedule {\n  reportSummarySchedule {\n    ...ReportSummaryScheduleFields\n  }\n}": types.GetReportSummaryScheduleDocument,
    "fragment ReportSummaryScheduleFields on ReportSummarySchedule {\n  enabled\n  weekday\n  hour\n  timeZone\n  recipients {\n    id\n    name\n  }\n  mailConfigured\n  lastSentAt\n  nextSendAt\n}": types.ReportSummaryScheduleFieldsFragmentDoc,
    "mutation UpdateReportSummarySchedule($input: UpdateReportSummaryScheduleInput!) {\n  updateReportSummarySchedule(input: $input) {\n    ...ReportSummaryScheduleFields\n  }\n}": types.UpdateReportSummaryScheduleDocument,
    "query GetAppraisalReport($range: ReportRangeInput!) {\n  appraisalReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unavailable {\n      area\n      message\n    }\n    made {\n      ...ReportFigureFields\n    }\n    won {\n      ...ReportFigureFields\n    }\n    lost {\n      ...ReportFigureFields\n    }\n    lookToBookShare {\n      ...ReportFigureFields\n    }\n    costToMarketShare {\n      ...ReportFigureFields\n    }\n    byAppraiser {\n      appraiser {\n        id\n        name\n      }\n      made\n      won\n      lost\n      lookToBook\n      costToMarket\n      offerToAuctionIndex\n    }\n    lostReasons {\n      reason\n      count\n      share\n    }\n    trend {\n      date\n      made\n      won\n    }\n  }\n}": types.GetAppraisalReportDocument,
    "query GetInventoryAgingReport($range: ReportRangeInput!) {\n  inventoryAgingReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unitsInStock {\n      ...ReportFigureFields\n    }\n    averageAgeDays {\n      ...ReportFigureFields\n    }\n    agedUnits {\n      ...ReportFigureFields\n    }\n    costInStockCents {\n      ...ReportFigureFields\n    }\n    listValueInStockCents {\n      ...ReportFigureFields\n    }\n    buckets {\n      bucket\n      units\n      unitsShare\n      costCents\n      listValueCents\n    }\n    byModel {\n      make\n      model\n      units\n      averageAgeDays\n      agedUnits\n      costCents\n      listValueCents\n    }\n    agedVehicles {\n      vehicle {\n        ...ReportVehicleFields\n      }\n      ageDays\n      costCents\n      listPriceCents\n    }\n    trend {\n      date\n      unitsInStock\n      agedUnits\n    }\n  }\n}": types.GetInventoryAgingReportDocument,
    "query GetMarketReport($range: ReportRangeInput!) {\n  marketReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unavailable {\n      area\n      message\n    }\n    marketSupply {\n      ...ReportFigureFields\n    }\n    marketSalesPerDay {\n      ...ReportFigureFields\n    }\n    marketDaysSupply {\n      ...ReportFigureFields\n    }\n    storeDaysSupply {\n      ...ReportFigureFields\n    }\n    segments {\n      make\n      model\n      storeUnits\n      storeSalesPerDay\n      storeDaysSupply\n      marketUnits\n      marketSalesPerDay\n      marketDaysSupply\n      marketMedianPriceCents\n      storeShareOfSales\n    }\n  }\n}": types.GetMarketReportDocument,
    "query GetPricingReport($range: ReportRangeInput!) {\n  pricingReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unavailable {\n      area\n      message\n    }\n    priceToMarket {\n      fromPercent\n      toPercent\n      units\n    }\n    marketUnavailable {\n      area\n      message\n    }\n    medianPriceToMarketPercent\n    priceChanges {\n      ...ReportFigureFields\n    }\n    priceReductions {\n      ...ReportFigureFields\n    }\n    averageReductionCents {\n      ...ReportFigureFields\n    }\n    soldWithin14DaysOfReductionShare {\n      ...ReportFigureFields\n    }\n    averageDaysFromReductionToSale {\n      ...ReportFigureFields\n    }\n    trend {\n      date\n      changes\n      reductions\n    }\n    reductionsByAge {\n      bucket\n      reductions\n      averageReductionCents\n    }\n  }\n}": types.GetPricingReportDocument,
    "query GetReconReport($range: ReportRangeInput!) {\n  reconReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unavailable {\n      area\n      message\n    }\n    frontLined {\n      ...ReportFigureFields\n    }\n    averageTimeToLineDays {\n      ...ReportFigureFields\n    }\n    medianTimeToLineDays {\n      ...ReportFigureFields\n    }\n    averageDaysInRecon {\n      ...ReportFigureFields\n    }\n    reconCostPerUnitCents {\n      ...ReportFigureFields\n    }\n    reconSpendCents {\n      ...ReportFigureFields\n    }\n    overTargetUnits {\n      ...ReportFigureFields\n    }\n    trend {\n      date\n      frontLined\n      medianTimeToLineDays\n      medianDaysInRecon\n    }\n    stages {\n      stage {\n        id\n        name\n        position\n      }\n      vehicles\n      averageHours\n      targetHours\n      overTargetVisits\n    }\n    overTargetVehicles {\n      vehicle {\n        ...ReportVehicleFields\n      }\n      timeToLineDays\n      daysInRecon\n      reconCostCents\n    }\n  }\n}": types.GetReconReportDocument,
    "query GetReportHeadlines($range: ReportRangeInput!, $aging: Boolean!, $turn: Boolean!, $recon: Boolean!, $appraisals: Boolean!, $pricing: Boolean!, $sales: Boolean!, $market: Boolean!) {\n  inventoryAgingReport(range: $range) @include(if: $aging) {\n    agedUnits {\n      ...ReportFigureFields\n    }\n  }\n  turnReport(range: $range) @include(if: $turn) {\n    daysSupply {\n      ...ReportFigureFields\n    }\n  }\n  reconReport(range: $range) @include(if: $recon) {\n    unavailable {\n      area\n      message\n    }\n    medianTimeToLineDays {\n      ...ReportFigureFields\n    }\n  }\n  appraisalReport(range: $range) @include(if: $appraisals) {\n    unavailable {\n      area\n      message\n    }\n    lookToBookShare {\n      ...ReportFigureFields\n    }\n  }\n  pricingReport(range: $range) @include(if: $pricing) {\n    unavailable {\n      area\n      message\n    }\n    priceReductions {\n      ...ReportFigureFields\n    }\n  }\n  salesReport(range: $range) @include(if: $sales) {\n    retailGrossPerUnitCents {\n      ...ReportFigureFields\n    }\n  }\n  marketReport(range: $range) @include(if: $market) {\n    unavailable {\n      area\n      message\n    }\n    marketDaysSupply {\n      ...ReportFigureFields\n    }\n  }\n}": types.GetReportHeadlinesDocument,
    "query GetSalesReport($range: ReportRangeInput!) {\n  salesReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    retailUnits {\n      ...ReportFigureFields\n    }\n    wholesaleUnits {\n      ...ReportFigureFields\n    }\n    revenueCents {\n      ...ReportFigureFields\n    }\n    frontEndGrossCents {\n      ...ReportFigureFields\n    }\n    retailGrossPerUnitCents {\n      ...ReportFigureFields\n    }\n    wholesaleGrossPerUnitCents {\n      ...ReportFigureFields\n    }\n    averageDaysToSale {\n      ...ReportFigureFields\n    }\n    unpricedSales\n    bySource {\n      source\n      retailUnits\n      wholesaleUnits\n      revenueCents\n      frontEndGrossCents\n      grossPerUnitCents\n    }\n    byAge {\n      bucket\n      retailUnits\n      wholesaleUnits\n      frontEndGrossCents\n      grossPerUnitCents\n    }\n    trend {\n      date\n      retailUnits\n      wholesaleUnits\n      frontEndGrossCents\n    }\n  }\n}": types.GetSalesReportDocument,
    "query GetSalesReportPage($range: ReportRangeInput!, $first: Int!, $after: String) {\n  salesReport(range: $range) {\n    sales(first: $first, after: $after) {\n      nodes {\n        ...ReportSaleFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n}": types.GetSalesReportPageDocument,
    "query GetTurnReport($range: ReportRangeInput!) {\n  turnReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    retailUnits {\n      ...ReportFigureFields\n    }\n    wholesaleUnits {\n      ...ReportFigureFields\n    }\n    unitsInStock {\n      ...ReportFigureFields\n    }\n    salesPerDay30 {\n      ...ReportFigureFields\n    }\n    salesPerDay45 {\n      ...ReportFigureFields\n    }\n    salesPerDay90 {\n      ...ReportFigureFields\n    }\n    daysSupply {\n      ...ReportFigureFields\n    }\n    annualTurn {\n      ...ReportFigureFields\n    }\n    soldUnder30DaysShare {\n      ...ReportFigureFields\n    }\n    trend {\n      date\n      retailUnits\n      unitsInStock\n    }\n    byModel {\n      make\n      model\n      retailUnits\n      unitsInStock\n      daysSupply\n    }\n  }\n}": types.GetTurnReportDocument,
    "fragment ReportFigureFields on ReportFigure {\n  current\n  previous\n  change\n}": types.ReportFigureFieldsFragmentDoc,
    "fragment ReportRangeFields on ReportRange {\n  from\n  to\n  days\n}": types.ReportRangeFieldsFragmentDoc,
    "fragment ReportSaleFields on VehicleSaleRow {\n  vehicle {\n    ...ReportVehicleFields\n    acquisitionSource\n  }\n  sale {\n    soldOn\n    buyerType\n    salePriceCents\n    reconCostCents\n    frontEndGrossCents\n  }\n  daysToSale\n}": types.ReportSaleFieldsFragmentDoc,
    "fragment ReportVehicleFields on Vehicle {\n  id\n  stockNumber\n  year\n  make\n  model\n}": types.ReportVehicleFieldsFragmentDoc,
    "mutation CreateSalesPacketLink($input: CreateSalesPacketLinkInput!) {\n  createSalesPacketLink(input: $input) {\n    url\n    emailedTo\n    textMessage\n    link {\n      ...SalesPacketLinkFields\n    }\n  }\n}": types.CreateSalesPacketLinkDocument,
    "query GetSalesPacket($vehicleId: ID!) {\n  salesPacket(vehicleId: $vehicleId) {\n    vehicleId\n    vin\n    stockNumber\n    year\n    make\n    model\n    trim\n    bodyStyle\n    exteriorColor\n    interiorColor\n    mileage\n    listPriceCents\n    vinCountry\n    vinManufacturer\n    vinModelYear\n    certifiedAt\n    inspections {\n      templateKey\n      completedAt\n    }\n    repairs {\n      operation\n      completedAt\n    }\n    dealershipName\n    dealerAddress\n    dealerPhone\n    dealerHours\n    photos {\n      id\n      width\n      height\n    }\n    emailAvailable\n    links {\n      ...SalesPacketLinkFields\n    }\n  }\n}": types.GetSalesPacketDocument,
    "mutation RevokeSalesPacketLink($id: ID!) {\n  revokeSalesPacketLink(id: $id) {\n    ...SalesPacketLinkFields\n  }\n}": types.RevokeSalesPacketLinkDocument,
    "fragment SalesPacketLinkFields on SalesPacketLink {\n  id\n  label\n  createdAt\n  expiresAt\n  revokedAt\n  state\n  viewCount\n  views {\n    viewedAt\n    browser\n    os\n    deviceType\n  }\n}": types.SalesPacketLinkFieldsFragmentDoc,
    "mutation RevokeUserSessions($userId: ID!) {\n  revokeUserSessions(userId: $userId) {\n    id\n  }\n}": types.RevokeUserSessionsDocument,
    "mutation SignOutEverywhere {\n  signOutEverywhere {\n    id\n  }\n}": types.SignOutEverywhereDocument,
    "mutation CreateSourcingTarget($input: SourcingTargetInput!) {\n  createSourcingTarget(input: $input) {\n    ...SourcingTargetFields\n  }\n}": types.CreateSourcingTargetDocument,
    "mutation DeleteRunList($id: ID!) {\n  deleteRunList(id: $id)\n}": types.DeleteRunListDocument,
    "mutation DeleteSourcingTarget($id: ID!) {\n  deleteSourcingTarget(id: $id)\n}": types.DeleteSourcingTargetDocument,
    "query GetRunList($id: ID!, $matchedOnly: Boolean) {\n  runList(id: $id) {\n    id\n    name\n    importedAt\n    vehicleCount\n    matchCount\n    vehicles(matchedOnly: $matchedOnly) {\n      id\n      lane\n      runNumber\n      vin\n      year\n      make\n      model\n      trim\n      mileage\n      conditionGrade\n      auction\n      saleDate\n      locationZip\n      match {\n        score\n        target {\n          id\n          yearFrom\n          yearTo\n          make\n          model\n          trim\n          maxPriceCents\n        }\n        bid {\n          expectedRetailCents\n          reconCents\n          targetGrossCents\n          transportMiles\n          transportCents\n          feesCents\n          formulaCents\n          maxBidCents\n          limitedByMaxPrice\n        }\n      }\n    }\n  }\n}": types.GetRunListDocument,
    "query GetSourcing {\n  sourcingTargets {\n    ...SourcingTargetFields\n  }\n  sourcingProposals {\n    yearFrom\n    yearTo\n    make\n    model\n    maxMileage\n    maxPriceCents\n    quantity\n    soldUnits\n    averageDaysToSale\n    averageGrossCents\n    marketDaysSupply\n    reasons\n  }\n  runLists {\n    id\n    name\n    importedAt\n    vehicleCount\n    matchCount\n  }\n}": types.GetSourcingDocument,
    "mutation ImportRunList($input: ImportRunListInput!) {\n  importRunList(input: $input) {\n    runList {\n      id\n    }\n    vehicleCount\n    rejected {\n      line\n      reason\n    }\n  }\n}": types.ImportRunListDocument,
    "fragment SourcingTargetFields on SourcingTarget {\n  id\n  yearFrom\n  yearTo\n  make\n  model\n  trim\n  maxMileage\n  maxPriceCents\n  quantity\n  reconEstimateCents\n  reason\n  createdAt\n}": types.SourcingTargetFieldsFragmentDoc,
    "mutation UpdateSourcingTarget($id: ID!, $input: SourcingTargetInput!) {\n  updateSourcingTarget(id: $id, input: $input) {\n    ...SourcingTargetFields\n  }\n}": types.UpdateSourcingTargetDocument,
    "mutation AcceptInvitation($input: AcceptInvitationInput!) {\n  acceptInvitation(input: $input) {\n    id\n    email\n  }\n}": types.AcceptInvitationDocument,
    "mutation AddGroupMember($groupId: ID!, $userId: ID!) {\n  addGroupMember(groupId: $groupId, userId: $userId) {\n    ...GroupFields\n  }\n}": types.AddGroupMemberDocument,
    "mutation CreateGroup($name: String!) {\n  createGroup(name: $name) {\n    ...GroupFields\n  }\n}": types.CreateGroupDocument,
    "mutation DeactivateUser($userId: ID!) {\n  deactivateUser(userId: $userId) {\n    ...TeamMemberFields\n  }\n}": types.DeactivateUserDocument,
    "mutation DeleteGroup($id: ID!) {\n  deleteGroup(id: $id)\n}": types.DeleteGroupDocument,
    "query GetGroups {\n  groups {\n    ...GroupFields\n  }\n}": types.GetGroupsDocument,
    "query GetInvitationPreview($token: String!) {\n  invitationPreview(token: $token) {\n    id\n    email\n    organizationName\n    role\n    type\n    expiresAt\n    invitedByName\n  }\n}": types.GetInvitationPreviewDocument,
    "query GetInvitations {\n  invitations {\n    ...InvitationFields\n  }\n}": types.GetInvitationsDocument,
    "query GetTeamMemberOptions {\n  teamMembers(filter: {active: true}, orderBy: NAME, first: 100) {\n    totalCount\n    edges {\n      node {\n        id\n        firstName\n        lastName\n        email\n        type\n      }\n    }\n  }\n}": types.GetTeamMemberOptionsDocument,
    "query GetTeamMembers($filter: TeamMemberFilter, $orderBy: TeamMemberOrder, $first: Int, $after: String) {\n  teamMembers(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...TeamMemberFields\n      }\n    }\n  }\n}": types.GetTeamMembersDocument,
    "fragment GroupFields on Group {\n  id\n  name\n  members {\n    id\n    firstName\n    lastName\n    email\n  }\n}": types.GroupFieldsFragmentDoc,
    "fragment InvitationFields on Invitation {\n  id\n  email\n  role\n  type\n  sections\n  invitedBy {\n    id\n    displayName\n  }\n  createdAt\n  expiresAt\n  acceptedAt\n  revokedAt\n}": types.InvitationFieldsFragmentDoc,
    "mutation InviteUser($input: InviteUserInput!) {\n  inviteUser(input: $input) {\n    invitation {\n      ...InvitationFields\n    }\n    signUpUrl\n    emailed\n  }\n}": types.InviteUserDocument,
    "mutation ReactivateUser($userId: ID!) {\n  reactivateUser(userId: $userId) {\n    ...TeamMemberFields\n  }\n}": types.ReactivateUserDocument,
    "mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {\n  removeGroupMember(groupId: $groupId, userId: $userId) {\n    ...GroupFields\n  }\n}": types.RemoveGroupMemberDocument,
    "mutation RenameGroup($id: ID!, $name: String!) {\n  renameGroup(id: $id, name: $name) {\n    ...GroupFields\n  }\n}": types.RenameGroupDocument,
    "mutation RevokeInvitation($id: ID!) {\n  revokeInvitation(id: $id) {\n    ...InvitationFields\n  }\n}": types.RevokeInvitationDocument,
    "mutation SetUserPermissions($userId: ID!, $sections: [String!]!) {\n  setUserPermissions(userId: $userId, sections: $sections) {\n    ...TeamMemberFields\n  }\n}": types.SetUserPermissionsDocument,
    "fragment TeamMemberFields on User {\n  id\n  email\n  firstName\n  lastName\n  type\n  role\n  active\n  createdAt\n  groups {\n    id\n    name\n  }\n  permissions {\n    name\n  }\n}": types.TeamMemberFieldsFragmentDoc,
    "mutation UpdateUserRole($userId: ID!, $role: Role!) {\n  updateUserRole(userId: $userId, role: $role) {\n    ...TeamMemberFields\n  }\n}": types.UpdateUserRoleDocument,
    "mutation UpdateUserType($userId: ID!, $type: UserType!) {\n  updateUserType(userId: $userId, type: $type) {\n    ...TeamMemberFields\n  }\n}": types.UpdateUserTypeDocument,
    "mutation CreateTerritory($input: TerritoryInput!) {\n  createTerritory(input: $input) {\n    ...TerritoryFields\n  }\n}": types.CreateTerritoryDocument,
    "mutation DeleteTerritory($id: ID!) {\n  deleteTerritory(id: $id)\n}": types.DeleteTerritoryDocument,
    "query GetTerritories {\n  territories {\n    ...TerritoryFields\n  }\n}": types.GetTerritoriesDocument,
    "fragment TerritoryFields on Territory {\n  id\n  name\n  postalCodes\n  agent {\n    id\n    firstName\n    lastName\n    email\n  }\n}": types.TerritoryFieldsFragmentDoc,
    "mutation UpdateTerritory($id: ID!, $input: TerritoryInput!) {\n  updateTerritory(id: $id, input: $input) {\n    ...TerritoryFields\n  }\n}": types.UpdateTerritoryDocument,
    "mutation AssignTransportOrder($id: ID!, $input: TransportCarrierInput!) {\n  assignTransportOrder(id: $id, input: $input) {\n    ...TransportOrderFields\n  }\n}": types.AssignTransportOrderDocument,
    "fragment BillOfLadingInspectionFields on BillOfLadingInspection {\n  stage\n  notes\n  damages {\n    panel\n    kind\n  }\n  signerName\n  signedAt\n}": types.BillOfLadingInspectionFieldsFragmentDoc,
    "mutation ChangeTransportOrderState($id: ID!, $state: TransportState!) {\n  changeTransportOrderState(id: $id, state: $state) {\n    ...TransportOrderFields\n  }\n}": types.ChangeTransportOrderStateDocument,
    "mutation CreateTransportOrder($input: TransportOrderInput!) {\n  createTransportOrder(input: $input) {\n    ...TransportOrderFields\n  }\n}": types.CreateTransportOrderDocument,
    "query GetTransportOrder($id: ID!) {\n  transportOrder(id: $id) {\n    ...TransportOrderFields\n    ...TransportOrderInspections\n  }\n}": types.GetTransportOrderDocument,
    "query GetTransportOrders($state: TransportState, $vehicleId: ID, $first: Int, $after: String) {\n  transportOrders(\n    state: $state\n    vehicleId: $vehicleId\n    first: $first\n    after: $after\n  ) {\n    edges {\n      cursor\n      node {\n        ...TransportOrderFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.GetTransportOrdersDocument,
    "mutation MarkTransportTitleReceived($id: ID!, $receivedOn: String!) {\n  markTransportTitleReceived(id: $id, receivedOn: $receivedOn) {\n    ...TransportOrderFields\n  }\n}": types.MarkTransportTitleReceivedDocument,
    "mutation SignBillOfLading($id: ID!, $input: BillOfLadingInput!) {\n  signBillOfLading(id: $id, input: $input) {\n    ...TransportOrderFields\n    ...TransportOrderInspections\n  }\n}": types.SignBillOfLadingDocument,
    "fragment TransportOrderFields on TransportOrder {\n  id\n  vin\n  vehicleDescription\n  vehicle {\n    id\n    stockNumber\n  }\n  pickupAddress\n  pickupZip\n  deliveryAddress\n  deliveryZip\n  pickupWindowStart\n  pickupWindowEnd\n  carrier {\n    name\n    mcDotNumber\n    contact\n  }\n  priceCents\n  distanceMiles\n  distanceEstimated\n  pricePerMileCents\n  guidePriceCents\n  state\n  stateChangedAt\n  auctionName\n  purchasedOn\n  titleAbsent\n  titleReceivedOn\n  orderedOn\n  pickupDueOn\n  pickupOverdue\n  titleDueOn\n  titleOverdue\n  createdAt\n}": types.TransportOrderFieldsFragmentDoc,
    "fragment TransportOrderInspections on TransportOrder {\n  pickupInspection {\n    ...BillOfLadingInspectionFields\n  }\n  deliveryInspection {\n    ...BillOfLadingInspectionFields\n  }\n}": types.TransportOrderInspectionsFragmentDoc,
    "query GetMe {\n  me {\n    id\n    email\n    firstName\n    lastName\n    type\n    role\n    featureFlags\n    productFeatureFlags\n    groups {\n      id\n      name\n    }\n    permissions {\n      name\n    }\n    organization {\n      ...OrganizationFields\n    }\n  }\n}": types.GetMeDocument,
    "mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}": types.CreateWebhookEndpointDocument,
    "mutation DeleteWebhookEndpoint($id: ID!) {\n  deleteWebhookEndpoint(id: $id)\n}": types.DeleteWebhookEndpointDocument,
    "query GetWebhookEndpoints($deliveries: Int) {\n  webhookEndpoints {\n    ...WebhookEndpointFields\n    deliveries(first: $deliveries) {\n      ...WebhookDeliveryFields\n    }\n  }\n}": types.GetWebhookEndpointsDocument,
    "mutation PauseWebhookEndpoint($id: ID!) {\n  pauseWebhookEndpoint(id: $id) {\n    ...WebhookEndpointFields\n  }\n}": types.PauseWebhookEndpointDocument,
    "mutation ResendWebhookDelivery($id: ID!) {\n  resendWebhookDelivery(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}": types.ResendWebhookDeliveryDocument,
    "mutation ResumeWebhookEndpoint($id: ID!) {\n  resumeWebhookEndpoint(id: $id) {\n    ...WebhookEndpointFields\n  }\n}": types.ResumeWebhookEndpointDocument,
    "mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}": types.UpdateWebhookEndpointDocument,
    "fragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  eventId\n  eventType\n  status\n  attempts\n  responseStatus\n  responseBody\n  durationMs\n  createdAt\n  lastAttemptAt\n  nextAttemptAt\n}": types.WebhookDeliveryFieldsFragmentDoc,
    "fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  eventTypes\n  state\n  pausedReason\n  failingSince\n  createdAt\n}": types.WebhookEndpointFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminChangePlan($organizationId: ID!, $plan: Plan!) {\n  adminChangePlan(organizationId: $organizationId, plan: $plan) {\n    ...AdminOrganizationFields\n  }\n}"): (typeof documents)["mutation AdminChangePlan($organizationId: ID!, $plan: Plan!) {\n  adminChangePlan(organizationId: $organizationId, plan: $plan) {\n    ...AdminOrganizationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateDealerGroup($name: String!) {\n  adminCreateDealerGroup(name: $name) {\n    id\n    name\n  }\n}"): (typeof documents)["mutation AdminCreateDealerGroup($name: String!) {\n  adminCreateDealerGroup(name: $name) {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminCreateOrganization($name: String!, $plan: Plan) {\n  adminCreateOrganization(name: $name, plan: $plan) {\n    ...AdminOrganizationFields\n  }\n}"): (typeof documents)["mutation AdminCreateOrganization($name: String!, $plan: Plan) {\n  adminCreateOrganization(name: $name, plan: $plan) {\n    ...AdminOrganizationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminInviteUser($organizationId: ID!, $input: InviteUserInput!) {\n  adminInviteUser(organizationId: $organizationId, input: $input) {\n    invitation {\n      id\n      email\n      role\n      type\n      createdAt\n      expiresAt\n    }\n    signUpUrl\n    emailed\n  }\n}"): (typeof documents)["mutation AdminInviteUser($organizationId: ID!, $input: InviteUserInput!) {\n  adminInviteUser(organizationId: $organizationId, input: $input) {\n    invitation {\n      id\n      email\n      role\n      type\n      createdAt\n      expiresAt\n    }\n    signUpUrl\n    emailed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminOrganizationFields on Organization {\n  id\n  name\n  plan\n  featureFlags\n  dealerGroup {\n    id\n    name\n  }\n}"): (typeof documents)["fragment AdminOrganizationFields on Organization {\n  id\n  name\n  plan\n  featureFlags\n  dealerGroup {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminRenameOrganization($id: ID!, $name: String!) {\n  adminRenameOrganization(id: $id, name: $name) {\n    ...AdminOrganizationFields\n  }\n}"): (typeof documents)["mutation AdminRenameOrganization($id: ID!, $name: String!) {\n  adminRenameOrganization(id: $id, name: $name) {\n    ...AdminOrganizationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSetOrganizationDealerGroup($organizationId: ID!, $dealerGroupId: ID) {\n  adminSetOrganizationDealerGroup(\n    organizationId: $organizationId\n    dealerGroupId: $dealerGroupId\n  ) {\n    ...AdminOrganizationFields\n  }\n}"): (typeof documents)["mutation AdminSetOrganizationDealerGroup($organizationId: ID!, $dealerGroupId: ID) {\n  adminSetOrganizationDealerGroup(\n    organizationId: $organizationId\n    dealerGroupId: $dealerGroupId\n  ) {\n    ...AdminOrganizationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSetOrganizationFeatureFlags($organizationId: ID!, $featureFlags: [String!]!) {\n  adminSetOrganizationFeatureFlags(\n    organizationId: $organizationId\n    featureFlags: $featureFlags\n  ) {\n    ...AdminOrganizationFields\n  }\n}"): (typeof documents)["mutation AdminSetOrganizationFeatureFlags($organizationId: ID!, $featureFlags: [String!]!) {\n  adminSetOrganizationFeatureFlags(\n    organizationId: $organizationId\n    featureFlags: $featureFlags\n  ) {\n    ...AdminOrganizationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSetUserFeatureFlags($userId: ID!, $featureFlags: [String!]!) {\n  adminSetUserFeatureFlags(userId: $userId, featureFlags: $featureFlags) {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["mutation AdminSetUserFeatureFlags($userId: ID!, $featureFlags: [String!]!) {\n  adminSetUserFeatureFlags(userId: $userId, featureFlags: $featureFlags) {\n    ...AdminUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminSetUserProductFeatureFlags($userId: ID!, $productFeatureFlags: [String!]!) {\n  adminSetUserProductFeatureFlags(\n    userId: $userId\n    productFeatureFlags: $productFeatureFlags\n  ) {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["mutation AdminSetUserProductFeatureFlags($userId: ID!, $productFeatureFlags: [String!]!) {\n  adminSetUserProductFeatureFlags(\n    userId: $userId\n    productFeatureFlags: $productFeatureFlags\n  ) {\n    ...AdminUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminUserFields on User {\n  id\n  email\n  firstName\n  lastName\n  type\n  role\n  active\n  createdAt\n  featureFlags\n  productFeatureFlags\n}"): (typeof documents)["fragment AdminUserFields on User {\n  id\n  email\n  firstName\n  lastName\n  type\n  role\n  active\n  createdAt\n  featureFlags\n  productFeatureFlags\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminDealerGroups {\n  adminDealerGroups {\n    id\n    name\n  }\n}"): (typeof documents)["query GetAdminDealerGroups {\n  adminDealerGroups {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminOrganizations($search: String) {\n  adminOrganizations(search: $search) {\n    ...AdminOrganizationFields\n  }\n}"): (typeof documents)["query GetAdminOrganizations($search: String) {\n  adminOrganizations(search: $search) {\n    ...AdminOrganizationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAdminUsers($organizationId: ID!) {\n  adminUsers(organizationId: $organizationId) {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["query GetAdminUsers($organizationId: ID!) {\n  adminUsers(organizationId: $organizationId) {\n    ...AdminUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddAgentTask($input: AgentTaskInput!) {\n  addAgentTask(input: $input) {\n    ...AgentTaskFields\n    dealer {\n      id\n      openTasks\n    }\n  }\n}"): (typeof documents)["mutation AddAgentTask($input: AgentTaskInput!) {\n  addAgentTask(input: $input) {\n    ...AgentTaskFields\n    dealer {\n      id\n      openTasks\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AgentTaskFields on AgentTask {\n  id\n  title\n  dueOn\n  state\n  createdAt\n  completedAt\n}"): (typeof documents)["fragment AgentTaskFields on AgentTask {\n  id\n  title\n  dueOn\n  state\n  createdAt\n  completedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckIn($input: CheckInInput!) {\n  checkIn(input: $input) {\n    ...DealerVisitFields\n    dealer {\n      ...DealerFields\n    }\n  }\n}"): (typeof documents)["mutation CheckIn($input: CheckInInput!) {\n  checkIn(input: $input) {\n    ...DealerVisitFields\n    dealer {\n      ...DealerFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompleteAgentTask($id: ID!) {\n  completeAgentTask(id: $id) {\n    ...AgentTaskFields\n    dealer {\n      id\n      openTasks\n    }\n  }\n}"): (typeof documents)["mutation CompleteAgentTask($id: ID!) {\n  completeAgentTask(id: $id) {\n    ...AgentTaskFields\n    dealer {\n      id\n      openTasks\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDealer($input: DealerInput!) {\n  createDealer(input: $input) {\n    ...DealerFields\n  }\n}"): (typeof documents)["mutation CreateDealer($input: DealerInput!) {\n  createDealer(input: $input) {\n    ...DealerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DealerFields on Dealer {\n  id\n  name\n  street\n  city\n  state\n  zip\n  location {\n    latitude\n    longitude\n  }\n  locationSource\n  approximateLocation\n  phone\n  contacts {\n    name\n    role\n    phone\n    email\n  }\n  priority\n  notes\n  ownerAgent {\n    id\n    displayName\n  }\n  territory {\n    id\n    name\n  }\n  lastVisitOn\n  nextDueOn\n  daysOverdue\n  openTasks\n}"): (typeof documents)["fragment DealerFields on Dealer {\n  id\n  name\n  street\n  city\n  state\n  zip\n  location {\n    latitude\n    longitude\n  }\n  locationSource\n  approximateLocation\n  phone\n  contacts {\n    name\n    role\n    phone\n    email\n  }\n  priority\n  notes\n  ownerAgent {\n    id\n    displayName\n  }\n  territory {\n    id\n    name\n  }\n  lastVisitOn\n  nextDueOn\n  daysOverdue\n  openTasks\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DealerVisitFields on DealerVisit {\n  id\n  checkedInAt\n  outcome\n  notes\n  nextStep\n  agent {\n    id\n    displayName\n  }\n}"): (typeof documents)["fragment DealerVisitFields on DealerVisit {\n  id\n  checkedInAt\n  outcome\n  notes\n  nextStep\n  agent {\n    id\n    displayName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteDealer($id: ID!) {\n  deleteDealer(id: $id)\n}"): (typeof documents)["mutation DeleteDealer($id: ID!) {\n  deleteDealer(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDealer($id: ID!, $visits: Int) {\n  dealer(id: $id) {\n    ...DealerFields\n    visits(first: $visits) {\n      ...DealerVisitFields\n    }\n    tasks {\n      ...AgentTaskFields\n    }\n  }\n}"): (typeof documents)["query GetDealer($id: ID!, $visits: Int) {\n  dealer(id: $id) {\n    ...DealerFields\n    visits(first: $visits) {\n      ...DealerVisitFields\n    }\n    tasks {\n      ...AgentTaskFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDealerInsights {\n  dealerInsights {\n    organizationName\n    marketAvailable\n    inStock\n    priceToMarket\n    daysSupply\n    agedUnits\n    fastSellers {\n      segment\n      marketDaysSupply\n      soldLast45Days\n      averagePrice\n      ownUnits\n    }\n    vehicles {\n      vehicle {\n        id\n        stockNumber\n        year\n        make\n        model\n        trim\n        listPriceCents\n      }\n      daysInStock\n      priceToMarket\n      marketDaysSupply\n    }\n  }\n}"): (typeof documents)["query GetDealerInsights {\n  dealerInsights {\n    organizationName\n    marketAvailable\n    inStock\n    priceToMarket\n    daysSupply\n    agedUnits\n    fastSellers {\n      segment\n      marketDaysSupply\n      soldLast45Days\n      averagePrice\n      ownUnits\n    }\n    vehicles {\n      vehicle {\n        id\n        stockNumber\n        year\n        make\n        model\n        trim\n        listPriceCents\n      }\n      daysInStock\n      priceToMarket\n      marketDaysSupply\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDealers($territoryId: ID, $search: String, $priority: DealerPriority, $dueBy: String) {\n  dealers(\n    territoryId: $territoryId\n    search: $search\n    priority: $priority\n    dueBy: $dueBy\n  ) {\n    ...DealerFields\n  }\n}"): (typeof documents)["query GetDealers($territoryId: ID, $search: String, $priority: DealerPriority, $dueBy: String) {\n  dealers(\n    territoryId: $territoryId\n    search: $search\n    priority: $priority\n    dueBy: $dueBy\n  ) {\n    ...DealerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetTerritorySettings {\n  territories {\n    ...TerritorySettingsFields\n  }\n}"): (typeof documents)["query GetTerritorySettings {\n  territories {\n    ...TerritorySettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetZipLocation($zip: String!) {\n  zipLocation(zip: $zip) {\n    latitude\n    longitude\n  }\n}"): (typeof documents)["query GetZipLocation($zip: String!) {\n  zipLocation(zip: $zip) {\n    latitude\n    longitude\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportDealers($csv: String!, $preview: Boolean) {\n  importDealers(csv: $csv, preview: $preview) {\n    created\n    updated\n    preview\n    rejected {\n      line\n      reason\n    }\n  }\n}"): (typeof documents)["mutation ImportDealers($csv: String!, $preview: Boolean) {\n  importDealers(csv: $csv, preview: $preview) {\n    created\n    updated\n    preview\n    rejected {\n      line\n      reason\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MapMyRouteSetup($day: String!) {\n  territories {\n    id\n    name\n    center {\n      latitude\n      longitude\n    }\n  }\n  due: dealers(dueBy: $day) {\n    ...RouteDealerFields\n  }\n  dealers {\n    ...RouteDealerFields\n  }\n}"): (typeof documents)["query MapMyRouteSetup($day: String!) {\n  territories {\n    id\n    name\n    center {\n      latitude\n      longitude\n    }\n  }\n  due: dealers(dueBy: $day) {\n    ...RouteDealerFields\n  }\n  dealers {\n    ...RouteDealerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlanMyRoute($input: RoutePlanInput!) {\n  planRoute(input: $input) {\n    day\n    method\n    legs {\n      dealer {\n        ...RouteDealerFields\n      }\n      arriveMinute\n      departMinute\n      travelMinutes\n      miles\n      distance\n    }\n    leftOut {\n      dealer {\n        ...RouteDealerFields\n      }\n      reason\n    }\n    driveMinutes\n    miles\n    finishMinute\n    gpx\n    ics\n    csv\n    mapsLinks\n  }\n}"): (typeof documents)["query PlanMyRoute($input: RoutePlanInput!) {\n  planRoute(input: $input) {\n    day\n    method\n    legs {\n      dealer {\n        ...RouteDealerFields\n      }\n      arriveMinute\n      departMinute\n      travelMinutes\n      miles\n      distance\n    }\n    leftOut {\n      dealer {\n        ...RouteDealerFields\n      }\n      reason\n    }\n    driveMinutes\n    miles\n    finishMinute\n    gpx\n    ics\n    csv\n    mapsLinks\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RouteDealerFields on Dealer {\n  id\n  name\n  street\n  city\n  state\n  zip\n  priority\n  nextDueOn\n  daysOverdue\n  location {\n    latitude\n    longitude\n  }\n  approximateLocation\n}"): (typeof documents)["fragment RouteDealerFields on Dealer {\n  id\n  name\n  street\n  city\n  state\n  zip\n  priority\n  nextDueOn\n  daysOverdue\n  location {\n    latitude\n    longitude\n  }\n  approximateLocation\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetDealerLocation($id: ID!, $location: GeoPointInput!) {\n  setDealerLocation(id: $id, location: $location) {\n    ...TerritoryDealerFields\n  }\n}"): (typeof documents)["mutation SetDealerLocation($id: ID!, $location: GeoPointInput!) {\n  setDealerLocation(id: $id, location: $location) {\n    ...TerritoryDealerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SettingsDealerFields on Dealer {\n  id\n  name\n  street\n  city\n  state\n  zip\n  approximateLocation\n  phone\n  priority\n  notes\n  lastVisitOn\n  territory {\n    id\n  }\n}"): (typeof documents)["fragment SettingsDealerFields on Dealer {\n  id\n  name\n  street\n  city\n  state\n  zip\n  approximateLocation\n  phone\n  priority\n  notes\n  lastVisitOn\n  territory {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TerritoryDealer($id: ID!) {\n  dealer(id: $id) {\n    ...TerritoryDealerFields\n    phone\n    notes\n    contacts {\n      name\n      role\n      phone\n      email\n    }\n    visits(first: 20) {\n      id\n      checkedInAt\n      outcome\n      notes\n      nextStep\n      agent {\n        id\n        firstName\n        lastName\n      }\n    }\n    tasks {\n      id\n      title\n      dueOn\n      state\n      completedAt\n    }\n  }\n}"): (typeof documents)["query TerritoryDealer($id: ID!) {\n  dealer(id: $id) {\n    ...TerritoryDealerFields\n    phone\n    notes\n    contacts {\n      name\n      role\n      phone\n      email\n    }\n    visits(first: 20) {\n      id\n      checkedInAt\n      outcome\n      notes\n      nextStep\n      agent {\n        id\n        firstName\n        lastName\n      }\n    }\n    tasks {\n      id\n      title\n      dueOn\n      state\n      completedAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TerritoryDealerFields on Dealer {\n  id\n  name\n  street\n  city\n  state\n  zip\n  location {\n    latitude\n    longitude\n  }\n  locationSource\n  approximateLocation\n  priority\n  lastVisitOn\n  nextDueOn\n  daysOverdue\n  openTasks\n  market {\n    listings\n    averageDaysOnLot\n    soldLast30Days\n    agedShare\n    priceToMarket\n    pricedListings\n    segments\n  }\n}"): (typeof documents)["fragment TerritoryDealerFields on Dealer {\n  id\n  name\n  street\n  city\n  state\n  zip\n  location {\n    latitude\n    longitude\n  }\n  locationSource\n  approximateLocation\n  priority\n  lastVisitOn\n  nextDueOn\n  daysOverdue\n  openTasks\n  market {\n    listings\n    averageDaysOnLot\n    soldLast30Days\n    agedShare\n    priceToMarket\n    pricedListings\n    segments\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TerritoryInsights($territoryId: ID) {\n  territoryInsights(territoryId: $territoryId) {\n    territory {\n      id\n      name\n      center {\n        latitude\n        longitude\n      }\n    }\n    dueToday\n    overdue\n    marketAvailable\n    dealers {\n      ...TerritoryDealerFields\n    }\n  }\n}"): (typeof documents)["query TerritoryInsights($territoryId: ID) {\n  territoryInsights(territoryId: $territoryId) {\n    territory {\n      id\n      name\n      center {\n        latitude\n        longitude\n      }\n    }\n    dueToday\n    overdue\n    marketAvailable\n    dealers {\n      ...TerritoryDealerFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TerritorySettingsFields on Territory {\n  ...TerritoryFields\n  center {\n    latitude\n    longitude\n  }\n  radiusMiles\n  cadenceWeeks {\n    p1\n    p2\n    p3\n  }\n  dealerCount\n  dealers {\n    ...SettingsDealerFields\n  }\n}"): (typeof documents)["fragment TerritorySettingsFields on Territory {\n  ...TerritoryFields\n  center {\n    latitude\n    longitude\n  }\n  radiusMiles\n  cadenceWeeks {\n    p1\n    p2\n    p3\n  }\n  dealerCount\n  dealers {\n    ...SettingsDealerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDealer($id: ID!, $input: DealerInput!) {\n  updateDealer(id: $id, input: $input) {\n    ...DealerFields\n  }\n}"): (typeof documents)["mutation UpdateDealer($id: ID!, $input: DealerInput!) {\n  updateDealer(id: $id, input: $input) {\n    ...DealerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAnalyticsDailyCounts($filter: AnalyticsEventFilter!) {\n  analyticsDailyCounts(filter: $filter) {\n    day\n    event\n    count\n  }\n}"): (typeof documents)["query GetAnalyticsDailyCounts($filter: AnalyticsEventFilter!) {\n  analyticsDailyCounts(filter: $filter) {\n    day\n    event\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAnalyticsEvents($filter: AnalyticsEventFilter, $first: Int, $after: String) {\n  analyticsEvents(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        organizationId\n        userId\n        anonymousId\n        sessionId\n        component\n        event\n        url\n        payload\n        custom\n        createdAt\n        receivedAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query GetAnalyticsEvents($filter: AnalyticsEventFilter, $first: Int, $after: String) {\n  analyticsEvents(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        organizationId\n        userId\n        anonymousId\n        sessionId\n        component\n        event\n        url\n        payload\n        custom\n        createdAt\n        receivedAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ApiTokenFields on ApiToken {\n  id\n  name\n  prefix\n  scopes\n  createdBy {\n    id\n    displayName\n  }\n  createdAt\n  expiresAt\n  lastUsedAt\n  revokedAt\n}"): (typeof documents)["fragment ApiTokenFields on ApiToken {\n  id\n  name\n  prefix\n  scopes\n  createdBy {\n    id\n    displayName\n  }\n  createdAt\n  expiresAt\n  lastUsedAt\n  revokedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    apiToken {\n      ...ApiTokenFields\n    }\n    secret\n  }\n}"): (typeof documents)["mutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    apiToken {\n      ...ApiTokenFields\n    }\n    secret\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetApiTokens {\n  apiTokens {\n    ...ApiTokenFields\n  }\n}"): (typeof documents)["query GetApiTokens {\n  apiTokens {\n    ...ApiTokenFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeApiToken($id: ID!) {\n  revokeApiToken(id: $id) {\n    ...ApiTokenFields\n  }\n}"): (typeof documents)["mutation RevokeApiToken($id: ID!) {\n  revokeApiToken(id: $id) {\n    ...ApiTokenFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AppraisalDetailFields on Appraisal {\n  id\n  state\n  kind\n  vin\n  vinCheckDigitAccepted\n  year\n  make\n  model\n  trim\n  mileage\n  condition\n  exteriorColor\n  options\n  zip\n  customer {\n    name\n    phone\n    email\n  }\n  appraiser {\n    id\n    name\n  }\n  notes\n  reconTemplateKey\n  reconLines {\n    description\n    amountCents\n  }\n  offer {\n    expectedRetailCents\n    expectedRetailSource\n    reconCents\n    targetGrossCents\n    marketDaysSupply\n    targetDaysToSale\n    expectedDaysToSale\n    holdingCostCents\n    packCents\n    transportCents\n    feesCents\n    proposedCents\n    overrideCents\n    overrideReason\n    offerCents\n    auctionIndex {\n      valueCents\n      differenceCents\n      share\n    }\n    wholesaleBook {\n      valueCents\n      differenceCents\n      share\n    }\n    warning {\n      direction\n      share\n      term\n    }\n  }\n  valuations {\n    ...ValuationsFields\n  }\n  lostReason\n  lostNote\n  purchasePriceCents\n  vehicle {\n    id\n    stockNumber\n    status\n  }\n  ageDays\n  createdAt\n  updatedAt\n  offeredAt\n  closedAt\n}"): (typeof documents)["fragment AppraisalDetailFields on Appraisal {\n  id\n  state\n  kind\n  vin\n  vinCheckDigitAccepted\n  year\n  make\n  model\n  trim\n  mileage\n  condition\n  exteriorColor\n  options\n  zip\n  customer {\n    name\n    phone\n    email\n  }\n  appraiser {\n    id\n    name\n  }\n  notes\n  reconTemplateKey\n  reconLines {\n    description\n    amountCents\n  }\n  offer {\n    expectedRetailCents\n    expectedRetailSource\n    reconCents\n    targetGrossCents\n    marketDaysSupply\n    targetDaysToSale\n    expectedDaysToSale\n    holdingCostCents\n    packCents\n    transportCents\n    feesCents\n    proposedCents\n    overrideCents\n    overrideReason\n    offerCents\n    auctionIndex {\n      valueCents\n      differenceCents\n      share\n    }\n    wholesaleBook {\n      valueCents\n      differenceCents\n      share\n    }\n    warning {\n      direction\n      share\n      term\n    }\n  }\n  valuations {\n    ...ValuationsFields\n  }\n  lostReason\n  lostNote\n  purchasePriceCents\n  vehicle {\n    id\n    stockNumber\n    status\n  }\n  ageDays\n  createdAt\n  updatedAt\n  offeredAt\n  closedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AppraisalFiguresFields on AppraisalFigures {\n  appraiser {\n    id\n    name\n  }\n  made\n  won\n  lost\n  lookToBook\n  costToMarket\n  offerToAuctionIndex\n}"): (typeof documents)["fragment AppraisalFiguresFields on AppraisalFigures {\n  appraiser {\n    id\n    name\n  }\n  made\n  won\n  lost\n  lookToBook\n  costToMarket\n  offerToAuctionIndex\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AppraisalListFields on Appraisal {\n  id\n  state\n  kind\n  vin\n  year\n  make\n  model\n  trim\n  mileage\n  condition\n  customer {\n    name\n  }\n  appraiser {\n    id\n    name\n  }\n  offer {\n    expectedRetailCents\n    expectedRetailSource\n    offerCents\n  }\n  purchasePriceCents\n  ageDays\n  createdAt\n  offeredAt\n  closedAt\n}"): (typeof documents)["fragment AppraisalListFields on Appraisal {\n  id\n  state\n  kind\n  vin\n  year\n  make\n  model\n  trim\n  mileage\n  condition\n  customer {\n    name\n  }\n  appraiser {\n    id\n    name\n  }\n  offer {\n    expectedRetailCents\n    expectedRetailSource\n    offerCents\n  }\n  purchasePriceCents\n  ageDays\n  createdAt\n  offeredAt\n  closedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAppraisal($input: CreateAppraisalInput!) {\n  createAppraisal(input: $input) {\n    ...AppraisalDetailFields\n  }\n}"): (typeof documents)["mutation CreateAppraisal($input: CreateAppraisalInput!) {\n  createAppraisal(input: $input) {\n    ...AppraisalDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAppraisal($id: ID!) {\n  appraisal(id: $id) {\n    ...AppraisalDetailFields\n  }\n}"): (typeof documents)["query GetAppraisal($id: ID!) {\n  appraisal(id: $id) {\n    ...AppraisalDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAppraisals($filter: AppraisalFilter, $first: Int, $after: String, $from: LocalDate, $to: LocalDate) {\n  appraisals(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AppraisalListFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n  appraisalFigures(from: $from, to: $to) {\n    from\n    to\n    store {\n      ...AppraisalFiguresFields\n    }\n    byAppraiser {\n      ...AppraisalFiguresFields\n    }\n  }\n}"): (typeof documents)["query GetAppraisals($filter: AppraisalFilter, $first: Int, $after: String, $from: LocalDate, $to: LocalDate) {\n  appraisals(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AppraisalListFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n  appraisalFigures(from: $from, to: $to) {\n    from\n    to\n    store {\n      ...AppraisalFiguresFields\n    }\n    byAppraiser {\n      ...AppraisalFiguresFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LoseAppraisal($input: LoseAppraisalInput!) {\n  loseAppraisal(input: $input) {\n    ...AppraisalDetailFields\n  }\n}"): (typeof documents)["mutation LoseAppraisal($input: LoseAppraisalInput!) {\n  loseAppraisal(input: $input) {\n    ...AppraisalDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OfferAppraisal($id: ID!) {\n  offerAppraisal(id: $id) {\n    ...AppraisalDetailFields\n  }\n}"): (typeof documents)["mutation OfferAppraisal($id: ID!) {\n  offerAppraisal(id: $id) {\n    ...AppraisalDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OverrideAppraisalOffer($input: OverrideAppraisalOfferInput!) {\n  overrideAppraisalOffer(input: $input) {\n    ...AppraisalDetailFields\n  }\n}"): (typeof documents)["mutation OverrideAppraisalOffer($input: OverrideAppraisalOfferInput!) {\n  overrideAppraisalOffer(input: $input) {\n    ...AppraisalDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetAppraisalReconEstimate($input: SetAppraisalReconEstimateInput!) {\n  setAppraisalReconEstimate(input: $input) {\n    ...AppraisalDetailFields\n  }\n}"): (typeof documents)["mutation SetAppraisalReconEstimate($input: SetAppraisalReconEstimateInput!) {\n  setAppraisalReconEstimate(input: $input) {\n    ...AppraisalDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAppraisal($input: UpdateAppraisalInput!) {\n  updateAppraisal(input: $input) {\n    ...AppraisalDetailFields\n  }\n}"): (typeof documents)["mutation UpdateAppraisal($input: UpdateAppraisalInput!) {\n  updateAppraisal(input: $input) {\n    ...AppraisalDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WinAppraisal($input: WinAppraisalInput!) {\n  winAppraisal(input: $input) {\n    ...AppraisalDetailFields\n  }\n}"): (typeof documents)["mutation WinAppraisal($input: WinAppraisalInput!) {\n  winAppraisal(input: $input) {\n    ...AppraisalDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n  auditLog(filter: $filter, first: $first, after: $after) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        organizationId\n        actor {\n          id\n          displayName\n          ... on User {\n            email\n          }\n        }\n        actorTokenId\n        action\n        targetType\n        targetId\n        before\n        after\n        createdAt\n      }\n    }\n  }\n}"): (typeof documents)["query GetAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {\n  auditLog(filter: $filter, first: $first, after: $after) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        organizationId\n        actor {\n          id\n          displayName\n          ... on User {\n            email\n          }\n        }\n        actorTokenId\n        action\n        targetType\n        targetId\n        before\n        after\n        createdAt\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetBilling {\n  billing {\n    plan {\n      ...PlanDetailsFields\n    }\n    seatsInUse\n    pendingInvitations\n    enabledFeatures\n    availablePlans {\n      ...PlanDetailsFields\n    }\n  }\n}"): (typeof documents)["query GetBilling {\n  billing {\n    plan {\n      ...PlanDetailsFields\n    }\n    seatsInUse\n    pendingInvitations\n    enabledFeatures\n    availablePlans {\n      ...PlanDetailsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PlanDetailsFields on PlanDetails {\n  key\n  label\n  seats\n  monthlyPriceUsd\n}"): (typeof documents)["fragment PlanDetailsFields on PlanDetails {\n  key\n  label\n  seats\n  monthlyPriceUsd\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDashboardAppraisals($weekFrom: LocalDate!, $monthFrom: LocalDate!, $to: LocalDate!) {\n  week: appraisalFigures(from: $weekFrom, to: $to) {\n    store {\n      made\n      won\n    }\n  }\n  month: appraisalFigures(from: $monthFrom, to: $to) {\n    store {\n      made\n      lookToBook\n    }\n  }\n}"): (typeof documents)["query GetDashboardAppraisals($weekFrom: LocalDate!, $monthFrom: LocalDate!, $to: LocalDate!) {\n  week: appraisalFigures(from: $weekFrom, to: $to) {\n    store {\n      made\n      won\n    }\n  }\n  month: appraisalFigures(from: $monthFrom, to: $to) {\n    store {\n      made\n      lookToBook\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDashboardApprovals {\n  pendingRepairOrderApprovals {\n    waitingCostCents\n  }\n}"): (typeof documents)["query GetDashboardApprovals {\n  pendingRepairOrderApprovals {\n    waitingCostCents\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDashboardAttention {\n  myAttentionCount\n}"): (typeof documents)["query GetDashboardAttention {\n  myAttentionCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDashboardGross($thisMonth: ReportRangeInput!, $lastMonth: ReportRangeInput!) {\n  thisMonth: salesReport(range: $thisMonth) {\n    retailUnits {\n      current\n    }\n    frontEndGrossCents {\n      current\n    }\n  }\n  lastMonth: salesReport(range: $lastMonth) {\n    retailUnits {\n      current\n    }\n    frontEndGrossCents {\n      current\n    }\n  }\n}"): (typeof documents)["query GetDashboardGross($thisMonth: ReportRangeInput!, $lastMonth: ReportRangeInput!) {\n  thisMonth: salesReport(range: $thisMonth) {\n    retailUnits {\n      current\n    }\n    frontEndGrossCents {\n      current\n    }\n  }\n  lastMonth: salesReport(range: $lastMonth) {\n    retailUnits {\n      current\n    }\n    frontEndGrossCents {\n      current\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDashboardRecon($from: DateTime!, $to: DateTime!) {\n  reconMetrics(from: $from, to: $to) {\n    frontLined\n    medianTimeToLineSeconds\n    vehiclesInRecon\n    stages {\n      stage {\n        id\n        name\n      }\n      vehicles\n      overdue\n      medianOverdueBySeconds\n    }\n  }\n}"): (typeof documents)["query GetDashboardRecon($from: DateTime!, $to: DateTime!) {\n  reconMetrics(from: $from, to: $to) {\n    frontLined\n    medianTimeToLineSeconds\n    vehiclesInRecon\n    stages {\n      stage {\n        id\n        name\n      }\n      vehicles\n      overdue\n      medianOverdueBySeconds\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DmsConnectionFields on DmsConnection {\n  id\n  provider\n  providerName\n  dealerId\n  storeId\n  credentialsSet\n  feedSecretSet\n  feedSecretCreatedAt\n  feedUrl\n  encryptionConfigured\n  updatedAt\n}"): (typeof documents)["fragment DmsConnectionFields on DmsConnection {\n  id\n  provider\n  providerName\n  dealerId\n  storeId\n  credentialsSet\n  feedSecretSet\n  feedSecretCreatedAt\n  feedUrl\n  encryptionConfigured\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDmsSettings {\n  dmsConnection {\n    ...DmsConnectionFields\n  }\n  dmsDeliveries {\n    id\n    deliveryId\n    receivedAt\n    format\n    rowCount\n    created\n    updated\n    unchanged\n    rejectedCount\n    rejected {\n      line\n      reason\n    }\n    durationMs\n  }\n}"): (typeof documents)["query GetDmsSettings {\n  dmsConnection {\n    ...DmsConnectionFields\n  }\n  dmsDeliveries {\n    id\n    deliveryId\n    receivedAt\n    format\n    rowCount\n    created\n    updated\n    unchanged\n    rejectedCount\n    rejected {\n      line\n      reason\n    }\n    durationMs\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RotateDmsFeedSecret {\n  rotateDmsFeedSecret {\n    secret\n    connection {\n      ...DmsConnectionFields\n    }\n  }\n}"): (typeof documents)["mutation RotateDmsFeedSecret {\n  rotateDmsFeedSecret {\n    secret\n    connection {\n      ...DmsConnectionFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveDmsConnection($input: SaveDmsConnectionInput!) {\n  saveDmsConnection(input: $input) {\n    ...DmsConnectionFields\n  }\n}"): (typeof documents)["mutation SaveDmsConnection($input: SaveDmsConnectionInput!) {\n  saveDmsConnection(input: $input) {\n    ...DmsConnectionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription FollowEvents($types: [String!], $after: String) {\n  events(types: $types, after: $after) {\n    id\n    type\n    occurredAt\n    subjectId\n    data\n    actor {\n      id\n      displayName\n    }\n  }\n}"): (typeof documents)["subscription FollowEvents($types: [String!], $after: String) {\n  events(types: $types, after: $after) {\n    id\n    type\n    occurredAt\n    subjectId\n    data\n    actor {\n      id\n      displayName\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetEvents($after: String, $first: Int, $types: [String!]) {\n  events(after: $after, first: $first, types: $types) {\n    edges {\n      cursor\n      node {\n        id\n        type\n        occurredAt\n        organizationId\n        subjectType\n        subjectId\n        data\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query GetEvents($after: String, $first: Int, $types: [String!]) {\n  events(after: $after, first: $first, types: $types) {\n    edges {\n      cursor\n      node {\n        id\n        type\n        occurredAt\n        organizationId\n        subjectType\n        subjectId\n        data\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeFinancingReferralState($id: ID!, $state: FinancingReferralState!) {\n  changeFinancingReferralState(id: $id, state: $state) {\n    ...FinancingReferralFields\n  }\n}"): (typeof documents)["mutation ChangeFinancingReferralState($id: ID!, $state: FinancingReferralState!) {\n  changeFinancingReferralState(id: $id, state: $state) {\n    ...FinancingReferralFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateFinancingReferral($input: CreateFinancingReferralInput!) {\n  createFinancingReferral(input: $input) {\n    ...FinancingReferralFields\n  }\n}"): (typeof documents)["mutation CreateFinancingReferral($input: CreateFinancingReferralInput!) {\n  createFinancingReferral(input: $input) {\n    ...FinancingReferralFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExportFinancingReferrals($ids: [ID!]!) {\n  financingReferralsCsv(ids: $ids)\n}"): (typeof documents)["query ExportFinancingReferrals($ids: [ID!]!) {\n  financingReferralsCsv(ids: $ids)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FinancingReferralFields on FinancingReferral {\n  id\n  state\n  customerName\n  customerEmail\n  customerPhone\n  partner\n  vehicleId\n  vin\n  stockNumber\n  vehicleTitle\n  referredBy\n  createdAt\n  stateChangedAt\n}"): (typeof documents)["fragment FinancingReferralFields on FinancingReferral {\n  id\n  state\n  customerName\n  customerEmail\n  customerPhone\n  partner\n  vehicleId\n  vin\n  stockNumber\n  vehicleTitle\n  referredBy\n  createdAt\n  stateChangedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListFinancingReferrals($vehicleId: ID) {\n  financingReferrals(vehicleId: $vehicleId) {\n    ...FinancingReferralFields\n  }\n}"): (typeof documents)["query ListFinancingReferrals($vehicleId: ID) {\n  financingReferrals(vehicleId: $vehicleId) {\n    ...FinancingReferralFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptInventoryRequest($id: ID!, $transferPriceCents: Int) {\n  acceptInventoryRequest(id: $id, transferPriceCents: $transferPriceCents) {\n    ...InventoryRequestFields\n  }\n}"): (typeof documents)["mutation AcceptInventoryRequest($id: ID!, $transferPriceCents: Int) {\n  acceptInventoryRequest(id: $id, transferPriceCents: $transferPriceCents) {\n    ...InventoryRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelInventoryRequest($id: ID!) {\n  cancelInventoryRequest(id: $id) {\n    ...InventoryRequestFields\n  }\n}"): (typeof documents)["mutation CancelInventoryRequest($id: ID!) {\n  cancelInventoryRequest(id: $id) {\n    ...InventoryRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeclineInventoryRequest($id: ID!, $reason: String!) {\n  declineInventoryRequest(id: $id, reason: $reason) {\n    ...InventoryRequestFields\n  }\n}"): (typeof documents)["mutation DeclineInventoryRequest($id: ID!, $reason: String!) {\n  declineInventoryRequest(id: $id, reason: $reason) {\n    ...InventoryRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetGroupInventory($search: String, $make: String, $model: String, $yearFrom: Int, $yearTo: Int, $first: Int, $after: String) {\n  groupInventory(\n    search: $search\n    make: $make\n    model: $model\n    yearFrom: $yearFrom\n    yearTo: $yearTo\n    first: $first\n    after: $after\n  ) {\n    dealerGroup {\n      id\n      name\n    }\n    note\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        rooftop\n        year\n        make\n        model\n        trim\n        mileage\n        listPriceCents\n        daysInStock\n        status\n      }\n    }\n  }\n}"): (typeof documents)["query GetGroupInventory($search: String, $make: String, $model: String, $yearFrom: Int, $yearTo: Int, $first: Int, $after: String) {\n  groupInventory(\n    search: $search\n    make: $make\n    model: $model\n    yearFrom: $yearFrom\n    yearTo: $yearTo\n    first: $first\n    after: $after\n  ) {\n    dealerGroup {\n      id\n      name\n    }\n    note\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        rooftop\n        year\n        make\n        model\n        trim\n        mileage\n        listPriceCents\n        daysInStock\n        status\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetInventoryRequest($id: ID!) {\n  inventoryRequest(id: $id) {\n    ...InventoryRequestFields\n  }\n}"): (typeof documents)["query GetInventoryRequest($id: ID!) {\n  inventoryRequest(id: $id) {\n    ...InventoryRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetInventoryRequests($direction: InventoryRequestDirection!, $state: InventoryRequestState, $first: Int, $after: String) {\n  inventoryRequests(\n    direction: $direction\n    state: $state\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...InventoryRequestFields\n      }\n    }\n  }\n}"): (typeof documents)["query GetInventoryRequests($direction: InventoryRequestDirection!, $state: InventoryRequestState, $first: Int, $after: String) {\n  inventoryRequests(\n    direction: $direction\n    state: $state\n    first: $first\n    after: $after\n  ) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...InventoryRequestFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InventoryRequestFields on InventoryRequest {\n  id\n  state\n  direction\n  requesterRooftop\n  sourceRooftop\n  requestedBy\n  vehicleId\n  vehicleTitle\n  mileage\n  listPriceCents\n  stockNumber\n  vin\n  note\n  declineReason\n  shippingNote\n  transferPriceCents\n  transferPriceWithheld\n  receivedVehicleId\n  createdAt\n  stateChangedAt\n}"): (typeof documents)["fragment InventoryRequestFields on InventoryRequest {\n  id\n  state\n  direction\n  requesterRooftop\n  sourceRooftop\n  requestedBy\n  vehicleId\n  vehicleTitle\n  mileage\n  listPriceCents\n  stockNumber\n  vin\n  note\n  declineReason\n  shippingNote\n  transferPriceCents\n  transferPriceWithheld\n  receivedVehicleId\n  createdAt\n  stateChangedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReceiveInventoryRequest($id: ID!, $stockNumber: String) {\n  receiveInventoryRequest(id: $id, stockNumber: $stockNumber) {\n    ...InventoryRequestFields\n  }\n}"): (typeof documents)["mutation ReceiveInventoryRequest($id: ID!, $stockNumber: String) {\n  receiveInventoryRequest(id: $id, stockNumber: $stockNumber) {\n    ...InventoryRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestInventory($input: RequestInventoryInput!) {\n  requestInventory(input: $input) {\n    ...InventoryRequestFields\n  }\n}"): (typeof documents)["mutation RequestInventory($input: RequestInventoryInput!) {\n  requestInventory(input: $input) {\n    ...InventoryRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShipInventoryRequest($id: ID!, $note: String) {\n  shipInventoryRequest(id: $id, note: $note) {\n    ...InventoryRequestFields\n  }\n}"): (typeof documents)["mutation ShipInventoryRequest($id: ID!, $note: String) {\n  shipInventoryRequest(id: $id, note: $note) {\n    ...InventoryRequestFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeVehiclePrice($input: ChangeVehiclePriceInput!) {\n  changeVehiclePrice(input: $input) {\n    ...VehicleDetailFields\n  }\n}"): (typeof documents)["mutation ChangeVehiclePrice($input: ChangeVehiclePriceInput!) {\n  changeVehiclePrice(input: $input) {\n    ...VehicleDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeVehicleStatus($input: ChangeVehicleStatusInput!) {\n  changeVehicleStatus(input: $input) {\n    ...VehicleDetailFields\n  }\n}"): (typeof documents)["mutation ChangeVehicleStatus($input: ChangeVehicleStatusInput!) {\n  changeVehicleStatus(input: $input) {\n    ...VehicleDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeVehicleStatuses($input: ChangeVehicleStatusesInput!) {\n  changeVehicleStatuses(input: $input) {\n    changed\n    vehicles {\n      ...VehicleListFields\n    }\n  }\n}"): (typeof documents)["mutation ChangeVehicleStatuses($input: ChangeVehicleStatusesInput!) {\n  changeVehicleStatuses(input: $input) {\n    changed\n    vehicles {\n      ...VehicleListFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateVehicle($input: CreateVehicleInput!) {\n  createVehicle(input: $input) {\n    ...VehicleDetailFields\n  }\n}"): (typeof documents)["mutation CreateVehicle($input: CreateVehicleInput!) {\n  createVehicle(input: $input) {\n    ...VehicleDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DecodeVin($vin: String!) {\n  decodeVin(vin: $vin) {\n    vin\n    valid\n    problem\n    message\n    decoded {\n      wmi\n      modelYear\n      region\n      country\n      manufacturer\n      checkDigitValid\n    }\n  }\n}"): (typeof documents)["query DecodeVin($vin: String!) {\n  decodeVin(vin: $vin) {\n    vin\n    valid\n    problem\n    message\n    decoded {\n      wmi\n      modelYear\n      region\n      country\n      manufacturer\n      checkDigitValid\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetInventorySummary {\n  inventorySummary {\n    inStock\n    averageAgeDays\n    aged\n    agedAfterDays\n  }\n}"): (typeof documents)["query GetInventorySummary {\n  inventorySummary {\n    inStock\n    averageAgeDays\n    aged\n    agedAfterDays\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetVehicle($id: ID!) {\n  vehicle(id: $id) {\n    ...VehicleDetailFields\n  }\n}"): (typeof documents)["query GetVehicle($id: ID!) {\n  vehicle(id: $id) {\n    ...VehicleDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetVehicleAgeBuckets($filter: VehicleFilter) {\n  vehicleAgeBuckets(filter: $filter) {\n    bucket\n    minDays\n    maxDays\n    count\n  }\n}"): (typeof documents)["query GetVehicleAgeBuckets($filter: VehicleFilter) {\n  vehicleAgeBuckets(filter: $filter) {\n    bucket\n    minDays\n    maxDays\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetVehicleMakes {\n  vehicleMakes {\n    make\n    count\n  }\n}"): (typeof documents)["query GetVehicleMakes {\n  vehicleMakes {\n    make\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetVehicles($filter: VehicleFilter, $orderBy: VehicleOrder, $first: Int, $after: String) {\n  vehicles(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...VehicleListFields\n      }\n    }\n  }\n}"): (typeof documents)["query GetVehicles($filter: VehicleFilter, $orderBy: VehicleOrder, $first: Int, $after: String) {\n  vehicles(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...VehicleListFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetVehiclesByVin($vins: [String!]!, $first: Int) {\n  vehicles(filter: {vins: $vins}, first: $first) {\n    edges {\n      node {\n        id\n        vin\n        stockNumber\n        year\n        make\n        model\n        status\n      }\n    }\n  }\n}"): (typeof documents)["query GetVehiclesByVin($vins: [String!]!, $first: Int) {\n  vehicles(filter: {vins: $vins}, first: $first) {\n    edges {\n      node {\n        id\n        vin\n        stockNumber\n        year\n        make\n        model\n        status\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetVehiclesForExport($filter: VehicleFilter, $orderBy: VehicleOrder, $first: Int, $after: String) {\n  vehicles(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...VehicleListFields\n        interiorColor\n        notes\n        disposedOn\n      }\n    }\n  }\n}"): (typeof documents)["query GetVehiclesForExport($filter: VehicleFilter, $orderBy: VehicleOrder, $first: Int, $after: String) {\n  vehicles(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      node {\n        ...VehicleListFields\n        interiorColor\n        notes\n        disposedOn\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportVehicles($input: ImportVehiclesInput!) {\n  importVehicles(input: $input) {\n    created\n    updated\n    unchanged\n    rejected {\n      line\n      reason\n    }\n  }\n}"): (typeof documents)["mutation ImportVehicles($input: ImportVehiclesInput!) {\n  importVehicles(input: $input) {\n    created\n    updated\n    unchanged\n    rejected {\n      line\n      reason\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordVehicleSale($input: RecordVehicleSaleInput!) {\n  recordVehicleSale(input: $input) {\n    ...VehicleDetailFields\n  }\n}"): (typeof documents)["mutation RecordVehicleSale($input: RecordVehicleSaleInput!) {\n  recordVehicleSale(input: $input) {\n    ...VehicleDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateVehicle($input: UpdateVehicleInput!) {\n  updateVehicle(input: $input) {\n    ...VehicleDetailFields\n  }\n}"): (typeof documents)["mutation UpdateVehicle($input: UpdateVehicleInput!) {\n  updateVehicle(input: $input) {\n    ...VehicleDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VehicleDetailFields on Vehicle {\n  ...VehicleListFields\n  photos {\n    ...VehiclePhotoFields\n  }\n  interiorColor\n  notes\n  statusChangedAt\n  disposedOn\n  createdAt\n  updatedAt\n  certifiedAt\n  vinDecoding {\n    wmi\n    modelYear\n    region\n    country\n    manufacturer\n    checkDigitValid\n  }\n  priceHistory {\n    id\n    fromCents\n    toCents\n    reason\n    changedAt\n    changedBy {\n      id\n      name\n    }\n  }\n  statusHistory {\n    id\n    from\n    to\n    note\n    changedAt\n    changedBy {\n      id\n      name\n    }\n  }\n  sale {\n    soldOn\n    buyerType\n    salePriceCents\n    reconCostCents\n    frontEndGrossCents\n    recordedAt\n    recordedBy {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["fragment VehicleDetailFields on Vehicle {\n  ...VehicleListFields\n  photos {\n    ...VehiclePhotoFields\n  }\n  interiorColor\n  notes\n  statusChangedAt\n  disposedOn\n  createdAt\n  updatedAt\n  certifiedAt\n  vinDecoding {\n    wmi\n    modelYear\n    region\n    country\n    manufacturer\n    checkDigitValid\n  }\n  priceHistory {\n    id\n    fromCents\n    toCents\n    reason\n    changedAt\n    changedBy {\n      id\n      name\n    }\n  }\n  statusHistory {\n    id\n    from\n    to\n    note\n    changedAt\n    changedBy {\n      id\n      name\n    }\n  }\n  sale {\n    soldOn\n    buyerType\n    salePriceCents\n    reconCostCents\n    frontEndGrossCents\n    recordedAt\n    recordedBy {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VehicleListFields on Vehicle {\n  id\n  vin\n  stockNumber\n  year\n  make\n  model\n  trim\n  bodyStyle\n  exteriorColor\n  mileage\n  acquisitionSource\n  acquiredDate\n  costCents\n  costWithheld\n  listPriceCents\n  potentialGrossCents\n  priceToMarket\n  status\n  daysInInventory\n  ageBucket\n  lotLocation\n  certifiedAt\n  recon {\n    ...VehicleReconPositionFields\n  }\n  mainPhoto {\n    ...VehiclePhotoFields\n  }\n}"): (typeof documents)["fragment VehicleListFields on Vehicle {\n  id\n  vin\n  stockNumber\n  year\n  make\n  model\n  trim\n  bodyStyle\n  exteriorColor\n  mileage\n  acquisitionSource\n  acquiredDate\n  costCents\n  costWithheld\n  listPriceCents\n  potentialGrossCents\n  priceToMarket\n  status\n  daysInInventory\n  ageBucket\n  lotLocation\n  certifiedAt\n  recon {\n    ...VehicleReconPositionFields\n  }\n  mainPhoto {\n    ...VehiclePhotoFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteVehiclePhoto($id: ID!) {\n  deleteVehiclePhoto(id: $id) {\n    id\n    mainPhoto {\n      ...VehiclePhotoFields\n    }\n    photos {\n      ...VehiclePhotoFields\n    }\n  }\n}"): (typeof documents)["mutation DeleteVehiclePhoto($id: ID!) {\n  deleteVehiclePhoto(id: $id) {\n    id\n    mainPhoto {\n      ...VehiclePhotoFields\n    }\n    photos {\n      ...VehiclePhotoFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReorderVehiclePhotos($vehicleId: ID!, $photoIds: [ID!]!) {\n  reorderVehiclePhotos(vehicleId: $vehicleId, photoIds: $photoIds) {\n    id\n    mainPhoto {\n      ...VehiclePhotoFields\n    }\n    photos {\n      ...VehiclePhotoFields\n    }\n  }\n}"): (typeof documents)["mutation ReorderVehiclePhotos($vehicleId: ID!, $photoIds: [ID!]!) {\n  reorderVehiclePhotos(vehicleId: $vehicleId, photoIds: $photoIds) {\n    id\n    mainPhoto {\n      ...VehiclePhotoFields\n    }\n    photos {\n      ...VehiclePhotoFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetMainVehiclePhoto($id: ID!) {\n  setMainVehiclePhoto(id: $id) {\n    id\n    mainPhoto {\n      ...VehiclePhotoFields\n    }\n    photos {\n      ...VehiclePhotoFields\n    }\n  }\n}"): (typeof documents)["mutation SetMainVehiclePhoto($id: ID!) {\n  setMainVehiclePhoto(id: $id) {\n    id\n    mainPhoto {\n      ...VehiclePhotoFields\n    }\n    photos {\n      ...VehiclePhotoFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VehiclePhotoFields on VehiclePhoto {\n  id\n  url\n  thumbnailUrl\n  width\n  height\n  position\n  isMain\n}"): (typeof documents)["fragment VehiclePhotoFields on VehiclePhoto {\n  id\n  url\n  thumbnailUrl\n  width\n  height\n  position\n  isMain\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddMarketRecords($input: AddMarketRecordsInput!) {\n  addMarketRecords(input: $input) {\n    stored\n  }\n}"): (typeof documents)["mutation AddMarketRecords($input: AddMarketRecordsInput!) {\n  addMarketRecords(input: $input) {\n    stored\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetComparables($vehicleId: ID, $vehicle: ValuationVehicleInput, $condition: ConditionGrade, $zip: String, $radiusMiles: Float) {\n  comparables(\n    vehicleId: $vehicleId\n    vehicle: $vehicle\n    condition: $condition\n    zip: $zip\n    radiusMiles: $radiusMiles\n  ) {\n    subject {\n      year\n      make\n      model\n      mileage\n      zip\n    }\n    radiusMiles\n    asOf\n    comparables {\n      distanceMiles\n      adjustedPriceCents\n      record {\n        id\n        year\n        make\n        model\n        mileage\n        priceCents\n        zip\n        channel\n        source\n        soldOn\n        lastSeenOn\n        daysOnMarket\n      }\n    }\n  }\n}"): (typeof documents)["query GetComparables($vehicleId: ID, $vehicle: ValuationVehicleInput, $condition: ConditionGrade, $zip: String, $radiusMiles: Float) {\n  comparables(\n    vehicleId: $vehicleId\n    vehicle: $vehicle\n    condition: $condition\n    zip: $zip\n    radiusMiles: $radiusMiles\n  ) {\n    subject {\n      year\n      make\n      model\n      mileage\n      zip\n    }\n    radiusMiles\n    asOf\n    comparables {\n      distanceMiles\n      adjustedPriceCents\n      record {\n        id\n        year\n        make\n        model\n        mileage\n        priceCents\n        zip\n        channel\n        source\n        soldOn\n        lastSeenOn\n        daysOnMarket\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetMarketRecords($filter: MarketRecordFilter, $first: Int, $after: String) {\n  marketRecords(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        year\n        make\n        model\n        trim\n        mileage\n        priceCents\n        dealerName\n        zip\n        firstSeenOn\n        lastSeenOn\n        soldOn\n        channel\n        source\n        daysOnMarket\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query GetMarketRecords($filter: MarketRecordFilter, $first: Int, $after: String) {\n  marketRecords(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        year\n        make\n        model\n        trim\n        mileage\n        priceCents\n        dealerName\n        zip\n        firstSeenOn\n        lastSeenOn\n        soldOn\n        channel\n        source\n        daysOnMarket\n      }\n    }\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetValuations($vehicleId: ID, $vehicle: ValuationVehicleInput, $condition: ConditionGrade, $zip: String, $radiusMiles: Float) {\n  valuations(\n    vehicleId: $vehicleId\n    vehicle: $vehicle\n    condition: $condition\n    zip: $zip\n    radiusMiles: $radiusMiles\n  ) {\n    ...ValuationsFields\n  }\n}"): (typeof documents)["query GetValuations($vehicleId: ID, $vehicle: ValuationVehicleInput, $condition: ConditionGrade, $zip: String, $radiusMiles: Float) {\n  valuations(\n    vehicleId: $vehicleId\n    vehicle: $vehicle\n    condition: $condition\n    zip: $zip\n    radiusMiles: $radiusMiles\n  ) {\n    ...ValuationsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportMarketRecords($input: ImportMarketRecordsInput!) {\n  importMarketRecords(input: $input) {\n    stored\n    accepted\n    preview\n    rejected {\n      line\n      reason\n    }\n  }\n}"): (typeof documents)["mutation ImportMarketRecords($input: ImportMarketRecordsInput!) {\n  importMarketRecords(input: $input) {\n    stored\n    accepted\n    preview\n    rejected {\n      line\n      reason\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportWholesaleBook($input: ImportWholesaleBookInput!) {\n  importWholesaleBook(input: $input) {\n    stored\n    accepted\n    preview\n    rejected {\n      line\n      reason\n    }\n  }\n}"): (typeof documents)["mutation ImportWholesaleBook($input: ImportWholesaleBookInput!) {\n  importWholesaleBook(input: $input) {\n    stored\n    accepted\n    preview\n    rejected {\n      line\n      reason\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ValuationsFields on Valuations {\n  subject {\n    year\n    make\n    model\n    trim\n    mileage\n    condition\n    zip\n  }\n  radiusMiles\n  asOf\n  defaultSource\n  valuations {\n    source\n    valueCents\n    lowCents\n    highCents\n    asOf\n    provenance {\n      method\n      recordsUsed\n      comparableIds\n      bookEntryId\n      provider\n      fallback\n      fallbackReason\n      lowConfidence\n    }\n  }\n  comparables {\n    distanceMiles\n    adjustedPriceCents\n    record {\n      id\n      year\n      make\n      model\n      trim\n      mileage\n      priceCents\n      dealerName\n      zip\n      channel\n      source\n      soldOn\n      lastSeenOn\n      daysOnMarket\n    }\n  }\n}"): (typeof documents)["fragment ValuationsFields on Valuations {\n  subject {\n    year\n    make\n    model\n    trim\n    mileage\n    condition\n    zip\n  }\n  radiusMiles\n  asOf\n  defaultSource\n  valuations {\n    source\n    valueCents\n    lowCents\n    highCents\n    asOf\n    provenance {\n      method\n      recordsUsed\n      comparableIds\n      bookEntryId\n      provider\n      fallback\n      fallbackReason\n      lowConfidence\n    }\n  }\n  comparables {\n    distanceMiles\n    adjustedPriceCents\n    record {\n      id\n      year\n      make\n      model\n      trim\n      mileage\n      priceCents\n      dealerName\n      zip\n      channel\n      source\n      soldOn\n      lastSeenOn\n      daysOnMarket\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeMarketplaceLeadState($id: ID!, $state: MarketplaceLeadState!) {\n  changeMarketplaceLeadState(id: $id, state: $state) {\n    ...MarketplaceLeadFields\n  }\n}"): (typeof documents)["mutation ChangeMarketplaceLeadState($id: ID!, $state: MarketplaceLeadState!) {\n  changeMarketplaceLeadState(id: $id, state: $state) {\n    ...MarketplaceLeadFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateMarketplaceFeed($name: String!) {\n  createMarketplaceFeed(name: $name) {\n    feed {\n      ...MarketplaceFeedFields\n    }\n    csvUrl\n    xmlUrl\n    leadSecret\n  }\n}"): (typeof documents)["mutation CreateMarketplaceFeed($name: String!) {\n  createMarketplaceFeed(name: $name) {\n    feed {\n      ...MarketplaceFeedFields\n    }\n    csvUrl\n    xmlUrl\n    leadSecret\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListMarketplaceFeeds {\n  marketplaceFeeds {\n    ...MarketplaceFeedFields\n  }\n}"): (typeof documents)["query ListMarketplaceFeeds {\n  marketplaceFeeds {\n    ...MarketplaceFeedFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListMarketplaceLeads($first: Int, $after: String, $state: MarketplaceLeadState, $vehicleId: ID) {\n  marketplaceLeads(\n    first: $first\n    after: $after\n    state: $state\n    vehicleId: $vehicleId\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...MarketplaceLeadFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query ListMarketplaceLeads($first: Int, $after: String, $state: MarketplaceLeadState, $vehicleId: ID) {\n  marketplaceLeads(\n    first: $first\n    after: $after\n    state: $state\n    vehicleId: $vehicleId\n  ) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...MarketplaceLeadFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MarketplaceFeedFields on MarketplaceFeed {\n  id\n  name\n  state\n  createdBy\n  createdAt\n  revokedAt\n  lastPulledAt\n  pullCount\n  lastPullRows\n  leadCount\n  leadsUrl\n}"): (typeof documents)["fragment MarketplaceFeedFields on MarketplaceFeed {\n  id\n  name\n  state\n  createdBy\n  createdAt\n  revokedAt\n  lastPulledAt\n  pullCount\n  lastPullRows\n  leadCount\n  leadsUrl\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MarketplaceLeadFields on MarketplaceLead {\n  id\n  state\n  feedId\n  marketplace\n  vehicleId\n  vin\n  stockNumber\n  vehicleTitle\n  customerName\n  customerEmail\n  customerPhone\n  message\n  listingUrl\n  receivedAt\n  stateChangedAt\n  deliveryId\n}"): (typeof documents)["fragment MarketplaceLeadFields on MarketplaceLead {\n  id\n  state\n  feedId\n  marketplace\n  vehicleId\n  vin\n  stockNumber\n  vehicleTitle\n  customerName\n  customerEmail\n  customerPhone\n  message\n  listingUrl\n  receivedAt\n  stateChangedAt\n  deliveryId\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeMarketplaceFeed($id: ID!) {\n  revokeMarketplaceFeed(id: $id) {\n    ...MarketplaceFeedFields\n  }\n}"): (typeof documents)["mutation RevokeMarketplaceFeed($id: ID!) {\n  revokeMarketplaceFeed(id: $id) {\n    ...MarketplaceFeedFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AttentionItemFields on AttentionItem {\n  key\n  rule\n  ruleLabel\n  moneyAtRiskCents\n  reason\n  since\n  assignee {\n    id\n    name\n  }\n  section\n  path\n  vehicle {\n    id\n    stockNumber\n    year\n    make\n    model\n    trim\n  }\n  state\n  snoozedUntil\n  lastAction {\n    state\n    reason\n    by {\n      id\n      name\n    }\n    at\n  }\n}"): (typeof documents)["fragment AttentionItemFields on AttentionItem {\n  key\n  rule\n  ruleLabel\n  moneyAtRiskCents\n  reason\n  since\n  assignee {\n    id\n    name\n  }\n  section\n  path\n  vehicle {\n    id\n    stockNumber\n    year\n    make\n    model\n    trim\n  }\n  state\n  snoozedUntil\n  lastAction {\n    state\n    reason\n    by {\n      id\n      name\n    }\n    at\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DismissAttentionItem($input: DismissAttentionItemInput!) {\n  dismissAttentionItem(input: $input) {\n    ...AttentionItemFields\n  }\n}"): (typeof documents)["mutation DismissAttentionItem($input: DismissAttentionItemInput!) {\n  dismissAttentionItem(input: $input) {\n    ...AttentionItemFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DismissAttentionItems($input: DismissAttentionItemsInput!) {\n  dismissAttentionItems(input: $input) {\n    ...AttentionItemFields\n  }\n}"): (typeof documents)["mutation DismissAttentionItems($input: DismissAttentionItemsInput!) {\n  dismissAttentionItems(input: $input) {\n    ...AttentionItemFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAttentionQueue($filter: AttentionItemsFilter) {\n  attentionQueue(filter: $filter) {\n    items {\n      ...AttentionItemFields\n    }\n    countsByRule {\n      rule\n      label\n      open\n      moneyAtRiskCents\n    }\n    mineOpen\n    inactiveRules {\n      rule\n      label\n      message\n    }\n  }\n}"): (typeof documents)["query GetAttentionQueue($filter: AttentionItemsFilter) {\n  attentionQueue(filter: $filter) {\n    items {\n      ...AttentionItemFields\n    }\n    countsByRule {\n      rule\n      label\n      open\n      moneyAtRiskCents\n    }\n    mineOpen\n    inactiveRules {\n      rule\n      label\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetMyAttentionCount {\n  myAttentionCount\n}"): (typeof documents)["query GetMyAttentionCount {\n  myAttentionCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReopenAttentionItem($key: ID!) {\n  reopenAttentionItem(key: $key) {\n    ...AttentionItemFields\n  }\n}"): (typeof documents)["mutation ReopenAttentionItem($key: ID!) {\n  reopenAttentionItem(key: $key) {\n    ...AttentionItemFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SnoozeAttentionItem($input: SnoozeAttentionItemInput!) {\n  snoozeAttentionItem(input: $input) {\n    ...AttentionItemFields\n  }\n}"): (typeof documents)["mutation SnoozeAttentionItem($input: SnoozeAttentionItemInput!) {\n  snoozeAttentionItem(input: $input) {\n    ...AttentionItemFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SnoozeAttentionItems($input: SnoozeAttentionItemsInput!) {\n  snoozeAttentionItems(input: $input) {\n    ...AttentionItemFields\n  }\n}"): (typeof documents)["mutation SnoozeAttentionItems($input: SnoozeAttentionItemsInput!) {\n  snoozeAttentionItems(input: $input) {\n    ...AttentionItemFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription FollowNotifications {\n  notifications {\n    unreadCount\n  }\n}"): (typeof documents)["subscription FollowNotifications {\n  notifications {\n    unreadCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetNotificationPreferences {\n  notificationPreferences {\n    kind\n    inApp\n    email\n    shell\n  }\n}"): (typeof documents)["query GetNotificationPreferences {\n  notificationPreferences {\n    kind\n    inApp\n    email\n    shell\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetNotifications($first: Int, $after: String) {\n  unreadNotificationCount\n  notifications(first: $first, after: $after) {\n    edges {\n      node {\n        ...NotificationFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query GetNotifications($first: Int, $after: String) {\n  unreadNotificationCount\n  notifications(first: $first, after: $after) {\n    edges {\n      node {\n        ...NotificationFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}"): (typeof documents)["mutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    readAt\n  }\n}"): (typeof documents)["mutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    readAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NotificationFields on Notification {\n  id\n  kind\n  title\n  body\n  url\n  toShell\n  createdAt\n  readAt\n}"): (typeof documents)["fragment NotificationFields on Notification {\n  id\n  kind\n  title\n  body\n  url\n  toShell\n  createdAt\n  readAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n  updateNotificationPreferences(preferences: $preferences) {\n    kind\n    inApp\n    email\n    shell\n  }\n}"): (typeof documents)["mutation UpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {\n  updateNotificationPreferences(preferences: $preferences) {\n    kind\n    inApp\n    email\n    shell\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrganizationFields on Organization {\n  id\n  name\n  featureFlags\n  settings\n  setupChecklistItems\n}"): (typeof documents)["fragment OrganizationFields on Organization {\n  id\n  name\n  featureFlags\n  settings\n  setupChecklistItems\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateOrganizationChecklistItem($input: UpdateOrganizationChecklistItemInput!) {\n  updateOrganizationChecklistItem(input: $input) {\n    ...OrganizationFields\n  }\n}"): (typeof documents)["mutation UpdateOrganizationChecklistItem($input: UpdateOrganizationChecklistItemInput!) {\n  updateOrganizationChecklistItem(input: $input) {\n    ...OrganizationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateOrganizationSetting($input: UpdateOrganizationSettingInput!) {\n  updateOrganizationSetting(input: $input) {\n    ...OrganizationFields\n  }\n}"): (typeof documents)["mutation UpdateOrganizationSetting($input: UpdateOrganizationSettingInput!) {\n  updateOrganizationSetting(input: $input) {\n    ...OrganizationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetPasswordResetPreview($token: String!) {\n  passwordResetPreview(token: $token) {\n    email\n    expiresAt\n  }\n}"): (typeof documents)["query GetPasswordResetPreview($token: String!) {\n  passwordResetPreview(token: $token) {\n    email\n    expiresAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssuePasswordResetLink($userId: ID!) {\n  issuePasswordResetLink(userId: $userId) {\n    resetUrl\n    expiresAt\n    emailed\n  }\n}"): (typeof documents)["mutation IssuePasswordResetLink($userId: ID!) {\n  issuePasswordResetLink(userId: $userId) {\n    resetUrl\n    expiresAt\n    emailed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    byEmail\n  }\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    byEmail\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password) {\n    email\n  }\n}"): (typeof documents)["mutation ResetPassword($token: String!, $password: String!) {\n  resetPassword(token: $token, password: $password) {\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApplyPricingChanges($input: ApplyPricingChangesInput!) {\n  applyPricingChanges(input: $input) {\n    applied {\n      ...PricingVehicleFields\n    }\n    skipped {\n      vehicle {\n        ...PricingVehicleFields\n      }\n      reason\n    }\n  }\n}"): (typeof documents)["mutation ApplyPricingChanges($input: ApplyPricingChangesInput!) {\n  applyPricingChanges(input: $input) {\n    applied {\n      ...PricingVehicleFields\n    }\n    skipped {\n      vehicle {\n        ...PricingVehicleFields\n      }\n      reason\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetPricingGrid($filter: VehiclePricingFilter, $market: Boolean!) {\n  pricingRules {\n    ...PricingRulesFields\n  }\n  vehiclePricing(filter: $filter) {\n    vehicle {\n      ...PricingVehicleFields\n    }\n    marketAverageCents @include(if: $market)\n    comparables @include(if: $market)\n    priceToMarket @include(if: $market)\n    rank @include(if: $market)\n    rankOf @include(if: $market)\n    marketDaysSupply @include(if: $market)\n    costToMarket @include(if: $market)\n    floorCents\n    suggestedPriceCents\n    suggestionNote\n  }\n}"): (typeof documents)["query GetPricingGrid($filter: VehiclePricingFilter, $market: Boolean!) {\n  pricingRules {\n    ...PricingRulesFields\n  }\n  vehiclePricing(filter: $filter) {\n    vehicle {\n      ...PricingVehicleFields\n    }\n    marketAverageCents @include(if: $market)\n    comparables @include(if: $market)\n    priceToMarket @include(if: $market)\n    rank @include(if: $market)\n    rankOf @include(if: $market)\n    marketDaysSupply @include(if: $market)\n    costToMarket @include(if: $market)\n    floorCents\n    suggestedPriceCents\n    suggestionNote\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetPricingRules {\n  pricingRules {\n    ...PricingRulesFields\n  }\n}"): (typeof documents)["query GetPricingRules {\n  pricingRules {\n    ...PricingRulesFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetPricingStepMoves {\n  pricingStepMoves {\n    fromDay\n    percentOfMarket\n    vehicles\n    lowers\n    raises\n    underwater\n  }\n}"): (typeof documents)["query GetPricingStepMoves {\n  pricingStepMoves {\n    fromDay\n    percentOfMarket\n    vehicles\n    lowers\n    raises\n    underwater\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PricingDryRun($input: PricingDryRunInput!, $market: Boolean!) {\n  pricingDryRun(input: $input) {\n    method\n    grossEffectCents\n    changes {\n      vehicle {\n        ...PricingVehicleFields\n      }\n      direction\n      fromCents\n      toCents\n      grossEffectCents\n      heldAtFloor\n      reason\n      fromPriceToMarket @include(if: $market)\n      toPriceToMarket @include(if: $market)\n      fromRank @include(if: $market)\n      toRank @include(if: $market)\n      rankOf @include(if: $market)\n    }\n    underwater {\n      vehicle {\n        ...PricingVehicleFields\n      }\n      floorCents\n      targetCents\n      wholesaleCents @include(if: $market)\n      grossAtFloorCents\n      grossAtTargetCents\n      grossAtWholesaleCents @include(if: $market)\n      considerWholesale\n      reason\n    }\n    unchanged {\n      vehicle {\n        ...PricingVehicleFields\n      }\n      reason\n    }\n  }\n}"): (typeof documents)["query PricingDryRun($input: PricingDryRunInput!, $market: Boolean!) {\n  pricingDryRun(input: $input) {\n    method\n    grossEffectCents\n    changes {\n      vehicle {\n        ...PricingVehicleFields\n      }\n      direction\n      fromCents\n      toCents\n      grossEffectCents\n      heldAtFloor\n      reason\n      fromPriceToMarket @include(if: $market)\n      toPriceToMarket @include(if: $market)\n      fromRank @include(if: $market)\n      toRank @include(if: $market)\n      rankOf @include(if: $market)\n    }\n    underwater {\n      vehicle {\n        ...PricingVehicleFields\n      }\n      floorCents\n      targetCents\n      wholesaleCents @include(if: $market)\n      grossAtFloorCents\n      grossAtTargetCents\n      grossAtWholesaleCents @include(if: $market)\n      considerWholesale\n      reason\n    }\n    unchanged {\n      vehicle {\n        ...PricingVehicleFields\n      }\n      reason\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PricingRulesFields on PricingRules {\n  steps {\n    fromDay\n    percentOfMarket\n  }\n  minimumGrossCents\n  roundToCents\n  roundingMode\n  endInNine\n  raiseToMarket\n  configured\n  updatedAt\n  updatedBy {\n    id\n    name\n  }\n}"): (typeof documents)["fragment PricingRulesFields on PricingRules {\n  steps {\n    fromDay\n    percentOfMarket\n  }\n  minimumGrossCents\n  roundToCents\n  roundingMode\n  endInNine\n  raiseToMarket\n  configured\n  updatedAt\n  updatedBy {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PricingVehicleFields on Vehicle {\n  id\n  vin\n  stockNumber\n  year\n  make\n  model\n  trim\n  mileage\n  costCents\n  costWithheld\n  listPriceCents\n  status\n  daysInInventory\n  ageBucket\n}"): (typeof documents)["fragment PricingVehicleFields on Vehicle {\n  id\n  vin\n  stockNumber\n  year\n  make\n  model\n  trim\n  mileage\n  costCents\n  costWithheld\n  listPriceCents\n  status\n  daysInInventory\n  ageBucket\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePricingRules($input: UpdatePricingRulesInput!) {\n  updatePricingRules(input: $input) {\n    ...PricingRulesFields\n  }\n}"): (typeof documents)["mutation UpdatePricingRules($input: UpdatePricingRulesInput!) {\n  updatePricingRules(input: $input) {\n    ...PricingRulesFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddRepairOrderLine($input: AddRepairOrderLineInput!) {\n  addRepairOrderLine(input: $input) {\n    ...RepairOrderFields\n  }\n}"): (typeof documents)["mutation AddRepairOrderLine($input: AddRepairOrderLineInput!) {\n  addRepairOrderLine(input: $input) {\n    ...RepairOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdvanceRepairOrder($input: AdvanceRepairOrderInput!) {\n  advanceRepairOrder(input: $input) {\n    ...RepairOrderFields\n  }\n}"): (typeof documents)["mutation AdvanceRepairOrder($input: AdvanceRepairOrderInput!) {\n  advanceRepairOrder(input: $input) {\n    ...RepairOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnswerInspectionItems($input: AnswerInspectionItemsInput!) {\n  answerInspectionItems(input: $input) {\n    ...InspectionFields\n  }\n}"): (typeof documents)["mutation AnswerInspectionItems($input: AnswerInspectionItemsInput!) {\n  answerInspectionItems(input: $input) {\n    ...InspectionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignReconBoardCard($input: AssignReconVehicleInput!) {\n  assignReconVehicle(input: $input) {\n    ...ReconBoardCardFields\n  }\n}"): (typeof documents)["mutation AssignReconBoardCard($input: AssignReconVehicleInput!) {\n  assignReconVehicle(input: $input) {\n    ...ReconBoardCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignReconVehicle($input: AssignReconVehicleInput!) {\n  assignReconVehicle(input: $input) {\n    ...ReconVehicleFields\n  }\n}"): (typeof documents)["mutation AssignReconVehicle($input: AssignReconVehicleInput!) {\n  assignReconVehicle(input: $input) {\n    ...ReconVehicleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CertifyVehicle($vehicleId: ID!) {\n  certifyVehicle(vehicleId: $vehicleId) {\n    id\n    certifiedAt\n  }\n}"): (typeof documents)["mutation CertifyVehicle($vehicleId: ID!) {\n  certifyVehicle(vehicleId: $vehicleId) {\n    id\n    certifiedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompleteInspection($inspectionId: ID!) {\n  completeInspection(inspectionId: $inspectionId) {\n    ...InspectionFields\n  }\n}"): (typeof documents)["mutation CompleteInspection($inspectionId: ID!) {\n  completeInspection(inspectionId: $inspectionId) {\n    ...InspectionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateRepairOrder($vehicleId: ID!) {\n  createRepairOrder(vehicleId: $vehicleId) {\n    ...RepairOrderFields\n  }\n}"): (typeof documents)["mutation CreateRepairOrder($vehicleId: ID!) {\n  createRepairOrder(vehicleId: $vehicleId) {\n    ...RepairOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DecideRepairOrderLines($input: DecideRepairOrderLinesInput!) {\n  decideRepairOrderLines(input: $input) {\n    ...RepairOrderFields\n  }\n}"): (typeof documents)["mutation DecideRepairOrderLines($input: DecideRepairOrderLinesInput!) {\n  decideRepairOrderLines(input: $input) {\n    ...RepairOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetInspection($id: ID!) {\n  inspection(id: $id) {\n    ...InspectionFields\n  }\n}"): (typeof documents)["query GetInspection($id: ID!) {\n  inspection(id: $id) {\n    ...InspectionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetInspectionTemplates {\n  inspectionTemplates {\n    ...InspectionTemplateFields\n  }\n}"): (typeof documents)["query GetInspectionTemplates {\n  inspectionTemplates {\n    ...InspectionTemplateFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetInspections($vehicleId: ID!) {\n  inspections(vehicleId: $vehicleId) {\n    ...InspectionFields\n  }\n}"): (typeof documents)["query GetInspections($vehicleId: ID!) {\n  inspections(vehicleId: $vehicleId) {\n    ...InspectionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetPendingRepairOrderApprovals {\n  pendingRepairOrderApprovals {\n    waitingCostCents\n    vehicle {\n      id\n      year\n      make\n      model\n      trim\n      stockNumber\n      mainPhoto {\n        ...VehiclePhotoFields\n      }\n    }\n    order {\n      ...RepairOrderFields\n    }\n  }\n}"): (typeof documents)["query GetPendingRepairOrderApprovals {\n  pendingRepairOrderApprovals {\n    waitingCostCents\n    vehicle {\n      id\n      year\n      make\n      model\n      trim\n      stockNumber\n      mainPhoto {\n        ...VehiclePhotoFields\n      }\n    }\n    order {\n      ...RepairOrderFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetReconAssignees {\n  reconAssignees {\n    id\n    name\n  }\n}"): (typeof documents)["query GetReconAssignees {\n  reconAssignees {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetReconBoard($filter: ReconBoardFilter) {\n  reconBoard(filter: $filter) {\n    ...ReconVehicleFields\n  }\n}"): (typeof documents)["query GetReconBoard($filter: ReconBoardFilter) {\n  reconBoard(filter: $filter) {\n    ...ReconVehicleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetReconBoardFigures($monthStart: DateTime!, $monthEnd: DateTime!, $lastMonthStart: DateTime!) {\n  thisMonth: reconMetrics(from: $monthStart, to: $monthEnd) {\n    from\n    to\n    frontLined\n    medianTimeToLineSeconds\n    reconSpendCents\n    stages {\n      stage {\n        id\n      }\n      overdue\n    }\n  }\n  lastMonth: reconMetrics(from: $lastMonthStart, to: $monthStart) {\n    from\n    to\n    frontLined\n    medianTimeToLineSeconds\n  }\n}"): (typeof documents)["query GetReconBoardFigures($monthStart: DateTime!, $monthEnd: DateTime!, $lastMonthStart: DateTime!) {\n  thisMonth: reconMetrics(from: $monthStart, to: $monthEnd) {\n    from\n    to\n    frontLined\n    medianTimeToLineSeconds\n    reconSpendCents\n    stages {\n      stage {\n        id\n      }\n      overdue\n    }\n  }\n  lastMonth: reconMetrics(from: $lastMonthStart, to: $monthStart) {\n    from\n    to\n    frontLined\n    medianTimeToLineSeconds\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetReconBoardScreen($filter: ReconBoardFilter) {\n  reconWorkflow {\n    id\n    stages {\n      ...ReconStageFields\n    }\n  }\n  reconBoard(filter: $filter) {\n    ...ReconBoardCardFields\n  }\n}"): (typeof documents)["query GetReconBoardScreen($filter: ReconBoardFilter) {\n  reconWorkflow {\n    id\n    stages {\n      ...ReconStageFields\n    }\n  }\n  reconBoard(filter: $filter) {\n    ...ReconBoardCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetReconEvents($vehicleId: ID!) {\n  reconEvents(vehicleId: $vehicleId) {\n    ...ReconEventFields\n  }\n}"): (typeof documents)["query GetReconEvents($vehicleId: ID!) {\n  reconEvents(vehicleId: $vehicleId) {\n    ...ReconEventFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetReconMetrics($from: DateTime!, $to: DateTime!) {\n  reconMetrics(from: $from, to: $to) {\n    from\n    to\n    frontLined\n    medianTimeToLineSeconds\n    medianDaysInRecon\n    vehiclesInRecon\n    holdingCostSoFarCents\n    stages {\n      stage {\n        id\n        name\n      }\n      vehicles\n      atRisk\n      overdue\n      averageSecondsOfFrontLined\n    }\n  }\n}"): (typeof documents)["query GetReconMetrics($from: DateTime!, $to: DateTime!) {\n  reconMetrics(from: $from, to: $to) {\n    from\n    to\n    frontLined\n    medianTimeToLineSeconds\n    medianDaysInRecon\n    vehiclesInRecon\n    holdingCostSoFarCents\n    stages {\n      stage {\n        id\n        name\n      }\n      vehicles\n      atRisk\n      overdue\n      averageSecondsOfFrontLined\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetReconVehicle($vehicleId: ID!) {\n  reconVehicle(vehicleId: $vehicleId) {\n    ...ReconVehicleFields\n    timePerStage {\n      stage {\n        id\n        name\n      }\n      seconds\n    }\n    events {\n      ...ReconEventFields\n    }\n  }\n}"): (typeof documents)["query GetReconVehicle($vehicleId: ID!) {\n  reconVehicle(vehicleId: $vehicleId) {\n    ...ReconVehicleFields\n    timePerStage {\n      stage {\n        id\n        name\n      }\n      seconds\n    }\n    events {\n      ...ReconEventFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetReconWorkflow {\n  reconWorkflow {\n    ...ReconWorkflowFields\n  }\n}"): (typeof documents)["query GetReconWorkflow {\n  reconWorkflow {\n    ...ReconWorkflowFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetRepairOrder($id: ID!) {\n  repairOrder(id: $id) {\n    ...RepairOrderFields\n  }\n}"): (typeof documents)["query GetRepairOrder($id: ID!) {\n  repairOrder(id: $id) {\n    ...RepairOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetRepairOrders($vehicleId: ID, $status: RepairOrderStatus) {\n  repairOrders(vehicleId: $vehicleId, status: $status) {\n    ...RepairOrderFields\n  }\n}"): (typeof documents)["query GetRepairOrders($vehicleId: ID, $status: RepairOrderStatus) {\n  repairOrders(vehicleId: $vehicleId, status: $status) {\n    ...RepairOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetVehicleInspections($vehicleId: ID!) {\n  inspections(vehicleId: $vehicleId) {\n    ...InspectionFields\n    template {\n      ...InspectionTemplateFields\n    }\n  }\n}"): (typeof documents)["query GetVehicleInspections($vehicleId: ID!) {\n  inspections(vehicleId: $vehicleId) {\n    ...InspectionFields\n    template {\n      ...InspectionTemplateFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetVehicleRecon($vehicleId: ID!) {\n  reconVehicle(vehicleId: $vehicleId) {\n    ...ReconVehicleFields\n  }\n  reconEvents(vehicleId: $vehicleId) {\n    ...ReconEventFields\n    from {\n      position\n      removed\n    }\n    to {\n      position\n      removed\n    }\n  }\n}"): (typeof documents)["query GetVehicleRecon($vehicleId: ID!) {\n  reconVehicle(vehicleId: $vehicleId) {\n    ...ReconVehicleFields\n  }\n  reconEvents(vehicleId: $vehicleId) {\n    ...ReconEventFields\n    from {\n      position\n      removed\n    }\n    to {\n      position\n      removed\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InspectionFields on Inspection {\n  id\n  vehicleId\n  template {\n    key\n    name\n  }\n  items {\n    itemKey\n    result\n    note\n    repairOrderLineId\n  }\n  outcome\n  completedAt\n  createdAt\n}"): (typeof documents)["fragment InspectionFields on Inspection {\n  id\n  vehicleId\n  template {\n    key\n    name\n  }\n  items {\n    itemKey\n    result\n    note\n    repairOrderLineId\n  }\n  outcome\n  completedAt\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InspectionTemplateFields on InspectionTemplate {\n  key\n  name\n  sections {\n    key\n    name\n    items {\n      key\n      label\n    }\n  }\n}"): (typeof documents)["fragment InspectionTemplateFields on InspectionTemplate {\n  key\n  name\n  sections {\n    key\n    name\n    items {\n      key\n      label\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoveReconBoardCard($input: MoveReconVehicleInput!) {\n  moveReconVehicle(input: $input) {\n    ...ReconBoardCardFields\n  }\n}"): (typeof documents)["mutation MoveReconBoardCard($input: MoveReconVehicleInput!) {\n  moveReconVehicle(input: $input) {\n    ...ReconBoardCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoveReconVehicle($input: MoveReconVehicleInput!) {\n  moveReconVehicle(input: $input) {\n    ...ReconVehicleFields\n  }\n}"): (typeof documents)["mutation MoveReconVehicle($input: MoveReconVehicleInput!) {\n  moveReconVehicle(input: $input) {\n    ...ReconVehicleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReconBoardCardFields on ReconVehicle {\n  ...ReconVehicleFields\n  openRepairOrderCents\n  vehicle {\n    id\n    mainPhoto {\n      ...VehiclePhotoFields\n    }\n  }\n}"): (typeof documents)["fragment ReconBoardCardFields on ReconVehicle {\n  ...ReconVehicleFields\n  openRepairOrderCents\n  vehicle {\n    id\n    mainPhoto {\n      ...VehiclePhotoFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReconEventFields on ReconEvent {\n  id\n  vehicleId\n  from {\n    id\n    name\n  }\n  to {\n    id\n    name\n  }\n  at\n  by {\n    id\n    name\n  }\n  note\n}"): (typeof documents)["fragment ReconEventFields on ReconEvent {\n  id\n  vehicleId\n  from {\n    id\n    name\n  }\n  to {\n    id\n    name\n  }\n  at\n  by {\n    id\n    name\n  }\n  note\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReconStageFields on ReconStage {\n  id\n  name\n  position\n  targetMinutes\n  atRiskPercent\n  overduePercent\n  startsRecon\n  removed\n  isFrontLine\n}"): (typeof documents)["fragment ReconStageFields on ReconStage {\n  id\n  name\n  position\n  targetMinutes\n  atRiskPercent\n  overduePercent\n  startsRecon\n  removed\n  isFrontLine\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReconVehicleFields on ReconVehicle {\n  vehicle {\n    id\n    vin\n    stockNumber\n    year\n    make\n    model\n    status\n  }\n  stage {\n    ...ReconStageFields\n  }\n  enteredStageAt\n  assignee {\n    id\n    name\n  }\n  timeInStageSeconds\n  timer\n  timeToLineSeconds\n  reachedFrontLine\n  daysInRecon\n  holdingCostCents\n  expectedFrontLineAt\n}"): (typeof documents)["fragment ReconVehicleFields on ReconVehicle {\n  vehicle {\n    id\n    vin\n    stockNumber\n    year\n    make\n    model\n    status\n  }\n  stage {\n    ...ReconStageFields\n  }\n  enteredStageAt\n  assignee {\n    id\n    name\n  }\n  timeInStageSeconds\n  timer\n  timeToLineSeconds\n  reachedFrontLine\n  daysInRecon\n  holdingCostCents\n  expectedFrontLineAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReconWorkflowFields on ReconWorkflow {\n  id\n  stages {\n    ...ReconStageFields\n  }\n  removedStages {\n    ...ReconStageFields\n  }\n  businessHours {\n    timeZone\n    weekdays\n    startMinute\n    endMinute\n  }\n  showsStatusInInventory\n}"): (typeof documents)["fragment ReconWorkflowFields on ReconWorkflow {\n  id\n  stages {\n    ...ReconStageFields\n  }\n  removedStages {\n    ...ReconStageFields\n  }\n  businessHours {\n    timeZone\n    weekdays\n    startMinute\n    endMinute\n  }\n  showsStatusInInventory\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveRepairOrderLine($input: RemoveRepairOrderLineInput!) {\n  removeRepairOrderLine(input: $input) {\n    ...RepairOrderFields\n  }\n}"): (typeof documents)["mutation RemoveRepairOrderLine($input: RemoveRepairOrderLineInput!) {\n  removeRepairOrderLine(input: $input) {\n    ...RepairOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RepairFailedItem($input: RepairFailedItemInput!) {\n  repairFailedItem(input: $input) {\n    ...InspectionFields\n  }\n}"): (typeof documents)["mutation RepairFailedItem($input: RepairFailedItemInput!) {\n  repairFailedItem(input: $input) {\n    ...InspectionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RepairOrderFields on RepairOrder {\n  id\n  vehicleId\n  status\n  revision\n  estimateCents\n  approvedCents\n  pendingCents\n  declinedCents\n  createdAt\n  updatedAt\n  lines {\n    id\n    revision\n    operation\n    laborHours\n    laborRateCents\n    laborCents\n    partsCents\n    subletVendor\n    subletCostCents\n    totalCents\n    decision\n    autoApproved\n    decidedByUserId\n    decidedBy {\n      id\n      name\n    }\n    decidedAt\n    declineReason\n    submittedAt\n    waitingDays\n    waitingCostCents\n  }\n}"): (typeof documents)["fragment RepairOrderFields on RepairOrder {\n  id\n  vehicleId\n  status\n  revision\n  estimateCents\n  approvedCents\n  pendingCents\n  declinedCents\n  createdAt\n  updatedAt\n  lines {\n    id\n    revision\n    operation\n    laborHours\n    laborRateCents\n    laborCents\n    partsCents\n    subletVendor\n    subletCostCents\n    totalCents\n    decision\n    autoApproved\n    decidedByUserId\n    decidedBy {\n      id\n      name\n    }\n    decidedAt\n    declineReason\n    submittedAt\n    waitingDays\n    waitingCostCents\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartInspection($vehicleId: ID!, $templateKey: String!) {\n  startInspection(vehicleId: $vehicleId, templateKey: $templateKey) {\n    ...InspectionFields\n  }\n}"): (typeof documents)["mutation StartInspection($vehicleId: ID!, $templateKey: String!) {\n  startInspection(vehicleId: $vehicleId, templateKey: $templateKey) {\n    ...InspectionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateReconWorkflow($input: UpdateReconWorkflowInput!) {\n  updateReconWorkflow(input: $input) {\n    ...ReconWorkflowFields\n  }\n}"): (typeof documents)["mutation UpdateReconWorkflow($input: UpdateReconWorkflowInput!) {\n  updateReconWorkflow(input: $input) {\n    ...ReconWorkflowFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VehicleReconPositionFields on VehicleReconPosition {\n  stage {\n    id\n    name\n    isFrontLine\n  }\n  enteredStageAt\n  expectedFrontLineAt\n}"): (typeof documents)["fragment VehicleReconPositionFields on VehicleReconPosition {\n  stage {\n    id\n    name\n    isFrontLine\n  }\n  enteredStageAt\n  expectedFrontLineAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetReportSummarySchedule {\n  reportSummarySchedule {\n    ...ReportSummaryScheduleFields\n  }\n}"): (typeof documents)["query GetReportSummarySchedule {\n  reportSummarySchedule {\n    ...ReportSummaryScheduleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReportSummaryScheduleFields on ReportSummarySchedule {\n  enabled\n  weekday\n  hour\n  timeZone\n  recipients {\n    id\n    name\n  }\n  mailConfigured\n  lastSentAt\n  nextSendAt\n}"): (typeof documents)["fragment ReportSummaryScheduleFields on ReportSummarySchedule {\n  enabled\n  weekday\n  hour\n  timeZone\n  recipients {\n    id\n    name\n  }\n  mailConfigured\n  lastSentAt\n  nextSendAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateReportSummarySchedule($input: UpdateReportSummaryScheduleInput!) {\n  updateReportSummarySchedule(input: $input) {\n    ...ReportSummaryScheduleFields\n  }\n}"): (typeof documents)["mutation UpdateReportSummarySchedule($input: UpdateReportSummaryScheduleInput!) {\n  updateReportSummarySchedule(input: $input) {\n    ...ReportSummaryScheduleFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAppraisalReport($range: ReportRangeInput!) {\n  appraisalReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unavailable {\n      area\n      message\n    }\n    made {\n      ...ReportFigureFields\n    }\n    won {\n      ...ReportFigureFields\n    }\n    lost {\n      ...ReportFigureFields\n    }\n    lookToBookShare {\n      ...ReportFigureFields\n    }\n    costToMarketShare {\n      ...ReportFigureFields\n    }\n    byAppraiser {\n      appraiser {\n        id\n        name\n      }\n      made\n      won\n      lost\n      lookToBook\n      costToMarket\n      offerToAuctionIndex\n    }\n    lostReasons {\n      reason\n      count\n      share\n    }\n    trend {\n      date\n      made\n      won\n    }\n  }\n}"): (typeof documents)["query GetAppraisalReport($range: ReportRangeInput!) {\n  appraisalReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unavailable {\n      area\n      message\n    }\n    made {\n      ...ReportFigureFields\n    }\n    won {\n      ...ReportFigureFields\n    }\n    lost {\n      ...ReportFigureFields\n    }\n    lookToBookShare {\n      ...ReportFigureFields\n    }\n    costToMarketShare {\n      ...ReportFigureFields\n    }\n    byAppraiser {\n      appraiser {\n        id\n        name\n      }\n      made\n      won\n      lost\n      lookToBook\n      costToMarket\n      offerToAuctionIndex\n    }\n    lostReasons {\n      reason\n      count\n      share\n    }\n    trend {\n      date\n      made\n      won\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetInventoryAgingReport($range: ReportRangeInput!) {\n  inventoryAgingReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unitsInStock {\n      ...ReportFigureFields\n    }\n    averageAgeDays {\n      ...ReportFigureFields\n    }\n    agedUnits {\n      ...ReportFigureFields\n    }\n    costInStockCents {\n      ...ReportFigureFields\n    }\n    listValueInStockCents {\n      ...ReportFigureFields\n    }\n    buckets {\n      bucket\n      units\n      unitsShare\n      costCents\n      listValueCents\n    }\n    byModel {\n      make\n      model\n      units\n      averageAgeDays\n      agedUnits\n      costCents\n      listValueCents\n    }\n    agedVehicles {\n      vehicle {\n        ...ReportVehicleFields\n      }\n      ageDays\n      costCents\n      listPriceCents\n    }\n    trend {\n      date\n      unitsInStock\n      agedUnits\n    }\n  }\n}"): (typeof documents)["query GetInventoryAgingReport($range: ReportRangeInput!) {\n  inventoryAgingReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unitsInStock {\n      ...ReportFigureFields\n    }\n    averageAgeDays {\n      ...ReportFigureFields\n    }\n    agedUnits {\n      ...ReportFigureFields\n    }\n    costInStockCents {\n      ...ReportFigureFields\n    }\n    listValueInStockCents {\n      ...ReportFigureFields\n    }\n    buckets {\n      bucket\n      units\n      unitsShare\n      costCents\n      listValueCents\n    }\n    byModel {\n      make\n      model\n      units\n      averageAgeDays\n      agedUnits\n      costCents\n      listValueCents\n    }\n    agedVehicles {\n      vehicle {\n        ...ReportVehicleFields\n      }\n      ageDays\n      costCents\n      listPriceCents\n    }\n    trend {\n      date\n      unitsInStock\n      agedUnits\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetMarketReport($range: ReportRangeInput!) {\n  marketReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unavailable {\n      area\n      message\n    }\n    marketSupply {\n      ...ReportFigureFields\n    }\n    marketSalesPerDay {\n      ...ReportFigureFields\n    }\n    marketDaysSupply {\n      ...ReportFigureFields\n    }\n    storeDaysSupply {\n      ...ReportFigureFields\n    }\n    segments {\n      make\n      model\n      storeUnits\n      storeSalesPerDay\n      storeDaysSupply\n      marketUnits\n      marketSalesPerDay\n      marketDaysSupply\n      marketMedianPriceCents\n      storeShareOfSales\n    }\n  }\n}"): (typeof documents)["query GetMarketReport($range: ReportRangeInput!) {\n  marketReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unavailable {\n      area\n      message\n    }\n    marketSupply {\n      ...ReportFigureFields\n    }\n    marketSalesPerDay {\n      ...ReportFigureFields\n    }\n    marketDaysSupply {\n      ...ReportFigureFields\n    }\n    storeDaysSupply {\n      ...ReportFigureFields\n    }\n    segments {\n      make\n      model\n      storeUnits\n      storeSalesPerDay\n      storeDaysSupply\n      marketUnits\n      marketSalesPerDay\n      marketDaysSupply\n      marketMedianPriceCents\n      storeShareOfSales\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetPricingReport($range: ReportRangeInput!) {\n  pricingReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unavailable {\n      area\n      message\n    }\n    priceToMarket {\n      fromPercent\n      toPercent\n      units\n    }\n    marketUnavailable {\n      area\n      message\n    }\n    medianPriceToMarketPercent\n    priceChanges {\n      ...ReportFigureFields\n    }\n    priceReductions {\n      ...ReportFigureFields\n    }\n    averageReductionCents {\n      ...ReportFigureFields\n    }\n    soldWithin14DaysOfReductionShare {\n      ...ReportFigureFields\n    }\n    averageDaysFromReductionToSale {\n      ...ReportFigureFields\n    }\n    trend {\n      date\n      changes\n      reductions\n    }\n    reductionsByAge {\n      bucket\n      reductions\n      averageReductionCents\n    }\n  }\n}"): (typeof documents)["query GetPricingReport($range: ReportRangeInput!) {\n  pricingReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unavailable {\n      area\n      message\n    }\n    priceToMarket {\n      fromPercent\n      toPercent\n      units\n    }\n    marketUnavailable {\n      area\n      message\n    }\n    medianPriceToMarketPercent\n    priceChanges {\n      ...ReportFigureFields\n    }\n    priceReductions {\n      ...ReportFigureFields\n    }\n    averageReductionCents {\n      ...ReportFigureFields\n    }\n    soldWithin14DaysOfReductionShare {\n      ...ReportFigureFields\n    }\n    averageDaysFromReductionToSale {\n      ...ReportFigureFields\n    }\n    trend {\n      date\n      changes\n      reductions\n    }\n    reductionsByAge {\n      bucket\n      reductions\n      averageReductionCents\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetReconReport($range: ReportRangeInput!) {\n  reconReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unavailable {\n      area\n      message\n    }\n    frontLined {\n      ...ReportFigureFields\n    }\n    averageTimeToLineDays {\n      ...ReportFigureFields\n    }\n    medianTimeToLineDays {\n      ...ReportFigureFields\n    }\n    averageDaysInRecon {\n      ...ReportFigureFields\n    }\n    reconCostPerUnitCents {\n      ...ReportFigureFields\n    }\n    reconSpendCents {\n      ...ReportFigureFields\n    }\n    overTargetUnits {\n      ...ReportFigureFields\n    }\n    trend {\n      date\n      frontLined\n      medianTimeToLineDays\n      medianDaysInRecon\n    }\n    stages {\n      stage {\n        id\n        name\n        position\n      }\n      vehicles\n      averageHours\n      targetHours\n      overTargetVisits\n    }\n    overTargetVehicles {\n      vehicle {\n        ...ReportVehicleFields\n      }\n      timeToLineDays\n      daysInRecon\n      reconCostCents\n    }\n  }\n}"): (typeof documents)["query GetReconReport($range: ReportRangeInput!) {\n  reconReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    unavailable {\n      area\n      message\n    }\n    frontLined {\n      ...ReportFigureFields\n    }\n    averageTimeToLineDays {\n      ...ReportFigureFields\n    }\n    medianTimeToLineDays {\n      ...ReportFigureFields\n    }\n    averageDaysInRecon {\n      ...ReportFigureFields\n    }\n    reconCostPerUnitCents {\n      ...ReportFigureFields\n    }\n    reconSpendCents {\n      ...ReportFigureFields\n    }\n    overTargetUnits {\n      ...ReportFigureFields\n    }\n    trend {\n      date\n      frontLined\n      medianTimeToLineDays\n      medianDaysInRecon\n    }\n    stages {\n      stage {\n        id\n        name\n        position\n      }\n      vehicles\n      averageHours\n      targetHours\n      overTargetVisits\n    }\n    overTargetVehicles {\n      vehicle {\n        ...ReportVehicleFields\n      }\n      timeToLineDays\n      daysInRecon\n      reconCostCents\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetReportHeadlines($range: ReportRangeInput!, $aging: Boolean!, $turn: Boolean!, $recon: Boolean!, $appraisals: Boolean!, $pricing: Boolean!, $sales: Boolean!, $market: Boolean!) {\n  inventoryAgingReport(range: $range) @include(if: $aging) {\n    agedUnits {\n      ...ReportFigureFields\n    }\n  }\n  turnReport(range: $range) @include(if: $turn) {\n    daysSupply {\n      ...ReportFigureFields\n    }\n  }\n  reconReport(range: $range) @include(if: $recon) {\n    unavailable {\n      area\n      message\n    }\n    medianTimeToLineDays {\n      ...ReportFigureFields\n    }\n  }\n  appraisalReport(range: $range) @include(if: $appraisals) {\n    unavailable {\n      area\n      message\n    }\n    lookToBookShare {\n      ...ReportFigureFields\n    }\n  }\n  pricingReport(range: $range) @include(if: $pricing) {\n    unavailable {\n      area\n      message\n    }\n    priceReductions {\n      ...ReportFigureFields\n    }\n  }\n  salesReport(range: $range) @include(if: $sales) {\n    retailGrossPerUnitCents {\n      ...ReportFigureFields\n    }\n  }\n  marketReport(range: $range) @include(if: $market) {\n    unavailable {\n      area\n      message\n    }\n    marketDaysSupply {\n      ...ReportFigureFields\n    }\n  }\n}"): (typeof documents)["query GetReportHeadlines($range: ReportRangeInput!, $aging: Boolean!, $turn: Boolean!, $recon: Boolean!, $appraisals: Boolean!, $pricing: Boolean!, $sales: Boolean!, $market: Boolean!) {\n  inventoryAgingReport(range: $range) @include(if: $aging) {\n    agedUnits {\n      ...ReportFigureFields\n    }\n  }\n  turnReport(range: $range) @include(if: $turn) {\n    daysSupply {\n      ...ReportFigureFields\n    }\n  }\n  reconReport(range: $range) @include(if: $recon) {\n    unavailable {\n      area\n      message\n    }\n    medianTimeToLineDays {\n      ...ReportFigureFields\n    }\n  }\n  appraisalReport(range: $range) @include(if: $appraisals) {\n    unavailable {\n      area\n      message\n    }\n    lookToBookShare {\n      ...ReportFigureFields\n    }\n  }\n  pricingReport(range: $range) @include(if: $pricing) {\n    unavailable {\n      area\n      message\n    }\n    priceReductions {\n      ...ReportFigureFields\n    }\n  }\n  salesReport(range: $range) @include(if: $sales) {\n    retailGrossPerUnitCents {\n      ...ReportFigureFields\n    }\n  }\n  marketReport(range: $range) @include(if: $market) {\n    unavailable {\n      area\n      message\n    }\n    marketDaysSupply {\n      ...ReportFigureFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetSalesReport($range: ReportRangeInput!) {\n  salesReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    retailUnits {\n      ...ReportFigureFields\n    }\n    wholesaleUnits {\n      ...ReportFigureFields\n    }\n    revenueCents {\n      ...ReportFigureFields\n    }\n    frontEndGrossCents {\n      ...ReportFigureFields\n    }\n    retailGrossPerUnitCents {\n      ...ReportFigureFields\n    }\n    wholesaleGrossPerUnitCents {\n      ...ReportFigureFields\n    }\n    averageDaysToSale {\n      ...ReportFigureFields\n    }\n    unpricedSales\n    bySource {\n      source\n      retailUnits\n      wholesaleUnits\n      revenueCents\n      frontEndGrossCents\n      grossPerUnitCents\n    }\n    byAge {\n      bucket\n      retailUnits\n      wholesaleUnits\n      frontEndGrossCents\n      grossPerUnitCents\n    }\n    trend {\n      date\n      retailUnits\n      wholesaleUnits\n      frontEndGrossCents\n    }\n  }\n}"): (typeof documents)["query GetSalesReport($range: ReportRangeInput!) {\n  salesReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    retailUnits {\n      ...ReportFigureFields\n    }\n    wholesaleUnits {\n      ...ReportFigureFields\n    }\n    revenueCents {\n      ...ReportFigureFields\n    }\n    frontEndGrossCents {\n      ...ReportFigureFields\n    }\n    retailGrossPerUnitCents {\n      ...ReportFigureFields\n    }\n    wholesaleGrossPerUnitCents {\n      ...ReportFigureFields\n    }\n    averageDaysToSale {\n      ...ReportFigureFields\n    }\n    unpricedSales\n    bySource {\n      source\n      retailUnits\n      wholesaleUnits\n      revenueCents\n      frontEndGrossCents\n      grossPerUnitCents\n    }\n    byAge {\n      bucket\n      retailUnits\n      wholesaleUnits\n      frontEndGrossCents\n      grossPerUnitCents\n    }\n    trend {\n      date\n      retailUnits\n      wholesaleUnits\n      frontEndGrossCents\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetSalesReportPage($range: ReportRangeInput!, $first: Int!, $after: String) {\n  salesReport(range: $range) {\n    sales(first: $first, after: $after) {\n      nodes {\n        ...ReportSaleFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n}"): (typeof documents)["query GetSalesReportPage($range: ReportRangeInput!, $first: Int!, $after: String) {\n  salesReport(range: $range) {\n    sales(first: $first, after: $after) {\n      nodes {\n        ...ReportSaleFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetTurnReport($range: ReportRangeInput!) {\n  turnReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    retailUnits {\n      ...ReportFigureFields\n    }\n    wholesaleUnits {\n      ...ReportFigureFields\n    }\n    unitsInStock {\n      ...ReportFigureFields\n    }\n    salesPerDay30 {\n      ...ReportFigureFields\n    }\n    salesPerDay45 {\n      ...ReportFigureFields\n    }\n    salesPerDay90 {\n      ...ReportFigureFields\n    }\n    daysSupply {\n      ...ReportFigureFields\n    }\n    annualTurn {\n      ...ReportFigureFields\n    }\n    soldUnder30DaysShare {\n      ...ReportFigureFields\n    }\n    trend {\n      date\n      retailUnits\n      unitsInStock\n    }\n    byModel {\n      make\n      model\n      retailUnits\n      unitsInStock\n      daysSupply\n    }\n  }\n}"): (typeof documents)["query GetTurnReport($range: ReportRangeInput!) {\n  turnReport(range: $range) {\n    range {\n      ...ReportRangeFields\n    }\n    previousRange {\n      ...ReportRangeFields\n    }\n    retailUnits {\n      ...ReportFigureFields\n    }\n    wholesaleUnits {\n      ...ReportFigureFields\n    }\n    unitsInStock {\n      ...ReportFigureFields\n    }\n    salesPerDay30 {\n      ...ReportFigureFields\n    }\n    salesPerDay45 {\n      ...ReportFigureFields\n    }\n    salesPerDay90 {\n      ...ReportFigureFields\n    }\n    daysSupply {\n      ...ReportFigureFields\n    }\n    annualTurn {\n      ...ReportFigureFields\n    }\n    soldUnder30DaysShare {\n      ...ReportFigureFields\n    }\n    trend {\n      date\n      retailUnits\n      unitsInStock\n    }\n    byModel {\n      make\n      model\n      retailUnits\n      unitsInStock\n      daysSupply\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReportFigureFields on ReportFigure {\n  current\n  previous\n  change\n}"): (typeof documents)["fragment ReportFigureFields on ReportFigure {\n  current\n  previous\n  change\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReportRangeFields on ReportRange {\n  from\n  to\n  days\n}"): (typeof documents)["fragment ReportRangeFields on ReportRange {\n  from\n  to\n  days\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReportSaleFields on VehicleSaleRow {\n  vehicle {\n    ...ReportVehicleFields\n    acquisitionSource\n  }\n  sale {\n    soldOn\n    buyerType\n    salePriceCents\n    reconCostCents\n    frontEndGrossCents\n  }\n  daysToSale\n}"): (typeof documents)["fragment ReportSaleFields on VehicleSaleRow {\n  vehicle {\n    ...ReportVehicleFields\n    acquisitionSource\n  }\n  sale {\n    soldOn\n    buyerType\n    salePriceCents\n    reconCostCents\n    frontEndGrossCents\n  }\n  daysToSale\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReportVehicleFields on Vehicle {\n  id\n  stockNumber\n  year\n  make\n  model\n}"): (typeof documents)["fragment ReportVehicleFields on Vehicle {\n  id\n  stockNumber\n  year\n  make\n  model\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSalesPacketLink($input: CreateSalesPacketLinkInput!) {\n  createSalesPacketLink(input: $input) {\n    url\n    emailedTo\n    textMessage\n    link {\n      ...SalesPacketLinkFields\n    }\n  }\n}"): (typeof documents)["mutation CreateSalesPacketLink($input: CreateSalesPacketLinkInput!) {\n  createSalesPacketLink(input: $input) {\n    url\n    emailedTo\n    textMessage\n    link {\n      ...SalesPacketLinkFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetSalesPacket($vehicleId: ID!) {\n  salesPacket(vehicleId: $vehicleId) {\n    vehicleId\n    vin\n    stockNumber\n    year\n    make\n    model\n    trim\n    bodyStyle\n    exteriorColor\n    interiorColor\n    mileage\n    listPriceCents\n    vinCountry\n    vinManufacturer\n    vinModelYear\n    certifiedAt\n    inspections {\n      templateKey\n      completedAt\n    }\n    repairs {\n      operation\n      completedAt\n    }\n    dealershipName\n    dealerAddress\n    dealerPhone\n    dealerHours\n    photos {\n      id\n      width\n      height\n    }\n    emailAvailable\n    links {\n      ...SalesPacketLinkFields\n    }\n  }\n}"): (typeof documents)["query GetSalesPacket($vehicleId: ID!) {\n  salesPacket(vehicleId: $vehicleId) {\n    vehicleId\n    vin\n    stockNumber\n    year\n    make\n    model\n    trim\n    bodyStyle\n    exteriorColor\n    interiorColor\n    mileage\n    listPriceCents\n    vinCountry\n    vinManufacturer\n    vinModelYear\n    certifiedAt\n    inspections {\n      templateKey\n      completedAt\n    }\n    repairs {\n      operation\n      completedAt\n    }\n    dealershipName\n    dealerAddress\n    dealerPhone\n    dealerHours\n    photos {\n      id\n      width\n      height\n    }\n    emailAvailable\n    links {\n      ...SalesPacketLinkFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeSalesPacketLink($id: ID!) {\n  revokeSalesPacketLink(id: $id) {\n    ...SalesPacketLinkFields\n  }\n}"): (typeof documents)["mutation RevokeSalesPacketLink($id: ID!) {\n  revokeSalesPacketLink(id: $id) {\n    ...SalesPacketLinkFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SalesPacketLinkFields on SalesPacketLink {\n  id\n  label\n  createdAt\n  expiresAt\n  revokedAt\n  state\n  viewCount\n  views {\n    viewedAt\n    browser\n    os\n    deviceType\n  }\n}"): (typeof documents)["fragment SalesPacketLinkFields on SalesPacketLink {\n  id\n  label\n  createdAt\n  expiresAt\n  revokedAt\n  state\n  viewCount\n  views {\n    viewedAt\n    browser\n    os\n    deviceType\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeUserSessions($userId: ID!) {\n  revokeUserSessions(userId: $userId) {\n    id\n  }\n}"): (typeof documents)["mutation RevokeUserSessions($userId: ID!) {\n  revokeUserSessions(userId: $userId) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOutEverywhere {\n  signOutEverywhere {\n    id\n  }\n}"): (typeof documents)["mutation SignOutEverywhere {\n  signOutEverywhere {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSourcingTarget($input: SourcingTargetInput!) {\n  createSourcingTarget(input: $input) {\n    ...SourcingTargetFields\n  }\n}"): (typeof documents)["mutation CreateSourcingTarget($input: SourcingTargetInput!) {\n  createSourcingTarget(input: $input) {\n    ...SourcingTargetFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteRunList($id: ID!) {\n  deleteRunList(id: $id)\n}"): (typeof documents)["mutation DeleteRunList($id: ID!) {\n  deleteRunList(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteSourcingTarget($id: ID!) {\n  deleteSourcingTarget(id: $id)\n}"): (typeof documents)["mutation DeleteSourcingTarget($id: ID!) {\n  deleteSourcingTarget(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetRunList($id: ID!, $matchedOnly: Boolean) {\n  runList(id: $id) {\n    id\n    name\n    importedAt\n    vehicleCount\n    matchCount\n    vehicles(matchedOnly: $matchedOnly) {\n      id\n      lane\n      runNumber\n      vin\n      year\n      make\n      model\n      trim\n      mileage\n      conditionGrade\n      auction\n      saleDate\n      locationZip\n      match {\n        score\n        target {\n          id\n          yearFrom\n          yearTo\n          make\n          model\n          trim\n          maxPriceCents\n        }\n        bid {\n          expectedRetailCents\n          reconCents\n          targetGrossCents\n          transportMiles\n          transportCents\n          feesCents\n          formulaCents\n          maxBidCents\n          limitedByMaxPrice\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query GetRunList($id: ID!, $matchedOnly: Boolean) {\n  runList(id: $id) {\n    id\n    name\n    importedAt\n    vehicleCount\n    matchCount\n    vehicles(matchedOnly: $matchedOnly) {\n      id\n      lane\n      runNumber\n      vin\n      year\n      make\n      model\n      trim\n      mileage\n      conditionGrade\n      auction\n      saleDate\n      locationZip\n      match {\n        score\n        target {\n          id\n          yearFrom\n          yearTo\n          make\n          model\n          trim\n          maxPriceCents\n        }\n        bid {\n          expectedRetailCents\n          reconCents\n          targetGrossCents\n          transportMiles\n          transportCents\n          feesCents\n          formulaCents\n          maxBidCents\n          limitedByMaxPrice\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetSourcing {\n  sourcingTargets {\n    ...SourcingTargetFields\n  }\n  sourcingProposals {\n    yearFrom\n    yearTo\n    make\n    model\n    maxMileage\n    maxPriceCents\n    quantity\n    soldUnits\n    averageDaysToSale\n    averageGrossCents\n    marketDaysSupply\n    reasons\n  }\n  runLists {\n    id\n    name\n    importedAt\n    vehicleCount\n    matchCount\n  }\n}"): (typeof documents)["query GetSourcing {\n  sourcingTargets {\n    ...SourcingTargetFields\n  }\n  sourcingProposals {\n    yearFrom\n    yearTo\n    make\n    model\n    maxMileage\n    maxPriceCents\n    quantity\n    soldUnits\n    averageDaysToSale\n    averageGrossCents\n    marketDaysSupply\n    reasons\n  }\n  runLists {\n    id\n    name\n    importedAt\n    vehicleCount\n    matchCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ImportRunList($input: ImportRunListInput!) {\n  importRunList(input: $input) {\n    runList {\n      id\n    }\n    vehicleCount\n    rejected {\n      line\n      reason\n    }\n  }\n}"): (typeof documents)["mutation ImportRunList($input: ImportRunListInput!) {\n  importRunList(input: $input) {\n    runList {\n      id\n    }\n    vehicleCount\n    rejected {\n      line\n      reason\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SourcingTargetFields on SourcingTarget {\n  id\n  yearFrom\n  yearTo\n  make\n  model\n  trim\n  maxMileage\n  maxPriceCents\n  quantity\n  reconEstimateCents\n  reason\n  createdAt\n}"): (typeof documents)["fragment SourcingTargetFields on SourcingTarget {\n  id\n  yearFrom\n  yearTo\n  make\n  model\n  trim\n  maxMileage\n  maxPriceCents\n  quantity\n  reconEstimateCents\n  reason\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateSourcingTarget($id: ID!, $input: SourcingTargetInput!) {\n  updateSourcingTarget(id: $id, input: $input) {\n    ...SourcingTargetFields\n  }\n}"): (typeof documents)["mutation UpdateSourcingTarget($id: ID!, $input: SourcingTargetInput!) {\n  updateSourcingTarget(id: $id, input: $input) {\n    ...SourcingTargetFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptInvitation($input: AcceptInvitationInput!) {\n  acceptInvitation(input: $input) {\n    id\n    email\n  }\n}"): (typeof documents)["mutation AcceptInvitation($input: AcceptInvitationInput!) {\n  acceptInvitation(input: $input) {\n    id\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddGroupMember($groupId: ID!, $userId: ID!) {\n  addGroupMember(groupId: $groupId, userId: $userId) {\n    ...GroupFields\n  }\n}"): (typeof documents)["mutation AddGroupMember($groupId: ID!, $userId: ID!) {\n  addGroupMember(groupId: $groupId, userId: $userId) {\n    ...GroupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateGroup($name: String!) {\n  createGroup(name: $name) {\n    ...GroupFields\n  }\n}"): (typeof documents)["mutation CreateGroup($name: String!) {\n  createGroup(name: $name) {\n    ...GroupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeactivateUser($userId: ID!) {\n  deactivateUser(userId: $userId) {\n    ...TeamMemberFields\n  }\n}"): (typeof documents)["mutation DeactivateUser($userId: ID!) {\n  deactivateUser(userId: $userId) {\n    ...TeamMemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteGroup($id: ID!) {\n  deleteGroup(id: $id)\n}"): (typeof documents)["mutation DeleteGroup($id: ID!) {\n  deleteGroup(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetGroups {\n  groups {\n    ...GroupFields\n  }\n}"): (typeof documents)["query GetGroups {\n  groups {\n    ...GroupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetInvitationPreview($token: String!) {\n  invitationPreview(token: $token) {\n    id\n    email\n    organizationName\n    role\n    type\n    expiresAt\n    invitedByName\n  }\n}"): (typeof documents)["query GetInvitationPreview($token: String!) {\n  invitationPreview(token: $token) {\n    id\n    email\n    organizationName\n    role\n    type\n    expiresAt\n    invitedByName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetInvitations {\n  invitations {\n    ...InvitationFields\n  }\n}"): (typeof documents)["query GetInvitations {\n  invitations {\n    ...InvitationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetTeamMemberOptions {\n  teamMembers(filter: {active: true}, orderBy: NAME, first: 100) {\n    totalCount\n    edges {\n      node {\n        id\n        firstName\n        lastName\n        email\n        type\n      }\n    }\n  }\n}"): (typeof documents)["query GetTeamMemberOptions {\n  teamMembers(filter: {active: true}, orderBy: NAME, first: 100) {\n    totalCount\n    edges {\n      node {\n        id\n        firstName\n        lastName\n        email\n        type\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetTeamMembers($filter: TeamMemberFilter, $orderBy: TeamMemberOrder, $first: Int, $after: String) {\n  teamMembers(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...TeamMemberFields\n      }\n    }\n  }\n}"): (typeof documents)["query GetTeamMembers($filter: TeamMemberFilter, $orderBy: TeamMemberOrder, $first: Int, $after: String) {\n  teamMembers(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...TeamMemberFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GroupFields on Group {\n  id\n  name\n  members {\n    id\n    firstName\n    lastName\n    email\n  }\n}"): (typeof documents)["fragment GroupFields on Group {\n  id\n  name\n  members {\n    id\n    firstName\n    lastName\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InvitationFields on Invitation {\n  id\n  email\n  role\n  type\n  sections\n  invitedBy {\n    id\n    displayName\n  }\n  createdAt\n  expiresAt\n  acceptedAt\n  revokedAt\n}"): (typeof documents)["fragment InvitationFields on Invitation {\n  id\n  email\n  role\n  type\n  sections\n  invitedBy {\n    id\n    displayName\n  }\n  createdAt\n  expiresAt\n  acceptedAt\n  revokedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InviteUser($input: InviteUserInput!) {\n  inviteUser(input: $input) {\n    invitation {\n      ...InvitationFields\n    }\n    signUpUrl\n    emailed\n  }\n}"): (typeof documents)["mutation InviteUser($input: InviteUserInput!) {\n  inviteUser(input: $input) {\n    invitation {\n      ...InvitationFields\n    }\n    signUpUrl\n    emailed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReactivateUser($userId: ID!) {\n  reactivateUser(userId: $userId) {\n    ...TeamMemberFields\n  }\n}"): (typeof documents)["mutation ReactivateUser($userId: ID!) {\n  reactivateUser(userId: $userId) {\n    ...TeamMemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {\n  removeGroupMember(groupId: $groupId, userId: $userId) {\n    ...GroupFields\n  }\n}"): (typeof documents)["mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {\n  removeGroupMember(groupId: $groupId, userId: $userId) {\n    ...GroupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RenameGroup($id: ID!, $name: String!) {\n  renameGroup(id: $id, name: $name) {\n    ...GroupFields\n  }\n}"): (typeof documents)["mutation RenameGroup($id: ID!, $name: String!) {\n  renameGroup(id: $id, name: $name) {\n    ...GroupFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeInvitation($id: ID!) {\n  revokeInvitation(id: $id) {\n    ...InvitationFields\n  }\n}"): (typeof documents)["mutation RevokeInvitation($id: ID!) {\n  revokeInvitation(id: $id) {\n    ...InvitationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetUserPermissions($userId: ID!, $sections: [String!]!) {\n  setUserPermissions(userId: $userId, sections: $sections) {\n    ...TeamMemberFields\n  }\n}"): (typeof documents)["mutation SetUserPermissions($userId: ID!, $sections: [String!]!) {\n  setUserPermissions(userId: $userId, sections: $sections) {\n    ...TeamMemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TeamMemberFields on User {\n  id\n  email\n  firstName\n  lastName\n  type\n  role\n  active\n  createdAt\n  groups {\n    id\n    name\n  }\n  permissions {\n    name\n  }\n}"): (typeof documents)["fragment TeamMemberFields on User {\n  id\n  email\n  firstName\n  lastName\n  type\n  role\n  active\n  createdAt\n  groups {\n    id\n    name\n  }\n  permissions {\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateUserRole($userId: ID!, $role: Role!) {\n  updateUserRole(userId: $userId, role: $role) {\n    ...TeamMemberFields\n  }\n}"): (typeof documents)["mutation UpdateUserRole($userId: ID!, $role: Role!) {\n  updateUserRole(userId: $userId, role: $role) {\n    ...TeamMemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateUserType($userId: ID!, $type: UserType!) {\n  updateUserType(userId: $userId, type: $type) {\n    ...TeamMemberFields\n  }\n}"): (typeof documents)["mutation UpdateUserType($userId: ID!, $type: UserType!) {\n  updateUserType(userId: $userId, type: $type) {\n    ...TeamMemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateTerritory($input: TerritoryInput!) {\n  createTerritory(input: $input) {\n    ...TerritoryFields\n  }\n}"): (typeof documents)["mutation CreateTerritory($input: TerritoryInput!) {\n  createTerritory(input: $input) {\n    ...TerritoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteTerritory($id: ID!) {\n  deleteTerritory(id: $id)\n}"): (typeof documents)["mutation DeleteTerritory($id: ID!) {\n  deleteTerritory(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetTerritories {\n  territories {\n    ...TerritoryFields\n  }\n}"): (typeof documents)["query GetTerritories {\n  territories {\n    ...TerritoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TerritoryFields on Territory {\n  id\n  name\n  postalCodes\n  agent {\n    id\n    firstName\n    lastName\n    email\n  }\n}"): (typeof documents)["fragment TerritoryFields on Territory {\n  id\n  name\n  postalCodes\n  agent {\n    id\n    firstName\n    lastName\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateTerritory($id: ID!, $input: TerritoryInput!) {\n  updateTerritory(id: $id, input: $input) {\n    ...TerritoryFields\n  }\n}"): (typeof documents)["mutation UpdateTerritory($id: ID!, $input: TerritoryInput!) {\n  updateTerritory(id: $id, input: $input) {\n    ...TerritoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssignTransportOrder($id: ID!, $input: TransportCarrierInput!) {\n  assignTransportOrder(id: $id, input: $input) {\n    ...TransportOrderFields\n  }\n}"): (typeof documents)["mutation AssignTransportOrder($id: ID!, $input: TransportCarrierInput!) {\n  assignTransportOrder(id: $id, input: $input) {\n    ...TransportOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BillOfLadingInspectionFields on BillOfLadingInspection {\n  stage\n  notes\n  damages {\n    panel\n    kind\n  }\n  signerName\n  signedAt\n}"): (typeof documents)["fragment BillOfLadingInspectionFields on BillOfLadingInspection {\n  stage\n  notes\n  damages {\n    panel\n    kind\n  }\n  signerName\n  signedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeTransportOrderState($id: ID!, $state: TransportState!) {\n  changeTransportOrderState(id: $id, state: $state) {\n    ...TransportOrderFields\n  }\n}"): (typeof documents)["mutation ChangeTransportOrderState($id: ID!, $state: TransportState!) {\n  changeTransportOrderState(id: $id, state: $state) {\n    ...TransportOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateTransportOrder($input: TransportOrderInput!) {\n  createTransportOrder(input: $input) {\n    ...TransportOrderFields\n  }\n}"): (typeof documents)["mutation CreateTransportOrder($input: TransportOrderInput!) {\n  createTransportOrder(input: $input) {\n    ...TransportOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetTransportOrder($id: ID!) {\n  transportOrder(id: $id) {\n    ...TransportOrderFields\n    ...TransportOrderInspections\n  }\n}"): (typeof documents)["query GetTransportOrder($id: ID!) {\n  transportOrder(id: $id) {\n    ...TransportOrderFields\n    ...TransportOrderInspections\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetTransportOrders($state: TransportState, $vehicleId: ID, $first: Int, $after: String) {\n  transportOrders(\n    state: $state\n    vehicleId: $vehicleId\n    first: $first\n    after: $after\n  ) {\n    edges {\n      cursor\n      node {\n        ...TransportOrderFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query GetTransportOrders($state: TransportState, $vehicleId: ID, $first: Int, $after: String) {\n  transportOrders(\n    state: $state\n    vehicleId: $vehicleId\n    first: $first\n    after: $after\n  ) {\n    edges {\n      cursor\n      node {\n        ...TransportOrderFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkTransportTitleReceived($id: ID!, $receivedOn: String!) {\n  markTransportTitleReceived(id: $id, receivedOn: $receivedOn) {\n    ...TransportOrderFields\n  }\n}"): (typeof documents)["mutation MarkTransportTitleReceived($id: ID!, $receivedOn: String!) {\n  markTransportTitleReceived(id: $id, receivedOn: $receivedOn) {\n    ...TransportOrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignBillOfLading($id: ID!, $input: BillOfLadingInput!) {\n  signBillOfLading(id: $id, input: $input) {\n    ...TransportOrderFields\n    ...TransportOrderInspections\n  }\n}"): (typeof documents)["mutation SignBillOfLading($id: ID!, $input: BillOfLadingInput!) {\n  signBillOfLading(id: $id, input: $input) {\n    ...TransportOrderFields\n    ...TransportOrderInspections\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TransportOrderFields on TransportOrder {\n  id\n  vin\n  vehicleDescription\n  vehicle {\n    id\n    stockNumber\n  }\n  pickupAddress\n  pickupZip\n  deliveryAddress\n  deliveryZip\n  pickupWindowStart\n  pickupWindowEnd\n  carrier {\n    name\n    mcDotNumber\n    contact\n  }\n  priceCents\n  distanceMiles\n  distanceEstimated\n  pricePerMileCents\n  guidePriceCents\n  state\n  stateChangedAt\n  auctionName\n  purchasedOn\n  titleAbsent\n  titleReceivedOn\n  orderedOn\n  pickupDueOn\n  pickupOverdue\n  titleDueOn\n  titleOverdue\n  createdAt\n}"): (typeof documents)["fragment TransportOrderFields on TransportOrder {\n  id\n  vin\n  vehicleDescription\n  vehicle {\n    id\n    stockNumber\n  }\n  pickupAddress\n  pickupZip\n  deliveryAddress\n  deliveryZip\n  pickupWindowStart\n  pickupWindowEnd\n  carrier {\n    name\n    mcDotNumber\n    contact\n  }\n  priceCents\n  distanceMiles\n  distanceEstimated\n  pricePerMileCents\n  guidePriceCents\n  state\n  stateChangedAt\n  auctionName\n  purchasedOn\n  titleAbsent\n  titleReceivedOn\n  orderedOn\n  pickupDueOn\n  pickupOverdue\n  titleDueOn\n  titleOverdue\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TransportOrderInspections on TransportOrder {\n  pickupInspection {\n    ...BillOfLadingInspectionFields\n  }\n  deliveryInspection {\n    ...BillOfLadingInspectionFields\n  }\n}"): (typeof documents)["fragment TransportOrderInspections on TransportOrder {\n  pickupInspection {\n    ...BillOfLadingInspectionFields\n  }\n  deliveryInspection {\n    ...BillOfLadingInspectionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetMe {\n  me {\n    id\n    email\n    firstName\n    lastName\n    type\n    role\n    featureFlags\n    productFeatureFlags\n    groups {\n      id\n      name\n    }\n    permissions {\n      name\n    }\n    organization {\n      ...OrganizationFields\n    }\n  }\n}"): (typeof documents)["query GetMe {\n  me {\n    id\n    email\n    firstName\n    lastName\n    type\n    role\n    featureFlags\n    productFeatureFlags\n    groups {\n      id\n      name\n    }\n    permissions {\n      name\n    }\n    organization {\n      ...OrganizationFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}"): (typeof documents)["mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n  createWebhookEndpoint(input: $input) {\n    secret\n    endpoint {\n      ...WebhookEndpointFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteWebhookEndpoint($id: ID!) {\n  deleteWebhookEndpoint(id: $id)\n}"): (typeof documents)["mutation DeleteWebhookEndpoint($id: ID!) {\n  deleteWebhookEndpoint(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetWebhookEndpoints($deliveries: Int) {\n  webhookEndpoints {\n    ...WebhookEndpointFields\n    deliveries(first: $deliveries) {\n      ...WebhookDeliveryFields\n    }\n  }\n}"): (typeof documents)["query GetWebhookEndpoints($deliveries: Int) {\n  webhookEndpoints {\n    ...WebhookEndpointFields\n    deliveries(first: $deliveries) {\n      ...WebhookDeliveryFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PauseWebhookEndpoint($id: ID!) {\n  pauseWebhookEndpoint(id: $id) {\n    ...WebhookEndpointFields\n  }\n}"): (typeof documents)["mutation PauseWebhookEndpoint($id: ID!) {\n  pauseWebhookEndpoint(id: $id) {\n    ...WebhookEndpointFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendWebhookDelivery($id: ID!) {\n  resendWebhookDelivery(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}"): (typeof documents)["mutation ResendWebhookDelivery($id: ID!) {\n  resendWebhookDelivery(id: $id) {\n    ...WebhookDeliveryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResumeWebhookEndpoint($id: ID!) {\n  resumeWebhookEndpoint(id: $id) {\n    ...WebhookEndpointFields\n  }\n}"): (typeof documents)["mutation ResumeWebhookEndpoint($id: ID!) {\n  resumeWebhookEndpoint(id: $id) {\n    ...WebhookEndpointFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}"): (typeof documents)["mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n  updateWebhookEndpoint(id: $id, input: $input) {\n    ...WebhookEndpointFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  eventId\n  eventType\n  status\n  attempts\n  responseStatus\n  responseBody\n  durationMs\n  createdAt\n  lastAttemptAt\n  nextAttemptAt\n}"): (typeof documents)["fragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  eventId\n  eventType\n  status\n  attempts\n  responseStatus\n  responseBody\n  durationMs\n  createdAt\n  lastAttemptAt\n  nextAttemptAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  eventTypes\n  state\n  pausedReason\n  failingSince\n  createdAt\n}"): (typeof documents)["fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  eventTypes\n  state\n  pausedReason\n  failingSince\n  createdAt\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;