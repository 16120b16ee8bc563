// Sourcing over HTTP with API tokens (docs/sourcing.md): a token carries its organization's
// features, so sourcing answers tokens of an organization that has it; a read token reads, a
// write token imports run lists; a token never reaches another organization's lists.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, sourcingRunLists, users } from '../../server/db/schema';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { changedRows, rowCounts } from './support/attack-log';
import { cookieHeaders, demoSessions } from './support/auth';
import { errorCode, graphql } from './support/clients';
import { createRivalOrganization } from './support/organizations';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
const session = demoSessions(() => server.baseUrl);
const db = () => server.database.db;
const tokens = { read: '', write: '' };
let demoId: string;
let rivalRunList: string;

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const IMPORT =
  'mutation ($input: ImportRunListInput!) { importRunList(input: $input) { runList { id name vehicleCount } rejected { line reason } } }';
const CSV = `vin,year,make,model,mileage,auction,sale_date,location_zip\n1TKEN0000R0000001,2021,Toyota,Camry,30000,Token Auction,${shiftDate(todayIso(), -2)},75261`;

async function createTokens() {
  const owner = cookieHeaders(await session('owner@demo.test'));
  for (const [name, scopes] of [
    ['read', ['read']],
    ['write', ['read', 'write']],
  ] as const) {
    const created = await graphql<{ createApiToken: { secret: string } }>(
      server.baseUrl,
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
      { input: { name: `sourcing ${name}`, scopes } },
      owner,
    );
    tokens[name] = created.data!.createApiToken.secret;
  }
}

beforeAll(async () => {
  server = await startTestServer();
  const [owner] = await db().select().from(users).where(eq(users.email, 'owner@demo.test'));
  demoId = owner!.organizationId;
  const rival = await createRivalOrganization(db());
  const [list] = await db()
    .insert(sourcingRunLists)
    .values({ organizationId: rival.organization.id, name: 'Rival list' })
    .returning();
  rivalRunList = list!.id;
  await createTokens();
});
afterAll(() => server.close());

describe('API tokens', () => {
  it('are refused while the organization lacks the feature (the OWNER’s own flag is not theirs)', async () => {
    const answer = await graphql(server.baseUrl, '{ sourcingTargets { id } }', {}, bearer(tokens.read));
    expect(errorCode(answer)).toBe('FORBIDDEN');
  });

  describe('with the feature on Demo Motors', () => {
    beforeAll(async () => {
      const [demo] = await db().select().from(organizations).where(eq(organizations.id, demoId));
      await db()
        .update(organizations)
        .set({ featureFlags: [...demo!.featureFlags, 'sourcing'] })
        .where(eq(organizations.id, demoId));
    });

    it('a read token reads the buy list and run lists and imports nothing', async () => {
      const read = await graphql<{ sourcingTargets: unknown[]; runLists: unknown[] }>(
        server.baseUrl,
        '{ sourcingTargets { id } runLists { id } }',
        {},
        bearer(tokens.read),
      );
      expect(read.errors).toBeUndefined();
      expect(read.data!.sourcingTargets).toHaveLength(3);
      const before = await rowCounts(db());
      const refused = await graphql(
        server.baseUrl,
        IMPORT,
        { input: { name: 'Read token list', csv: CSV } },
        bearer(tokens.read),
      );
      expect([refused.status, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
      expect(changedRows(before, await rowCounts(db()))).toEqual({});
    });

    it('a write token imports a run list', async () => {
      const imported = await graphql<{ importRunList: { runList: { name: string; vehicleCount: number } } }>(
        server.baseUrl,
        IMPORT,
        { input: { name: 'Token list', csv: CSV } },
        bearer(tokens.write),
      );
      expect(imported.errors).toBeUndefined();
      expect(imported.data!.importRunList.runList).toMatchObject({ name: 'Token list', vehicleCount: 1 });
    });

    it('a token finds no other organization’s run list', async () => {
      const before = await rowCounts(db());
      const read = await graphql(
        server.baseUrl,
        'query ($id: ID!) { runList(id: $id) { id } }',
        { id: rivalRunList },
        bearer(tokens.read),
      );
      expect(errorCode(read)).toBe('NOT_FOUND');
      const deleted = await graphql(
        server.baseUrl,
        'mutation ($id: ID!) { deleteRunList(id: $id) }',
        { id: rivalRunList },
        bearer(tokens.write),
      );
      expect(errorCode(deleted)).toBe('NOT_FOUND');
      expect(changedRows(before, await rowCounts(db()))).toEqual({});
    });
  });
});
