// Notifications (docs/notifications.md): each kind made in its change's transaction for the people
// it concerns and nobody else, read and marked only by their recipient, preferences checked whole,
// e-mails gathered (one per person and kind per 15 minutes), the overdue job telling once, and no
// API token reading them.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddRepairOrderLineDocument } from '../../graphql/generated/operations/AddRepairOrderLine';
import { AdvanceRepairOrderDocument } from '../../graphql/generated/operations/AdvanceRepairOrder';
import { CreateApiTokenDocument } from '../../graphql/generated/operations/CreateApiToken';
import { CreateRepairOrderDocument } from '../../graphql/generated/operations/CreateRepairOrder';
import { CreateVehicleDocument } from '../../graphql/generated/operations/CreateVehicle';
import { GetNotificationPreferencesDocument } from '../../graphql/generated/operations/GetNotificationPreferences';
import { GetNotificationsDocument } from '../../graphql/generated/operations/GetNotifications';
import { MarkAllNotificationsReadDocument } from '../../graphql/generated/operations/MarkAllNotificationsRead';
import { MarkNotificationReadDocument } from '../../graphql/generated/operations/MarkNotificationRead';
import { UpdateNotificationPreferencesDocument } from '../../graphql/generated/operations/UpdateNotificationPreferences';
import type { DatabaseHandle } from '../../server/db/client';
import {
  appraisals,
  notificationPreferences,
  notifications,
  reconTimelines,
  reconVehicles,
  salesPacketLinks,
  transportOrders,
  users,
} from '../../server/db/schema';
import {
  NOTIFICATION_EMAILS_QUEUE,
  OVERDUE_NOTIFICATIONS_CRON,
  OVERDUE_NOTIFICATIONS_QUEUE,
  startJobQueue,
} from '../../server/jobs/queue';
import type { Mailer } from '../../server/mail/mailer';
import { emit } from '../../server/services/domain-events';
import { sendGatheredEmails } from '../../server/services/notifications/mail';
import { notifyOverdueStages } from '../../server/services/notifications/overdue';
import { createSalesPacketLink } from '../../server/services/sales-packet/links';
import { receivePacketLead } from '../../server/services/sales-packet/receive-lead';
import { alertLinkViewed } from '../../server/services/sales-packet/view-alert';
import { loadViewer } from '../../server/services/users/viewer';
import { changedRows, rowCounts } from './support/attack-log';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';
import { freshVehicle } from './support/inventory';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';

const OWNER = 'owner@demo.test';
const EDITOR = 'editor@demo.test';
const VIEWER = 'viewer@demo.test';
const MINUTE = 60_000;

let database: DatabaseHandle;
let graph: InProcessGraph;
let demoId: string;
const db = () => database.db;
const code = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code;

async function userId(email: string): Promise<string> {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}
async function viewerOf(email: string) {
  return (await loadViewer({ db: db(), userId: await userId(email) }))!;
}
/** Everything of `kind` about `subjectId` and who received it, by e-mail. */
async function received(kind: string, subjectId: string) {
  const rows = await db()
    .select({ email: users.email, row: notifications })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.recipientUserId))
    .where(and(eq(notifications.kind, kind), eq(notifications.subjectId, subjectId)));
  return rows;
}
async function createVehicle(overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await graph.run(EDITOR, CreateVehicleDocument, { input: freshVehicle(overrides) as never });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createVehicle.id;
}
/** A repair order on a fresh vehicle, submitted by `email`. */
async function submittedOrder(email: string): Promise<{ orderId: string; vehicleId: string }> {
  const vehicleId = await createVehicle();
  const order = (await graph.run(email, CreateRepairOrderDocument, { vehicleId })).data!.createRepairOrder;
  const line = { operation: 'Rear brake pads', laborHours: 1.5, partsCents: 12_900, subletCostCents: 0 };
  expect(
    (await graph.run(email, AddRepairOrderLineDocument, { input: { repairOrderId: order.id, line } })).errors,
  ).toBeUndefined();
  const submitted = await graph.run(email, AdvanceRepairOrderDocument, {
    input: { repairOrderId: order.id, step: 'submit' },
  });
  expect(submitted.errors).toBeUndefined();
  return { orderId: order.id, vehicleId };
}

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
  demoId = (await viewerOf(OWNER)).organization.id;
  await createRivalOrganization(db());
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

