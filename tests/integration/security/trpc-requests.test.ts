import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRPC_MAX_BATCH_SIZE } from '../../../server/app';
import { organizations } from '../../../server/db/schema';
import { attempt, codeOf, database, ids, main, request, session, useSecuritySuite } from './support';

useSecuritySuite();

describe('batch floods', () => {
  it(`a tRPC batch of more than ${TRPC_MAX_BATCH_SIZE} calls is refused`, async () => {
    const owner = await session('owner@demo.test');
    const get = (calls: number) => {
      const input = JSON.stringify(Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, {}])));
      return request(
        `${main.baseUrl}/api/trpc/${Array(calls).fill('ping').join(',')}?batch=1&input=${encodeURIComponent(input)}`,
      );
    };
    const over = await attempt(`tRPC batch: ${TRPC_MAX_BATCH_SIZE + 1} × ping`, () => get(TRPC_MAX_BATCH_SIZE + 1));
    expect(over.answer.status).toBe(400);
    expect(codeOf(over.answer)).toBe('BAD_REQUEST');
    // A thousand calls do not fit in a URL: Node refuses the request line (431) before tRPC sees it.
    const flood = await attempt('tRPC batch: 1,000 × ping (GET)', () => get(1_000));
    expect(flood.answer.status).toBe(431);
    const posted = await attempt('tRPC batch: 1,000 × organizations.updateSettings (POST)', () =>
      request(`${main.baseUrl}/api/trpc/${Array(1_000).fill('organizations.updateSettings').join(',')}?batch=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...owner },
        body: '{}',
      }),
    );
    expect(posted.answer.status).toBe(431);
    expect(over.stored + flood.stored + posted.stored).toBe(0);

    const [before] = await database.db.select().from(organizations).where(eq(organizations.id, ids.demoOrganization));
    const calls = TRPC_MAX_BATCH_SIZE + 1;
    const mutations = await attempt(`tRPC batch: ${calls} × organizations.updateSettings (POST)`, () =>
      request(`${main.baseUrl}/api/trpc/${Array(calls).fill('organizations.updateSettings').join(',')}?batch=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...owner },
        body: JSON.stringify(
          Object.fromEntries(
            Array.from({ length: calls }, (_, i) => [
              i,
              { json: { setting_key: 'hide_vehicle_cost', setting_value: true } },
            ]),
          ),
        ),
      }),
    );
    expect(mutations.answer.status).toBe(400);
    expect(mutations.stored).toBe(0);
    const [after] = await database.db.select().from(organizations).where(eq(organizations.id, ids.demoOrganization));
    expect(after!.settings).toEqual(before!.settings);

    const control = await attempt(`control: tRPC batch of ${TRPC_MAX_BATCH_SIZE} × ping`, () =>
      get(TRPC_MAX_BATCH_SIZE),
    );
    expect(control.answer.status).toBe(200);
  });
});

