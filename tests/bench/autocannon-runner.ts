import autocannon, { type Options } from 'autocannon';

export type LoadRequest = {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Counted as a mismatch when it returns false (a 200 can still be a wrong answer). */
  verifyBody?: (body: string) => boolean;
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

export type LoadSettings = { connections: number; durationSeconds: number };

/** Runs autocannon in this process against a server in another one. */
export function runLoad(request: LoadRequest, settings: LoadSettings): Promise<LoadResult> {
  const options: Options = {
    url: request.url,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections: settings.connections,
    duration: settings.durationSeconds,
    timeout: 10,
    ...(request.verifyBody ? { verifyBody: request.verifyBody } : {}),
  };
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
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
  });
}
