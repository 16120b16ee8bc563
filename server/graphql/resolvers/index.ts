import { DateTimeResolver, JSONObjectResolver, JSONResolver, LocalDateResolver } from 'graphql-scalars';
import type { Resolvers } from '../../../graphql/generated/resolvers';
import { AdminMutations, AdminQueries } from './admin';
import { AgentMutations, AgentQueries, AgentTypes } from './agent/dealers';
import { AgentInsightQueries, AgentInsightTypes } from './agent/territory-insights';
import { AgentRouteQueries } from './agent/route';
import { AnalyticsQueries } from './analytics';
import { ApiTokenMutations, ApiTokenQueries, ApiTokenTypes } from './api-tokens';
import { AuditQueries, AuditTypes } from './audit';
import { BillingQueries, BillingTypes } from './billing';
import { DealerInsightsQueries } from './agent/dealer-insights';
import { DmsMutations, DmsQueries } from './dms';
import { EventQueries, EventSubscriptions, EventTypes } from './events';
import { WebhookMutations, WebhookQueries, WebhookTypes } from './webhooks';
import {
  NotificationMutations,
  NotificationQueries,
  NotificationSubscriptions,
  NotificationTypes,
} from './notifications';
import { InventoryMutations, InventoryQueries } from './inventory/operations';
import { VehiclePhotoMutations, VehiclePhotoTypes } from './inventory/photos';
import { InventoryTypes } from './inventory/types';
import { AppraisalMutations, AppraisalQueries, AppraisalTypes } from './appraisals';
import { MarketMutations, MarketQueries } from './market';
import { NeedsAttentionMutations, NeedsAttentionQueries, NeedsAttentionTypes } from './needs-attention';
import { OrganizationMutations, OrganizationQueries, OrganizationTypes } from './organizations';
import { PasswordMutations, PasswordQueries } from './passwords';
import { PricingMutations, PricingQueries } from './pricing';
import { ReportSummaryMutations, ReportSummaryQueries } from './report-summaries';
import { ReconMutations, ReconQueries, ReconTypes } from './recon/board';
import { InspectionMutations, InspectionQueries, InspectionTypes } from './recon/inspections';
import { RepairOrderMutations, RepairOrderQueries, RepairOrderTypes } from './recon/repair-orders';
import { ReportQueries, ReportTypes } from './reports';
import { SessionMutations } from './sessions';
import { SourcingMutations, SourcingQueries, SourcingTypes } from './sourcing';
import { InventoryRequestMutations, InventoryRequestQueries } from './inventory-requests';
import { TeamMutations, TeamQueries, TeamTypes } from './team';
import { TerritoryMutations, TerritoryQueries, TerritoryTypes } from './territories';
import { Person, User, UserQueries } from './users';
import { SalesPacketMutations, SalesPacketQueries, SalesPacketTypes } from './sales-packet';
import { FinancingMutations, FinancingQueries } from './financing';
import { TransportMutations, TransportQueries, TransportTypes } from './transport';
import { MarketplaceMutations, MarketplaceQueries } from './marketplaces';

// One entry per domain: resolvers/<domain>.ts answers the fields of graphql/schema/<domain>.graphql.
export const resolvers: Resolvers = {
  JSON: JSONResolver,
  JSONObject: JSONObjectResolver,
  DateTime: DateTimeResolver,
  LocalDate: LocalDateResolver,
  Query: {
    ...UserQueries,
    ...OrganizationQueries,
    ...TeamQueries,
    ...BillingQueries,
    ...TerritoryQueries,
    ...ApiTokenQueries,
    ...AuditQueries,
    ...AdminQueries,
    ...InventoryQueries,
    ...AnalyticsQueries,
    ...PasswordQueries,
    ...ReconQueries,
    ...RepairOrderQueries,
    ...InspectionQueries,
    ...MarketQueries,
    ...AppraisalQueries,
    ...PricingQueries,
    ...ReportQueries,
    ...ReportSummaryQueries,
    ...NeedsAttentionQueries,
    ...AgentQueries,
    ...AgentInsightQueries,
    ...AgentRouteQueries,
    ...DealerInsightsQueries,
    ...DmsQueries,
    ...SalesPacketQueries,
    ...FinancingQueries,
    ...TransportQueries,
    ...SourcingQueries,
    ...MarketplaceQueries,
    ...InventoryRequestQueries,
    ...EventQueries,
    ...WebhookQueries,
    ...NotificationQueries,
  },
  Mutation: {
    ...OrganizationMutations,
    ...TeamMutations,
    ...TerritoryMutations,
    ...ApiTokenMutations,
    ...AdminMutations,
    ...InventoryMutations,
    ...VehiclePhotoMutations,
    ...SessionMutations,
    ...PasswordMutations,
    ...ReconMutations,
    ...RepairOrderMutations,
    ...InspectionMutations,
    ...MarketMutations,
    ...AppraisalMutations,
    ...PricingMutations,
    ...ReportSummaryMutations,
    ...NeedsAttentionMutations,
    ...AgentMutations,
    ...DmsMutations,
    ...SalesPacketMutations,
    ...FinancingMutations,
    ...TransportMutations,
    ...SourcingMutations,
    ...MarketplaceMutations,
    ...InventoryRequestMutations,
    ...WebhookMutations,
    ...NotificationMutations,
  },
  Subscription: { ...EventSubscriptions, ...NotificationSubscriptions },
  ...OrganizationTypes,
  ...TeamTypes,
  ...BillingTypes,
  ...TerritoryTypes,
  ...AgentTypes,
  Dealer: { ...AgentTypes.Dealer, ...AgentInsightTypes.Dealer },
  ...ApiTokenTypes,
  ...AuditTypes,
  ...InventoryTypes,
  ...VehiclePhotoTypes,
  ...ReconTypes,
  ...RepairOrderTypes,
  ...InspectionTypes,
  ...AppraisalTypes,
  ...ReportTypes,
  ...NeedsAttentionTypes,
  ...SalesPacketTypes,
  ...TransportTypes,
  ...SourcingTypes,
  ...EventTypes,
  ...WebhookTypes,
  ...NotificationTypes,
  Person,
  User,
};
