// Appraisals attacked at the server: every demo role and user type, read and write API tokens, and
// another organization's OWNER with Demo Motors' ids for every query and mutation (NOT_FOUND, the
// appraisal rows unchanged). The access table's own probes are in access-table.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appraisals, organizations, users, vehicles } from '../../../server/db/schema';
import { writeAffectingViewers } from '../../../server/services/users/viewer-changes';
import { changedRows, rowCounts } from '../support/attack-log';
import { cookieHeaders, demoSessions } from '../support/auth';
import { errorCode, graphql } from '../support/clients';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from '../support/organizations';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let demoId: string;
let draftId: string;
let offeredId: string;
const secrets = { read: '', write: '' };
const session = demoSessions(() => server.baseUrl);
const db = () => server.database.db;
const demoRows = () =>
  db().select().from(appraisals).where(eq(appraisals.organizationId, demoId)).orderBy(appraisals.id);

const asPerson = async (email: string, query: string, variables: Record<string, unknown> = {}) =>
  graphql(server.baseUrl, query, variables, cookieHeaders(await session(email)));
const asToken = (scope: 'read' | 'write', query: string, variables: Record<string, unknown> = {}) =>
  graphql(server.baseUrl, query, variables, { authorization: `Bearer ${secrets[scope]}` });

const CREATE =
  'mutation ($input: CreateAppraisalInput!) { createAppraisal(input: $input) { id state appraiser { name } } }';
const NEW = { kind: 'trade_in', year: 2021, make: 'Ford', model: 'F-150', mileage: 41_000, zip: '78745' };
const READ = 'query ($id: ID!) { appraisal(id: $id) { id state offer { offerCents } } }';

/** Every query and mutation, with the Demo ids it is aimed at. */
const OPERATIONS: { name: string; query: string; variables: () => Record<string, unknown> }[] = [
  { name: 'appraisal', query: READ, variables: () => ({ id: draftId }) },
  {
    name: 'updateAppraisal',
    query: 'mutation ($id: ID!) { updateAppraisal(input: { id: $id, mileage: 1 }) { id } }',
    variables: () => ({ id: draftId }),
  },
  {
    name: 'setAppraisalReconEstimate',
    query: 'mutation ($id: ID!) { setAppraisalReconEstimate(input: { id: $id, lines: [] }) { id } }',
    variables: () => ({ id: draftId }),
  },
  {
    name: 'overrideAppraisalOffer',
    query:
      'mutation ($id: ID!) { overrideAppraisalOffer(input: { id: $id, offerCents: 100, reason: "Probe" }) { id } }',
    variables: () => ({ id: draftId }),
  },
  {
    name: 'offerAppraisal',
    query: 'mutation ($id: ID!) { offerAppraisal(id: $id) { id } }',
    variables: () => ({ id: draftId }),
  },
  {
    name: 'winAppraisal',
    query: 'mutation ($id: ID!) { winAppraisal(input: { id: $id }) { id } }',
    variables: () => ({ id: offeredId }),
  },
  {
    name: 'loseAppraisal',
    query: 'mutation ($id: ID!) { loseAppraisal(input: { id: $id, reason: price }) { id } }',
    variables: () => ({ id: offeredId }),
  },
  {
    name: 'updateAppraisal (appraiser from Demo)',
    query: 'mutation ($id: ID!, $a: ID!) { updateAppraisal(input: { id: $id, appraiserId: $a }) { id } }',
    variables: () => ({ id: draftId, a: draftId }),
  },
];

beforeAll(async () => {
  server = await startTestServer();
  await createRivalOrganization(db());
  const [owner] = await db().select().from(users).where(eq(users.email, 'owner@demo.test'));
  demoId = owner!.organizationId;
  const rows = await demoRows();
  draftId = rows.find((row) => row.state === 'draft')!.id;
  offeredId = rows.find((row) => row.state === 'offered' && row.vin !== null)!.id;
  for (const [scope, scopes] of [
    ['read', ['read']],
    ['write', ['read', 'write']],
  ] as const) {
    const created = await asPerson(
      'owner@demo.test',
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
      { input: { name: `appraisals ${scope}`, scopes } },
    );
    secrets[scope] = (created.data as { createApiToken: { secret: string } }).createApiToken.secret;
  }
});
afterAll(() => server.close());

describe('another organization', () => {
  it.each(OPERATIONS.map((operation) => [operation.name, operation] as const))(
    '%s with a Demo id is NOT_FOUND and changes nothing',
    async (_name, operation) => {
      const before = await demoRows();
      const counts = await rowCounts(db());
      const answer = await asPerson(RIVAL_OWNER_EMAIL, operation.query, operation.variables());
      expect(errorCode(answer), JSON.stringify(answer.errors)).toBe('NOT_FOUND');
      expect(answer.data ?? null).toBeNull();
      expect(changedRows(counts, await rowCounts(db()))).toEqual({});
      expect(await demoRows()).toEqual(before);
    },
  );

  it('lists and counts only its own appraisals', async () => {
    const answer = await asPerson(
      RIVAL_OWNER_EMAIL,
      '{ appraisals { totalCount } appraisalFigures { store { made } } }',
    );
    expect(answer.data).toEqual({ appraisals: { totalCount: 0 }, appraisalFigures: { store: { made: 0 } } });
  });
});

