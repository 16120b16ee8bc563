import autocannon, { type Options, type Request } from 'autocannon';

export type LoadRequest = {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Counted as a mismatch when it returns false (a 200 can still be a wrong answer). */
  verifyBody?: (body: string) => boolean;
  /**
   * Per-send hooks (autocannon's `requests`): `setupRequest` may change each request before it
   * is sent, `onResponse` sees each answer with the context its request was set up with.
   */
  hooks?: Pick<Request, 'setupRequest' | 'onResponse'>;
};

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
  /** Status code → count, e.g. { "200": 51234, "401": 3 }. */
  statusCodes: Record<string, number>;
  durationSeconds: number;
};

export type LoadSettings = {
  connections: number;
  /** The longest the load runs. */
  durationSeconds: number;
  /** Checked every 50 ms: true ends the load early (autocannon stops at its next 1-second tick). */
  stopWhen?: () => boolean;
};

/** Seconds autocannon waits for an answer before it counts a timeout and reconnects. */
export const REQUEST_TIMEOUT_SECONDS = 10;

/** Runs autocannon in this process against a server in another one. */
export function runLoad(request: LoadRequest, settings: LoadSettings): Promise<LoadResult> {
  const options: Options = {
    url: request.url,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections: settings.connections,
    duration: settings.durationSeconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
    ...(request.verifyBody ? { verifyBody: request.verifyBody } : {}),
    ...(request.hooks ? { requests: [{ ...request.hooks }] } : {}),
  };
  return new Promise((resolve, reject) => {
    let watch: NodeJS.Timeout | undefined;
    const instance = autocannon(options, (error, result) => {
      clearInterval(watch);
      if (error) return reject(error);
      resolve({
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        totalRequests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        mismatches: result.mismatches,
        statusCodes: Object.fromEntries(
          Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
        ),
        durationSeconds: result.duration,
      });
    });
    const { stopWhen } = settings;
    if (stopWhen) {
      watch = setInterval(() => {
        if (!stopWhen()) return;
        clearInterval(watch);
        instance.stop();
      }, 50);
    }
  });
}
