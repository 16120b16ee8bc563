// Financing referrals and their CSV export (issue 20): the state order (out of order is a CONFLICT
// and changes nothing), who may refer and export, API tokens, another organization, bad input.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financingReferrals, organizations, users, vehicles } from '../../server/db/schema';
import { FINANCING_CSV_COLUMNS } from '../../src/shared/financing/export';
import { changedRows, rowCounts } from './support/attack-log';
import { cookieHeaders, demoSessions } from './support/auth';
import { errorCode, graphql } from './support/clients';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
const session = demoSessions(() => server.baseUrl);
const db = () => server.database.db;
const as = async (email: string) => cookieHeaders(await session(email));
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
let demoId: string;
let vehicleId: string;

const CREATE =
  'mutation ($input: CreateFinancingReferralInput!) { createFinancingReferral(input: $input) { id state customerName vehicleId vehicleTitle referredBy } }';
const MOVE =
  'mutation ($id: ID!, $state: FinancingReferralState!) { changeFinancingReferralState(id: $id, state: $state) { id state } }';
const LIST = 'query ($v: ID) { financingReferrals(vehicleId: $v) { id state } }';
const EXPORT = 'query ($ids: [ID!]!) { financingReferralsCsv(ids: $ids) }';

async function refer(email = 'editor@demo.test', input: Record<string, unknown> = {}) {
  const answer = await graphql<{
    createFinancingReferral: { id: string; state: string; vehicleTitle: string; referredBy: string };
  }>(
    server.baseUrl,
    CREATE,
    {
      input: {
        vehicleId,
        customerName: 'Dana Lee',
        customerEmail: 'dana@example.com',
        partner: 'Credit union',
        ...input,
      },
    },
    await as(email),
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.createFinancingReferral;
}

beforeAll(async () => {
  server = await startTestServer();
  const [owner] = await db().select().from(users).where(eq(users.email, 'owner@demo.test'));
  demoId = owner!.organizationId;
  const [vehicle] = await db()
    .insert(vehicles)
    .values({
      organizationId: demoId,
      vin: '1HGCM82633A004353',
      stockNumber: 'FIN1',
      year: 2020,
      make: 'Honda',
      model: 'Civic',
      trim: 'EX',
      mileage: 41_000,
      acquiredDate: '2025-01-02',
      listPriceCents: 1_899_900,
    })
    .returning();
  vehicleId = vehicle!.id;
});
afterAll(() => server.close());

describe('referrals', () => {
  it('an EDITOR refers a customer; the referral moves referred → submitted → approved, and no further', async () => {
    const referral = await refer();
    expect(referral).toMatchObject({
      state: 'referred',
      vehicleTitle: '2020 Honda Civic EX',
      referredBy: 'Eddie Ramirez',
    });
    const editor = await as('editor@demo.test');
    for (const state of ['submitted', 'approved']) {
      const moved = await graphql<{ changeFinancingReferralState: { state: string } }>(
        server.baseUrl,
        MOVE,
        { id: referral.id, state },
        editor,
      );
      expect(moved.data!.changeFinancingReferralState.state).toBe(state);
    }
    const before = await db().select().from(financingReferrals).where(eq(financingReferrals.id, referral.id));
    const late = await graphql(server.baseUrl, MOVE, { id: referral.id, state: 'withdrawn' }, editor);
    expect(errorCode(late)).toBe('CONFLICT');
    expect(late.errors![0]!.message).toMatch(/approved referral cannot become withdrawn/);
    expect(await db().select().from(financingReferrals).where(eq(financingReferrals.id, referral.id))).toEqual(before);
  });

  it('a move out of order (referred → approved) is a CONFLICT naming the allowed moves', async () => {
    const referral = await refer();
    const answer = await graphql(
      server.baseUrl,
      MOVE,
      { id: referral.id, state: 'approved' },
      await as('owner@demo.test'),
    );
    expect(errorCode(answer)).toBe('CONFLICT');
    expect(answer.errors![0]!.message).toMatch(/submitted or withdrawn/);
    const listed = await graphql<{ financingReferrals: { id: string; state: string }[] }>(
      server.baseUrl,
      LIST,
      { v: vehicleId },
      await as('owner@demo.test'),
    );
    expect(listed.data!.financingReferrals.find((entry) => entry.id === referral.id)!.state).toBe('referred');
  });

  it('refuses bad input with a message a person can act on, storing nothing', async () => {
    const editor = await as('editor@demo.test');
    const bad = [
      { customerName: '  ' },
      { customerEmail: null, customerPhone: null },
      { customerEmail: 'not-an-address' },
      { customerEmail: null, customerPhone: 'call me' },
      { partner: '' },
      { customerName: 'x'.repeat(121) },
    ];
    for (const change of bad) {
      const before = await rowCounts(db());
      const answer = await graphql(
        server.baseUrl,
        CREATE,
        {
          input: {
            vehicleId,
            customerName: 'Dana Lee',
            customerEmail: 'dana@example.com',
            partner: 'Credit union',
            ...change,
          },
        },
        editor,
      );
      expect(errorCode(answer), JSON.stringify(change)).toBe('BAD_USER_INPUT');
      expect(changedRows(before, await rowCounts(db()))).toEqual({});
    }
  });

  it('a VIEWER with the feature lists referrals but records none; members without it are refused', async () => {
    await db()
      .update(users)
      .set({ featureFlags: ['financing_referral'] })
      .where(eq(users.email, 'viewer@demo.test'));
    const viewer = await as('viewer@demo.test');
    expect((await graphql(server.baseUrl, LIST, {}, viewer)).errors).toBeUndefined();
    const before = await rowCounts(db());
    expect(
      errorCode(
        await graphql(
          server.baseUrl,
          CREATE,
          { input: { vehicleId, customerName: 'X', customerPhone: '512-555-0100', partner: 'Other' } },
          viewer,
        ),
      ),
    ).toBe('FORBIDDEN');
    expect(errorCode(await graphql(server.baseUrl, LIST, {}, await as('user@demo.test')))).toBe('FORBIDDEN');
    expect(errorCode(await graphql(server.baseUrl, LIST, {}, await as('agent@demo.test')))).toBe('FORBIDDEN');
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });

  it('API tokens refer and move referrals as their scope allows once the organization has the feature', async () => {
    const owner = await as('owner@demo.test');
    const secrets: Record<string, string> = {};
    for (const [name, scopes] of [
      ['read', ['read']],
      ['write', ['read', 'write']],
    ] as const) {
      const created = await graphql<{ createApiToken: { secret: string } }>(
        server.baseUrl,
        'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
        { input: { name: `financing ${name}`, scopes } },
        owner,
      );
      secrets[name] = created.data!.createApiToken.secret;
    }
    const input = { vehicleId, customerName: 'Token Buyer', customerPhone: '512-555-0109', partner: 'Other' };
    expect(errorCode(await graphql(server.baseUrl, LIST, {}, bearer(secrets.write!)))).toBe('FORBIDDEN');
    const [demo] = await db().select().from(organizations).where(eq(organizations.id, demoId));
    await db()
      .update(organizations)
      .set({ featureFlags: [...demo!.featureFlags, 'financing_referral'] })
      .where(eq(organizations.id, demoId));
    try {
      expect((await graphql(server.baseUrl, LIST, {}, bearer(secrets.read!))).errors).toBeUndefined();
      const before = await rowCounts(db());
      expect(errorCode(await graphql(server.baseUrl, CREATE, { input }, bearer(secrets.read!)))).toBe('FORBIDDEN');
      expect(changedRows(before, await rowCounts(db()))).toEqual({});
      const created = await graphql<{ createFinancingReferral: { referredBy: string | null } }>(
        server.baseUrl,
        CREATE,
        { input },
        bearer(secrets.write!),
      );
      expect(created.errors).toBeUndefined();
    } finally {
      await db().update(organizations).set({ featureFlags: demo!.featureFlags }).where(eq(organizations.id, demoId));
    }
  });
});

describe('the CSV export', () => {
  it('writes the documented columns, escapes spreadsheet formulas, and needs financing_export', async () => {
    const referral = await refer('owner@demo.test', {
      customerName: '=HYPERLINK("http://evil")',
      customerPhone: '+1 512 555 0100',
    });
    const answer = await graphql<{ financingReferralsCsv: string }>(
      server.baseUrl,
      EXPORT,
      { ids: [referral.id] },
      await as('owner@demo.test'),
    );
    expect(answer.errors).toBeUndefined();
    const [header, row, ...rest] = answer.data!.financingReferralsCsv.split('\r\n');
    expect(header).toBe(FINANCING_CSV_COLUMNS.join(','));
    expect(rest).toEqual(['']);
    expect(row).toContain(`${referral.id},referred,`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain("'+1 512 555 0100");
    expect(row).toMatch(/,1HGCM82633A004353,FIN1,2020,Honda,Civic,EX,41000,18999\.00$/);
    expect(errorCode(await graphql(server.baseUrl, EXPORT, { ids: [referral.id] }, await as('editor@demo.test')))).toBe(
      'FORBIDDEN',
    );
  });

  it('refuses an empty selection and ids not of the organization', async () => {
    const owner = await as('owner@demo.test');
    expect(errorCode(await graphql(server.baseUrl, EXPORT, { ids: [] }, owner))).toBe('BAD_USER_INPUT');
    expect(
      errorCode(await graphql(server.baseUrl, EXPORT, { ids: ['00000000-0000-4000-8000-000000000000'] }, owner)),
    ).toBe('NOT_FOUND');
  });
});

describe('another organization', () => {
  it('its OWNER with both features gets NOT_FOUND for Demo Motors’ vehicle and referrals, and lists only its own', async () => {
    const referral = await refer();
    const rival = await createRivalOrganization(db());
    await db()
      .update(users)
      .set({ featureFlags: ['financing_referral', 'financing_export'] })
      .where(eq(users.id, rival.owner.id));
    const rivalOwner = await as(RIVAL_OWNER_EMAIL);
    const before = await rowCounts(db());
    expect(
      errorCode(
        await graphql(
          server.baseUrl,
          CREATE,
          { input: { vehicleId, customerName: 'R', customerPhone: '512-555-0100', partner: 'Other' } },
          rivalOwner,
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(errorCode(await graphql(server.baseUrl, MOVE, { id: referral.id, state: 'submitted' }, rivalOwner))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await graphql(server.baseUrl, EXPORT, { ids: [referral.id] }, rivalOwner))).toBe('NOT_FOUND');
    expect(
      (await graphql<{ financingReferrals: unknown[] }>(server.baseUrl, LIST, {}, rivalOwner)).data!.financingReferrals,
    ).toEqual([]);
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
  });
});
