import { createServer, request, Agent, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drainableServer } from '../../server/http/drain';
import { createReadiness } from '../../server/http/readiness';
import { startTestServer, type TestServer } from './support/server';

// GET /api/ready over HTTP, and how a draining HTTP server (server/http/drain.ts, what SIGTERM
// runs) treats requests: served during the delay, answered with `Connection: close` after it,
// cut only when the grace runs out. rolling-restart.test.ts runs the whole thing on real processes.

describe('GET /api/ready', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers ready while serving; 503 draining from drain() on, while /api/health stays 200 and requests are still served', async () => {
    const ready = await fetch(`${server.baseUrl}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    server.app.readiness.drain();
    const draining = await fetch(`${server.baseUrl}/api/ready`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({
      status: 'draining',
      reason: expect.stringContaining('Shutting down'),
    });
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    const me = await fetch(`${server.baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(me.status).toBe(200);
  });
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

describe('a draining HTTP server', () => {
  let server: Server;
  let port: number;
  let agent: Agent;
  const release = new Set<() => void>();

  /** A server whose /slow requests wait until released. */
  async function start() {
    server = createServer((req, res) => {
      if (req.url === '/slow') release.add(() => res.end('slow done'));
      else res.end('fast');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
  }

  function get(path: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      request({ port, host: '127.0.0.1', path, agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
        .on('error', reject)
        .end();
    });
  }

  async function waitFor(condition: () => boolean) {
    while (!condition()) await delay(5);
  }

  afterEach(async () => {
    for (const answer of release) answer();
    release.clear();
    agent.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('serves keep-alive requests as usual during the delay, then answers in-flight ones with Connection: close and stops listening', async () => {
    await start();
    const readiness = createReadiness({ ping: () => Promise.resolve(), started: Promise.resolve() });
    const http = drainableServer(server, readiness);
    expect((await get('/fast')).headers.connection).toBe('keep-alive');

    const drained = http.drain({ delayMs: 300, graceMs: 5_000 });
    expect(readiness.draining).toBe(true);
    // During the delay: the same keep-alive connection still serves, and stays open.
    const during = await get('/fast');
    expect(during).toMatchObject({ status: 200, body: 'fast' });
    expect(during.headers.connection).toBe('keep-alive');

    const slow = get('/slow');
    await waitFor(() => release.size === 1);
    // The delay ends with the slow request in flight: the listener closes, the request is answered.
    await waitFor(() => !server.listening);
    for (const answer of release) answer();
    const answered = await slow;
    expect(answered).toMatchObject({ status: 200, body: 'slow done' });
    expect(answered.headers.connection).toBe('close');
    expect(await drained).toEqual({ inFlightAtClose: 1, cut: 0 });
    await expect(get('/fast')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('cuts a request still unanswered when the grace runs out', async () => {
    await start();
    const http = drainableServer(
      server,
      createReadiness({ ping: () => Promise.resolve(), started: Promise.resolve() }),
    );
    const slow = get('/slow').then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await waitFor(() => release.size === 1);
    expect(await http.drain({ delayMs: 0, graceMs: 200 })).toEqual({ inFlightAtClose: 1, cut: 1 });
    expect(await slow).toMatch(/socket hang up|ECONNRESET/);
  });
});
