// The weekly summary e-mail: the schedule through the graph (OWNER only, people only, members of
// the organization only, bad input named with nothing stored), and the sender on the job queue:
// two pg-boss runners over one database take the due job at once and each recipient gets exactly
// one e-mail from a stand-in SMTP server on loopback, holding only the figures their access allows.
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  reportSummaryRecipients,
  reportSummarySchedules,
  reportSummarySends,
  users,
} from '../../server/db/schema';
import { startJobQueue, SUMMARY_QUEUE, type JobQueue } from '../../server/jobs/queue';
import { createMailer } from '../../server/mail/mailer';
import { sendDueSummaries } from '../../server/services/report-summaries/send';
import { zonedParts } from '../../src/shared/reports/summary-schedule';
import { changedRows, rowCounts } from './support/attack-log';
import { cookieHeaders, demoSessions } from './support/auth';
import { errorCode, graphql } from './support/clients';
import { createRivalOrganization, RIVAL_OWNER_EMAIL } from './support/organizations';
import { startTestServer, type TestServer } from './support/server';

const READ =
  '{ reportSummarySchedule { enabled weekday hour timeZone recipients { id name } mailConfigured lastSentAt nextSendAt } }';
const UPDATE = `mutation ($input: UpdateReportSummaryScheduleInput!) {
  updateReportSummarySchedule(input: $input) { enabled weekday hour timeZone recipients { id name } mailConfigured lastSentAt nextSendAt } }`;

type Mail = { to: string[]; subject: string; text: string; html: string };

let server: TestServer;
let smtp: SMTPServer;
let smtpUrl: string;
const mails: Mail[] = [];
const secrets = { read: '', write: '' };
const member: Record<string, string> = {};
let demoId: string;
const session = demoSessions(() => server.baseUrl);
const db = () => server.database.db;

async function as<T = Record<string, never>>(who: string, query: string, variables: Record<string, unknown> = {}) {
  const headers =
    who === 'read' || who === 'write' ? { authorization: `Bearer ${secrets[who]}` } : cookieHeaders(await session(who));
  return graphql<T>(server.baseUrl, query, variables, headers);
}

const input = (change: Record<string, unknown> = {}) => ({
  enabled: true,
  weekday: 1,
  hour: 8,
  timeZone: 'America/Chicago',
  recipientUserIds: [member['owner@demo.test'], member['viewer@demo.test']],
  ...change,
});