describe('who is told', () => {
  it('a submitted repair order tells the approvers with its amount and waiting cost, never the submitter', async () => {
    const { orderId } = await submittedOrder(EDITOR);
    const rows = await received('repair_order_waiting', orderId);
    const emails = rows.map((row) => row.email);
    expect(emails).toContain(OWNER);
    expect(emails).not.toContain(EDITOR);
    expect(emails).not.toContain(VIEWER);
    expect(emails).not.toContain(RIVAL_OWNER_EMAIL);
    const owners = rows.find((row) => row.email === OWNER)!.row;
    expect(owners).toMatchObject({ url: '/ro-approval', subjectType: 'repair_order', organizationId: demoId });
    expect(owners.title).toContain('2021 Honda CR-V');
    // 1.5 h at the demo's labor rate plus $129 of parts; nothing has waited yet.
    expect(owners.body).toMatch(
      /^\$\d[\d,]* of work awaits approval\. Waiting cost so far \$0, and \$\d+ more each day/,
    );
  });

  it('a share link viewed tells its maker once a day, and a lead tells who shared the car', async () => {
    const vehicleId = await createVehicle({ status: 'frontline', listPriceCents: 2_899_000 });
    const editor = await viewerOf(EDITOR);
    const created = await createSalesPacketLink({
      db: db(),
      viewer: editor,
      appUrl: 'http://localhost',
      input: { vehicleId },
    });
    const [link] = await db().select().from(salesPacketLinks).where(eq(salesPacketLinks.vehicleId, vehicleId));
    expect(await alertLinkViewed({ db: db(), link: link! })).toBe(true);
    expect(await alertLinkViewed({ db: db(), link: link! })).toBe(false);
    const viewed = await received('share_link_viewed', vehicleId);
    expect(viewed.map((row) => row.email)).toEqual([EDITOR]);
    expect(viewed[0]!.row.url).toBe(`/inventory/${vehicleId}/packet`);

    const token = new URL(created.url).pathname.split('/').at(-1)!;
    const lead = await receivePacketLead({
      db: db(),
      token,
      body: { name: 'Pat Shopper', email: 'pat@example.com', message: 'Is it available?' },
    });
    const leads = await received('vehicle_lead', vehicleId);
    expect(leads.map((row) => row.email)).toEqual([EDITOR]);
    expect(leads[0]!.row).toMatchObject({ url: '/inventory/leads' });
    expect(leads[0]!.row.body).toContain('Pat Shopper');
    expect(lead.vehicleId).toBe(vehicleId);
  });

  it('a transport order picked up tells its creator, unless they moved it themselves', async () => {
    const creator = await userId(EDITOR);
    const [order] = await db()
      .insert(transportOrders)
      .values({
        organizationId: demoId,
        createdByUserId: creator,
        vin: '1HGCV1F30PA000101',
        pickupAddress: '5333 W Kiest Blvd, Dallas, TX',
        pickupZip: '75236',
        deliveryAddress: '1 Demo Motors Plaza, Austin, TX',
        deliveryZip: '78704',
        pickupWindowStart: '2026-01-01',
        pickupWindowEnd: '2026-01-03',
        orderedOn: '2026-01-01',
        state: 'picked_up',
      })
      .returning();
    const moved = (to: string, actorUserId?: string) =>
      db().transaction((tx) =>
        emit('event.occurred', {
          tx,
          event: {
            actorId: actorUserId,
            organizationId: demoId,
            type: 'transport.state_changed',
            subject: 'transport_order',
            subjectId: order!.id,
            data: { transportOrderId: order!.id, vehicleId: null, from: 'assigned', to },
          },
        }),
      );
    await moved('delivered', creator);
    await moved('assigned');
    expect(await received('transport_moved', order!.id)).toEqual([]);
    await moved('picked_up');
    const rows = await received('transport_moved', order!.id);
    expect(rows.map((row) => row.email)).toEqual([EDITOR]);
    expect(rows[0]!.row.url).toBe(`/transportation?order=${order!.id}`);
  });

  it('an offered appraisal tells whoever may change appraisals, not whoever offered it', async () => {
    const [appraisal] = await db().select().from(appraisals).where(eq(appraisals.organizationId, demoId)).limit(1);
    await db().transaction((tx) =>
      emit('event.occurred', {
        tx,
        event: {
          actorId: appraisal!.appraiserUserId,
          organizationId: demoId,
          type: 'appraisal.offered',
          subject: 'appraisal',
          subjectId: appraisal!.id,
          data: { appraisalId: appraisal!.id, vin: appraisal!.vin, offerCents: 1_850_000 },
        },
      }),
    );
    const rows = await received('appraisal_waiting', appraisal!.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.row.recipientUserId).not.toBe(appraisal!.appraiserUserId);
      expect(row.row.organizationId).toBe(demoId);
      expect(row.row.url).toBe(`/appraisals/${appraisal!.id}`);
      expect(row.row.body).toContain('$18,500');
    }
    expect(rows.map((row) => row.email)).not.toContain(VIEWER);
  });

  it('the overdue job tells the assignee once per stage entry, however often it runs', async () => {
    const vehicleId = await createVehicle({ status: 'in_recon' });
    const assignee = await userId(EDITOR);
    const longAgo = Date.now() - 30 * 24 * 60 * MINUTE;
    await db().update(reconVehicles).set({ assigneeUserId: assignee }).where(eq(reconVehicles.vehicleId, vehicleId));
    await db().update(reconTimelines).set({ enteredStageAt: longAgo }).where(eq(reconTimelines.vehicleId, vehicleId));
    await Promise.all([notifyOverdueStages({ db: db() }), notifyOverdueStages({ db: db() })]);
    // Every overdue entry has been told of: a later run tells nobody.
    expect(await notifyOverdueStages({ db: db() })).toBe(0);
    const rows = await received('recon_stage_overdue', vehicleId);
    expect(rows.map((row) => row.email)).toEqual([EDITOR]);
    expect(rows[0]!.row.url).toBe(`/inventory/${vehicleId}`);
  });
});

