import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserModel, ExternalPersonModel, OrganizationModel, GroupModel, PermissionModel, InvitationModel, InvitationPreviewModel, TerritoryModel, DealerModel, DealerVisitModel, AgentTaskModel, ApiTokenModel, AuditEntryModel, BillingModel, AnalyticsEventModel, VehicleModel, VehicleConnectionModel, VehiclePriceChangeModel, VehicleStatusChangeModel, VehicleAgeBucketCountModel, VehiclePhotoModel, VinCheckModel, VinDecodingModel, ReconWorkflowModel, ReconStageModel, ReconEventModel, ReconVehicleModel, VehicleReconPositionModel, ReconStageTimeModel, ReconStageFiguresModel, ReconMetricsModel, RepairOrderModel, RepairOrderLineModel, InspectionModel, AppraisalModel, VehicleSaleModel, SalesReportModel, AttentionItemModel, TransportOrderModel, EventModel, WebhookEndpointModel, WebhookDeliveryModel, NotificationModel } from '../../server/graphql/models';
import type { SourcingTargetModel, RunListModel, RunListVehicleModel, SourcingMatchModel } from '../../server/services/sourcing/models';
import type { GraphQLContext } from '../../server/graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A date-time at UTC in RFC 3339 / ISO 8601 form, e.g. `2024-05-01T12:00:00.000Z`. Inputs need a
   * time zone (`Z` or an offset).
   */
  DateTime: { input: Date; output: Date | string; }
  /** Any JSON value. */
  JSON: { input: unknown; output: unknown; }
  /** A JSON object (a map from string keys to JSON values). */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
  /** A calendar date without a time zone, `YYYY-MM-DD`. */
  LocalDate: { input: string; output: string; }
};

export type AcceptInvitationInput = {
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

/** How the dealership came by a vehicle. */
export type AcquisitionSource =
  | 'auction'
  | 'lease_return'
  | 'other'
  | 'purchase'
  | 'trade_in';

export type AddMarketRecordsInput = {
  /** At most 1,000 records per call. */
  records: Array<MarketRecordInput>;
};

export type AddMarketRecordsResult = {
  __typename?: 'AddMarketRecordsResult';
  stored: Scalars['Int']['output'];
};

export type AddRepairOrderLineInput = {
  line: RepairOrderLineInput;
  repairOrderId: Scalars['ID']['input'];
};

export type AdvanceRepairOrderInput = {
  repairOrderId: Scalars['ID']['input'];
  step: RepairOrderStep;
};

export type AgedVehicleRow = {
  __typename?: 'AgedVehicleRow';
  /** Age on the range's last day. */
  ageDays: Scalars['Int']['output'];
  /** Null when cost is withheld. */
  costCents?: Maybe<Scalars['Int']['output']>;
  listPriceCents?: Maybe<Scalars['Int']['output']>;
  vehicle: Vehicle;
};

export type AgentTask = {
  __typename?: 'AgentTask';
  completedAt?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  dealer: Dealer;
  dueOn?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  state: AgentTaskState;
  title: Scalars['String']['output'];
};

export type AgentTaskInput = {
  dealerId: Scalars['ID']['input'];
  dueOn?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type AgentTaskState =
  | 'done'
  | 'open';

export type AgingBucketRow = {
  __typename?: 'AgingBucketRow';
  bucket: VehicleAgeBucket;
  /** Null when cost is withheld. */
  costCents?: Maybe<Scalars['Int']['output']>;
  listValueCents: Scalars['Int']['output'];
  units: Scalars['Int']['output'];
  /** Share of the units in stock, 0–1. */
  unitsShare: Scalars['Float']['output'];
};

export type AgingModelRow = {
  __typename?: 'AgingModelRow';
  /** Older than 60 days. */
  agedUnits: Scalars['Int']['output'];
  averageAgeDays: Scalars['Float']['output'];
  /** Null when cost is withheld. */
  costCents?: Maybe<Scalars['Int']['output']>;
  listValueCents: Scalars['Int']['output'];
  make: Scalars['String']['output'];
  model: Scalars['String']['output'];
  units: Scalars['Int']['output'];
};

export type AgingTrendPoint = {
  __typename?: 'AgingTrendPoint';
  agedUnits: Scalars['Int']['output'];
  date: Scalars['LocalDate']['output'];
  unitsInStock: Scalars['Int']['output'];
};

/** How many events of one name happened on one UTC day. */
export type AnalyticsDailyCount = {
  __typename?: 'AnalyticsDailyCount';
  count: Scalars['Int']['output'];
  /** YYYY-MM-DD, UTC. */
  day: Scalars['String']['output'];
  event: Scalars['String']['output'];
};

/** One first-party analytics event (SPEC.md section 3) as stored. */
export type AnalyticsEvent = {
  __typename?: 'AnalyticsEvent';
  anonymousId: Scalars['String']['output'];
  component: Scalars['String']['output'];
  /** When the event happened (the client's timestamp, or when it was received). */
  createdAt: Scalars['DateTime']['output'];
  custom: Scalars['JSONObject']['output'];
  event: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The organization of the signed-in user who sent it; null when anonymous. */
  organizationId?: Maybe<Scalars['ID']['output']>;
  /** The event's own fields plus user_agent, platform, device_type, browser, browser_version, os, os_version. */
  payload: Scalars['JSONObject']['output'];
  /** When the server received it. */
  receivedAt: Scalars['DateTime']['output'];
  sessionId: Scalars['String']['output'];
  url: Scalars['String']['output'];
  /** The signed-in user who sent it; null when anonymous. */
  userId?: Maybe<Scalars['ID']['output']>;
};

export type AnalyticsEventConnection = {
  __typename?: 'AnalyticsEventConnection';
  edges: Array<AnalyticsEventEdge>;
  pageInfo: PageInfo;
};

export type AnalyticsEventEdge = {
  __typename?: 'AnalyticsEventEdge';
  /** Opaque; pass as `after` to continue after this event. */
  cursor: Scalars['String']['output'];
  node: AnalyticsEvent;
};

/** Narrows analytics events. Every field given must match. */
export type AnalyticsEventFilter = {
  /** The event name: `page` for page views, otherwise the tracked event's name. */
  event?: InputMaybe<Scalars['String']['input']>;
  /** Events at or after this time (the event's own time). */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  /** Events before this time. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type AnswerInspectionItemsInput = {
  answers: Array<InspectionAnswerInput>;
  inspectionId: Scalars['ID']['input'];
};

export type ApiToken = {
  __typename?: 'ApiToken';
  createdAt: Scalars['DateTime']['output'];
  /**
   * Who created the token: a `User` of the viewer's organization, otherwise an `ExternalPerson`.
   * Null when that user no longer exists.
   */
  createdBy?: Maybe<Person>;
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** The first characters of the token, to tell tokens apart. */
  prefix: Scalars['String']['output'];
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  scopes: Array<ApiTokenScope>;
};

export type ApiTokenScope =
  /** Run queries. */
  | 'read'
  /**
   * A carrier's token, given alone: reads the organization's transport orders (carrier-facing fields),
   * changes their state and signs their bill of lading, and nothing else (every other operation
   * answers FORBIDDEN).
   */
  | 'transport'
  /** Run queries and mutations, as an EDITOR of the organization. */
  | 'write';

export type ApplyPricingChangesInput = {
  /** At most 10,000. A change under its vehicle's floor refuses the whole call (BAD_USER_INPUT), nothing written. */
  changes: Array<PricingChangeInput>;
};

export type ApplyPricingChangesResult = {
  __typename?: 'ApplyPricingChangesResult';
  /** Vehicles whose price was written (each with a price-history entry carrying the reason). */
  applied: Array<Vehicle>;
  /** Changes not made: the price had moved since the dry run (applying twice changes nothing), or the vehicle left stock. */
  skipped: Array<PricingSkip>;
};

/** An appraisal of a car the dealership may take in. Money in cents. */
export type Appraisal = {
  __typename?: 'Appraisal';
  /** Whole days since it was created (to when it was won or lost). */
  ageDays: Scalars['Int']['output'];
  /** Who appraised it (the person who started it, unless reassigned); null when that user no longer exists. */
  appraiser?: Maybe<HistoryActor>;
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  condition: ConditionGrade;
  createdAt: Scalars['DateTime']['output'];
  customer: AppraisalCustomer;
  exteriorColor?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: AppraisalKind;
  lostNote?: Maybe<Scalars['String']['output']>;
  lostReason?: Maybe<AppraisalLostReason>;
  make: Scalars['String']['output'];
  mileage: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  offer: AppraisalOffer;
  offeredAt?: Maybe<Scalars['DateTime']['output']>;
  options: Array<Scalars['String']['output']>;
  /** The price paid when won (the vehicle's cost). */
  purchasePriceCents?: Maybe<Scalars['Int']['output']>;
  reconLines: Array<AppraisalReconLine>;
  /** The inspection template (recon area) the estimate was started from, if any. */
  reconTemplateKey?: Maybe<Scalars['String']['output']>;
  state: AppraisalState;
  trim?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /**
   * The four valuations with their provenance and the comparables: live while a draft; from the
   * moment it is offered, the ones it was offered on (stored then, so the record explains the offer).
   */
  valuations: Valuations;
  /** The inventory vehicle a won appraisal created; null otherwise (or when the viewer cannot read inventory). */
  vehicle?: Maybe<Vehicle>;
  /** Upper case; null when appraised from year, make and model only (a VIN is needed to win). */
  vin?: Maybe<Scalars['String']['output']>;
  /**
   * True when the VIN fails its check digit (position 9) and whoever entered it confirmed it
   * (`acceptCheckDigitMismatch`; VINs from outside North America need not carry one). Winning enters
   * the vehicle with this acknowledgement; a mismatched VIN without it is refused until corrected or confirmed.
   */
  vinCheckDigitAccepted: Scalars['Boolean']['output'];
  year: Scalars['Int']['output'];
  /** Where the car is valued; default the organization's home ZIP. */
  zip: Scalars['String']['output'];
};

export type AppraisalConnection = {
  __typename?: 'AppraisalConnection';
  edges: Array<AppraisalEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** The person selling or trading the car; every field optional. */
export type AppraisalCustomer = {
  __typename?: 'AppraisalCustomer';
  email?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

export type AppraisalCustomerInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type AppraisalEdge = {
  __typename?: 'AppraisalEdge';
  cursor: Scalars['String']['output'];
  node: Appraisal;
};

export type AppraisalFigureReport = {
  __typename?: 'AppraisalFigureReport';
  /** One row per appraiser with appraisals in the range, most made first. */
  byAppraiser: Array<AppraisalFigures>;
  from: Scalars['LocalDate']['output'];
  store: AppraisalFigures;
  to: Scalars['LocalDate']['output'];
};

/** Look-to-book and cost-to-market for a set of appraisals (docs/metrics.md, "Appraisals"). */
export type AppraisalFigures = {
  __typename?: 'AppraisalFigures';
  /** Null for the store's row. */
  appraiser?: Maybe<HistoryActor>;
  /**
   * Of the won ones: (purchase price + recon estimate) ÷ the average market retail they were offered
   * on, over the won appraisals that had one; 0–n, null when none.
   */
  costToMarket?: Maybe<Scalars['Float']['output']>;
  /** won ÷ made, 0–1; null when none were made. */
  lookToBook?: Maybe<Scalars['Float']['output']>;
  lost: Scalars['Int']['output'];
  /** Appraisals created in the range. */
  made: Scalars['Int']['output'];
  /**
   * Median of offer ÷ auction index over the appraisals offered (offered, won, or lost after an
   * offer) that had both when offered; null when none.
   */
  offerToAuctionIndex?: Maybe<Scalars['Float']['output']>;
  won: Scalars['Int']['output'];
};

export type AppraisalFilter = {
  appraiserId?: InputMaybe<Scalars['ID']['input']>;
  /** VIN fragment, make, model or customer name; case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
  states?: InputMaybe<Array<AppraisalState>>;
};

/** Why the car is appraised: a customer's trade-in, or a car the dealership may buy outright. */
export type AppraisalKind =
  | 'purchase'
  | 'trade_in';

/** Why an appraisal was lost. */
export type AppraisalLostReason =
  /** The car's condition ruled it out. */
  | 'condition'
  /** The customer kept the car. */
  | 'kept_vehicle'
  | 'other'
  /** The customer wanted more than the offer. */
  | 'price'
  /** Sold to another buyer. */
  | 'sold_elsewhere';

export type AppraisalLostReasonRow = {
  __typename?: 'AppraisalLostReasonRow';
  count: Scalars['Int']['output'];
  reason: AppraisalLostReason;
  /** Share of the range's lost appraisals, 0–1. */
  share: Scalars['Float']['output'];
};

/**
 * The proposed offer and every figure it is made of (docs/metrics.md, "Appraisals"):
 * proposed = expected retail − recon estimate − target gross − holding cost for the expected days
 * to sale − pack − transport − fees, rounded down to $25 and never below 0; with the offer against
 * its wholesale anchors (the auction index and the wholesale book).
 */
export type AppraisalOffer = {
  __typename?: 'AppraisalOffer';
  /** The offer against the auction index of its valuations; null without either. */
  auctionIndex?: Maybe<OfferAnchor>;
  /** min(the market days supply rounded and kept within 15–90 (45 when none sold), `targetDaysToSale`). */
  expectedDaysToSale: Scalars['Int']['output'];
  /** The retail value the car is expected to sell for: the dealer retail guide's value (else the consumer retail guide's); null when neither has a value. */
  expectedRetailCents?: Maybe<Scalars['Int']['output']>;
  /** Which source `expectedRetailCents` came from. */
  expectedRetailSource?: Maybe<ValuationSource>;
  /** The organization setting `appraisal_fees_cents` (default $300). */
  feesCents: Scalars['Int']['output'];
  /** expectedDaysToSale × the organization setting `holding_cost_per_day_cents`. */
  holdingCostCents: Scalars['Int']['output'];
  /** The comparables' market days supply: retail listings on the market ÷ (retail sales in the last 45 days ÷ 45), to 0.1 day; null when none sold (docs/metrics.md). */
  marketDaysSupply?: Maybe<Scalars['Float']['output']>;
  /** What is offered: the override, else the proposal. */
  offerCents?: Maybe<Scalars['Int']['output']>;
  /** The appraiser's own figure, when they overrode the proposal. */
  overrideCents?: Maybe<Scalars['Int']['output']>;
  overrideReason?: Maybe<Scalars['String']['output']>;
  /** The organization setting `appraisal_pack_cents` (default $500). */
  packCents: Scalars['Int']['output'];
  /** The formula's result; null without an expected retail. */
  proposedCents?: Maybe<Scalars['Int']['output']>;
  /** Sum of the recon estimate's lines. */
  reconCents: Scalars['Int']['output'];
  /** The organization setting `appraisal_target_days_to_sale` (default 45), the cap of `expectedDaysToSale`. */
  targetDaysToSale: Scalars['Int']['output'];
  /** The organization setting `appraisal_target_gross_cents`. */
  targetGrossCents: Scalars['Int']['output'];
  /** The organization setting `appraisal_transport_cents` (default $150); for a car appraised away from the home ZIP, the transport guide's estimate from there when more. */
  transportCents: Scalars['Int']['output'];
  /** Set when the offer is more than 15 % below or above the auction index. */
  warning?: Maybe<OfferWarning>;
  /** The offer against the wholesale book of its valuations; null without either. */
  wholesaleBook?: Maybe<OfferAnchor>;
};

/** One line of an appraisal's reconditioning estimate, in cents. */
export type AppraisalReconLine = {
  __typename?: 'AppraisalReconLine';
  amountCents: Scalars['Int']['output'];
  description: Scalars['String']['output'];
};

export type AppraisalReconLineInput = {
  /** 0 to 5,000,000 cents. */
  amountCents: Scalars['Int']['input'];
  /** 1–120 characters. */
  description: Scalars['String']['input'];
};

export type AppraisalReport = {
  __typename?: 'AppraisalReport';
  /** Per appraiser, most made first (the same figures over the range only). */
  byAppraiser: Array<AppraisalFigures>;
  /** As AppraisalFigures.costToMarket, 0–n; null when cost is withheld. */
  costToMarketShare: ReportFigure;
  /** won ÷ made, 0–1. */
  lookToBookShare: ReportFigure;
  lost: ReportFigure;
  /** Lost appraisals of the range per reason, most first. */
  lostReasons: Array<AppraisalLostReasonRow>;
  /** Appraisals created in the range. */
  made: ReportFigure;
  previousRange: ReportRange;
  range: ReportRange;
  /** Per week: made and won. */
  trend: Array<AppraisalTrendPoint>;
  /** Null when the viewer may not open appraisals. */
  unavailable?: Maybe<ReportUnavailable>;
  won: ReportFigure;
};

/** Where an appraisal stands: draft → offered → won (the car was bought) or lost. Won and lost are final. */
export type AppraisalState =
  | 'draft'
  | 'lost'
  | 'offered'
  | 'won';

export type AppraisalTrendPoint = {
  __typename?: 'AppraisalTrendPoint';
  date: Scalars['LocalDate']['output'];
  made: Scalars['Int']['output'];
  won: Scalars['Int']['output'];
};

export type AssignReconVehicleInput = {
  /** An active member of the organization; null clears it. */
  assigneeUserId?: InputMaybe<Scalars['ID']['input']>;
  vehicleId: Scalars['ID']['input'];
};

export type AttentionAction = {
  __typename?: 'AttentionAction';
  at: Scalars['DateTime']['output'];
  by?: Maybe<HistoryActor>;
  reason?: Maybe<Scalars['String']['output']>;
  state: AttentionItemState;
};

export type AttentionInactiveRule = {
  __typename?: 'AttentionInactiveRule';
  label: Scalars['String']['output'];
  message: Scalars['String']['output'];
  rule: AttentionRule;
};

/**
 * One thing that needs a person now, computed from the records each time it is read (never stored
 * itself; only a snooze or a dismissal is stored, under the item's key).
 */
export type AttentionItem = {
  __typename?: 'AttentionItem';
  appraisal?: Maybe<Appraisal>;
  /** The person it is for (the recon assignee, the appraiser); null when it is for whoever holds `section`. */
  assignee?: Maybe<HistoryActor>;
  /**
   * Stable for the same fact: rule + record + the occurrence (e.g. the stage visit, the order's
   * revision), so a dismissed item stays dismissed until the fact changes.
   */
  key: Scalars['ID']['output'];
  /** The last snooze or dismissal: who, when, why. */
  lastAction?: Maybe<AttentionAction>;
  /**
   * Money at risk, in cents (docs/metrics.md "Needs attention"): aged unit = days in stock × the
   * holding cost per day; recon stage overdue = holding cost of the time since the overdue mark;
   * repair order waiting = its waiting cost (each pending submitted line's days waiting × holding cost
   * per day, added up); transport late = days past the due day × holding cost per day; price off the
   * market = |list price − market average|. Null for an offer without an answer (no money figure).
   */
  moneyAtRiskCents?: Maybe<Scalars['Int']['output']>;
  /** The record's page in the app, e.g. `/recon/vehicles/<id>`, `/appraisals/<id>`. */
  path: Scalars['String']['output'];
  /** Why, in a sentence a person reads (US English), e.g. "In Detail for 3 days 4 hours; target 4 hours." */
  reason: Scalars['String']['output'];
  repairOrder?: Maybe<RepairOrder>;
  rule: AttentionRule;
  /** The rule's plain name with the organization's thresholds, e.g. "Over 45 days in stock". */
  ruleLabel: Scalars['String']['output'];
  /** The section whose holders act on it (recon, roapproval, pricing, appraisals, inventory, transportation). */
  section: Scalars['String']['output'];
  /** Since when the rule holds (the moment the threshold was passed). */
  since: Scalars['DateTime']['output'];
  /** For a snoozed item: the day it comes back (it is open again from that day). */
  snoozedUntil?: Maybe<Scalars['LocalDate']['output']>;
  state: AttentionItemState;
  vehicle?: Maybe<Vehicle>;
};

/** What a person did with an item: nothing yet, snoozed (hidden until a day), or dismissed. */
export type AttentionItemState =
  | 'dismissed'
  | 'open'
  | 'snoozed';

export type AttentionItemsFilter = {
  /**
   * Only the items that are the viewer's to act on (as the badge): the viewer may work the queue and
   * the item's area (approve the order, reprice, move the car through recon, …), and the item is
   * assigned to them or to no one. Default false.
   */
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  rules?: InputMaybe<Array<AttentionRule>>;
  /** Default money_at_risk. */
  sort?: InputMaybe<AttentionSort>;
  /** Which states to include; default [open]. */
  states?: InputMaybe<Array<AttentionItemState>>;
};

export type AttentionQueue = {
  __typename?: 'AttentionQueue';
  /** Open items per rule (under the mine filter), for the chips and the groups. */
  countsByRule: Array<AttentionRuleCount>;
  /** Rules that cannot run for this viewer, and why (e.g. price_to_market_out_of_band without the market pricing feature). */
  inactiveRules: Array<AttentionInactiveRule>;
  /** In the order of `filter.sort`: money at risk, highest first, by default. */
  items: Array<AttentionItem>;
  /** Open items that are the viewer's to act on (`filter.mine`'s rule; the number beside the navigation entry). */
  mineOpen: Scalars['Int']['output'];
};

/** The rules that put an item in the needs-attention queue (docs/metrics.md "Needs attention"). */
export type AttentionRule =
  /** An appraisal offered with no outcome after `attention_appraisal_outcome_days` days. */
  | 'appraisal_without_outcome'
  /** A priced vehicle's price-to-market is outside `attention_price_to_market_low_percent`–`…_high_percent`. */
  | 'price_to_market_out_of_band'
  /** A vehicle has been in its recon stage past the stage's overdue threshold. */
  | 'recon_stage_overdue'
  /** A repair order has waited for approval longer than `attention_repair_order_wait_hours`. */
  | 'repair_order_waiting'
  /** A transport order not picked up within five business days of the order, or of the auction purchase. */
  | 'transport_not_picked_up'
  | 'transport_title_overdue'
  /** A vehicle in stock reached `attention_aging_first_days` (45) days. */
  | 'vehicle_aging_45'
  /** A vehicle in stock reached `attention_aging_second_days` (60) days. */
  | 'vehicle_aging_60';

export type AttentionRuleCount = {
  __typename?: 'AttentionRuleCount';
  /** The rule's plain name, e.g. "Over 60 days in stock". */
  label: Scalars['String']['output'];
  /** The open items' money at risk added up, in cents (0 for a rule without a money figure). */
  moneyAtRiskCents: Scalars['Int']['output'];
  open: Scalars['Int']['output'];
  rule: AttentionRule;
};

/** How the queue's items are ordered. */
export type AttentionSort =
  /** Money at risk, highest first; items of a rule without a money figure after them, oldest first (the default). */
  | 'money_at_risk'
  /** Oldest `since` first. */
  | 'oldest';

/** One recorded change: who, what, before, after, when. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  /**
   * Who made the change: a `User` when they are of the viewer's organization (any user, for an
   * administrator), otherwise an `ExternalPerson` (e.g. an administrator acting on the
   * organization). Null for a change made with an API token or by the system, or when that user no
   * longer exists.
   */
  actor?: Maybe<Person>;
  /** The API token the change was made with, if any. */
  actorTokenId?: Maybe<Scalars['ID']['output']>;
  after?: Maybe<Scalars['JSON']['output']>;
  before?: Maybe<Scalars['JSON']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  organizationId?: Maybe<Scalars['ID']['output']>;
  targetId?: Maybe<Scalars['String']['output']>;
  targetType: Scalars['String']['output'];
};

export type AuditEntryConnection = {
  __typename?: 'AuditEntryConnection';
  edges: Array<AuditEntryEdge>;
  pageInfo: PageInfo;
};

export type AuditEntryEdge = {
  __typename?: 'AuditEntryEdge';
  cursor: Scalars['String']['output'];
  node: AuditEntry;
};

export type AuditLogFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  /** Administrators may read any organization's log; others only their own. */
  organizationId?: InputMaybe<Scalars['ID']['input']>;
};

export type BillOfLadingInput = {
  damages: Array<DamageMarkInput>;
  notes?: InputMaybe<Scalars['String']['input']>;
  signerName: Scalars['String']['input'];
  /** pickup while assigned (the order becomes picked_up); delivery while picked_up (it becomes delivered). */
  stage: BillOfLadingStage;
};

/** One side of the bill of lading: what the car looked like when it changed hands, and who signed. Immutable once signed. */
export type BillOfLadingInspection = {
  __typename?: 'BillOfLadingInspection';
  damages: Array<DamageMark>;
  notes?: Maybe<Scalars['String']['output']>;
  signedAt: Scalars['DateTime']['output'];
  /** The name the signer typed. */
  signerName: Scalars['String']['output'];
  stage: BillOfLadingStage;
};

export type BillOfLadingStage =
  | 'delivery'
  | 'pickup';

export type Billing = {
  __typename?: 'Billing';
  availablePlans: Array<PlanDetails>;
  /** The organization's feature flags. */
  enabledFeatures: Array<Scalars['String']['output']>;
  /** Invitations not yet accepted (they take a seat when accepted). */
  pendingInvitations: Scalars['Int']['output'];
  plan: PlanDetails;
  /** Active users of the organization. */
  seatsInUse: Scalars['Int']['output'];
};

/** Who bought a vehicle: a retail customer (status sold) or a wholesale buyer (status wholesaled). */
export type BuyerType =
  | 'retail'
  | 'wholesale';

export type ChangeVehiclePriceInput = {
  id: Scalars['ID']['input'];
  listPriceCents: Scalars['Int']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

export type ChangeVehicleStatusInput = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  /** Only with status sold or wholesaled (else BAD_USER_INPUT, nothing stored). */
  sale?: InputMaybe<VehicleSaleInput>;
  status: VehicleStatus;
};

export type ChangeVehicleStatusesInput = {
  /** The vehicles to move, at most 200; repeated ids count once. */
  ids: Array<Scalars['ID']['input']>;
  /** Recorded with every change, like a single change's note. */
  note?: InputMaybe<Scalars['String']['input']>;
  status: VehicleStatus;
};

export type ChangeVehicleStatusesResult = {
  __typename?: 'ChangeVehicleStatusesResult';
  /** How many of the vehicles moved (those already in the status stay as they are, unrecorded). */
  changed: Scalars['Int']['output'];
  /** Every vehicle asked for, as it is now, in the order of `ids`. */
  vehicles: Array<Vehicle>;
};

export type CheckInInput = {
  /** ISO time of the visit; omitted: now. Never in the future. */
  at?: InputMaybe<Scalars['String']['input']>;
  dealerId: Scalars['ID']['input'];
  nextStep?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  outcome: VisitOutcome;
  /** The phone's position, sent only when the agent confirmed it as the dealer's: stored as the dealer's point (source check_in). Refused more than 50 miles from the dealer's ZIP. */
  position?: InputMaybe<GeoPointInput>;
};

/**
 * A comparable: same make and model, model year within ±1, mileage within ±25 % of the subject's
 * (at least ±15,000 miles), within the radius (great circle between ZIP centroids), a sale of the
 * last 180 days or a listing seen in the last 30, from a record source the flags let count.
 */
export type Comparable = {
  __typename?: 'Comparable';
  /** The record's price adjusted to the subject's mileage (condition not applied). */
  adjustedPriceCents: Scalars['Int']['output'];
  /** Miles between the subject's ZIP centroid and the record's, to 0.1. */
  distanceMiles: Scalars['Float']['output'];
  record: MarketRecord;
};

export type Comparables = {
  __typename?: 'Comparables';
  asOf: Scalars['LocalDate']['output'];
  /** Nearest first, then the most recent. */
  comparables: Array<Comparable>;
  radiusMiles: Scalars['Float']['output'];
  subject: ValuationSubject;
};

/**
 * Condition grade. Market values are taken as `clean`; the factors are extra_clean 1.05, clean 1,
 * average 0.92, rough 0.80 (the wholesale book has a value per grade instead).
 */
export type ConditionGrade =
  | 'average'
  | 'clean'
  | 'extra_clean'
  | 'rough';

export type CreateApiTokenInput = {
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  name: Scalars['String']['input'];
  scopes: Array<ApiTokenScope>;
};

export type CreateAppraisalInput = {
  /** Keep a VIN whose check digit does not match (as createVehicle's); without it such a VIN is BAD_USER_INPUT. Stored with the appraisal. */
  acceptCheckDigitMismatch?: InputMaybe<Scalars['Boolean']['input']>;
  condition?: InputMaybe<ConditionGrade>;
  customer?: InputMaybe<AppraisalCustomerInput>;
  exteriorColor?: InputMaybe<Scalars['String']['input']>;
  kind: AppraisalKind;
  make?: InputMaybe<Scalars['String']['input']>;
  /** 0–999,999. */
  mileage: Scalars['Int']['input'];
  model?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<Array<Scalars['String']['input']>>;
  trim?: InputMaybe<Scalars['String']['input']>;
  /** A VIN (decoded with the inventory module: year and make come from it when not given), or year, make and model. */
  vin?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type CreateFinancingReferralInput = {
  /** An e-mail address, or a phone number, or both: the partner needs one way to reach the customer. */
  customerEmail?: InputMaybe<Scalars['String']['input']>;
  /** 1–120 characters. */
  customerName: Scalars['String']['input'];
  customerPhone?: InputMaybe<Scalars['String']['input']>;
  /** One of the partners the screen offers, or another lender's name (1–80 characters). */
  partner: Scalars['String']['input'];
  vehicleId: Scalars['ID']['input'];
};

export type CreateSalesPacketLinkInput = {
  /** Days until the link runs out, 1–90 (default 14). */
  days?: InputMaybe<Scalars['Int']['input']>;
  /** A note for the dealership, e.g. the customer's name (up to 120 characters); never shown on the public page. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** An e-mail address to send the link to (needs SMTP: SERVICE_UNAVAILABLE without it, and no link is made). */
  sendTo?: InputMaybe<Scalars['String']['input']>;
  vehicleId: Scalars['ID']['input'];
};

/** A vehicle's facts as given to `createVehicle`. Money in cents. */
export type CreateVehicleInput = {
  /** Save even though the VIN's check digit does not match (VINs from outside North America). */
  acceptCheckDigitMismatch?: InputMaybe<Scalars['Boolean']['input']>;
  acquiredDate: Scalars['LocalDate']['input'];
  acquisitionSource?: InputMaybe<AcquisitionSource>;
  bodyStyle?: InputMaybe<Scalars['String']['input']>;
  /** Refused (FORBIDDEN) while cost is withheld from the viewer. */
  costCents?: InputMaybe<Scalars['Int']['input']>;
  exteriorColor?: InputMaybe<Scalars['String']['input']>;
  interiorColor?: InputMaybe<Scalars['String']['input']>;
  listPriceCents?: InputMaybe<Scalars['Int']['input']>;
  lotLocation?: InputMaybe<Scalars['String']['input']>;
  make: Scalars['String']['input'];
  mileage: Scalars['Int']['input'];
  model: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<VehicleStatus>;
  stockNumber: Scalars['String']['input'];
  trim?: InputMaybe<Scalars['String']['input']>;
  vin: Scalars['String']['input'];
  year: Scalars['Int']['input'];
};

export type CreateWebhookEndpointInput = {
  /** False creates it paused. Default true. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  eventTypes: Array<Scalars['String']['input']>;
  /** An https URL (plain http only where the server allows private addresses, WEBHOOK_ALLOW_PRIVATE). */
  url: Scalars['String']['input'];
};

export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  apiToken: ApiToken;
  /** The token itself: shown once, never again. Send it as `Authorization: Bearer <token>`. */
  secret: Scalars['String']['output'];
};

/** A feed just made: the URLs and the lead secret are in this answer only (the token is stored hashed, the secret sealed). */
export type CreatedMarketplaceFeed = {
  __typename?: 'CreatedMarketplaceFeed';
  /** GET: the listing as CSV (docs/marketplaces.md "CSV layout"). */
  csvUrl: Scalars['String']['output'];
  feed: MarketplaceFeed;
  /** Signs the leads the marketplace posts to `feed.leadsUrl` (HMAC-SHA256 of timestamp and body, as the DMS feed). */
  leadSecret: Scalars['String']['output'];
  /** GET: the listing as XML (docs/marketplaces.md "XML layout"). */
  xmlUrl: Scalars['String']['output'];
};

/** A new link; `url` holds the secret token and is shown this once. */
export type CreatedSalesPacketLink = {
  __typename?: 'CreatedSalesPacketLink';
  /** The address the link was e-mailed to; null when none was asked or the send failed. */
  emailedTo?: Maybe<Scalars['String']['output']>;
  link: SalesPacketLink;
  /** A text-message body to copy: "Hi, here is the <year> <make> <model> we talked about: <url> — <dealer>". */
  textMessage: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type CreatedWebhookEndpoint = {
  __typename?: 'CreatedWebhookEndpoint';
  endpoint: WebhookEndpoint;
  /** The signing secret: shown once, never again. Verify `X-Lotwise-Signature` with it (docs/webhooks.md). */
  secret: Scalars['String']['output'];
};

export type DamageKind =
  | 'broken'
  | 'chip'
  | 'crack'
  | 'dent'
  | 'missing'
  | 'scratch';

export type DamageMark = {
  __typename?: 'DamageMark';
  kind: DamageKind;
  panel: DamagePanel;
};

export type DamageMarkInput = {
  kind: DamageKind;
  panel: DamagePanel;
};

export type DamagePanel =
  | 'front_bumper'
  | 'hood'
  | 'interior'
  | 'left_front_door'
  | 'left_front_fender'
  | 'left_rear_door'
  | 'left_rear_quarter'
  | 'rear_bumper'
  | 'right_front_door'
  | 'right_front_fender'
  | 'right_rear_door'
  | 'right_rear_quarter'
  | 'roof'
  | 'trunk'
  | 'wheels'
  | 'windshield';

/** A dealership an agent calls on (the partner's prospect or customer). */
export type Dealer = {
  __typename?: 'Dealer';
  /** True when the point is only the ZIP's centroid (`locationSource` zip): distances to it are estimates. */
  approximateLocation: Scalars['Boolean']['output'];
  city?: Maybe<Scalars['String']['output']>;
  contacts: Array<DealerContact>;
  /** Days past `nextDueOn` today (0 when not overdue). */
  daysOverdue: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Day (YYYY-MM-DD, the organization's time zone) of the last check-in; null when never visited. */
  lastVisitOn?: Maybe<Scalars['String']['output']>;
  /** The dealer's point: imported coordinates, the map pin or an agent's confirmed check-in position; else its ZIP's centroid from the offline dataset (`zipcodes`; a ZIP it cannot place is refused on write). */
  location: GeoPoint;
  locationSource: DealerLocationSource;
  /** What the market data says about the dealer; null when no market record matches its name in its ZIP. */
  market?: Maybe<DealerMarketInsight>;
  name: Scalars['String']['output'];
  /** Next visit due by the cadence of its priority in its territory; today when never visited. */
  nextDueOn: Scalars['String']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  openTasks: Scalars['Int']['output'];
  ownerAgent?: Maybe<User>;
  phone?: Maybe<Scalars['String']['output']>;
  priority: DealerPriority;
  state?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  tasks: Array<AgentTask>;
  territory?: Maybe<Territory>;
  /** Newest first. */
  visits: Array<DealerVisit>;
  zip: Scalars['String']['output'];
};


/** A dealership an agent calls on (the partner's prospect or customer). */
export type DealerTasksArgs = {
  state?: InputMaybe<AgentTaskState>;
};


/** A dealership an agent calls on (the partner's prospect or customer). */
export type DealerVisitsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type DealerCadence = {
  __typename?: 'DealerCadence';
  p1: Scalars['Int']['output'];
  p2: Scalars['Int']['output'];
  p3: Scalars['Int']['output'];
};

export type DealerCadenceInput = {
  p1: Scalars['Int']['input'];
  p2: Scalars['Int']['input'];
  p3: Scalars['Int']['input'];
};

export type DealerContact = {
  __typename?: 'DealerContact';
  email?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  role?: Maybe<Scalars['String']['output']>;
};

export type DealerContactInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Rooftops of one dealer group (or partners a Lotwise administrator puts in one): members with the
 * `request_inventory` feature see each other's requestable stock and request vehicles from it
 * (docs/sourcing.md).
 */
export type DealerGroup = {
  __typename?: 'DealerGroup';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type DealerImportRejection = {
  __typename?: 'DealerImportRejection';
  line: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

export type DealerImportResult = {
  __typename?: 'DealerImportResult';
  created: Scalars['Int']['output'];
  /** True when nothing was stored (a dry run). */
  preview: Scalars['Boolean']['output'];
  rejected: Array<DealerImportRejection>;
  updated: Scalars['Int']['output'];
};

export type DealerInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  contacts?: InputMaybe<Array<DealerContactInput>>;
  name: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  ownerAgentUserId?: InputMaybe<Scalars['ID']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  priority: DealerPriority;
  state?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  /** Omitted: the territory whose postal codes hold the ZIP, or whose circle holds its centroid. */
  territoryId?: InputMaybe<Scalars['ID']['input']>;
  zip: Scalars['String']['input'];
};

/** A dealer's own stock against its market (the partner's dealer insights page); formulas in docs/metrics.md. */
export type DealerInsightsReport = {
  __typename?: 'DealerInsightsReport';
  agedUnits: Scalars['Int']['output'];
  /** Own units ÷ the market's average daily retail sales of their segments (45 days). */
  daysSupply?: Maybe<Scalars['Float']['output']>;
  /** Segments nearby with the lowest market days supply: what sells fast. */
  fastSellers: Array<DealerInsightsSegment>;
  inStock: Scalars['Int']['output'];
  /** False when the organization has no market data nearby (no own sales to place it, or no records): the figures are then empty. */
  marketAvailable: Scalars['Boolean']['output'];
  organizationName: Scalars['String']['output'];
  /** Mean price-to-market of priced units with a market average. */
  priceToMarket?: Maybe<Scalars['Float']['output']>;
  vehicles: Array<DealerInsightsVehicle>;
};

export type DealerInsightsSegment = {
  __typename?: 'DealerInsightsSegment';
  /** Mean price of the segment's retail sales in the 45 days, in dollars. */
  averagePrice?: Maybe<Scalars['Float']['output']>;
  marketDaysSupply?: Maybe<Scalars['Float']['output']>;
  ownUnits: Scalars['Int']['output'];
  segment: Scalars['String']['output'];
  soldLast45Days: Scalars['Int']['output'];
};

export type DealerInsightsVehicle = {
  __typename?: 'DealerInsightsVehicle';
  daysInStock: Scalars['Int']['output'];
  marketDaysSupply?: Maybe<Scalars['Float']['output']>;
  priceToMarket?: Maybe<Scalars['Float']['output']>;
  vehicle: Vehicle;
};

/** Where a dealer's point came from: `zip` is only its ZIP's centroid (approximate). */
export type DealerLocationSource =
  | 'check_in'
  | 'import'
  | 'pin'
  | 'zip';

/** From market records with the dealer's name (normalised) in its ZIP: formulas in docs/metrics.md, "Territory insights". */
export type DealerMarketInsight = {
  __typename?: 'DealerMarketInsight';
  /** Share (0–1) of current listings older than 60 days. */
  agedShare?: Maybe<Scalars['Float']['output']>;
  /** Mean days between first and last seen (or sold) over the last 90 days' listings. */
  averageDaysOnLot?: Maybe<Scalars['Float']['output']>;
  /** Unsold listings seen in the last 7 days. */
  listings: Scalars['Int']['output'];
  /** Mean over current listings with at least 3 retail comparables of (price ÷ market average × 100), to 0.1; the market average and comparables are the pricing grid's rule (segment, ±1 year, mileage band, 150 mi of the dealer's ZIP, recency), the listing itself left out. Null when no listing has enough comparables (docs/metrics.md). */
  priceToMarket?: Maybe<Scalars['Float']['output']>;
  /** Current listings with at least 3 retail comparables: those `priceToMarket` averages. 0 with listings: too few comparables. */
  pricedListings: Scalars['Int']['output'];
  /** Segments carried most, most listings first (at most five). */
  segments: Array<Scalars['String']['output']>;
  soldLast30Days: Scalars['Int']['output'];
};

export type DealerPriority =
  | 'P1'
  | 'P2'
  | 'P3';

export type DealerVisit = {
  __typename?: 'DealerVisit';
  agent?: Maybe<User>;
  checkedInAt: Scalars['String']['output'];
  dealer: Dealer;
  id: Scalars['ID']['output'];
  nextStep?: Maybe<Scalars['String']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  outcome: VisitOutcome;
};

export type DecideRepairOrderLinesInput = {
  approve: Scalars['Boolean']['input'];
  /** The lines to decide; omit for every pending line. */
  lineIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Required to decline. */
  reason?: InputMaybe<Scalars['String']['input']>;
  repairOrderId: Scalars['ID']['input'];
};

export type DismissAttentionItemInput = {
  key: Scalars['ID']['input'];
  /** Required, 1–500 characters: recorded in the audit log. */
  reason: Scalars['String']['input'];
};

export type DismissAttentionItemsInput = {
  /** The items (1–500, none twice). */
  keys: Array<Scalars['ID']['input']>;
  /** Required, 1–500 characters: recorded in the audit log of each. */
  reason: Scalars['String']['input'];
};

export type DmsConnection = {
  __typename?: 'DmsConnection';
  /** Whether credentials are stored (encrypted); they are never returned. */
  credentialsSet: Scalars['Boolean']['output'];
  dealerId: Scalars['String']['output'];
  /** Whether the server can store secrets (SECRETS_KEY is set). */
  encryptionConfigured: Scalars['Boolean']['output'];
  feedSecretCreatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether a feed secret exists; it is shown once, when created, and never again. */
  feedSecretSet: Scalars['Boolean']['output'];
  /** Where the DMS posts its inventory: POST, signed with the feed secret (docs/dms.md). */
  feedUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  provider: DmsProvider;
  /** The DMS's name when `provider` is `other`; null otherwise. */
  providerName?: Maybe<Scalars['String']['output']>;
  storeId: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** One inventory delivery the DMS posted and what the importer made of it. */
export type DmsDelivery = {
  __typename?: 'DmsDelivery';
  /** Vehicles added to inventory. */
  created: Scalars['Int']['output'];
  /** The sender's id of the delivery (X-Lotwise-Delivery); a repeat is refused. */
  deliveryId: Scalars['String']['output'];
  /** Time from receiving the verified delivery to its last row stored, in milliseconds. */
  durationMs: Scalars['Int']['output'];
  format: DmsDeliveryFormat;
  id: Scalars['ID']['output'];
  receivedAt: Scalars['DateTime']['output'];
  /** Each refused row's line (JSON: the vehicle's position from 1) and reason. */
  rejected: Array<VehicleImportRejection>;
  /** Rows refused: rowCount − created − updated − unchanged. */
  rejectedCount: Scalars['Int']['output'];
  /** Vehicle rows in the delivery (CSV lines after the header, or JSON objects). */
  rowCount: Scalars['Int']['output'];
  /** Vehicles in stock whose given fields were all the same already. */
  unchanged: Scalars['Int']['output'];
  /** Vehicles in stock whose given fields changed. */
  updated: Scalars['Int']['output'];
};

export type DmsDeliveryFormat =
  | 'csv'
  | 'json';

/** A new feed secret: `secret` is shown this once. */
export type DmsFeedSecret = {
  __typename?: 'DmsFeedSecret';
  connection: DmsConnection;
  secret: Scalars['String']['output'];
};

/** The dealer management systems named in the list; anything else is `other` with its name. */
export type DmsProvider =
  | 'automate'
  | 'cdk_global'
  | 'dealersocket'
  | 'dealertrack'
  | 'other'
  | 'pbs'
  | 'reynolds_and_reynolds'
  | 'tekion';

/**
 * One event of the organization's event log (docs/webhooks.md): something partners may follow,
 * appended in the transaction of the change it tells of.
 */
export type Event = {
  __typename?: 'Event';
  /** Who made the change (null for what came from outside, such as a lead, or when not recorded). */
  actor?: Maybe<Person>;
  /**
   * The event's data, of the shape docs/webhooks.md gives for its type. For a reader who may not see
   * vehicle cost, `vehicle.costCents` is null and `vehicle.costWithheld` true.
   */
  data: Scalars['JSONObject']['output'];
  /** The event's id, increasing in commit order within the organization: also its cursor. */
  id: Scalars['ID']['output'];
  occurredAt: Scalars['DateTime']['output'];
  organizationId: Scalars['ID']['output'];
  subjectId: Scalars['ID']['output'];
  /** What `subjectId` names: `vehicle`, `repair_order`, `appraisal`, `lead` or `transport_order`. */
  subjectType: Scalars['String']['output'];
  /** The event's name, e.g. `vehicle.created` (the catalogue: docs/webhooks.md). */
  type: Scalars['String']['output'];
};

export type EventConnection = {
  __typename?: 'EventConnection';
  edges: Array<EventEdge>;
  /** `endCursor` is the last event's id; on an empty page, the `after` given, so a poller keeps its place. */
  pageInfo: PageInfo;
};

export type EventEdge = {
  __typename?: 'EventEdge';
  cursor: Scalars['String']['output'];
  node: Event;
};

/**
 * A person outside the viewer's organization (e.g. the Lotwise administrator who set the
 * organization up): an id and a name, nothing more to read.
 */
export type ExternalPerson = Person & {
  __typename?: 'ExternalPerson';
  /** First and last name. */
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type FinancingReferral = {
  __typename?: 'FinancingReferral';
  createdAt: Scalars['DateTime']['output'];
  customerEmail?: Maybe<Scalars['String']['output']>;
  customerName: Scalars['String']['output'];
  customerPhone?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  partner: Scalars['String']['output'];
  /** Who recorded it; null when that person was removed. */
  referredBy?: Maybe<Scalars['String']['output']>;
  state: FinancingReferralState;
  stateChangedAt: Scalars['DateTime']['output'];
  stockNumber: Scalars['String']['output'];
  vehicleId: Scalars['ID']['output'];
  /** Year, make, model and trim of the vehicle. */
  vehicleTitle: Scalars['String']['output'];
  vin: Scalars['String']['output'];
};

export type FinancingReferralState =
  | 'approved'
  | 'declined'
  | 'referred'
  | 'submitted'
  | 'withdrawn';

export type GeoPoint = {
  __typename?: 'GeoPoint';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

export type GeoPointInput = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};

export type Group = {
  __typename?: 'Group';
  id: Scalars['ID']['output'];
  /** Members of the group, all of its organization. */
  members: Array<User>;
  name: Scalars['String']['output'];
};

/**
 * The requestable stock of the viewer's dealer group. An organization in no group gets no vehicles and
 * `note` says why; so does one whose sister rooftops have no vehicle to offer.
 */
export type GroupStock = {
  __typename?: 'GroupStock';
  /** The viewer's dealer group; null when the organization is in none. */
  dealerGroup?: Maybe<DealerGroup>;
  /** Longest in stock first. */
  edges: Array<GroupStockEdge>;
  /** Why the list is empty, when it is for a reason other than the filter. */
  note?: Maybe<Scalars['String']['output']>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type GroupStockEdge = {
  __typename?: 'GroupStockEdge';
  cursor: Scalars['String']['output'];
  node: GroupStockVehicle;
};

/**
 * A vehicle of another rooftop of the dealer group, as a sister store may see it: never its cost, VIN
 * or stock number. Only in-stock vehicles without an open request are listed.
 */
export type GroupStockVehicle = {
  __typename?: 'GroupStockVehicle';
  /** Days in stock: today − the day the rooftop acquired it (UTC days, never negative). */
  daysInStock: Scalars['Int']['output'];
  /** The vehicle's id: what `requestInventory` names, and nothing more. */
  id: Scalars['ID']['output'];
  listPriceCents?: Maybe<Scalars['Int']['output']>;
  make: Scalars['String']['output'];
  mileage: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  /** The organization holding it. */
  rooftop: Scalars['String']['output'];
  status: VehicleStatus;
  trim?: Maybe<Scalars['String']['output']>;
  year: Scalars['Int']['output'];
};

/** Who made a change; null when that user no longer exists. */
export type HistoryActor = {
  __typename?: 'HistoryActor';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ImportMarketRecordsInput = {
  /** True: check the rows and report, store nothing. */
  preview?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 1,000 rows per call; send a large file in parts. */
  rows: Array<MarketImportRow>;
};

export type ImportRunListInput = {
  /** CSV with a header row; columns in docs/sourcing.md. */
  csv: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** Check the file and store nothing. */
  preview?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ImportVehiclesInput = {
  acceptCheckDigitMismatch?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 500 rows per call; send a large file in parts. */
  rows: Array<VehicleImportRow>;
};

export type ImportWholesaleBookInput = {
  /** The date the book's values are of (YYYY-MM-DD); today when left out. */
  asOf?: InputMaybe<Scalars['LocalDate']['input']>;
  preview?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 1,000 rows per call. */
  rows: Array<WholesaleBookRow>;
};

export type Inspection = {
  __typename?: 'Inspection';
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Answered items only. */
  items: Array<InspectionItem>;
  /** Null until completed. */
  outcome?: Maybe<InspectionOutcome>;
  template: InspectionTemplate;
  vehicleId: Scalars['ID']['output'];
};

export type InspectionAnswerInput = {
  itemKey: Scalars['String']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  result: InspectionResult;
};

export type InspectionItem = {
  __typename?: 'InspectionItem';
  itemKey: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  /** The repair-order line a failed item became; null until then. */
  repairOrderLineId?: Maybe<Scalars['ID']['output']>;
  result: InspectionResult;
};

export type InspectionOutcome =
  /** Every item answered, at least one failed. */
  | 'failed'
  /** Every item answered, none failed. */
  | 'passed';

export type InspectionResult =
  | 'fail'
  /** Not applicable; counts as answered. */
  | 'na'
  | 'pass';

export type InspectionTemplate = {
  __typename?: 'InspectionTemplate';
  /** express (≈20 items), standard (≈60), cpo (150+, needs the organization's `cpo` feature). */
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  sections: Array<InspectionTemplateSection>;
};

/** An item of a template (shipped as data: src/shared/recon/inspection-templates). */
export type InspectionTemplateItem = {
  __typename?: 'InspectionTemplateItem';
  /** `section.item`, stable: answers name it. */
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type InspectionTemplateSection = {
  __typename?: 'InspectionTemplateSection';
  items: Array<InspectionTemplateItem>;
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** Vehicles in stock on a day: acquired on or before it and not sold or wholesaled by then (disposed on a later day, or not yet). */
export type InventoryAgingReport = {
  __typename?: 'InventoryAgingReport';
  /** Units older than 60 days (AGED_AFTER_DAYS) on that day. */
  agedUnits: ReportFigure;
  /** In stock at the end of the range and at least 45 days old, oldest first, at most 500. */
  agedVehicles: Array<AgedVehicleRow>;
  /** Average age in days of those units on that day. */
  averageAgeDays: ReportFigure;
  /** Units and value per age bucket at the end of the range, in bucket order. */
  buckets: Array<AgingBucketRow>;
  /** Per make and model at the end of the range, most units first. */
  byModel: Array<AgingModelRow>;
  /** Sum of their cost, cents; null when cost is withheld from the viewer. */
  costInStockCents: ReportFigure;
  /** Sum of their list prices, cents (vehicles without a price count 0). */
  listValueInStockCents: ReportFigure;
  previousRange: ReportRange;
  range: ReportRange;
  /** Units in stock and aged units at the end of each week of the range (the last point is `to`). */
  trend: Array<AgingTrendPoint>;
  /** Units in stock at the end of the range (previous: at the end of the previous range). */
  unitsInStock: ReportFigure;
};

export type InventoryRequest = {
  __typename?: 'InventoryRequest';
  createdAt: Scalars['DateTime']['output'];
  /** Why the source declined. */
  declineReason?: Maybe<Scalars['String']['output']>;
  /** Whether the viewer's organization asked for the vehicle or holds it. */
  direction: InventoryRequestDirection;
  id: Scalars['ID']['output'];
  listPriceCents?: Maybe<Scalars['Int']['output']>;
  mileage: Scalars['Int']['output'];
  /** The requester's note. */
  note?: Maybe<Scalars['String']['output']>;
  /** The vehicle created in the requester's inventory on receipt: for the requester only. */
  receivedVehicleId?: Maybe<Scalars['ID']['output']>;
  /** Who asked; null when that person was removed. */
  requestedBy?: Maybe<Scalars['String']['output']>;
  requesterRooftop: Scalars['String']['output'];
  /** The source's note on shipping (carrier, arrival). */
  shippingNote?: Maybe<Scalars['String']['output']>;
  sourceRooftop: Scalars['String']['output'];
  state: InventoryRequestState;
  stateChangedAt: Scalars['DateTime']['output'];
  /** The source's stock number: for the source only (null for the requester). */
  stockNumber?: Maybe<Scalars['String']['output']>;
  /** Agreed by the source on accepting; null when none was given, or withheld from a viewer who may not see vehicle cost. */
  transferPriceCents?: Maybe<Scalars['Int']['output']>;
  /** True when a transfer price exists but the viewer may not see vehicle cost. */
  transferPriceWithheld: Scalars['Boolean']['output'];
  /** The source's vehicle. */
  vehicleId: Scalars['ID']['output'];
  /** Year, make, model and trim. */
  vehicleTitle: Scalars['String']['output'];
  /** The VIN: for the source, and for the requester once the request is accepted. */
  vin?: Maybe<Scalars['String']['output']>;
};

export type InventoryRequestConnection = {
  __typename?: 'InventoryRequestConnection';
  /** Newest first. */
  edges: Array<InventoryRequestEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** Which side of a request the viewer's organization is on. */
export type InventoryRequestDirection =
  /** The viewer's organization holds the vehicle. */
  | 'incoming'
  /** The viewer's organization asked for the vehicle. */
  | 'outgoing';

export type InventoryRequestEdge = {
  __typename?: 'InventoryRequestEdge';
  cursor: Scalars['String']['output'];
  node: InventoryRequest;
};

export type InventoryRequestState =
  | 'accepted'
  | 'cancelled'
  | 'declined'
  | 'received'
  | 'requested'
  | 'shipped';

/** The inventory at a glance: vehicles in stock (not sold or wholesaled). */
export type InventorySummary = {
  __typename?: 'InventorySummary';
  /** Vehicles in stock for more than `agedAfterDays` days. */
  aged: Scalars['Int']['output'];
  agedAfterDays: Scalars['Int']['output'];
  /** Average days in inventory of the vehicles in stock; null when there are none. */
  averageAgeDays?: Maybe<Scalars['Float']['output']>;
  inStock: Scalars['Int']['output'];
};

/** A person invited to join the organization, until they sign up (or the invitation ends). */
export type Invitation = {
  __typename?: 'Invitation';
  acceptedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /**
   * Who sent the invitation: a `User` when they are of the viewer's organization, otherwise an
   * `ExternalPerson` (e.g. the administrator who invited an organization's first owner). Null when
   * that user no longer exists.
   */
  invitedBy?: Maybe<Person>;
  /** The organization the person is invited to. */
  organizationName: Scalars['String']['output'];
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  role: Role;
  /** The section keys the person gets when they sign up, in navigation order (always `dashboard`). */
  sections: Array<Scalars['String']['output']>;
  type: UserType;
};

/**
 * What a sign-up link shows before the invitee has an account (no session needed): only what
 * they need to decide to sign up.
 */
export type InvitationPreview = {
  __typename?: 'InvitationPreview';
  /** The address the invitation was sent to; the account will have this email. */
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  /** The invitation's id. */
  id: Scalars['ID']['output'];
  /** The display name of who sent the invitation; null when that user no longer exists. */
  invitedByName?: Maybe<Scalars['String']['output']>;
  /** The organization the person is invited to. */
  organizationName: Scalars['String']['output'];
  role: Role;
  type: UserType;
};

export type InvitationResult = {
  __typename?: 'InvitationResult';
  /** Whether the link was also sent by email (only when SMTP is configured). */
  emailed: Scalars['Boolean']['output'];
  invitation: Invitation;
  /** The one-time sign-up link. Shown once: only its hash is stored. */
  signUpUrl: Scalars['String']['output'];
};

export type InviteUserInput = {
  email: Scalars['String']['input'];
  role: Role;
  /**
   * Section keys the person gets on sign-up; `dashboard` is always added. Each must be one the
   * inviter holds (an OWNER holds all), else FORBIDDEN. Absent: the role's default sections
   * (src/shared/access/invitation-sections.ts) that the inviter holds.
   */
  sections?: InputMaybe<Array<Scalars['String']['input']>>;
  type?: InputMaybe<UserType>;
};

export type LeftOutStop = {
  __typename?: 'LeftOutStop';
  dealer: Dealer;
  reason: Scalars['String']['output'];
};

export type LoseAppraisalInput = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  reason: AppraisalLostReason;
};

/** Retail (to a consumer) or wholesale (dealer to dealer, auctions). */
export type MarketChannel =
  | 'retail'
  | 'wholesale';

export type MarketImportRejection = {
  __typename?: 'MarketImportRejection';
  line: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

export type MarketImportResult = {
  __typename?: 'MarketImportResult';
  /** Rows that are (or would be, for a preview) stored. */
  accepted: Scalars['Int']['output'];
  preview: Scalars['Boolean']['output'];
  /** Every row not stored, with its line and why, in line order. */
  rejected: Array<MarketImportRejection>;
  /** Rows stored (0 for a preview). */
  stored: Scalars['Int']['output'];
};

/**
 * One row of a market CSV file, already mapped to fields, as the texts of the file (`"$18,995"`,
 * `"45,120"`, `"3/7/2024"`, `"Retail"`, `"Auction"` are all read).
 */
export type MarketImportRow = {
  /** retail or wholesale. */
  channel?: InputMaybe<Scalars['String']['input']>;
  dealerName?: InputMaybe<Scalars['String']['input']>;
  firstSeenOn?: InputMaybe<Scalars['String']['input']>;
  lastSeenOn?: InputMaybe<Scalars['String']['input']>;
  /** The row's line in the file, for the report. */
  line: Scalars['Int']['input'];
  make?: InputMaybe<Scalars['String']['input']>;
  mileage?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  price?: InputMaybe<Scalars['String']['input']>;
  soldOn?: InputMaybe<Scalars['String']['input']>;
  /** marketplace, vehicle_history, auction or own_sales. */
  source?: InputMaybe<Scalars['String']['input']>;
  trim?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A listing (unsold: `soldOn` null) or a sale of a vehicle in the organization's market data.
 * Amounts in cents.
 */
export type MarketRecord = {
  __typename?: 'MarketRecord';
  channel: MarketChannel;
  /** Days from first seen to sold (or to last seen while unsold). */
  daysOnMarket: Scalars['Int']['output'];
  dealerName?: Maybe<Scalars['String']['output']>;
  firstSeenOn: Scalars['LocalDate']['output'];
  id: Scalars['ID']['output'];
  lastSeenOn: Scalars['LocalDate']['output'];
  make: Scalars['String']['output'];
  mileage: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  /** Asking price of a listing; transaction price of a sale. */
  priceCents: Scalars['Int']['output'];
  soldOn?: Maybe<Scalars['LocalDate']['output']>;
  source: MarketRecordSource;
  trim?: Maybe<Scalars['String']['output']>;
  year: Scalars['Int']['output'];
  zip: Scalars['String']['output'];
};

export type MarketRecordConnection = {
  __typename?: 'MarketRecordConnection';
  edges: Array<MarketRecordEdge>;
  pageInfo: PageInfo;
  /** Records matching the filter, on every page. */
  totalCount: Scalars['Int']['output'];
};

export type MarketRecordEdge = {
  __typename?: 'MarketRecordEdge';
  cursor: Scalars['String']['output'];
  node: MarketRecord;
};

export type MarketRecordFilter = {
  channel?: InputMaybe<MarketChannel>;
  /** Case-insensitive. */
  make?: InputMaybe<Scalars['String']['input']>;
  /** Needs `make`. */
  model?: InputMaybe<Scalars['String']['input']>;
  /** true: sales only; false: unsold listings only. */
  sold?: InputMaybe<Scalars['Boolean']['input']>;
  source?: InputMaybe<MarketRecordSource>;
  yearFrom?: InputMaybe<Scalars['Int']['input']>;
  yearTo?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * One record as a partner integration sends it. Dates are YYYY-MM-DD (MM/DD/YYYY is read too);
 * `lastSeenOn` defaults to `soldOn`, else `firstSeenOn`. The ZIP must be one we can place (its
 * centroid is what distances are measured from).
 */
export type MarketRecordInput = {
  channel: MarketChannel;
  dealerName?: InputMaybe<Scalars['String']['input']>;
  firstSeenOn: Scalars['String']['input'];
  lastSeenOn?: InputMaybe<Scalars['String']['input']>;
  make: Scalars['String']['input'];
  mileage: Scalars['Int']['input'];
  model: Scalars['String']['input'];
  priceCents: Scalars['Int']['input'];
  soldOn?: InputMaybe<Scalars['String']['input']>;
  source: MarketRecordSource;
  trim?: InputMaybe<Scalars['String']['input']>;
  year: Scalars['Int']['input'];
  zip: Scalars['String']['input'];
};

/**
 * Where a market record came from. `marketplace` records count as comparables only with the
 * `marketplace_comps` flag, `vehicle_history` records only with `vhr_comps` (the user's or the
 * organization's flags, or `everything`); `auction` and `own_sales` always count.
 */
export type MarketRecordSource =
  | 'auction'
  | 'marketplace'
  | 'own_sales'
  | 'vehicle_history';

export type MarketReport = {
  __typename?: 'MarketReport';
  /** Market days supply (src/shared/market/days-supply.ts) over the store's segments. */
  marketDaysSupply: ReportFigure;
  /** Retail sales in the market per day over the 45 days ending on `to`. */
  marketSalesPerDay: ReportFigure;
  /** Like units listed for sale in the market on the range's last day, over the store's segments. */
  marketSupply: ReportFigure;
  previousRange: ReportRange;
  range: ReportRange;
  /** The store's segments (make and model with units in stock), most store units first, at most 200. */
  segments: Array<MarketSegmentRow>;
  /** The store's days supply over the same segments (TurnReport.daysSupply's formula). */
  storeDaysSupply: ReportFigure;
  /** Set (and the rest empty) without the `market_report` feature or market data. */
  unavailable?: Maybe<ReportUnavailable>;
};

export type MarketSegmentRow = {
  __typename?: 'MarketSegmentRow';
  make: Scalars['String']['output'];
  marketDaysSupply?: Maybe<Scalars['Float']['output']>;
  /** Median asking price of the market listings, cents. */
  marketMedianPriceCents?: Maybe<Scalars['Int']['output']>;
  marketSalesPerDay: Scalars['Float']['output'];
  marketUnits: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  storeDaysSupply?: Maybe<Scalars['Float']['output']>;
  /** Store retail sales per day over 45 days. */
  storeSalesPerDay: Scalars['Float']['output'];
  /** The store's share of the segment's retail sales over 45 days, 0–1. */
  storeShareOfSales?: Maybe<Scalars['Float']['output']>;
  storeUnits: Scalars['Int']['output'];
};

/** A feed of the store's front-line stock for one marketplace. Its token and lead secret are shown once, when it is made. */
export type MarketplaceFeed = {
  __typename?: 'MarketplaceFeed';
  createdAt: Scalars['DateTime']['output'];
  /** Who made it; null when that person was removed. */
  createdBy?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Vehicles in the last pull: the organization's vehicles in status `frontline` at that time. */
  lastPullRows?: Maybe<Scalars['Int']['output']>;
  /** When the marketplace last pulled the listing (CSV or XML); null before its first pull. */
  lastPulledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Leads this marketplace posted back (count of the feed's leads, in every state). */
  leadCount: Scalars['Int']['output'];
  /** Where the marketplace posts leads: POST, JSON, signed with the lead secret (docs/marketplaces.md). Holds no secret. */
  leadsUrl: Scalars['String']['output'];
  /** The marketplace, e.g. Cars.com. */
  name: Scalars['String']['output'];
  /** Listing pulls so far (CSV and XML alike; photo loads are not counted). */
  pullCount: Scalars['Int']['output'];
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** `revoked` once revoked (its URLs answer 410 and its leads endpoint 401 from then on), else `active`. */
  state: MarketplaceFeedState;
};

export type MarketplaceFeedState =
  | 'active'
  | 'revoked';

/** A lead a marketplace posted back for a vehicle of the organization, or a shopper sent from its sales packet. */
export type MarketplaceLead = {
  __typename?: 'MarketplaceLead';
  customerEmail?: Maybe<Scalars['String']['output']>;
  customerName: Scalars['String']['output'];
  customerPhone?: Maybe<Scalars['String']['output']>;
  /** The marketplace's id of the delivery (X-Lotwise-Delivery); a repeat is refused. */
  deliveryId: Scalars['String']['output'];
  /** The feed it came through; null for a shopper's "Check availability" on a sales packet. */
  feedId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  /** The listing the customer answered, as the marketplace gave it. */
  listingUrl?: Maybe<Scalars['String']['output']>;
  /** The feed's marketplace name; `Sales packet` for a lead sent from a sales packet. */
  marketplace: Scalars['String']['output'];
  message: Scalars['String']['output'];
  /** When the marketplace received it (its `receivedAt`, else when Lotwise did). */
  receivedAt: Scalars['DateTime']['output'];
  /** new → contacted → closed (or new → closed); nothing goes back. */
  state: MarketplaceLeadState;
  stateChangedAt: Scalars['DateTime']['output'];
  stockNumber: Scalars['String']['output'];
  vehicleId: Scalars['ID']['output'];
  /** Year, make, model and trim of the vehicle. */
  vehicleTitle: Scalars['String']['output'];
  vin: Scalars['String']['output'];
};

export type MarketplaceLeadConnection = {
  __typename?: 'MarketplaceLeadConnection';
  edges: Array<MarketplaceLeadEdge>;
  pageInfo: PageInfo;
  /** Leads matching the filter (state, vehicle), all pages. */
  totalCount: Scalars['Int']['output'];
};

export type MarketplaceLeadEdge = {
  __typename?: 'MarketplaceLeadEdge';
  cursor: Scalars['String']['output'];
  node: MarketplaceLead;
};

export type MarketplaceLeadState =
  | 'closed'
  | 'contacted'
  | 'new';

/**
 * Maximum bid = expected retail − recon − target gross − transport − fees, rounded down to $25, never
 * below 0 and never above the target's maximum price (docs/metrics.md, "Sourcing").
 */
export type MaxBid = {
  __typename?: 'MaxBid';
  /** The dealer retail guide's value (else the consumer guide's) at the store's home ZIP; null without market data. */
  expectedRetailCents?: Maybe<Scalars['Int']['output']>;
  /** The auction fee table's buyer fee at the price before fees. */
  feesCents?: Maybe<Scalars['Int']['output']>;
  /** The formula before the maximum price; null when retail or transport is unknown. */
  formulaCents?: Maybe<Scalars['Int']['output']>;
  limitedByMaxPrice: Scalars['Boolean']['output'];
  /** min(formula, the target's maximum price). */
  maxBidCents?: Maybe<Scalars['Int']['output']>;
  /** The target's recon estimate. */
  reconCents: Scalars['Int']['output'];
  /** The organization's appraisal target gross setting. */
  targetGrossCents: Scalars['Int']['output'];
  /** Miles × the price guide's rate ($1.00 a mile to 500, $0.75 at 1,000, $0.50 from 2,500; at least $150). */
  transportCents?: Maybe<Scalars['Int']['output']>;
  /** Road miles (straight line × 1.3) from the auction's ZIP to the store's home ZIP; null when either is unknown. */
  transportMiles?: Maybe<Scalars['Int']['output']>;
};

export type MoveReconVehicleInput = {
  note?: InputMaybe<Scalars['String']['input']>;
  /** A current stage of the organization's workflow: forward, back or skipping stages. */
  stageId: Scalars['ID']['input'];
  vehicleId: Scalars['ID']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** The source agrees, optionally at a transfer price (cents, $0–$10,000,000). */
  acceptInventoryRequest: InventoryRequest;
  /** @public Creates the invited user (no session needed); they then sign in with their password. */
  acceptInvitation: User;
  addAgentTask: AgentTask;
  addGroupMember: Group;
  /**
   * A partner integration's batch, all or nothing: one bad record refuses the batch
   * (BAD_USER_INPUT naming each bad record by its index). Needs the `appraisals` or `pricing`
   * section and scope 2.
   */
  addMarketRecords: AddMarketRecordsResult;
  /**
   * Needs the `recon` section and scope 2. On an approved, partly approved, declined or in-progress
   * order the line opens a new revision awaiting approval; completed and closed orders refuse (CONFLICT).
   */
  addRepairOrderLine: RepairOrder;
  adminChangePlan: Organization;
  /** A new dealer group (2–120 characters, a name no other group has). Administrators only. */
  adminCreateDealerGroup: DealerGroup;
  /** Administrators only. */
  adminCreateOrganization: Organization;
  /** Invites a person into any organization (e.g. the first owner of a new one). Administrators only. */
  adminInviteUser: InvitationResult;
  adminRenameOrganization: Organization;
  /** Puts the organization in a dealer group; null takes it out of its group. Administrators only. */
  adminSetOrganizationDealerGroup: Organization;
  /** Replaces the organization's feature flags (from the assignable list). */
  adminSetOrganizationFeatureFlags: Organization;
  /** Replaces the user's feature flags (from the assignable list). */
  adminSetUserFeatureFlags: User;
  adminSetUserProductFeatureFlags: User;
  /** Needs the `recon` section and scope 2. A step not allowed from the order's state: CONFLICT. */
  advanceRepairOrder: RepairOrder;
  /** Needs the `recon` section and scope 2. Answers (or re-answers) items of an inspection not completed; all or none stored. */
  answerInspectionItems: Inspection;
  /** Writes a dry run's changes to list prices and price history (the `pricing` section, `changeInventory`'s scope 2). */
  applyPricingChanges: ApplyPricingChangesResult;
  /** Needs the `recon` section and scope 2. */
  assignReconVehicle: ReconVehicle;
  /** Gives a requested order its carrier: requested → assigned. */
  assignTransportOrder: TransportOrder;
  /** The requester withdraws the request before the vehicle is shipped. */
  cancelInventoryRequest: InventoryRequest;
  /**
   * Needs the `recon` section, scope 2 and the `cpo` feature. Needs a passed CPO inspection and
   * every repair order of the vehicle closed (else CONFLICT). Sets Vehicle.certifiedAt once.
   */
  certifyVehicle: Vehicle;
  /** Moves a referral on; a move the state does not allow is a CONFLICT and changes nothing. */
  changeFinancingReferralState: FinancingReferral;
  /** Moves a lead on; a move its state does not allow is a CONFLICT and changes nothing. Inventory section, `marketplace_sales` and scope 2. */
  changeMarketplaceLeadState: MarketplaceLead;
  /**
   * Moves an order along (carrier tokens may): a change the states do not allow is CONFLICT, and so
   * is picked_up or delivered before that side of the bill of lading is signed.
   */
  changeTransportOrderState: TransportOrder;
  /** Sets the list price and records the change. Needs the `inventory` section and scope 2. */
  changeVehiclePrice: Vehicle;
  /** Moves the vehicle to a status and records the change. Needs the `inventory` section and scope 2. */
  changeVehicleStatus: Vehicle;
  /**
   * Moves several vehicles to one status, all or nothing: any id not of the viewer's organization
   * is NOT_FOUND and nothing changes. Each change is recorded as a single change would be. Needs
   * the `inventory` section and scope 2.
   */
  changeVehicleStatuses: ChangeVehicleStatusesResult;
  checkIn: DealerVisit;
  completeAgentTask: AgentTask;
  /** Needs the `recon` section and scope 2. Every item must be answered (else BAD_USER_INPUT). */
  completeInspection: Inspection;
  /** Owners only. The secret is in the answer and nowhere else. */
  createApiToken: CreatedApiToken;
  /** Starts a draft. Needs the `appraisals` section and scope 2. */
  createAppraisal: Appraisal;
  createDealer: Dealer;
  createFinancingReferral: FinancingReferral;
  createGroup: Group;
  /**
   * Makes a feed for a marketplace (name 1–80 characters) and returns its URLs and lead secret this
   * once. Needs SECRETS_KEY on the server. Settings section, `marketplace_sales` and scope 2; people only.
   */
  createMarketplaceFeed: CreatedMarketplaceFeed;
  /** Needs the `recon` section and scope 2. Opens a draft order for a vehicle. */
  createRepairOrder: RepairOrder;
  /** Makes a share link of a vehicle's packet. Needs scope 2; people only. */
  createSalesPacketLink: CreatedSalesPacketLink;
  createSourcingTarget: SourcingTarget;
  createTerritory: Territory;
  createTransportOrder: TransportOrder;
  /** Adds a vehicle; its status and list price start their histories. Needs the `inventory` section and scope 2. */
  createVehicle: Vehicle;
  /** Owners only. It receives the events after its creation; the secret is in the answer and nowhere else. */
  createWebhookEndpoint: CreatedWebhookEndpoint;
  /** The user's sessions stop working at their next request. */
  deactivateUser: User;
  /**
   * Needs the `roapproval` section and scope 2. Only on an order awaiting approval, only pending
   * lines (else CONFLICT, nothing stored): of two approvers deciding a line at once, one wins.
   */
  decideRepairOrderLines: RepairOrder;
  /** The source declines, with a reason (1–500 characters); also after accepting, when the car can no longer go. */
  declineInventoryRequest: InventoryRequest;
  deleteDealer: Scalars['ID']['output'];
  deleteGroup: Scalars['ID']['output'];
  deleteRunList: Scalars['ID']['output'];
  deleteSourcingTarget: Scalars['ID']['output'];
  deleteTerritory: Scalars['ID']['output'];
  /** Deletes a photo; when it was the main one, the first of the others becomes main. */
  deleteVehiclePhoto: Vehicle;
  /** Deletes the endpoint and its delivery log; answers its id. */
  deleteWebhookEndpoint: Scalars['ID']['output'];
  /** Dismisses an item with a reason; audited. Needs `needs_attention` and scope 2. */
  dismissAttentionItem: AttentionItem;
  /** Dismisses several items at once with one reason: each stored and audited; all or none. Needs `needs_attention` and scope 2. */
  dismissAttentionItems: Array<AttentionItem>;
  /** CSV with a header row (docs/agent.md lists the columns); bad rows are reported by line and skipped. */
  importDealers: DealerImportResult;
  /**
   * Imports mapped CSV rows of listings and sales: readable rows are stored, each other comes back
   * with its line and reason. Needs the `appraisals` or `pricing` section and scope 2.
   */
  importMarketRecords: MarketImportResult;
  importRunList: RunListImportResult;
  /**
   * Imports rows: a VIN already in inventory updates that vehicle, any other creates one. Each
   * row is stored whole or not at all; rejected rows come back with line and reason. Needs the
   * `inventory` section and scope 2.
   */
  importVehicles: VehicleImportResult;
  /**
   * Imports rows of the wholesale book: a row replaces the entry of the same year, make, model and
   * trim; unreadable rows come back with their line and reason. Needs the `appraisals` or
   * `pricing` section and scope 2.
   */
  importWholesaleBook: MarketImportResult;
  /** Invites a person by email; returns the one-time sign-up link. Needs `user_settings` and scope 2. */
  inviteUser: InvitationResult;
  /**
   * A one-time link to set a new password, valid for an hour: an OWNER's for members of their
   * organization, an administrator's for anyone. Not with an API token. Replaces the user's open links.
   */
  issuePasswordResetLink: PasswordResetLink;
  /** draft or offered → lost, with the reason. */
  loseAppraisal: Appraisal;
  /** Marks every unread notification of the viewer read; returns how many were. */
  markAllNotificationsRead: Scalars['Int']['output'];
  /** Marks one of the viewer's notifications read; any other id is NOT_FOUND. */
  markNotificationRead: Notification;
  /** Records the day the auction's title arrived. */
  markTransportTitleReceived: TransportOrder;
  /** Needs the `recon` section and scope 2. Writes one event in the move's transaction. */
  moveReconVehicle: ReconVehicle;
  /** draft → offered: stores the valuations and offer it is made on. Needs an offer (an expected retail or an override). */
  offerAppraisal: Appraisal;
  overrideAppraisalOffer: Appraisal;
  /** Stops sending; events wait, in order. */
  pauseWebhookEndpoint: WebhookEndpoint;
  reactivateUser: User;
  /**
   * The requester records the vehicle's arrival. In one transaction the vehicle enters the requester's
   * inventory (incoming, acquired today, the same VIN, year, make, model, trim and mileage, cost the
   * transfer price) and leaves the source's (wholesaled, sold at the transfer price).
   */
  receiveInventoryRequest: InventoryRequest;
  /**
   * Records or corrects the sale of a vehicle already sold or wholesaled (else CONFLICT): its price
   * and day (the day also becomes `disposedOn`). Needs the `inventory` section and scope 2.
   */
  recordVehicleSale: Vehicle;
  removeGroupMember: Group;
  /** Needs the `recon` section and scope 2. Only a pending line (a decided one: CONFLICT). */
  removeRepairOrderLine: RepairOrder;
  renameGroup: Group;
  /** Opens a snoozed or dismissed item again; audited. Needs `needs_attention` and scope 2. */
  reopenAttentionItem: AttentionItem;
  /** Puts a vehicle's photos in a new order: `photoIds` names each of its photos exactly once. */
  reorderVehiclePhotos: Vehicle;
  /** Needs the `recon` section and scope 2. A failed item becomes one repair-order line (its label and note as the operation). */
  repairFailedItem: Inspection;
  /** Asks the rooftop holding the vehicle for it. CONFLICT when it is no longer in stock or already requested. */
  requestInventory: InventoryRequest;
  /**
   * @public "Forgot password?" (no session needed). Emails a one-time link, valid for an hour, when the
   * address has an account and email is configured. Limited per address and per email.
   */
  requestPasswordReset: PasswordResetRequest;
  /** Sends a delivery's event again, as a new delivery (a new id) after the endpoint's waiting ones. */
  resendWebhookDelivery: WebhookDelivery;
  /**
   * @public Sets a new password from a reset link (no session needed). The link is used up, the user's
   * other links stop working and every session of theirs ends.
   */
  resetPassword: PasswordResetResult;
  /** Sends what waited, in order (also after Lotwise paused it for failures). */
  resumeWebhookEndpoint: WebhookEndpoint;
  revokeApiToken: ApiToken;
  /** Removes the feed secret: deliveries answer 401 at once, until a new one is created. Null when no connection is saved. An OWNER, whatever the features; people only. */
  revokeDmsFeedSecret?: Maybe<DmsConnection>;
  revokeInvitation: Invitation;
  /**
   * Revokes a feed at once: its URLs answer 410, its leads endpoint 401, and the sales-packet links it
   * listed are revoked. Revoking again is a CONFLICT. Settings section, `marketplace_sales` and scope 2,
   * or an OWNER whatever the features; people only.
   */
  revokeMarketplaceFeed: MarketplaceFeed;
  /** Revokes a share link at once: its page then answers 410. Revoking again is a CONFLICT. Scope 2 with `sales_packet`, or an OWNER whatever the features; people only. */
  revokeSalesPacketLink: SalesPacketLink;
  /**
   * Ends every session of a user: an OWNER's for members of their organization, an administrator's
   * for anyone. Not with an API token.
   */
  revokeUserSessions: User;
  /** Creates a new feed secret (the old one stops verifying at once) and returns it once. Needs SECRETS_KEY. OWNER with `dms_configuration`, people only. */
  rotateDmsFeedSecret: DmsFeedSecret;
  /** Creates or changes the DMS connection; the saver becomes the person deliveries act as. OWNER with `dms_configuration`, people only. */
  saveDmsConnection: DmsConnection;
  setAppraisalReconEstimate: Appraisal;
  /** The map pin (or latitude/longitude typed in): a settings holder with scope 2, or the agent of the dealer's territory. BAD_USER_INPUT for a point off the Earth or more than 50 miles from the dealer's ZIP. */
  setDealerLocation: Dealer;
  /** Makes a photo its vehicle's main one. */
  setMainVehiclePhoto: Vehicle;
  /** Replaces the user's section permissions with `sections` (section keys). */
  setUserPermissions: User;
  /** The source sends the vehicle, with an optional note (carrier, arrival). */
  shipInventoryRequest: InventoryRequest;
  /**
   * Signs one side of the bill of lading and moves the order on (carrier tokens may). Delivery of a
   * stocked vehicle puts it in its first recon stage. A side already signed is CONFLICT.
   */
  signBillOfLading: TransportOrder;
  /**
   * Signs the viewer out everywhere: every session of theirs ends at its next request, this one
   * included. Not with an API token.
   */
  signOutEverywhere: User;
  /** Hides an item until a day; audited. An item not in the viewer's queue (any more) is NOT_FOUND. Needs `needs_attention` and scope 2. */
  snoozeAttentionItem: AttentionItem;
  /**
   * Snoozes several items at once (a group of the queue): each stored and audited as one snooze; all
   * or none (a key not in the viewer's queue is NOT_FOUND, nothing changed). Needs `needs_attention` and scope 2.
   */
  snoozeAttentionItems: Array<AttentionItem>;
  /** Needs the `recon` section and scope 2. The cpo template needs the organization's `cpo` feature (else FORBIDDEN). */
  startInspection: Inspection;
  updateAppraisal: Appraisal;
  updateDealer: Dealer;
  /** Saves the given kinds' choices (others keep theirs); a kind given twice is BAD_USER_INPUT and nothing is stored. */
  updateNotificationPreferences: Array<NotificationPreference>;
  /** Sets one setup checklist item of the signed-in user's organization. Needs `user_access: [settings]`. */
  updateOrganizationChecklistItem: Organization;
  /** Sets one setting of the signed-in user's organization. Needs `user_access: [settings]`. */
  updateOrganizationSetting: Organization;
  /** Saves the rules (the `pricing` section and scope 2); the first save ticks the `configure_pricing` checklist item. */
  updatePricingRules: PricingRules;
  /** Needs the `settings` section and scope 2. */
  updateReconWorkflow: ReconWorkflow;
  /** Saves the schedule. OWNER only, people only (not an API token). */
  updateReportSummarySchedule: ReportSummarySchedule;
  updateSourcingTarget: SourcingTarget;
  updateTerritory: Territory;
  /** Only an OWNER gives or takes the OWNER role; the last OWNER keeps it. */
  updateUserRole: User;
  updateUserType: User;
  /** Changes a vehicle's facts (not its price or status). Needs the `inventory` section and scope 2. */
  updateVehicle: Vehicle;
  updateWebhookEndpoint: WebhookEndpoint;
  /**
   * offered → won: creates the inventory vehicle (status incoming, cost = the price paid, acquisition
   * source from the kind), which enters recon like any new vehicle. Needs a VIN not already in
   * inventory (one failing its check digit only with `vinCheckDigitAccepted`), and `changeInventory` too.
   */
  winAppraisal: Appraisal;
};


export type MutationAcceptInventoryRequestArgs = {
  id: Scalars['ID']['input'];
  transferPriceCents?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
};


export type MutationAddAgentTaskArgs = {
  input: AgentTaskInput;
};


export type MutationAddGroupMemberArgs = {
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationAddMarketRecordsArgs = {
  input: AddMarketRecordsInput;
};


export type MutationAddRepairOrderLineArgs = {
  input: AddRepairOrderLineInput;
};


export type MutationAdminChangePlanArgs = {
  organizationId: Scalars['ID']['input'];
  plan: Plan;
};


export type MutationAdminCreateDealerGroupArgs = {
  name: Scalars['String']['input'];
};


export type MutationAdminCreateOrganizationArgs = {
  name: Scalars['String']['input'];
  plan?: InputMaybe<Plan>;
};


export type MutationAdminInviteUserArgs = {
  input: InviteUserInput;
  organizationId: Scalars['ID']['input'];
};


export type MutationAdminRenameOrganizationArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationAdminSetOrganizationDealerGroupArgs = {
  dealerGroupId?: InputMaybe<Scalars['ID']['input']>;
  organizationId: Scalars['ID']['input'];
};


export type MutationAdminSetOrganizationFeatureFlagsArgs = {
  featureFlags: Array<Scalars['String']['input']>;
  organizationId: Scalars['ID']['input'];
};


export type MutationAdminSetUserFeatureFlagsArgs = {
  featureFlags: Array<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationAdminSetUserProductFeatureFlagsArgs = {
  productFeatureFlags: Array<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationAdvanceRepairOrderArgs = {
  input: AdvanceRepairOrderInput;
};


export type MutationAnswerInspectionItemsArgs = {
  input: AnswerInspectionItemsInput;
};


export type MutationApplyPricingChangesArgs = {
  input: ApplyPricingChangesInput;
};


export type MutationAssignReconVehicleArgs = {
  input: AssignReconVehicleInput;
};


export type MutationAssignTransportOrderArgs = {
  id: Scalars['ID']['input'];
  input: TransportCarrierInput;
};


export type MutationCancelInventoryRequestArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCertifyVehicleArgs = {
  vehicleId: Scalars['ID']['input'];
};


export type MutationChangeFinancingReferralStateArgs = {
  id: Scalars['ID']['input'];
  state: FinancingReferralState;
};


export type MutationChangeMarketplaceLeadStateArgs = {
  id: Scalars['ID']['input'];
  state: MarketplaceLeadState;
};


export type MutationChangeTransportOrderStateArgs = {
  id: Scalars['ID']['input'];
  state: TransportState;
};


export type MutationChangeVehiclePriceArgs = {
  input: ChangeVehiclePriceInput;
};


export type MutationChangeVehicleStatusArgs = {
  input: ChangeVehicleStatusInput;
};


export type MutationChangeVehicleStatusesArgs = {
  input: ChangeVehicleStatusesInput;
};


export type MutationCheckInArgs = {
  input: CheckInInput;
};


export type MutationCompleteAgentTaskArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCompleteInspectionArgs = {
  inspectionId: Scalars['ID']['input'];
};


export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


export type MutationCreateAppraisalArgs = {
  input: CreateAppraisalInput;
};


export type MutationCreateDealerArgs = {
  input: DealerInput;
};


export type MutationCreateFinancingReferralArgs = {
  input: CreateFinancingReferralInput;
};


export type MutationCreateGroupArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateMarketplaceFeedArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateRepairOrderArgs = {
  vehicleId: Scalars['ID']['input'];
};


export type MutationCreateSalesPacketLinkArgs = {
  input: CreateSalesPacketLinkInput;
};


export type MutationCreateSourcingTargetArgs = {
  input: SourcingTargetInput;
};


export type MutationCreateTerritoryArgs = {
  input: TerritoryInput;
};


export type MutationCreateTransportOrderArgs = {
  input: TransportOrderInput;
};


export type MutationCreateVehicleArgs = {
  input: CreateVehicleInput;
};


export type MutationCreateWebhookEndpointArgs = {
  input: CreateWebhookEndpointInput;
};


export type MutationDeactivateUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationDecideRepairOrderLinesArgs = {
  input: DecideRepairOrderLinesInput;
};


export type MutationDeclineInventoryRequestArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationDeleteDealerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRunListArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSourcingTargetArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTerritoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteVehiclePhotoArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDismissAttentionItemArgs = {
  input: DismissAttentionItemInput;
};


export type MutationDismissAttentionItemsArgs = {
  input: DismissAttentionItemsInput;
};


export type MutationImportDealersArgs = {
  csv: Scalars['String']['input'];
  preview?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationImportMarketRecordsArgs = {
  input: ImportMarketRecordsInput;
};


export type MutationImportRunListArgs = {
  input: ImportRunListInput;
};


export type MutationImportVehiclesArgs = {
  input: ImportVehiclesInput;
};


export type MutationImportWholesaleBookArgs = {
  input: ImportWholesaleBookInput;
};


export type MutationInviteUserArgs = {
  input: InviteUserInput;
};


export type MutationIssuePasswordResetLinkArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationLoseAppraisalArgs = {
  input: LoseAppraisalInput;
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMarkTransportTitleReceivedArgs = {
  id: Scalars['ID']['input'];
  receivedOn: Scalars['String']['input'];
};


export type MutationMoveReconVehicleArgs = {
  input: MoveReconVehicleInput;
};


export type MutationOfferAppraisalArgs = {
  id: Scalars['ID']['input'];
};


export type MutationOverrideAppraisalOfferArgs = {
  input: OverrideAppraisalOfferInput;
};


export type MutationPauseWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReactivateUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationReceiveInventoryRequestArgs = {
  id: Scalars['ID']['input'];
  stockNumber?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRecordVehicleSaleArgs = {
  input: RecordVehicleSaleInput;
};


export type MutationRemoveGroupMemberArgs = {
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemoveRepairOrderLineArgs = {
  input: RemoveRepairOrderLineInput;
};


export type MutationRenameGroupArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationReopenAttentionItemArgs = {
  key: Scalars['ID']['input'];
};


export type MutationReorderVehiclePhotosArgs = {
  photoIds: Array<Scalars['ID']['input']>;
  vehicleId: Scalars['ID']['input'];
};


export type MutationRepairFailedItemArgs = {
  input: RepairFailedItemInput;
};


export type MutationRequestInventoryArgs = {
  input: RequestInventoryInput;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendWebhookDeliveryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationResumeWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeMarketplaceFeedArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeSalesPacketLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeUserSessionsArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationSaveDmsConnectionArgs = {
  input: SaveDmsConnectionInput;
};


export type MutationSetAppraisalReconEstimateArgs = {
  input: SetAppraisalReconEstimateInput;
};


export type MutationSetDealerLocationArgs = {
  id: Scalars['ID']['input'];
  location: GeoPointInput;
};


export type MutationSetMainVehiclePhotoArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetUserPermissionsArgs = {
  sections: Array<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationShipInventoryRequestArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSignBillOfLadingArgs = {
  id: Scalars['ID']['input'];
  input: BillOfLadingInput;
};


export type MutationSnoozeAttentionItemArgs = {
  input: SnoozeAttentionItemInput;
};


export type MutationSnoozeAttentionItemsArgs = {
  input: SnoozeAttentionItemsInput;
};


export type MutationStartInspectionArgs = {
  templateKey: Scalars['String']['input'];
  vehicleId: Scalars['ID']['input'];
};


export type MutationUpdateAppraisalArgs = {
  input: UpdateAppraisalInput;
};


export type MutationUpdateDealerArgs = {
  id: Scalars['ID']['input'];
  input: DealerInput;
};


export type MutationUpdateNotificationPreferencesArgs = {
  preferences: Array<NotificationPreferenceInput>;
};


export type MutationUpdateOrganizationChecklistItemArgs = {
  input: UpdateOrganizationChecklistItemInput;
};


export type MutationUpdateOrganizationSettingArgs = {
  input: UpdateOrganizationSettingInput;
};


export type MutationUpdatePricingRulesArgs = {
  input: UpdatePricingRulesInput;
};


export type MutationUpdateReconWorkflowArgs = {
  input: UpdateReconWorkflowInput;
};


export type MutationUpdateReportSummaryScheduleArgs = {
  input: UpdateReportSummaryScheduleInput;
};


export type MutationUpdateSourcingTargetArgs = {
  id: Scalars['ID']['input'];
  input: SourcingTargetInput;
};


export type MutationUpdateTerritoryArgs = {
  id: Scalars['ID']['input'];
  input: TerritoryInput;
};


export type MutationUpdateUserRoleArgs = {
  role: Role;
  userId: Scalars['ID']['input'];
};


export type MutationUpdateUserTypeArgs = {
  type: UserType;
  userId: Scalars['ID']['input'];
};


export type MutationUpdateVehicleArgs = {
  input: UpdateVehicleInput;
};


export type MutationUpdateWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWebhookEndpointInput;
};


export type MutationWinAppraisalArgs = {
  input: WinAppraisalInput;
};

/** One notification of the viewer's: people only, each person sees their own. */
export type Notification = {
  __typename?: 'Notification';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  /** Null while unread. */
  readAt?: Maybe<Scalars['DateTime']['output']>;
  subjectId: Scalars['ID']['output'];
  /** What it is about: repair_order, vehicle, transport_order or appraisal, and that record's id. */
  subjectType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** Whether the viewer chose, when it came, to hear of this kind in the native mobile shell too. */
  toShell: Scalars['Boolean']['output'];
  /** The app's path of what it is about (the approval queue, the vehicle page, …). */
  url: Scalars['String']['output'];
};

export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  edges: Array<NotificationEdge>;
  pageInfo: PageInfo;
};

export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  cursor: Scalars['String']['output'];
  node: Notification;
};

/** What a person is told of (docs/notifications.md has who receives each kind). */
export type NotificationKind =
  /** An offered appraisal waits for a manager to mark it won or lost (people who may change appraisals; not who offered). */
  | 'appraisal_waiting'
  /** A car assigned to the viewer in recon turned overdue in its stage (once per stage entry). */
  | 'recon_stage_overdue'
  /** A repair order waits for the viewer's decision (they may approve repair orders; not its submitter). */
  | 'repair_order_waiting'
  /** A shopper opened a sales packet link the viewer shared (at most once per link per day). */
  | 'share_link_viewed'
  /** The viewer's transport order was picked up or delivered. */
  | 'transport_moved'
  /** A lead came in on a car assigned to the viewer or whose sales packet they shared. */
  | 'vehicle_lead';

/** Where one kind goes: the bell, a gathered e-mail (at most one per kind per 15 minutes), the native mobile shell. */
export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  email: Scalars['Boolean']['output'];
  inApp: Scalars['Boolean']['output'];
  kind: NotificationKind;
  /** Only for what shows in the app: with `inApp` off the shell hears nothing of the kind either. */
  shell: Scalars['Boolean']['output'];
};

export type NotificationPreferenceInput = {
  email: Scalars['Boolean']['input'];
  inApp: Scalars['Boolean']['input'];
  kind: NotificationKind;
  shell: Scalars['Boolean']['input'];
};

/** Sent on `Subscription.notifications` when it opens and whenever the viewer's notifications change. */
export type NotificationSignal = {
  __typename?: 'NotificationSignal';
  /** The viewer's unread notifications now. */
  unreadCount: Scalars['Int']['output'];
};

/** The offer against one wholesale value. */
export type OfferAnchor = {
  __typename?: 'OfferAnchor';
  /** offer − value. */
  differenceCents: Scalars['Int']['output'];
  /** (offer − value) ÷ value, to 0.001 (−0.15 = 15 % below). */
  share: Scalars['Float']['output'];
  /** The anchor's value (auction index or wholesale book). */
  valueCents: Scalars['Int']['output'];
};

/** A term of the offer's formula. */
export type OfferTerm =
  | 'expected_retail'
  | 'fees'
  | 'holding'
  | 'override'
  | 'pack'
  | 'recon'
  | 'target_gross'
  | 'transport';

/**
 * The offer is more than 15 % from the auction index. `term` is what moved it most: the override when
 * the appraiser's figure differs from the proposal; above the index, the expected retail; below it,
 * the largest deduction (recon, target gross, holding, pack, transport, fees; the first on a tie).
 */
export type OfferWarning = {
  __typename?: 'OfferWarning';
  direction: OfferWarningDirection;
  /** (offer − auction index) ÷ auction index, to 0.001. */
  share: Scalars['Float']['output'];
  term: OfferTerm;
};

export type OfferWarningDirection =
  | 'above'
  | 'below';

export type Organization = {
  __typename?: 'Organization';
  /** The dealer group the organization is in (set by a Lotwise administrator); null: in none. */
  dealerGroup?: Maybe<DealerGroup>;
  featureFlags: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  plan: Plan;
  /** Organization settings by key. A setting counts as on only when its value is exactly true. */
  settings: Scalars['JSONObject']['output'];
  /**
   * Setup checklist items by key. `invite_team` ticks itself at the organization's first invitation
   * and `import_inventory` at its first import that creates or updates a vehicle, unless already set
   * (a dealer's own tick or untick is kept).
   */
  setupChecklistItems: Scalars['JSONObject']['output'];
};

export type OverrideAppraisalOfferInput = {
  id: Scalars['ID']['input'];
  /** Null clears the override (back to the proposal). */
  offerCents?: InputMaybe<Scalars['Int']['input']>;
  /** Needed (3–500 characters) with an amount. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** Cursor pagination (Relay connections): pass `endCursor` as `after` for the next page. */
export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type PasswordResetLink = {
  __typename?: 'PasswordResetLink';
  /** Whether the link was also sent by email (only when SMTP is configured). */
  emailed: Scalars['Boolean']['output'];
  expiresAt: Scalars['DateTime']['output'];
  /** The one-time link to set a new password. Shown once: only its hash is stored. */
  resetUrl: Scalars['String']['output'];
};

/** An open password reset link: whose account it is for. */
export type PasswordResetPreview = {
  __typename?: 'PasswordResetPreview';
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
};

export type PasswordResetRequest = {
  __typename?: 'PasswordResetRequest';
  /**
   * Whether reset links are sent by email on this server; when false, an OWNER or an administrator
   * issues them. The same for every address, whether or not it has an account.
   */
  byEmail: Scalars['Boolean']['output'];
};

export type PasswordResetResult = {
  __typename?: 'PasswordResetResult';
  /** The account's email, to sign in with the new password. */
  email: Scalars['String']['output'];
};

export type Permission = {
  __typename?: 'Permission';
  /** A navigation section key, e.g. `inventory`. */
  name: Scalars['String']['output'];
};

/**
 * Someone a record names: who invited, acted or created. A member of the viewer's organization (any
 * user, for an administrator) is a `User`; anyone else is an `ExternalPerson`, which shows only who
 * they are, never their email, organization or groups. Select the fields you need per type
 * (`... on User { email }`).
 */
export type Person = {
  /** First and last name. */
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type Plan =
  | 'enterprise'
  | 'professional'
  | 'starter';

export type PlanDetails = {
  __typename?: 'PlanDetails';
  key: Plan;
  label: Scalars['String']['output'];
  monthlyPriceUsd?: Maybe<Scalars['Int']['output']>;
  /** Active users the plan allows; null for no limit. */
  seats?: Maybe<Scalars['Int']['output']>;
};

export type PriceReductionAgeRow = {
  __typename?: 'PriceReductionAgeRow';
  averageReductionCents?: Maybe<Scalars['Int']['output']>;
  bucket: VehicleAgeBucket;
  reductions: Scalars['Int']['output'];
};

export type PriceToMarketBucket = {
  __typename?: 'PriceToMarketBucket';
  /** Lower bound, percent, included; null for the first bucket (below 90 %). */
  fromPercent?: Maybe<Scalars['Float']['output']>;
  /** Upper bound, percent, excluded; null for the last bucket (110 % and over). */
  toPercent?: Maybe<Scalars['Float']['output']>;
  units: Scalars['Int']['output'];
};

/**
 * One price a dry run would change. The market fields (`fromPriceToMarket`, `toPriceToMarket`,
 * `fromRank`, `toRank`, `rankOf`) need the `market_pricing_data` feature, as VehiclePricing's do.
 */
export type PricingChange = {
  __typename?: 'PricingChange';
  /** A raise is applied only when a person ticks it (the screen leaves raises unticked). */
  direction: PricingDirection;
  fromCents?: Maybe<Scalars['Int']['output']>;
  /** List price ÷ market average × 100 now; null without either. */
  fromPriceToMarket?: Maybe<Scalars['Float']['output']>;
  /** Rank now among the comparables' listings (1 = the cheapest). */
  fromRank?: Maybe<Scalars['Int']['output']>;
  /** toCents − fromCents, i.e. the change in potential gross (list price − cost); null when from is unknown. */
  grossEffectCents?: Maybe<Scalars['Int']['output']>;
  /** Whether the floor raised the price to `toCents`; always false for a viewer from whom cost is withheld (no floor is applied; applying under it is refused). */
  heldAtFloor: Scalars['Boolean']['output'];
  /** How many prices the ranks rank among (the listings plus this vehicle). */
  rankOf?: Maybe<Scalars['Int']['output']>;
  /** Written to the price history as the reason when applied. */
  reason: Scalars['String']['output'];
  toCents: Scalars['Int']['output'];
  /** toCents ÷ market average × 100; null without a market average. */
  toPriceToMarket?: Maybe<Scalars['Float']['output']>;
  /** Rank at toCents: 1 + the listings whose adjusted price is strictly under it. */
  toRank?: Maybe<Scalars['Int']['output']>;
  vehicle: Vehicle;
};

export type PricingChangeInput = {
  /** The list price the dry run saw; a vehicle whose price has moved since is skipped. */
  fromCents?: InputMaybe<Scalars['Int']['input']>;
  reason: Scalars['String']['input'];
  toCents: Scalars['Int']['input'];
  vehicleId: Scalars['ID']['input'];
};

/** Which way a change moves a list price (a vehicle without one counts as lowered). */
export type PricingDirection =
  | 'lower'
  | 'raise';

/** What applying would do. Nothing is written. */
export type PricingDryRun = {
  __typename?: 'PricingDryRun';
  /** Lowers and raises; a raise by the rules only with `raiseToMarket`. */
  changes: Array<PricingChange>;
  /** Sum of the changes' gross effects (the viewer may not see cost: gross is list-price movement). */
  grossEffectCents: Scalars['Int']['output'];
  method: PricingMethod;
  /** Vehicles asked about that would not change (already at the price, listed under a step's target, no market average, no cost…). */
  unchanged: Array<PricingSkip>;
  /** Cars whose target is under their floor: not repriced. */
  underwater: Array<PricingUnderwater>;
};

export type PricingDryRunInput = {
  amountCents?: InputMaybe<Scalars['Int']['input']>;
  method?: PricingMethod;
  percentOfMarket?: InputMaybe<Scalars['Float']['input']>;
  /** Default: every vehicle in stock; at most 10,000. */
  vehicleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** What a dry run proposes to do. */
export type PricingMethod =
  /** Add `amountCents` (negative to cut) to each list price, rounded as the rules say. */
  | 'amount'
  /** A share of each vehicle's market average (`percentOfMarket`), rounded as the rules say. */
  | 'percent_of_market'
  /** The organization's rules. */
  | 'rules';

export type PricingReport = {
  __typename?: 'PricingReport';
  /** Mean days from a vehicle's last reduction to its sale, over the range's retail sales that had one. */
  averageDaysFromReductionToSale: ReportFigure;
  /** Mean reduction, cents (a positive number). */
  averageReductionCents: ReportFigure;
  marketUnavailable?: Maybe<ReportUnavailable>;
  /** Median price-to-market of those vehicles, percent; null when none. */
  medianPriceToMarketPercent?: Maybe<Scalars['Float']['output']>;
  previousRange: ReportRange;
  /** List-price changes made in the range. */
  priceChanges: ReportFigure;
  /** Of them, reductions. */
  priceReductions: ReportFigure;
  /**
   * Distribution of price-to-market of the vehicles in stock today with a list price and a market
   * average (VehiclePricing.priceToMarket); needs `market_pricing_data` (else empty, with
   * `marketUnavailable` set).
   */
  priceToMarket: Array<PriceToMarketBucket>;
  range: ReportRange;
  /** Per age bucket at change time: reductions and their mean size, in bucket order. */
  reductionsByAge: Array<PriceReductionAgeRow>;
  /** Of the vehicles reduced in the range, the share retailed or wholesaled within 14 days of their reduction, 0–1. */
  soldWithin14DaysOfReductionShare: ReportFigure;
  /** Per week: changes and reductions. */
  trend: Array<PricingTrendPoint>;
  /** Null when the viewer may not open pricing. */
  unavailable?: Maybe<ReportUnavailable>;
};

/** How a computed price is rounded: to a multiple of `roundToCents`, then optionally to end in 99 dollars' cents (…,995 → …,999). */
export type PricingRoundingMode =
  /** The multiple at or below. */
  | 'down'
  /** The nearest multiple. */
  | 'nearest';

/**
 * The organization's pricing rules (docs/metrics.md, "Pricing guardrails"): the step for the
 * vehicle's age gives a target = step % × market average, rounded. A step only ever lowers a price:
 * a car listed under its target keeps its price (only `raiseToMarket` may raise, and only before the
 * first step down). A target under the floor (cost + minimum gross) is never raised to it: the car is
 * underwater and not repriced. A vehicle without a market average or a cost (floor) is left as it
 * is, with the reason.
 */
export type PricingRules = {
  __typename?: 'PricingRules';
  /** False until the organization saves rules (the defaults below are shown until then). */
  configured: Scalars['Boolean']['output'];
  /** Whether rounded prices end in 99 dollars (e.g. $24,999 rather than $25,000); applied after rounding, never under the floor. */
  endInNine: Scalars['Boolean']['output'];
  /** Floor = cost + this, in cents. */
  minimumGrossCents: Scalars['Int']['output'];
  /** Whether a car listed under its step's target is raised to it, only while younger than the second step's day (before the first step down). Off by default. */
  raiseToMarket: Scalars['Boolean']['output'];
  /** 100 (whole dollars), 1,000, 2,500, 5,000 or 10,000. */
  roundToCents: Scalars['Int']['output'];
  roundingMode: PricingRoundingMode;
  steps: Array<PricingStep>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  updatedBy?: Maybe<HistoryActor>;
};

/** A vehicle the dry run leaves as it is, and why. */
export type PricingSkip = {
  __typename?: 'PricingSkip';
  reason: Scalars['String']['output'];
  vehicle: Vehicle;
};

/** One age-based step: from this day in inventory on, ask this share of the market average. */
export type PricingStep = {
  __typename?: 'PricingStep';
  /** Days in inventory the step starts at; the first step starts at 0. */
  fromDay: Scalars['Int']['output'];
  /** Percent of the market average, e.g. 98.0. */
  percentOfMarket: Scalars['Float']['output'];
};

export type PricingStepInput = {
  /** 0–365; ascending and unique, the first 0. */
  fromDay: Scalars['Int']['input'];
  /** 50–150. */
  percentOfMarket: Scalars['Float']['input'];
};

/** One saved age step and what the rules would do today to the stock vehicles in it. */
export type PricingStepMove = {
  __typename?: 'PricingStepMove';
  fromDay: Scalars['Int']['output'];
  /** Of them, those the rules would lower. */
  lowers: Scalars['Int']['output'];
  percentOfMarket: Scalars['Float']['output'];
  /** Those the rules would raise (only with `raiseToMarket`, only in the first step). */
  raises: Scalars['Int']['output'];
  /** Those underwater (target under the floor); none for a viewer from whom cost is withheld. */
  underwater: Scalars['Int']['output'];
  /** Stock vehicles whose days in inventory fall in the step. */
  vehicles: Scalars['Int']['output'];
};

export type PricingTrendPoint = {
  __typename?: 'PricingTrendPoint';
  changes: Scalars['Int']['output'];
  date: Scalars['LocalDate']['output'];
  reductions: Scalars['Int']['output'];
};

/**
 * A car whose target is under its floor (cost + minimum gross): not repriced (a floor would lift it
 * above what the market pays); the manager holds it, cuts past the floor, or wholesales it. Never
 * for a viewer from whom cost is withheld (no floor is applied). `wholesaleCents` and
 * `grossAtWholesaleCents` need the `market_pricing_data` feature.
 */
export type PricingUnderwater = {
  __typename?: 'PricingUnderwater';
  /** Past the last age step: consider wholesale. */
  considerWholesale: Scalars['Boolean']['output'];
  /** Cost + minimum gross. */
  floorCents: Scalars['Int']['output'];
  /** floorCents − cost: front-end gross if it sells at the floor (the minimum gross). */
  grossAtFloorCents: Scalars['Int']['output'];
  /** targetCents − cost: front-end gross (negative: a loss) if it sells at the target. */
  grossAtTargetCents: Scalars['Int']['output'];
  /** wholesaleCents − cost: gross (negative: a loss) if wholesaled at the auction index; null without one. */
  grossAtWholesaleCents?: Maybe<Scalars['Int']['output']>;
  reason: Scalars['String']['output'];
  /** What the step (or method) asks: step % × market average, rounded. */
  targetCents: Scalars['Int']['output'];
  vehicle: Vehicle;
  /** The auction index: trimmed mean of the comparables' wholesale sales (last 180 days), mileage-adjusted, graded clean; null without any. */
  wholesaleCents?: Maybe<Scalars['Int']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** Every dealer group, by name. Administrators only. */
  adminDealerGroups: Array<DealerGroup>;
  /** Every organization. Administrators only. */
  adminOrganizations: Array<Organization>;
  /** Any user by id. Administrators only. */
  adminUser?: Maybe<User>;
  /** Users of any organization. Administrators only. */
  adminUsers: Array<User>;
  /**
   * Events per UTC day and event name in [from, to) (both required, at most 366 days apart),
   * ordered by day then name. Admin users only.
   */
  analyticsDailyCounts: Array<AnalyticsDailyCount>;
  /**
   * Analytics events, newest first (by event time, then id), `first` at a time (at most 200, the graph's largest page)
   * after the cursor `after`. Pages stay stable while events arrive. Admin users only.
   */
  analyticsEvents: AnalyticsEventConnection;
  /** The organization's API tokens. Owners only. */
  apiTokens: Array<ApiToken>;
  /** One appraisal; another organization's is NOT_FOUND. */
  appraisal: Appraisal;
  /** Figures of the appraisals created in [from, to) (default: the last 30 days). */
  appraisalFigures: AppraisalFigureReport;
  /** Appraisals. Needs the `reports` section (the figures also the `appraisals` section: else `unavailable`). */
  appraisalReport: AppraisalReport;
  /** The organization's appraisals, newest first. Needs the `appraisals` section. */
  appraisals: AppraisalConnection;
  /**
   * The needs-attention queue of the viewer's organization: the items of the rules whose sections the
   * viewer holds (an API token sees every rule). Needs the `needs_attention` section.
   */
  attentionQueue: AttentionQueue;
  /** Recorded changes, newest first. Owners read their organization's; administrators any. */
  auditLog: AuditEntryConnection;
  /** Needs the `billing_settings` section. */
  billing: Billing;
  /** A vehicle's comparables, as `valuations` selects them. Needs the `appraisals` or `pricing` section. */
  comparables: Comparables;
  dealer?: Maybe<Dealer>;
  /** Needs the `marketplace_dealer_insights` feature. */
  dealerInsights: DealerInsightsReport;
  /** An agent: their territories' dealers; a settings holder: every dealer of the organization. */
  dealers: Array<Dealer>;
  /**
   * Checks and decodes a VIN offline: normalised to upper case; not valid unless 17 characters
   * of the VIN alphabet (no I, O, Q); model year (position 10, the 30-year cycle resolved by
   * position 7 as 49 CFR 565.15 prescribes for light vehicles, never later than next year),
   * region and, for common makes, manufacturer. Needs the `inventory` section.
   */
  decodeVin: VinCheck;
  /** The organization's DMS connection; null before one is saved. OWNER with `dms_configuration`; an OWNER without it too (people only), to revoke its feed secret. */
  dmsConnection?: Maybe<DmsConnection>;
  /** The latest 50 deliveries, newest first. OWNER with `dms_configuration`. */
  dmsDeliveries: Array<DmsDelivery>;
  /**
   * The organization's events after the event `after` (oldest first, from the oldest kept when
   * omitted), of `types` (every type when omitted), holding only events about what the viewer may
   * read: a token's scopes and a person's role and sections decide (docs/webhooks.md). `first`: 1 to
   * 200, default 50. Events are kept for the organization's `event_retention_days` (default 30).
   */
  events: EventConnection;
  /** Referrals of the organization, newest first (at most 500), optionally of one vehicle. */
  financingReferrals: Array<FinancingReferral>;
  /**
   * The CSV of the referrals named (1–500, all of the organization; docs/financing.md "CSV layout").
   * Needs `financing_export`.
   */
  financingReferralsCsv: Scalars['String']['output'];
  /**
   * The in-stock vehicles of the other rooftops of the viewer's dealer group that take part in requests
   * (the `request_inventory` feature, the organization's or a member's), without those already in an
   * open request. `search` matches make, model or trim; `make` and `model` match whole (any case).
   */
  groupInventory: GroupStock;
  /** Groups of the organization. Needs the `user_settings` section. */
  groups: Array<Group>;
  /** Needs the `recon` section. */
  inspection: Inspection;
  /** Needs the `recon` section. The templates the organization may use. */
  inspectionTemplates: Array<InspectionTemplate>;
  /** Needs the `recon` section. Newest first. */
  inspections: Array<Inspection>;
  /** Inventory aging. Needs the `reports` section. */
  inventoryAgingReport: InventoryAgingReport;
  inventoryRequest: InventoryRequest;
  /** The organization's requests on one side: the ones it made (`outgoing`) or the ones made of it (`incoming`). */
  inventoryRequests: InventoryRequestConnection;
  /** Vehicles in stock, their average age and how many are aged. Needs the `inventory` section. */
  inventorySummary: InventorySummary;
  /** @public What a sign-up link invites to, while it is still valid; null otherwise (no session needed). */
  invitationPreview?: Maybe<InvitationPreview>;
  /** Open and past invitations. Needs the `user_settings` section. */
  invitations: Array<Invitation>;
  /** The organization's market records, newest first seen first. Needs the `appraisals` or `pricing` section. */
  marketRecords: MarketRecordConnection;
  /** The market report. Needs the `reports` section; the figures need the `market_report` feature (else `unavailable`). */
  marketReport: MarketReport;
  /** The organization's feeds, newest first (at most 100). Settings section and `marketplace_sales`; an OWNER always (people only), whatever the features, to revoke them. */
  marketplaceFeeds: Array<MarketplaceFeed>;
  /**
   * The organization's leads, newest received first, optionally in one state or of one vehicle; `first`
   * 1–100. Inventory section and `marketplace_sales`.
   */
  marketplaceLeads: MarketplaceLeadConnection;
  /** The signed-in user; null for an API token, which acts as its organization rather than a person. */
  me?: Maybe<User>;
  /**
   * Open items that are the viewer's to act on, for the navigation badge (as AttentionQueue.mineOpen):
   * a person who may work the queue and the item's area, on items assigned to them or to no one; 0 for
   * a VIEWER and an API token. Needs the `needs_attention` section.
   */
  myAttentionCount: Scalars['Int']['output'];
  /** The viewer's choice for every kind (a kind never saved shows its default). People only. */
  notificationPreferences: Array<NotificationPreference>;
  /** The viewer's notifications, newest first; `first` 1 to 50, default 20. People only. */
  notifications: NotificationConnection;
  /**
   * The organization's share links that still open a packet (neither revoked nor expired), newest
   * first, at most 200: every such way in, to review and revoke. Inventory section and `sales_packet`,
   * or an OWNER whatever the features (people only).
   */
  openSalesPacketLinks: Array<SalesPacketLink>;
  /** The signed-in user's organization. */
  organization: Organization;
  /** @public Whether a password reset link is still valid, and for which email (no session needed). */
  passwordResetPreview?: Maybe<PasswordResetPreview>;
  /**
   * Needs the `recon` or `roapproval` section (whoever reads orders reads the queue; deciding needs
   * decideRepairOrderLines' rights). Orders awaiting approval, highest waiting cost first, at most 500.
   */
  pendingRepairOrderApprovals: Array<RepairOrderApproval>;
  /** The optimised order of a day's stops; BAD_USER_INPUT for impossible hours or too many stops. */
  planRoute: RoutePlan;
  /** Lists what a reprice would change; writes nothing. */
  pricingDryRun: PricingDryRun;
  /** Pricing. Needs the `reports` section (the figures also the `pricing` section: else `unavailable`). */
  pricingReport: PricingReport;
  /** The organization's pricing rules (defaults until saved). Needs the `pricing` section. */
  pricingRules: PricingRules;
  /** Per saved step, how many stock vehicles the rules would move today. Needs the `pricing` section. */
  pricingStepMoves: Array<PricingStepMove>;
  /** Needs the `recon` section. The active members a vehicle can be assigned to (assignReconVehicle), by name. */
  reconAssignees: Array<HistoryActor>;
  /** Needs the `recon` section. Vehicles in recon now (in stock), longest in their stage first. */
  reconBoard: Array<ReconVehicle>;
  /** Needs the `recon` section. A vehicle's stage events, oldest first, even once it left recon. */
  reconEvents: Array<ReconEvent>;
  /** Needs the `recon` section. The workflow's figures over [from, to), at most 366 days. */
  reconMetrics: ReconMetrics;
  /** Reconditioning. Needs the `reports` section (the figures also the `recon` section: else `unavailable`). */
  reconReport: ReconReport;
  /** Needs the `recon` section. A vehicle's recon card; null when it is not in recon. */
  reconVehicle?: Maybe<ReconVehicle>;
  /** Needs the `recon` section. The organization's workflow (created with the default stages on first read). */
  reconWorkflow: ReconWorkflow;
  /** Needs the `recon` or `roapproval` section. */
  repairOrder: RepairOrder;
  /** Needs the `recon` or `roapproval` section. Newest first, at most 500. */
  repairOrders: Array<RepairOrder>;
  /** The organization's summary e-mail schedule. OWNER only. */
  reportSummarySchedule: ReportSummarySchedule;
  runList: RunList;
  /** Run lists, newest first. */
  runLists: Array<RunList>;
  /** The packet of a vehicle of the viewer's organization. */
  salesPacket: SalesPacket;
  /** Sales and gross. Needs the `reports` section; money built on cost is null when cost is withheld. */
  salesReport: SalesReport;
  sourcingProposals: Array<SourcingProposal>;
  /** The buy list, newest first. */
  sourcingTargets: Array<SourcingTarget>;
  /** Members of the organization. Needs the `user_settings` section. */
  teamMembers: TeamMemberConnection;
  /** Needs the `territory_insights_settings` section; an agent reads the territories they work. */
  territories: Array<Territory>;
  /** One entry per territory the viewer may read (or only `territoryId`). */
  territoryInsights: Array<TerritoryInsights>;
  /** Carrier tokens may read it. */
  transportOrder: TransportOrder;
  /** The organization's transport orders, newest first. Carrier tokens may read them. */
  transportOrders: TransportOrderConnection;
  /** Turn and days supply. Needs the `reports` section. */
  turnReport: TurnReport;
  /** How many of the viewer's notifications are unread. People only. */
  unreadNotificationCount: Scalars['Int']['output'];
  /**
   * The four valuations of a vehicle with their provenance: one of the organization's
   * (`vehicleId`, another organization's is NOT_FOUND) or one described (`vehicle`). Radius
   * default 150 miles, at most 500. Needs the `appraisals` or `pricing` section.
   */
  valuations: Valuations;
  /** One vehicle of the viewer's organization; NOT_FOUND for any other id. Needs the `inventory` section. */
  vehicle: Vehicle;
  /**
   * How many vehicles matching `filter` fall in each age bucket. The filter's own age conditions
   * (`ageMinDays`, `ageMaxDays`, `ageBuckets`) are left out. Needs the `inventory` section.
   */
  vehicleAgeBuckets: Array<VehicleAgeBucketCount>;
  /** The makes in the viewer's inventory (every status), with counts. Needs the `inventory` section. */
  vehicleMakes: Array<VehicleMakeCount>;
  /** Pricing figures of stock vehicles, oldest first. Needs the `pricing` section (market fields: see VehiclePricing). */
  vehiclePricing: Array<VehiclePricing>;
  /**
   * The viewer's organization's vehicles, `first` (at most 200, the graph's largest page) after the cursor `after`, in
   * `orderBy` (default: most days in inventory first). Keyset pagination: pages stay stable
   * while vehicles are added. Needs the `inventory` section.
   */
  vehicles: VehicleConnection;
  /** The organization's webhook endpoints. Owners only, people only. */
  webhookEndpoints: Array<WebhookEndpoint>;
  /** A US ZIP's centroid (a territory's center); BAD_USER_INPUT naming a ZIP the dataset cannot place. Needs `readTerritories`. */
  zipLocation: GeoPoint;
};


export type QueryAdminOrganizationsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminUsersArgs = {
  organizationId: Scalars['ID']['input'];
};


export type QueryAnalyticsDailyCountsArgs = {
  filter: AnalyticsEventFilter;
};


export type QueryAnalyticsEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AnalyticsEventFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAppraisalArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAppraisalFiguresArgs = {
  from?: InputMaybe<Scalars['LocalDate']['input']>;
  to?: InputMaybe<Scalars['LocalDate']['input']>;
};


export type QueryAppraisalReportArgs = {
  range: ReportRangeInput;
};


export type QueryAppraisalsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AppraisalFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAttentionQueueArgs = {
  filter?: InputMaybe<AttentionItemsFilter>;
};


export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AuditLogFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryComparablesArgs = {
  condition?: InputMaybe<ConditionGrade>;
  radiusMiles?: InputMaybe<Scalars['Float']['input']>;
  vehicle?: InputMaybe<ValuationVehicleInput>;
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDealerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDealersArgs = {
  dueBy?: InputMaybe<Scalars['String']['input']>;
  priority?: InputMaybe<DealerPriority>;
  search?: InputMaybe<Scalars['String']['input']>;
  territoryId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryDecodeVinArgs = {
  vin: Scalars['String']['input'];
};


export type QueryEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  types?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryFinancingReferralsArgs = {
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryFinancingReferralsCsvArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryGroupInventoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  make?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  yearFrom?: InputMaybe<Scalars['Int']['input']>;
  yearTo?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInspectionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInspectionsArgs = {
  vehicleId: Scalars['ID']['input'];
};


export type QueryInventoryAgingReportArgs = {
  range: ReportRangeInput;
};


export type QueryInventoryRequestArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInventoryRequestsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  direction: InventoryRequestDirection;
  first?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<InventoryRequestState>;
};


export type QueryInvitationPreviewArgs = {
  token: Scalars['String']['input'];
};


export type QueryMarketRecordsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MarketRecordFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMarketReportArgs = {
  range: ReportRangeInput;
};


export type QueryMarketplaceLeadsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<MarketplaceLeadState>;
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPasswordResetPreviewArgs = {
  token: Scalars['String']['input'];
};


export type QueryPlanRouteArgs = {
  input: RoutePlanInput;
};


export type QueryPricingDryRunArgs = {
  input: PricingDryRunInput;
};


export type QueryPricingReportArgs = {
  range: ReportRangeInput;
};


export type QueryReconBoardArgs = {
  filter?: InputMaybe<ReconBoardFilter>;
};


export type QueryReconEventsArgs = {
  vehicleId: Scalars['ID']['input'];
};


export type QueryReconMetricsArgs = {
  from: Scalars['DateTime']['input'];
  to: Scalars['DateTime']['input'];
};


export type QueryReconReportArgs = {
  range: ReportRangeInput;
};


export type QueryReconVehicleArgs = {
  vehicleId: Scalars['ID']['input'];
};


export type QueryRepairOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRepairOrdersArgs = {
  status?: InputMaybe<RepairOrderStatus>;
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryRunListArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySalesPacketArgs = {
  vehicleId: Scalars['ID']['input'];
};


export type QuerySalesReportArgs = {
  range: ReportRangeInput;
};


export type QueryTeamMembersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<TeamMemberFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<TeamMemberOrder>;
};


export type QueryTerritoryInsightsArgs = {
  territoryId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryTransportOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTransportOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<TransportState>;
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryTurnReportArgs = {
  range: ReportRangeInput;
};


export type QueryValuationsArgs = {
  condition?: InputMaybe<ConditionGrade>;
  radiusMiles?: InputMaybe<Scalars['Float']['input']>;
  vehicle?: InputMaybe<ValuationVehicleInput>;
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVehicleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVehicleAgeBucketsArgs = {
  filter?: InputMaybe<VehicleFilter>;
};


export type QueryVehiclePricingArgs = {
  filter?: InputMaybe<VehiclePricingFilter>;
};


export type QueryVehiclesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<VehicleFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<VehicleOrder>;
};


export type QueryZipLocationArgs = {
  zip: Scalars['String']['input'];
};

export type ReconBoardFilter = {
  assigneeUserId?: InputMaybe<Scalars['ID']['input']>;
  stageId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * Business hours of the workflow: when set, recon durations count only time inside them (in
 * `timeZone`, on `weekdays`), and a recon day is one day's opening hours. Holding cost always
 * counts calendar time.
 */
export type ReconBusinessHours = {
  __typename?: 'ReconBusinessHours';
  /** Closing, in minutes after local midnight. */
  endMinute: Scalars['Int']['output'];
  /** Opening, in minutes after local midnight. */
  startMinute: Scalars['Int']['output'];
  timeZone: Scalars['String']['output'];
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: Array<Scalars['Int']['output']>;
};

export type ReconBusinessHoursInput = {
  endMinute: Scalars['Int']['input'];
  startMinute: Scalars['Int']['input'];
  timeZone: Scalars['String']['input'];
  weekdays: Array<Scalars['Int']['input']>;
};

/** One stage move. Append-only: the database refuses to change or delete one. */
export type ReconEvent = {
  __typename?: 'ReconEvent';
  at: Scalars['DateTime']['output'];
  by?: Maybe<HistoryActor>;
  /** Null when the vehicle entered recon (acquired). */
  from?: Maybe<ReconStage>;
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  to: ReconStage;
  vehicleId: Scalars['ID']['output'];
};

export type ReconMetrics = {
  __typename?: 'ReconMetrics';
  from: Scalars['DateTime']['output'];
  /** Vehicles whose first front-line arrival falls in [from, to). */
  frontLined: Scalars['Int']['output'];
  /** Sum of ReconVehicle.holdingCostCents over the vehicles in recon now. */
  holdingCostSoFarCents: Scalars['Int']['output'];
  /** Median days in recon of those vehicles (see ReconVehicle.daysInRecon). Null when none. */
  medianDaysInRecon?: Maybe<Scalars['Float']['output']>;
  /** Median time-to-line of those vehicles, counted seconds. Null when none. */
  medianTimeToLineSeconds?: Maybe<Scalars['Float']['output']>;
  /**
   * Recon spend, cents: the repair-order lines approved in [from, to) (by a person or automatically),
   * counted at their approval time.
   */
  reconSpendCents: Scalars['Int']['output'];
  /** Per active stage, in order. */
  stages: Array<ReconStageFigures>;
  to: Scalars['DateTime']['output'];
  /** Vehicles in a stage before the front line now (sold and wholesaled ones excluded). */
  vehiclesInRecon: Scalars['Int']['output'];
};

export type ReconOverTargetRow = {
  __typename?: 'ReconOverTargetRow';
  daysInRecon?: Maybe<Scalars['Float']['output']>;
  /** Approved repair-order lines of the vehicle, cents. */
  reconCostCents: Scalars['Int']['output'];
  timeToLineDays: Scalars['Float']['output'];
  vehicle: Vehicle;
};

/**
 * Vehicles whose first front-line arrival falls in the range (recon_events), the same vehicles and
 * formulas as `reconMetrics` (calendar time, or the workflow's business hours when it has them).
 */
export type ReconReport = {
  __typename?: 'ReconReport';
  averageDaysInRecon: ReportFigure;
  /** Mean and median time-to-line, days. */
  averageTimeToLineDays: ReportFigure;
  frontLined: ReportFigure;
  medianTimeToLineDays: ReportFigure;
  /** Front-lined vehicles whose time-to-line passed the workflow's total target (the sum of stage targets). */
  overTargetUnits: ReportFigure;
  /** The front-lined vehicles over target, longest time-to-line first, at most 500. */
  overTargetVehicles: Array<ReconOverTargetRow>;
  previousRange: ReportRange;
  range: ReportRange;
  /** Repair-order lines approved in the range ÷ vehicles front-lined in it, cents. */
  reconCostPerUnitCents: ReportFigure;
  /** Repair-order lines approved in the range, cents. */
  reconSpendCents: ReportFigure;
  /** Mean time per stage of the front-lined vehicles, in workflow order. */
  stages: Array<ReconStageReportRow>;
  /** Per week of the range: vehicles front-lined, their median time-to-line and days in recon. */
  trend: Array<ReconTrendPoint>;
  /** Null when the viewer may not open recon. */
  unavailable?: Maybe<ReportUnavailable>;
};

/** A stage of the recon workflow. Removed stages stay (with `removed: true`) so past events keep their stage. */
export type ReconStage = {
  __typename?: 'ReconStage';
  atRiskPercent: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isFrontLine: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  overduePercent: Scalars['Int']['output'];
  /** Order in the workflow, from 0. The last active stage is the front line: reaching it makes the vehicle `frontline`. */
  position: Scalars['Int']['output'];
  removed: Scalars['Boolean']['output'];
  /** Days in recon start at the first arrival at this stage, or at any stage after it. */
  startsRecon: Scalars['Boolean']['output'];
  /** Target time in the stage, in minutes (counted time, see ReconBusinessHours). 0: no target. */
  targetMinutes: Scalars['Int']['output'];
};

/** A stage's figures in reconMetrics. */
export type ReconStageFigures = {
  __typename?: 'ReconStageFigures';
  /** Of them, at risk now (≥ atRiskPercent of the target, below overdue). */
  atRisk: Scalars['Int']['output'];
  /**
   * Average counted seconds spent in this stage by the vehicles that first reached the front line in
   * the range and passed through it (all their visits until that arrival). Null when none did.
   */
  averageSecondsOfFrontLined?: Maybe<Scalars['Float']['output']>;
  /** Of the overdue ones, the middle of how far each is past the stage's target, counted seconds. Null when none is overdue. */
  medianOverdueBySeconds?: Maybe<Scalars['Float']['output']>;
  /** Of them, overdue now (≥ overduePercent of the target): the units over target. */
  overdue: Scalars['Int']['output'];
  stage: ReconStage;
  /** Vehicles in the stage now. */
  vehicles: Scalars['Int']['output'];
};

export type ReconStageInput = {
  atRiskPercent: Scalars['Int']['input'];
  /** An active stage to keep; omit for a new stage. */
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  overduePercent: Scalars['Int']['input'];
  startsRecon: Scalars['Boolean']['input'];
  targetMinutes: Scalars['Int']['input'];
};

export type ReconStageReportRow = {
  __typename?: 'ReconStageReportRow';
  averageHours?: Maybe<Scalars['Float']['output']>;
  /** Visits over the stage's target. */
  overTargetVisits: Scalars['Int']['output'];
  stage: ReconStage;
  targetHours: Scalars['Float']['output'];
  /** Vehicles that visited it. */
  vehicles: Scalars['Int']['output'];
};

export type ReconStageTime = {
  __typename?: 'ReconStageTime';
  seconds: Scalars['Float']['output'];
  stage: ReconStage;
};

/** How a vehicle's time in its stage compares with the stage's target. */
export type ReconTimerState =
  /** Time in stage ≥ atRiskPercent % of the target. */
  | 'at_risk'
  | 'on_track'
  /** Time in stage ≥ overduePercent % of the target. */
  | 'overdue';

export type ReconTrendPoint = {
  __typename?: 'ReconTrendPoint';
  /** First day of the week. */
  date: Scalars['LocalDate']['output'];
  frontLined: Scalars['Int']['output'];
  medianDaysInRecon?: Maybe<Scalars['Float']['output']>;
  medianTimeToLineDays?: Maybe<Scalars['Float']['output']>;
};

/**
 * A vehicle in recon and its figures, all computed from its events (never from editable fields),
 * measured at the time of the request.
 */
export type ReconVehicle = {
  __typename?: 'ReconVehicle';
  assignee?: Maybe<HistoryActor>;
  /**
   * Days in recon: counted time from recon start (first arrival at the `startsRecon` stage or any later
   * one) to the first front-line arrival, or to now, divided by the length of a recon day (24 h, or
   * one day's business hours). Null before recon started.
   */
  daysInRecon?: Maybe<Scalars['Float']['output']>;
  /** When it entered its current stage (its last event). */
  enteredStageAt: Scalars['DateTime']['output'];
  /** Every move of the vehicle, oldest first. */
  events: Array<ReconEvent>;
  /**
   * When the vehicle should reach the front line (docs/metrics.md): now + what is left of the current
   * stage's target (0 once over it) + the targets of every later active stage, added in counted time
   * (business hours when set). Null at the front line.
   */
  expectedFrontLineAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * Holding cost so far, cents: calendar days from the first event to the first front-line arrival
   * (or to now) × the organization's `holding_cost_per_day_cents`, rounded to the cent.
   */
  holdingCostCents: Scalars['Int']['output'];
  /**
   * Open repair-order total, cents: the approved and pending lines of the vehicle's orders that are not
   * closed (declined lines are deferred work and not counted).
   */
  openRepairOrderCents: Scalars['Int']['output'];
  /** True when the vehicle reached the front line (timeToLineSeconds is final). */
  reachedFrontLine: Scalars['Boolean']['output'];
  stage: ReconStage;
  /** Counted seconds from the last event to now. */
  timeInStageSeconds: Scalars['Float']['output'];
  /** Counted seconds per stage: the sum of every visit (a stage visited twice counts both); open visit to now. */
  timePerStage: Array<ReconStageTime>;
  /**
   * Time-to-line in counted seconds: from the first event (acquired, entered the first stage) to the
   * first arrival at the front line; while not there yet, to now.
   */
  timeToLineSeconds: Scalars['Float']['output'];
  /** timeInStageSeconds against the stage's target and points. */
  timer: ReconTimerState;
  vehicle: Vehicle;
};

export type ReconWorkflow = {
  __typename?: 'ReconWorkflow';
  /** Null: calendar time. */
  businessHours?: Maybe<ReconBusinessHours>;
  id: Scalars['ID']['output'];
  /** Removed stages, for reading past events. */
  removedStages: Array<ReconStage>;
  /**
   * Whether inventory shows each vehicle's recon stage and expected front-line date to everyone who
   * reads inventory (sales staff included): the organization's `recon_status` feature, which Lotwise
   * sets from this workflow setting (an administrator does not assign it).
   */
  showsStatusInInventory: Scalars['Boolean']['output'];
  /** Active stages in order. */
  stages: Array<ReconStage>;
};

export type RecordVehicleSaleInput = {
  sale: VehicleSaleInput;
  vehicleId: Scalars['ID']['input'];
};

export type RemoveRepairOrderLineInput = {
  lineId: Scalars['ID']['input'];
  repairOrderId: Scalars['ID']['input'];
};

export type RepairFailedItemInput = {
  inspectionId: Scalars['ID']['input'];
  itemKey: Scalars['String']['input'];
  laborHours: Scalars['Float']['input'];
  partsCents: Scalars['Int']['input'];
  /** An order of the same vehicle; omit to open a new draft order. */
  repairOrderId?: InputMaybe<Scalars['ID']['input']>;
  subletCostCents: Scalars['Int']['input'];
  subletVendor?: InputMaybe<Scalars['String']['input']>;
};

export type RepairLineDecision =
  | 'approved'
  /** Declined lines stay on the order as deferred work, with their reason. */
  | 'declined'
  | 'pending';

export type RepairOrder = {
  __typename?: 'RepairOrder';
  approvedCents: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Declined lines: the deferred work. */
  declinedCents: Scalars['Int']['output'];
  /** Sum of every line's totalCents. */
  estimateCents: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Oldest first, every revision's lines. */
  lines: Array<RepairOrderLine>;
  pendingCents: Scalars['Int']['output'];
  /** Grows by one each time a decided order takes a new line (which sends it back to awaiting approval). */
  revision: Scalars['Int']['output'];
  status: RepairOrderStatus;
  updatedAt: Scalars['DateTime']['output'];
  vehicleId: Scalars['ID']['output'];
};

/** An order awaiting approval in the approval queue, with its vehicle. */
export type RepairOrderApproval = {
  __typename?: 'RepairOrderApproval';
  order: RepairOrder;
  vehicle: Vehicle;
  /** Sum of the pending lines' waitingCostCents. */
  waitingCostCents: Scalars['Int']['output'];
};

/** One operation of a repair order. Its amounts (and the labor rate) are fixed when written; a decided line never changes. */
export type RepairOrderLine = {
  __typename?: 'RepairOrderLine';
  /** Approved without a person: under recon_auto_approve_under_cents while recon_approval_required is off. */
  autoApproved: Scalars['Boolean']['output'];
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who decided the line; null while pending, and for automatic approvals. */
  decidedBy?: Maybe<HistoryActor>;
  /** Null while pending, and for automatic approvals. */
  decidedByUserId?: Maybe<Scalars['ID']['output']>;
  decision: RepairLineDecision;
  declineReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** laborHours × laborRateCents, rounded to the cent. */
  laborCents: Scalars['Int']['output'];
  laborHours: Scalars['Float']['output'];
  /** The organization's labor_rate_cents_per_hour when the line was written. */
  laborRateCents: Scalars['Int']['output'];
  operation: Scalars['String']['output'];
  partsCents: Scalars['Int']['output'];
  /** The order revision that added the line (1 for the first estimate). */
  revision: Scalars['Int']['output'];
  subletCostCents: Scalars['Int']['output'];
  subletVendor?: Maybe<Scalars['String']['output']>;
  /** When the line started waiting for a decision; null while its order is a draft. */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  /** laborCents + partsCents + subletCostCents. */
  totalCents: Scalars['Int']['output'];
  /** Pending lines: waitingDays × holding_cost_per_day_cents, rounded to the cent; otherwise null. */
  waitingCostCents?: Maybe<Scalars['Int']['output']>;
  /** Pending lines: days since submittedAt to now (part days included); otherwise null. */
  waitingDays?: Maybe<Scalars['Float']['output']>;
};

export type RepairOrderLineInput = {
  /** From 0, at most two decimals. */
  laborHours: Scalars['Float']['input'];
  /** 1 to 200 characters. */
  operation: Scalars['String']['input'];
  partsCents: Scalars['Int']['input'];
  subletCostCents: Scalars['Int']['input'];
  /** Required when subletCostCents > 0. */
  subletVendor?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A repair order's state (src/shared/recon/repair-order.ts): draft → awaiting_approval → approved /
 * partly_approved / declined (set when the last pending line is decided) → in_progress → completed →
 * closed. A declined order can be closed as it is.
 */
export type RepairOrderStatus =
  | 'approved'
  | 'awaiting_approval'
  | 'closed'
  | 'completed'
  | 'declined'
  | 'draft'
  | 'in_progress'
  | 'partly_approved';

export type RepairOrderStep =
  /** completed or declined → closed. */
  | 'close'
  /** in_progress → completed. */
  | 'complete'
  /** approved or partly_approved → in_progress. */
  | 'start'
  /** draft → awaiting_approval; lines under the auto-approve threshold are approved at once. */
  | 'submit';

/**
 * One figure over the report's range beside the same figure over the previous range: as many days,
 * ending the day before `from`. A null is a figure that cannot be computed (nothing in the range,
 * or an amount withheld from the viewer), never a zero. The unit is in the field's name (`…Cents`
 * whole cents, `…Days` days, `…Share` 0–1, a plain count otherwise). docs/metrics.md "Reports" has
 * every formula.
 */
export type ReportFigure = {
  __typename?: 'ReportFigure';
  /** current − previous; null when either is null. */
  change?: Maybe<Scalars['Float']['output']>;
  current?: Maybe<Scalars['Float']['output']>;
  previous?: Maybe<Scalars['Float']['output']>;
};

/** A range of days, both ends included. */
export type ReportRange = {
  __typename?: 'ReportRange';
  /** Days in the range, both ends counted. */
  days: Scalars['Int']['output'];
  from: Scalars['LocalDate']['output'];
  to: Scalars['LocalDate']['output'];
};

/**
 * A report's days: from `from` to `to`, both included (calendar days, UTC). `to` may not be after
 * today and the range may not span more than 731 days (BAD_USER_INPUT).
 */
export type ReportRangeInput = {
  from: Scalars['LocalDate']['input'];
  to: Scalars['LocalDate']['input'];
};

/**
 * The weekly summary e-mail: the key figures of the last seven days against the seven before
 * (units sold, front-end gross, days supply, aged units, time-to-line, look-to-book, open
 * needs-attention items), with a link back to the reports. Sent by the server once per week across
 * every app process, only when SMTP_URL is configured.
 */
export type ReportSummarySchedule = {
  __typename?: 'ReportSummarySchedule';
  enabled: Scalars['Boolean']['output'];
  /** Hour of the day (0–23) in `timeZone`. */
  hour: Scalars['Int']['output'];
  /** When it was last sent; null before the first. */
  lastSentAt?: Maybe<Scalars['DateTime']['output']>;
  /** False when the server has no SMTP_URL: the schedule is kept but nothing is sent. */
  mailConfigured: Scalars['Boolean']['output'];
  /** The next time it goes out; null when disabled. */
  nextSendAt?: Maybe<Scalars['DateTime']['output']>;
  /** Active members of the organization who receive it (each sees only figures their access allows). */
  recipients: Array<HistoryActor>;
  /** IANA time zone, e.g. `America/Chicago`. */
  timeZone: Scalars['String']['output'];
  /** ISO weekday the summary goes out: 1 Monday … 7 Sunday. */
  weekday: Scalars['Int']['output'];
};

/** Why a report (or a part of one) has nothing to show: the area it reads is not open to the viewer or has not landed. */
export type ReportUnavailable = {
  __typename?: 'ReportUnavailable';
  /** The area it needs, e.g. `transportation`, `recon`, `appraisals`, `market_report`. */
  area: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type RequestInventoryInput = {
  /** Up to 500 characters for the rooftop holding it. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** A vehicle of the group's stock (`groupInventory`). */
  vehicleId: Scalars['ID']['input'];
};

export type Role =
  | 'EDITOR'
  | 'OWNER'
  | 'USER'
  | 'VIEWER';

export type RouteLeg = {
  __typename?: 'RouteLeg';
  arriveMinute: Scalars['Int']['output'];
  dealer: Dealer;
  departMinute: Scalars['Int']['output'];
  distance: RouteLegDistance;
  miles: Scalars['Float']['output'];
  travelMinutes: Scalars['Int']['output'];
};

/**
 * What a leg's distance may be said to be: `measured` between exact points; `approximate` when an
 * end is only its ZIP's centroid; `unknown` when an end is approximate and the points coincide (one
 * ZIP centroid: never shown as 0.0 mi); `same_address` when both ends share a street address.
 */
export type RouteLegDistance =
  | 'approximate'
  | 'measured'
  | 'same_address'
  | 'unknown';

/** An optimised day: Held–Karp for up to 12 stops, a deterministic nearest-neighbour + 2-opt + Or-opt heuristic beyond; travel = straight line × 1.3 at 32 mph (docs/metrics.md, "Route planning"). */
export type RoutePlan = {
  __typename?: 'RoutePlan';
  /** CSV, a row per stop in driving order: point, exact or approximate (ZIP centre), times, and the drive from the previous place with its `RouteLegDistance` (minutes and miles empty when unknown). */
  csv: Scalars['String']['output'];
  day: Scalars['String']['output'];
  /** Minutes from the start to the end point, driving only. */
  driveMinutes: Scalars['Int']['output'];
  /** Minute the agent is back at the end point. */
  finishMinute: Scalars['Int']['output'];
  /** GPX 1.1 document of the route (waypoints and a track). */
  gpx: Scalars['String']['output'];
  /** iCalendar document with one event per stop. */
  ics: Scalars['String']['output'];
  leftOut: Array<LeftOutStop>;
  legs: Array<RouteLeg>;
  /** Links that open the route in the phone's maps app (one per nine waypoints). */
  mapsLinks: Array<Scalars['String']['output']>;
  /** `exact` or `heuristic`. */
  method: Scalars['String']['output'];
  miles: Scalars['Float']['output'];
};

export type RoutePlanInput = {
  /** YYYY-MM-DD. */
  day: Scalars['String']['input'];
  /** Omitted: back to the start. */
  end?: InputMaybe<GeoPointInput>;
  endMinute: Scalars['Int']['input'];
  /** At most MAX_ROUTE_STOPS (50). */
  maxStops: Scalars['Int']['input'];
  onlyThese?: InputMaybe<Scalars['Boolean']['input']>;
  start: GeoPointInput;
  /** Working hours, minutes after midnight. */
  startMinute: Scalars['Int']['input'];
  /** Added to the dealers due by cadence on `day` (or replacing them when `onlyThese`). */
  stops?: InputMaybe<Array<RouteStopInput>>;
};

export type RouteStopInput = {
  /** A fixed appointment: minutes after midnight the visit starts. */
  appointmentMinute?: InputMaybe<Scalars['Int']['input']>;
  dealerId: Scalars['ID']['input'];
  /** Minutes at the dealer; omitted: 30. */
  visitMinutes?: InputMaybe<Scalars['Int']['input']>;
};

/** An auction run list as imported. */
export type RunList = {
  __typename?: 'RunList';
  id: Scalars['ID']['output'];
  importedAt: Scalars['String']['output'];
  /** Vehicles matching a buy-list target (score ≥ 50). */
  matchCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  vehicleCount: Scalars['Int']['output'];
  /** In the file's order; `matchedOnly`: only those matching a target. */
  vehicles: Array<RunListVehicle>;
};


/** An auction run list as imported. */
export type RunListVehiclesArgs = {
  matchedOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

export type RunListImportRejection = {
  __typename?: 'RunListImportRejection';
  line: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

/** A run list is stored whole or not at all: any rejected line refuses the file. */
export type RunListImportResult = {
  __typename?: 'RunListImportResult';
  rejected: Array<RunListImportRejection>;
  /** The stored list; null when any line was rejected or on a preview. */
  runList?: Maybe<RunList>;
  vehicleCount: Scalars['Int']['output'];
};

export type RunListVehicle = {
  __typename?: 'RunListVehicle';
  auction: Scalars['String']['output'];
  /** Auction condition grade 0.0–5.0; null when the list gives none. */
  conditionGrade?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  lane?: Maybe<Scalars['String']['output']>;
  locationZip: Scalars['String']['output'];
  make: Scalars['String']['output'];
  /** Its best buy-list target and the bid; null when none scores 50 or more. */
  match?: Maybe<SourcingMatch>;
  mileage: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  runNumber?: Maybe<Scalars['String']['output']>;
  saleDate: Scalars['String']['output'];
  trim?: Maybe<Scalars['String']['output']>;
  vin: Scalars['String']['output'];
  year: Scalars['Int']['output'];
};

export type SalesAgeRow = {
  __typename?: 'SalesAgeRow';
  bucket: VehicleAgeBucket;
  /** Null when cost is withheld. */
  frontEndGrossCents?: Maybe<Scalars['Int']['output']>;
  grossPerUnitCents?: Maybe<Scalars['Int']['output']>;
  retailUnits: Scalars['Int']['output'];
  wholesaleUnits: Scalars['Int']['output'];
};

export type SalesGroupRow = {
  __typename?: 'SalesGroupRow';
  /** Null when cost is withheld. */
  frontEndGrossCents?: Maybe<Scalars['Int']['output']>;
  grossPerUnitCents?: Maybe<Scalars['Int']['output']>;
  retailUnits: Scalars['Int']['output'];
  revenueCents: Scalars['Int']['output'];
  source: AcquisitionSource;
  wholesaleUnits: Scalars['Int']['output'];
};

export type SalesPacket = {
  __typename?: 'SalesPacket';
  bodyStyle?: Maybe<Scalars['String']['output']>;
  /** When the vehicle was certified pre-owned; null when it is not. */
  certifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The dealership's address, phone and opening hours (organization settings `dealer_address`, `dealer_phone`, `dealer_hours`); null when not set. */
  dealerAddress?: Maybe<Scalars['String']['output']>;
  dealerHours?: Maybe<Scalars['String']['output']>;
  dealerPhone?: Maybe<Scalars['String']['output']>;
  dealershipName: Scalars['String']['output'];
  /** Whether this server sends e-mail (SMTP_URL is set): a share link can then be e-mailed to the customer. */
  emailAvailable: Scalars['Boolean']['output'];
  exteriorColor?: Maybe<Scalars['String']['output']>;
  /** Passed inspections, newest first. */
  inspections: Array<SalesPacketInspection>;
  interiorColor?: Maybe<Scalars['String']['output']>;
  /** The share links of this vehicle's packet, newest first. */
  links: Array<SalesPacketLink>;
  /** The asking price in cents; null while not priced. */
  listPriceCents?: Maybe<Scalars['Int']['output']>;
  make: Scalars['String']['output'];
  mileage: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  /** The vehicle's photos, main photo first, then in their order. */
  photos: Array<SalesPacketPhoto>;
  /** Approved lines of closed repair orders, newest first. */
  repairs: Array<SalesPacketRepair>;
  stockNumber: Scalars['String']['output'];
  trim?: Maybe<Scalars['String']['output']>;
  vehicleId: Scalars['ID']['output'];
  vin: Scalars['String']['output'];
  /** Decoded from the VIN's first characters (the same decoding as Vehicle.vinDecoding). */
  vinCountry?: Maybe<Scalars['String']['output']>;
  vinManufacturer?: Maybe<Scalars['String']['output']>;
  vinModelYear?: Maybe<Scalars['Int']['output']>;
  year: Scalars['Int']['output'];
};

/** A passed inspection, as the packet shows it. */
export type SalesPacketInspection = {
  __typename?: 'SalesPacketInspection';
  completedAt: Scalars['DateTime']['output'];
  /** The inspection template: `express`, `cpo`, `wholesale`, … */
  templateKey: Scalars['String']['output'];
};

/** A share link of a packet. The token itself is never stored and shown only when the link is made. */
export type SalesPacketLink = {
  __typename?: 'SalesPacketLink';
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** `revoked` when revoked, else `expired` from `expiresAt` on, else `active`. */
  state: SalesPacketLinkState;
  /** The vehicle whose packet the link opens. */
  vehicleId: Scalars['ID']['output'];
  /** How many times the public page was opened through this link (count of its views). */
  viewCount: Scalars['Int']['output'];
  /** The newest views, newest first (at most 20). */
  views: Array<SalesPacketView>;
};

export type SalesPacketLinkState =
  | 'active'
  | 'expired'
  | 'revoked';

/** A photo of the packet's vehicle (the public page serves it through the link's token). */
export type SalesPacketPhoto = {
  __typename?: 'SalesPacketPhoto';
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  width: Scalars['Int']['output'];
};

/** Reconditioning done: an approved line of a closed repair order. */
export type SalesPacketRepair = {
  __typename?: 'SalesPacketRepair';
  completedAt: Scalars['DateTime']['output'];
  operation: Scalars['String']['output'];
};

/** A view of a share link: when, and the browser as its user agent says. */
export type SalesPacketView = {
  __typename?: 'SalesPacketView';
  /** Browser name parsed from the user agent; null when it names none. */
  browser?: Maybe<Scalars['String']['output']>;
  /** `mobile` (phones and tablets) or `desktop`. */
  deviceType?: Maybe<Scalars['String']['output']>;
  os?: Maybe<Scalars['String']['output']>;
  viewedAt: Scalars['DateTime']['output'];
};

/** Front-end gross = sale price − cost − recon cost (VehicleSale.frontEndGrossCents). */
export type SalesReport = {
  __typename?: 'SalesReport';
  /** Mean days from acquisition to sale. */
  averageDaysToSale: ReportFigure;
  /** By age at sale (the age buckets). */
  byAge: Array<SalesAgeRow>;
  /** By how the vehicle was acquired. */
  bySource: Array<SalesGroupRow>;
  /** Sum of front-end gross of the range's sales with a recorded price and cost; null when cost is withheld. */
  frontEndGrossCents: ReportFigure;
  previousRange: ReportRange;
  range: ReportRange;
  /** frontEndGrossCents ÷ those sales (retail only); null when cost is withheld. */
  retailGrossPerUnitCents: ReportFigure;
  retailUnits: ReportFigure;
  /** Sum of sale prices, cents. */
  revenueCents: ReportFigure;
  /** The range's sales, newest first, at most 200 a page (the graph's largest; the CSV asks for more pages with `after`). */
  sales: VehicleSaleConnection;
  /** Per week (per day for 31 days or fewer): units and gross. */
  trend: Array<SalesTrendPoint>;
  /** Sales of the range whose sale price is not recorded (counted in units, left out of money figures). */
  unpricedSales: Scalars['Int']['output'];
  wholesaleGrossPerUnitCents: ReportFigure;
  wholesaleUnits: ReportFigure;
};


/** Front-end gross = sale price − cost − recon cost (VehicleSale.frontEndGrossCents). */
export type SalesReportSalesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type SalesTrendPoint = {
  __typename?: 'SalesTrendPoint';
  date: Scalars['LocalDate']['output'];
  /** Null when cost is withheld. */
  frontEndGrossCents?: Maybe<Scalars['Int']['output']>;
  retailUnits: Scalars['Int']['output'];
  wholesaleUnits: Scalars['Int']['output'];
};

export type SaveDmsConnectionInput = {
  /** New credentials (e.g. the DMS API key); omitted or null keeps the stored ones, an empty string removes them. Needs SECRETS_KEY on the server. */
  credentials?: InputMaybe<Scalars['String']['input']>;
  dealerId: Scalars['String']['input'];
  provider: DmsProvider;
  /** Required when `provider` is `other`, at most 80 characters. */
  providerName?: InputMaybe<Scalars['String']['input']>;
  storeId: Scalars['String']['input'];
};

export type SetAppraisalReconEstimateInput = {
  id: Scalars['ID']['input'];
  /** The whole estimate (replaces the lines), at most 60. */
  lines: Array<AppraisalReconLineInput>;
  reconTemplateKey?: InputMaybe<Scalars['String']['input']>;
};

export type SnoozeAttentionItemInput = {
  key: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  /** The day it comes back: after today, at most 90 days ahead. */
  until: Scalars['LocalDate']['input'];
};

export type SnoozeAttentionItemsInput = {
  /** The items (1–500, none twice), e.g. a rule's group as the queue showed it. */
  keys: Array<Scalars['ID']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  /** The day they come back: after today, at most 90 days ahead. */
  until: Scalars['LocalDate']['input'];
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** A run-list vehicle against its best target. */
export type SourcingMatch = {
  __typename?: 'SourcingMatch';
  bid: MaxBid;
  /**
   * 0–100: make, model and year range required; 100 less 20 for another trim (10 when unknown), 1 a
   * percent over the mileage cap (at most 50), 10 a grade point below 3.0 (5 when ungraded).
   */
  score: Scalars['Int']['output'];
  target: SourcingTarget;
};

/**
 * A target proposed from what turns fast in the store's own retail sales of the last 180 days, grouped
 * by make and model (docs/metrics.md, "Sourcing"): proposed when at least 2 sold, their average days
 * to sale is at most 45, and their average front-end gross (sale price − cost) is at least $1,000;
 * the market's days supply (like units for sale ÷ retail sales a day over 45 days) is given when market
 * records exist, and a segment with more than 60 days supply is not proposed. Best first: fewest days
 * to sale.
 */
export type SourcingProposal = {
  __typename?: 'SourcingProposal';
  /** Mean of (sold day − acquired day) over the sales. */
  averageDaysToSale: Scalars['Float']['output'];
  /** Mean of (sale price − cost) over the sales with both; null for a viewer from whom vehicle cost is withheld. */
  averageGrossCents?: Maybe<Scalars['Int']['output']>;
  make: Scalars['String']['output'];
  /** Market days supply of the make and model at the home ZIP; null without market records. */
  marketDaysSupply?: Maybe<Scalars['Float']['output']>;
  /** The highest mileage among the sales, rounded up to 5,000. */
  maxMileage: Scalars['Int']['output'];
  /** The average sale price − the target gross setting − the default recon estimate ($1,250), rounded down to $25. */
  maxPriceCents: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  /** Units sold in the window ÷ 6 (one month's pace), at least 1. */
  quantity: Scalars['Int']['output'];
  /** Each reason as a sentence. */
  reasons: Array<Scalars['String']['output']>;
  soldUnits: Scalars['Int']['output'];
  yearFrom: Scalars['Int']['output'];
  yearTo: Scalars['Int']['output'];
};

/** A vehicle the store wants to buy. */
export type SourcingTarget = {
  __typename?: 'SourcingTarget';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  make: Scalars['String']['output'];
  /** Highest mileage wanted; null: any. */
  maxMileage?: Maybe<Scalars['Int']['output']>;
  /** The most the store pays for one at auction: the maximum bid never exceeds it. */
  maxPriceCents: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  /** How many are wanted. */
  quantity: Scalars['Int']['output'];
  /** Why it was proposed (the figures it was proposed on); null when written by hand. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Recon expected per unit, deducted by the maximum bid (default $1,250). */
  reconEstimateCents: Scalars['Int']['output'];
  trim?: Maybe<Scalars['String']['output']>;
  yearFrom: Scalars['Int']['output'];
  yearTo: Scalars['Int']['output'];
};

export type SourcingTargetInput = {
  make: Scalars['String']['input'];
  maxMileage?: InputMaybe<Scalars['Int']['input']>;
  maxPriceCents: Scalars['Int']['input'];
  model: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
  /** A proposal's reasons when the target is taken from one. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** Omitted: $1,250. */
  reconEstimateCents?: InputMaybe<Scalars['Int']['input']>;
  trim?: InputMaybe<Scalars['String']['input']>;
  yearFrom: Scalars['Int']['input'];
  yearTo: Scalars['Int']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The organization's events as they happen (GraphQL over SSE at /api/graphql/stream,
   * docs/live-updates.md), of `types` (every type when omitted), holding exactly what `Query.events`
   * would give the same viewer. With `after` (an event id), the events missed since it come first:
   * a client that lost its connection resubscribes with the last id it saw.
   */
  events: Event;
  /**
   * The viewer's own notifications changing (one arrived, or was read on another device), over SSE
   * at /api/graphql/stream (docs/live-updates.md): the bell reads itself again. People only.
   */
  notifications: NotificationSignal;
};


export type SubscriptionEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  types?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type TeamMemberConnection = {
  __typename?: 'TeamMemberConnection';
  edges: Array<TeamMemberEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type TeamMemberEdge = {
  __typename?: 'TeamMemberEdge';
  cursor: Scalars['String']['output'];
  node: User;
};

export type TeamMemberFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  role?: InputMaybe<Role>;
  /** Matches name or email, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type TeamMemberOrder =
  | 'CREATED_AT'
  | 'EMAIL'
  | 'NAME'
  | 'ROLE';

export type Territory = {
  __typename?: 'Territory';
  /** The agent (a user of type `agent`) of the territory's organization; null when none. */
  agent?: Maybe<User>;
  /** Weeks between visits for P1, P2 and P3 dealers (default 2, 4, 13: src/shared/agent/cadence.ts). */
  cadenceWeeks: DealerCadence;
  /** A center and radius, as well as or instead of postal codes: a dealer inside either belongs here. */
  center?: Maybe<GeoPoint>;
  dealerCount: Scalars['Int']['output'];
  dealers: Array<Dealer>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  postalCodes: Array<Scalars['String']['output']>;
  radiusMiles?: Maybe<Scalars['Float']['output']>;
};

export type TerritoryInput = {
  agentUserId?: InputMaybe<Scalars['ID']['input']>;
  /** Omitted: the default cadence. Each from 1 to 52 weeks. */
  cadenceWeeks?: InputMaybe<DealerCadenceInput>;
  center?: InputMaybe<GeoPointInput>;
  name: Scalars['String']['input'];
  postalCodes: Array<Scalars['String']['input']>;
  radiusMiles?: InputMaybe<Scalars['Float']['input']>;
};

export type TerritoryInsights = {
  __typename?: 'TerritoryInsights';
  dealers: Array<Dealer>;
  dueToday: Scalars['Int']['output'];
  /** Whether market data was available to describe the dealers. */
  marketAvailable: Scalars['Boolean']['output'];
  overdue: Scalars['Int']['output'];
  territory: Territory;
};

export type TransportCarrier = {
  __typename?: 'TransportCarrier';
  /** A phone number or e-mail address to reach the driver or dispatcher. */
  contact?: Maybe<Scalars['String']['output']>;
  /** The carrier's MC or USDOT number. */
  mcDotNumber?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type TransportCarrierInput = {
  contact?: InputMaybe<Scalars['String']['input']>;
  mcDotNumber?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** The agreed price in cents; left out keeps the order's. */
  priceCents?: InputMaybe<Scalars['Int']['input']>;
};

export type TransportOrder = {
  __typename?: 'TransportOrder';
  auctionName?: Maybe<Scalars['String']['output']>;
  carrier?: Maybe<TransportCarrier>;
  createdAt: Scalars['DateTime']['output'];
  deliveryAddress: Scalars['String']['output'];
  deliveryInspection?: Maybe<BillOfLadingInspection>;
  deliveryZip: Scalars['String']['output'];
  distanceEstimated: Scalars['Boolean']['output'];
  /** Road miles: entered, or estimated as the straight line between the two ZIP centroids × 1.3 (distanceEstimated). */
  distanceMiles?: Maybe<Scalars['Int']['output']>;
  /**
   * The indicative price guide for distanceMiles, rounded to the dollar: $1.00 a mile up to 500 miles,
   * straight lines to $0.75 at 1,000 and $0.50 at 2,500, $0.50 beyond (docs/metrics.md "Transportation").
   */
  guidePriceCents?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** Day the order was made (YYYY-MM-DD). */
  orderedOn: Scalars['String']['output'];
  pickupAddress: Scalars['String']['output'];
  /** Five business days (Monday–Friday) after purchasedOn, or after orderedOn without a purchase. */
  pickupDueOn: Scalars['String']['output'];
  pickupInspection?: Maybe<BillOfLadingInspection>;
  /** Past pickupDueOn today and still requested or assigned. */
  pickupOverdue: Scalars['Boolean']['output'];
  /** Last day of the pickup window (YYYY-MM-DD), never before its first. */
  pickupWindowEnd: Scalars['String']['output'];
  /** First day of the pickup window (YYYY-MM-DD). */
  pickupWindowStart: Scalars['String']['output'];
  pickupZip: Scalars['String']['output'];
  /** What the dealer pays the carrier, in cents. */
  priceCents?: Maybe<Scalars['Int']['output']>;
  /** priceCents ÷ distanceMiles, rounded to the cent; null without both. */
  pricePerMileCents?: Maybe<Scalars['Int']['output']>;
  /** Day of the auction purchase (YYYY-MM-DD); starts the pickup and title windows. */
  purchasedOn?: Maybe<Scalars['String']['output']>;
  state: TransportState;
  stateChangedAt: Scalars['DateTime']['output'];
  /** True when the auction sold the car without its title (21 business days for the title, else 5). */
  titleAbsent: Scalars['Boolean']['output'];
  /** For an auction purchase: purchasedOn + 5 business days (title with the deal) or + 21 (titleAbsent); null otherwise. */
  titleDueOn?: Maybe<Scalars['String']['output']>;
  /** Past titleDueOn today with no titleReceivedOn. */
  titleOverdue: Scalars['Boolean']['output'];
  titleReceivedOn?: Maybe<Scalars['String']['output']>;
  /** The stocked vehicle; null for a bare VIN, and for a viewer who may not read inventory (a carrier's token). */
  vehicle?: Maybe<Vehicle>;
  /** Year, make and model: the stocked vehicle's, else what the VIN decodes to (may be only the year and make), else the VIN itself. */
  vehicleDescription: Scalars['String']['output'];
  vin: Scalars['String']['output'];
};

export type TransportOrderConnection = {
  __typename?: 'TransportOrderConnection';
  edges: Array<TransportOrderEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type TransportOrderEdge = {
  __typename?: 'TransportOrderEdge';
  cursor: Scalars['String']['output'];
  node: TransportOrder;
};

export type TransportOrderInput = {
  auctionName?: InputMaybe<Scalars['String']['input']>;
  deliveryAddress: Scalars['String']['input'];
  deliveryZip: Scalars['String']['input'];
  /** Left out: estimated from the two ZIPs. */
  distanceMiles?: InputMaybe<Scalars['Int']['input']>;
  pickupAddress: Scalars['String']['input'];
  pickupWindowEnd: Scalars['String']['input'];
  pickupWindowStart: Scalars['String']['input'];
  pickupZip: Scalars['String']['input'];
  priceCents?: InputMaybe<Scalars['Int']['input']>;
  purchasedOn?: InputMaybe<Scalars['String']['input']>;
  titleAbsent?: InputMaybe<Scalars['Boolean']['input']>;
  /** A vehicle of the organization; or leave it out and give a VIN. */
  vehicleId?: InputMaybe<Scalars['ID']['input']>;
  /** 17 characters; for a vehicle not in stock yet. */
  vin?: InputMaybe<Scalars['String']['input']>;
};

/** requested → assigned → picked_up → delivered, or cancelled before pickup; any other change is CONFLICT. */
export type TransportState =
  | 'assigned'
  | 'cancelled'
  | 'delivered'
  | 'picked_up'
  | 'requested';

export type TurnModelRow = {
  __typename?: 'TurnModelRow';
  /** unitsInStock ÷ (retailUnits ÷ days); null when none sold. */
  daysSupply?: Maybe<Scalars['Float']['output']>;
  make: Scalars['String']['output'];
  model: Scalars['String']['output'];
  retailUnits: Scalars['Int']['output'];
  /** In stock at the end of the range. */
  unitsInStock: Scalars['Int']['output'];
};

export type TurnReport = {
  __typename?: 'TurnReport';
  /** Turns a year: retail units in the range ÷ average units in stock over the range × 365 ÷ days. */
  annualTurn: ReportFigure;
  /** Per make and model sold in the range, most retail units first. */
  byModel: Array<TurnModelRow>;
  /** Units in stock ÷ retail sales per day over 45 days; null when none sold. */
  daysSupply: ReportFigure;
  previousRange: ReportRange;
  range: ReportRange;
  /** Retail sales (status sold) in the range. */
  retailUnits: ReportFigure;
  /** Retail sales per day over the 30, 45 and 90 days ending on `to` (previous: ending on the previous range's end). */
  salesPerDay30: ReportFigure;
  salesPerDay45: ReportFigure;
  salesPerDay90: ReportFigure;
  /** Share of the range's retail sales that sold 30 days or less after acquisition (the 55 % goal), 0–1. */
  soldUnder30DaysShare: ReportFigure;
  /** Per day of the range (per week when it spans more than 92 days): retail units sold and units in stock. */
  trend: Array<TurnTrendPoint>;
  /** Units in stock at the end of the range. */
  unitsInStock: ReportFigure;
  /** Wholesaled in the range. */
  wholesaleUnits: ReportFigure;
};

export type TurnTrendPoint = {
  __typename?: 'TurnTrendPoint';
  /** The day (or the first day of the week). */
  date: Scalars['LocalDate']['output'];
  retailUnits: Scalars['Int']['output'];
  unitsInStock: Scalars['Int']['output'];
};

/** Changes a draft or offered appraisal; fields left out stay as they are, null clears an optional one. */
export type UpdateAppraisalInput = {
  /**
   * Keep a VIN whose check digit does not match: needed when `vin` is given with such a check digit,
   * unless it is the appraisal's VIN already confirmed; true alone confirms the stored VIN.
   */
  acceptCheckDigitMismatch?: InputMaybe<Scalars['Boolean']['input']>;
  /** Another member who appraises (needs the `appraisals` section). */
  appraiserId?: InputMaybe<Scalars['ID']['input']>;
  condition?: InputMaybe<ConditionGrade>;
  customer?: InputMaybe<AppraisalCustomerInput>;
  exteriorColor?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  kind?: InputMaybe<AppraisalKind>;
  make?: InputMaybe<Scalars['String']['input']>;
  mileage?: InputMaybe<Scalars['Int']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<Array<Scalars['String']['input']>>;
  trim?: InputMaybe<Scalars['String']['input']>;
  vin?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateOrganizationChecklistItemInput = {
  /** A checklist item key, e.g. `invite_team`. */
  key: Scalars['String']['input'];
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type UpdateOrganizationSettingInput = {
  /** A key of the setting registry, e.g. `hide_vehicle_cost`. */
  key: Scalars['String']['input'];
  /** The new value; its type is fixed per key. */
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type UpdatePricingRulesInput = {
  endInNine: Scalars['Boolean']['input'];
  /** 0–2,000,000. */
  minimumGrossCents: Scalars['Int']['input'];
  /** Default false: a step never raises a price. */
  raiseToMarket?: InputMaybe<Scalars['Boolean']['input']>;
  roundToCents: Scalars['Int']['input'];
  roundingMode: PricingRoundingMode;
  /** 1–12 steps. */
  steps: Array<PricingStepInput>;
};

export type UpdateReconWorkflowInput = {
  /** Omit to keep, null for calendar time. */
  businessHours?: InputMaybe<ReconBusinessHoursInput>;
  /** Turns the `recon_status` feature on or off (see ReconWorkflow.showsStatusInInventory); omit to keep. */
  showStatusInInventory?: InputMaybe<Scalars['Boolean']['input']>;
  /** The new active stages, in order; active stages left out are removed (their events stay). */
  stages: Array<ReconStageInput>;
};

export type UpdateReportSummaryScheduleInput = {
  enabled: Scalars['Boolean']['input'];
  hour: Scalars['Int']['input'];
  /** Members of the organization (another organization's id is NOT_FOUND, nothing stored); at most 50. */
  recipientUserIds: Array<Scalars['ID']['input']>;
  timeZone: Scalars['String']['input'];
  weekday: Scalars['Int']['input'];
};

/** The facts to change; fields left out stay as they are, null clears an optional one. */
export type UpdateVehicleInput = {
  acceptCheckDigitMismatch?: InputMaybe<Scalars['Boolean']['input']>;
  acquiredDate?: InputMaybe<Scalars['LocalDate']['input']>;
  acquisitionSource?: InputMaybe<AcquisitionSource>;
  bodyStyle?: InputMaybe<Scalars['String']['input']>;
  /** Refused (FORBIDDEN) while cost is withheld from the viewer. */
  costCents?: InputMaybe<Scalars['Int']['input']>;
  exteriorColor?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  interiorColor?: InputMaybe<Scalars['String']['input']>;
  lotLocation?: InputMaybe<Scalars['String']['input']>;
  make?: InputMaybe<Scalars['String']['input']>;
  mileage?: InputMaybe<Scalars['Int']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  stockNumber?: InputMaybe<Scalars['String']['input']>;
  trim?: InputMaybe<Scalars['String']['input']>;
  vin?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateWebhookEndpointInput = {
  eventTypes: Array<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

/**
 * A user of the viewer's organization (administrators see users of any organization). Its
 * `organization`, `groups` and `permissions` answer NOT_FOUND to anyone else.
 */
export type User = Person & {
  __typename?: 'User';
  /** False once deactivated: the user can no longer sign in or use a session. */
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** First and last name. */
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** Feature flags granted to this user in addition to the organization's. */
  featureFlags: Array<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  groups: Array<Group>;
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  organization: Organization;
  /** Section permissions: each is a navigation section key the user may open. */
  permissions: Array<Permission>;
  /** Product feature flags (gates for features in rollout). */
  productFeatureFlags: Array<Scalars['String']['output']>;
  role: Role;
  type: UserType;
};

export type UserType =
  | 'admin'
  | 'agent'
  | 'user';

export type Valuation = {
  __typename?: 'Valuation';
  /** The newest data the value rests on (the request's date when none). */
  asOf: Scalars['LocalDate']['output'];
  /** 75th percentile of the adjusted prices (book: the extra-clean value). */
  highCents?: Maybe<Scalars['Int']['output']>;
  /** 25th percentile of the adjusted prices (book: the rough value). */
  lowCents?: Maybe<Scalars['Int']['output']>;
  provenance: ValuationProvenance;
  source: ValuationSource;
  /** Null when the source has nothing to go on. */
  valueCents?: Maybe<Scalars['Int']['output']>;
};

/** Where a value came from. */
export type ValuationProvenance = {
  __typename?: 'ValuationProvenance';
  /** The wholesale book row used. */
  bookEntryId?: Maybe<Scalars['ID']['output']>;
  /** The comparables the value used (see `comparables`). */
  comparableIds: Array<Scalars['ID']['output']>;
  /** True when the configured remote provider failed or timed out and this is the built-in value. */
  fallback: Scalars['Boolean']['output'];
  fallbackReason?: Maybe<Scalars['String']['output']>;
  /** Fewer than 3 comparables, or no book row: read with care. */
  lowConfidence: Scalars['Boolean']['output'];
  /** The method in words. */
  method: Scalars['String']['output'];
  /** built_in (from the organization's data) or remote (the configured provider). */
  provider: Scalars['String']['output'];
  /** Market records (or book rows) the value rests on. */
  recordsUsed: Scalars['Int']['output'];
};

/**
 * The four valuation book sources (CONTRACTS.md), each built in from the organization's market
 * data (docs/metrics.md, "Valuations"); every comparable's price is first adjusted to the subject's
 * mileage: × (1 + 3 % per 10,000 miles the comparable has more than the subject), within ±30 %.
 */
export type ValuationSource =
  /** Wholesale auction index: wholesale sales of the last 180 days, 10 % trimmed mean, × condition factor. */
  | 'auction_index'
  /**
   * Consumer retail guide, what a shopper sees: asking prices of retail listings seen in the last
   * 30 days and unsold, their median, × condition factor.
   */
  | 'consumer_retail_guide'
  /**
   * Dealer retail guide, what dealers got: transaction prices of retail sales of the last 180
   * days, 10 % trimmed mean, × condition factor.
   */
  | 'dealer_retail_guide'
  /**
   * Wholesale book: the organization's imported book row for the year, make, model and trim (else
   * its all-trims row), the value of the condition grade at the book's average mileage, adjusted to
   * the mileage; low–high are the rough and extra-clean values adjusted alike.
   */
  | 'wholesale_book';

/** The vehicle as valued. */
export type ValuationSubject = {
  __typename?: 'ValuationSubject';
  condition: ConditionGrade;
  make: Scalars['String']['output'];
  mileage: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  trim?: Maybe<Scalars['String']['output']>;
  year: Scalars['Int']['output'];
  zip: Scalars['String']['output'];
};

/** A vehicle to value, described (an appraisal before it is in inventory). */
export type ValuationVehicleInput = {
  /** Default: clean. */
  condition?: InputMaybe<ConditionGrade>;
  make: Scalars['String']['input'];
  mileage: Scalars['Int']['input'];
  model: Scalars['String']['input'];
  trim?: InputMaybe<Scalars['String']['input']>;
  year: Scalars['Int']['input'];
  /** Where it is valued; default: the organization's home ZIP (where most of its own sales were). */
  zip?: InputMaybe<Scalars['String']['input']>;
};

export type Valuations = {
  __typename?: 'Valuations';
  asOf: Scalars['LocalDate']['output'];
  comparables: Array<Comparable>;
  /** The organization's `default_valuation_source` setting. */
  defaultSource: ValuationSource;
  radiusMiles: Scalars['Float']['output'];
  subject: ValuationSubject;
  /** The four sources, in the order of the ValuationSource enum. */
  valuations: Array<Valuation>;
};

/** A used vehicle of the viewer's organization. Money is in cents (USD). */
export type Vehicle = {
  __typename?: 'Vehicle';
  acquiredDate: Scalars['LocalDate']['output'];
  acquisitionSource: AcquisitionSource;
  ageBucket: VehicleAgeBucket;
  bodyStyle?: Maybe<Scalars['String']['output']>;
  /** Certified pre-owned since (certifyVehicle); null when not certified. */
  certifiedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * What the dealership paid, in cents. Null when unknown, and withheld (null, with
   * `costWithheld` true) from everyone but owners while the organization setting
   * `hide_vehicle_cost` is on.
   */
  costCents?: Maybe<Scalars['Int']['output']>;
  /** Whether cost (and potential gross) is withheld from the viewer. */
  costWithheld: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Days from the acquired date to today (UTC), or to the day it was sold or wholesaled. Derived, never stored. */
  daysInInventory: Scalars['Int']['output'];
  /** The day it was sold or wholesaled; null while in inventory. */
  disposedOn?: Maybe<Scalars['LocalDate']['output']>;
  exteriorColor?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  interiorColor?: Maybe<Scalars['String']['output']>;
  /** The asking price, in cents; null while not priced yet. */
  listPriceCents?: Maybe<Scalars['Int']['output']>;
  lotLocation?: Maybe<Scalars['String']['output']>;
  /** The photo chosen to stand for the vehicle; null when it has none. */
  mainPhoto?: Maybe<VehiclePhoto>;
  make: Scalars['String']['output'];
  mileage: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  /** The vehicle's photos, in their order. */
  photos: Array<VehiclePhoto>;
  /** List price minus cost, in cents; null when either is unknown or cost is withheld. */
  potentialGrossCents?: Maybe<Scalars['Int']['output']>;
  /** Every list price it had, newest first. */
  priceHistory: Array<VehiclePriceChange>;
  /**
   * List price ÷ market average × 100, to 0.1 (the pricing grid's `VehiclePricing.priceToMarket`, over
   * the same comparables; docs/metrics.md "Pricing"). Null out of stock, without a list price or
   * comparables, and when the viewer may not read market pricing (the pricing section and the
   * `market_pricing_data` feature): never an error, so the inventory list loads for everyone.
   */
  priceToMarket?: Maybe<Scalars['Float']['output']>;
  /** Readable with the vehicle. Its recon stage while in stock and in recon; null otherwise. */
  recon?: Maybe<VehicleReconPosition>;
  /** Readable with the vehicle. Null while in stock; every sold or wholesaled vehicle has one. */
  sale?: Maybe<VehicleSale>;
  status: VehicleStatus;
  statusChangedAt: Scalars['DateTime']['output'];
  /** Every status it went through, newest first; the last is the one it was created in. */
  statusHistory: Array<VehicleStatusChange>;
  /** Unique in the organization, upper case. */
  stockNumber: Scalars['String']['output'];
  trim?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** 17 characters, upper case. */
  vin: Scalars['String']['output'];
  vinDecoding: VinDecoding;
  year: Scalars['Int']['output'];
};

/** Age buckets of the inventory screen, in days in inventory. */
export type VehicleAgeBucket =
  /** 0–30 days */
  | 'DAYS_0_30'
  /** 31–60 days */
  | 'DAYS_31_60'
  /** 61–90 days */
  | 'DAYS_61_90'
  /** 91 days and more */
  | 'DAYS_OVER_90';

export type VehicleAgeBucketCount = {
  __typename?: 'VehicleAgeBucketCount';
  bucket: VehicleAgeBucket;
  count: Scalars['Int']['output'];
  /** Null for the open-ended last bucket. */
  maxDays?: Maybe<Scalars['Int']['output']>;
  minDays: Scalars['Int']['output'];
};

export type VehicleConnection = {
  __typename?: 'VehicleConnection';
  edges: Array<VehicleEdge>;
  pageInfo: PageInfo;
  /** How many vehicles match the filter (all pages). */
  totalCount: Scalars['Int']['output'];
};

export type VehicleEdge = {
  __typename?: 'VehicleEdge';
  /** Opaque; pass as `after` with the same order to continue after this vehicle. */
  cursor: Scalars['String']['output'];
  node: Vehicle;
};

/** Narrows the inventory. Every field given must match; ranges include both ends. */
export type VehicleFilter = {
  /** Any of these age buckets. */
  ageBuckets?: InputMaybe<Array<VehicleAgeBucket>>;
  ageMaxDays?: InputMaybe<Scalars['Int']['input']>;
  /** Days in inventory range; older than 90 days is `ageMinDays: 91`. */
  ageMinDays?: InputMaybe<Scalars['Int']['input']>;
  /** Any of these vehicles (at most 500 ids); ids of another organization match nothing. */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The whole make, case-insensitive. */
  make?: InputMaybe<Scalars['String']['input']>;
  /** The whole model, case-insensitive. */
  model?: InputMaybe<Scalars['String']['input']>;
  priceMaxCents?: InputMaybe<Scalars['Int']['input']>;
  /** List price range, in cents. */
  priceMinCents?: InputMaybe<Scalars['Int']['input']>;
  /** Words each found in the VIN, stock number, make or model; fragments of a VIN work (`4352`). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Any of these statuses. */
  status?: InputMaybe<Array<VehicleStatus>>;
  /** Any of these whole VINs (at most 500), normalised like `decodeVin` (case, spaces and dashes do not matter). */
  vins?: InputMaybe<Array<Scalars['String']['input']>>;
  yearMax?: InputMaybe<Scalars['Int']['input']>;
  yearMin?: InputMaybe<Scalars['Int']['input']>;
};

export type VehicleImportRejection = {
  __typename?: 'VehicleImportRejection';
  line: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

export type VehicleImportResult = {
  __typename?: 'VehicleImportResult';
  created: Scalars['Int']['output'];
  /** Every row not imported, with its line and why, in line order. Nothing of such a row is stored. */
  rejected: Array<VehicleImportRejection>;
  /** Rows of vehicles already in inventory exactly as the row says. */
  unchanged: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
};

/**
 * One row of a dealer-management-system export, already mapped to fields, as the texts of the
 * file (`"$12,995"`, `"45,120"`, `"3/7/2024"`, `"In Recon"` are all read). Empty or left out:
 * not given (an update keeps the stored value).
 */
export type VehicleImportRow = {
  acquiredDate?: InputMaybe<Scalars['String']['input']>;
  acquisitionSource?: InputMaybe<Scalars['String']['input']>;
  bodyStyle?: InputMaybe<Scalars['String']['input']>;
  cost?: InputMaybe<Scalars['String']['input']>;
  exteriorColor?: InputMaybe<Scalars['String']['input']>;
  interiorColor?: InputMaybe<Scalars['String']['input']>;
  /** The row's line in the file, for the report. */
  line: Scalars['Int']['input'];
  listPrice?: InputMaybe<Scalars['String']['input']>;
  lotLocation?: InputMaybe<Scalars['String']['input']>;
  /** When left out, taken from the VIN (common makes) for a new vehicle. */
  make?: InputMaybe<Scalars['String']['input']>;
  mileage?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** A new vehicle without one is `frontline`. */
  status?: InputMaybe<Scalars['String']['input']>;
  stockNumber?: InputMaybe<Scalars['String']['input']>;
  trim?: InputMaybe<Scalars['String']['input']>;
  vin?: InputMaybe<Scalars['String']['input']>;
  /** When left out, taken from the VIN for a new vehicle. */
  year?: InputMaybe<Scalars['String']['input']>;
};

export type VehicleMakeCount = {
  __typename?: 'VehicleMakeCount';
  count: Scalars['Int']['output'];
  make: Scalars['String']['output'];
};

export type VehicleOrder = {
  direction: SortDirection;
  field: VehicleSortField;
};

/**
 * A photo of a vehicle. Photos are uploaded with `POST /api/vehicles/{id}/photos` (multipart, field
 * `photos`, one or more files), re-encoded by the server without their metadata (no EXIF location),
 * and served to whoever may read the vehicle, with the same session cookie or API token.
 */
export type VehiclePhoto = {
  __typename?: 'VehiclePhoto';
  createdAt: Scalars['DateTime']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The photo lists and cards show for the vehicle; a vehicle with photos has exactly one. */
  isMain: Scalars['Boolean']['output'];
  /** Place in the vehicle's order, from 0. */
  position: Scalars['Int']['output'];
  /** A small version (WebP, at most 400 pixels a side), for lists: a path on the product's origin. */
  thumbnailUrl: Scalars['String']['output'];
  /** The photo (JPEG, at most 1600 pixels a side): a path on the product's origin, e.g. `/api/photos/{id}`. Its bytes never change. */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

/** One change of a vehicle's list price (amounts in cents). */
export type VehiclePriceChange = {
  __typename?: 'VehiclePriceChange';
  changedAt: Scalars['DateTime']['output'];
  changedBy?: Maybe<HistoryActor>;
  /** Null for the first price a vehicle got. */
  fromCents?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  toCents?: Maybe<Scalars['Int']['output']>;
};

/**
 * A stock vehicle's place in its market. The market fields (`marketAverageCents`, `comparables`,
 * `priceToMarket`, `rank`, `marketDaysSupply`, `costToMarket`) need the `market_pricing_data`
 * feature (the user's or the organization's); without it they are FORBIDDEN.
 */
export type VehiclePricing = {
  __typename?: 'VehiclePricing';
  /** How many comparables the average rests on. */
  comparables?: Maybe<Scalars['Int']['output']>;
  /** (cost + recon spent and open) ÷ market average; null without cost (or withheld), or without a market average. */
  costToMarket?: Maybe<Scalars['Float']['output']>;
  /** Cost + minimum gross; null when cost is unknown or withheld from the viewer. */
  floorCents?: Maybe<Scalars['Int']['output']>;
  /** Mean of the comparables' mileage-adjusted prices (retail listings and sales, as `comparables` selects them). */
  marketAverageCents?: Maybe<Scalars['Int']['output']>;
  /** Like units for sale ÷ their average daily retail sales over the last 45 days; null when none sold. */
  marketDaysSupply?: Maybe<Scalars['Float']['output']>;
  /** List price ÷ market average × 100; null without either. */
  priceToMarket?: Maybe<Scalars['Float']['output']>;
  /** 1 = the cheapest: the list price's place among the comparables' unsold listings' adjusted prices and itself. */
  rank?: Maybe<Scalars['Int']['output']>;
  /** How many prices `rank` ranks among (the listings plus this vehicle). */
  rankOf?: Maybe<Scalars['Int']['output']>;
  /**
   * What the rules would ask today; null when the rules cannot price it (see `suggestionNote`). For a
   * viewer from whom cost is withheld, the market-based target alone, never held at the floor.
   */
  suggestedPriceCents?: Maybe<Scalars['Int']['output']>;
  /** Which step (or the floor, for a viewer who sees cost) the suggestion comes from, or why there is none. */
  suggestionNote: Scalars['String']['output'];
  vehicle: Vehicle;
};

export type VehiclePricingFilter = {
  ageMinDays?: InputMaybe<Scalars['Int']['input']>;
  /** Default: every vehicle in stock (incoming, in recon, front line, sale pending). */
  vehicleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A vehicle's place in recon as inventory shows it (the `recon_status` feature shows it to sales staff). */
export type VehicleReconPosition = {
  __typename?: 'VehicleReconPosition';
  /** When it entered its current stage (its last event). */
  enteredStageAt: Scalars['DateTime']['output'];
  /** As ReconVehicle.expectedFrontLineAt. Null at the front line. */
  expectedFrontLineAt?: Maybe<Scalars['DateTime']['output']>;
  stage: ReconStage;
};

/**
 * A vehicle's sale, recorded when it is marked sold or wholesaled. Front-end gross = sale price −
 * cost − recon cost (docs/metrics.md "Sales and gross").
 */
export type VehicleSale = {
  __typename?: 'VehicleSale';
  /** From the status: sold → retail, wholesaled → wholesale. */
  buyerType: BuyerType;
  /** salePriceCents − costCents − reconCostCents; null when any is unknown or cost is withheld. */
  frontEndGrossCents?: Maybe<Scalars['Int']['output']>;
  /**
   * Approved repair-order lines of the vehicle (approved, in progress, completed or closed orders),
   * cents, as of now. Null when cost is withheld from the viewer.
   */
  reconCostCents?: Maybe<Scalars['Int']['output']>;
  recordedAt: Scalars['DateTime']['output'];
  recordedBy?: Maybe<HistoryActor>;
  /** Null when the sale was marked without a price (a bulk change or an import): gross is then unknown. */
  salePriceCents?: Maybe<Scalars['Int']['output']>;
  /** The day of the sale; the vehicle's `disposedOn`. */
  soldOn: Scalars['LocalDate']['output'];
};

export type VehicleSaleConnection = {
  __typename?: 'VehicleSaleConnection';
  nodes: Array<VehicleSaleRow>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

/** A sale's facts, given when a vehicle becomes sold or wholesaled. */
export type VehicleSaleInput = {
  /** Cents, 0 – 1,000,000,000. */
  salePriceCents: Scalars['Int']['input'];
  /** Default today; not in the future, not before the vehicle was acquired. */
  soldOn?: InputMaybe<Scalars['LocalDate']['input']>;
};

export type VehicleSaleRow = {
  __typename?: 'VehicleSaleRow';
  /** Days from acquisition to the sale. */
  daysToSale: Scalars['Int']['output'];
  sale: VehicleSale;
  vehicle: Vehicle;
};

export type VehicleSortField =
  | 'ACQUIRED_DATE'
  /** Not available while cost is withheld from the viewer (FORBIDDEN). */
  | 'COST'
  /** Sorting by age is sorting by acquired date (oldest is the most days). */
  | 'DAYS_IN_INVENTORY'
  /** Vehicles without a price come last either way. */
  | 'LIST_PRICE'
  | 'MAKE'
  | 'MILEAGE'
  | 'MODEL'
  /** In the order of the lifecycle: incoming, in recon, frontline, sale pending, sold, wholesaled. */
  | 'STATUS'
  | 'STOCK_NUMBER'
  | 'YEAR';

/** Where a vehicle stands. Sold and wholesaled vehicles have left inventory. */
export type VehicleStatus =
  | 'frontline'
  | 'in_recon'
  | 'incoming'
  | 'sale_pending'
  | 'sold'
  | 'wholesaled';

/** One change of a vehicle's status. */
export type VehicleStatusChange = {
  __typename?: 'VehicleStatusChange';
  changedAt: Scalars['DateTime']['output'];
  changedBy?: Maybe<HistoryActor>;
  /** Null for the status the vehicle was created in. */
  from?: Maybe<VehicleStatus>;
  id: Scalars['ID']['output'];
  note?: Maybe<Scalars['String']['output']>;
  to: VehicleStatus;
};

/** A VIN checked: normalised to upper case, with the reason when it cannot be one. */
export type VinCheck = {
  __typename?: 'VinCheck';
  /** Null when not valid. */
  decoded?: Maybe<VinDecoding>;
  /** A sentence a person can act on; null when valid and the check digit matches. */
  message?: Maybe<Scalars['String']['output']>;
  /** Why it is not a VIN: `empty`, `length` or `characters`; null when valid. */
  problem?: Maybe<Scalars['String']['output']>;
  valid: Scalars['Boolean']['output'];
  /** The normalised VIN (upper case, spaces and dashes removed). */
  vin: Scalars['String']['output'];
};

/** What a VIN itself says, decoded offline. */
export type VinDecoding = {
  __typename?: 'VinDecoding';
  /** Whether position 9 is the check digit the other 16 characters give. VINs from outside North America need not carry one. */
  checkDigitValid: Scalars['Boolean']['output'];
  country?: Maybe<Scalars['String']['output']>;
  /** The make of a known WMI (common makes only); null otherwise. */
  manufacturer?: Maybe<Scalars['String']['output']>;
  /** Model year from position 10 (see the docs of `decodeVin`); null when position 10 is not a year code. */
  modelYear?: Maybe<Scalars['Int']['output']>;
  region?: Maybe<VinRegion>;
  /** World manufacturer identifier: the first three characters. */
  wmi: Scalars['String']['output'];
};

/** Region of the world a VIN's first character stands for (ISO 3780). */
export type VinRegion =
  | 'africa'
  | 'asia'
  | 'europe'
  | 'north_america'
  | 'oceania'
  | 'south_america';

export type VisitOutcome =
  | 'follow_up'
  | 'interested'
  | 'met'
  | 'no_one_available'
  | 'not_interested';

/** One event sent to one endpoint; `id` is the `X-Lotwise-Delivery` header. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** How long the last attempt took, in milliseconds. */
  durationMs?: Maybe<Scalars['Int']['output']>;
  /** The event's id (its `id` in the body and in `Query.events`). */
  eventId: Scalars['ID']['output'];
  eventType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it is tried again (pending and retrying deliveries). */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** The first 1 kB of the last answer, or why there was none. */
  responseBody?: Maybe<Scalars['String']['output']>;
  /** The HTTP status of the last answer; null when there was none (timeout, network error, refused address). */
  responseStatus?: Maybe<Scalars['Int']['output']>;
  status: WebhookDeliveryStatus;
};

export type WebhookDeliveryStatus =
  /** Not yet sent. */
  | 'pending'
  /** Failed at least once; tried again at `nextAttemptAt`. */
  | 'retrying'
  /** The receiver answered 2xx. */
  | 'succeeded';

/**
 * An https URL that receives the organization's events as signed POSTs (docs/webhooks.md). OWNERs
 * only, people only: API tokens never manage webhooks.
 */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  createdAt: Scalars['DateTime']['output'];
  /** Its deliveries, newest first: `first` 1 to 100, default 20. */
  deliveries: Array<WebhookDelivery>;
  /** The event types it receives (docs/webhooks.md has the catalogue). */
  eventTypes: Array<Scalars['String']['output']>;
  /** When its first undelivered event first failed; null while deliveries succeed. */
  failingSince?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** `failing` when Lotwise paused it after its deliveries failed for 24 hours; null otherwise. */
  pausedReason?: Maybe<Scalars['String']['output']>;
  state: WebhookEndpointState;
  updatedAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
};


/**
 * An https URL that receives the organization's events as signed POSTs (docs/webhooks.md). OWNERs
 * only, people only: API tokens never manage webhooks.
 */
export type WebhookEndpointDeliveriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type WebhookEndpointState =
  /** Deliveries are sent. */
  | 'active'
  /** Nothing is sent; events wait, in order, and go out when the endpoint is resumed. */
  | 'paused';

/**
 * One row of the organization's wholesale book: the value of each condition grade at the book's
 * average mileage for a year, make, model and trim (no trim: the row for every trim of the model).
 * Amounts as the file writes them.
 */
export type WholesaleBookRow = {
  average?: InputMaybe<Scalars['String']['input']>;
  averageMileage?: InputMaybe<Scalars['String']['input']>;
  clean?: InputMaybe<Scalars['String']['input']>;
  extraClean?: InputMaybe<Scalars['String']['input']>;
  line: Scalars['Int']['input'];
  make?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  rough?: InputMaybe<Scalars['String']['input']>;
  trim?: InputMaybe<Scalars['String']['input']>;
  year?: InputMaybe<Scalars['String']['input']>;
};

export type WinAppraisalInput = {
  id: Scalars['ID']['input'];
  /** What was paid; default the offer. */
  purchasePriceCents?: InputMaybe<Scalars['Int']['input']>;
  /** Default: the next stock number. */
  stockNumber?: InputMaybe<Scalars['String']['input']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Person:
    | ( ExternalPersonModel )
    | ( UserModel )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AcceptInvitationInput: AcceptInvitationInput;
  AcquisitionSource: AcquisitionSource;
  AddMarketRecordsInput: AddMarketRecordsInput;
  AddMarketRecordsResult: ResolverTypeWrapper<AddMarketRecordsResult>;
  AddRepairOrderLineInput: AddRepairOrderLineInput;
  AdvanceRepairOrderInput: AdvanceRepairOrderInput;
  AgedVehicleRow: ResolverTypeWrapper<Omit<AgedVehicleRow, 'vehicle'> & { vehicle: ResolversTypes['Vehicle'] }>;
  AgentTask: ResolverTypeWrapper<AgentTaskModel>;
  AgentTaskInput: AgentTaskInput;
  AgentTaskState: AgentTaskState;
  AgingBucketRow: ResolverTypeWrapper<AgingBucketRow>;
  AgingModelRow: ResolverTypeWrapper<AgingModelRow>;
  AgingTrendPoint: ResolverTypeWrapper<AgingTrendPoint>;
  AnalyticsDailyCount: ResolverTypeWrapper<AnalyticsDailyCount>;
  AnalyticsEvent: ResolverTypeWrapper<AnalyticsEventModel>;
  AnalyticsEventConnection: ResolverTypeWrapper<Omit<AnalyticsEventConnection, 'edges'> & { edges: Array<ResolversTypes['AnalyticsEventEdge']> }>;
  AnalyticsEventEdge: ResolverTypeWrapper<Omit<AnalyticsEventEdge, 'node'> & { node: ResolversTypes['AnalyticsEvent'] }>;
  AnalyticsEventFilter: AnalyticsEventFilter;
  AnswerInspectionItemsInput: AnswerInspectionItemsInput;
  ApiToken: ResolverTypeWrapper<ApiTokenModel>;
  ApiTokenScope: ApiTokenScope;
  ApplyPricingChangesInput: ApplyPricingChangesInput;
  ApplyPricingChangesResult: ResolverTypeWrapper<Omit<ApplyPricingChangesResult, 'applied' | 'skipped'> & { applied: Array<ResolversTypes['Vehicle']>, skipped: Array<ResolversTypes['PricingSkip']> }>;
  Appraisal: ResolverTypeWrapper<AppraisalModel>;
  AppraisalConnection: ResolverTypeWrapper<Omit<AppraisalConnection, 'edges'> & { edges: Array<ResolversTypes['AppraisalEdge']> }>;
  AppraisalCustomer: ResolverTypeWrapper<AppraisalCustomer>;
  AppraisalCustomerInput: AppraisalCustomerInput;
  AppraisalEdge: ResolverTypeWrapper<Omit<AppraisalEdge, 'node'> & { node: ResolversTypes['Appraisal'] }>;
  AppraisalFigureReport: ResolverTypeWrapper<AppraisalFigureReport>;
  AppraisalFigures: ResolverTypeWrapper<AppraisalFigures>;
  AppraisalFilter: AppraisalFilter;
  AppraisalKind: AppraisalKind;
  AppraisalLostReason: AppraisalLostReason;
  AppraisalLostReasonRow: ResolverTypeWrapper<AppraisalLostReasonRow>;
  AppraisalOffer: ResolverTypeWrapper<AppraisalOffer>;
  AppraisalReconLine: ResolverTypeWrapper<AppraisalReconLine>;
  AppraisalReconLineInput: AppraisalReconLineInput;
  AppraisalReport: ResolverTypeWrapper<AppraisalReport>;
  AppraisalState: AppraisalState;
  AppraisalTrendPoint: ResolverTypeWrapper<AppraisalTrendPoint>;
  AssignReconVehicleInput: AssignReconVehicleInput;
  AttentionAction: ResolverTypeWrapper<AttentionAction>;
  AttentionInactiveRule: ResolverTypeWrapper<AttentionInactiveRule>;
  AttentionItem: ResolverTypeWrapper<AttentionItemModel>;
  AttentionItemState: AttentionItemState;
  AttentionItemsFilter: AttentionItemsFilter;
  AttentionQueue: ResolverTypeWrapper<Omit<AttentionQueue, 'items'> & { items: Array<ResolversTypes['AttentionItem']> }>;
  AttentionRule: AttentionRule;
  AttentionRuleCount: ResolverTypeWrapper<AttentionRuleCount>;
  AttentionSort: AttentionSort;
  AuditEntry: ResolverTypeWrapper<AuditEntryModel>;
  AuditEntryConnection: ResolverTypeWrapper<Omit<AuditEntryConnection, 'edges'> & { edges: Array<ResolversTypes['AuditEntryEdge']> }>;
  AuditEntryEdge: ResolverTypeWrapper<Omit<AuditEntryEdge, 'node'> & { node: ResolversTypes['AuditEntry'] }>;
  AuditLogFilter: AuditLogFilter;
  BillOfLadingInput: BillOfLadingInput;
  BillOfLadingInspection: ResolverTypeWrapper<BillOfLadingInspection>;
  BillOfLadingStage: BillOfLadingStage;
  Billing: ResolverTypeWrapper<BillingModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BuyerType: BuyerType;
  ChangeVehiclePriceInput: ChangeVehiclePriceInput;
  ChangeVehicleStatusInput: ChangeVehicleStatusInput;
  ChangeVehicleStatusesInput: ChangeVehicleStatusesInput;
  ChangeVehicleStatusesResult: ResolverTypeWrapper<Omit<ChangeVehicleStatusesResult, 'vehicles'> & { vehicles: Array<ResolversTypes['Vehicle']> }>;
  CheckInInput: CheckInInput;
  Comparable: ResolverTypeWrapper<Comparable>;
  Comparables: ResolverTypeWrapper<Comparables>;
  ConditionGrade: ConditionGrade;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateAppraisalInput: CreateAppraisalInput;
  CreateFinancingReferralInput: CreateFinancingReferralInput;
  CreateSalesPacketLinkInput: CreateSalesPacketLinkInput;
  CreateVehicleInput: CreateVehicleInput;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreatedApiToken: ResolverTypeWrapper<Omit<CreatedApiToken, 'apiToken'> & { apiToken: ResolversTypes['ApiToken'] }>;
  CreatedMarketplaceFeed: ResolverTypeWrapper<CreatedMarketplaceFeed>;
  CreatedSalesPacketLink: ResolverTypeWrapper<CreatedSalesPacketLink>;
  CreatedWebhookEndpoint: ResolverTypeWrapper<Omit<CreatedWebhookEndpoint, 'endpoint'> & { endpoint: ResolversTypes['WebhookEndpoint'] }>;
  DamageKind: DamageKind;
  DamageMark: ResolverTypeWrapper<DamageMark>;
  DamageMarkInput: DamageMarkInput;
  DamagePanel: DamagePanel;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Dealer: ResolverTypeWrapper<DealerModel>;
  DealerCadence: ResolverTypeWrapper<DealerCadence>;
  DealerCadenceInput: DealerCadenceInput;
  DealerContact: ResolverTypeWrapper<DealerContact>;
  DealerContactInput: DealerContactInput;
  DealerGroup: ResolverTypeWrapper<DealerGroup>;
  DealerImportRejection: ResolverTypeWrapper<DealerImportRejection>;
  DealerImportResult: ResolverTypeWrapper<DealerImportResult>;
  DealerInput: DealerInput;
  DealerInsightsReport: ResolverTypeWrapper<Omit<DealerInsightsReport, 'vehicles'> & { vehicles: Array<ResolversTypes['DealerInsightsVehicle']> }>;
  DealerInsightsSegment: ResolverTypeWrapper<DealerInsightsSegment>;
  DealerInsightsVehicle: ResolverTypeWrapper<Omit<DealerInsightsVehicle, 'vehicle'> & { vehicle: ResolversTypes['Vehicle'] }>;
  DealerLocationSource: DealerLocationSource;
  DealerMarketInsight: ResolverTypeWrapper<DealerMarketInsight>;
  DealerPriority: DealerPriority;
  DealerVisit: ResolverTypeWrapper<DealerVisitModel>;
  DecideRepairOrderLinesInput: DecideRepairOrderLinesInput;
  DismissAttentionItemInput: DismissAttentionItemInput;
  DismissAttentionItemsInput: DismissAttentionItemsInput;
  DmsConnection: ResolverTypeWrapper<DmsConnection>;
  DmsDelivery: ResolverTypeWrapper<DmsDelivery>;
  DmsDeliveryFormat: DmsDeliveryFormat;
  DmsFeedSecret: ResolverTypeWrapper<DmsFeedSecret>;
  DmsProvider: DmsProvider;
  Event: ResolverTypeWrapper<EventModel>;
  EventConnection: ResolverTypeWrapper<Omit<EventConnection, 'edges'> & { edges: Array<ResolversTypes['EventEdge']> }>;
  EventEdge: ResolverTypeWrapper<Omit<EventEdge, 'node'> & { node: ResolversTypes['Event'] }>;
  ExternalPerson: ResolverTypeWrapper<ExternalPersonModel>;
  FinancingReferral: ResolverTypeWrapper<FinancingReferral>;
  FinancingReferralState: FinancingReferralState;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeoPoint: ResolverTypeWrapper<GeoPoint>;
  GeoPointInput: GeoPointInput;
  Group: ResolverTypeWrapper<GroupModel>;
  GroupStock: ResolverTypeWrapper<GroupStock>;
  GroupStockEdge: ResolverTypeWrapper<GroupStockEdge>;
  GroupStockVehicle: ResolverTypeWrapper<GroupStockVehicle>;
  HistoryActor: ResolverTypeWrapper<HistoryActor>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportMarketRecordsInput: ImportMarketRecordsInput;
  ImportRunListInput: ImportRunListInput;
  ImportVehiclesInput: ImportVehiclesInput;
  ImportWholesaleBookInput: ImportWholesaleBookInput;
  Inspection: ResolverTypeWrapper<InspectionModel>;
  InspectionAnswerInput: InspectionAnswerInput;
  InspectionItem: ResolverTypeWrapper<InspectionItem>;
  InspectionOutcome: InspectionOutcome;
  InspectionResult: InspectionResult;
  InspectionTemplate: ResolverTypeWrapper<InspectionTemplate>;
  InspectionTemplateItem: ResolverTypeWrapper<InspectionTemplateItem>;
  InspectionTemplateSection: ResolverTypeWrapper<InspectionTemplateSection>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InventoryAgingReport: ResolverTypeWrapper<Omit<InventoryAgingReport, 'agedVehicles'> & { agedVehicles: Array<ResolversTypes['AgedVehicleRow']> }>;
  InventoryRequest: ResolverTypeWrapper<InventoryRequest>;
  InventoryRequestConnection: ResolverTypeWrapper<InventoryRequestConnection>;
  InventoryRequestDirection: InventoryRequestDirection;
  InventoryRequestEdge: ResolverTypeWrapper<InventoryRequestEdge>;
  InventoryRequestState: InventoryRequestState;
  InventorySummary: ResolverTypeWrapper<InventorySummary>;
  Invitation: ResolverTypeWrapper<InvitationModel>;
  InvitationPreview: ResolverTypeWrapper<InvitationPreviewModel>;
  InvitationResult: ResolverTypeWrapper<Omit<InvitationResult, 'invitation'> & { invitation: ResolversTypes['Invitation'] }>;
  InviteUserInput: InviteUserInput;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  LeftOutStop: ResolverTypeWrapper<Omit<LeftOutStop, 'dealer'> & { dealer: ResolversTypes['Dealer'] }>;
  LocalDate: ResolverTypeWrapper<Scalars['LocalDate']['output']>;
  LoseAppraisalInput: LoseAppraisalInput;
  MarketChannel: MarketChannel;
  MarketImportRejection: ResolverTypeWrapper<MarketImportRejection>;
  MarketImportResult: ResolverTypeWrapper<MarketImportResult>;
  MarketImportRow: MarketImportRow;
  MarketRecord: ResolverTypeWrapper<MarketRecord>;
  MarketRecordConnection: ResolverTypeWrapper<MarketRecordConnection>;
  MarketRecordEdge: ResolverTypeWrapper<MarketRecordEdge>;
  MarketRecordFilter: MarketRecordFilter;
  MarketRecordInput: MarketRecordInput;
  MarketRecordSource: MarketRecordSource;
  MarketReport: ResolverTypeWrapper<MarketReport>;
  MarketSegmentRow: ResolverTypeWrapper<MarketSegmentRow>;
  MarketplaceFeed: ResolverTypeWrapper<MarketplaceFeed>;
  MarketplaceFeedState: MarketplaceFeedState;
  MarketplaceLead: ResolverTypeWrapper<MarketplaceLead>;
  MarketplaceLeadConnection: ResolverTypeWrapper<MarketplaceLeadConnection>;
  MarketplaceLeadEdge: ResolverTypeWrapper<MarketplaceLeadEdge>;
  MarketplaceLeadState: MarketplaceLeadState;
  MaxBid: ResolverTypeWrapper<MaxBid>;
  MoveReconVehicleInput: MoveReconVehicleInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<NotificationModel>;
  NotificationConnection: ResolverTypeWrapper<Omit<NotificationConnection, 'edges'> & { edges: Array<ResolversTypes['NotificationEdge']> }>;
  NotificationEdge: ResolverTypeWrapper<Omit<NotificationEdge, 'node'> & { node: ResolversTypes['Notification'] }>;
  NotificationKind: NotificationKind;
  NotificationPreference: ResolverTypeWrapper<NotificationPreference>;
  NotificationPreferenceInput: NotificationPreferenceInput;
  NotificationSignal: ResolverTypeWrapper<NotificationSignal>;
  OfferAnchor: ResolverTypeWrapper<OfferAnchor>;
  OfferTerm: OfferTerm;
  OfferWarning: ResolverTypeWrapper<OfferWarning>;
  OfferWarningDirection: OfferWarningDirection;
  Organization: ResolverTypeWrapper<OrganizationModel>;
  OverrideAppraisalOfferInput: OverrideAppraisalOfferInput;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PasswordResetLink: ResolverTypeWrapper<PasswordResetLink>;
  PasswordResetPreview: ResolverTypeWrapper<PasswordResetPreview>;
  PasswordResetRequest: ResolverTypeWrapper<PasswordResetRequest>;
  PasswordResetResult: ResolverTypeWrapper<PasswordResetResult>;
  Permission: ResolverTypeWrapper<PermissionModel>;
  Person: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Person']>;
  Plan: Plan;
  PlanDetails: ResolverTypeWrapper<PlanDetails>;
  PriceReductionAgeRow: ResolverTypeWrapper<PriceReductionAgeRow>;
  PriceToMarketBucket: ResolverTypeWrapper<PriceToMarketBucket>;
  PricingChange: ResolverTypeWrapper<Omit<PricingChange, 'vehicle'> & { vehicle: ResolversTypes['Vehicle'] }>;
  PricingChangeInput: PricingChangeInput;
  PricingDirection: PricingDirection;
  PricingDryRun: ResolverTypeWrapper<Omit<PricingDryRun, 'changes' | 'unchanged' | 'underwater'> & { changes: Array<ResolversTypes['PricingChange']>, unchanged: Array<ResolversTypes['PricingSkip']>, underwater: Array<ResolversTypes['PricingUnderwater']> }>;
  PricingDryRunInput: PricingDryRunInput;
  PricingMethod: PricingMethod;
  PricingReport: ResolverTypeWrapper<PricingReport>;
  PricingRoundingMode: PricingRoundingMode;
  PricingRules: ResolverTypeWrapper<PricingRules>;
  PricingSkip: ResolverTypeWrapper<Omit<PricingSkip, 'vehicle'> & { vehicle: ResolversTypes['Vehicle'] }>;
  PricingStep: ResolverTypeWrapper<PricingStep>;
  PricingStepInput: PricingStepInput;
  PricingStepMove: ResolverTypeWrapper<PricingStepMove>;
  PricingTrendPoint: ResolverTypeWrapper<PricingTrendPoint>;
  PricingUnderwater: ResolverTypeWrapper<Omit<PricingUnderwater, 'vehicle'> & { vehicle: ResolversTypes['Vehicle'] }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReconBoardFilter: ReconBoardFilter;
  ReconBusinessHours: ResolverTypeWrapper<ReconBusinessHours>;
  ReconBusinessHoursInput: ReconBusinessHoursInput;
  ReconEvent: ResolverTypeWrapper<ReconEventModel>;
  ReconMetrics: ResolverTypeWrapper<ReconMetricsModel>;
  ReconOverTargetRow: ResolverTypeWrapper<Omit<ReconOverTargetRow, 'vehicle'> & { vehicle: ResolversTypes['Vehicle'] }>;
  ReconReport: ResolverTypeWrapper<Omit<ReconReport, 'overTargetVehicles' | 'stages'> & { overTargetVehicles: Array<ResolversTypes['ReconOverTargetRow']>, stages: Array<ResolversTypes['ReconStageReportRow']> }>;
  ReconStage: ResolverTypeWrapper<ReconStageModel>;
  ReconStageFigures: ResolverTypeWrapper<ReconStageFiguresModel>;
  ReconStageInput: ReconStageInput;
  ReconStageReportRow: ResolverTypeWrapper<Omit<ReconStageReportRow, 'stage'> & { stage: ResolversTypes['ReconStage'] }>;
  ReconStageTime: ResolverTypeWrapper<ReconStageTimeModel>;
  ReconTimerState: ReconTimerState;
  ReconTrendPoint: ResolverTypeWrapper<ReconTrendPoint>;
  ReconVehicle: ResolverTypeWrapper<ReconVehicleModel>;
  ReconWorkflow: ResolverTypeWrapper<ReconWorkflowModel>;
  RecordVehicleSaleInput: RecordVehicleSaleInput;
  RemoveRepairOrderLineInput: RemoveRepairOrderLineInput;
  RepairFailedItemInput: RepairFailedItemInput;
  RepairLineDecision: RepairLineDecision;
  RepairOrder: ResolverTypeWrapper<RepairOrderModel>;
  RepairOrderApproval: ResolverTypeWrapper<Omit<RepairOrderApproval, 'order' | 'vehicle'> & { order: ResolversTypes['RepairOrder'], vehicle: ResolversTypes['Vehicle'] }>;
  RepairOrderLine: ResolverTypeWrapper<RepairOrderLineModel>;
  RepairOrderLineInput: RepairOrderLineInput;
  RepairOrderStatus: RepairOrderStatus;
  RepairOrderStep: RepairOrderStep;
  ReportFigure: ResolverTypeWrapper<ReportFigure>;
  ReportRange: ResolverTypeWrapper<ReportRange>;
  ReportRangeInput: ReportRangeInput;
  ReportSummarySchedule: ResolverTypeWrapper<ReportSummarySchedule>;
  ReportUnavailable: ResolverTypeWrapper<ReportUnavailable>;
  RequestInventoryInput: RequestInventoryInput;
  Role: Role;
  RouteLeg: ResolverTypeWrapper<Omit<RouteLeg, 'dealer'> & { dealer: ResolversTypes['Dealer'] }>;
  RouteLegDistance: RouteLegDistance;
  RoutePlan: ResolverTypeWrapper<Omit<RoutePlan, 'leftOut' | 'legs'> & { leftOut: Array<ResolversTypes['LeftOutStop']>, legs: Array<ResolversTypes['RouteLeg']> }>;
  RoutePlanInput: RoutePlanInput;
  RouteStopInput: RouteStopInput;
  RunList: ResolverTypeWrapper<RunListModel>;
  RunListImportRejection: ResolverTypeWrapper<RunListImportRejection>;
  RunListImportResult: ResolverTypeWrapper<Omit<RunListImportResult, 'runList'> & { runList?: Maybe<ResolversTypes['RunList']> }>;
  RunListVehicle: ResolverTypeWrapper<RunListVehicleModel>;
  SalesAgeRow: ResolverTypeWrapper<SalesAgeRow>;
  SalesGroupRow: ResolverTypeWrapper<SalesGroupRow>;
  SalesPacket: ResolverTypeWrapper<SalesPacket>;
  SalesPacketInspection: ResolverTypeWrapper<SalesPacketInspection>;
  SalesPacketLink: ResolverTypeWrapper<SalesPacketLink>;
  SalesPacketLinkState: SalesPacketLinkState;
  SalesPacketPhoto: ResolverTypeWrapper<SalesPacketPhoto>;
  SalesPacketRepair: ResolverTypeWrapper<SalesPacketRepair>;
  SalesPacketView: ResolverTypeWrapper<SalesPacketView>;
  SalesReport: ResolverTypeWrapper<SalesReportModel>;
  SalesTrendPoint: ResolverTypeWrapper<SalesTrendPoint>;
  SaveDmsConnectionInput: SaveDmsConnectionInput;
  SetAppraisalReconEstimateInput: SetAppraisalReconEstimateInput;
  SnoozeAttentionItemInput: SnoozeAttentionItemInput;
  SnoozeAttentionItemsInput: SnoozeAttentionItemsInput;
  SortDirection: SortDirection;
  SourcingMatch: ResolverTypeWrapper<SourcingMatchModel>;
  SourcingProposal: ResolverTypeWrapper<SourcingProposal>;
  SourcingTarget: ResolverTypeWrapper<SourcingTargetModel>;
  SourcingTargetInput: SourcingTargetInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TeamMemberConnection: ResolverTypeWrapper<Omit<TeamMemberConnection, 'edges'> & { edges: Array<ResolversTypes['TeamMemberEdge']> }>;
  TeamMemberEdge: ResolverTypeWrapper<Omit<TeamMemberEdge, 'node'> & { node: ResolversTypes['User'] }>;
  TeamMemberFilter: TeamMemberFilter;
  TeamMemberOrder: TeamMemberOrder;
  Territory: ResolverTypeWrapper<TerritoryModel>;
  TerritoryInput: TerritoryInput;
  TerritoryInsights: ResolverTypeWrapper<Omit<TerritoryInsights, 'dealers' | 'territory'> & { dealers: Array<ResolversTypes['Dealer']>, territory: ResolversTypes['Territory'] }>;
  TransportCarrier: ResolverTypeWrapper<TransportCarrier>;
  TransportCarrierInput: TransportCarrierInput;
  TransportOrder: ResolverTypeWrapper<TransportOrderModel>;
  TransportOrderConnection: ResolverTypeWrapper<Omit<TransportOrderConnection, 'edges'> & { edges: Array<ResolversTypes['TransportOrderEdge']> }>;
  TransportOrderEdge: ResolverTypeWrapper<Omit<TransportOrderEdge, 'node'> & { node: ResolversTypes['TransportOrder'] }>;
  TransportOrderInput: TransportOrderInput;
  TransportState: TransportState;
  TurnModelRow: ResolverTypeWrapper<TurnModelRow>;
  TurnReport: ResolverTypeWrapper<TurnReport>;
  TurnTrendPoint: ResolverTypeWrapper<TurnTrendPoint>;
  UpdateAppraisalInput: UpdateAppraisalInput;
  UpdateOrganizationChecklistItemInput: UpdateOrganizationChecklistItemInput;
  UpdateOrganizationSettingInput: UpdateOrganizationSettingInput;
  UpdatePricingRulesInput: UpdatePricingRulesInput;
  UpdateReconWorkflowInput: UpdateReconWorkflowInput;
  UpdateReportSummaryScheduleInput: UpdateReportSummaryScheduleInput;
  UpdateVehicleInput: UpdateVehicleInput;
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  User: ResolverTypeWrapper<UserModel>;
  UserType: UserType;
  Valuation: ResolverTypeWrapper<Valuation>;
  ValuationProvenance: ResolverTypeWrapper<ValuationProvenance>;
  ValuationSource: ValuationSource;
  ValuationSubject: ResolverTypeWrapper<ValuationSubject>;
  ValuationVehicleInput: ValuationVehicleInput;
  Valuations: ResolverTypeWrapper<Valuations>;
  Vehicle: ResolverTypeWrapper<VehicleModel>;
  VehicleAgeBucket: VehicleAgeBucket;
  VehicleAgeBucketCount: ResolverTypeWrapper<VehicleAgeBucketCountModel>;
  VehicleConnection: ResolverTypeWrapper<VehicleConnectionModel>;
  VehicleEdge: ResolverTypeWrapper<Omit<VehicleEdge, 'node'> & { node: ResolversTypes['Vehicle'] }>;
  VehicleFilter: VehicleFilter;
  VehicleImportRejection: ResolverTypeWrapper<VehicleImportRejection>;
  VehicleImportResult: ResolverTypeWrapper<VehicleImportResult>;
  VehicleImportRow: VehicleImportRow;
  VehicleMakeCount: ResolverTypeWrapper<VehicleMakeCount>;
  VehicleOrder: VehicleOrder;
  VehiclePhoto: ResolverTypeWrapper<VehiclePhotoModel>;
  VehiclePriceChange: ResolverTypeWrapper<VehiclePriceChangeModel>;
  VehiclePricing: ResolverTypeWrapper<Omit<VehiclePricing, 'vehicle'> & { vehicle: ResolversTypes['Vehicle'] }>;
  VehiclePricingFilter: VehiclePricingFilter;
  VehicleReconPosition: ResolverTypeWrapper<VehicleReconPositionModel>;
  VehicleSale: ResolverTypeWrapper<VehicleSaleModel>;
  VehicleSaleConnection: ResolverTypeWrapper<Omit<VehicleSaleConnection, 'nodes'> & { nodes: Array<ResolversTypes['VehicleSaleRow']> }>;
  VehicleSaleInput: VehicleSaleInput;
  VehicleSaleRow: ResolverTypeWrapper<Omit<VehicleSaleRow, 'sale' | 'vehicle'> & { sale: ResolversTypes['VehicleSale'], vehicle: ResolversTypes['Vehicle'] }>;
  VehicleSortField: VehicleSortField;
  VehicleStatus: VehicleStatus;
  VehicleStatusChange: ResolverTypeWrapper<VehicleStatusChangeModel>;
  VinCheck: ResolverTypeWrapper<VinCheckModel>;
  VinDecoding: ResolverTypeWrapper<VinDecodingModel>;
  VinRegion: VinRegion;
  VisitOutcome: VisitOutcome;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryModel>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpointModel>;
  WebhookEndpointState: WebhookEndpointState;
  WholesaleBookRow: WholesaleBookRow;
  WinAppraisalInput: WinAppraisalInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AcceptInvitationInput: AcceptInvitationInput;
  AddMarketRecordsInput: AddMarketRecordsInput;
  AddMarketRecordsResult: AddMarketRecordsResult;
  AddRepairOrderLineInput: AddRepairOrderLineInput;
  AdvanceRepairOrderInput: AdvanceRepairOrderInput;
  AgedVehicleRow: Omit<AgedVehicleRow, 'vehicle'> & { vehicle: ResolversParentTypes['Vehicle'] };
  AgentTask: AgentTaskModel;
  AgentTaskInput: AgentTaskInput;
  AgingBucketRow: AgingBucketRow;
  AgingModelRow: AgingModelRow;
  AgingTrendPoint: AgingTrendPoint;
  AnalyticsDailyCount: AnalyticsDailyCount;
  AnalyticsEvent: AnalyticsEventModel;
  AnalyticsEventConnection: Omit<AnalyticsEventConnection, 'edges'> & { edges: Array<ResolversParentTypes['AnalyticsEventEdge']> };
  AnalyticsEventEdge: Omit<AnalyticsEventEdge, 'node'> & { node: ResolversParentTypes['AnalyticsEvent'] };
  AnalyticsEventFilter: AnalyticsEventFilter;
  AnswerInspectionItemsInput: AnswerInspectionItemsInput;
  ApiToken: ApiTokenModel;
  ApplyPricingChangesInput: ApplyPricingChangesInput;
  ApplyPricingChangesResult: Omit<ApplyPricingChangesResult, 'applied' | 'skipped'> & { applied: Array<ResolversParentTypes['Vehicle']>, skipped: Array<ResolversParentTypes['PricingSkip']> };
  Appraisal: AppraisalModel;
  AppraisalConnection: Omit<AppraisalConnection, 'edges'> & { edges: Array<ResolversParentTypes['AppraisalEdge']> };
  AppraisalCustomer: AppraisalCustomer;
  AppraisalCustomerInput: AppraisalCustomerInput;
  AppraisalEdge: Omit<AppraisalEdge, 'node'> & { node: ResolversParentTypes['Appraisal'] };
  AppraisalFigureReport: AppraisalFigureReport;
  AppraisalFigures: AppraisalFigures;
  AppraisalFilter: AppraisalFilter;
  AppraisalLostReasonRow: AppraisalLostReasonRow;
  AppraisalOffer: AppraisalOffer;
  AppraisalReconLine: AppraisalReconLine;
  AppraisalReconLineInput: AppraisalReconLineInput;
  AppraisalReport: AppraisalReport;
  AppraisalTrendPoint: AppraisalTrendPoint;
  AssignReconVehicleInput: AssignReconVehicleInput;
  AttentionAction: AttentionAction;
  AttentionInactiveRule: AttentionInactiveRule;
  AttentionItem: AttentionItemModel;
  AttentionItemsFilter: AttentionItemsFilter;
  AttentionQueue: Omit<AttentionQueue, 'items'> & { items: Array<ResolversParentTypes['AttentionItem']> };
  AttentionRuleCount: AttentionRuleCount;
  AuditEntry: AuditEntryModel;
  AuditEntryConnection: Omit<AuditEntryConnection, 'edges'> & { edges: Array<ResolversParentTypes['AuditEntryEdge']> };
  AuditEntryEdge: Omit<AuditEntryEdge, 'node'> & { node: ResolversParentTypes['AuditEntry'] };
  AuditLogFilter: AuditLogFilter;
  BillOfLadingInput: BillOfLadingInput;
  BillOfLadingInspection: BillOfLadingInspection;
  Billing: BillingModel;
  Boolean: Scalars['Boolean']['output'];
  ChangeVehiclePriceInput: ChangeVehiclePriceInput;
  ChangeVehicleStatusInput: ChangeVehicleStatusInput;
  ChangeVehicleStatusesInput: ChangeVehicleStatusesInput;
  ChangeVehicleStatusesResult: Omit<ChangeVehicleStatusesResult, 'vehicles'> & { vehicles: Array<ResolversParentTypes['Vehicle']> };
  CheckInInput: CheckInInput;
  Comparable: Comparable;
  Comparables: Comparables;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateAppraisalInput: CreateAppraisalInput;
  CreateFinancingReferralInput: CreateFinancingReferralInput;
  CreateSalesPacketLinkInput: CreateSalesPacketLinkInput;
  CreateVehicleInput: CreateVehicleInput;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreatedApiToken: Omit<CreatedApiToken, 'apiToken'> & { apiToken: ResolversParentTypes['ApiToken'] };
  CreatedMarketplaceFeed: CreatedMarketplaceFeed;
  CreatedSalesPacketLink: CreatedSalesPacketLink;
  CreatedWebhookEndpoint: Omit<CreatedWebhookEndpoint, 'endpoint'> & { endpoint: ResolversParentTypes['WebhookEndpoint'] };
  DamageMark: DamageMark;
  DamageMarkInput: DamageMarkInput;
  DateTime: Scalars['DateTime']['output'];
  Dealer: DealerModel;
  DealerCadence: DealerCadence;
  DealerCadenceInput: DealerCadenceInput;
  DealerContact: DealerContact;
  DealerContactInput: DealerContactInput;
  DealerGroup: DealerGroup;
  DealerImportRejection: DealerImportRejection;
  DealerImportResult: DealerImportResult;
  DealerInput: DealerInput;
  DealerInsightsReport: Omit<DealerInsightsReport, 'vehicles'> & { vehicles: Array<ResolversParentTypes['DealerInsightsVehicle']> };
  DealerInsightsSegment: DealerInsightsSegment;
  DealerInsightsVehicle: Omit<DealerInsightsVehicle, 'vehicle'> & { vehicle: ResolversParentTypes['Vehicle'] };
  DealerMarketInsight: DealerMarketInsight;
  DealerVisit: DealerVisitModel;
  DecideRepairOrderLinesInput: DecideRepairOrderLinesInput;
  DismissAttentionItemInput: DismissAttentionItemInput;
  DismissAttentionItemsInput: DismissAttentionItemsInput;
  DmsConnection: DmsConnection;
  DmsDelivery: DmsDelivery;
  DmsFeedSecret: DmsFeedSecret;
  Event: EventModel;
  EventConnection: Omit<EventConnection, 'edges'> & { edges: Array<ResolversParentTypes['EventEdge']> };
  EventEdge: Omit<EventEdge, 'node'> & { node: ResolversParentTypes['Event'] };
  ExternalPerson: ExternalPersonModel;
  FinancingReferral: FinancingReferral;
  Float: Scalars['Float']['output'];
  GeoPoint: GeoPoint;
  GeoPointInput: GeoPointInput;
  Group: GroupModel;
  GroupStock: GroupStock;
  GroupStockEdge: GroupStockEdge;
  GroupStockVehicle: GroupStockVehicle;
  HistoryActor: HistoryActor;
  ID: Scalars['ID']['output'];
  ImportMarketRecordsInput: ImportMarketRecordsInput;
  ImportRunListInput: ImportRunListInput;
  ImportVehiclesInput: ImportVehiclesInput;
  ImportWholesaleBookInput: ImportWholesaleBookInput;
  Inspection: InspectionModel;
  InspectionAnswerInput: InspectionAnswerInput;
  InspectionItem: InspectionItem;
  InspectionTemplate: InspectionTemplate;
  InspectionTemplateItem: InspectionTemplateItem;
  InspectionTemplateSection: InspectionTemplateSection;
  Int: Scalars['Int']['output'];
  InventoryAgingReport: Omit<InventoryAgingReport, 'agedVehicles'> & { agedVehicles: Array<ResolversParentTypes['AgedVehicleRow']> };
  InventoryRequest: InventoryRequest;
  InventoryRequestConnection: InventoryRequestConnection;
  InventoryRequestEdge: InventoryRequestEdge;
  InventorySummary: InventorySummary;
  Invitation: InvitationModel;
  InvitationPreview: InvitationPreviewModel;
  InvitationResult: Omit<InvitationResult, 'invitation'> & { invitation: ResolversParentTypes['Invitation'] };
  InviteUserInput: InviteUserInput;
  JSON: Scalars['JSON']['output'];
  JSONObject: Scalars['JSONObject']['output'];
  LeftOutStop: Omit<LeftOutStop, 'dealer'> & { dealer: ResolversParentTypes['Dealer'] };
  LocalDate: Scalars['LocalDate']['output'];
  LoseAppraisalInput: LoseAppraisalInput;
  MarketImportRejection: MarketImportRejection;
  MarketImportResult: MarketImportResult;
  MarketImportRow: MarketImportRow;
  MarketRecord: MarketRecord;
  MarketRecordConnection: MarketRecordConnection;
  MarketRecordEdge: MarketRecordEdge;
  MarketRecordFilter: MarketRecordFilter;
  MarketRecordInput: MarketRecordInput;
  MarketReport: MarketReport;
  MarketSegmentRow: MarketSegmentRow;
  MarketplaceFeed: MarketplaceFeed;
  MarketplaceLead: MarketplaceLead;
  MarketplaceLeadConnection: MarketplaceLeadConnection;
  MarketplaceLeadEdge: MarketplaceLeadEdge;
  MaxBid: MaxBid;
  MoveReconVehicleInput: MoveReconVehicleInput;
  Mutation: Record<PropertyKey, never>;
  Notification: NotificationModel;
  NotificationConnection: Omit<NotificationConnection, 'edges'> & { edges: Array<ResolversParentTypes['NotificationEdge']> };
  NotificationEdge: Omit<NotificationEdge, 'node'> & { node: ResolversParentTypes['Notification'] };
  NotificationPreference: NotificationPreference;
  NotificationPreferenceInput: NotificationPreferenceInput;
  NotificationSignal: NotificationSignal;
  OfferAnchor: OfferAnchor;
  OfferWarning: OfferWarning;
  Organization: OrganizationModel;
  OverrideAppraisalOfferInput: OverrideAppraisalOfferInput;
  PageInfo: PageInfo;
  PasswordResetLink: PasswordResetLink;
  PasswordResetPreview: PasswordResetPreview;
  PasswordResetRequest: PasswordResetRequest;
  PasswordResetResult: PasswordResetResult;
  Permission: PermissionModel;
  Person: ResolversInterfaceTypes<ResolversParentTypes>['Person'];
  PlanDetails: PlanDetails;
  PriceReductionAgeRow: PriceReductionAgeRow;
  PriceToMarketBucket: PriceToMarketBucket;
  PricingChange: Omit<PricingChange, 'vehicle'> & { vehicle: ResolversParentTypes['Vehicle'] };
  PricingChangeInput: PricingChangeInput;
  PricingDryRun: Omit<PricingDryRun, 'changes' | 'unchanged' | 'underwater'> & { changes: Array<ResolversParentTypes['PricingChange']>, unchanged: Array<ResolversParentTypes['PricingSkip']>, underwater: Array<ResolversParentTypes['PricingUnderwater']> };
  PricingDryRunInput: PricingDryRunInput;
  PricingReport: PricingReport;
  PricingRules: PricingRules;
  PricingSkip: Omit<PricingSkip, 'vehicle'> & { vehicle: ResolversParentTypes['Vehicle'] };
  PricingStep: PricingStep;
  PricingStepInput: PricingStepInput;
  PricingStepMove: PricingStepMove;
  PricingTrendPoint: PricingTrendPoint;
  PricingUnderwater: Omit<PricingUnderwater, 'vehicle'> & { vehicle: ResolversParentTypes['Vehicle'] };
  Query: Record<PropertyKey, never>;
  ReconBoardFilter: ReconBoardFilter;
  ReconBusinessHours: ReconBusinessHours;
  ReconBusinessHoursInput: ReconBusinessHoursInput;
  ReconEvent: ReconEventModel;
  ReconMetrics: ReconMetricsModel;
  ReconOverTargetRow: Omit<ReconOverTargetRow, 'vehicle'> & { vehicle: ResolversParentTypes['Vehicle'] };
  ReconReport: Omit<ReconReport, 'overTargetVehicles' | 'stages'> & { overTargetVehicles: Array<ResolversParentTypes['ReconOverTargetRow']>, stages: Array<ResolversParentTypes['ReconStageReportRow']> };
  ReconStage: ReconStageModel;
  ReconStageFigures: ReconStageFiguresModel;
  ReconStageInput: ReconStageInput;
  ReconStageReportRow: Omit<ReconStageReportRow, 'stage'> & { stage: ResolversParentTypes['ReconStage'] };
  ReconStageTime: ReconStageTimeModel;
  ReconTrendPoint: ReconTrendPoint;
  ReconVehicle: ReconVehicleModel;
  ReconWorkflow: ReconWorkflowModel;
  RecordVehicleSaleInput: RecordVehicleSaleInput;
  RemoveRepairOrderLineInput: RemoveRepairOrderLineInput;
  RepairFailedItemInput: RepairFailedItemInput;
  RepairOrder: RepairOrderModel;
  RepairOrderApproval: Omit<RepairOrderApproval, 'order' | 'vehicle'> & { order: ResolversParentTypes['RepairOrder'], vehicle: ResolversParentTypes['Vehicle'] };
  RepairOrderLine: RepairOrderLineModel;
  RepairOrderLineInput: RepairOrderLineInput;
  ReportFigure: ReportFigure;
  ReportRange: ReportRange;
  ReportRangeInput: ReportRangeInput;
  ReportSummarySchedule: ReportSummarySchedule;
  ReportUnavailable: ReportUnavailable;
  RequestInventoryInput: RequestInventoryInput;
  RouteLeg: Omit<RouteLeg, 'dealer'> & { dealer: ResolversParentTypes['Dealer'] };
  RoutePlan: Omit<RoutePlan, 'leftOut' | 'legs'> & { leftOut: Array<ResolversParentTypes['LeftOutStop']>, legs: Array<ResolversParentTypes['RouteLeg']> };
  RoutePlanInput: RoutePlanInput;
  RouteStopInput: RouteStopInput;
  RunList: RunListModel;
  RunListImportRejection: RunListImportRejection;
  RunListImportResult: Omit<RunListImportResult, 'runList'> & { runList?: Maybe<ResolversParentTypes['RunList']> };
  RunListVehicle: RunListVehicleModel;
  SalesAgeRow: SalesAgeRow;
  SalesGroupRow: SalesGroupRow;
  SalesPacket: SalesPacket;
  SalesPacketInspection: SalesPacketInspection;
  SalesPacketLink: SalesPacketLink;
  SalesPacketPhoto: SalesPacketPhoto;
  SalesPacketRepair: SalesPacketRepair;
  SalesPacketView: SalesPacketView;
  SalesReport: SalesReportModel;
  SalesTrendPoint: SalesTrendPoint;
  SaveDmsConnectionInput: SaveDmsConnectionInput;
  SetAppraisalReconEstimateInput: SetAppraisalReconEstimateInput;
  SnoozeAttentionItemInput: SnoozeAttentionItemInput;
  SnoozeAttentionItemsInput: SnoozeAttentionItemsInput;
  SourcingMatch: SourcingMatchModel;
  SourcingProposal: SourcingProposal;
  SourcingTarget: SourcingTargetModel;
  SourcingTargetInput: SourcingTargetInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TeamMemberConnection: Omit<TeamMemberConnection, 'edges'> & { edges: Array<ResolversParentTypes['TeamMemberEdge']> };
  TeamMemberEdge: Omit<TeamMemberEdge, 'node'> & { node: ResolversParentTypes['User'] };
  TeamMemberFilter: TeamMemberFilter;
  Territory: TerritoryModel;
  TerritoryInput: TerritoryInput;
  TerritoryInsights: Omit<TerritoryInsights, 'dealers' | 'territory'> & { dealers: Array<ResolversParentTypes['Dealer']>, territory: ResolversParentTypes['Territory'] };
  TransportCarrier: TransportCarrier;
  TransportCarrierInput: TransportCarrierInput;
  TransportOrder: TransportOrderModel;
  TransportOrderConnection: Omit<TransportOrderConnection, 'edges'> & { edges: Array<ResolversParentTypes['TransportOrderEdge']> };
  TransportOrderEdge: Omit<TransportOrderEdge, 'node'> & { node: ResolversParentTypes['TransportOrder'] };
  TransportOrderInput: TransportOrderInput;
  TurnModelRow: TurnModelRow;
  TurnReport: TurnReport;
  TurnTrendPoint: TurnTrendPoint;
  UpdateAppraisalInput: UpdateAppraisalInput;
  UpdateOrganizationChecklistItemInput: UpdateOrganizationChecklistItemInput;
  UpdateOrganizationSettingInput: UpdateOrganizationSettingInput;
  UpdatePricingRulesInput: UpdatePricingRulesInput;
  UpdateReconWorkflowInput: UpdateReconWorkflowInput;
  UpdateReportSummaryScheduleInput: UpdateReportSummaryScheduleInput;
  UpdateVehicleInput: UpdateVehicleInput;
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  User: UserModel;
  Valuation: Valuation;
  ValuationProvenance: ValuationProvenance;
  ValuationSubject: ValuationSubject;
  ValuationVehicleInput: ValuationVehicleInput;
  Valuations: Valuations;
  Vehicle: VehicleModel;
  VehicleAgeBucketCount: VehicleAgeBucketCountModel;
  VehicleConnection: VehicleConnectionModel;
  VehicleEdge: Omit<VehicleEdge, 'node'> & { node: ResolversParentTypes['Vehicle'] };
  VehicleFilter: VehicleFilter;
  VehicleImportRejection: VehicleImportRejection;
  VehicleImportResult: VehicleImportResult;
  VehicleImportRow: VehicleImportRow;
  VehicleMakeCount: VehicleMakeCount;
  VehicleOrder: VehicleOrder;
  VehiclePhoto: VehiclePhotoModel;
  VehiclePriceChange: VehiclePriceChangeModel;
  VehiclePricing: Omit<VehiclePricing, 'vehicle'> & { vehicle: ResolversParentTypes['Vehicle'] };
  VehiclePricingFilter: VehiclePricingFilter;
  VehicleReconPosition: VehicleReconPositionModel;
  VehicleSale: VehicleSaleModel;
  VehicleSaleConnection: Omit<VehicleSaleConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['VehicleSaleRow']> };
  VehicleSaleInput: VehicleSaleInput;
  VehicleSaleRow: Omit<VehicleSaleRow, 'sale' | 'vehicle'> & { sale: ResolversParentTypes['VehicleSale'], vehicle: ResolversParentTypes['Vehicle'] };
  VehicleStatusChange: VehicleStatusChangeModel;
  VinCheck: VinCheckModel;
  VinDecoding: VinDecodingModel;
  WebhookDelivery: WebhookDeliveryModel;
  WebhookEndpoint: WebhookEndpointModel;
  WholesaleBookRow: WholesaleBookRow;
  WinAppraisalInput: WinAppraisalInput;
}>;

export type AddMarketRecordsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddMarketRecordsResult'] = ResolversParentTypes['AddMarketRecordsResult']> = ResolversObject<{
  stored?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AgedVehicleRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgedVehicleRow'] = ResolversParentTypes['AgedVehicleRow']> = ResolversObject<{
  ageDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  costCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  listPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
}>;

export type AgentTaskResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgentTask'] = ResolversParentTypes['AgentTask']> = ResolversObject<{
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType>;
  dueOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['AgentTaskState'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AgingBucketRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgingBucketRow'] = ResolversParentTypes['AgingBucketRow']> = ResolversObject<{
  bucket?: Resolver<ResolversTypes['VehicleAgeBucket'], ParentType, ContextType>;
  costCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  listValueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitsShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type AgingModelRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgingModelRow'] = ResolversParentTypes['AgingModelRow']> = ResolversObject<{
  agedUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageAgeDays?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  costCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  listValueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AgingTrendPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgingTrendPoint'] = ResolversParentTypes['AgingTrendPoint']> = ResolversObject<{
  agedUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  unitsInStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AnalyticsDailyCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsDailyCount'] = ResolversParentTypes['AnalyticsDailyCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AnalyticsEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsEvent'] = ResolversParentTypes['AnalyticsEvent']> = ResolversObject<{
  anonymousId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  component?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  custom?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type AnalyticsEventConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsEventConnection'] = ResolversParentTypes['AnalyticsEventConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AnalyticsEventEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type AnalyticsEventEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsEventEdge'] = ResolversParentTypes['AnalyticsEventEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AnalyticsEvent'], ParentType, ContextType>;
}>;

export type ApiTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['ApiTokenScope']>, ParentType, ContextType>;
}>;

export type ApplyPricingChangesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplyPricingChangesResult'] = ResolversParentTypes['ApplyPricingChangesResult']> = ResolversObject<{
  applied?: Resolver<Array<ResolversTypes['Vehicle']>, ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['PricingSkip']>, ParentType, ContextType>;
}>;

export type AppraisalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Appraisal'] = ResolversParentTypes['Appraisal']> = ResolversObject<{
  ageDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  appraiser?: Resolver<Maybe<ResolversTypes['HistoryActor']>, ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  condition?: Resolver<ResolversTypes['ConditionGrade'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['AppraisalCustomer'], ParentType, ContextType>;
  exteriorColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AppraisalKind'], ParentType, ContextType>;
  lostNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lostReason?: Resolver<Maybe<ResolversTypes['AppraisalLostReason']>, ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mileage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['AppraisalOffer'], ParentType, ContextType>;
  offeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  purchasePriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reconLines?: Resolver<Array<ResolversTypes['AppraisalReconLine']>, ParentType, ContextType>;
  reconTemplateKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['AppraisalState'], ParentType, ContextType>;
  trim?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  valuations?: Resolver<ResolversTypes['Valuations'], ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
  vin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vinCheckDigitAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AppraisalConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppraisalConnection'] = ResolversParentTypes['AppraisalConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AppraisalEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AppraisalCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppraisalCustomer'] = ResolversParentTypes['AppraisalCustomer']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AppraisalEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppraisalEdge'] = ResolversParentTypes['AppraisalEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Appraisal'], ParentType, ContextType>;
}>;

export type AppraisalFigureReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppraisalFigureReport'] = ResolversParentTypes['AppraisalFigureReport']> = ResolversObject<{
  byAppraiser?: Resolver<Array<ResolversTypes['AppraisalFigures']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  store?: Resolver<ResolversTypes['AppraisalFigures'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
}>;

export type AppraisalFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppraisalFigures'] = ResolversParentTypes['AppraisalFigures']> = ResolversObject<{
  appraiser?: Resolver<Maybe<ResolversTypes['HistoryActor']>, ParentType, ContextType>;
  costToMarket?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lookToBook?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  made?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offerToAuctionIndex?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  won?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AppraisalLostReasonRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppraisalLostReasonRow'] = ResolversParentTypes['AppraisalLostReasonRow']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['AppraisalLostReason'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type AppraisalOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppraisalOffer'] = ResolversParentTypes['AppraisalOffer']> = ResolversObject<{
  auctionIndex?: Resolver<Maybe<ResolversTypes['OfferAnchor']>, ParentType, ContextType>;
  expectedDaysToSale?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expectedRetailCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expectedRetailSource?: Resolver<Maybe<ResolversTypes['ValuationSource']>, ParentType, ContextType>;
  feesCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holdingCostCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marketDaysSupply?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  offerCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  overrideCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  overrideReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proposedCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reconCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetDaysToSale?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetGrossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transportCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['OfferWarning']>, ParentType, ContextType>;
  wholesaleBook?: Resolver<Maybe<ResolversTypes['OfferAnchor']>, ParentType, ContextType>;
}>;

export type AppraisalReconLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppraisalReconLine'] = ResolversParentTypes['AppraisalReconLine']> = ResolversObject<{
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AppraisalReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppraisalReport'] = ResolversParentTypes['AppraisalReport']> = ResolversObject<{
  byAppraiser?: Resolver<Array<ResolversTypes['AppraisalFigures']>, ParentType, ContextType>;
  costToMarketShare?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  lookToBookShare?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  lost?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  lostReasons?: Resolver<Array<ResolversTypes['AppraisalLostReasonRow']>, ParentType, ContextType>;
  made?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  previousRange?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
  range?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
  trend?: Resolver<Array<ResolversTypes['AppraisalTrendPoint']>, ParentType, ContextType>;
  unavailable?: Resolver<Maybe<ResolversTypes['ReportUnavailable']>, ParentType, ContextType>;
  won?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
}>;

export type AppraisalTrendPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppraisalTrendPoint'] = ResolversParentTypes['AppraisalTrendPoint']> = ResolversObject<{
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  made?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  won?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AttentionActionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttentionAction'] = ResolversParentTypes['AttentionAction']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['HistoryActor']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['AttentionItemState'], ParentType, ContextType>;
}>;

export type AttentionInactiveRuleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttentionInactiveRule'] = ResolversParentTypes['AttentionInactiveRule']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['AttentionRule'], ParentType, ContextType>;
}>;

export type AttentionItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttentionItem'] = ResolversParentTypes['AttentionItem']> = ResolversObject<{
  appraisal?: Resolver<Maybe<ResolversTypes['Appraisal']>, ParentType, ContextType>;
  assignee?: Resolver<Maybe<ResolversTypes['HistoryActor']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAction?: Resolver<Maybe<ResolversTypes['AttentionAction']>, ParentType, ContextType>;
  moneyAtRiskCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  repairOrder?: Resolver<Maybe<ResolversTypes['RepairOrder']>, ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['AttentionRule'], ParentType, ContextType>;
  ruleLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  snoozedUntil?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['AttentionItemState'], ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
}>;

export type AttentionQueueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttentionQueue'] = ResolversParentTypes['AttentionQueue']> = ResolversObject<{
  countsByRule?: Resolver<Array<ResolversTypes['AttentionRuleCount']>, ParentType, ContextType>;
  inactiveRules?: Resolver<Array<ResolversTypes['AttentionInactiveRule']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AttentionItem']>, ParentType, ContextType>;
  mineOpen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AttentionRuleCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttentionRuleCount'] = ResolversParentTypes['AttentionRuleCount']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moneyAtRiskCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['AttentionRule'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  actorTokenId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditEntryConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntryConnection'] = ResolversParentTypes['AuditEntryConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AuditEntryEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type AuditEntryEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntryEdge'] = ResolversParentTypes['AuditEntryEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AuditEntry'], ParentType, ContextType>;
}>;

export type BillOfLadingInspectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillOfLadingInspection'] = ResolversParentTypes['BillOfLadingInspection']> = ResolversObject<{
  damages?: Resolver<Array<ResolversTypes['DamageMark']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  signerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['BillOfLadingStage'], ParentType, ContextType>;
}>;

export type BillingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Billing'] = ResolversParentTypes['Billing']> = ResolversObject<{
  availablePlans?: Resolver<Array<ResolversTypes['PlanDetails']>, ParentType, ContextType>;
  enabledFeatures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  pendingInvitations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['PlanDetails'], ParentType, ContextType>;
  seatsInUse?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ChangeVehicleStatusesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangeVehicleStatusesResult'] = ResolversParentTypes['ChangeVehicleStatusesResult']> = ResolversObject<{
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vehicles?: Resolver<Array<ResolversTypes['Vehicle']>, ParentType, ContextType>;
}>;

export type ComparableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Comparable'] = ResolversParentTypes['Comparable']> = ResolversObject<{
  adjustedPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  distanceMiles?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  record?: Resolver<ResolversTypes['MarketRecord'], ParentType, ContextType>;
}>;

export type ComparablesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Comparables'] = ResolversParentTypes['Comparables']> = ResolversObject<{
  asOf?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  comparables?: Resolver<Array<ResolversTypes['Comparable']>, ParentType, ContextType>;
  radiusMiles?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['ValuationSubject'], ParentType, ContextType>;
}>;

export type CreatedApiTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedApiToken'] = ResolversParentTypes['CreatedApiToken']> = ResolversObject<{
  apiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatedMarketplaceFeedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedMarketplaceFeed'] = ResolversParentTypes['CreatedMarketplaceFeed']> = ResolversObject<{
  csvUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feed?: Resolver<ResolversTypes['MarketplaceFeed'], ParentType, ContextType>;
  leadSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  xmlUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatedSalesPacketLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedSalesPacketLink'] = ResolversParentTypes['CreatedSalesPacketLink']> = ResolversObject<{
  emailedTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<ResolversTypes['SalesPacketLink'], ParentType, ContextType>;
  textMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatedWebhookEndpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedWebhookEndpoint'] = ResolversParentTypes['CreatedWebhookEndpoint']> = ResolversObject<{
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DamageMarkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DamageMark'] = ResolversParentTypes['DamageMark']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['DamageKind'], ParentType, ContextType>;
  panel?: Resolver<ResolversTypes['DamagePanel'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DealerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Dealer'] = ResolversParentTypes['Dealer']> = ResolversObject<{
  approximateLocation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['DealerContact']>, ParentType, ContextType>;
  daysOverdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastVisitOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['GeoPoint'], ParentType, ContextType>;
  locationSource?: Resolver<ResolversTypes['DealerLocationSource'], ParentType, ContextType>;
  market?: Resolver<Maybe<ResolversTypes['DealerMarketInsight']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextDueOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openTasks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ownerAgent?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['DealerPriority'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tasks?: Resolver<Array<ResolversTypes['AgentTask']>, ParentType, ContextType, Partial<DealerTasksArgs>>;
  territory?: Resolver<Maybe<ResolversTypes['Territory']>, ParentType, ContextType>;
  visits?: Resolver<Array<ResolversTypes['DealerVisit']>, ParentType, ContextType, RequireFields<DealerVisitsArgs, 'first'>>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DealerCadenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DealerCadence'] = ResolversParentTypes['DealerCadence']> = ResolversObject<{
  p1?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  p2?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  p3?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DealerContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DealerContact'] = ResolversParentTypes['DealerContact']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DealerGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DealerGroup'] = ResolversParentTypes['DealerGroup']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DealerImportRejectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DealerImportRejection'] = ResolversParentTypes['DealerImportRejection']> = ResolversObject<{
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DealerImportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DealerImportResult'] = ResolversParentTypes['DealerImportResult']> = ResolversObject<{
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rejected?: Resolver<Array<ResolversTypes['DealerImportRejection']>, ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DealerInsightsReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DealerInsightsReport'] = ResolversParentTypes['DealerInsightsReport']> = ResolversObject<{
  agedUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  daysSupply?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fastSellers?: Resolver<Array<ResolversTypes['DealerInsightsSegment']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marketAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceToMarket?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  vehicles?: Resolver<Array<ResolversTypes['DealerInsightsVehicle']>, ParentType, ContextType>;
}>;

export type DealerInsightsSegmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DealerInsightsSegment'] = ResolversParentTypes['DealerInsightsSegment']> = ResolversObject<{
  averagePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  marketDaysSupply?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ownUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  segment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  soldLast45Days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DealerInsightsVehicleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DealerInsightsVehicle'] = ResolversParentTypes['DealerInsightsVehicle']> = ResolversObject<{
  daysInStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marketDaysSupply?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceToMarket?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
}>;

export type DealerMarketInsightResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DealerMarketInsight'] = ResolversParentTypes['DealerMarketInsight']> = ResolversObject<{
  agedShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  averageDaysOnLot?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  listings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceToMarket?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  pricedListings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  soldLast30Days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DealerVisitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DealerVisit'] = ResolversParentTypes['DealerVisit']> = ResolversObject<{
  agent?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  checkedInAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextStep?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['VisitOutcome'], ParentType, ContextType>;
}>;

export type DmsConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DmsConnection'] = ResolversParentTypes['DmsConnection']> = ResolversObject<{
  credentialsSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dealerId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  encryptionConfigured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feedSecretCreatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  feedSecretSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['DmsProvider'], ParentType, ContextType>;
  providerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type DmsDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DmsDelivery'] = ResolversParentTypes['DmsDelivery']> = ResolversObject<{
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['DmsDeliveryFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rejected?: Resolver<Array<ResolversTypes['VehicleImportRejection']>, ParentType, ContextType>;
  rejectedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DmsFeedSecretResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DmsFeedSecret'] = ResolversParentTypes['DmsFeedSecret']> = ResolversObject<{
  connection?: Resolver<ResolversTypes['DmsConnection'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = ResolversObject<{
  actor?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  data?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EventConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventConnection'] = ResolversParentTypes['EventConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['EventEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type EventEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventEdge'] = ResolversParentTypes['EventEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
}>;

export type ExternalPersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExternalPerson'] = ResolversParentTypes['ExternalPerson']> = ResolversObject<{
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FinancingReferralResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FinancingReferral'] = ResolversParentTypes['FinancingReferral']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  partner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referredBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['FinancingReferralState'], ParentType, ContextType>;
  stateChangedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  stockNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vehicleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vehicleTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GeoPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeoPoint'] = ResolversParentTypes['GeoPoint']> = ResolversObject<{
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type GroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GroupStockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupStock'] = ResolversParentTypes['GroupStock']> = ResolversObject<{
  dealerGroup?: Resolver<Maybe<ResolversTypes['DealerGroup']>, ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['GroupStockEdge']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GroupStockEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupStockEdge'] = ResolversParentTypes['GroupStockEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['GroupStockVehicle'], ParentType, ContextType>;
}>;

export type GroupStockVehicleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupStockVehicle'] = ResolversParentTypes['GroupStockVehicle']> = ResolversObject<{
  daysInStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mileage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rooftop?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VehicleStatus'], ParentType, ContextType>;
  trim?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HistoryActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryActor'] = ResolversParentTypes['HistoryActor']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InspectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Inspection'] = ResolversParentTypes['Inspection']> = ResolversObject<{
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['InspectionItem']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['InspectionOutcome']>, ParentType, ContextType>;
  template?: Resolver<ResolversTypes['InspectionTemplate'], ParentType, ContextType>;
  vehicleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type InspectionItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InspectionItem'] = ResolversParentTypes['InspectionItem']> = ResolversObject<{
  itemKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  repairOrderLineId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['InspectionResult'], ParentType, ContextType>;
}>;

export type InspectionTemplateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InspectionTemplate'] = ResolversParentTypes['InspectionTemplate']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['InspectionTemplateSection']>, ParentType, ContextType>;
}>;

export type InspectionTemplateItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InspectionTemplateItem'] = ResolversParentTypes['InspectionTemplateItem']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InspectionTemplateSectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InspectionTemplateSection'] = ResolversParentTypes['InspectionTemplateSection']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['InspectionTemplateItem']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InventoryAgingReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InventoryAgingReport'] = ResolversParentTypes['InventoryAgingReport']> = ResolversObject<{
  agedUnits?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  agedVehicles?: Resolver<Array<ResolversTypes['AgedVehicleRow']>, ParentType, ContextType>;
  averageAgeDays?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  buckets?: Resolver<Array<ResolversTypes['AgingBucketRow']>, ParentType, ContextType>;
  byModel?: Resolver<Array<ResolversTypes['AgingModelRow']>, ParentType, ContextType>;
  costInStockCents?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  listValueInStockCents?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  previousRange?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
  range?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
  trend?: Resolver<Array<ResolversTypes['AgingTrendPoint']>, ParentType, ContextType>;
  unitsInStock?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
}>;

export type InventoryRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InventoryRequest'] = ResolversParentTypes['InventoryRequest']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  declineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['InventoryRequestDirection'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mileage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivedVehicleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requesterRooftop?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sourceRooftop?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['InventoryRequestState'], ParentType, ContextType>;
  stateChangedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  stockNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transferPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  transferPriceWithheld?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vehicleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vehicleTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type InventoryRequestConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InventoryRequestConnection'] = ResolversParentTypes['InventoryRequestConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['InventoryRequestEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InventoryRequestEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InventoryRequestEdge'] = ResolversParentTypes['InventoryRequestEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['InventoryRequest'], ParentType, ContextType>;
}>;

export type InventorySummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InventorySummary'] = ResolversParentTypes['InventorySummary']> = ResolversObject<{
  aged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  agedAfterDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageAgeDays?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = ResolversObject<{
  acceptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
}>;

export type InvitationPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitationPreview'] = ResolversParentTypes['InvitationPreview']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
}>;

export type InvitationResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitationResult'] = ResolversParentTypes['InvitationResult']> = ResolversObject<{
  emailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invitation?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType>;
  signUpUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type LeftOutStopResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeftOutStop'] = ResolversParentTypes['LeftOutStop']> = ResolversObject<{
  dealer?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface LocalDateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['LocalDate'], any> {
  name: 'LocalDate';
}

export type MarketImportRejectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketImportRejection'] = ResolversParentTypes['MarketImportRejection']> = ResolversObject<{
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MarketImportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketImportResult'] = ResolversParentTypes['MarketImportResult']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rejected?: Resolver<Array<ResolversTypes['MarketImportRejection']>, ParentType, ContextType>;
  stored?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MarketRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketRecord'] = ResolversParentTypes['MarketRecord']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['MarketChannel'], ParentType, ContextType>;
  daysOnMarket?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dealerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstSeenOn?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenOn?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mileage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soldOn?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['MarketRecordSource'], ParentType, ContextType>;
  trim?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MarketRecordConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketRecordConnection'] = ResolversParentTypes['MarketRecordConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['MarketRecordEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MarketRecordEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketRecordEdge'] = ResolversParentTypes['MarketRecordEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MarketRecord'], ParentType, ContextType>;
}>;

export type MarketReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketReport'] = ResolversParentTypes['MarketReport']> = ResolversObject<{
  marketDaysSupply?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  marketSalesPerDay?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  marketSupply?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  previousRange?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
  range?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['MarketSegmentRow']>, ParentType, ContextType>;
  storeDaysSupply?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  unavailable?: Resolver<Maybe<ResolversTypes['ReportUnavailable']>, ParentType, ContextType>;
}>;

export type MarketSegmentRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketSegmentRow'] = ResolversParentTypes['MarketSegmentRow']> = ResolversObject<{
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marketDaysSupply?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  marketMedianPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  marketSalesPerDay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  marketUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeDaysSupply?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  storeSalesPerDay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  storeShareOfSales?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  storeUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MarketplaceFeedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketplaceFeed'] = ResolversParentTypes['MarketplaceFeed']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastPullRows?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastPulledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  leadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leadsUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pullCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MarketplaceFeedState'], ParentType, ContextType>;
}>;

export type MarketplaceLeadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketplaceLead'] = ResolversParentTypes['MarketplaceLead']> = ResolversObject<{
  customerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marketplace?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MarketplaceLeadState'], ParentType, ContextType>;
  stateChangedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  stockNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vehicleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vehicleTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MarketplaceLeadConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketplaceLeadConnection'] = ResolversParentTypes['MarketplaceLeadConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['MarketplaceLeadEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MarketplaceLeadEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketplaceLeadEdge'] = ResolversParentTypes['MarketplaceLeadEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['MarketplaceLead'], ParentType, ContextType>;
}>;

export type MaxBidResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MaxBid'] = ResolversParentTypes['MaxBid']> = ResolversObject<{
  expectedRetailCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feesCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  formulaCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  limitedByMaxPrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxBidCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reconCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetGrossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transportCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  transportMiles?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptInventoryRequest?: Resolver<ResolversTypes['InventoryRequest'], ParentType, ContextType, RequireFields<MutationAcceptInventoryRequestArgs, 'id'>>;
  acceptInvitation?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'input'>>;
  addAgentTask?: Resolver<ResolversTypes['AgentTask'], ParentType, ContextType, RequireFields<MutationAddAgentTaskArgs, 'input'>>;
  addGroupMember?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationAddGroupMemberArgs, 'groupId' | 'userId'>>;
  addMarketRecords?: Resolver<ResolversTypes['AddMarketRecordsResult'], ParentType, ContextType, RequireFields<MutationAddMarketRecordsArgs, 'input'>>;
  addRepairOrderLine?: Resolver<ResolversTypes['RepairOrder'], ParentType, ContextType, RequireFields<MutationAddRepairOrderLineArgs, 'input'>>;
  adminChangePlan?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationAdminChangePlanArgs, 'organizationId' | 'plan'>>;
  adminCreateDealerGroup?: Resolver<ResolversTypes['DealerGroup'], ParentType, ContextType, RequireFields<MutationAdminCreateDealerGroupArgs, 'name'>>;
  adminCreateOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationAdminCreateOrganizationArgs, 'name' | 'plan'>>;
  adminInviteUser?: Resolver<ResolversTypes['InvitationResult'], ParentType, ContextType, RequireFields<MutationAdminInviteUserArgs, 'input' | 'organizationId'>>;
  adminRenameOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationAdminRenameOrganizationArgs, 'id' | 'name'>>;
  adminSetOrganizationDealerGroup?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationAdminSetOrganizationDealerGroupArgs, 'organizationId'>>;
  adminSetOrganizationFeatureFlags?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationAdminSetOrganizationFeatureFlagsArgs, 'featureFlags' | 'organizationId'>>;
  adminSetUserFeatureFlags?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAdminSetUserFeatureFlagsArgs, 'featureFlags' | 'userId'>>;
  adminSetUserProductFeatureFlags?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAdminSetUserProductFeatureFlagsArgs, 'productFeatureFlags' | 'userId'>>;
  advanceRepairOrder?: Resolver<ResolversTypes['RepairOrder'], ParentType, ContextType, RequireFields<MutationAdvanceRepairOrderArgs, 'input'>>;
  answerInspectionItems?: Resolver<ResolversTypes['Inspection'], ParentType, ContextType, RequireFields<MutationAnswerInspectionItemsArgs, 'input'>>;
  applyPricingChanges?: Resolver<ResolversTypes['ApplyPricingChangesResult'], ParentType, ContextType, RequireFields<MutationApplyPricingChangesArgs, 'input'>>;
  assignReconVehicle?: Resolver<ResolversTypes['ReconVehicle'], ParentType, ContextType, RequireFields<MutationAssignReconVehicleArgs, 'input'>>;
  assignTransportOrder?: Resolver<ResolversTypes['TransportOrder'], ParentType, ContextType, RequireFields<MutationAssignTransportOrderArgs, 'id' | 'input'>>;
  cancelInventoryRequest?: Resolver<ResolversTypes['InventoryRequest'], ParentType, ContextType, RequireFields<MutationCancelInventoryRequestArgs, 'id'>>;
  certifyVehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType, RequireFields<MutationCertifyVehicleArgs, 'vehicleId'>>;
  changeFinancingReferralState?: Resolver<ResolversTypes['FinancingReferral'], ParentType, ContextType, RequireFields<MutationChangeFinancingReferralStateArgs, 'id' | 'state'>>;
  changeMarketplaceLeadState?: Resolver<ResolversTypes['MarketplaceLead'], ParentType, ContextType, RequireFields<MutationChangeMarketplaceLeadStateArgs, 'id' | 'state'>>;
  changeTransportOrderState?: Resolver<ResolversTypes['TransportOrder'], ParentType, ContextType, RequireFields<MutationChangeTransportOrderStateArgs, 'id' | 'state'>>;
  changeVehiclePrice?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType, RequireFields<MutationChangeVehiclePriceArgs, 'input'>>;
  changeVehicleStatus?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType, RequireFields<MutationChangeVehicleStatusArgs, 'input'>>;
  changeVehicleStatuses?: Resolver<ResolversTypes['ChangeVehicleStatusesResult'], ParentType, ContextType, RequireFields<MutationChangeVehicleStatusesArgs, 'input'>>;
  checkIn?: Resolver<ResolversTypes['DealerVisit'], ParentType, ContextType, RequireFields<MutationCheckInArgs, 'input'>>;
  completeAgentTask?: Resolver<ResolversTypes['AgentTask'], ParentType, ContextType, RequireFields<MutationCompleteAgentTaskArgs, 'id'>>;
  completeInspection?: Resolver<ResolversTypes['Inspection'], ParentType, ContextType, RequireFields<MutationCompleteInspectionArgs, 'inspectionId'>>;
  createApiToken?: Resolver<ResolversTypes['CreatedApiToken'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input'>>;
  createAppraisal?: Resolver<ResolversTypes['Appraisal'], ParentType, ContextType, RequireFields<MutationCreateAppraisalArgs, 'input'>>;
  createDealer?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType, RequireFields<MutationCreateDealerArgs, 'input'>>;
  createFinancingReferral?: Resolver<ResolversTypes['FinancingReferral'], ParentType, ContextType, RequireFields<MutationCreateFinancingReferralArgs, 'input'>>;
  createGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationCreateGroupArgs, 'name'>>;
  createMarketplaceFeed?: Resolver<ResolversTypes['CreatedMarketplaceFeed'], ParentType, ContextType, RequireFields<MutationCreateMarketplaceFeedArgs, 'name'>>;
  createRepairOrder?: Resolver<ResolversTypes['RepairOrder'], ParentType, ContextType, RequireFields<MutationCreateRepairOrderArgs, 'vehicleId'>>;
  createSalesPacketLink?: Resolver<ResolversTypes['CreatedSalesPacketLink'], ParentType, ContextType, RequireFields<MutationCreateSalesPacketLinkArgs, 'input'>>;
  createSourcingTarget?: Resolver<ResolversTypes['SourcingTarget'], ParentType, ContextType, RequireFields<MutationCreateSourcingTargetArgs, 'input'>>;
  createTerritory?: Resolver<ResolversTypes['Territory'], ParentType, ContextType, RequireFields<MutationCreateTerritoryArgs, 'input'>>;
  createTransportOrder?: Resolver<ResolversTypes['TransportOrder'], ParentType, ContextType, RequireFields<MutationCreateTransportOrderArgs, 'input'>>;
  createVehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType, RequireFields<MutationCreateVehicleArgs, 'input'>>;
  createWebhookEndpoint?: Resolver<ResolversTypes['CreatedWebhookEndpoint'], ParentType, ContextType, RequireFields<MutationCreateWebhookEndpointArgs, 'input'>>;
  deactivateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeactivateUserArgs, 'userId'>>;
  decideRepairOrderLines?: Resolver<ResolversTypes['RepairOrder'], ParentType, ContextType, RequireFields<MutationDecideRepairOrderLinesArgs, 'input'>>;
  declineInventoryRequest?: Resolver<ResolversTypes['InventoryRequest'], ParentType, ContextType, RequireFields<MutationDeclineInventoryRequestArgs, 'id' | 'reason'>>;
  deleteDealer?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteDealerArgs, 'id'>>;
  deleteGroup?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteGroupArgs, 'id'>>;
  deleteRunList?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteRunListArgs, 'id'>>;
  deleteSourcingTarget?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteSourcingTargetArgs, 'id'>>;
  deleteTerritory?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteTerritoryArgs, 'id'>>;
  deleteVehiclePhoto?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType, RequireFields<MutationDeleteVehiclePhotoArgs, 'id'>>;
  deleteWebhookEndpoint?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteWebhookEndpointArgs, 'id'>>;
  dismissAttentionItem?: Resolver<ResolversTypes['AttentionItem'], ParentType, ContextType, RequireFields<MutationDismissAttentionItemArgs, 'input'>>;
  dismissAttentionItems?: Resolver<Array<ResolversTypes['AttentionItem']>, ParentType, ContextType, RequireFields<MutationDismissAttentionItemsArgs, 'input'>>;
  importDealers?: Resolver<ResolversTypes['DealerImportResult'], ParentType, ContextType, RequireFields<MutationImportDealersArgs, 'csv'>>;
  importMarketRecords?: Resolver<ResolversTypes['MarketImportResult'], ParentType, ContextType, RequireFields<MutationImportMarketRecordsArgs, 'input'>>;
  importRunList?: Resolver<ResolversTypes['RunListImportResult'], ParentType, ContextType, RequireFields<MutationImportRunListArgs, 'input'>>;
  importVehicles?: Resolver<ResolversTypes['VehicleImportResult'], ParentType, ContextType, RequireFields<MutationImportVehiclesArgs, 'input'>>;
  importWholesaleBook?: Resolver<ResolversTypes['MarketImportResult'], ParentType, ContextType, RequireFields<MutationImportWholesaleBookArgs, 'input'>>;
  inviteUser?: Resolver<ResolversTypes['InvitationResult'], ParentType, ContextType, RequireFields<MutationInviteUserArgs, 'input'>>;
  issuePasswordResetLink?: Resolver<ResolversTypes['PasswordResetLink'], ParentType, ContextType, RequireFields<MutationIssuePasswordResetLinkArgs, 'userId'>>;
  loseAppraisal?: Resolver<ResolversTypes['Appraisal'], ParentType, ContextType, RequireFields<MutationLoseAppraisalArgs, 'input'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'id'>>;
  markTransportTitleReceived?: Resolver<ResolversTypes['TransportOrder'], ParentType, ContextType, RequireFields<MutationMarkTransportTitleReceivedArgs, 'id' | 'receivedOn'>>;
  moveReconVehicle?: Resolver<ResolversTypes['ReconVehicle'], ParentType, ContextType, RequireFields<MutationMoveReconVehicleArgs, 'input'>>;
  offerAppraisal?: Resolver<ResolversTypes['Appraisal'], ParentType, ContextType, RequireFields<MutationOfferAppraisalArgs, 'id'>>;
  overrideAppraisalOffer?: Resolver<ResolversTypes['Appraisal'], ParentType, ContextType, RequireFields<MutationOverrideAppraisalOfferArgs, 'input'>>;
  pauseWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationPauseWebhookEndpointArgs, 'id'>>;
  reactivateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationReactivateUserArgs, 'userId'>>;
  receiveInventoryRequest?: Resolver<ResolversTypes['InventoryRequest'], ParentType, ContextType, RequireFields<MutationReceiveInventoryRequestArgs, 'id'>>;
  recordVehicleSale?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType, RequireFields<MutationRecordVehicleSaleArgs, 'input'>>;
  removeGroupMember?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationRemoveGroupMemberArgs, 'groupId' | 'userId'>>;
  removeRepairOrderLine?: Resolver<ResolversTypes['RepairOrder'], ParentType, ContextType, RequireFields<MutationRemoveRepairOrderLineArgs, 'input'>>;
  renameGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationRenameGroupArgs, 'id' | 'name'>>;
  reopenAttentionItem?: Resolver<ResolversTypes['AttentionItem'], ParentType, ContextType, RequireFields<MutationReopenAttentionItemArgs, 'key'>>;
  reorderVehiclePhotos?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType, RequireFields<MutationReorderVehiclePhotosArgs, 'photoIds' | 'vehicleId'>>;
  repairFailedItem?: Resolver<ResolversTypes['Inspection'], ParentType, ContextType, RequireFields<MutationRepairFailedItemArgs, 'input'>>;
  requestInventory?: Resolver<ResolversTypes['InventoryRequest'], ParentType, ContextType, RequireFields<MutationRequestInventoryArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['PasswordResetRequest'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendWebhookDelivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationResendWebhookDeliveryArgs, 'id'>>;
  resetPassword?: Resolver<ResolversTypes['PasswordResetResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  resumeWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationResumeWebhookEndpointArgs, 'id'>>;
  revokeApiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'id'>>;
  revokeDmsFeedSecret?: Resolver<Maybe<ResolversTypes['DmsConnection']>, ParentType, ContextType>;
  revokeInvitation?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType, RequireFields<MutationRevokeInvitationArgs, 'id'>>;
  revokeMarketplaceFeed?: Resolver<ResolversTypes['MarketplaceFeed'], ParentType, ContextType, RequireFields<MutationRevokeMarketplaceFeedArgs, 'id'>>;
  revokeSalesPacketLink?: Resolver<ResolversTypes['SalesPacketLink'], ParentType, ContextType, RequireFields<MutationRevokeSalesPacketLinkArgs, 'id'>>;
  revokeUserSessions?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRevokeUserSessionsArgs, 'userId'>>;
  rotateDmsFeedSecret?: Resolver<ResolversTypes['DmsFeedSecret'], ParentType, ContextType>;
  saveDmsConnection?: Resolver<ResolversTypes['DmsConnection'], ParentType, ContextType, RequireFields<MutationSaveDmsConnectionArgs, 'input'>>;
  setAppraisalReconEstimate?: Resolver<ResolversTypes['Appraisal'], ParentType, ContextType, RequireFields<MutationSetAppraisalReconEstimateArgs, 'input'>>;
  setDealerLocation?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType, RequireFields<MutationSetDealerLocationArgs, 'id' | 'location'>>;
  setMainVehiclePhoto?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType, RequireFields<MutationSetMainVehiclePhotoArgs, 'id'>>;
  setUserPermissions?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserPermissionsArgs, 'sections' | 'userId'>>;
  shipInventoryRequest?: Resolver<ResolversTypes['InventoryRequest'], ParentType, ContextType, RequireFields<MutationShipInventoryRequestArgs, 'id'>>;
  signBillOfLading?: Resolver<ResolversTypes['TransportOrder'], ParentType, ContextType, RequireFields<MutationSignBillOfLadingArgs, 'id' | 'input'>>;
  signOutEverywhere?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  snoozeAttentionItem?: Resolver<ResolversTypes['AttentionItem'], ParentType, ContextType, RequireFields<MutationSnoozeAttentionItemArgs, 'input'>>;
  snoozeAttentionItems?: Resolver<Array<ResolversTypes['AttentionItem']>, ParentType, ContextType, RequireFields<MutationSnoozeAttentionItemsArgs, 'input'>>;
  startInspection?: Resolver<ResolversTypes['Inspection'], ParentType, ContextType, RequireFields<MutationStartInspectionArgs, 'templateKey' | 'vehicleId'>>;
  updateAppraisal?: Resolver<ResolversTypes['Appraisal'], ParentType, ContextType, RequireFields<MutationUpdateAppraisalArgs, 'input'>>;
  updateDealer?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType, RequireFields<MutationUpdateDealerArgs, 'id' | 'input'>>;
  updateNotificationPreferences?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType, RequireFields<MutationUpdateNotificationPreferencesArgs, 'preferences'>>;
  updateOrganizationChecklistItem?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationChecklistItemArgs, 'input'>>;
  updateOrganizationSetting?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationSettingArgs, 'input'>>;
  updatePricingRules?: Resolver<ResolversTypes['PricingRules'], ParentType, ContextType, RequireFields<MutationUpdatePricingRulesArgs, 'input'>>;
  updateReconWorkflow?: Resolver<ResolversTypes['ReconWorkflow'], ParentType, ContextType, RequireFields<MutationUpdateReconWorkflowArgs, 'input'>>;
  updateReportSummarySchedule?: Resolver<ResolversTypes['ReportSummarySchedule'], ParentType, ContextType, RequireFields<MutationUpdateReportSummaryScheduleArgs, 'input'>>;
  updateSourcingTarget?: Resolver<ResolversTypes['SourcingTarget'], ParentType, ContextType, RequireFields<MutationUpdateSourcingTargetArgs, 'id' | 'input'>>;
  updateTerritory?: Resolver<ResolversTypes['Territory'], ParentType, ContextType, RequireFields<MutationUpdateTerritoryArgs, 'id' | 'input'>>;
  updateUserRole?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserRoleArgs, 'role' | 'userId'>>;
  updateUserType?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserTypeArgs, 'type' | 'userId'>>;
  updateVehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType, RequireFields<MutationUpdateVehicleArgs, 'input'>>;
  updateWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationUpdateWebhookEndpointArgs, 'id' | 'input'>>;
  winAppraisal?: Resolver<ResolversTypes['Appraisal'], ParentType, ContextType, RequireFields<MutationWinAppraisalArgs, 'input'>>;
}>;

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toShell?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NotificationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationConnection'] = ResolversParentTypes['NotificationConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['NotificationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type NotificationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationEdge'] = ResolversParentTypes['NotificationEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
}>;

export type NotificationPreferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPreference'] = ResolversParentTypes['NotificationPreference']> = ResolversObject<{
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inApp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  shell?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type NotificationSignalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationSignal'] = ResolversParentTypes['NotificationSignal']> = ResolversObject<{
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OfferAnchorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OfferAnchor'] = ResolversParentTypes['OfferAnchor']> = ResolversObject<{
  differenceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  valueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OfferWarningResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OfferWarning'] = ResolversParentTypes['OfferWarning']> = ResolversObject<{
  direction?: Resolver<ResolversTypes['OfferWarningDirection'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  term?: Resolver<ResolversTypes['OfferTerm'], ParentType, ContextType>;
}>;

export type OrganizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = ResolversObject<{
  dealerGroup?: Resolver<Maybe<ResolversTypes['DealerGroup']>, ParentType, ContextType>;
  featureFlags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  setupChecklistItems?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PasswordResetLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordResetLink'] = ResolversParentTypes['PasswordResetLink']> = ResolversObject<{
  emailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  resetUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PasswordResetPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordResetPreview'] = ResolversParentTypes['PasswordResetPreview']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PasswordResetRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordResetRequest'] = ResolversParentTypes['PasswordResetRequest']> = ResolversObject<{
  byEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PasswordResetResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordResetResult'] = ResolversParentTypes['PasswordResetResult']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ExternalPerson' | 'User', ParentType, ContextType>;
}>;

export type PlanDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanDetails'] = ResolversParentTypes['PlanDetails']> = ResolversObject<{
  key?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthlyPriceUsd?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seats?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type PriceReductionAgeRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceReductionAgeRow'] = ResolversParentTypes['PriceReductionAgeRow']> = ResolversObject<{
  averageReductionCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bucket?: Resolver<ResolversTypes['VehicleAgeBucket'], ParentType, ContextType>;
  reductions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PriceToMarketBucketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceToMarketBucket'] = ResolversParentTypes['PriceToMarketBucket']> = ResolversObject<{
  fromPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  toPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PricingChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricingChange'] = ResolversParentTypes['PricingChange']> = ResolversObject<{
  direction?: Resolver<ResolversTypes['PricingDirection'], ParentType, ContextType>;
  fromCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fromPriceToMarket?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fromRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  grossEffectCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  heldAtFloor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rankOf?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toPriceToMarket?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  toRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
}>;

export type PricingDryRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricingDryRun'] = ResolversParentTypes['PricingDryRun']> = ResolversObject<{
  changes?: Resolver<Array<ResolversTypes['PricingChange']>, ParentType, ContextType>;
  grossEffectCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PricingMethod'], ParentType, ContextType>;
  unchanged?: Resolver<Array<ResolversTypes['PricingSkip']>, ParentType, ContextType>;
  underwater?: Resolver<Array<ResolversTypes['PricingUnderwater']>, ParentType, ContextType>;
}>;

export type PricingReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricingReport'] = ResolversParentTypes['PricingReport']> = ResolversObject<{
  averageDaysFromReductionToSale?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  averageReductionCents?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  marketUnavailable?: Resolver<Maybe<ResolversTypes['ReportUnavailable']>, ParentType, ContextType>;
  medianPriceToMarketPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  previousRange?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
  priceChanges?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  priceReductions?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  priceToMarket?: Resolver<Array<ResolversTypes['PriceToMarketBucket']>, ParentType, ContextType>;
  range?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
  reductionsByAge?: Resolver<Array<ResolversTypes['PriceReductionAgeRow']>, ParentType, ContextType>;
  soldWithin14DaysOfReductionShare?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  trend?: Resolver<Array<ResolversTypes['PricingTrendPoint']>, ParentType, ContextType>;
  unavailable?: Resolver<Maybe<ResolversTypes['ReportUnavailable']>, ParentType, ContextType>;
}>;

export type PricingRulesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricingRules'] = ResolversParentTypes['PricingRules']> = ResolversObject<{
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endInNine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minimumGrossCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  raiseToMarket?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roundToCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roundingMode?: Resolver<ResolversTypes['PricingRoundingMode'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['PricingStep']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['HistoryActor']>, ParentType, ContextType>;
}>;

export type PricingSkipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricingSkip'] = ResolversParentTypes['PricingSkip']> = ResolversObject<{
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
}>;

export type PricingStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricingStep'] = ResolversParentTypes['PricingStep']> = ResolversObject<{
  fromDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentOfMarket?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type PricingStepMoveResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricingStepMove'] = ResolversParentTypes['PricingStepMove']> = ResolversObject<{
  fromDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lowers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percentOfMarket?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  raises?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  underwater?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vehicles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PricingTrendPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricingTrendPoint'] = ResolversParentTypes['PricingTrendPoint']> = ResolversObject<{
  changes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  reductions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PricingUnderwaterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricingUnderwater'] = ResolversParentTypes['PricingUnderwater']> = ResolversObject<{
  considerWholesale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  floorCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grossAtFloorCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grossAtTargetCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grossAtWholesaleCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
  wholesaleCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adminDealerGroups?: Resolver<Array<ResolversTypes['DealerGroup']>, ParentType, ContextType>;
  adminOrganizations?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType, Partial<QueryAdminOrganizationsArgs>>;
  adminUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryAdminUserArgs, 'id'>>;
  adminUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryAdminUsersArgs, 'organizationId'>>;
  analyticsDailyCounts?: Resolver<Array<ResolversTypes['AnalyticsDailyCount']>, ParentType, ContextType, RequireFields<QueryAnalyticsDailyCountsArgs, 'filter'>>;
  analyticsEvents?: Resolver<ResolversTypes['AnalyticsEventConnection'], ParentType, ContextType, RequireFields<QueryAnalyticsEventsArgs, 'first'>>;
  apiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  appraisal?: Resolver<ResolversTypes['Appraisal'], ParentType, ContextType, RequireFields<QueryAppraisalArgs, 'id'>>;
  appraisalFigures?: Resolver<ResolversTypes['AppraisalFigureReport'], ParentType, ContextType, Partial<QueryAppraisalFiguresArgs>>;
  appraisalReport?: Resolver<ResolversTypes['AppraisalReport'], ParentType, ContextType, RequireFields<QueryAppraisalReportArgs, 'range'>>;
  appraisals?: Resolver<ResolversTypes['AppraisalConnection'], ParentType, ContextType, RequireFields<QueryAppraisalsArgs, 'first'>>;
  attentionQueue?: Resolver<ResolversTypes['AttentionQueue'], ParentType, ContextType, Partial<QueryAttentionQueueArgs>>;
  auditLog?: Resolver<ResolversTypes['AuditEntryConnection'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  billing?: Resolver<ResolversTypes['Billing'], ParentType, ContextType>;
  comparables?: Resolver<ResolversTypes['Comparables'], ParentType, ContextType, Partial<QueryComparablesArgs>>;
  dealer?: Resolver<Maybe<ResolversTypes['Dealer']>, ParentType, ContextType, RequireFields<QueryDealerArgs, 'id'>>;
  dealerInsights?: Resolver<ResolversTypes['DealerInsightsReport'], ParentType, ContextType>;
  dealers?: Resolver<Array<ResolversTypes['Dealer']>, ParentType, ContextType, Partial<QueryDealersArgs>>;
  decodeVin?: Resolver<ResolversTypes['VinCheck'], ParentType, ContextType, RequireFields<QueryDecodeVinArgs, 'vin'>>;
  dmsConnection?: Resolver<Maybe<ResolversTypes['DmsConnection']>, ParentType, ContextType>;
  dmsDeliveries?: Resolver<Array<ResolversTypes['DmsDelivery']>, ParentType, ContextType>;
  events?: Resolver<ResolversTypes['EventConnection'], ParentType, ContextType, Partial<QueryEventsArgs>>;
  financingReferrals?: Resolver<Array<ResolversTypes['FinancingReferral']>, ParentType, ContextType, Partial<QueryFinancingReferralsArgs>>;
  financingReferralsCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryFinancingReferralsCsvArgs, 'ids'>>;
  groupInventory?: Resolver<ResolversTypes['GroupStock'], ParentType, ContextType, RequireFields<QueryGroupInventoryArgs, 'first'>>;
  groups?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  inspection?: Resolver<ResolversTypes['Inspection'], ParentType, ContextType, RequireFields<QueryInspectionArgs, 'id'>>;
  inspectionTemplates?: Resolver<Array<ResolversTypes['InspectionTemplate']>, ParentType, ContextType>;
  inspections?: Resolver<Array<ResolversTypes['Inspection']>, ParentType, ContextType, RequireFields<QueryInspectionsArgs, 'vehicleId'>>;
  inventoryAgingReport?: Resolver<ResolversTypes['InventoryAgingReport'], ParentType, ContextType, RequireFields<QueryInventoryAgingReportArgs, 'range'>>;
  inventoryRequest?: Resolver<ResolversTypes['InventoryRequest'], ParentType, ContextType, RequireFields<QueryInventoryRequestArgs, 'id'>>;
  inventoryRequests?: Resolver<ResolversTypes['InventoryRequestConnection'], ParentType, ContextType, RequireFields<QueryInventoryRequestsArgs, 'direction' | 'first'>>;
  inventorySummary?: Resolver<ResolversTypes['InventorySummary'], ParentType, ContextType>;
  invitationPreview?: Resolver<Maybe<ResolversTypes['InvitationPreview']>, ParentType, ContextType, RequireFields<QueryInvitationPreviewArgs, 'token'>>;
  invitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType>;
  marketRecords?: Resolver<ResolversTypes['MarketRecordConnection'], ParentType, ContextType, RequireFields<QueryMarketRecordsArgs, 'first'>>;
  marketReport?: Resolver<ResolversTypes['MarketReport'], ParentType, ContextType, RequireFields<QueryMarketReportArgs, 'range'>>;
  marketplaceFeeds?: Resolver<Array<ResolversTypes['MarketplaceFeed']>, ParentType, ContextType>;
  marketplaceLeads?: Resolver<ResolversTypes['MarketplaceLeadConnection'], ParentType, ContextType, RequireFields<QueryMarketplaceLeadsArgs, 'first'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myAttentionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notificationPreferences?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationConnection'], ParentType, ContextType, Partial<QueryNotificationsArgs>>;
  openSalesPacketLinks?: Resolver<Array<ResolversTypes['SalesPacketLink']>, ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  passwordResetPreview?: Resolver<Maybe<ResolversTypes['PasswordResetPreview']>, ParentType, ContextType, RequireFields<QueryPasswordResetPreviewArgs, 'token'>>;
  pendingRepairOrderApprovals?: Resolver<Array<ResolversTypes['RepairOrderApproval']>, ParentType, ContextType>;
  planRoute?: Resolver<ResolversTypes['RoutePlan'], ParentType, ContextType, RequireFields<QueryPlanRouteArgs, 'input'>>;
  pricingDryRun?: Resolver<ResolversTypes['PricingDryRun'], ParentType, ContextType, RequireFields<QueryPricingDryRunArgs, 'input'>>;
  pricingReport?: Resolver<ResolversTypes['PricingReport'], ParentType, ContextType, RequireFields<QueryPricingReportArgs, 'range'>>;
  pricingRules?: Resolver<ResolversTypes['PricingRules'], ParentType, ContextType>;
  pricingStepMoves?: Resolver<Array<ResolversTypes['PricingStepMove']>, ParentType, ContextType>;
  reconAssignees?: Resolver<Array<ResolversTypes['HistoryActor']>, ParentType, ContextType>;
  reconBoard?: Resolver<Array<ResolversTypes['ReconVehicle']>, ParentType, ContextType, Partial<QueryReconBoardArgs>>;
  reconEvents?: Resolver<Array<ResolversTypes['ReconEvent']>, ParentType, ContextType, RequireFields<QueryReconEventsArgs, 'vehicleId'>>;
  reconMetrics?: Resolver<ResolversTypes['ReconMetrics'], ParentType, ContextType, RequireFields<QueryReconMetricsArgs, 'from' | 'to'>>;
  reconReport?: Resolver<ResolversTypes['ReconReport'], ParentType, ContextType, RequireFields<QueryReconReportArgs, 'range'>>;
  reconVehicle?: Resolver<Maybe<ResolversTypes['ReconVehicle']>, ParentType, ContextType, RequireFields<QueryReconVehicleArgs, 'vehicleId'>>;
  reconWorkflow?: Resolver<ResolversTypes['ReconWorkflow'], ParentType, ContextType>;
  repairOrder?: Resolver<ResolversTypes['RepairOrder'], ParentType, ContextType, RequireFields<QueryRepairOrderArgs, 'id'>>;
  repairOrders?: Resolver<Array<ResolversTypes['RepairOrder']>, ParentType, ContextType, Partial<QueryRepairOrdersArgs>>;
  reportSummarySchedule?: Resolver<ResolversTypes['ReportSummarySchedule'], ParentType, ContextType>;
  runList?: Resolver<ResolversTypes['RunList'], ParentType, ContextType, RequireFields<QueryRunListArgs, 'id'>>;
  runLists?: Resolver<Array<ResolversTypes['RunList']>, ParentType, ContextType>;
  salesPacket?: Resolver<ResolversTypes['SalesPacket'], ParentType, ContextType, RequireFields<QuerySalesPacketArgs, 'vehicleId'>>;
  salesReport?: Resolver<ResolversTypes['SalesReport'], ParentType, ContextType, RequireFields<QuerySalesReportArgs, 'range'>>;
  sourcingProposals?: Resolver<Array<ResolversTypes['SourcingProposal']>, ParentType, ContextType>;
  sourcingTargets?: Resolver<Array<ResolversTypes['SourcingTarget']>, ParentType, ContextType>;
  teamMembers?: Resolver<ResolversTypes['TeamMemberConnection'], ParentType, ContextType, RequireFields<QueryTeamMembersArgs, 'first' | 'orderBy'>>;
  territories?: Resolver<Array<ResolversTypes['Territory']>, ParentType, ContextType>;
  territoryInsights?: Resolver<Array<ResolversTypes['TerritoryInsights']>, ParentType, ContextType, Partial<QueryTerritoryInsightsArgs>>;
  transportOrder?: Resolver<ResolversTypes['TransportOrder'], ParentType, ContextType, RequireFields<QueryTransportOrderArgs, 'id'>>;
  transportOrders?: Resolver<ResolversTypes['TransportOrderConnection'], ParentType, ContextType, RequireFields<QueryTransportOrdersArgs, 'first'>>;
  turnReport?: Resolver<ResolversTypes['TurnReport'], ParentType, ContextType, RequireFields<QueryTurnReportArgs, 'range'>>;
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valuations?: Resolver<ResolversTypes['Valuations'], ParentType, ContextType, Partial<QueryValuationsArgs>>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType, RequireFields<QueryVehicleArgs, 'id'>>;
  vehicleAgeBuckets?: Resolver<Array<ResolversTypes['VehicleAgeBucketCount']>, ParentType, ContextType, Partial<QueryVehicleAgeBucketsArgs>>;
  vehicleMakes?: Resolver<Array<ResolversTypes['VehicleMakeCount']>, ParentType, ContextType>;
  vehiclePricing?: Resolver<Array<ResolversTypes['VehiclePricing']>, ParentType, ContextType, Partial<QueryVehiclePricingArgs>>;
  vehicles?: Resolver<ResolversTypes['VehicleConnection'], ParentType, ContextType, RequireFields<QueryVehiclesArgs, 'first'>>;
  webhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
  zipLocation?: Resolver<ResolversTypes['GeoPoint'], ParentType, ContextType, RequireFields<QueryZipLocationArgs, 'zip'>>;
}>;

export type ReconBusinessHoursResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReconBusinessHours'] = ResolversParentTypes['ReconBusinessHours']> = ResolversObject<{
  endMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekdays?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ReconEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReconEvent'] = ResolversParentTypes['ReconEvent']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['HistoryActor']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['ReconStage']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['ReconStage'], ParentType, ContextType>;
  vehicleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ReconMetricsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReconMetrics'] = ResolversParentTypes['ReconMetrics']> = ResolversObject<{
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  frontLined?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holdingCostSoFarCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medianDaysInRecon?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  medianTimeToLineSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reconSpendCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stages?: Resolver<Array<ResolversTypes['ReconStageFigures']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vehiclesInRecon?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReconOverTargetRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReconOverTargetRow'] = ResolversParentTypes['ReconOverTargetRow']> = ResolversObject<{
  daysInRecon?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reconCostCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeToLineDays?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
}>;

export type ReconReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReconReport'] = ResolversParentTypes['ReconReport']> = ResolversObject<{
  averageDaysInRecon?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  averageTimeToLineDays?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  frontLined?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  medianTimeToLineDays?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  overTargetUnits?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  overTargetVehicles?: Resolver<Array<ResolversTypes['ReconOverTargetRow']>, ParentType, ContextType>;
  previousRange?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
  range?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
  reconCostPerUnitCents?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  reconSpendCents?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  stages?: Resolver<Array<ResolversTypes['ReconStageReportRow']>, ParentType, ContextType>;
  trend?: Resolver<Array<ResolversTypes['ReconTrendPoint']>, ParentType, ContextType>;
  unavailable?: Resolver<Maybe<ResolversTypes['ReportUnavailable']>, ParentType, ContextType>;
}>;

export type ReconStageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReconStage'] = ResolversParentTypes['ReconStage']> = ResolversObject<{
  atRiskPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFrontLine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overduePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startsRecon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  targetMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReconStageFiguresResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReconStageFigures'] = ResolversParentTypes['ReconStageFigures']> = ResolversObject<{
  atRisk?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageSecondsOfFrontLined?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  medianOverdueBySeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['ReconStage'], ParentType, ContextType>;
  vehicles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReconStageReportRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReconStageReportRow'] = ResolversParentTypes['ReconStageReportRow']> = ResolversObject<{
  averageHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  overTargetVisits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['ReconStage'], ParentType, ContextType>;
  targetHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vehicles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReconStageTimeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReconStageTime'] = ResolversParentTypes['ReconStageTime']> = ResolversObject<{
  seconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['ReconStage'], ParentType, ContextType>;
}>;

export type ReconTrendPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReconTrendPoint'] = ResolversParentTypes['ReconTrendPoint']> = ResolversObject<{
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  frontLined?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medianDaysInRecon?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  medianTimeToLineDays?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ReconVehicleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReconVehicle'] = ResolversParentTypes['ReconVehicle']> = ResolversObject<{
  assignee?: Resolver<Maybe<ResolversTypes['HistoryActor']>, ParentType, ContextType>;
  daysInRecon?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  enteredStageAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['ReconEvent']>, ParentType, ContextType>;
  expectedFrontLineAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  holdingCostCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openRepairOrderCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reachedFrontLine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['ReconStage'], ParentType, ContextType>;
  timeInStageSeconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  timePerStage?: Resolver<Array<ResolversTypes['ReconStageTime']>, ParentType, ContextType>;
  timeToLineSeconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  timer?: Resolver<ResolversTypes['ReconTimerState'], ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
}>;

export type ReconWorkflowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReconWorkflow'] = ResolversParentTypes['ReconWorkflow']> = ResolversObject<{
  businessHours?: Resolver<Maybe<ResolversTypes['ReconBusinessHours']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  removedStages?: Resolver<Array<ResolversTypes['ReconStage']>, ParentType, ContextType>;
  showsStatusInInventory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stages?: Resolver<Array<ResolversTypes['ReconStage']>, ParentType, ContextType>;
}>;

export type RepairOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RepairOrder'] = ResolversParentTypes['RepairOrder']> = ResolversObject<{
  approvedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  declinedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  estimateCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['RepairOrderLine']>, ParentType, ContextType>;
  pendingCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RepairOrderStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vehicleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type RepairOrderApprovalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RepairOrderApproval'] = ResolversParentTypes['RepairOrderApproval']> = ResolversObject<{
  order?: Resolver<ResolversTypes['RepairOrder'], ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
  waitingCostCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RepairOrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RepairOrderLine'] = ResolversParentTypes['RepairOrderLine']> = ResolversObject<{
  autoApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['HistoryActor']>, ParentType, ContextType>;
  decidedByUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  decision?: Resolver<ResolversTypes['RepairLineDecision'], ParentType, ContextType>;
  declineReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  laborCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  laborHours?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  laborRateCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partsCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subletCostCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subletVendor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitingCostCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  waitingDays?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ReportFigureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportFigure'] = ResolversParentTypes['ReportFigure']> = ResolversObject<{
  change?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  current?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ReportRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportRange'] = ResolversParentTypes['ReportRange']> = ResolversObject<{
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
}>;

export type ReportSummaryScheduleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportSummarySchedule'] = ResolversParentTypes['ReportSummarySchedule']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastSentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  mailConfigured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextSendAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  recipients?: Resolver<Array<ResolversTypes['HistoryActor']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReportUnavailableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportUnavailable'] = ResolversParentTypes['ReportUnavailable']> = ResolversObject<{
  area?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RouteLegResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RouteLeg'] = ResolversParentTypes['RouteLeg']> = ResolversObject<{
  arriveMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dealer?: Resolver<ResolversTypes['Dealer'], ParentType, ContextType>;
  departMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  distance?: Resolver<ResolversTypes['RouteLegDistance'], ParentType, ContextType>;
  miles?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  travelMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RoutePlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoutePlan'] = ResolversParentTypes['RoutePlan']> = ResolversObject<{
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  driveMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finishMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gpx?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ics?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leftOut?: Resolver<Array<ResolversTypes['LeftOutStop']>, ParentType, ContextType>;
  legs?: Resolver<Array<ResolversTypes['RouteLeg']>, ParentType, ContextType>;
  mapsLinks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  miles?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type RunListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RunList'] = ResolversParentTypes['RunList']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vehicleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vehicles?: Resolver<Array<ResolversTypes['RunListVehicle']>, ParentType, ContextType, RequireFields<RunListVehiclesArgs, 'matchedOnly'>>;
}>;

export type RunListImportRejectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RunListImportRejection'] = ResolversParentTypes['RunListImportRejection']> = ResolversObject<{
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RunListImportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RunListImportResult'] = ResolversParentTypes['RunListImportResult']> = ResolversObject<{
  rejected?: Resolver<Array<ResolversTypes['RunListImportRejection']>, ParentType, ContextType>;
  runList?: Resolver<Maybe<ResolversTypes['RunList']>, ParentType, ContextType>;
  vehicleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RunListVehicleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RunListVehicle'] = ResolversParentTypes['RunListVehicle']> = ResolversObject<{
  auction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conditionGrade?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lane?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationZip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  match?: Resolver<Maybe<ResolversTypes['SourcingMatch']>, ParentType, ContextType>;
  mileage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  runNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saleDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trim?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SalesAgeRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesAgeRow'] = ResolversParentTypes['SalesAgeRow']> = ResolversObject<{
  bucket?: Resolver<ResolversTypes['VehicleAgeBucket'], ParentType, ContextType>;
  frontEndGrossCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  grossPerUnitCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  retailUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wholesaleUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SalesGroupRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesGroupRow'] = ResolversParentTypes['SalesGroupRow']> = ResolversObject<{
  frontEndGrossCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  grossPerUnitCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  retailUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['AcquisitionSource'], ParentType, ContextType>;
  wholesaleUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SalesPacketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesPacket'] = ResolversParentTypes['SalesPacket']> = ResolversObject<{
  bodyStyle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  certifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dealerAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dealerHours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dealerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dealershipName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exteriorColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inspections?: Resolver<Array<ResolversTypes['SalesPacketInspection']>, ParentType, ContextType>;
  interiorColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['SalesPacketLink']>, ParentType, ContextType>;
  listPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mileage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['SalesPacketPhoto']>, ParentType, ContextType>;
  repairs?: Resolver<Array<ResolversTypes['SalesPacketRepair']>, ParentType, ContextType>;
  stockNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trim?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vinCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vinManufacturer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vinModelYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SalesPacketInspectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesPacketInspection'] = ResolversParentTypes['SalesPacketInspection']> = ResolversObject<{
  completedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  templateKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SalesPacketLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesPacketLink'] = ResolversParentTypes['SalesPacketLink']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SalesPacketLinkState'], ParentType, ContextType>;
  vehicleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  views?: Resolver<Array<ResolversTypes['SalesPacketView']>, ParentType, ContextType>;
}>;

export type SalesPacketPhotoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesPacketPhoto'] = ResolversParentTypes['SalesPacketPhoto']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SalesPacketRepairResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesPacketRepair'] = ResolversParentTypes['SalesPacketRepair']> = ResolversObject<{
  completedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SalesPacketViewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesPacketView'] = ResolversParentTypes['SalesPacketView']> = ResolversObject<{
  browser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deviceType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  os?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SalesReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesReport'] = ResolversParentTypes['SalesReport']> = ResolversObject<{
  averageDaysToSale?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  byAge?: Resolver<Array<ResolversTypes['SalesAgeRow']>, ParentType, ContextType>;
  bySource?: Resolver<Array<ResolversTypes['SalesGroupRow']>, ParentType, ContextType>;
  frontEndGrossCents?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  previousRange?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
  range?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
  retailGrossPerUnitCents?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  retailUnits?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['VehicleSaleConnection'], ParentType, ContextType, RequireFields<SalesReportSalesArgs, 'first'>>;
  trend?: Resolver<Array<ResolversTypes['SalesTrendPoint']>, ParentType, ContextType>;
  unpricedSales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wholesaleGrossPerUnitCents?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  wholesaleUnits?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
}>;

export type SalesTrendPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesTrendPoint'] = ResolversParentTypes['SalesTrendPoint']> = ResolversObject<{
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  frontEndGrossCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  retailUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wholesaleUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SourcingMatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SourcingMatch'] = ResolversParentTypes['SourcingMatch']> = ResolversObject<{
  bid?: Resolver<ResolversTypes['MaxBid'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['SourcingTarget'], ParentType, ContextType>;
}>;

export type SourcingProposalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SourcingProposal'] = ResolversParentTypes['SourcingProposal']> = ResolversObject<{
  averageDaysToSale?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  averageGrossCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marketDaysSupply?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxMileage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  soldUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yearFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yearTo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SourcingTargetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SourcingTarget'] = ResolversParentTypes['SourcingTarget']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxMileage?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reconEstimateCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trim?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  yearFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  yearTo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  events?: SubscriptionResolver<ResolversTypes['Event'], "events", ParentType, ContextType, Partial<SubscriptionEventsArgs>>;
  notifications?: SubscriptionResolver<ResolversTypes['NotificationSignal'], "notifications", ParentType, ContextType>;
}>;

export type TeamMemberConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamMemberConnection'] = ResolversParentTypes['TeamMemberConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['TeamMemberEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TeamMemberEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamMemberEdge'] = ResolversParentTypes['TeamMemberEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type TerritoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Territory'] = ResolversParentTypes['Territory']> = ResolversObject<{
  agent?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  cadenceWeeks?: Resolver<ResolversTypes['DealerCadence'], ParentType, ContextType>;
  center?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  dealerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dealers?: Resolver<Array<ResolversTypes['Dealer']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  radiusMiles?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type TerritoryInsightsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TerritoryInsights'] = ResolversParentTypes['TerritoryInsights']> = ResolversObject<{
  dealers?: Resolver<Array<ResolversTypes['Dealer']>, ParentType, ContextType>;
  dueToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marketAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  territory?: Resolver<ResolversTypes['Territory'], ParentType, ContextType>;
}>;

export type TransportCarrierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransportCarrier'] = ResolversParentTypes['TransportCarrier']> = ResolversObject<{
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mcDotNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TransportOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransportOrder'] = ResolversParentTypes['TransportOrder']> = ResolversObject<{
  auctionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['TransportCarrier']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryInspection?: Resolver<Maybe<ResolversTypes['BillOfLadingInspection']>, ParentType, ContextType>;
  deliveryZip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  distanceMiles?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  guidePriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickupAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickupDueOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickupInspection?: Resolver<Maybe<ResolversTypes['BillOfLadingInspection']>, ParentType, ContextType>;
  pickupOverdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pickupWindowEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickupWindowStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickupZip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pricePerMileCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  purchasedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TransportState'], ParentType, ContextType>;
  stateChangedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  titleAbsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  titleDueOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titleOverdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  titleReceivedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
  vehicleDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TransportOrderConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransportOrderConnection'] = ResolversParentTypes['TransportOrderConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['TransportOrderEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TransportOrderEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TransportOrderEdge'] = ResolversParentTypes['TransportOrderEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['TransportOrder'], ParentType, ContextType>;
}>;

export type TurnModelRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TurnModelRow'] = ResolversParentTypes['TurnModelRow']> = ResolversObject<{
  daysSupply?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retailUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitsInStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TurnReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TurnReport'] = ResolversParentTypes['TurnReport']> = ResolversObject<{
  annualTurn?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  byModel?: Resolver<Array<ResolversTypes['TurnModelRow']>, ParentType, ContextType>;
  daysSupply?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  previousRange?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
  range?: Resolver<ResolversTypes['ReportRange'], ParentType, ContextType>;
  retailUnits?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  salesPerDay30?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  salesPerDay45?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  salesPerDay90?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  soldUnder30DaysShare?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  trend?: Resolver<Array<ResolversTypes['TurnTrendPoint']>, ParentType, ContextType>;
  unitsInStock?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
  wholesaleUnits?: Resolver<ResolversTypes['ReportFigure'], ParentType, ContextType>;
}>;

export type TurnTrendPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TurnTrendPoint'] = ResolversParentTypes['TurnTrendPoint']> = ResolversObject<{
  date?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  retailUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitsInStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featureFlags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  productFeatureFlags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ValuationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Valuation'] = ResolversParentTypes['Valuation']> = ResolversObject<{
  asOf?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  highCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lowCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  provenance?: Resolver<ResolversTypes['ValuationProvenance'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ValuationSource'], ParentType, ContextType>;
  valueCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ValuationProvenanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ValuationProvenance'] = ResolversParentTypes['ValuationProvenance']> = ResolversObject<{
  bookEntryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  comparableIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  fallback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fallbackReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lowConfidence?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordsUsed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ValuationSubjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ValuationSubject'] = ResolversParentTypes['ValuationSubject']> = ResolversObject<{
  condition?: Resolver<ResolversTypes['ConditionGrade'], ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mileage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trim?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ValuationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Valuations'] = ResolversParentTypes['Valuations']> = ResolversObject<{
  asOf?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  comparables?: Resolver<Array<ResolversTypes['Comparable']>, ParentType, ContextType>;
  defaultSource?: Resolver<ResolversTypes['ValuationSource'], ParentType, ContextType>;
  radiusMiles?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['ValuationSubject'], ParentType, ContextType>;
  valuations?: Resolver<Array<ResolversTypes['Valuation']>, ParentType, ContextType>;
}>;

export type VehicleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Vehicle'] = ResolversParentTypes['Vehicle']> = ResolversObject<{
  acquiredDate?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
  acquisitionSource?: Resolver<ResolversTypes['AcquisitionSource'], ParentType, ContextType>;
  ageBucket?: Resolver<ResolversTypes['VehicleAgeBucket'], ParentType, ContextType>;
  bodyStyle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  certifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  costCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  costWithheld?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  daysInInventory?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  disposedOn?: Resolver<Maybe<ResolversTypes['LocalDate']>, ParentType, ContextType>;
  exteriorColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interiorColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  listPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lotLocation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mainPhoto?: Resolver<Maybe<ResolversTypes['VehiclePhoto']>, ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mileage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['VehiclePhoto']>, ParentType, ContextType>;
  potentialGrossCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceHistory?: Resolver<Array<ResolversTypes['VehiclePriceChange']>, ParentType, ContextType>;
  priceToMarket?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  recon?: Resolver<Maybe<ResolversTypes['VehicleReconPosition']>, ParentType, ContextType>;
  sale?: Resolver<Maybe<ResolversTypes['VehicleSale']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VehicleStatus'], ParentType, ContextType>;
  statusChangedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['VehicleStatusChange']>, ParentType, ContextType>;
  stockNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trim?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vinDecoding?: Resolver<ResolversTypes['VinDecoding'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type VehicleAgeBucketCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleAgeBucketCount'] = ResolversParentTypes['VehicleAgeBucketCount']> = ResolversObject<{
  bucket?: Resolver<ResolversTypes['VehicleAgeBucket'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type VehicleConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleConnection'] = ResolversParentTypes['VehicleConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['VehicleEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type VehicleEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleEdge'] = ResolversParentTypes['VehicleEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
}>;

export type VehicleImportRejectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleImportRejection'] = ResolversParentTypes['VehicleImportRejection']> = ResolversObject<{
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VehicleImportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleImportResult'] = ResolversParentTypes['VehicleImportResult']> = ResolversObject<{
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<Array<ResolversTypes['VehicleImportRejection']>, ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type VehicleMakeCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleMakeCount'] = ResolversParentTypes['VehicleMakeCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VehiclePhotoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehiclePhoto'] = ResolversParentTypes['VehiclePhoto']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isMain?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type VehiclePriceChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehiclePriceChange'] = ResolversParentTypes['VehiclePriceChange']> = ResolversObject<{
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<Maybe<ResolversTypes['HistoryActor']>, ParentType, ContextType>;
  fromCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type VehiclePricingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehiclePricing'] = ResolversParentTypes['VehiclePricing']> = ResolversObject<{
  comparables?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  costToMarket?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  floorCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  marketAverageCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  marketDaysSupply?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceToMarket?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rankOf?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  suggestedPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  suggestionNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
}>;

export type VehicleReconPositionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleReconPosition'] = ResolversParentTypes['VehicleReconPosition']> = ResolversObject<{
  enteredStageAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expectedFrontLineAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['ReconStage'], ParentType, ContextType>;
}>;

export type VehicleSaleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleSale'] = ResolversParentTypes['VehicleSale']> = ResolversObject<{
  buyerType?: Resolver<ResolversTypes['BuyerType'], ParentType, ContextType>;
  frontEndGrossCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reconCostCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  recordedBy?: Resolver<Maybe<ResolversTypes['HistoryActor']>, ParentType, ContextType>;
  salePriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  soldOn?: Resolver<ResolversTypes['LocalDate'], ParentType, ContextType>;
}>;

export type VehicleSaleConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleSaleConnection'] = ResolversParentTypes['VehicleSaleConnection']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['VehicleSaleRow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type VehicleSaleRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleSaleRow'] = ResolversParentTypes['VehicleSaleRow']> = ResolversObject<{
  daysToSale?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sale?: Resolver<ResolversTypes['VehicleSale'], ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
}>;

export type VehicleStatusChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VehicleStatusChange'] = ResolversParentTypes['VehicleStatusChange']> = ResolversObject<{
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<Maybe<ResolversTypes['HistoryActor']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['VehicleStatus']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['VehicleStatus'], ParentType, ContextType>;
}>;

export type VinCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VinCheck'] = ResolversParentTypes['VinCheck']> = ResolversObject<{
  decoded?: Resolver<Maybe<ResolversTypes['VinDecoding']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VinDecodingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VinDecoding'] = ResolversParentTypes['VinDecoding']> = ResolversObject<{
  checkDigitValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modelYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['VinRegion']>, ParentType, ContextType>;
  wmi?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  durationMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  responseBody?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
}>;

export type WebhookEndpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, Partial<WebhookEndpointDeliveriesArgs>>;
  eventTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  failingSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pausedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['WebhookEndpointState'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AddMarketRecordsResult?: AddMarketRecordsResultResolvers<ContextType>;
  AgedVehicleRow?: AgedVehicleRowResolvers<ContextType>;
  AgentTask?: AgentTaskResolvers<ContextType>;
  AgingBucketRow?: AgingBucketRowResolvers<ContextType>;
  AgingModelRow?: AgingModelRowResolvers<ContextType>;
  AgingTrendPoint?: AgingTrendPointResolvers<ContextType>;
  AnalyticsDailyCount?: AnalyticsDailyCountResolvers<ContextType>;
  AnalyticsEvent?: AnalyticsEventResolvers<ContextType>;
  AnalyticsEventConnection?: AnalyticsEventConnectionResolvers<ContextType>;
  AnalyticsEventEdge?: AnalyticsEventEdgeResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  ApplyPricingChangesResult?: ApplyPricingChangesResultResolvers<ContextType>;
  Appraisal?: AppraisalResolvers<ContextType>;
  AppraisalConnection?: AppraisalConnectionResolvers<ContextType>;
  AppraisalCustomer?: AppraisalCustomerResolvers<ContextType>;
  AppraisalEdge?: AppraisalEdgeResolvers<ContextType>;
  AppraisalFigureReport?: AppraisalFigureReportResolvers<ContextType>;
  AppraisalFigures?: AppraisalFiguresResolvers<ContextType>;
  AppraisalLostReasonRow?: AppraisalLostReasonRowResolvers<ContextType>;
  AppraisalOffer?: AppraisalOfferResolvers<ContextType>;
  AppraisalReconLine?: AppraisalReconLineResolvers<ContextType>;
  AppraisalReport?: AppraisalReportResolvers<ContextType>;
  AppraisalTrendPoint?: AppraisalTrendPointResolvers<ContextType>;
  AttentionAction?: AttentionActionResolvers<ContextType>;
  AttentionInactiveRule?: AttentionInactiveRuleResolvers<ContextType>;
  AttentionItem?: AttentionItemResolvers<ContextType>;
  AttentionQueue?: AttentionQueueResolvers<ContextType>;
  AttentionRuleCount?: AttentionRuleCountResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditEntryConnection?: AuditEntryConnectionResolvers<ContextType>;
  AuditEntryEdge?: AuditEntryEdgeResolvers<ContextType>;
  BillOfLadingInspection?: BillOfLadingInspectionResolvers<ContextType>;
  Billing?: BillingResolvers<ContextType>;
  ChangeVehicleStatusesResult?: ChangeVehicleStatusesResultResolvers<ContextType>;
  Comparable?: ComparableResolvers<ContextType>;
  Comparables?: ComparablesResolvers<ContextType>;
  CreatedApiToken?: CreatedApiTokenResolvers<ContextType>;
  CreatedMarketplaceFeed?: CreatedMarketplaceFeedResolvers<ContextType>;
  CreatedSalesPacketLink?: CreatedSalesPacketLinkResolvers<ContextType>;
  CreatedWebhookEndpoint?: CreatedWebhookEndpointResolvers<ContextType>;
  DamageMark?: DamageMarkResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Dealer?: DealerResolvers<ContextType>;
  DealerCadence?: DealerCadenceResolvers<ContextType>;
  DealerContact?: DealerContactResolvers<ContextType>;
  DealerGroup?: DealerGroupResolvers<ContextType>;
  DealerImportRejection?: DealerImportRejectionResolvers<ContextType>;
  DealerImportResult?: DealerImportResultResolvers<ContextType>;
  DealerInsightsReport?: DealerInsightsReportResolvers<ContextType>;
  DealerInsightsSegment?: DealerInsightsSegmentResolvers<ContextType>;
  DealerInsightsVehicle?: DealerInsightsVehicleResolvers<ContextType>;
  DealerMarketInsight?: DealerMarketInsightResolvers<ContextType>;
  DealerVisit?: DealerVisitResolvers<ContextType>;
  DmsConnection?: DmsConnectionResolvers<ContextType>;
  DmsDelivery?: DmsDeliveryResolvers<ContextType>;
  DmsFeedSecret?: DmsFeedSecretResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventConnection?: EventConnectionResolvers<ContextType>;
  EventEdge?: EventEdgeResolvers<ContextType>;
  ExternalPerson?: ExternalPersonResolvers<ContextType>;
  FinancingReferral?: FinancingReferralResolvers<ContextType>;
  GeoPoint?: GeoPointResolvers<ContextType>;
  Group?: GroupResolvers<ContextType>;
  GroupStock?: GroupStockResolvers<ContextType>;
  GroupStockEdge?: GroupStockEdgeResolvers<ContextType>;
  GroupStockVehicle?: GroupStockVehicleResolvers<ContextType>;
  HistoryActor?: HistoryActorResolvers<ContextType>;
  Inspection?: InspectionResolvers<ContextType>;
  InspectionItem?: InspectionItemResolvers<ContextType>;
  InspectionTemplate?: InspectionTemplateResolvers<ContextType>;
  InspectionTemplateItem?: InspectionTemplateItemResolvers<ContextType>;
  InspectionTemplateSection?: InspectionTemplateSectionResolvers<ContextType>;
  InventoryAgingReport?: InventoryAgingReportResolvers<ContextType>;
  InventoryRequest?: InventoryRequestResolvers<ContextType>;
  InventoryRequestConnection?: InventoryRequestConnectionResolvers<ContextType>;
  InventoryRequestEdge?: InventoryRequestEdgeResolvers<ContextType>;
  InventorySummary?: InventorySummaryResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationPreview?: InvitationPreviewResolvers<ContextType>;
  InvitationResult?: InvitationResultResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  JSONObject?: GraphQLScalarType;
  LeftOutStop?: LeftOutStopResolvers<ContextType>;
  LocalDate?: GraphQLScalarType;
  MarketImportRejection?: MarketImportRejectionResolvers<ContextType>;
  MarketImportResult?: MarketImportResultResolvers<ContextType>;
  MarketRecord?: MarketRecordResolvers<ContextType>;
  MarketRecordConnection?: MarketRecordConnectionResolvers<ContextType>;
  MarketRecordEdge?: MarketRecordEdgeResolvers<ContextType>;
  MarketReport?: MarketReportResolvers<ContextType>;
  MarketSegmentRow?: MarketSegmentRowResolvers<ContextType>;
  MarketplaceFeed?: MarketplaceFeedResolvers<ContextType>;
  MarketplaceLead?: MarketplaceLeadResolvers<ContextType>;
  MarketplaceLeadConnection?: MarketplaceLeadConnectionResolvers<ContextType>;
  MarketplaceLeadEdge?: MarketplaceLeadEdgeResolvers<ContextType>;
  MaxBid?: MaxBidResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  NotificationEdge?: NotificationEdgeResolvers<ContextType>;
  NotificationPreference?: NotificationPreferenceResolvers<ContextType>;
  NotificationSignal?: NotificationSignalResolvers<ContextType>;
  OfferAnchor?: OfferAnchorResolvers<ContextType>;
  OfferWarning?: OfferWarningResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordResetLink?: PasswordResetLinkResolvers<ContextType>;
  PasswordResetPreview?: PasswordResetPreviewResolvers<ContextType>;
  PasswordResetRequest?: PasswordResetRequestResolvers<ContextType>;
  PasswordResetResult?: PasswordResetResultResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PlanDetails?: PlanDetailsResolvers<ContextType>;
  PriceReductionAgeRow?: PriceReductionAgeRowResolvers<ContextType>;
  PriceToMarketBucket?: PriceToMarketBucketResolvers<ContextType>;
  PricingChange?: PricingChangeResolvers<ContextType>;
  PricingDryRun?: PricingDryRunResolvers<ContextType>;
  PricingReport?: PricingReportResolvers<ContextType>;
  PricingRules?: PricingRulesResolvers<ContextType>;
  PricingSkip?: PricingSkipResolvers<ContextType>;
  PricingStep?: PricingStepResolvers<ContextType>;
  PricingStepMove?: PricingStepMoveResolvers<ContextType>;
  PricingTrendPoint?: PricingTrendPointResolvers<ContextType>;
  PricingUnderwater?: PricingUnderwaterResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReconBusinessHours?: ReconBusinessHoursResolvers<ContextType>;
  ReconEvent?: ReconEventResolvers<ContextType>;
  ReconMetrics?: ReconMetricsResolvers<ContextType>;
  ReconOverTargetRow?: ReconOverTargetRowResolvers<ContextType>;
  ReconReport?: ReconReportResolvers<ContextType>;
  ReconStage?: ReconStageResolvers<ContextType>;
  ReconStageFigures?: ReconStageFiguresResolvers<ContextType>;
  ReconStageReportRow?: ReconStageReportRowResolvers<ContextType>;
  ReconStageTime?: ReconStageTimeResolvers<ContextType>;
  ReconTrendPoint?: ReconTrendPointResolvers<ContextType>;
  ReconVehicle?: ReconVehicleResolvers<ContextType>;
  ReconWorkflow?: ReconWorkflowResolvers<ContextType>;
  RepairOrder?: RepairOrderResolvers<ContextType>;
  RepairOrderApproval?: RepairOrderApprovalResolvers<ContextType>;
  RepairOrderLine?: RepairOrderLineResolvers<ContextType>;
  ReportFigure?: ReportFigureResolvers<ContextType>;
  ReportRange?: ReportRangeResolvers<ContextType>;
  ReportSummarySchedule?: ReportSummaryScheduleResolvers<ContextType>;
  ReportUnavailable?: ReportUnavailableResolvers<ContextType>;
  RouteLeg?: RouteLegResolvers<ContextType>;
  RoutePlan?: RoutePlanResolvers<ContextType>;
  RunList?: RunListResolvers<ContextType>;
  RunListImportRejection?: RunListImportRejectionResolvers<ContextType>;
  RunListImportResult?: RunListImportResultResolvers<ContextType>;
  RunListVehicle?: RunListVehicleResolvers<ContextType>;
  SalesAgeRow?: SalesAgeRowResolvers<ContextType>;
  SalesGroupRow?: SalesGroupRowResolvers<ContextType>;
  SalesPacket?: SalesPacketResolvers<ContextType>;
  SalesPacketInspection?: SalesPacketInspectionResolvers<ContextType>;
  SalesPacketLink?: SalesPacketLinkResolvers<ContextType>;
  SalesPacketPhoto?: SalesPacketPhotoResolvers<ContextType>;
  SalesPacketRepair?: SalesPacketRepairResolvers<ContextType>;
  SalesPacketView?: SalesPacketViewResolvers<ContextType>;
  SalesReport?: SalesReportResolvers<ContextType>;
  SalesTrendPoint?: SalesTrendPointResolvers<ContextType>;
  SourcingMatch?: SourcingMatchResolvers<ContextType>;
  SourcingProposal?: SourcingProposalResolvers<ContextType>;
  SourcingTarget?: SourcingTargetResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TeamMemberConnection?: TeamMemberConnectionResolvers<ContextType>;
  TeamMemberEdge?: TeamMemberEdgeResolvers<ContextType>;
  Territory?: TerritoryResolvers<ContextType>;
  TerritoryInsights?: TerritoryInsightsResolvers<ContextType>;
  TransportCarrier?: TransportCarrierResolvers<ContextType>;
  TransportOrder?: TransportOrderResolvers<ContextType>;
  TransportOrderConnection?: TransportOrderConnectionResolvers<ContextType>;
  TransportOrderEdge?: TransportOrderEdgeResolvers<ContextType>;
  TurnModelRow?: TurnModelRowResolvers<ContextType>;
  TurnReport?: TurnReportResolvers<ContextType>;
  TurnTrendPoint?: TurnTrendPointResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Valuation?: ValuationResolvers<ContextType>;
  ValuationProvenance?: ValuationProvenanceResolvers<ContextType>;
  ValuationSubject?: ValuationSubjectResolvers<ContextType>;
  Valuations?: ValuationsResolvers<ContextType>;
  Vehicle?: VehicleResolvers<ContextType>;
  VehicleAgeBucketCount?: VehicleAgeBucketCountResolvers<ContextType>;
  VehicleConnection?: VehicleConnectionResolvers<ContextType>;
  VehicleEdge?: VehicleEdgeResolvers<ContextType>;
  VehicleImportRejection?: VehicleImportRejectionResolvers<ContextType>;
  VehicleImportResult?: VehicleImportResultResolvers<ContextType>;
  VehicleMakeCount?: VehicleMakeCountResolvers<ContextType>;
  VehiclePhoto?: VehiclePhotoResolvers<ContextType>;
  VehiclePriceChange?: VehiclePriceChangeResolvers<ContextType>;
  VehiclePricing?: VehiclePricingResolvers<ContextType>;
  VehicleReconPosition?: VehicleReconPositionResolvers<ContextType>;
  VehicleSale?: VehicleSaleResolvers<ContextType>;
  VehicleSaleConnection?: VehicleSaleConnectionResolvers<ContextType>;
  VehicleSaleRow?: VehicleSaleRowResolvers<ContextType>;
  VehicleStatusChange?: VehicleStatusChangeResolvers<ContextType>;
  VinCheck?: VinCheckResolvers<ContextType>;
  VinDecoding?: VinDecodingResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
}>;

