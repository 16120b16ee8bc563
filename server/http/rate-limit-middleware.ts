import type { Request, RequestHandler, Response } from 'express';
import type { RateLimiter } from '../rate-limit';
import { bearerToken, hashSecretToken } from '../services/secret-tokens';

/** 429 with Retry-After, the body shaped by the endpoint's own protocol. */
export function refuseTooMany(res: Response, retryAfterSeconds: number, body: unknown) {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  res.status(429).json(body);
}

/** The client's address (behind a load balancer, as `trust proxy` allows express to read it). */
export const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * Sign-in attempts, per account and per address (POST /api/auth/callback/credentials). Over
 * either limit next-auth's client gets the answer shape it expects, with the error
 * `TooManyAttempts` that the sign-in page explains, and HTTP 429 with Retry-After.
 */
export function signInRateLimit(options: { perAccount: RateLimiter; perIp: RateLimiter; authUrl: string }): RequestHandler {
  return async (req, res, next) => {
    const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
    const [byIp, byAccount] = await Promise.all([
      options.perIp.consume(clientIp(req)),
      email ? options.perAccount.consume(email) : Promise.resolve({ allowed: true as const }),
    ]);
    const refused = [byIp, byAccount].find((decision) => !decision.allowed);
    if (!refused || refused.allowed) return next();
    refuseTooMany(res, refused.retryAfterSeconds, { url: `${options.authUrl}/signin?error=TooManyAttempts` });
  };
}

/** GraphQL requests per API token, per signed-in user, or per address when anonymous. */
export function graphqlRateLimit(
  limiter: RateLimiter,
  sessionUserId: (req: Request) => Promise<string | null>,
): RequestHandler {
  return async (req, res, next) => {
    const bearer = bearerToken(req.headers.authorization);
    const key = bearer
      ? `token:${hashSecretToken(bearer).slice(0, 32)}`
      : ((await sessionUserId(req).then((id) => id && `user:${id}`)) ?? `ip:${clientIp(req)}`);
    const decision = await limiter.consume(key);
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