describe('reading and marking', () => {
  it('lists the viewer’s own, marks one and all read; another’s id is NOT_FOUND and changes nothing', async () => {
    await submittedOrder(EDITOR);
    const page = await graph.run(OWNER, GetNotificationsDocument, { first: 5 });
    expect(page.errors).toBeUndefined();
    const unread = page.data!.unreadNotificationCount;
    expect(unread).toBeGreaterThan(0);
    const first = page.data!.notifications.edges[0]!.node;
    expect(first.readAt).toBeNull();

    const before = await rowCounts(db());
    const [ownerRow] = await db().select().from(notifications).where(eq(notifications.id, first.id));
    for (const email of [EDITOR, RIVAL_OWNER_EMAIL]) {
      expect(code(await graph.run(email, MarkNotificationReadDocument, { id: first.id }))).toBe('NOT_FOUND');
    }
    expect(code(await graph.run(OWNER, MarkNotificationReadDocument, { id: 'not-an-id' }))).toBe('NOT_FOUND');
    expect(changedRows(before, await rowCounts(db()))).toEqual({});
    expect((await db().select().from(notifications).where(eq(notifications.id, first.id)))[0]).toEqual(ownerRow);

    const marked = await graph.run(OWNER, MarkNotificationReadDocument, { id: first.id });
    expect(marked.data!.markNotificationRead.readAt).not.toBeNull();
    expect((await graph.run(OWNER, GetNotificationsDocument, { first: 1 })).data!.unreadNotificationCount).toBe(
      unread - 1,
    );
    expect((await graph.run(OWNER, MarkAllNotificationsReadDocument, {})).data!.markAllNotificationsRead).toBe(
      unread - 1,
    );
    expect((await graph.run(OWNER, GetNotificationsDocument, { first: 1 })).data!.unreadNotificationCount).toBe(0);
    // The rival OWNER sees nothing of Demo Motors'.
    expect(
      (await graph.run(RIVAL_OWNER_EMAIL, GetNotificationsDocument, { first: 50 })).data!.notifications.edges,
    ).toEqual([]);
  });

  it('API tokens never read notifications: they are a person’s', async () => {
    const secret = (
      await graph.run(OWNER, CreateApiTokenDocument, { input: { name: 'notif', scopes: ['read', 'write'] } as never })
    ).data!.createApiToken.secret;
    expect(code(await graph.runWithToken(secret, GetNotificationsDocument, { first: 5 }))).toBe('FORBIDDEN');
    expect(code(await graph.runWithToken(secret, GetNotificationPreferencesDocument, {}))).toBe('FORBIDDEN');
  });
});

