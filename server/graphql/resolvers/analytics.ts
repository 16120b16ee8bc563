import type { QueryResolvers } from '../../../graphql/generated/resolvers';
import type { AccessCriteria } from '../../../src/shared/access';
import { countAnalyticsEventsByDay } from '../../services/analytics/daily-counts';
import { listAnalyticsEvents } from '../../services/analytics/list-events';
import { requireAccess } from '../access';

// Analytics are read by internal reporting tools, for admin users only.
const ANALYTICS_ACCESS: AccessCriteria = { types: ['admin'] };

export const AnalyticsQueries: QueryResolvers = {
  analyticsEvents: async (_parent, { filter, first, after }, context) => {
    await requireAccess(context, ANALYTICS_ACCESS);
    return listAnalyticsEvents({ db: context.db, filter: filter ?? {}, first: first ?? 50, after });
  },
  analyticsDailyCounts: async (_parent, { filter }, context) => {
    await requireAccess(context, ANALYTICS_ACCESS);
    return countAnalyticsEventsByDay({ db: context.db, filter });
  },
};
