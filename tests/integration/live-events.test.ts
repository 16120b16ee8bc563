// Live updates (issue 37, docs/live-updates.md): GraphQL subscriptions over SSE at
// /api/graphql/stream, read with graphql-sse's own client in both of its modes. A subscriber sees
// exactly what `Query.events` gives the same viewer: its organization only, the types its role,
// sections or token scopes read, cost withheld where it is withheld; a revoked session's stream
// ends; an event committed through one process reaches a subscriber of another (PostgreSQL only).
import { createClient, type ExecutionResult } from 'graphql-sse';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeVehiclePriceDocument } from '../../graphql/generated/operations/ChangeVehiclePrice';
import { CreateApiTokenDocument } from '../../graphql/generated/operations/CreateApiToken';
import { CreateVehicleDocument } from '../../graphql/generated/operations/CreateVehicle';
import { FollowEventsDocument, type FollowEventsSubscription } from '../../graphql/generated/operations/FollowEvents';
import { GetReconBoardDocument } from '../../graphql/generated/operations/GetReconBoard';
import { GetReconWorkflowDocument } from '../../graphql/generated/operations/GetReconWorkflow';
import { MoveReconVehicleDocument } from '../../graphql/generated/operations/MoveReconVehicle';
import { SignOutEverywhereDocument } from '../../graphql/generated/operations/SignOutEverywhere';
import { UpdateOrganizationSettingDocument } from '../../graphql/generated/operations/UpdateOrganizationSetting';
import { max } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { organizationEvents } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { signIn, type CookieJar } from './support/auth';
import { graphqlOperation } from './support/clients';
import { createTestDatabaseServer } from './support/database';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';
import { freshVehicle } from './support/inventory';
import { startTestServer, type TestServer } from './support/server';
import { inject } from 'vitest';

type LiveEvent = FollowEventsSubscription['events'];
type Headers = Record<string, string>;
// How long a test waits for an event that must come; never a pause: it ends when the event does.
const ARRIVES_WITHIN_MS = 10_000;

/** One subscription through graphql-sse's client: its events and errors as they come, and its end. */
function follow(
  baseUrl: string,
  headers: Headers,
  variables: { types?: string[]; after?: string } = {},
  single = false,
) {
  const client = createClient({
    url: `${baseUrl}/api/graphql/stream`,
    headers,
    retryAttempts: 0,
    singleConnection: single,
  });
  const events: LiveEvent[] = [];
  let connected = false;
  const errors: { message: string; extensions?: { code?: string } }[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  const changed = () => waiters.splice(0).forEach((wake) => wake());
  const stop = client.subscribe<FollowEventsSubscription>(
    { query: print(FollowEventsDocument), variables },
    {
      next: (result: ExecutionResult<FollowEventsSubscription>) => {
        if (result.data) events.push(result.data.events);
        errors.push(...((result.errors ?? []) as never[]));
        changed();
      },
      error: (error) => {
        errors.push({ message: String(error) });
        ended = true;
        changed();
      },
      complete: () => {
        ended = true;
        changed();
      },
    },
    ...((single ? [] : [{ connected: () => ((connected = true), changed()) }]) as []),
  );
  async function until(done: () => boolean, what: string) {
    const deadline = Date.now() + ARRIVES_WITHIN_MS;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`waited ${ARRIVES_WITHIN_MS} ms for ${what}`);
      await new Promise<void>((wake) => {
        waiters.push(wake);
        setTimeout(wake, 250).unref();
      });
    }
  }
  return {
    events,
    errors,
    /** Resolves with the first event matching `match`. */
    async next(match: (event: LiveEvent) => boolean) {
      await until(() => events.some(match), 'an event');
      return events.find(match)!;
    },
    ended: () => until(() => ended, 'the end of the stream'),
    /** Distinct mode: the server has subscribed it (every event committed from now on reaches it). */
    connected: () => until(() => connected, 'the stream to connect'),
    firstError: async () => (await until(() => errors.length > 0, 'an error'), errors[0]!),
    close() {
      stop();
      client.dispose();
    },
  };
}

