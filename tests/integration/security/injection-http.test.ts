import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, organizations } from '../../../server/db/schema';
import { changedRows, rowCounts, totalChanged } from '../support/attack-log';
import {
  attempt,
  codeOf,
  csrfOf,
  database,
  gql,
  ids,
  log,
  main,
  PAYLOADS,
  postSignIn,
  request,
  session,
  settleAnalytics,
  tally,
  useSecuritySuite,
} from './support';

useSecuritySuite();

describe('SQL and script injection in tRPC, analytics and sign-in inputs', () => {
  it('tRPC text inputs: refused as BAD_REQUEST, nothing stored', async () => {
    const owner = await session('owner@demo.test');
    const [organizationBefore] = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, ids.demoOrganization));
    const procedures: [string, (payload: string) => Record<string, unknown>][] = [
      ['organizations.updateSettings(setting_key)', (payload) => ({ setting_key: payload, setting_value: true })],
      [
        'organizations.updateSettings(setting_value)',
        (payload) => ({ setting_key: 'default_valuation_source', setting_value: payload }),
      ],
      [
        'organizations.updateChecklistItems(checklist_item_key)',
        (payload) => ({ checklist_item_key: payload, checklist_item_value: true }),
      ],
    ];
    for (const [name, input] of procedures) {
      const outcomes: string[] = [];
      for (const payload of PAYLOADS) {
        const before = await rowCounts(database.db);
        const answer = await request(`${main.baseUrl}/api/trpc/${name.split('(')[0]}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...owner },
          body: JSON.stringify({ json: input(payload) }),
        });
        outcomes.push(`${answer.status} ${codeOf(answer)}`);
        expect(answer.status, answer.body).toBe(400);
        expect(codeOf(answer)).toBe('BAD_REQUEST');
        expect(totalChanged(changedRows(before, await rowCounts(database.db)))).toBe(0);
      }
      log.record(`injection tRPC ${name} × ${PAYLOADS.length} payloads`, { status: tally(outcomes), stored: 0 });
    }
    const [organizationAfter] = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, ids.demoOrganization));
    expect(organizationAfter).toEqual(organizationBefore);
  });

  it('analytics event fields: stored verbatim (NUL refused with 400)', async () => {
    const outcomes: string[] = [];
    let storedRows = 0;
    for (const [index, payload] of PAYLOADS.entries()) {
      const event = {
        anonymous_id: `${payload}-${index}`,
        session_id: payload,
        component: payload,
        event: payload,
        url: payload,
        payload: { [payload]: payload, browser: payload },
        custom: { note: payload },
      };
      const { answer, stored } = await attempt(
        `injection POST /api/analytics (every field) ${JSON.stringify(payload)}`,
        () =>
          request(`${main.baseUrl}/api/analytics`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(event),
          }),
        settleAnalytics,
      );
      outcomes.push(`${answer.status} ${codeOf(answer) ?? 'stored verbatim'}`);
      if (payload.includes('\u0000')) {
        expect(answer.status).toBe(400);
        expect(codeOf(answer)).toBe('BAD_REQUEST');
        expect(stored).toBe(0);
        continue;
      }
      expect(answer.status, answer.body).toBe(202);
      storedRows += stored;
      const [row] = await database.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.anonymousId, event.anonymous_id));
      expect(row).toMatchObject({
        sessionId: payload,
        component: payload,
        event: payload,
        url: payload,
        payload: { [payload]: payload, browser: payload },
        custom: { note: payload },
      });
    }
    expect(outcomes.length).toBe(PAYLOADS.length);
    expect(storedRows).toBe(PAYLOADS.length - 1);
  });

  it('sign-in email and bearer tokens: refused, never an error page with SQL', async () => {
    for (const payload of PAYLOADS) {
      const csrf = await csrfOf(main.baseUrl);
      const answer = await postSignIn(main.baseUrl, csrf, payload, payload);
      log.record(`injection sign-in email/password ${JSON.stringify(payload)}`, {
        status: answer.status,
        code: answer.error ?? 'OK',
        stored: 0,
      });
      expect(answer.status).toBe(401);
      expect(answer.error).toBe('CredentialsSignin');
      expect(answer.session).toBe(false);
      // Without spaces the header is read as a token: unknown, 401.
      const token = await attempt(`injection Authorization: Bearer lw_${JSON.stringify(payload)}`, () =>
        gql(
          '{ organization { id } }',
          {},
          { authorization: `Bearer lw_${payload.replace(/\s/g, '').replaceAll('\u0000', '')}` },
        ),
      );
      expect(token.answer.status).toBe(401);
      expect(codeOf(token.answer)).toBe('UNAUTHENTICATED');
    }
  });
});
