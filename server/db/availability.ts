// PostgreSQL error classes that mean "the database cannot serve now", not "this query is wrong":
// 08 connection exceptions, 53 insufficient resources, 57P admin shutdown / cannot connect now.
const UNAVAILABLE_SQLSTATE = /^(08|53|57P)/;
const UNAVAILABLE_MESSAGE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/** What a client is told when the database cannot serve. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Lotwise cannot reach its database right now. Please try again in a moment.';

/** Whether `error` (or what caused it) says the database is unreachable or restarting. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof candidate.code === 'string' &&
      (UNAVAILABLE_SQLSTATE.test(candidate.code) || UNAVAILABLE_MESSAGE.test(candidate.code))
    )
      return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGE.test(candidate.message)) return true;
    current = candidate.cause ?? (candidate as { originalError?: unknown }).originalError;
  }
  return false;
}