let server: TestServer;
/** The newest event id now: a stream following from it cannot miss a change made after this call. */
async function now(): Promise<string> {
  const [row] = await server.database.db.select({ last: max(organizationEvents.id) }).from(organizationEvents);
  return String(row?.last ?? 0);
}
const jars = new Map<string, CookieJar>();
async function cookieOf(email: string): Promise<Headers> {
  if (!jars.has(email)) jars.set(email, (await signIn(server.baseUrl, email, DEMO_PASSWORD)).jar);
  return { cookie: jars.get(email)!.header() };
}
const run = async <T, V extends Record<string, unknown>>(
  email: string,
  document: Parameters<typeof graphqlOperation<T, V>>[1],
  variables: V,
) => {
  const answer = await graphqlOperation(server.baseUrl, document, variables, await cookieOf(email));
  expect(answer.errors).toBeUndefined();
  return answer.data!;
};

/** A vehicle on the board and a stage it is not in. */
async function aMove(server: TestServer, email = 'editor@demo.test') {
  const board = await run(email, GetReconBoardDocument, {});
  const card = board.reconBoard[0]!;
  const { reconWorkflow } = await run(email, GetReconWorkflowDocument, {});
  const stage = reconWorkflow.stages.find(
    (candidate) => candidate.id !== card.stage.id && !candidate.removed && !candidate.isFrontLine,
  )!;
  return { vehicleId: card.vehicle.id, stageId: stage.id };
}

beforeAll(async () => {
  server = await startTestServer();
  await createRivalOrganization(server.database.db);
});
afterAll(() => server?.close());

