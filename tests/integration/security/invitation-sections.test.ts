import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/password';
import { userPermissions, users } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { changedRows, createAttackLog, rowCounts, totalChanged } from '../support/attack-log';
import { cookieHeaders, demoSessions } from '../support/auth';
import { errorCode, graphql, type GraphQLResponse } from '../support/clients';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from '../support/organizations';
import { startTestServer, type TestServer } from '../support/server';

// Sections on an invitation (issue 15) follow the grant rules (src/shared/access/grant-rules.ts):
// nobody invites a person into a section they do not hold, whatever the role, token or
// organization, and the new member gets exactly the invitation's sections.

let server: TestServer;
let rival: Awaited<ReturnType<typeof createRivalOrganization>>;
const session = demoSessions(() => server.baseUrl);
const log = createAttackLog('invitation sections');
const tokens = { read: '', write: '' };
const MANAGER = 'manager@demo.test';
const MANAGER_SECTIONS = ['dashboard', 'inventory', 'user_settings'];

const db = () => server.database.db;
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

async function as<T = Record<string, unknown>>(
  who: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResponse<T>> {
  const headers = who.startsWith('lw_') ? bearer(who) : cookieHeaders(await session(who));
  return graphql<T>(server.baseUrl, query, variables, headers);
}

/** Runs an attack that must be refused with `code`, and shows that it stored nothing anywhere (rows compared whole). */
async function refused(attack: string, code: string, run: () => Promise<GraphQLResponse>, status = 200) {
  const before = await rowCounts(db());
  const answer = await run();
  const stored = changedRows(before, await rowCounts(db()));
  log.record(attack, { status: answer.status, code: errorCode(answer), stored: totalChanged(stored) });
  expect(errorCode(answer), `${attack}: ${JSON.stringify(answer.errors)}`).toBe(code);
  expect(answer.status).toBe(status);
  expect(stored).toEqual({});
  return answer;
}

const INVITE =
  'mutation ($input: InviteUserInput!) { inviteUser(input: $input) { signUpUrl invitation { id email role sections } } }';
const ADMIN_INVITE =
  'mutation ($o: ID!, $input: InviteUserInput!) { adminInviteUser(organizationId: $o, input: $input) { invitation { id sections } } }';
const ACCEPT = 'mutation ($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { id } }';
const INVITATIONS = '{ invitations { email sections } }';

type Invited = { inviteUser: { signUpUrl: string; invitation: { id: string; sections: string[] } } };

const sectionsOf = async (userId: string) =>
  (await db().select().from(userPermissions).where(eq(userPermissions.userId, userId)))
    .map((row) => row.section)
    .sort();

async function accept(signUpUrl: string) {
  const token = new URL(signUpUrl).searchParams.get('token')!;
  const accepted = await graphql<{ acceptInvitation: { id: string } }>(server.baseUrl, ACCEPT, {
    input: { token, firstName: 'New', lastName: 'Member', password: 'a-long-enough-password' },
  });
  expect(accepted.errors).toBeUndefined();
  return accepted.data!.acceptInvitation.id;
}

async function createToken(email: string, scopes: string[]): Promise<string> {
  const created = await as<{ createApiToken: { secret: string } }>(
    email,
    'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
    {
      input: { name: `${email} ${scopes.join('+')}`, scopes },
    },
  );
  expect(created.errors).toBeUndefined();
  return created.data!.createApiToken.secret;
}

beforeAll(async () => {
  server = await startTestServer();
  rival = await createRivalOrganization(db());
  const [owner] = await db().select().from(users).where(eq(users.email, 'owner@demo.test'));
  // An EDITOR who manages the team and holds a few sections: what may they give an invitee?
  const [manager] = await db()
    .insert(users)
    .values({
      organizationId: owner!.organizationId,
      email: MANAGER,
      firstName: 'Mia',
      lastName: 'Manager',
      role: 'EDITOR',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db()
    .insert(userPermissions)
    .values(MANAGER_SECTIONS.map((section) => ({ userId: manager!.id, section })));
  tokens.read = await createToken('owner@demo.test', ['read']);
  tokens.write = await createToken('owner@demo.test', ['read', 'write']);
});
afterEach(() => log.flush());
afterAll(() => server.close());

describe('a manager gives only the sections they hold', () => {
  it('refuses an EDITOR manager inviting into sections they lack, naming them', async () => {
    const answer = await refused(
      'EDITOR manager: inviteUser sections [inventory, pricing, billing_settings]',
      'FORBIDDEN',
      () =>
        as(MANAGER, INVITE, {
          input: { email: 'wider@demo.test', role: 'VIEWER', sections: ['inventory', 'pricing', 'billing_settings'] },
        }),
    );
    expect(answer.errors?.[0]?.message).toBe(
      'Not allowed: you can only grant sections you hold yourself, not Pricing, Billing.',
    );
  });

  it('refuses unknown section keys with BAD_USER_INPUT', async () => {
    const answer = await refused('OWNER: inviteUser sections [inventory, superuser]', 'BAD_USER_INPUT', () =>
      as('owner@demo.test', INVITE, {
        input: { email: 'odd@demo.test', role: 'VIEWER', sections: ['inventory', 'superuser'] },
      }),
    );
    expect(answer.errors?.[0]?.message).toBe('Unknown section(s): superuser.');
  });

  it('gives an EDITOR manager’s invitee only the default sections the manager holds when none are named', async () => {
    const invited = await as<Invited>(MANAGER, INVITE, {
      input: { email: 'narrow.default@demo.test', role: 'EDITOR' },
    });
    expect(invited.errors).toBeUndefined();
    expect(invited.data!.inviteUser.invitation.sections).toEqual(['dashboard', 'inventory']);
    const userId = await accept(invited.data!.inviteUser.signUpUrl);
    expect(await sectionsOf(userId)).toEqual(['dashboard', 'inventory']);
  });

  it('lets an EDITOR manager give a section they hold, and the member gets exactly that', async () => {
    const invited = await as<Invited>(MANAGER, INVITE, {
      input: { email: 'held@demo.test', role: 'VIEWER', sections: ['inventory'] },
    });
    expect(invited.data!.inviteUser.invitation.sections).toEqual(['dashboard', 'inventory']);
    const userId = await accept(invited.data!.inviteUser.signUpUrl);
    expect(await sectionsOf(userId)).toEqual(['dashboard', 'inventory']);
  });

  it('refuses members who may not manage the team, whatever sections they hold', async () => {
    for (const email of ['editor@demo.test', 'viewer@demo.test', 'user@demo.test', 'agent@demo.test']) {
      await refused(`${email}: inviteUser sections [inventory]`, 'FORBIDDEN', () =>
        as(email, INVITE, { input: { email: 'someone@demo.test', role: 'VIEWER', sections: ['inventory'] } }),
      );
    }
  });
});

describe('API tokens', () => {
  it('refuses read and write tokens (inviting is for people), sections or not', async () => {
    // A read token's mutation is refused before the graph runs (HTTP 403); a write token's by the operation (200).
    for (const [scope, secret, status] of [
      ['read', tokens.read, 403],
      ['write', tokens.write, 200],
    ] as const) {
      await refused(
        `${scope} token: inviteUser sections [inventory]`,
        'FORBIDDEN',
        () => as(secret, INVITE, { input: { email: 'bot@demo.test', role: 'VIEWER', sections: ['inventory'] } }),
        status,
      );
      await refused(
        `${scope} token: inviteUser without sections`,
        'FORBIDDEN',
        () => as(secret, INVITE, { input: { email: 'bot@demo.test', role: 'VIEWER' } }),
        status,
      );
    }
  });
});

describe('other organizations', () => {
  it('never lists another organization’s invitations or their sections', async () => {
    const invited = await as<Invited>('owner@demo.test', INVITE, {
      input: { email: 'private@demo.test', role: 'EDITOR' },
    });
    expect(invited.errors).toBeUndefined();
    const seen = await as<{ invitations: { email: string }[] }>(RIVAL_OWNER_EMAIL, INVITATIONS);
    expect(seen.errors).toBeUndefined();
    expect(seen.data!.invitations.map((invitation) => invitation.email)).not.toContain('private@demo.test');
    await refused('Rival OWNER: revokeInvitation(demo invitation)', 'NOT_FOUND', () =>
      as(RIVAL_OWNER_EMAIL, 'mutation ($id: ID!) { revokeInvitation(id: $id) { id } }', {
        id: invited.data!.inviteUser.invitation.id,
      }),
    );
  });

  it('refuses an OWNER inviting with sections into another organization (administrators only)', async () => {
    await refused('Demo OWNER: adminInviteUser into Rival with sections', 'FORBIDDEN', () =>
      as('owner@demo.test', ADMIN_INVITE, {
        o: rival.organization.id,
        input: { email: 'mole@rival.test', role: 'EDITOR', sections: ['settings'] },
      }),
    );
  });

  it('applies an invitation’s sections in its own organization only', async () => {
    const invited = await as<Invited>(RIVAL_OWNER_EMAIL, INVITE, {
      input: { email: 'crew@rival.test', role: 'VIEWER', sections: ['reports'] },
    });
    expect(invited.errors).toBeUndefined();
    const userId = await accept(invited.data!.inviteUser.signUpUrl);
    const [member] = await db().select().from(users).where(eq(users.id, userId));
    expect(member!.organizationId).toBe(rival.organization.id);
    expect(await sectionsOf(userId)).toEqual(['dashboard', 'reports']);
  });
});
