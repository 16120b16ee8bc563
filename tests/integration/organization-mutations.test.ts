import { eq } from 'drizzle-orm';
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, userPermissions, users } from '../../server/db/schema';
import { demoSessions } from './support/auth';
import { graphql, trpcClient } from './support/clients';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
const session = demoSessions(() => server.baseUrl);

/** Demo Motors, as stored (the demo group's other rooftop is an organization too). */
async function storedOrganization() {
  const [row] = await server.database.db.select().from(organizations).where(eq(organizations.name, 'Demo Motors'));
  return row!;
}

function trpcCode(error: unknown) {
  expect(error).toBeInstanceOf(TRPCClientError);
  return (error as TRPCClientError<never>).data as unknown as { code: string; httpStatus: number };
}

const UPDATE_SETTING = /* GraphQL */ `
  mutation ($input: UpdateOrganizationSettingInput!) {
    updateOrganizationSetting(input: $input) {
      settings
    }
  }
`;
const UPDATE_CHECKLIST = /* GraphQL */ `
  mutation ($input: UpdateOrganizationChecklistItemInput!) {
    updateOrganizationChecklistItem(input: $input) {
      setupChecklistItems
    }
  }
`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('organizations.updateSettings and updateChecklistItems: allowed', () => {
  it('lets an OWNER set a setting through tRPC and getMe shows it', async () => {
    const client = trpcClient(server.baseUrl, await session('owner@demo.test'));
    const result = await client.organizations.updateSettings.mutate({
      setting_key: 'hide_vehicle_cost',
      setting_value: true,
    });
    expect(result.settings).toMatchObject({ hide_vehicle_cost: true });
    const me = await client.users.getMe.query();
    expect(me.organization.settings).toMatchObject({ hide_vehicle_cost: true });
  });

  it('lets an admin (OWNER) tick a checklist item through tRPC', async () => {
    const client = trpcClient(server.baseUrl, await session('admin@demo.test'));
    const result = await client.organizations.updateChecklistItems.mutate({
      checklist_item_key: 'invite_team',
      checklist_item_value: true,
    });
    expect(result.setup_checklist_items).toMatchObject({ invite_team: true });
    expect((await storedOrganization()).setupChecklistItems).toMatchObject({ invite_team: true });
  });

  it('lets an OWNER use the graph directly, with the same rules', async () => {
    const jar = await session('owner@demo.test');
    const response = await graphql<{ updateOrganizationSetting: { settings: Record<string, unknown> } }>(
      server.baseUrl,
      UPDATE_SETTING,
      { input: { key: 'default_valuation_source', value: 'wholesale_book' } },
      { cookie: jar.header() },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.updateOrganizationSetting.settings).toMatchObject({
      default_valuation_source: 'wholesale_book',
    });
  });

  it('lets an EDITOR who holds the settings permission update settings', async () => {
    const db = server.database.db;
    const [editor] = await db.select().from(users).where(eq(users.email, 'editor@demo.test'));
    await db.insert(userPermissions).values({ userId: editor!.id, section: 'settings' });
    // Written behind the services' back: drop cached viewers as a service write would.
    server.app.viewers.clear();
    try {
      const client = trpcClient(server.baseUrl, await session('editor@demo.test'));
      const result = await client.organizations.updateSettings.mutate({
        setting_key: 'recon_approval_required',
        setting_value: true,
      });
      expect(result.settings).toMatchObject({ recon_approval_required: true });
    } finally {
      await db.delete(userPermissions).where(eq(userPermissions.section, 'settings'));
      server.app.viewers.clear();
    }
  });
});

