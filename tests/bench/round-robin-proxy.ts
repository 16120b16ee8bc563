// The scale-out phase's load balancer, run as its own process by scale-out.ts: a round-robin
// reverse proxy on loopback over BACKENDS (comma-separated http://host:port), keep-alive
// connections to each, request and response bodies piped through. Prints "listening <port>".
import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];
const backends = (process.env.BACKENDS ?? '').split(',').filter(Boolean).map((url) => {
  const { hostname, port } = new URL(url);
  return { hostname, port: Number(port), agent: new Agent({ keepAlive: true }) };
});
if (backends.length === 0) throw new Error('BACKENDS: one or more http://host:port, comma-separated');

/** The headers meant for the other end, not for this hop (node frames the bodies itself). */
function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
}

let next = 0;
const server = createServer((req, res) => {
  const backend = backends[next++ % backends.length]!;
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

server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
