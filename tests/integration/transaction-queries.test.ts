// A transaction is one PostgreSQL connection, which runs one statement at a time: queries sent to it
// side by side queue in `pg`, which prints "Calling client.query() when the client is already
// executing a query" (deprecated; pg 9 refuses). The paths that did so — the weekly summary, whose
// reports run their queries side by side, inside the claiming transaction; saving its schedule,
// whose "before" read ran three queries side by side in the transaction; and deciding several
// repair-order lines — now send one statement at a time on a transaction. PostgreSQL only (PGlite has no `pg` client).
import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import {
  organizations,
  repairOrderLines,
  repairOrders,
  reportSummaryRecipients,
  reportSummarySchedules,
  users,
} from '../../server/db/schema';
// Deciding lines records a partner event in the same transaction: the events domain must be loaded, as the app loads it.
import '../../server/services/events/record';
import { decideRepairOrderLines } from '../../server/services/recon/decide-repair-order-lines';
import { updateReportSummarySchedule } from '../../server/services/report-summaries/schedule';
import { sendDueSummaries } from '../../server/services/report-summaries/send';
import { loadViewer } from '../../server/services/users/viewer';
import { zonedParts } from '../../src/shared/reports/summary-schedule';
import { openTestDatabase } from './support/database';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!postgres)('statements on one connection', () => {
  let database: DatabaseHandle;
  const overlaps: string[] = [];
  const query = pg.Client.prototype.query;

  beforeAll(async () => {
    database = await openTestDatabase();
    // Every statement sent while its connection is still running another, as pg sees it.
    pg.Client.prototype.query = function (this: pg.Client & { _activeQuery?: unknown }, ...args: unknown[]) {
      if (this._activeQuery)
        overlaps.push(
          String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text).slice(0, 120),
        );
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  });
  afterAll(async () => {
    pg.Client.prototype.query = query;
    await database?.close();
  });

  async function viewerOf(email: string) {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return (await loadViewer({ db: database.db, userId: user!.id }))!;
  }

  it('the weekly summary composes on the pool and claims and sends in its transaction', async () => {
    const [demo] = await database.db.select().from(organizations).where(eq(organizations.name, 'Demo Motors'));
    const owner = await viewerOf('owner@demo.test');
    const now = new Date();
    const { weekday, hour } = zonedParts(now, 'UTC');
    await database.db
      .insert(reportSummarySchedules)
      .values({ organizationId: demo!.id, enabled: true, weekday, hour, timeZone: 'UTC' });
    await database.db.insert(reportSummaryRecipients).values({ organizationId: demo!.id, userId: owner.user.id });
    const mails: string[] = [];
    const mailer = { send: async (message: { to: string }) => void mails.push(message.to) };

    expect(await sendDueSummaries({ db: database.db, mailer, appUrl: 'https://lotwise.test', now })).toBe(1);
    expect(mails).toEqual(['owner@demo.test']);
    expect(overlaps).toEqual([]);
    // Already sent this week: nothing is composed again.
    expect(await sendDueSummaries({ db: database.db, mailer, appUrl: 'https://lotwise.test', now })).toBe(0);
  });

  it('saving the weekly summary schedule reads the one before on the pool, then writes in its transaction', async () => {
    const owner = await viewerOf('owner@demo.test');
    const saved = await updateReportSummarySchedule({
      db: database.db,
      viewer: owner,
      mailConfigured: true,
      enabled: true,
      weekday: 1,
      hour: 7,
      timeZone: 'America/Chicago',
      recipientUserIds: [owner.user.id],
    });
    expect(saved).toMatchObject({ enabled: true, weekday: 1, hour: 7, recipients: [{ id: owner.user.id }] });
    expect(overlaps).toEqual([]);
  });

  it('deciding three lines of a repair order reads them one at a time under the order lock', async () => {
    const owner = await viewerOf('owner@demo.test');
    const [order] = await database.db
      .select({ id: repairOrders.id })
      .from(repairOrders)
      .where(and(eq(repairOrders.organizationId, owner.organization.id), eq(repairOrders.status, 'awaiting_approval')))
      .orderBy(asc(repairOrders.id))
      .limit(1);
    const lines = await database.db
      .select({ id: repairOrderLines.id })
      .from(repairOrderLines)
      .where(eq(repairOrderLines.repairOrderId, order!.id));
    expect(lines.length).toBeGreaterThanOrEqual(3);

    const decided = await decideRepairOrderLines({
      db: database.db,
      viewer: owner,
      repairOrderId: order!.id,
      lineIds: lines.map((line) => line.id),
      approve: true,
    });
    expect(decided.lines.every((line) => line.decision === 'approved')).toBe(true);
    expect(overlaps).toEqual([]);
  });
});
