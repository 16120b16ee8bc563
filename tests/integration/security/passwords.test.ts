import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AcceptInvitationDocument } from '../../../graphql/generated/operations/AcceptInvitation';
import { CreateApiTokenDocument } from '../../../graphql/generated/operations/CreateApiToken';
import { GetPasswordResetPreviewDocument } from '../../../graphql/generated/operations/GetPasswordResetPreview';
import { InviteUserDocument } from '../../../graphql/generated/operations/InviteUser';
import { IssuePasswordResetLinkDocument } from '../../../graphql/generated/operations/IssuePasswordResetLink';
import { RequestPasswordResetDocument } from '../../../graphql/generated/operations/RequestPasswordReset';
import { ResetPasswordDocument } from '../../../graphql/generated/operations/ResetPassword';
import { auditLog, invitations, passwordResetTokens, sessions, users } from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import { createRateLimiter } from '../../../server/rate-limit';
import { PASSWORD_RESET_RATE, requestPasswordReset } from '../../../server/services/passwords/reset';
import { hashSecretToken, newSecretToken } from '../../../server/services/secret-tokens';
import { createAttackLog } from '../support/attack-log';
import { cookieHeaders, signIn } from '../support/auth';
import { errorCode, graphql, graphqlOperation } from '../support/clients';
import { RIVAL_OWNER_EMAIL, createRivalOrganization } from '../support/organizations';
import { startTestServer, type TestServer } from '../support/server';

// Issue 12 items 8 and 9b: one NIST password rule on every path that sets a password, and a way
// back from a forgotten password (reset links issued by an OWNER or an admin, or emailed).

let server: TestServer;
const attacks = createAttackLog('passwords');
afterEach(() => attacks.flush());

beforeAll(async () => {
  server = await startTestServer();
  await createRivalOrganization(server.database.db);
});
afterAll(() => server.close());

const db = () => server.database.db;
const as = async (email: string, password = DEMO_PASSWORD) => {
  const result = await signIn(server.baseUrl, email, password);
  expect(result.signedIn).toBe(true);
  return cookieHeaders(result.jar);
};
async function userRow(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  return user!;
}
const linksOf = async (email: string) =>
  db()
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.userId, (await userRow(email)).id))
    .orderBy(passwordResetTokens.createdAt);
const tokenOf = (resetUrl: string) => new URL(resetUrl).searchParams.get('token')!;

async function issueLink(actor: Record<string, string>, email: string) {
  const answer = await graphqlOperation(
    server.baseUrl,
    IssuePasswordResetLinkDocument,
    { userId: (await userRow(email)).id },
    actor,
  );
  expect(errorCode(answer)).toBeUndefined();
  return answer.data!.issuePasswordResetLink;
}

const BAD_PASSWORDS: [string, (email: string) => string, string][] = [
  ['12 spaces', () => ' '.repeat(12), 'Do not repeat one character'],
  ['12 NUL characters', () => '\u0000'.repeat(12), 'no control characters'],
  ['123456789012', () => '123456789012', 'list of common or leaked passwords'],
  ['a tab inside', () => 'correct\thorse battery', 'no control characters'],
  ['an escape character', () => 'correct horse\u001b[2J', 'no control characters'],
  ['a common password', () => 'qwerty123456', 'list of common or leaked passwords'],
  ['the email itself', (email) => email, 'Do not use your email address'],
  ['11 characters', () => 'short-pass1', `at least 12 characters`],
  ['129 characters', () => 'ab'.repeat(64) + 'c', 'at most 128 characters'],
];

