// Who reads and works which dealers (the one place this is decided; graphql/schema/agent.graphql):
// a holder of `territory_insights_settings` reads every dealer of the organization
// (`readTerritories`) and manages them with scope 2 (`manageTerritories`); an agent reads and works
// the dealers of the territories they are the agent of (`workTerritory`, `visitDealers`); anyone
// else is FORBIDDEN. API tokens are never agents: they read and write as settings holders when
// their scope allows. A dealer outside the viewer's scope answers NOT_FOUND, as another
// organization's does.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { explainOperation, type Operation } from '../../../src/shared/access';
import type { Database } from '../../db/client';
import { dealers, territories, type TerritoryRow } from '../../db/schema';
import { AppError } from '../../errors';
import { toAccessUser, type Viewer } from '../users/viewer';

/** The dealers a viewer may reach: the organization's, and only those of the agent's territories when `agentUserId` is set. */
export type DealerScope = { organizationId: string; agentUserId: string | null };

/** `locate`: set a dealer's point (the map pin): a settings holder, or the agent of its territory. */
export type DealerPurpose = 'read' | 'visit' | 'manage' | 'locate';
type Purpose = DealerPurpose;

// For each purpose: the settings holder's operation (organization-wide), then the agent's (own territories).
const OPERATIONS: Record<Purpose, { organization: Operation | null; agent: Operation | null }> = {
  read: { organization: 'readTerritories', agent: 'workTerritory' },
  visit: { organization: null, agent: 'visitDealers' },
  manage: { organization: 'manageTerritories', agent: null },
  locate: { organization: 'manageTerritories', agent: 'visitDealers' },
};

function allows(viewer: Viewer, operation: Operation | null) {
  if (!operation) return null;
  return explainOperation(toAccessUser(viewer), operation, viewer.token ? 'api_token' : 'person');
}

/** The viewer's scope for reading dealers (the default), checking in and tasks (`visit`), or managing them (`manage`); FORBIDDEN otherwise. */
export function dealerScope(viewer: Viewer, purpose: Purpose = 'read'): DealerScope {
  const { organization, agent } = OPERATIONS[purpose];
  const organizationWide = allows(viewer, organization);
  if (organizationWide?.allowed) return { organizationId: viewer.organization.id, agentUserId: null };
  const asAgent = allows(viewer, agent);
  if (asAgent?.allowed) return { organizationId: viewer.organization.id, agentUserId: viewer.user.id };
  const reason =
    (organizationWide && !organizationWide.allowed ? organizationWide.reason : null) ??
    (asAgent && !asAgent.allowed ? asAgent.reason : 'not allowed');
  throw new AppError('FORBIDDEN', `Not allowed: ${reason}.`);
}

/** The condition on `territories` of the territories a scope covers. */
export function territoryCondition(scope: DealerScope): SQL {
  const organization = eq(territories.organizationId, scope.organizationId);
  return scope.agentUserId ? and(organization, eq(territories.agentUserId, scope.agentUserId))! : organization;
}

/** The condition on `dealers` of the dealers a scope covers (an agent's: those of their territories). */
export function dealerCondition(scope: DealerScope): SQL {
  const organization = eq(dealers.organizationId, scope.organizationId);
  if (!scope.agentUserId) return organization;
  return and(
    organization,
    sql`${dealers.territoryId} in (select ${territories.id} from ${territories} where ${territoryCondition(scope)})`,
  )!;
}

/** The territories the viewer reads: all the organization's for a settings holder, their own for an agent. */
export async function readableTerritories({ db, viewer }: { db: Database; viewer: Viewer }): Promise<TerritoryRow[]> {
  return db
    .select()
    .from(territories)
    .where(territoryCondition(dealerScope(viewer)))
    .orderBy(asc(territories.name));
}
