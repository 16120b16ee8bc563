import type { VinCheck, VinDecoding } from '../../src/shared/inventory/vin';
import type {
  AgentTaskRow,
  AnalyticsEventRow,
  ApiTokenRow,
  AuditLogRow,
  DealerRow,
  DealerVisitRow,
  GroupRow,
  InvitationRow,
  OrganizationEventRow,
  OrganizationRow,
  TerritoryRow,
  UserRow,
  WebhookDeliveryRow,
  WebhookEndpointRow,
  NotificationRow,
} from '../db/schema';
import type { PriceChange, StatusChange } from '../services/inventory/get-vehicle';
import type { VehiclePage } from '../services/inventory/list-vehicles';
import type { VisibleVehicle } from '../services/inventory/scope';
import type { ReconCard } from '../services/recon/board';
import type { PlacedReconEvent } from '../services/recon/events';
import type { ReconMetrics, StageFigures } from '../services/recon/metrics';
import type { ReconPosition } from '../services/recon/positions';
import type { Inspection } from '../services/recon/inspections';
import type { RepairOrder } from '../services/recon/repair-orders';
import type { AttentionItem } from '../services/needs-attention/queue';
import type { ReconStage, ReconWorkflow } from '../services/recon/workflow';
import type { VehiclePhoto } from '../services/vehicle-photos/list';
import type { AgeBucketCount } from '../services/inventory/summaries';
import type { AppraisalRecord } from '../services/appraisals/records';
import type { VisibleSale } from '../services/inventory/sales';
import type { SalesReport } from '../services/reports/sales';
import type { TransportOrderRecord } from '../services/transport/records';

// What resolvers pass around for each GraphQL type (codegen `mappers`): database rows, so a
// parent resolver hands its row to the field resolvers without reshaping it.
export type UserModel = Omit<UserRow, 'passwordHash'>;
/** Someone outside the viewer's organization: only who they are (see server/graphql/people.ts). */
export type ExternalPersonModel = { id: string; displayName: string };
export type OrganizationModel = OrganizationRow;
export type GroupModel = GroupRow;
export type PermissionModel = { name: string };
export type AnalyticsEventModel = AnalyticsEventRow;
export type VehicleModel = VisibleVehicle;
export type VehicleConnectionModel = VehiclePage;
export type VehiclePriceChangeModel = PriceChange;
export type VehicleStatusChangeModel = StatusChange;
export type VehicleAgeBucketCountModel = AgeBucketCount;
export type VehiclePhotoModel = VehiclePhoto;
export type VinCheckModel = VinCheck;
export type VinDecodingModel = VinDecoding & { checkDigitValid: boolean };
export type InvitationModel = InvitationRow;
export type InvitationPreviewModel = InvitationRow;
export type TerritoryModel = TerritoryRow;
export type DealerModel = DealerRow;
export type DealerVisitModel = DealerVisitRow;
export type AgentTaskModel = AgentTaskRow;
export type ApiTokenModel = ApiTokenRow;
export type AuditEntryModel = AuditLogRow;
export type BillingModel = { organization: OrganizationRow; seatsInUse: number; pendingInvitations: number };
export type ReconWorkflowModel = ReconWorkflow;
export type ReconStageModel = ReconStage;
export type ReconEventModel = PlacedReconEvent;
export type ReconVehicleModel = ReconCard;
export type VehicleReconPositionModel = ReconPosition;
export type ReconStageTimeModel = { stage: ReconStage; seconds: number };
export type ReconStageFiguresModel = StageFigures & { stage: ReconStage };
export type ReconMetricsModel = ReconMetrics;
export type RepairOrderModel = RepairOrder;
export type InspectionModel = Inspection;
/** A line with what its waiting cost needs from its order. */
export type RepairOrderLineModel = RepairOrder['lines'][number] & { now: Date; holdingCostPerDayCents: number };
/** An appraisal with its appraiser; its offer, valuations and vehicle are resolved from it. */
export type AppraisalModel = AppraisalRecord;
/** A sale as its vehicle's viewer sees it (recon cost and gross withheld with cost). */
export type VehicleSaleModel = VisibleSale;
/** The sales report's figures; its `sales` rows are paged by their own resolver over `range`. */
export type SalesReportModel = SalesReport;
/** A needs-attention item with its state and vehicle; its repair order and appraisal are resolved from their ids. */
export type AttentionItemModel = AttentionItem;
export type TransportOrderModel = TransportOrderRecord;
/** An event of the log, its `data` already narrowed to what the viewer may see. */
export type EventModel = OrganizationEventRow;
export type WebhookEndpointModel = WebhookEndpointRow;
export type WebhookDeliveryModel = WebhookDeliveryRow;
export type NotificationModel = NotificationRow;
