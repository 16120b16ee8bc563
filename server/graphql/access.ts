import { actorOf, article, explainOperation, type Operation } from '../../src/shared/access';
import { AppError } from '../errors';
import { toAccessUser, type Viewer } from '../services/users/viewer';
import type { GraphQLContext } from './context';

/** The signed-in viewer, or UNAUTHENTICATED. */
export async function requireViewer(context: GraphQLContext): Promise<Viewer> {
  const viewer = await context.viewer();
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return viewer;
}

/**
 * The viewer when a named operation (src/shared/access/operations.ts, the one table of who may do
 * what) allows them, FORBIDDEN naming what is missing otherwise: an API token is refused the
 * operations only people may do, whatever its scope.
 */
export async function requireOperation(context: GraphQLContext, operation: Operation): Promise<Viewer> {
  return requireAnyOperation(context, [operation]);
}

/**
 * The viewer when any of `operations` allows them (a way in is listed or revoked by its feature's
 * operation or by `manageWaysIn`); FORBIDDEN with the first one's reason otherwise.
 */
export async function requireAnyOperation(
  context: GraphQLContext,
  operations: readonly [Operation, ...Operation[]],
): Promise<Viewer> {
  const viewer = await requireViewer(context);
  const subject = toAccessUser(viewer);
  const decisions = operations.map((operation) => explainOperation(subject, operation, actorOf(viewer.token)));
  if (decisions.some((decision) => decision.allowed)) return viewer;
  const decision = decisions[0]!;
  if (decision.allowed) return viewer;
  // A token's role is not its creator's: say which one it acts with, so a partner knows what to change.
  const tokenRole =
    viewer.token && decision.rule !== 'people_only' && decision.rule !== 'transport_only' && subject.role
      ? subject.role
      : undefined;
  const asToken = tokenRole ? ` This API token acts as ${article(tokenRole)} ${tokenRole}.` : '';
  throw new AppError('FORBIDDEN', `Not allowed: ${decision.reason}.${asToken}`);
}
