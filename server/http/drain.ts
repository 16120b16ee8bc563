import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { Readiness } from './readiness';

export type DrainOutcome = {
  /** Requests still unanswered when the listener closed. */
  inFlightAtClose: number;
  /** Requests cut when the grace ran out (0: every request in flight was answered). */
  cut: number;
};

/**
 * The orderly end of an HTTP server behind a load balancer. Call at start-up (it follows every
 * request from then on); `drain` then, on SIGTERM:
 * 1. readiness answers 503 for `delayMs` while requests are still served as usual, so the load
 *    balancer notices and stops sending new ones;
 * 2. the listener closes; every answer from then on carries `Connection: close`, so keep-alive
 *    connections end after their current request, and idle ones are closed;
 * 3. requests in flight get up to `graceMs`, then whatever is left is cut.
 */
export function drainableServer(server: Server, readiness: Readiness) {
  const inFlight = new Set<ServerResponse>();
  let closing = false;

  /** Ends the connection after this answer: with the header if it is not sent yet, else once it is. */
  function closeAfter(res: ServerResponse) {
    if (!res.headersSent) return void res.setHeader('Connection', 'close');
    const socket: Socket | null = res.socket;
    res.once('finish', () => socket?.end());
  }

  // First, before express answers anything (it may answer synchronously).
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (closing) closeAfter(res);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });

  return {
    async drain({ delayMs, graceMs }: { delayMs: number; graceMs: number }): Promise<DrainOutcome> {
      readiness.drain();
      if (delayMs > 0) await delay(delayMs);
      closing = true;
      const inFlightAtClose = inFlight.size;
      for (const res of inFlight) closeAfter(res);
      // Node closes the connections idle at this moment itself (server.close on Node ≥ 19).
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let cut = 0;
      const force = setTimeout(() => {
        cut = inFlight.size;
        server.closeAllConnections();
      }, graceMs);
      await closed;
      clearTimeout(force);
      return { inFlightAtClose, cut };
    },
  };
}
