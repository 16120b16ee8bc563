// The baselines, each run as its own process by bare-http.ts; prints "listening <port>" once ready.
// BARE_KIND=node: the cheapest possible small-JSON endpoint on node:http.
// BARE_KIND=trpc: a no-op query served by tRPC's own node:http adapter (superjson, no express, no
// middleware, no database): the floor tRPC itself sets on this machine, under every app target.
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initTRPC } from '@trpc/server';
import { createHTTPHandler } from '@trpc/server/adapters/standalone';
import superjson from 'superjson';

function bareNodeHandler(): RequestListener {
  const body = JSON.stringify({ pong: true });
  const length = Buffer.byteLength(body);
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': length });
    res.end(body);
  };
}

function bareTrpcHandler(): RequestListener {
  const t = initTRPC.create({ transformer: superjson });
  const router = t.router({ ping: t.procedure.query(() => ({ pong: true })) });
  return createHTTPHandler({ router });
}

const server = createServer(process.env.BARE_KIND === 'trpc' ? bareTrpcHandler() : bareNodeHandler());

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
