import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

// Each operation file's module goes to a folder given relative to that file (below), which lands
// in graphql/generated/operations/ only from graphql/operations/<domain>/.
const misplaced = readdirSync('graphql/operations', { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.graphql') && file.split(path.sep).length !== 2,
);
if (misplaced.length > 0) throw new Error(`Operations belong in graphql/operations/<domain>/: ${misplaced.join(', ')}`);

// Shared by the operation modules and the schema types they import.
const clientTypesConfig = {
  enumsAsTypes: true,
  useTypeImports: true,
  scalars: {
    JSON: 'unknown',
    JSONObject: 'Record<string, unknown>',
    // Sent and received as ISO strings (a Date variable is serialized to one).
    DateTime: { input: 'string | Date', output: 'string' },
    LocalDate: 'string',
  },
};

// Generated files live only under graphql/generated/ and are never edited by hand.
// `npm run codegen` rewrites them; CI fails when they differ from the committed ones.
const config: CodegenConfig = {
  schema: 'graphql/schema/**/*.graphql',
  documents: 'graphql/operations/**/*.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    'graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../../server/graphql/context#GraphQLContext',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: {
          JSON: 'unknown',
          JSONObject: 'Record<string, unknown>',
          // graphql-scalars' DateTimeResolver parses inputs to Date and serializes Date or string.
          DateTime: { input: 'Date', output: 'Date | string' },
          LocalDate: 'string',
        },
        mappers: {
          User: '../../server/graphql/models#UserModel',
          ExternalPerson: '../../server/graphql/models#ExternalPersonModel',
          Organization: '../../server/graphql/models#OrganizationModel',
          Group: '../../server/graphql/models#GroupModel',
          Permission: '../../server/graphql/models#PermissionModel',
          Invitation: '../../server/graphql/models#InvitationModel',
          InvitationPreview: '../../server/graphql/models#InvitationPreviewModel',
          Territory: '../../server/graphql/models#TerritoryModel',
          Dealer: '../../server/graphql/models#DealerModel',
          DealerVisit: '../../server/graphql/models#DealerVisitModel',
          AgentTask: '../../server/graphql/models#AgentTaskModel',
          ApiToken: '../../server/graphql/models#ApiTokenModel',
          AuditEntry: '../../server/graphql/models#AuditEntryModel',
          Billing: '../../server/graphql/models#BillingModel',
          AnalyticsEvent: '../../server/graphql/models#AnalyticsEventModel',
          Vehicle: '../../server/graphql/models#VehicleModel',
          VehicleConnection: '../../server/graphql/models#VehicleConnectionModel',
          VehiclePriceChange: '../../server/graphql/models#VehiclePriceChangeModel',
          VehicleStatusChange: '../../server/graphql/models#VehicleStatusChangeModel',
          VehicleAgeBucketCount: '../../server/graphql/models#VehicleAgeBucketCountModel',
          VehiclePhoto: '../../server/graphql/models#VehiclePhotoModel',
          VinCheck: '../../server/graphql/models#VinCheckModel',
          VinDecoding: '../../server/graphql/models#VinDecodingModel',
          ReconWorkflow: '../../server/graphql/models#ReconWorkflowModel',
          ReconStage: '../../server/graphql/models#ReconStageModel',
          ReconEvent: '../../server/graphql/models#ReconEventModel',
          ReconVehicle: '../../server/graphql/models#ReconVehicleModel',
          VehicleReconPosition: '../../server/graphql/models#VehicleReconPositionModel',
          ReconStageTime: '../../server/graphql/models#ReconStageTimeModel',
          ReconStageFigures: '../../server/graphql/models#ReconStageFiguresModel',
          ReconMetrics: '../../server/graphql/models#ReconMetricsModel',
          RepairOrder: '../../server/graphql/models#RepairOrderModel',
          RepairOrderLine: '../../server/graphql/models#RepairOrderLineModel',
          Inspection: '../../server/graphql/models#InspectionModel',
          Appraisal: '../../server/graphql/models#AppraisalModel',
          VehicleSale: '../../server/graphql/models#VehicleSaleModel',
          SalesReport: '../../server/graphql/models#SalesReportModel',
          AttentionItem: '../../server/graphql/models#AttentionItemModel',
          TransportOrder: '../../server/graphql/models#TransportOrderModel',
          Event: '../../server/graphql/models#EventModel',
          WebhookEndpoint: '../../server/graphql/models#WebhookEndpointModel',
          WebhookDelivery: '../../server/graphql/models#WebhookDeliveryModel',
          Notification: '../../server/graphql/models#NotificationModel',
          SourcingTarget: '../../server/services/sourcing/models#SourcingTargetModel',
          RunList: '../../server/services/sourcing/models#RunListModel',
          RunListVehicle: '../../server/services/sourcing/models#RunListVehicleModel',
          SourcingMatch: '../../server/services/sourcing/models#SourcingMatchModel',
        },
      },
    },
    // The schema's enums, inputs and scalars that operations use: types only, nothing at run time.
    'graphql/generated/types.ts': {
      plugins: ['typescript-operations'],
      config: { ...clientTypesConfig, generateOperationTypes: false },
    },
    // One module per operation file, so each page ships only the documents it uses.
    'graphql/operations/': {
      preset: 'near-operation-file',
      presetConfig: { folder: '../../generated/operations', extension: '.ts' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        ...clientTypesConfig,
        importSchemaTypesFrom: 'graphql/generated/types.ts',
        // Fragments are not masked: a result type holds its fragments' fields inline.
        inlineFragmentTypes: 'inline',
        documentMode: 'documentNode',
      },
    },
  },
};

export default config;
