import { eq, gte, lt, type SQL } from 'drizzle-orm';
import { analyticsEvents } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../ids';

/** Narrows analytics events; every field given must match. `from` is inclusive, `to` exclusive. */
export type AnalyticsEventFilter = {
  organizationId?: string | null;
  userId?: string | null;
  event?: string | null;
  from?: Date | null;
  to?: Date | null;
};

/** The WHERE conditions of a filter, or BAD_USER_INPUT naming the field that cannot match anything sensible. */
export function filterConditions(filter: AnalyticsEventFilter): SQL[] {
  const { organizationId, userId, event, from, to } = filter;
  if (organizationId != null && !isUuid(organizationId)) {
    throw new AppError('BAD_USER_INPUT', 'filter.organizationId is not an organization id.');
  }
  if (userId != null && !isUuid(userId)) throw new AppError('BAD_USER_INPUT', 'filter.userId is not a user id.');
  if (from != null && to != null && from.getTime() >= to.getTime()) {
    throw new AppError('BAD_USER_INPUT', 'filter.from must be before filter.to.');
  }
  const conditions: SQL[] = [];
  if (organizationId != null) conditions.push(eq(analyticsEvents.organizationId, organizationId));
  if (userId != null) conditions.push(eq(analyticsEvents.userId, userId));
  if (event != null) conditions.push(eq(analyticsEvents.event, event));
  if (from != null) conditions.push(gte(analyticsEvents.createdAt, from));
  if (to != null) conditions.push(lt(analyticsEvents.createdAt, to));
  return conditions;
}