describe('each demo member', () => {
  it.each([
    ['owner@demo.test', true, true],
    ['editor@demo.test', true, true],
    ['admin@demo.test', true, true],
    ['viewer@demo.test', false, false],
    ['user@demo.test', false, false],
    ['agent@demo.test', false, false],
  ] as const)('%s reads: %s, starts one: %s', async (email, reads, writes) => {
    const read = await asPerson(email, READ, { id: draftId });
    expect(errorCode(read) ?? 'ok').toBe(reads ? 'ok' : 'FORBIDDEN');
    const before = await demoRows();
    const created = await asPerson(email, CREATE, { input: NEW });
    expect(errorCode(created) ?? 'ok').toBe(writes ? 'ok' : 'FORBIDDEN');
    if (!writes) expect(await demoRows()).toEqual(before);
  });
});

describe('API tokens', () => {
  it('a read token reads and lists, and is refused a new appraisal with nothing stored', async () => {
    expect(errorCode(await asToken('read', READ, { id: draftId })) ?? 'ok').toBe('ok');
    const listed = await asToken('read', '{ appraisals(first: 1) { totalCount } }');
    expect(listed.errors).toBeUndefined();
    const before = await demoRows();
    const created = await asToken('read', CREATE, { input: NEW });
    expect(created.status).toBe(403);
    expect(errorCode(created)).toBe('FORBIDDEN');
    expect(await demoRows()).toEqual(before);
  });

  it('a write token pushes a trade-in appraisal, appraised by the token’s creator', async () => {
    const created = await asToken('write', CREATE, { input: NEW });
    expect(created.errors).toBeUndefined();
    expect(created.data).toMatchObject({
      createAppraisal: { state: 'draft', appraiser: { name: expect.any(String) } },
    });
  });
});

describe('cost withheld', () => {
  it('hides the price paid and cost-to-market from an editor when the organization hides vehicle cost', async () => {
    const [organization] = await db().select().from(organizations).where(eq(organizations.id, demoId));
    const setSettings = (settings: Record<string, unknown>) =>
      writeAffectingViewers(db(), { organizationId: demoId }, (tx) =>
        tx.update(organizations).set({ settings }).where(eq(organizations.id, demoId)),
      );
    await setSettings({ ...organization!.settings, hide_vehicle_cost: true });
    try {
      const [won] = await db().select().from(appraisals).where(eq(appraisals.state, 'won')).limit(1);
      const query =
        'query ($id: ID!) { appraisal(id: $id) { purchasePriceCents vehicle { costCents } } appraisalFigures(from: "2000-01-01", to: "2001-01-01") { store { costToMarket } } }';
      const editor = await asPerson('editor@demo.test', query, { id: won!.id });
      expect(editor.data).toEqual({
        appraisal: { purchasePriceCents: null, vehicle: { costCents: null } },
        appraisalFigures: { store: { costToMarket: null } },
      });
      const owner = await asPerson('owner@demo.test', query, { id: won!.id });
      const [vehicle] = await db().select().from(vehicles).where(eq(vehicles.id, won!.vehicleId!));
      expect(owner.data).toMatchObject({
        appraisal: { purchasePriceCents: won!.purchasePriceCents, vehicle: { costCents: vehicle!.costCents } },
      });
    } finally {
      await setSettings(organization!.settings);
    }
  });
});

