import type { MutationResolvers, QueryResolvers } from '../../../graphql/generated/resolvers';
import { getReportSummarySchedule, updateReportSummarySchedule } from '../../services/report-summaries/schedule';
import { requireOperation } from '../access';
import type { GraphQLContext } from '../context';

const manager = (context: GraphQLContext) => requireOperation(context, 'manageReportSummaries');

export const ReportSummaryQueries: QueryResolvers = {
  reportSummarySchedule: async (_parent, _args, context) =>
    getReportSummarySchedule({
      db: context.db,
      viewer: await manager(context),
      mailConfigured: Boolean(context.runtime.mailer),
    }),
};

export const ReportSummaryMutations: MutationResolvers = {
  updateReportSummarySchedule: async (_parent, { input }, context) =>
    updateReportSummarySchedule({
      db: context.db,
      viewer: await manager(context),
      mailConfigured: Boolean(context.runtime.mailer),
      ...input,
    }),
};
