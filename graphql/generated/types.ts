export type AcceptInvitationInput = {
  firstName: string;
  lastName: string;
  password: string;
  token: string;
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

export type AddRepairOrderLineInput = {
  line: RepairOrderLineInput;
  repairOrderId: string | number;
};

export type AdvanceRepairOrderInput = {
  repairOrderId: string | number;
  step: RepairOrderStep;
};

export type AgentTaskInput = {
  dealerId: string | number;
  dueOn?: string | null | undefined;
  title: string;
};

export type AgentTaskState =
  | 'done'
  | 'open';

/** Narrows analytics events. Every field given must match. */
export type AnalyticsEventFilter = {
  /** The event name: `page` for page views, otherwise the tracked event's name. */
  event?: string | null | undefined;
  /** Events at or after this time (the event's own time). */
  from?: string | Date | null | undefined;
  organizationId?: string | number | null | undefined;
  /** Events before this time. */
  to?: string | Date | null | undefined;
  userId?: string | number | null | undefined;
};

export type AnswerInspectionItemsInput = {
  answers: Array<InspectionAnswerInput>;
  inspectionId: string | number;
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

export type AppraisalCustomerInput = {
  email?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
};

export type AppraisalFilter = {
  appraiserId?: string | number | null | undefined;
  /** VIN fragment, make, model or customer name; case-insensitive. */
  search?: string | null | undefined;
  states?: Array<AppraisalState> | null | undefined;
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

export type AppraisalReconLineInput = {
  /** 0 to 5,000,000 cents. */
  amountCents: number;
  /** 1–120 characters. */
  description: string;
};

/** Where an appraisal stands: draft → offered → won (the car was bought) or lost. Won and lost are final. */
export type AppraisalState =
  | 'draft'
  | 'lost'
  | 'offered'
  | 'won';

export type AssignReconVehicleInput = {
  /** An active member of the organization; null clears it. */
  assigneeUserId?: string | number | null | undefined;
  vehicleId: string | number;
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
  mine?: boolean | null | undefined;
  rules?: Array<AttentionRule> | null | undefined;
  /** Default money_at_risk. */
  sort?: AttentionSort | null | undefined;
  /** Which states to include; default [open]. */
  states?: Array<AttentionItemState> | null | undefined;
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

/** How the queue's items are ordered. */
export type AttentionSort =
  /** Money at risk, highest first; items of a rule without a money figure after them, oldest first (the default). */
  | 'money_at_risk'
  /** Oldest `since` first. */
  | 'oldest';

export type AuditLogFilter = {
  action?: string | null | undefined;
  /** Administrators may read any organization's log; others only their own. */
  organizationId?: string | number | null | undefined;
};

export type BillOfLadingInput = {
  damages: Array<DamageMarkInput>;
  notes?: string | null | undefined;
  signerName: string;
  /** pickup while assigned (the order becomes picked_up); delivery while picked_up (it becomes delivered). */
  stage: BillOfLadingStage;
};

export type BillOfLadingStage =
  | 'delivery'
  | 'pickup';

/** Who bought a vehicle: a retail customer (status sold) or a wholesale buyer (status wholesaled). */
export type BuyerType =
  | 'retail'
  | 'wholesale';

export type ChangeVehiclePriceInput = {
  id: string | number;
  listPriceCents: number;
  reason?: string | null | undefined;
};

export type ChangeVehicleStatusInput = {
  id: string | number;
  note?: string | null | undefined;
  /** Only with status sold or wholesaled (else BAD_USER_INPUT, nothing stored). */
  sale?: VehicleSaleInput | null | undefined;
  status: VehicleStatus;
};

export type ChangeVehicleStatusesInput = {
  /** The vehicles to move, at most 200; repeated ids count once. */
  ids: Array<string | number>;
  /** Recorded with every change, like a single change's note. */
  note?: string | null | undefined;
  status: VehicleStatus;
};

export type CheckInInput = {
  /** ISO time of the visit; omitted: now. Never in the future. */
  at?: string | null | undefined;
  dealerId: string | number;
  nextStep?: string | null | undefined;
  notes?: string | null | undefined;
  outcome: VisitOutcome;
  /** The phone's position, sent only when the agent confirmed it as the dealer's: stored as the dealer's point (source check_in). Refused more than 50 miles from the dealer's ZIP. */
  position?: GeoPointInput | null | undefined;
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
  expiresAt?: string | Date | null | undefined;
  name: string;
  scopes: Array<ApiTokenScope>;
};

export type CreateAppraisalInput = {
  /** Keep a VIN whose check digit does not match (as createVehicle's); without it such a VIN is BAD_USER_INPUT. Stored with the appraisal. */
  acceptCheckDigitMismatch?: boolean | null | undefined;
  condition?: ConditionGrade | null | undefined;
  customer?: AppraisalCustomerInput | null | undefined;
  exteriorColor?: string | null | undefined;
  kind: AppraisalKind;
  make?: string | null | undefined;
  /** 0–999,999. */
  mileage: number;
  model?: string | null | undefined;
  notes?: string | null | undefined;
  options?: Array<string> | null | undefined;
  trim?: string | null | undefined;
  /** A VIN (decoded with the inventory module: year and make come from it when not given), or year, make and model. */
  vin?: string | null | undefined;
  year?: number | null | undefined;
  zip?: string | null | undefined;
};

export type CreateFinancingReferralInput = {
  /** An e-mail address, or a phone number, or both: the partner needs one way to reach the customer. */
  customerEmail?: string | null | undefined;
  /** 1–120 characters. */
  customerName: string;
  customerPhone?: string | null | undefined;
  /** One of the partners the screen offers, or another lender's name (1–80 characters). */
  partner: string;
  vehicleId: string | number;
};

export type CreateSalesPacketLinkInput = {
  /** Days until the link runs out, 1–90 (default 14). */
  days?: number | null | undefined;
  /** A note for the dealership, e.g. the customer's name (up to 120 characters); never shown on the public page. */
  label?: string | null | undefined;
  /** An e-mail address to send the link to (needs SMTP: SERVICE_UNAVAILABLE without it, and no link is made). */
  sendTo?: string | null | undefined;
  vehicleId: string | number;
};

/** A vehicle's facts as given to `createVehicle`. Money in cents. */
export type CreateVehicleInput = {
  /** Save even though the VIN's check digit does not match (VINs from outside North America). */
  acceptCheckDigitMismatch?: boolean | null | undefined;
  acquiredDate: string;
  acquisitionSource?: AcquisitionSource | null | undefined;
  bodyStyle?: string | null | undefined;
  /** Refused (FORBIDDEN) while cost is withheld from the viewer. */
  costCents?: number | null | undefined;
  exteriorColor?: string | null | undefined;
  interiorColor?: string | null | undefined;
  listPriceCents?: number | null | undefined;
  lotLocation?: string | null | undefined;
  make: string;
  mileage: number;
  model: string;
  notes?: string | null | undefined;
  status?: VehicleStatus | null | undefined;
  stockNumber: string;
  trim?: string | null | undefined;
  vin: string;
  year: number;
};

export type CreateWebhookEndpointInput = {
  /** False creates it paused. Default true. */
  active?: boolean | null | undefined;
  eventTypes: Array<string>;
  /** An https URL (plain http only where the server allows private addresses, WEBHOOK_ALLOW_PRIVATE). */
  url: string;
};

export type DamageKind =
  | 'broken'
  | 'chip'
  | 'crack'
  | 'dent'
  | 'missing'
  | 'scratch';

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

export type DealerCadenceInput = {
  p1: number;
  p2: number;
  p3: number;
};

export type DealerContactInput = {
  email?: string | null | undefined;
  name: string;
  phone?: string | null | undefined;
  role?: string | null | undefined;
};

export type DealerInput = {
  city?: string | null | undefined;
  contacts?: Array<DealerContactInput> | null | undefined;
  name: string;
  notes?: string | null | undefined;
  ownerAgentUserId?: string | number | null | undefined;
  phone?: string | null | undefined;
  priority: DealerPriority;
  state?: string | null | undefined;
  street?: string | null | undefined;
  /** Omitted: the territory whose postal codes hold the ZIP, or whose circle holds its centroid. */
  territoryId?: string | number | null | undefined;
  zip: string;
};

/** Where a dealer's point came from: `zip` is only its ZIP's centroid (approximate). */
export type DealerLocationSource =
  | 'check_in'
  | 'import'
  | 'pin'
  | 'zip';

export type DealerPriority =
  | 'P1'
  | 'P2'
  | 'P3';

export type DecideRepairOrderLinesInput = {
  approve: boolean;
  /** The lines to decide; omit for every pending line. */
  lineIds?: Array<string | number> | null | undefined;
  /** Required to decline. */
  reason?: string | null | undefined;
  repairOrderId: string | number;
};

export type DismissAttentionItemInput = {
  key: string | number;
  /** Required, 1–500 characters: recorded in the audit log. */
  reason: string;
};

export type DismissAttentionItemsInput = {
  /** The items (1–500, none twice). */
  keys: Array<string | number>;
  /** Required, 1–500 characters: recorded in the audit log of each. */
  reason: string;
};

export type DmsDeliveryFormat =
  | 'csv'
  | 'json';

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

export type FinancingReferralState =
  | 'approved'
  | 'declined'
  | 'referred'
  | 'submitted'
  | 'withdrawn';

export type GeoPointInput = {
  latitude: number;
  longitude: number;
};

export type ImportMarketRecordsInput = {
  /** True: check the rows and report, store nothing. */
  preview?: boolean | null | undefined;
  /** At most 1,000 rows per call; send a large file in parts. */
  rows: Array<MarketImportRow>;
};

export type ImportRunListInput = {
  /** CSV with a header row; columns in docs/sourcing.md. */
  csv: string;
  name: string;
  /** Check the file and store nothing. */
  preview?: boolean | null | undefined;
};

export type ImportVehiclesInput = {
  acceptCheckDigitMismatch?: boolean | null | undefined;
  /** At most 500 rows per call; send a large file in parts. */
  rows: Array<VehicleImportRow>;
};

export type ImportWholesaleBookInput = {
  /** The date the book's values are of (YYYY-MM-DD); today when left out. */
  asOf?: string | null | undefined;
  preview?: boolean | null | undefined;
  /** At most 1,000 rows per call. */
  rows: Array<WholesaleBookRow>;
};

export type InspectionAnswerInput = {
  itemKey: string;
  note?: string | null | undefined;
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

/** Which side of a request the viewer's organization is on. */
export type InventoryRequestDirection =
  /** The viewer's organization holds the vehicle. */
  | 'incoming'
  /** The viewer's organization asked for the vehicle. */
  | 'outgoing';

export type InventoryRequestState =
  | 'accepted'
  | 'cancelled'
  | 'declined'
  | 'received'
  | 'requested'
  | 'shipped';

export type InviteUserInput = {
  email: string;
  role: Role;
  /**
   * Section keys the person gets on sign-up; `dashboard` is always added. Each must be one the
   * inviter holds (an OWNER holds all), else FORBIDDEN. Absent: the role's default sections
   * (src/shared/access/invitation-sections.ts) that the inviter holds.
   */
  sections?: Array<string> | null | undefined;
  type?: UserType | null | undefined;
};

export type LoseAppraisalInput = {
  id: string | number;
  note?: string | null | undefined;
  reason: AppraisalLostReason;
};

/** Retail (to a consumer) or wholesale (dealer to dealer, auctions). */
export type MarketChannel =
  | 'retail'
  | 'wholesale';

/**
 * One row of a market CSV file, already mapped to fields, as the texts of the file (`"$18,995"`,
 * `"45,120"`, `"3/7/2024"`, `"Retail"`, `"Auction"` are all read).
 */
export type MarketImportRow = {
  /** retail or wholesale. */
  channel?: string | null | undefined;
  dealerName?: string | null | undefined;
  firstSeenOn?: string | null | undefined;
  lastSeenOn?: string | null | undefined;
  /** The row's line in the file, for the report. */
  line: number;
  make?: string | null | undefined;
  mileage?: string | null | undefined;
  model?: string | null | undefined;
  price?: string | null | undefined;
  soldOn?: string | null | undefined;
  /** marketplace, vehicle_history, auction or own_sales. */
  source?: string | null | undefined;
  trim?: string | null | undefined;
  year?: string | null | undefined;
  zip?: string | null | undefined;
};

export type MarketRecordFilter = {
  channel?: MarketChannel | null | undefined;
  /** Case-insensitive. */
  make?: string | null | undefined;
  /** Needs `make`. */
  model?: string | null | undefined;
  /** true: sales only; false: unsold listings only. */
  sold?: boolean | null | undefined;
  source?: MarketRecordSource | null | undefined;
  yearFrom?: number | null | undefined;
  yearTo?: number | null | undefined;
};

/**
 * One record as a partner integration sends it. Dates are YYYY-MM-DD (MM/DD/YYYY is read too);
 * `lastSeenOn` defaults to `soldOn`, else `firstSeenOn`. The ZIP must be one we can place (its
 * centroid is what distances are measured from).
 */
export type MarketRecordInput = {
  channel: MarketChannel;
  dealerName?: string | null | undefined;
  firstSeenOn: string;
  lastSeenOn?: string | null | undefined;
  make: string;
  mileage: number;
  model: string;
  priceCents: number;
  soldOn?: string | null | undefined;
  source: MarketRecordSource;
  trim?: string | null | undefined;
  year: number;
  zip: string;
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

export type MarketplaceFeedState =
  | 'active'
  | 'revoked';

export type MarketplaceLeadState =
  | 'closed'
  | 'contacted'
  | 'new';

export type MoveReconVehicleInput = {
  note?: string | null | undefined;
  /** A current stage of the organization's workflow: forward, back or skipping stages. */
  stageId: string | number;
  vehicleId: string | number;
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

export type NotificationPreferenceInput = {
  email: boolean;
  inApp: boolean;
  kind: NotificationKind;
  shell: boolean;
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

export type OfferWarningDirection =
  | 'above'
  | 'below';

export type OverrideAppraisalOfferInput = {
  id: string | number;
  /** Null clears the override (back to the proposal). */
  offerCents?: number | null | undefined;
  /** Needed (3–500 characters) with an amount. */
  reason?: string | null | undefined;
};

export type Plan =
  | 'enterprise'
  | 'professional'
  | 'starter';

export type PricingChangeInput = {
  /** The list price the dry run saw; a vehicle whose price has moved since is skipped. */
  fromCents?: number | null | undefined;
  reason: string;
  toCents: number;
  vehicleId: string | number;
};

/** Which way a change moves a list price (a vehicle without one counts as lowered). */
export type PricingDirection =
  | 'lower'
  | 'raise';

export type PricingDryRunInput = {
  amountCents?: number | null | undefined;
  method?: PricingMethod;
  percentOfMarket?: number | null | undefined;
  /** Default: every vehicle in stock; at most 10,000. */
  vehicleIds?: Array<string | number> | null | undefined;
};

/** What a dry run proposes to do. */
export type PricingMethod =
  /** Add `amountCents` (negative to cut) to each list price, rounded as the rules say. */
  | 'amount'
  /** A share of each vehicle's market average (`percentOfMarket`), rounded as the rules say. */
  | 'percent_of_market'
  /** The organization's rules. */
  | 'rules';

/** How a computed price is rounded: to a multiple of `roundToCents`, then optionally to end in 99 dollars' cents (…,995 → …,999). */
export type PricingRoundingMode =
  /** The multiple at or below. */
  | 'down'
  /** The nearest multiple. */
  | 'nearest';

export type PricingStepInput = {
  /** 0–365; ascending and unique, the first 0. */
  fromDay: number;
  /** 50–150. */
  percentOfMarket: number;
};

export type ReconBoardFilter = {
  assigneeUserId?: string | number | null | undefined;
  stageId?: string | number | null | undefined;
};

export type ReconBusinessHoursInput = {
  endMinute: number;
  startMinute: number;
  timeZone: string;
  weekdays: Array<number>;
};

export type ReconStageInput = {
  atRiskPercent: number;
  /** An active stage to keep; omit for a new stage. */
  id?: string | number | null | undefined;
  name: string;
  overduePercent: number;
  startsRecon: boolean;
  targetMinutes: number;
};

/** How a vehicle's time in its stage compares with the stage's target. */
export type ReconTimerState =
  /** Time in stage ≥ atRiskPercent % of the target. */
  | 'at_risk'
  | 'on_track'
  /** Time in stage ≥ overduePercent % of the target. */
  | 'overdue';

export type RecordVehicleSaleInput = {
  sale: VehicleSaleInput;
  vehicleId: string | number;
};

export type RemoveRepairOrderLineInput = {
  lineId: string | number;
  repairOrderId: string | number;
};

export type RepairFailedItemInput = {
  inspectionId: string | number;
  itemKey: string;
  laborHours: number;
  partsCents: number;
  /** An order of the same vehicle; omit to open a new draft order. */
  repairOrderId?: string | number | null | undefined;
  subletCostCents: number;
  subletVendor?: string | null | undefined;
};

export type RepairLineDecision =
  | 'approved'
  /** Declined lines stay on the order as deferred work, with their reason. */
  | 'declined'
  | 'pending';

export type RepairOrderLineInput = {
  /** From 0, at most two decimals. */
  laborHours: number;
  /** 1 to 200 characters. */
  operation: string;
  partsCents: number;
  subletCostCents: number;
  /** Required when subletCostCents > 0. */
  subletVendor?: string | null | undefined;
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
 * A report's days: from `from` to `to`, both included (calendar days, UTC). `to` may not be after
 * today and the range may not span more than 731 days (BAD_USER_INPUT).
 */
export type ReportRangeInput = {
  from: string;
  to: string;
};

export type RequestInventoryInput = {
  /** Up to 500 characters for the rooftop holding it. */
  note?: string | null | undefined;
  /** A vehicle of the group's stock (`groupInventory`). */
  vehicleId: string | number;
};

export type Role =
  | 'EDITOR'
  | 'OWNER'
  | 'USER'
  | 'VIEWER';

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

export type RoutePlanInput = {
  /** YYYY-MM-DD. */
  day: string;
  /** Omitted: back to the start. */
  end?: GeoPointInput | null | undefined;
  endMinute: number;
  /** At most MAX_ROUTE_STOPS (50). */
  maxStops: number;
  onlyThese?: boolean | null | undefined;
  start: GeoPointInput;
  /** Working hours, minutes after midnight. */
  startMinute: number;
  /** Added to the dealers due by cadence on `day` (or replacing them when `onlyThese`). */
  stops?: Array<RouteStopInput> | null | undefined;
};

export type RouteStopInput = {
  /** A fixed appointment: minutes after midnight the visit starts. */
  appointmentMinute?: number | null | undefined;
  dealerId: string | number;
  /** Minutes at the dealer; omitted: 30. */
  visitMinutes?: number | null | undefined;
};

export type SalesPacketLinkState =
  | 'active'
  | 'expired'
  | 'revoked';

export type SaveDmsConnectionInput = {
  /** New credentials (e.g. the DMS API key); omitted or null keeps the stored ones, an empty string removes them. Needs SECRETS_KEY on the server. */
  credentials?: string | null | undefined;
  dealerId: string;
  provider: DmsProvider;
  /** Required when `provider` is `other`, at most 80 characters. */
  providerName?: string | null | undefined;
  storeId: string;
};

export type SetAppraisalReconEstimateInput = {
  id: string | number;
  /** The whole estimate (replaces the lines), at most 60. */
  lines: Array<AppraisalReconLineInput>;
  reconTemplateKey?: string | null | undefined;
};

export type SnoozeAttentionItemInput = {
  key: string | number;
  reason?: string | null | undefined;
  /** The day it comes back: after today, at most 90 days ahead. */
  until: string;
};

export type SnoozeAttentionItemsInput = {
  /** The items (1–500, none twice), e.g. a rule's group as the queue showed it. */
  keys: Array<string | number>;
  reason?: string | null | undefined;
  /** The day they come back: after today, at most 90 days ahead. */
  until: string;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type SourcingTargetInput = {
  make: string;
  maxMileage?: number | null | undefined;
  maxPriceCents: number;
  model: string;
  quantity: number;
  /** A proposal's reasons when the target is taken from one. */
  reason?: string | null | undefined;
  /** Omitted: $1,250. */
  reconEstimateCents?: number | null | undefined;
  trim?: string | null | undefined;
  yearFrom: number;
  yearTo: number;
};

export type TeamMemberFilter = {
  active?: boolean | null | undefined;
  role?: Role | null | undefined;
  /** Matches name or email, case-insensitive. */
  search?: string | null | undefined;
};

export type TeamMemberOrder =
  | 'CREATED_AT'
  | 'EMAIL'
  | 'NAME'
  | 'ROLE';

export type TerritoryInput = {
  agentUserId?: string | number | null | undefined;
  /** Omitted: the default cadence. Each from 1 to 52 weeks. */
  cadenceWeeks?: DealerCadenceInput | null | undefined;
  center?: GeoPointInput | null | undefined;
  name: string;
  postalCodes: Array<string>;
  radiusMiles?: number | null | undefined;
};

export type TransportCarrierInput = {
  contact?: string | null | undefined;
  mcDotNumber?: string | null | undefined;
  name: string;
  /** The agreed price in cents; left out keeps the order's. */
  priceCents?: number | null | undefined;
};

export type TransportOrderInput = {
  auctionName?: string | null | undefined;
  deliveryAddress: string;
  deliveryZip: string;
  /** Left out: estimated from the two ZIPs. */
  distanceMiles?: number | null | undefined;
  pickupAddress: string;
  pickupWindowEnd: string;
  pickupWindowStart: string;
  pickupZip: string;
  priceCents?: number | null | undefined;
  purchasedOn?: string | null | undefined;
  titleAbsent?: boolean | null | undefined;
  /** A vehicle of the organization; or leave it out and give a VIN. */
  vehicleId?: string | number | null | undefined;
  /** 17 characters; for a vehicle not in stock yet. */
  vin?: string | null | undefined;
};

/** requested → assigned → picked_up → delivered, or cancelled before pickup; any other change is CONFLICT. */
export type TransportState =
  | 'assigned'
  | 'cancelled'
  | 'delivered'
  | 'picked_up'
  | 'requested';

/** Changes a draft or offered appraisal; fields left out stay as they are, null clears an optional one. */
export type UpdateAppraisalInput = {
  /**
   * Keep a VIN whose check digit does not match: needed when `vin` is given with such a check digit,
   * unless it is the appraisal's VIN already confirmed; true alone confirms the stored VIN.
   */
  acceptCheckDigitMismatch?: boolean | null | undefined;
  /** Another member who appraises (needs the `appraisals` section). */
  appraiserId?: string | number | null | undefined;
  condition?: ConditionGrade | null | undefined;
  customer?: AppraisalCustomerInput | null | undefined;
  exteriorColor?: string | null | undefined;
  id: string | number;
  kind?: AppraisalKind | null | undefined;
  make?: string | null | undefined;
  mileage?: number | null | undefined;
  model?: string | null | undefined;
  notes?: string | null | undefined;
  options?: Array<string> | null | undefined;
  trim?: string | null | undefined;
  vin?: string | null | undefined;
  year?: number | null | undefined;
  zip?: string | null | undefined;
};

export type UpdateOrganizationChecklistItemInput = {
  /** A checklist item key, e.g. `invite_team`. */
  key: string;
  value?: unknown;
};

export type UpdateOrganizationSettingInput = {
  /** A key of the setting registry, e.g. `hide_vehicle_cost`. */
  key: string;
  /** The new value; its type is fixed per key. */
  value?: unknown;
};

export type UpdatePricingRulesInput = {
  endInNine: boolean;
  /** 0–2,000,000. */
  minimumGrossCents: number;
  /** Default false: a step never raises a price. */
  raiseToMarket?: boolean | null | undefined;
  roundToCents: number;
  roundingMode: PricingRoundingMode;
  /** 1–12 steps. */
  steps: Array<PricingStepInput>;
};

export type UpdateReconWorkflowInput = {
  /** Omit to keep, null for calendar time. */
  businessHours?: ReconBusinessHoursInput | null | undefined;
  /** Turns the `recon_status` feature on or off (see ReconWorkflow.showsStatusInInventory); omit to keep. */
  showStatusInInventory?: boolean | null | undefined;
  /** The new active stages, in order; active stages left out are removed (their events stay). */
  stages: Array<ReconStageInput>;
};

export type UpdateReportSummaryScheduleInput = {
  enabled: boolean;
  hour: number;
  /** Members of the organization (another organization's id is NOT_FOUND, nothing stored); at most 50. */
  recipientUserIds: Array<string | number>;
  timeZone: string;
  weekday: number;
};

/** The facts to change; fields left out stay as they are, null clears an optional one. */
export type UpdateVehicleInput = {
  acceptCheckDigitMismatch?: boolean | null | undefined;
  acquiredDate?: string | null | undefined;
  acquisitionSource?: AcquisitionSource | null | undefined;
  bodyStyle?: string | null | undefined;
  /** Refused (FORBIDDEN) while cost is withheld from the viewer. */
  costCents?: number | null | undefined;
  exteriorColor?: string | null | undefined;
  id: string | number;
  interiorColor?: string | null | undefined;
  lotLocation?: string | null | undefined;
  make?: string | null | undefined;
  mileage?: number | null | undefined;
  model?: string | null | undefined;
  notes?: string | null | undefined;
  stockNumber?: string | null | undefined;
  trim?: string | null | undefined;
  vin?: string | null | undefined;
  year?: number | null | undefined;
};

export type UpdateWebhookEndpointInput = {
  eventTypes: Array<string>;
  url: string;
};

export type UserType =
  | 'admin'
  | 'agent'
  | 'user';

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

/** A vehicle to value, described (an appraisal before it is in inventory). */
export type ValuationVehicleInput = {
  /** Default: clean. */
  condition?: ConditionGrade | null | undefined;
  make: string;
  mileage: number;
  model: string;
  trim?: string | null | undefined;
  year: number;
  /** Where it is valued; default: the organization's home ZIP (where most of its own sales were). */
  zip?: string | null | undefined;
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

/** Narrows the inventory. Every field given must match; ranges include both ends. */
export type VehicleFilter = {
  /** Any of these age buckets. */
  ageBuckets?: Array<VehicleAgeBucket> | null | undefined;
  ageMaxDays?: number | null | undefined;
  /** Days in inventory range; older than 90 days is `ageMinDays: 91`. */
  ageMinDays?: number | null | undefined;
  /** Any of these vehicles (at most 500 ids); ids of another organization match nothing. */
  ids?: Array<string | number> | null | undefined;
  /** The whole make, case-insensitive. */
  make?: string | null | undefined;
  /** The whole model, case-insensitive. */
  model?: string | null | undefined;
  priceMaxCents?: number | null | undefined;
  /** List price range, in cents. */
  priceMinCents?: number | null | undefined;
  /** Words each found in the VIN, stock number, make or model; fragments of a VIN work (`4352`). */
  search?: string | null | undefined;
  /** Any of these statuses. */
  status?: Array<VehicleStatus> | null | undefined;
  /** Any of these whole VINs (at most 500), normalised like `decodeVin` (case, spaces and dashes do not matter). */
  vins?: Array<string> | null | undefined;
  yearMax?: number | null | undefined;
  yearMin?: number | null | undefined;
};

/**
 * One row of a dealer-management-system export, already mapped to fields, as the texts of the
 * file (`"$12,995"`, `"45,120"`, `"3/7/2024"`, `"In Recon"` are all read). Empty or left out:
 * not given (an update keeps the stored value).
 */
export type VehicleImportRow = {
  acquiredDate?: string | null | undefined;
  acquisitionSource?: string | null | undefined;
  bodyStyle?: string | null | undefined;
  cost?: string | null | undefined;
  exteriorColor?: string | null | undefined;
  interiorColor?: string | null | undefined;
  /** The row's line in the file, for the report. */
  line: number;
  listPrice?: string | null | undefined;
  lotLocation?: string | null | undefined;
  /** When left out, taken from the VIN (common makes) for a new vehicle. */
  make?: string | null | undefined;
  mileage?: string | null | undefined;
  model?: string | null | undefined;
  notes?: string | null | undefined;
  /** A new vehicle without one is `frontline`. */
  status?: string | null | undefined;
  stockNumber?: string | null | undefined;
  trim?: string | null | undefined;
  vin?: string | null | undefined;
  /** When left out, taken from the VIN for a new vehicle. */
  year?: string | null | undefined;
};

export type VehicleOrder = {
  direction: SortDirection;
  field: VehicleSortField;
};

export type VehiclePricingFilter = {
  ageMinDays?: number | null | undefined;
  /** Default: every vehicle in stock (incoming, in recon, front line, sale pending). */
  vehicleIds?: Array<string | number> | null | undefined;
};

/** A sale's facts, given when a vehicle becomes sold or wholesaled. */
export type VehicleSaleInput = {
  /** Cents, 0 – 1,000,000,000. */
  salePriceCents: number;
  /** Default today; not in the future, not before the vehicle was acquired. */
  soldOn?: string | null | undefined;
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

export type WebhookDeliveryStatus =
  /** Not yet sent. */
  | 'pending'
  /** Failed at least once; tried again at `nextAttemptAt`. */
  | 'retrying'
  /** The receiver answered 2xx. */
  | 'succeeded';

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
  average?: string | null | undefined;
  averageMileage?: string | null | undefined;
  clean?: string | null | undefined;
  extraClean?: string | null | undefined;
  line: number;
  make?: string | null | undefined;
  model?: string | null | undefined;
  rough?: string | null | undefined;
  trim?: string | null | undefined;
  year?: string | null | undefined;
};

export type WinAppraisalInput = {
  id: string | number;
  /** What was paid; default the offer. */
  purchasePriceCents?: number | null | undefined;
  /** Default: the next stock number. */
  stockNumber?: string | null | undefined;
};
