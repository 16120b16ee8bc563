import { explainAll, explainOperation, type AccessCriteria, type AccessDecision, type Operation, type OperationDecision } from '../../src/shared/access';
import { AppError } from '../errors';
import { toAccessUser, type Viewer } from '../services/users/viewer';
import type { GraphQLContext } from './context';

/** The signed-in viewer, or UNAUTHENTICATED. */
export async function requireViewer(context: GraphQLContext): Promise<Viewer> {
  const viewer = await context.viewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return viewer;
}

function allowedOrForbidden(decision: AccessDecision | OperationDecision): void {
  if (!decision.allowed) throw new AppError('FORBIDDEN', `Not allowed: ${decision.reason}.`);
}

/** The viewer when `canAccess(viewer, criteria)` allows for every criteria given, FORBIDDEN naming what is missing otherwise. */
export async function requireAccess(context: GraphQLContext, ...criteriaList: AccessCriteria[]): Promise<Viewer> {
  const viewer = await requireViewer(context);
  allowedOrForbidden(explainAll(toAccessUser(viewer), criteriaList));
  return viewer;
}

/**
 * The viewer when a named operation (src/access/operations.ts) allows them, FORBIDDEN otherwise:
 * an API token is refused the operations only people may do, whatever its scope.
 */
export async function requireOperation(context: GraphQLContext, operation: Operation): Promise<Viewer> {
  const viewer = await requireViewer(context);
  allowedOrForbidden(explainOperation(toAccessUser(viewer), operation, viewer.token ? 'api_token' : 'person'));
  return viewer;
}