describe('the event stream', () => {
  it('delivers a colleague’s recon move with who made it, in both modes, and never to another organization', async () => {
    const owner = follow(server.baseUrl, await cookieOf('owner@demo.test'), {
      types: ['recon.moved'],
      after: await now(),
    });
    const single = follow(
      server.baseUrl,
      await cookieOf('user@demo.test'),
      { types: ['recon.moved'], after: await now() },
      true,
    );
    const rival = follow(server.baseUrl, await cookieOf(RIVAL_OWNER_EMAIL), { after: await now() });
    const move = await aMove(server);
    // The rival's own change, after ours: the first thing its stream shows.
    await run(RIVAL_OWNER_EMAIL, CreateVehicleDocument, { input: freshVehicle({ status: 'frontline' }) as never });
    await run('editor@demo.test', MoveReconVehicleDocument, { input: move });
    for (const stream of [owner, single]) {
      const moved = await stream.next((event) => event.subjectId === move.vehicleId);
      expect(moved).toMatchObject({ type: 'recon.moved', data: { toStageId: move.stageId } });
      expect(moved.actor?.displayName).toMatch(/\S/);
    }
    const first = await rival.next(() => true);
    expect(first.type).toBe('vehicle.created');
    expect(rival.events.some((event) => event.subjectId === move.vehicleId)).toBe(false);
    [owner, single, rival].forEach((stream) => stream.close());
  });

  it('gives each viewer what the feed gives them: types their role reads, cost withheld', async () => {
    await run('owner@demo.test', UpdateOrganizationSettingDocument, {
      input: { key: 'hide_vehicle_cost', value: true },
    });
    // The viewer has no recon section; the editor may not see cost when it is hidden.
    const viewer = follow(server.baseUrl, await cookieOf('viewer@demo.test'), { after: await now() });
    const editor = follow(server.baseUrl, await cookieOf('editor@demo.test'), {
      types: ['vehicle.created'],
      after: await now(),
    });
    const owner = follow(server.baseUrl, await cookieOf('owner@demo.test'), {
      types: ['vehicle.created'],
      after: await now(),
    });
    await run('editor@demo.test', MoveReconVehicleDocument, { input: await aMove(server) });
    const { createVehicle } = await run('owner@demo.test', CreateVehicleDocument, {
      input: freshVehicle({ status: 'frontline' }) as never,
    });
    const created = (event: LiveEvent) => event.type === 'vehicle.created' && event.subjectId === createVehicle.id;
    expect((await editor.next(created)).data).toMatchObject({ vehicle: { costCents: null, costWithheld: true } });
    expect((await owner.next(created)).data).toMatchObject({ vehicle: { costCents: 2_150_000 } });
    // The move came first: the viewer (no recon section) has the vehicle but never the move.
    await viewer.next(created);
    expect(viewer.events.filter((event) => event.type.startsWith('recon.'))).toEqual([]);
    [viewer, editor, owner].forEach((stream) => stream.close());
  });

  it('replays what was missed after `after`, then follows live', async () => {
    const move = await aMove(server);
    const { changeVehiclePrice } = await run('editor@demo.test', ChangeVehiclePriceDocument, {
      input: { id: move.vehicleId, listPriceCents: 2_111_100, reason: 'market' },
    });
    const before = follow(server.baseUrl, await cookieOf('owner@demo.test'), {
      types: ['vehicle.priced'],
      after: await now(),
    });
    // Live events start after the subscription; catch the price with a replay from just before it.
    await run('editor@demo.test', ChangeVehiclePriceDocument, {
      input: { id: changeVehiclePrice.id, listPriceCents: 2_222_200, reason: 'market' },
    });
    const second = await before.next((event) => event.data.toCents === 2_222_200);
    before.close();
    const replay = follow(server.baseUrl, await cookieOf('owner@demo.test'), {
      types: ['vehicle.priced'],
      after: String(Number(second.id) - 1),
    });
    expect((await replay.next(() => true)).id).toBe(second.id);
    await run('editor@demo.test', MoveReconVehicleDocument, { input: move });
    await run('editor@demo.test', ChangeVehiclePriceDocument, {
      input: { id: move.vehicleId, listPriceCents: 2_333_300, reason: 'market' },
    });
    await replay.next((event) => event.data.toCents === 2_333_300);
    expect(replay.events.map((event) => event.type)).toEqual(['vehicle.priced', 'vehicle.priced']);
    replay.close();
  });

  it('shows an API token only what its scopes read: cost withheld from a read token, no feed for a carrier’s', async () => {
    const token = async (scopes: string[]) =>
      (await run('owner@demo.test', CreateApiTokenDocument, { input: { name: scopes.join('+'), scopes } as never }))
        .createApiToken.secret;
    const carrier = follow(server.baseUrl, { authorization: `Bearer ${await token(['transport'])}` });
    // As the feed: a transport token reads transport orders only, never the event log.
    expect((await carrier.firstError()).extensions?.code).toBe('FORBIDDEN');
    await run('owner@demo.test', UpdateOrganizationSettingDocument, {
      input: { key: 'hide_vehicle_cost', value: true },
    });
    const reader = follow(
      server.baseUrl,
      { authorization: `Bearer ${await token(['read'])}` },
      { types: ['vehicle.created'], after: await now() },
    );
    const { createVehicle } = await run('owner@demo.test', CreateVehicleDocument, {
      input: freshVehicle({ status: 'frontline' }) as never,
    });
    const created = await reader.next((event) => event.subjectId === createVehicle.id);
    expect(created.data).toMatchObject({ vehicle: { costCents: null, costWithheld: true } });
    expect(carrier.events).toEqual([]);
    [carrier, reader].forEach((stream) => stream.close());
  });

  it('refuses the anonymous (UNAUTHENTICATED) and unknown event types (BAD_USER_INPUT)', async () => {
    const anonymous = follow(server.baseUrl, {});
    expect((await anonymous.firstError()).extensions?.code).toBe('UNAUTHENTICATED');
    const unknown = follow(server.baseUrl, await cookieOf('owner@demo.test'), {
      types: ['vehicle.teleported'],
      after: await now(),
    });
    const error = await unknown.firstError();
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain('vehicle.teleported');
    [anonymous, unknown].forEach((stream) => stream.close());
  });

  it('ends the streams of a session that is revoked', async () => {
    const { jar } = await signIn(server.baseUrl, 'user@demo.test', DEMO_PASSWORD);
    const stream = follow(server.baseUrl, { cookie: jar.header() }, { after: await now() });
    const again = follow(server.baseUrl, { cookie: jar.header() }, { after: await now() }, true);
    // Subscribed once an event reaches it: then revoke.
    await run('editor@demo.test', MoveReconVehicleDocument, { input: await aMove(server) });
    await stream.next(() => true);
    await again.next(() => true);
    const revoked = await graphqlOperation(server.baseUrl, SignOutEverywhereDocument, {}, { cookie: jar.header() });
    expect(revoked.errors).toBeUndefined();
    await stream.ended();
    await again.ended();
    [stream, again].forEach((each) => each.close());
  });
});