describe('malformed tRPC requests: 4xx, never 500, nothing stored', () => {
  it.each([
    {
      attack: 'superjson meta marks a string as a Date',
      body: {
        json: { setting_key: 'hide_vehicle_cost', setting_value: 'x' },
        meta: { values: { setting_value: ['Date'] } },
      },
    },
    {
      attack: 'superjson meta on a path that does not exist (and a bad value)',
      body: {
        json: { setting_key: 'hide_vehicle_cost', setting_value: 'yes' },
        meta: { values: { 'x.y.z': ['Date'] } },
      },
    },
    {
      attack: 'superjson meta with an unknown type annotation',
      body: {
        json: { setting_key: 'hide_vehicle_cost', setting_value: true },
        meta: { values: { setting_value: ['class', 'Evil'] } },
      },
    },
    {
      attack: 'superjson meta marks an object as a Map',
      body: {
        json: { setting_key: 'hide_vehicle_cost', setting_value: { a: 1 } },
        meta: { values: { setting_value: ['map'] } },
      },
    },
    {
      attack: 'superjson meta pointing at __proto__',
      body: {
        json: { setting_key: 'hide_vehicle_cost', setting_value: true },
        meta: { values: { '__proto__.polluted': ['Date'] } },
      },
    },
    {
      attack: 'superjson referentialEqualities to __proto__',
      body: {
        json: { setting_key: 'hide_vehicle_cost', setting_value: true },
        meta: { referentialEqualities: { setting_key: ['__proto__.polluted'] } },
      },
    },
    {
      attack: 'superjson meta that is not an object (and a bad value)',
      body: { json: { setting_key: 'hide_vehicle_cost', setting_value: 'yes' }, meta: 'nope' },
    },
    { attack: 'superjson without json', body: { meta: { values: { x: ['Date'] } } } },
    { attack: 'an array instead of an object', body: [1, 2, 3] },
    { attack: 'nested 20,000 levels deep', body: `{"json":${'['.repeat(20_000)}${']'.repeat(20_000)}}` },
    { attack: 'a body that is not JSON', body: '{"json": {"setting_key": ' },
    { attack: 'an empty body', body: '' },
  ])('$attack', async ({ attack, body }) => {
    const owner = await session('owner@demo.test');
    const [before] = await database.db.select().from(organizations).where(eq(organizations.id, ids.demoOrganization));
    const { answer, stored } = await attempt(`tRPC malformed: ${attack}`, () =>
      request(`${main.baseUrl}/api/trpc/organizations.updateSettings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...owner },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
    expect(answer.status, answer.body.slice(0, 300)).toBe(400);
    expect(codeOf(answer)).toBe('BAD_REQUEST');
    expect(stored).toBe(0);
    const [after] = await database.db.select().from(organizations).where(eq(organizations.id, ids.demoOrganization));
    expect(after).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    { attack: 'wrong content type text/plain', contentType: 'text/plain', status: 415 },
    {
      attack: 'wrong content type application/x-www-form-urlencoded',
      contentType: 'application/x-www-form-urlencoded',
      status: 415,
    },
    {
      attack: 'wrong content type multipart/form-data without a boundary',
      contentType: 'multipart/form-data',
      status: 400,
    },
  ])('$attack', async ({ attack, contentType, status }) => {
    const owner = await session('owner@demo.test');
    const { answer, stored } = await attempt(`tRPC malformed: ${attack}`, () =>
      request(`${main.baseUrl}/api/trpc/organizations.updateSettings`, {
        method: 'POST',
        headers: { 'content-type': contentType, ...owner },
        body: JSON.stringify({ json: { setting_key: 'hide_vehicle_cost', setting_value: true } }),
      }),
    );
    expect(answer.status).toBe(status);
    expect(stored).toBe(0);
  });

  it('junk meta beside a valid input is ignored: the input is used as sent', async () => {
    const owner = await session('owner@demo.test');
    for (const [what, meta] of [
      ['meta on a path that does not exist', { values: { 'x.y.z': ['Date'] } }],
      ['meta that is not an object', 'nope'],
    ] as const) {
      const [current] = await database.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, ids.demoOrganization));
      await database.db
        .update(organizations)
        .set({ settings: { ...current!.settings, recon_approval_required: true } })
        .where(eq(organizations.id, ids.demoOrganization));
      const { answer, changed } = await attempt(`tRPC malformed: superjson ${what} beside a valid input`, () =>
        request(`${main.baseUrl}/api/trpc/organizations.updateSettings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...owner },
          body: JSON.stringify({ json: { setting_key: 'recon_approval_required', setting_value: false }, meta }),
        }),
      );
      expect(answer.status).toBe(200);
      // The setting itself, nothing else.
      expect(changed).toEqual({ organizations: 1 });
      const [organization] = await database.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, ids.demoOrganization));
      expect(organization!.settings.recon_approval_required).toBe(false);
    }
  });

  it('a query whose input parameter is not JSON, and a mutation sent as GET', async () => {
    const owner = await session('owner@demo.test');
    // Inputs are read only by procedures that take one: getMe (the only query with a session) ignores it.
    for (const path of ['users.getMe?input=', 'users.getMe?batch=1&input=']) {
      const ignored = await attempt(`tRPC malformed: GET ${path}{not json (getMe takes no input)`, () =>
        request(`${main.baseUrl}/api/trpc/${path}${encodeURIComponent('{not json')}`, { headers: owner }),
      );
      expect(ignored.answer.status).toBe(200);
    }
    const input = encodeURIComponent(
      JSON.stringify({ json: { setting_key: 'hide_vehicle_cost', setting_value: true } }),
    );
    const get = await attempt('tRPC mutation over GET: organizations.updateSettings', () =>
      request(`${main.baseUrl}/api/trpc/organizations.updateSettings?input=${input}`, { headers: owner }),
    );
    expect(get.answer.status).toBe(405);
    expect(get.stored).toBe(0);
  });
});