describe('the password policy on every path that sets a password', () => {
  let signUpToken: string;
  const invitee = 'new.hire@demo.test';

  beforeAll(async () => {
    const invited = await graphqlOperation(
      server.baseUrl,
      InviteUserDocument,
      { input: { email: invitee, role: 'VIEWER' } },
      await as('owner@demo.test'),
    );
    signUpToken = new URL(invited.data!.inviteUser.signUpUrl).searchParams.get('token')!;
  });

  it.each(BAD_PASSWORDS)('sign-up from an invitation refuses %s and stores nothing', async (name, password, reason) => {
    const [before] = await db().select().from(invitations).where(eq(invitations.email, invitee));
    const answer = await graphqlOperation(server.baseUrl, AcceptInvitationDocument, {
      input: { token: signUpToken, firstName: 'New', lastName: 'Hire', password: password(invitee) },
    });
    attacks.record(`sign up with ${name}`, { status: answer.status, code: errorCode(answer), stored: 0 });
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0]!.message).toContain(reason);
    expect(await db().select().from(invitations).where(eq(invitations.email, invitee))).toEqual([before]);
    expect(await db().select().from(users).where(eq(users.email, invitee))).toEqual([]);
  });

  it.each(BAD_PASSWORDS)('a password reset refuses %s and stores nothing', async (name, password, reason) => {
    const { resetUrl } = await issueLink(await as('owner@demo.test'), 'viewer@demo.test');
    const [userBefore, linksBefore, sessionsBefore] = [
      await userRow('viewer@demo.test'),
      await linksOf('viewer@demo.test'),
      await db().select().from(sessions),
    ];
    const answer = await graphqlOperation(server.baseUrl, ResetPasswordDocument, {
      token: tokenOf(resetUrl),
      password: password('viewer@demo.test'),
    });
    attacks.record(`reset to ${name}`, { status: answer.status, code: errorCode(answer), stored: 0 });
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0]!.message).toContain(reason);
    expect(await userRow('viewer@demo.test')).toEqual(userBefore);
    expect(await linksOf('viewer@demo.test')).toEqual(linksBefore);
    expect(await db().select().from(sessions)).toEqual(sessionsBefore);
  });

  it('sign-up accepts a long phrase and the account signs in with it', async () => {
    const answer = await graphqlOperation(server.baseUrl, AcceptInvitationDocument, {
      input: { token: signUpToken, firstName: 'New', lastName: 'Hire', password: 'a quiet lot at dawn' },
    });
    expect(answer.data?.acceptInvitation.email).toBe(invitee);
    expect((await signIn(server.baseUrl, invitee, 'a quiet lot at dawn')).signedIn).toBe(true);
  });
});

