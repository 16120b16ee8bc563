// certifyVehicle answers what its schema promises (issue 31): without a passed CPO inspection it is
// a CONFLICT (the vehicle's state, not the input, is what is missing), and nothing is stored.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations, vehicles } from '../../../server/db/schema';
import { writeAffectingViewers } from '../../../server/services/users/viewer-changes';
import { attempt, codeOf, database, gql, ids, session, useSecuritySuite } from './support';

useSecuritySuite();

const CERTIFY = 'mutation ($v: ID!) { certifyVehicle(vehicleId: $v) { id certifiedAt } }';

beforeAll(async () => {
  const [demo] = await database.db.select().from(organizations).where(eq(organizations.id, ids.demoOrganization));
  await writeAffectingViewers(database.db, { organizationId: demo!.id }, (tx) =>
    tx
      .update(organizations)
      .set({ featureFlags: [...demo!.featureFlags, 'cpo'] })
      .where(eq(organizations.id, demo!.id)),
  );
});

describe('certifyVehicle', () => {
  it('without a passed CPO inspection answers CONFLICT, as its schema says, and certifies nothing', async () => {
    const before = await database.db.select().from(vehicles).where(eq(vehicles.id, ids.demoVehicle));
    const { answer, stored } = await attempt('certifyVehicle without a passed CPO inspection', async () =>
      gql(CERTIFY, { v: ids.demoVehicle }, await session('owner@demo.test')),
    );
    expect([codeOf(answer), stored]).toEqual(['CONFLICT', 0]);
    expect(answer.errors![0]!.message).toBe(
      'Certifying needs a passed CPO inspection of this vehicle: complete one first.',
    );
    expect(await database.db.select().from(vehicles).where(eq(vehicles.id, ids.demoVehicle))).toEqual(before);
  });
});
