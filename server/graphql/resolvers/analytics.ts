import type { QueryResolvers } from '../../../graphql/generated/resolvers';
import { countAnalyticsEventsByDay } from '../../services/analytics/daily-counts';
import { listAnalyticsEvents } from '../../services/analytics/list-events';
import { requireOperation } from '../access';

export const AnalyticsQueries: QueryResolvers = {
  analyticsEvents: async (_parent, { filter, first, after }, context) => {
    await requireOperation(context, 'readAnalytics');
    return listAnalyticsEvents({ db: context.db, filter: filter ?? {}, first: first ?? 50, after });
  },
  analyticsDailyCounts: async (_parent, { filter }, context) => {
    await requireOperation(context, 'readAnalytics');
    return countAnalyticsEventsByDay({ db: context.db, filter });
  },
};