describe('password reset, end to end', () => {
  it('"forgot password" answers the same for a known and an unknown email, and records only the known one', async () => {
    const auditBefore = await db().select().from(auditLog).where(eq(auditLog.action, 'password_reset.requested'));
    const known = await graphqlOperation(server.baseUrl, RequestPasswordResetDocument, { email: 'Editor@Demo.test' });
    const unknown = await graphqlOperation(server.baseUrl, RequestPasswordResetDocument, { email: 'nobody@demo.test' });
    expect(known).toEqual({ status: 200, data: { requestPasswordReset: { byEmail: false } } });
    expect(unknown).toEqual(known);
    const auditAfter = await db().select().from(auditLog).where(eq(auditLog.action, 'password_reset.requested'));
    expect(auditAfter.length - auditBefore.length).toBe(1);
    // Without email nobody could receive a link: none is made (an OWNER issues one instead).
    expect(await linksOf('editor@demo.test')).toEqual([]);
  });

  it('an OWNER issues a link for a member; it is stored hashed and sets a new password once', async () => {
    const user = await signIn(server.baseUrl, 'user@demo.test', DEMO_PASSWORD);
    const { resetUrl, expiresAt, emailed } = await issueLink(await as('owner@demo.test'), 'user@demo.test');
    expect(resetUrl).toMatch(new RegExp(`^${server.baseUrl}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
    expect(emailed).toBe(false);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    const token = tokenOf(resetUrl);
    const [stored] = await linksOf('user@demo.test');
    expect(stored!.tokenHash).toBe(hashSecretToken(token));

    const preview = await graphqlOperation(server.baseUrl, GetPasswordResetPreviewDocument, { token });
    expect(preview.data).toEqual({
      passwordResetPreview: { email: 'user@demo.test', expiresAt: stored!.expiresAt.toISOString() },
    });

    const reset = await graphqlOperation(server.baseUrl, ResetPasswordDocument, {
      token,
      password: 'new keys for the lot',
    });
    expect(reset.data).toEqual({ resetPassword: { email: 'user@demo.test' } });
    // Every session ended; the old password no longer works, the new one does.
    const me = await graphql<{ me: null }>(server.baseUrl, '{ me { id } }', {}, cookieHeaders(user.jar));
    expect(me.data).toEqual({ me: null });
    expect((await signIn(server.baseUrl, 'user@demo.test', DEMO_PASSWORD)).signedIn).toBe(false);
    expect((await signIn(server.baseUrl, 'user@demo.test', 'new keys for the lot')).signedIn).toBe(true);

    const again = await graphqlOperation(server.baseUrl, ResetPasswordDocument, {
      token,
      password: 'another long phrase',
    });
    attacks.record('reuse a used reset link', { status: again.status, code: errorCode(again), stored: 0 });
    expect(errorCode(again)).toBe('NOT_FOUND');
    expect(again.errors![0]!.message).toContain('no longer valid');
    expect((await graphqlOperation(server.baseUrl, GetPasswordResetPreviewDocument, { token })).data).toEqual({
      passwordResetPreview: null,
    });

    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, (await userRow('user@demo.test')).id))
      .orderBy(desc(auditLog.createdAt));
    expect(audit.slice(0, 2).map((entry) => entry.action)).toEqual(['user.password_reset', 'password_reset.issued']);
    expect(audit[0]!.after).toMatchObject({ sessionsEnded: expect.any(Number), linksRevoked: 0 });
    expect(JSON.stringify(audit)).not.toContain(token);
    expect(JSON.stringify(audit)).not.toContain(stored!.tokenHash);
  });

  it('a new link replaces the open one, and setting the password ends every other open link', async () => {
    const owner = await as('owner@demo.test');
    const first = tokenOf((await issueLink(owner, 'agent@demo.test')).resetUrl);
    const second = tokenOf((await issueLink(owner, 'agent@demo.test')).resetUrl);
    expect(
      errorCode(
        await graphqlOperation(server.baseUrl, ResetPasswordDocument, { token: first, password: 'route planning day' }),
      ),
    ).toBe('NOT_FOUND');
    // A second open link (as two requests at once could leave) stops working with the reset.
    const parallel = newSecretToken();
    await db()
      .insert(passwordResetTokens)
      .values({
        userId: (await userRow('agent@demo.test')).id,
        tokenHash: hashSecretToken(parallel),
        expiresAt: new Date(Date.now() + 60_000),
      });
    const reset = await graphqlOperation(server.baseUrl, ResetPasswordDocument, {
      token: second,
      password: 'route planning day',
    });
    expect(errorCode(reset)).toBeUndefined();
    const other = await graphqlOperation(server.baseUrl, ResetPasswordDocument, {
      token: parallel,
      password: 'someone else entirely',
    });
    attacks.record('use another open link after a reset', { status: other.status, code: errorCode(other), stored: 0 });
    expect(errorCode(other)).toBe('NOT_FOUND');
    expect((await signIn(server.baseUrl, 'agent@demo.test', 'route planning day')).signedIn).toBe(true);
  });

  it('an expired link shows nothing and changes nothing', async () => {
    const { resetUrl } = await issueLink(await as('owner@demo.test'), 'editor@demo.test');
    const token = tokenOf(resetUrl);
    await db()
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashSecretToken(token)));
    const before = [await userRow('editor@demo.test'), await linksOf('editor@demo.test')];
    expect((await graphqlOperation(server.baseUrl, GetPasswordResetPreviewDocument, { token })).data).toEqual({
      passwordResetPreview: null,
    });
    const answer = await graphqlOperation(server.baseUrl, ResetPasswordDocument, {
      token,
      password: 'too late for this',
    });
    attacks.record('use an expired reset link', { status: answer.status, code: errorCode(answer), stored: 0 });
    expect(errorCode(answer)).toBe('NOT_FOUND');
    expect([await userRow('editor@demo.test'), await linksOf('editor@demo.test')]).toEqual(before);
  });

  it.each([
    ['an unknown token', newSecretToken()],
    ['an empty token', ''],
    ['a NUL', '\u0000'],
  ])('%s is NOT_FOUND', async (_name, token) => {
    const answer = await graphqlOperation(server.baseUrl, ResetPasswordDocument, {
      token,
      password: 'a good long phrase',
    });
    expect(errorCode(answer)).toBe('NOT_FOUND');
  });
});

describe('who may issue a reset link', () => {
  it('an administrator, for a user of any organization', async () => {
    const { resetUrl } = await issueLink(await as('admin@demo.test'), RIVAL_OWNER_EMAIL);
    expect(
      (await graphqlOperation(server.baseUrl, GetPasswordResetPreviewDocument, { token: tokenOf(resetUrl) })).data,
    ).toEqual({
      passwordResetPreview: { email: RIVAL_OWNER_EMAIL, expiresAt: expect.any(String) },
    });
  });

  const refusals: [string, () => Promise<Record<string, string>>, string, string][] = [
    ['an EDITOR', () => as('editor@demo.test'), 'viewer@demo.test', 'FORBIDDEN'],
    ['a VIEWER', () => as('viewer@demo.test'), 'editor@demo.test', 'FORBIDDEN'],
    ['an OWNER, for another organization’s user', () => as('owner@demo.test'), RIVAL_OWNER_EMAIL, 'NOT_FOUND'],
    ['another organization’s OWNER', () => as(RIVAL_OWNER_EMAIL), 'viewer@demo.test', 'NOT_FOUND'],
    ['nobody signed in', async () => ({}), 'viewer@demo.test', 'UNAUTHENTICATED'],
  ];
  it.each(refusals)('refuses %s and stores no link', async (name, headersOf, email, code) => {
    const before = await linksOf(email);
    const answer = await graphqlOperation(
      server.baseUrl,
      IssuePasswordResetLinkDocument,
      { userId: (await userRow(email)).id },
      await headersOf(),
    );
    attacks.record(`issuePasswordResetLink as ${name}`, { status: answer.status, code: errorCode(answer), stored: 0 });
    expect({ code: errorCode(answer), data: answer.data }).toEqual({ code, data: null });
    expect(await linksOf(email)).toEqual(before);
  });

  it.each([['read'], ['write']])('refuses an API token with the %s scope', async (scope) => {
    const created = await graphqlOperation(
      server.baseUrl,
      CreateApiTokenDocument,
      { input: { name: `reset ${scope}`, scopes: [scope as 'read'] } },
      await as('owner@demo.test'),
    );
    const before = await linksOf('viewer@demo.test');
    const answer = await graphqlOperation(
      server.baseUrl,
      IssuePasswordResetLinkDocument,
      { userId: (await userRow('viewer@demo.test')).id },
      {
        authorization: `Bearer ${created.data!.createApiToken.secret}`,
      },
    );
    attacks.record(`issuePasswordResetLink with a ${scope} token`, {
      status: answer.status,
      code: errorCode(answer),
      stored: 0,
    });
    expect(errorCode(answer)).toBe('FORBIDDEN');
    expect(await linksOf('viewer@demo.test')).toEqual(before);
  });
});

describe('"forgot password" by email, and its limits (in-process)', () => {
  const sent: { to: string; text: string }[] = [];
  const mailer = { send: async (message: { to: string; text: string }) => void sent.push(message) };
  const limits = (perAddress: number, perEmail: number) => ({
    perAddress: createRateLimiter({ name: `test-ip-${Math.random()}`, points: perAddress, windowSeconds: 3600 }),
    perEmail: createRateLimiter({ name: `test-email-${Math.random()}`, points: perEmail, windowSeconds: 3600 }),
  });
  const request = (email: string, passwordResetLimits: ReturnType<typeof limits>, clientAddress = '192.0.2.1') =>
    requestPasswordReset({
      db: db(),
      email,
      clientAddress,
      appUrl: 'https://lot.example',
      mailer,
      passwordResetLimits,
    });

  it('emails a one-time link to a known address, nothing to an unknown one, and answers both the same', async () => {
    const limiters = limits(10, 10);
    expect(await request('nobody@demo.test', limiters)).toEqual({ byEmail: true });
    expect(await request('viewer@demo.test', limiters)).toEqual({ byEmail: true });
    // The mail goes out after the answer (so both answers take as long): wait for it, then check it is the only one.
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 2_000, interval: 5 });
    expect(sent.map((message) => message.to)).toEqual(['viewer@demo.test']);
    const link = /https:\/\/lot\.example\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(sent[0]!.text)![1]!;
    const [open] = (await linksOf('viewer@demo.test')).filter((row) => !row.usedAt && !row.revokedAt);
    expect(open).toMatchObject({ tokenHash: hashSecretToken(link), issuedBy: null });
  });

  it('limits requests per email and per address, whether or not the address has an account', async () => {
    const perEmail = limits(100, 2);
    await request('nobody@demo.test', perEmail);
    await request('nobody@demo.test', perEmail);
    await expect(request('NOBODY@demo.test', perEmail)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const perAddress = limits(2, 100);
    await request('a@demo.test', perAddress);
    await request('b@demo.test', perAddress);
    await expect(request('c@demo.test', perAddress)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(request('c@demo.test', perAddress, '192.0.2.2')).resolves.toEqual({ byEmail: true });
  });

  it('the server limits "forgot password" per email over HTTP', async () => {
    const answers = [];
    for (let attempt = 0; attempt <= PASSWORD_RESET_RATE.perEmail; attempt += 1) {
      answers.push(
        errorCode(
          await graphqlOperation(server.baseUrl, RequestPasswordResetDocument, { email: 'limited@demo.test' }),
        ) ?? 'ok',
      );
    }
    expect(answers).toEqual([...Array(PASSWORD_RESET_RATE.perEmail).fill('ok'), 'TOO_MANY_REQUESTS']);
  });

  it('refuses a deactivated account’s links', async () => {
    const owner = await as('owner@demo.test');
    const { resetUrl } = await issueLink(owner, 'viewer@demo.test');
    await db().update(users).set({ active: false }).where(eq(users.email, 'viewer@demo.test'));
    const answer = await graphqlOperation(server.baseUrl, ResetPasswordDocument, {
      token: tokenOf(resetUrl),
      password: 'back from the dead',
    });
    expect(errorCode(answer)).toBe('NOT_FOUND');
    const issue = await graphqlOperation(
      server.baseUrl,
      IssuePasswordResetLinkDocument,
      { userId: (await userRow('viewer@demo.test')).id },
      owner,
    );
    expect(errorCode(issue)).toBe('CONFLICT');
    await db()
      .update(users)
      .set({ active: true })
      .where(and(eq(users.email, 'viewer@demo.test')));
  });
});