describe('forbidden: every organization mutation refuses users the rule denies', () => {
  const denied = ['editor@demo.test', 'viewer@demo.test', 'user@demo.test', 'agent@demo.test'];

  it.each(denied)('tRPC refuses %s with FORBIDDEN (403) and stores nothing', async (email) => {
    const before = await storedOrganization();
    const client = trpcClient(server.baseUrl, await session(email));
    const settingError = await client.organizations.updateSettings
      .mutate({ setting_key: 'hide_vehicle_cost', setting_value: !before.settings.hide_vehicle_cost })
      .catch((caught: unknown) => caught);
    expect(trpcCode(settingError)).toMatchObject({ code: 'FORBIDDEN', httpStatus: 403 });
    expect((settingError as Error).message).toBe('Not allowed: needs access to the Organization settings section.');
    const checklistError = await client.organizations.updateChecklistItems
      .mutate({ checklist_item_key: 'connect_dms', checklist_item_value: true })
      .catch((caught: unknown) => caught);
    expect(trpcCode(checklistError)).toMatchObject({ code: 'FORBIDDEN', httpStatus: 403 });
    expect(await storedOrganization()).toEqual(before);
  });

  it.each(denied)('GraphQL refuses %s with FORBIDDEN and stores nothing', async (email) => {
    const before = await storedOrganization();
    const headers = { cookie: (await session(email)).header() };
    const setting = await graphql(
      server.baseUrl,
      UPDATE_SETTING,
      { input: { key: 'hide_vehicle_cost', value: false } },
      headers,
    );
    expect(setting.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const checklist = await graphql(
      server.baseUrl,
      UPDATE_CHECKLIST,
      { input: { key: 'connect_dms', value: true } },
      headers,
    );
    expect(checklist.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await storedOrganization()).toEqual(before);
  });

  it('refuses anonymous callers: UNAUTHORIZED over tRPC, UNAUTHENTICATED over GraphQL', async () => {
    const error = await trpcClient(server.baseUrl)
      .organizations.updateSettings.mutate({ setting_key: 'hide_vehicle_cost', setting_value: true })
      .catch((caught: unknown) => caught);
    expect(trpcCode(error)).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
    const response = await graphql(server.baseUrl, UPDATE_SETTING, {
      input: { key: 'hide_vehicle_cost', value: true },
    });
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('bad input: BAD_REQUEST and nothing stored', () => {
  const badSettings = [
    { setting_key: 'no_such_setting', setting_value: true },
    { setting_key: 'hide_vehicle_cost', setting_value: 'true' },
    { setting_key: 'hide_vehicle_cost', setting_value: 1 },
    { setting_key: 'default_valuation_source', setting_value: 'kelley' },
    { setting_key: '__proto__', setting_value: true },
  ];

  it.each(badSettings)('tRPC refuses setting %j', async (input) => {
    const before = await storedOrganization();
    const client = trpcClient(server.baseUrl, await session('owner@demo.test'));
    const error = await client.organizations.updateSettings.mutate(input).catch((caught: unknown) => caught);
    expect(trpcCode(error)).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400 });
    expect(await storedOrganization()).toEqual(before);
  });

  it.each(badSettings)('GraphQL refuses setting %j with BAD_USER_INPUT', async (input) => {
    const before = await storedOrganization();
    const headers = { cookie: (await session('owner@demo.test')).header() };
    const response = await graphql(
      server.baseUrl,
      UPDATE_SETTING,
      { input: { key: input.setting_key, value: input.setting_value } },
      headers,
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toMatch(/organization setting/);
    expect(await storedOrganization()).toEqual(before);
  });

  it('refuses an unknown checklist item and a non-boolean value', async () => {
    const before = await storedOrganization();
    const client = trpcClient(server.baseUrl, await session('owner@demo.test'));
    for (const input of [
      { checklist_item_key: 'wash_cars', checklist_item_value: true },
      { checklist_item_key: 'invite_team', checklist_item_value: 'yes' },
    ]) {
      const error = await client.organizations.updateChecklistItems.mutate(input).catch((caught: unknown) => caught);
      expect(trpcCode(error)).toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await storedOrganization()).toEqual(before);
  });
});

describe('atomic per key', () => {
  it('keeps both changes when two owners toggle different keys at the same moment', async () => {
    const owner = trpcClient(server.baseUrl, await session('owner@demo.test'));
    const admin = trpcClient(server.baseUrl, await session('admin@demo.test'));
    for (let round = 0; round < 10; round += 1) {
      const value = round % 2 === 0;
      await Promise.all([
        owner.organizations.updateSettings.mutate({ setting_key: 'hide_vehicle_cost', setting_value: value }),
        admin.organizations.updateSettings.mutate({ setting_key: 'recon_approval_required', setting_value: !value }),
        owner.organizations.updateChecklistItems.mutate({
          checklist_item_key: 'connect_dms',
          checklist_item_value: value,
        }),
        admin.organizations.updateChecklistItems.mutate({
          checklist_item_key: 'configure_pricing',
          checklist_item_value: !value,
        }),
      ]);
      const stored = await storedOrganization();
      expect(stored.settings).toMatchObject({ hide_vehicle_cost: value, recon_approval_required: !value });
      expect(stored.setupChecklistItems).toMatchObject({ connect_dms: value, configure_pricing: !value });
    }
  });
});

describe('the facade: one graph operation per call, access decided before the input is read', () => {
  /** How many times each GraphQL operation has run in this server, by name. */
  async function operationsRun(): Promise<Record<string, number>> {
    const counter = server.app.metrics.registry.getSingleMetric('lotwise_graphql_operations_total');
    const runs: Record<string, number> = {};
    for (const { labels, value } of (await counter!.get()).values) {
      const name = String(labels.operation);
      runs[name] = (runs[name] ?? 0) + value;
    }
    return runs;
  }

  async function operationsDuring(call: () => Promise<unknown>): Promise<Record<string, number>> {
    const before = await operationsRun();
    await call().catch(() => undefined);
    const after = await operationsRun();
    return Object.fromEntries(
      Object.entries(after)
        .map(([name, count]) => [name, count - (before[name] ?? 0)] as const)
        .filter(([, added]) => added > 0),
    );
  }

  it('an allowed change runs its own mutation and nothing else (no GetMe)', async () => {
    const client = trpcClient(server.baseUrl, await session('owner@demo.test'));
    const setting = await operationsDuring(() =>
      client.organizations.updateSettings.mutate({ setting_key: 'recon_approval_required', setting_value: true }),
    );
    expect(setting).toEqual({ UpdateOrganizationSetting: 1 });
    const checklist = await operationsDuring(() =>
      client.organizations.updateChecklistItems.mutate({
        checklist_item_key: 'import_inventory',
        checklist_item_value: true,
      }),
    );
    expect(checklist).toEqual({ UpdateOrganizationChecklistItem: 1 });
  });

  it.each(['viewer@demo.test', 'user@demo.test'])(
    '%s sending bad input hears FORBIDDEN (not BAD_REQUEST), and no graph operation runs',
    async (email) => {
      const before = await storedOrganization();
      const client = trpcClient(server.baseUrl, await session(email));
      let error: unknown;
      const ran = await operationsDuring(async () => {
        error = await client.organizations.updateSettings
          .mutate({ setting_key: 'no_such_setting', setting_value: 1 })
          .catch((caught: unknown) => caught);
      });
      expect(trpcCode(error)).toMatchObject({ code: 'FORBIDDEN', httpStatus: 403 });
      expect((error as Error).message).toBe('Not allowed: needs access to the Organization settings section.');
      expect(ran).toEqual({});
      expect(await storedOrganization()).toEqual(before);
    },
  );

  it('an anonymous caller sending bad input hears UNAUTHORIZED (not BAD_REQUEST)', async () => {
    const error = await trpcClient(server.baseUrl)
      .organizations.updateChecklistItems.mutate({ checklist_item_key: 'wash_cars', checklist_item_value: 'yes' })
      .catch((caught: unknown) => caught);
    expect(trpcCode(error)).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
    expect((error as Error).message).toBe('Sign in to continue.');
  });
});