describe('a VIN whose check digit fails (issue 31, item 6)', () => {
  // The probe's VIN: position 9 is '1' where the rest gives '0'.
  const PROBED = '1HGCV1F31LA859384';
  /** `vin` with its check digit (position 9) changed to another digit: a typo the check digit catches. */
  const mistyped = (vin: string) => `${vin.slice(0, 8)}${vin[8] === '1' ? '2' : '1'}${vin.slice(9)}`;
  const CREATE_VIN =
    'mutation ($input: CreateAppraisalInput!) { createAppraisal(input: $input) { id vin vinCheckDigitAccepted } }';
  const UPDATE_VIN =
    'mutation ($input: UpdateAppraisalInput!) { updateAppraisal(input: $input) { id vin vinCheckDigitAccepted mileage } }';
  const WIN = 'mutation ($id: ID!) { winAppraisal(input: { id: $id }) { id state vehicle { id vin } } }';
  const MODEL = { kind: 'trade_in', model: 'Accord', mileage: 41_000, zip: '78745' };

  /** Runs `attack`, expects BAD_USER_INPUT naming the check digit, and every table's rows unchanged. */
  async function refused(attack: () => Promise<Awaited<ReturnType<typeof asPerson>>>) {
    const before = await demoRows();
    const counts = await rowCounts(db());
    const answer = await attack();
    expect(errorCode(answer), JSON.stringify(answer.errors)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0]!.message).toMatch(/fails its check digit \(position 9 is '\w', expected '\w'\)/);
    expect(changedRows(counts, await rowCounts(db()))).toEqual({});
    expect(await demoRows()).toEqual(before);
  }

  it.each([
    ['the probe’s VIN', { vin: PROBED }],
    ['in lower case with spaces', { vin: ` ${PROBED.toLowerCase()} ` }],
    ['the acknowledgement false', { vin: PROBED, acceptCheckDigitMismatch: false }],
    ['with year and make given', { vin: PROBED, year: 2020, make: 'Honda' }],
  ])('createAppraisal with %s is BAD_USER_INPUT and stores nothing', async (_name, input) => {
    await refused(() => asPerson('editor@demo.test', CREATE_VIN, { input: { ...MODEL, ...input } }));
  });

  it('a write API token is refused it the same way', async () => {
    await refused(() => asToken('write', CREATE_VIN, { input: { ...MODEL, vin: PROBED } }));
  });

  it('updateAppraisal to such a VIN is BAD_USER_INPUT and changes nothing', async () => {
    await refused(() => asPerson('editor@demo.test', UPDATE_VIN, { input: { id: draftId, vin: PROBED } }));
  });

  it('with the acknowledgement it is stored, shown, kept while the VIN stays, and dropped with the VIN', async () => {
    const created = await asPerson('editor@demo.test', CREATE_VIN, {
      input: { ...MODEL, vin: PROBED, acceptCheckDigitMismatch: true },
    });
    expect(created.errors).toBeUndefined();
    const { id } = (created.data as { createAppraisal: { id: string } }).createAppraisal;
    expect(created.data).toEqual({ createAppraisal: { id, vin: PROBED, vinCheckDigitAccepted: true } });
    const [row] = await db().select().from(appraisals).where(eq(appraisals.id, id));
    expect(row).toMatchObject({ vin: PROBED, vinCheckDigitAccepted: true });

    // Another field, or the same VIN given again: the acknowledgement stays with it.
    const mileage = await asPerson('editor@demo.test', UPDATE_VIN, { input: { id, mileage: 42_000 } });
    expect(mileage.data).toEqual({
      updateAppraisal: { id, vin: PROBED, vinCheckDigitAccepted: true, mileage: 42_000 },
    });
    const again = await asPerson('editor@demo.test', UPDATE_VIN, { input: { id, vin: PROBED.toLowerCase() } });
    expect(again.data).toMatchObject({ updateAppraisal: { vinCheckDigitAccepted: true } });
    // Another mistyped VIN needs its own acknowledgement; a correct one carries none.
    await refused(() =>
      asPerson('editor@demo.test', UPDATE_VIN, { input: { id, vin: mistyped('1HGCM82633A004352') } }),
    );
    const corrected = await asPerson('editor@demo.test', UPDATE_VIN, {
      input: { id, vin: '1HGCV1F30LA859384', acceptCheckDigitMismatch: true },
    });
    expect(corrected.data).toMatchObject({
      updateAppraisal: { vin: '1HGCV1F30LA859384', vinCheckDigitAccepted: false },
    });
  });

  it('winning uses the stored acknowledgement: refused without it (nothing stored), the vehicle created with it', async () => {
    const rows = await demoRows();
    const offered = rows.find((row) => row.state === 'offered' && row.vin !== null && row.id !== offeredId)!;
    const typo = mistyped(offered.vin!);
    // Stored before appraisals took the acknowledgement: a mistyped VIN, unconfirmed.
    await db().update(appraisals).set({ vin: typo, vinCheckDigitAccepted: false }).where(eq(appraisals.id, offered.id));
    const vehiclesBefore = await db()
      .select()
      .from(vehicles)
      .where(eq(vehicles.organizationId, demoId))
      .orderBy(vehicles.id);
    await refused(() => asPerson('editor@demo.test', WIN, { id: offered.id }));
    expect(await db().select().from(vehicles).where(eq(vehicles.organizationId, demoId)).orderBy(vehicles.id)).toEqual(
      vehiclesBefore,
    );

    const confirmed = await asPerson('editor@demo.test', UPDATE_VIN, {
      input: { id: offered.id, acceptCheckDigitMismatch: true },
    });
    expect(confirmed.data).toMatchObject({ updateAppraisal: { vin: typo, vinCheckDigitAccepted: true } });
    const won = await asPerson('editor@demo.test', WIN, { id: offered.id });
    expect(won.errors).toBeUndefined();
    expect(won.data).toMatchObject({ winAppraisal: { state: 'won', vehicle: { vin: typo } } });
  });
});
