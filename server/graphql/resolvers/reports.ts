import type { QueryResolvers, Resolvers } from '../../../graphql/generated/resolvers';
import { inventoryAgingReport } from '../../services/reports/aging';
import { appraisalReport } from '../../services/reports/appraisals';
import { marketReport } from '../../services/reports/market';
import { pricingReport } from '../../services/reports/pricing';
import { reconReport } from '../../services/reports/recon';
import { listSales, salesReport } from '../../services/reports/sales';
import { turnReport } from '../../services/reports/turn';
import { requireOperation } from '../access';
import type { GraphQLContext } from '../context';

// The reports (graphql/schema/reports.graphql): each needs the `reports` section; a report over
// an area the viewer may not open answers `unavailable` from its service.
const reader = (context: GraphQLContext) => requireOperation(context, 'readReports');

export const ReportQueries: QueryResolvers = {
  inventoryAgingReport: async (_parent, { range }, context) =>
    inventoryAgingReport({ db: context.db, viewer: await reader(context), range }),
  turnReport: async (_parent, { range }, context) =>
    turnReport({ db: context.db, viewer: await reader(context), range }),
  salesReport: async (_parent, { range }, context) =>
    salesReport({ db: context.db, viewer: await reader(context), range }),
  reconReport: async (_parent, { range }, context) =>
    reconReport({ db: context.db, viewer: await reader(context), range }),
  appraisalReport: async (_parent, { range }, context) =>
    appraisalReport({ db: context.db, viewer: await reader(context), range }),
  pricingReport: async (_parent, { range }, context) =>
    pricingReport({ db: context.db, viewer: await reader(context), range }),
  marketReport: async (_parent, { range }, context) =>
    marketReport({ db: context.db, viewer: await reader(context), range }),
};

const SalesReport: Resolvers['SalesReport'] = {
  sales: async (report, { first, after }, context) =>
    listSales({ db: context.db, viewer: await reader(context), range: report.range, first: first ?? 100, after }),
};

export const ReportTypes: Pick<Resolvers, 'SalesReport'> = { SalesReport };
