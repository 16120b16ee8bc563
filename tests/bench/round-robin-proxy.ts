// A round-robin reverse proxy on loopback, as a load balancer without retries: keep-alive
// connections to each backend, request and response bodies piped through. With `readyPollMs` it
// asks each backend's /api/ready that often and sends requests only to those answering 200 (a
// backend that does not answer, or answers 503, gets nothing until it is ready again).
// The scale-out phase runs it as its own process: BACKENDS (comma-separated http://host:port) and
// READY_POLL_MS; it prints "ready <backend>" or "not ready <backend>" whenever that changes, and
// "listening <port>" once every backend has been asked. Tests start it in-process (startRoundRobinProxy).
import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A busy backend answers its readiness poll as slowly as any request (over a second when the
 * machine is loaded): only a refused connection, an answer other than 200 or this long a silence
 * takes it out of rotation.
 */
const POLL_TIMEOUT_MS = 10_000;
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

/** The headers meant for the other end, not for this hop (node frames the bodies itself). */
function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
}

export type RoundRobinProxy = {
  port: number;
  baseUrl: string;
  /** Requests sent to each backend so far, in the order given. */
  routed(): number[];
  /** Whether each backend is receiving requests now. */
  ready(): boolean[];
  stop(): Promise<void>;
};

export async function startRoundRobinProxy(options: {
  backends: string[];
  readyPollMs?: number;
  /** Called when a backend starts or stops receiving requests (from the first poll on), with the poll's answer. */
  onReadyChange?: (url: string, ready: boolean, answer: string) => void;
}): Promise<RoundRobinProxy> {
  if (options.backends.length === 0) throw new Error('BACKENDS: one or more http://host:port, comma-separated');
  const polling = options.readyPollMs !== undefined;
  const backends = options.backends.map((url) => {
    const { hostname, port } = new URL(url);
    return { url, hostname, port: Number(port), agent: new Agent({ keepAlive: true }), ready: !polling, routed: 0 };
  });

  let stopped = false;
  const pollTimers = new Set<NodeJS.Timeout>();
  // A connection of its own each time: the poll must not hold a keep-alive socket the backend drains.
  const isReady = ({ hostname, port }: (typeof backends)[number]) =>
    new Promise<{ ready: boolean; answer: string }>((resolve) => {
      const asked = request(
        { hostname, port, path: '/api/ready', agent: false, timeout: POLL_TIMEOUT_MS },
        (answer) => {
          answer.resume();
          resolve({ ready: answer.statusCode === 200, answer: `HTTP ${answer.statusCode}` });
        },
      );
      asked.on('timeout', () => asked.destroy(new Error(`no answer within ${POLL_TIMEOUT_MS} ms`)));
      asked.on('error', (error) => resolve({ ready: false, answer: error.message }));
      asked.end();
    });
  async function poll(backend: (typeof backends)[number], first = false) {
    const { ready, answer } = await isReady(backend);
    if (ready !== backend.ready || first) options.onReadyChange?.(backend.url, ready, answer);
    backend.ready = ready;
    if (stopped) return;
    const timer = setTimeout(() => {
      pollTimers.delete(timer);
      void poll(backend);
    }, options.readyPollMs);
    pollTimers.add(timer);
  }
  // Listening only once every backend has been asked.
  if (polling) await Promise.all(backends.map((backend) => poll(backend, true)));

  let turn = 0;
  const server = createServer((req, res) => {
    const ready = backends.filter((candidate) => candidate.ready);
    const backend = ready[turn++ % Math.max(1, ready.length)];
    if (!backend) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      return void res.end('no backend is ready');
    }
    backend.routed += 1;
    const { hostname, port, agent } = backend;
    const headers = { ...endToEnd(req.headers), 'x-forwarded-for': req.socket.remoteAddress ?? '' };
    const upstream = request({ hostname, port, agent, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`bad gateway: ${error.message}`);
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    routed: () => backends.map((backend) => backend.routed),
    ready: () => backends.map((backend) => backend.ready),
    async stop() {
      stopped = true;
      for (const timer of pollTimers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const backend of backends) backend.agent.destroy();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pollMs = process.env.READY_POLL_MS;
  void startRoundRobinProxy({
    backends: (process.env.BACKENDS ?? '').split(',').filter(Boolean),
    readyPollMs: pollMs ? Number(pollMs) : undefined,
    onReadyChange: (url, ready) => console.log(`${ready ? 'ready' : 'not ready'} ${url}`),
  }).then((proxy) => console.log(`listening ${proxy.port}`));
  process.on('SIGTERM', () => process.exit(0));
  process.on('SIGINT', () => process.exit(0));
}
