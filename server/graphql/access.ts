import { OPERATION_ACCESS, explainAll, type AccessCriteria, type Operation } from '../../src/access';
import { AppError } from '../errors';
import { toAccessUser, type Viewer } from '../services/users/viewer';
import type { GraphQLContext } from './context';

/** The signed-in viewer, or UNAUTHENTICATED. */
export async function requireViewer(context: GraphQLContext): Promise<Viewer> {
  const viewer = await context.viewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return viewer;
}

/** The viewer when `canAccess(viewer, criteria)` allows for every criteria given, FORBIDDEN naming what is missing otherwise. */
export async function requireAccess(context: GraphQLContext, ...criteriaList: AccessCriteria[]): Promise<Viewer> {
  const viewer = await requireViewer(context);
  const decision = explainAll(toAccessUser(viewer), criteriaList);
  if (!decision.allowed) throw new AppError('FORBIDDEN', `Not allowed: ${decision.reason}.`);
  return viewer;
}

/** The viewer when a named operation's criteria (src/access/operations.ts) allow, FORBIDDEN otherwise. */
export const requireOperation = (context: GraphQLContext, operation: Operation): Promise<Viewer> =>
  requireAccess(context, ...OPERATION_ACCESS[operation]);
