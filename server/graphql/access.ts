import { explainAccess, type AccessCriteria } from '../../src/access';
import { AppError } from '../errors';
import { toAccessUser, type Viewer } from '../services/users/viewer';
import type { GraphQLContext } from './context';

/** The signed-in viewer, or UNAUTHENTICATED. */
export async function requireViewer(context: GraphQLContext): Promise<Viewer> {
  const viewer = await context.viewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return viewer;
}

/** The viewer when `canAccess(viewer, criteria)` allows, FORBIDDEN naming what is missing otherwise. */
export async function requireAccess(context: GraphQLContext, criteria: AccessCriteria): Promise<Viewer> {
  const viewer = await requireViewer(context);
  const decision = explainAccess(toAccessUser(viewer), criteria);
  if (!decision.allowed) throw new AppError('FORBIDDEN', `Not allowed: ${decision.reason}.`);
  return viewer;
}
