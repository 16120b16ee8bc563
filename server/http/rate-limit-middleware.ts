import type { Request, RequestHandler, Response } from 'express';
import type { RateLimiter } from '../rate-limit';

/** 429 with Retry-After, the body shaped by the endpoint's own protocol. */
export function refuseTooMany(res: Response, retryAfterSeconds: number, body: unknown) {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  res.status(429).json(body);
}

/** The client's address (behind a load balancer, as `trust proxy` allows express to read it). */
export const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * GraphQL requests per caller: a valid API token or a signed-in user has a bucket of its own
 * (`bucketOf`); anyone else (anonymous, or with an unknown, revoked or expired token) shares the
 * bucket of its address, so made-up tokens do not buy fresh limits.
 */
export function graphqlRateLimit(
  limiter: RateLimiter,
  bucketOf: (req: Request) => Promise<string | null>,
): RequestHandler {
  return async (req, res, next) => {
    const decision = await limiter.consume((await bucketOf(req)) ?? `ip:${clientIp(req)}`);
    if (decision.allowed) return next();
    refuseTooMany(res, decision.retryAfterSeconds, {
      errors: [
        {
          message: `Too many requests. Try again in ${decision.retryAfterSeconds} s.`,
          extensions: { code: 'TOO_MANY_REQUESTS' },
        },
      ],
    });
  };
}
