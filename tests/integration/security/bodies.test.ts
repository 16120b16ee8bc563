import { describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS } from '../../../server/analytics/event-schema';
import { dmsConnections } from '../../../server/db/schema';
import { DMS_DELIVERY_MAX_BYTES } from '../../../server/http/dms-inventory';
import { MARKETPLACE_LEAD_MAX_BYTES } from '../../../server/http/marketplace-leads';
import {
  attempt,
  AUTH_BODY_LIMIT,
  codeOf,
  CREATE_GROUP,
  database,
  gql,
  GRAPHQL_BODY_LIMIT,
  KB,
  main,
  request,
  session,
  settleAnalytics,
  useSecuritySuite,
} from './support';

useSecuritySuite();

describe('oversized bodies are refused with 413 on every endpoint, before anything runs', () => {
  it('POST /api/graphql over 100 KB', async () => {
    const owner = await session('owner@demo.test');
    const { answer, stored } = await attempt('oversized body POST /api/graphql (createGroup, 101 KB)', () =>
      gql(CREATE_GROUP, { name: 'x'.repeat(GRAPHQL_BODY_LIMIT + KB) }, owner),
    );
    expect(answer.status).toBe(413);
    expect(codeOf(answer)).toBe('PAYLOAD_TOO_LARGE');
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(answer.body).not.toMatch(/node_modules|at readStream/);
    expect(stored).toBe(0);
  });

  it('POST /api/graphql streamed in chunks without a length (1 MB)', async () => {
    const owner = await session('owner@demo.test');
    const chunk = new TextEncoder().encode(`{"query":"${'{ me { id } } '.repeat(5_000)}`);
    const { answer, stored } = await attempt(
      'oversized chunked body POST /api/graphql (1 MB, no content-length)',
      async () => {
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent >= KB * KB) return controller.close();
            sent += chunk.length;
            controller.enqueue(chunk);
          },
        });
        return request(`${main.baseUrl}/api/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...owner },
          body,
          duplex: 'half',
        } as RequestInit);
      },
    );
    expect(answer.status).toBe(413);
    expect(stored).toBe(0);
  });

  it('POST /api/trpc over 100 KB', async () => {
    const owner = await session('owner@demo.test');
    const body = JSON.stringify({ json: { setting_key: 'x'.repeat(GRAPHQL_BODY_LIMIT + KB), setting_value: true } });
    const url = `${main.baseUrl}/api/trpc/organizations.updateSettings`;
    const signedIn = await attempt(
      'oversized body POST /api/trpc/organizations.updateSettings (101 KB, signed in)',
      () => request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...owner }, body }),
    );
    expect(signedIn.answer.status).toBe(413);
    expect(codeOf(signedIn.answer)).toBe('PAYLOAD_TOO_LARGE');
    expect(signedIn.stored).toBe(0);
    // Anonymous: refused for want of a session before the body is read at all.
    const anonymous = await attempt(
      'oversized body POST /api/trpc/organizations.updateSettings (101 KB, anonymous)',
      () => request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    );
    expect(anonymous.answer.status).toBe(401);
    expect(codeOf(anonymous.answer)).toBe('UNAUTHORIZED');
    expect(anonymous.stored).toBe(0);
  });

  it('POST /api/analytics over 64 KB, as JSON and as a text/plain beacon', async () => {
    const event = { anonymous_id: 'big', session_id: 'big', event: 'page', url: 'http://localhost/x' };
    const body = JSON.stringify({ events: [{ ...event, custom: { filler: 'x'.repeat(ANALYTICS_LIMITS.bodyBytes) } }] });
    for (const contentType of ['application/json', 'text/plain;charset=UTF-8']) {
      const { answer, stored } = await attempt(
        `oversized body POST /api/analytics (${Math.round(body.length / KB)} KB, ${contentType})`,
        () =>
          request(`${main.baseUrl}/api/analytics`, { method: 'POST', headers: { 'content-type': contentType }, body }),
        settleAnalytics,
      );
      expect(answer.status).toBe(413);
      expect(codeOf(answer)).toBe('PAYLOAD_TOO_LARGE');
      expect(stored).toBe(0);
    }
  });

  it('POST /api/auth/callback/credentials and /api/auth/signout over 16 KB', async () => {
    const form = new URLSearchParams({
      email: 'owner@demo.test',
      password: 'p'.repeat(AUTH_BODY_LIMIT + KB),
      json: 'true',
    });
    const credentials = await attempt('oversized body POST /api/auth/callback/credentials (17 KB form)', () =>
      request(`${main.baseUrl}/api/auth/callback/credentials`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      }),
    );
    expect(credentials.answer.status).toBe(413);
    expect(credentials.answer.headers.getSetCookie().join(';')).not.toContain('session-token');
    expect(credentials.stored).toBe(0);
    const signout = await attempt('oversized body POST /api/auth/signout (17 KB JSON)', () =>
      request(`${main.baseUrl}/api/auth/signout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ callbackUrl: 'c'.repeat(AUTH_BODY_LIMIT + KB) }),
      }),
    );
    expect(signout.answer.status).toBe(413);
    for (const { answer } of [credentials, signout]) {
      expect(codeOf(answer)).toBe('PAYLOAD_TOO_LARGE');
      expect(answer.body).not.toMatch(/node_modules|<pre>/);
    }
  });

  it('POST /api/dms/:connectionId/inventory over 8 MB, unsigned: refused by size before anything else', async () => {
    const [connection] = await database.db.select({ id: dmsConnections.id }).from(dmsConnections);
    const { answer, stored } = await attempt(
      'oversized body POST /api/dms/:id/inventory (8 MB + 1 KB CSV, unsigned)',
      () =>
        request(`${main.baseUrl}/api/dms/${connection!.id}/inventory`, {
          method: 'POST',
          headers: { 'content-type': 'text/csv' },
          body: 'x'.repeat(DMS_DELIVERY_MAX_BYTES + KB),
        }),
    );
    expect(answer.status).toBe(413);
    expect(codeOf(answer)).toBe('PAYLOAD_TOO_LARGE');
    expect(stored).toBe(0);
  });

  it('POST /api/marketplace-feeds/:feedId/leads over 64 KB, unsigned: refused by size before anything else', async () => {
    const { answer, stored } = await attempt(
      'oversized body POST /api/marketplace-feeds/:id/leads (64 KB + 1 KB JSON, unsigned)',
      () =>
        request(`${main.baseUrl}/api/marketplace-feeds/00000000-0000-4000-8000-000000000000/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: 'x'.repeat(MARKETPLACE_LEAD_MAX_BYTES + KB) }),
        }),
    );
    expect(answer.status).toBe(413);
    expect(codeOf(answer)).toBe('PAYLOAD_TOO_LARGE');
    expect(stored).toBe(0);
  });
});