const stored = async () => ({
  schedules: await db().select().from(reportSummarySchedules).orderBy(asc(reportSummarySchedules.organizationId)),
  recipients: await db().select().from(reportSummaryRecipients).orderBy(asc(reportSummaryRecipients.userId)),
  sends: await db().select().from(reportSummarySends),
});

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, smtpSession, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: smtpSession.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  server = await startTestServer({ env: { SMTP_URL: smtpUrl } });
  await createRivalOrganization(db());
  for (const row of await db()
    .select({ id: users.id, email: users.email, organizationId: users.organizationId })
    .from(users)) {
    member[row.email] = row.id;
    if (row.email === 'owner@demo.test') demoId = row.organizationId;
  }
  const owner = cookieHeaders(await session('owner@demo.test'));
  for (const [name, scopes] of [
    ['read', ['read']],
    ['write', ['read', 'write']],
  ] as const) {
    const created = await graphql<{ createApiToken: { secret: string } }>(
      server.baseUrl,
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
      { input: { name: `summaries-${name}`, scopes } },
      owner,
    );
    secrets[name] = created.data!.createApiToken.secret;
  }
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('the schedule', () => {
  it('is off until an OWNER saves it, and says the mail is configured', async () => {
    const answer = await as('owner@demo.test', READ);
    expect(answer.data).toEqual({
      reportSummarySchedule: {
        enabled: false,
        weekday: 1,
        hour: 8,
        timeZone: 'UTC',
        recipients: [],
        mailConfigured: true,
        lastSentAt: null,
        nextSendAt: null,
      },
    });
  });

  it('an OWNER saves it whole, audited, and reads it back with the next send', async () => {
    const answer = await as<{ updateReportSummarySchedule: Record<string, unknown> }>('owner@demo.test', UPDATE, {
      input: input(),
    });
    expect(answer.errors).toBeUndefined();
    const saved = answer.data!.updateReportSummarySchedule;
    expect(saved).toMatchObject({
      enabled: true,
      weekday: 1,
      hour: 8,
      timeZone: 'America/Chicago',
      recipients: [
        { id: member['owner@demo.test'], name: 'Olivia Owens' },
        { id: member['viewer@demo.test'], name: 'Vera Nguyen' },
      ].sort((a, b) => a.name.localeCompare(b.name)),
      mailConfigured: true,
      lastSentAt: null,
    });
    const next = new Date(saved.nextSendAt as string);
    expect(next > new Date()).toBe(true);
    expect(zonedParts(next, 'America/Chicago')).toMatchObject({ weekday: 1, hour: 8 });
    expect((await as('owner@demo.test', READ)).data).toEqual({ reportSummarySchedule: saved });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'report_summaries.schedule_updated'));
    expect(entry).toMatchObject({
      organizationId: demoId,
      actorUserId: member['owner@demo.test'],
      before: { enabled: false, weekday: 1, hour: 8, timeZone: 'UTC', recipientUserIds: [] },
      after: {
        enabled: true,
        weekday: 1,
        hour: 8,
        timeZone: 'America/Chicago',
        recipientUserIds: [member['owner@demo.test'], member['viewer@demo.test']],
      },
    });
  });

  it.each(['editor@demo.test', 'viewer@demo.test', 'user@demo.test', 'agent@demo.test', 'read', 'write'])(
    '%s is refused reading and saving it, storing nothing',
    async (who) => {
      const before = { counts: await rowCounts(db()), rows: await stored() };
      const read = await as(who, READ);
      expect([read.status, errorCode(read), read.data ?? null]).toEqual([200, 'FORBIDDEN', null]);
      const update = await as(who, UPDATE, { input: input({ hour: 9 }) });
      expect([errorCode(update), update.data ?? null]).toEqual(['FORBIDDEN', null]);
      expect(changedRows(before.counts, await rowCounts(db()))).toEqual({});
      expect(await stored()).toEqual(before.rows);
    },
  );

  it("another organization's OWNER naming a Demo Motors member is NOT_FOUND, storing nothing", async () => {
    const before = { counts: await rowCounts(db()), rows: await stored() };
    const answer = await as(RIVAL_OWNER_EMAIL, UPDATE, {
      input: input({ recipientUserIds: [member[RIVAL_OWNER_EMAIL], member['viewer@demo.test']] }),
    });
    expect([errorCode(answer), answer.data ?? null]).toEqual(['NOT_FOUND', null]);
    expect(changedRows(before.counts, await rowCounts(db()))).toEqual({});
    expect(await stored()).toEqual(before.rows);
    // Their own schedule is still the default: they never see Demo Motors'.
    expect((await as(RIVAL_OWNER_EMAIL, READ)).data).toMatchObject({
      reportSummarySchedule: { enabled: false, recipients: [] },
    });
  });

  it.each([
    [{ weekday: 0 }, 'The weekday must be 1 (Monday) to 7 (Sunday).'],
    [{ weekday: 8 }, 'The weekday must be 1 (Monday) to 7 (Sunday).'],
    [{ hour: 24 }, 'The hour must be 0 to 23.'],
    [{ hour: -1 }, 'The hour must be 0 to 23.'],
    [{ timeZone: 'Central Time' }, '"Central Time" is not a time zone; give an IANA name such as America/Chicago.'],
    [
      { recipientUserIds: ['not-an-id'] },
      'A chosen recipient is not an active member of your organization; reload the team and choose again.',
    ],
  ])('bad input %o is refused with its reason, storing nothing', async (change, message) => {
    const before = { counts: await rowCounts(db()), rows: await stored() };
    const answer = await as('owner@demo.test', UPDATE, { input: input(change) });
    expect([errorCode(answer), answer.errors?.[0]?.message]).toEqual([
      message.startsWith('A chosen') ? 'NOT_FOUND' : 'BAD_USER_INPUT',
      message,
    ]);
    expect(changedRows(before.counts, await rowCounts(db()))).toEqual({});
    expect(await stored()).toEqual(before.rows);
  });
});

