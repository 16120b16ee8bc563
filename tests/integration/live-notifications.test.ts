// The bell's live stream (issue 37, docs/live-updates.md): `Subscription.notifications` over SSE
// at /api/graphql/stream signals a person when a notification reaches them or when they read one
// elsewhere, with their unread count; nobody else's change reaches them; tokens are refused (a
// person's notifications are theirs, docs/notifications.md); a revoked session's stream ends.
import { createClient, type ExecutionResult } from 'graphql-sse';
import { print } from 'graphql';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateApiTokenDocument } from '../../graphql/generated/operations/CreateApiToken';
import {
  FollowNotificationsDocument,
  type FollowNotificationsSubscription,
} from '../../graphql/generated/operations/FollowNotifications';
import { MarkAllNotificationsReadDocument } from '../../graphql/generated/operations/MarkAllNotificationsRead';
import { SignOutEverywhereDocument } from '../../graphql/generated/operations/SignOutEverywhere';
import { users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { notify } from '../../server/services/notifications/create';
import { signIn } from './support/auth';
import { graphqlOperation } from './support/clients';
import { startTestServer, type TestServer } from './support/server';

// How long a test waits for a signal that must come; never a pause: it ends when the signal does.
const ARRIVES_WITHIN_MS = 10_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The viewer's notification stream: each signal's unread count and the errors, as they come. */
function follow(headers: Record<string, string>) {
  const client = createClient({ url: `${server.baseUrl}/api/graphql/stream`, headers, retryAttempts: 0 });
  const counts: number[] = [];
  const errors: { extensions?: { code?: string } }[] = [];
  let ended = false;
  const stop = client.subscribe<FollowNotificationsSubscription>(
    { query: print(FollowNotificationsDocument) },
    {
      next: (result: ExecutionResult<FollowNotificationsSubscription>) => {
        if (result.data) counts.push(result.data.notifications.unreadCount);
        errors.push(...((result.errors ?? []) as never[]));
      },
      error: (error) => {
        errors.push(...(Array.isArray(error) ? error : [{}]));
        ended = true;
      },
      complete: () => (ended = true),
    },
  );
  async function until(done: () => boolean, what: string) {
    const deadline = Date.now() + ARRIVES_WITHIN_MS;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`waited ${ARRIVES_WITHIN_MS} ms for ${what}`);
      await new Promise((wake) => setTimeout(wake, 25));
    }
  }
  return {
    counts,
    errors,
    signals: (count: number) => until(() => counts.length >= count, `${count} signals`),
    ended: () => until(() => ended, 'the end of the stream'),
    close() {
      stop();
      client.dispose();
    },
  };
}

async function userId(email: string): Promise<{ id: string; organizationId: string }> {
  const [user] = await server.database.db
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .where(eq(users.email, email));
  return user!;
}

/** One notification for `email`, committed as a change would (its NOTIFY on commit). */
async function notifyOf(email: string, occasion: string) {
  const { id, organizationId } = await userId(email);
  await server.database.db.transaction((tx) =>
    notify({
      tx,
      recipientUserIds: [id],
      organizationId,
      kind: 'repair_order_waiting',
      subjectType: 'repair_order',
      subjectId: id,
      occasion,
      title: 'A repair order waits',
      body: 'Live stream test',
      url: '/ro-approval',
    }),
  );
}

describe('Subscription.notifications', () => {
  it('signals its person with the unread count as a notification arrives and as they read elsewhere, and nobody else', async () => {
    const owner = (await signIn(server.baseUrl, 'owner@demo.test', DEMO_PASSWORD)).jar;
    const editor = (await signIn(server.baseUrl, 'editor@demo.test', DEMO_PASSWORD)).jar;
    const ownerStream = follow({ cookie: owner.header() });
    const editorStream = follow({ cookie: editor.header() });
    try {
      await ownerStream.signals(1);
      await editorStream.signals(1);
      const before = ownerStream.counts[0]!;
      await notifyOf('owner@demo.test', `live-${Date.now()}`);
      await ownerStream.signals(2);
      expect(ownerStream.counts[1]).toBe(before + 1);

      const read = await graphqlOperation(
        server.baseUrl,
        MarkAllNotificationsReadDocument,
        {},
        { cookie: owner.header() },
      );
      expect(read.errors).toBeUndefined();
      await ownerStream.signals(3);
      expect(ownerStream.counts[2]).toBe(0);
      expect(editorStream.counts).toHaveLength(1);
      expect(ownerStream.errors).toEqual([]);
    } finally {
      ownerStream.close();
      editorStream.close();
    }
  });

  it('refuses anonymous callers and API tokens, and ends a revoked session’s stream', async () => {
    const anonymous = follow({});
    await anonymous.ended();
    expect(anonymous.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const owner = (await signIn(server.baseUrl, 'owner@demo.test', DEMO_PASSWORD)).jar;
    const created = await graphqlOperation(
      server.baseUrl,
      CreateApiTokenDocument,
      { input: { name: `live-notifications-${Date.now()}`, scopes: ['read'] } },
      { cookie: owner.header() },
    );
    expect(created.errors).toBeUndefined();
    const token = follow({ authorization: `Bearer ${created.data!.createApiToken.secret}` });
    await token.ended();
    expect(token.errors[0]?.extensions?.code).toBe('FORBIDDEN');

    const session = (await signIn(server.baseUrl, 'user@demo.test', DEMO_PASSWORD)).jar;
    const stream = follow({ cookie: session.header() });
    await stream.signals(1);
    const out = await graphqlOperation(server.baseUrl, SignOutEverywhereDocument, {}, { cookie: session.header() });
    expect(out.errors).toBeUndefined();
    await stream.ended();
    stream.close();
  });
});