describe('preferences', () => {
  it('shows defaults, keeps a choice, and refuses an unknown or repeated kind storing nothing', async () => {
    const defaults = (await graph.run(VIEWER, GetNotificationPreferencesDocument, {})).data!.notificationPreferences;
    expect(defaults.find((row) => row.kind === 'repair_order_waiting')).toEqual({
      kind: 'repair_order_waiting',
      inApp: true,
      email: true,
      shell: true,
    });
    const before = await rowCounts(db());
    const unknown = await graph.run(VIEWER, UpdateNotificationPreferencesDocument, {
      preferences: [{ kind: 'made_up' as never, inApp: true, email: true, shell: true }],
    });
    expect(code(unknown)).toBe('BAD_USER_INPUT');
    const twice = await graph.run(VIEWER, UpdateNotificationPreferencesDocument, {
      preferences: [
        { kind: 'vehicle_lead', inApp: false, email: false, shell: false },
        { kind: 'vehicle_lead', inApp: true, email: false, shell: false },
      ],
    });
    expect(code(twice)).toBe('BAD_USER_INPUT');
    expect(changedRows(before, await rowCounts(db()))).toEqual({});

    const saved = await graph.run(VIEWER, UpdateNotificationPreferencesDocument, {
      preferences: [{ kind: 'vehicle_lead', inApp: false, email: true, shell: false }],
    });
    expect(saved.data!.updateNotificationPreferences.find((row) => row.kind === 'vehicle_lead')).toEqual({
      kind: 'vehicle_lead',
      inApp: false,
      email: true,
      shell: false,
    });
    const stored = await db()
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, await userId(VIEWER)));
    expect(stored.map((row) => row.kind)).toEqual(['vehicle_lead']);
  });

  it('a person who turned a kind off in the app and by e-mail is not told of it', async () => {
    await graph.run(OWNER, UpdateNotificationPreferencesDocument, {
      preferences: [{ kind: 'repair_order_waiting', inApp: false, email: false, shell: true }],
    });
    const { orderId } = await submittedOrder(EDITOR);
    expect((await received('repair_order_waiting', orderId)).map((row) => row.email)).not.toContain(OWNER);
    await graph.run(OWNER, UpdateNotificationPreferencesDocument, {
      preferences: [{ kind: 'repair_order_waiting', inApp: true, email: true, shell: true }],
    });
  });
});

describe('e-mail gathering', () => {
  it('two of a kind within 15 minutes go out as one e-mail holding both, and none before the window ends', async () => {
    const mails: { to: string; subject: string; text: string }[] = [];
    const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
    const delivery = { db: db(), mailer, appUrl: 'https://lotwise.test' };
    // Whatever earlier tests left waiting goes out first, so this test counts only its own.
    await sendGatheredEmails({ ...delivery, now: new Date(Date.now() + 60 * MINUTE) });
    mails.length = 0;
    await db().delete(notifications).where(eq(notifications.emailPending, true));

    const first = await submittedOrder(EDITOR);
    const second = await submittedOrder(EDITOR);
    const start = Date.now();
    expect(await sendGatheredEmails({ ...delivery, now: new Date(start + 2 * MINUTE) })).toBe(0);
    await sendGatheredEmails({ ...delivery, now: new Date(start + 2 * 60 * MINUTE + 16 * MINUTE) });
    const owners = mails.filter((mail) => mail.to === OWNER);
    expect(owners).toHaveLength(1);
    expect(owners[0]!.subject).toBe('2 repair orders wait for your decision');
    expect(owners[0]!.text.match(/Repair order waiting for your decision/g)).toHaveLength(2);
    expect(owners[0]!.text).toContain('https://lotwise.test/ro-approval');
    expect(mails.some((mail) => mail.to === EDITOR)).toBe(false);
    // Nothing left to send for them; a run at once after sends nothing again.
    expect(await sendGatheredEmails({ ...delivery, now: new Date(start + 2 * 60 * MINUTE + 17 * MINUTE) })).toBe(0);
    expect((await received('repair_order_waiting', first.orderId)).every((row) => !row.row.emailPending)).toBe(true);
    expect((await received('repair_order_waiting', second.orderId)).every((row) => row.row.emailedAt)).toBe(true);
  });
});

describe('the jobs', () => {
  it('every job queue checks overdue stages every five minutes; the e-mails go out only with a way to send mail', async () => {
    const jobs = await startJobQueue({ database });
    try {
      const schedules = (await jobs.boss.getSchedules()).map(({ name, cron }) => ({ name, cron }));
      expect(schedules).toContainEqual({ name: OVERDUE_NOTIFICATIONS_QUEUE, cron: OVERDUE_NOTIFICATIONS_CRON });
      expect(schedules.map(({ name }) => name)).not.toContain(NOTIFICATION_EMAILS_QUEUE);
    } finally {
      await jobs.stop();
    }
  });
});