describe('the sender', () => {
  const runners: JobQueue[] = [];
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
  });

  it('two job runners take the due job at once: each recipient gets exactly one e-mail', async () => {
    // Due now: this hour of this weekday, in Chicago.
    const now = zonedParts(new Date(), 'America/Chicago');
    const saved = await as('owner@demo.test', UPDATE, { input: input({ weekday: now.weekday, hour: now.hour }) });
    expect(saved.errors).toBeUndefined();
    const delivery = {
      mailer: createMailer({ url: smtpUrl, from: 'Lotwise <no-reply@lotwise.test>' })!,
      appUrl: 'https://lotwise.test',
    };
    for (let index = 0; index < 2; index += 1) {
      runners.push(
        await startJobQueue({ database: server.database, delivery, pollingIntervalSeconds: 0.5, schedule: false }),
      );
    }
    const jobIds = await Promise.all(runners.map((runner) => runner.boss.send(SUMMARY_QUEUE, {})));
    await until(async () => {
      const jobs = await Promise.all(
        runners.map((runner, index) => runner.boss.getJobById(SUMMARY_QUEUE, jobIds[index]!)),
      );
      return jobs.every((job) => job?.state === 'completed');
    }, 'both jobs to complete');
    // And once more, two senders at the same moment outside the queue: the week is taken.
    expect(
      await Promise.all([sendDueSummaries({ db: db(), ...delivery }), sendDueSummaries({ db: db(), ...delivery })]),
    ).toEqual([0, 0]);

    expect(mails.map((mail) => mail.to).sort()).toEqual([['owner@demo.test'], ['viewer@demo.test']]);
    const [send] = await db()
      .select()
      .from(reportSummarySends)
      .where(and(eq(reportSummarySends.organizationId, demoId)));
    expect(send).toMatchObject({ organizationId: demoId, slotDay: now.day, recipients: 2 });
    const schedule = await as<{ reportSummarySchedule: { lastSentAt: string } }>('owner@demo.test', READ);
    expect(new Date(schedule.data!.reportSummarySchedule.lastSentAt).getTime()).toBe(send!.sentAt.getTime());
  });

  it("holds each recipient's figures only, and links to the reports", () => {
    const owner = mails.find((mail) => mail.to[0] === 'owner@demo.test')!;
    const viewer = mails.find((mail) => mail.to[0] === 'viewer@demo.test')!;
    expect(owner.subject).toMatch(/^Demo Motors — weekly summary, /);
    const labels = (text: string) => [...text.matchAll(/^([^:\n]+): .+ \(before: /gm)].map((match) => match[1]);
    expect(labels(owner.text)).toEqual([
      'Units sold (retail)',
      'Front-end gross',
      'Days supply',
      'Aged units (over 60 days)',
      'Median time-to-line',
      'Look-to-book',
      'Your open needs-attention items (now)',
    ]);
    expect(owner.text).toContain('https://lotwise.test/reports');
    expect(owner.html).toContain('<a href="https://lotwise.test/reports">');
    // The VIEWER holds inventory and reports, not recon, appraisals or needs attention.
    expect(labels(viewer.text)).toEqual([
      'Units sold (retail)',
      'Front-end gross',
      'Days supply',
      'Aged units (over 60 days)',
    ]);
  });
});
