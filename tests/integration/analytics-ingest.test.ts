import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEvent, demoUser, send, storedRows, uniqueId } from './support/analytics';
import { demoSessions } from './support/auth';
import { startTestServer, type TestServer } from './support/server';

// POST /api/analytics (SPEC.md sections 3 and 7): the events it takes and the bodies it refuses.
// The limits and the write queue are in analytics-writer.test.ts, reading them in analytics-graph.test.ts.

let server: TestServer;
const session = demoSessions(() => server.baseUrl);

beforeAll(async () => {
  // A high limit here; the rate limit is tested in analytics-writer.test.ts.
  server = await startTestServer({ env: { ANALYTICS_RATE_LIMIT: '100000' } });
});
afterAll(() => server.close());

describe('POST /api/analytics: accepted events', () => {
  it('stores an anonymous event with no user or organization, answering 202 once stored', async () => {
    const id = uniqueId('anonymous');
    const sent = anEvent(id, { component: 'nav', custom: { plan: 'pro' }, created_at: '2024-05-01T12:00:00.250Z' });
    const answer = await send(server.baseUrl, sent);
    expect(answer).toMatchObject({ status: 202, body: { accepted: 1 } });
    // Answered once written: nothing of it waits in the queue.
    expect(server.app.analyticsWriter.stats().queued).toBe(0);

    const [row] = await storedRows(server, id);
    expect(row).toMatchObject({
      userId: null,
      organizationId: null,
      anonymousId: id,
      sessionId: 'session-1',
      component: 'nav',
      event: 'page',
      url: sent.url,
      payload: sent.payload,
      custom: { plan: 'pro' },
      createdAt: new Date('2024-05-01T12:00:00.250Z'),
    });
    expect(row!.receivedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('attaches the signed-in user and their organization', async () => {
    const id = uniqueId('signed-in');
    const answer = await send(server.baseUrl, anEvent(id, { event: 'vehicle_opened' }), {
      headers: { cookie: (await session('owner@demo.test')).header() },
    });
    expect(answer.status).toBe(202);
    const owner = await demoUser(server, 'owner@demo.test');
    const [row] = await storedRows(server, id);
    expect(row).toMatchObject({ userId: owner.id, organizationId: owner.organizationId, event: 'vehicle_opened' });
  });

  it('fills the defaults: component empty, custom and payload empty, the time received', async () => {
    const id = uniqueId('defaults');
    const before = Date.now();
    const answer = await send(server.baseUrl, { anonymous_id: id, session_id: 's', event: 'page', url: '/x' });
    expect(answer.status).toBe(202);
    const [row] = await storedRows(server, id);
    expect(row).toMatchObject({ component: '', payload: {}, custom: {} });
    expect(row!.createdAt.getTime()).toBe(row!.receivedAt.getTime());
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1);
  });

  it('takes the event time as epoch milliseconds too', async () => {
    const id = uniqueId('epoch');
    await send(server.baseUrl, anEvent(id, { created_at: 1_714_564_800_000 }));
    const [row] = await storedRows(server, id);
    expect(row!.createdAt.toISOString()).toBe('2024-05-01T12:00:00.000Z');
  });

  it('takes a batch { events: [...] } and stores every event in order', async () => {
    const id = uniqueId('batch');
    const events = ['page', 'click', 'scroll'].map((event) => anEvent(id, { event }));
    const answer = await send(server.baseUrl, { events });
    expect(answer).toMatchObject({ status: 202, body: { accepted: 3 } });
    expect((await storedRows(server, id)).map((row) => row.event)).toEqual(['page', 'click', 'scroll']);
  });

  it('takes the text/plain body sendBeacon sends', async () => {
    const id = uniqueId('beacon');
    const events = Array.from({ length: 50 }, (_, index) => anEvent(id, { event: `leave-${index}` }));
    const answer = await send(server.baseUrl, undefined, {
      raw: JSON.stringify({ events }),
      contentType: 'text/plain;charset=UTF-8',
    });
    expect(answer).toMatchObject({ status: 202, body: { accepted: 50 } });
    expect(await storedRows(server, id)).toHaveLength(50);
  });
});

describe('POST /api/analytics: event ids', () => {
  it('stores a retried batch (the same event ids) once, answering 202 both times', async () => {
    const id = uniqueId('retried');
    const events = ['page', 'click', 'scroll'].map((event) => ({ ...anEvent(id, { event }), event_id: randomUUID() }));
    // The first answer is lost on its way back; the client sends the same batch again.
    expect(await send(server.baseUrl, { events })).toMatchObject({ status: 202, body: { accepted: 3 } });
    expect(await send(server.baseUrl, { events })).toMatchObject({ status: 202, body: { accepted: 3 } });
    const rows = await storedRows(server, id);
    expect(rows.map((row) => [row.event, row.eventId])).toEqual(events.map((event) => [event.event, event.event_id]));
  });

  it('stores once an event sent twice in one batch and a batch mixing new and stored events', async () => {
    const id = uniqueId('mixed');
    const stored = anEvent(id, { event: 'stored', event_id: randomUUID() });
    expect((await send(server.baseUrl, { events: [stored, stored] })).status).toBe(202);
    const fresh = anEvent(id, { event: 'fresh', event_id: randomUUID() });
    expect(await send(server.baseUrl, { events: [stored, fresh] })).toMatchObject({
      status: 202,
      body: { accepted: 2 },
    });
    expect((await storedRows(server, id)).map((row) => row.event)).toEqual(['stored', 'fresh']);
  });

  it('gives an event without an id (an older client) one of its own', async () => {
    const id = uniqueId('no-id');
    expect((await send(server.baseUrl, { events: [anEvent(id), anEvent(id)] })).status).toBe(202);
    const rows = await storedRows(server, id);
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(rows[0]!.eventId).not.toBe(rows[1]!.eventId);
  });
});

describe('POST /api/analytics: refused bodies store nothing', () => {
  it('answers 400 with a clear message for malformed JSON', async () => {
    const id = uniqueId('malformed');
    const answer = await send(server.baseUrl, undefined, { raw: `{"anonymous_id": "${id}", "event": ` });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'BAD_REQUEST', message: expect.stringContaining('not valid JSON') });
    expect(await storedRows(server, id)).toEqual([]);
  });

  it.each([
    { name: 'an empty body', raw: '' },
    { name: 'a JSON array', raw: '[]' },
    { name: 'a JSON string', raw: '"page"' },
  ])('answers 400 for $name', async ({ raw }) => {
    const answer = await send(server.baseUrl, undefined, { raw });
    expect(answer).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST', message: expect.any(String) } });
  });

  const id = 'refused';
  const ok = anEvent(id);
  it.each([
    { name: 'a number as url', body: { ...ok, url: 5 }, path: 'url' },
    { name: 'an event_id that is not a UUID', body: { ...ok, event_id: 'event-1' }, path: 'event_id' },
    { name: 'a missing event', body: { ...ok, event: undefined }, path: 'event' },
    { name: 'an empty anonymous_id', body: { ...ok, anonymous_id: '' }, path: 'anonymous_id' },
    { name: 'a session_id over 128 characters', body: { ...ok, session_id: 's'.repeat(129) }, path: 'session_id' },
    { name: 'an event name over 200 characters', body: { ...ok, event: 'e'.repeat(201) }, path: 'event' },
    { name: 'a url over 2,048 characters', body: { ...ok, url: `/${'u'.repeat(2048)}` }, path: 'url' },
    { name: 'an array as payload', body: { ...ok, payload: [] }, path: 'payload' },
    { name: 'a string as custom', body: { ...ok, custom: 'x' }, path: 'custom' },
    {
      name: 'an unknown device_type',
      body: { ...ok, payload: { device_type: 'tablet' } },
      path: 'payload.device_type',
    },
    { name: 'a non-date created_at', body: { ...ok, created_at: 'yesterday' }, path: 'created_at' },
    { name: 'a boolean created_at', body: { ...ok, created_at: true }, path: 'created_at' },
    { name: 'a NUL character in custom', body: { ...ok, custom: { note: 'a\u0000b' } }, path: 'custom.note' },
    { name: 'a NUL character in url', body: { ...ok, url: '/a\u0000' }, path: 'url' },
    { name: 'an unpaired surrogate in payload', body: { ...ok, payload: { title: 'a\ud800' } }, path: 'payload.title' },
    {
      name: 'custom nested too deeply',
      body: { ...ok, custom: JSON.parse(`${'{"a":'.repeat(12)}1${'}'.repeat(12)}`) },
      path: 'custom.a.a.a.a.a.a.a.a.a.a',
    },
    { name: 'a payload over 8 KB as JSON', body: { ...ok, payload: { blob: 'x'.repeat(9000) } }, path: 'payload' },
    { name: 'one bad event in a batch', body: { events: [ok, { ...ok, url: null }] }, path: 'events.1.url' },
    { name: 'more than 50 events', body: { events: Array.from({ length: 51 }, () => ok) }, path: 'events' },
    { name: 'an empty batch', body: { events: [] }, path: 'events' },
    { name: 'events that are not a list', body: { events: ok }, path: 'events' },
  ])('answers 400 for $name, naming $path', async ({ body, path }) => {
    const answer = await send(server.baseUrl, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'BAD_REQUEST', message: expect.stringContaining(path) });
    expect(answer.body.issues).toContainEqual({ path, message: expect.any(String) });
    expect(await storedRows(server, id)).toEqual([]);
  });

  it('answers 413 with a JSON body over 64 KB, whatever the content type', async () => {
    const id = uniqueId('oversized');
    const big = anEvent(id, { custom: { blob: 'x'.repeat(70 * 1024) } });
    for (const contentType of ['application/json', 'text/plain;charset=UTF-8']) {
      const answer = await send(server.baseUrl, undefined, { raw: JSON.stringify(big), contentType });
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('64 KB') });
    }
    expect(await storedRows(server, id)).toEqual([]);
  });

  it('answers 405 to other methods', async () => {
    const response = await fetch(`${server.baseUrl}/api/analytics`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
