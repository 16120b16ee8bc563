import type { CodegenConfig } from '@graphql-codegen/cli';

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
    'graphql/generated/client/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: {
          JSON: 'unknown',
          JSONObject: 'Record<string, unknown>',
          // Sent and received as ISO strings (a Date variable is serialized to one).
          DateTime: { input: 'string | Date', output: 'string' },
          LocalDate: 'string',
        },
        documentMode: 'documentNode',
      },
    },
  },
};

export default config;
