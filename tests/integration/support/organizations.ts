import { hashPassword } from '../../../server/auth/password';
import type { Database } from '../../../server/db/client';
import { organizations, users } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed';

export const RIVAL_OWNER_EMAIL = 'owner@rival.test';

/** A second organization with its own OWNER, for cross-organization tests. */
export async function createRivalOrganization(db: Database) {
  const [organization] = await db
    .insert(organizations)
    .values({ name: 'Rival Autos', featureFlags: ['account', 'territory_insights'] })
    .returning();
  const [owner] = await db
    .insert(users)
    .values({
      organizationId: organization!.id,
      email: RIVAL_OWNER_EMAIL,
      firstName: 'Rita',
      lastName: 'Rival',
      role: 'OWNER',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  return { organization: organization!, owner: owner! };
}