describe('limits and shutdown', () => {
  it('refuses a person one stream over EVENT_STREAMS_PER_VIEWER (TOO_MANY_REQUESTS)', async () => {
    const headers = await cookieOf('viewer@demo.test');
    const open = Array.from({ length: 10 }, () => follow(server.baseUrl, headers));
    await Promise.all(open.map((stream) => stream.connected()));
    const refused = follow(server.baseUrl, headers);
    expect((await refused.firstError()).extensions?.code).toBe('TOO_MANY_REQUESTS');
    [...open, refused].forEach((stream) => stream.close());
  });

  it('completes every stream when the process starts draining (SIGTERM), so clients go elsewhere', async () => {
    // A second app on the same database, as a second process would be: ending its streams leaves this file's server alone.
    const draining = await startTestServer({ database: server.database });
    try {
      const stream = follow(draining.baseUrl, await cookieOf('owner@demo.test'), { after: await now() });
      await run('editor@demo.test', MoveReconVehicleDocument, { input: await aMove(server) });
      await stream.next(() => true);
      await draining.app.endStreams();
      await stream.ended();
      expect(stream.errors).toEqual([]);
      stream.close();
    } finally {
      await draining.close();
    }
  });
});

const POSTGRES = 'postgresDatabase' in inject('testDatabaseTemplate');
describe.skipIf(!POSTGRES)('across processes (PostgreSQL)', () => {
  it('delivers an event committed through one process to a subscriber of another', async () => {
    const template = inject('testDatabaseTemplate') as { postgresDatabase: string };
    const shared = await createTestDatabaseServer(template.postgresDatabase);
    const first = await startTestServer({ database: await openDatabase({ url: shared.url!, poolSize: 3 }) });
    const second = await startTestServer({ database: await openDatabase({ url: shared.url!, poolSize: 3 }) });
    try {
      const { jar } = await signIn(second.baseUrl, 'owner@demo.test', DEMO_PASSWORD);
      // Without `after`, so only the NOTIFY can bring it: subscribed first, then the change.
      const stream = follow(second.baseUrl, { cookie: jar.header() }, { types: ['vehicle.created'] });
      await stream.connected();
      const { jar: editor } = await signIn(first.baseUrl, 'editor@demo.test', DEMO_PASSWORD);
      const created = await graphqlOperation(
        first.baseUrl,
        CreateVehicleDocument,
        { input: freshVehicle({ status: 'frontline' }) as never },
        { cookie: editor.header() },
      );
      expect(created.errors).toBeUndefined();
      await stream.next((event) => event.subjectId === created.data!.createVehicle.id);
      stream.close();
    } finally {
      for (const each of [first, second]) {
        await each.close();
        await each.database.close();
      }
      await shared.dispose();
    }
  });
});
