import type { RequestHandler } from 'express';

// GET /api/ready: whether a load balancer should send this process traffic. /api/health stays
// the liveness check (is the process worth keeping), which draining must not fail.

export type ReadinessAnswer =
  { ready: true } | { ready: false; status: 'starting' | 'draining' | 'unavailable'; reason: string };

export type Readiness = {
  answer(): Promise<ReadinessAnswer>;
  /** Shutdown has begun: not ready from now on, whatever else holds. */
  drain(): void;
  readonly draining: boolean;
};

const DRAINING: ReadinessAnswer = {
  ready: false,
  status: 'draining',
  reason: 'Shutting down: finishing the requests in flight.',
};

export function createReadiness(options: {
  /** Resolves when the database answers (DatabaseHandle.ping). */
  ping: () => Promise<void>;
  /** Resolves once every start-up step has succeeded; until then the process is not ready. */
  started: PromiseLike<unknown>;
}): Readiness {
  let started = false;
  let draining = false;
  void Promise.resolve(options.started).then(
    () => (started = true),
    () => undefined, // a failed start-up ends the process: never ready
  );
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    async answer() {
      if (draining) return DRAINING;
      if (!started) return { ready: false, status: 'starting', reason: 'Start-up is not finished.' };
      try {
        await options.ping();
      } catch {
        return { ready: false, status: 'unavailable', reason: 'The database does not answer.' };
      }
      // Draining may have begun while the database was asked.
      return draining ? DRAINING : { ready: true };
    },
  };
}

/** 200 `{"status":"ready"}`, or 503 with the status and the reason. */
export function readinessRoute(readiness: Readiness): RequestHandler {
  return async (_req, res) => {
    const answer = await readiness.answer();
    if (answer.ready) res.json({ status: 'ready' });
    else res.status(503).json({ status: answer.status, reason: answer.reason });
  };
}
