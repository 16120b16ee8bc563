import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { RateLimitDecision, RateLimiter } from '../rate-limit';
import { normalizeEmail } from '../services/users/authenticate';

/*
 * The one rule for limiting password sign-ins. The auth router (handler.ts) applies it to
 * exactly the requests next-auth will treat as a credentials sign-in, on the same decoded path
 * segments and parsed body next-auth receives; the credentials `authorize` step (options.ts)
 * checks no password of an attempt the router did not count, and settles the attempt.
 *
 * Per address every attempt counts (volume). Per account failures count: an attempt is counted
 * before its password is checked (so concurrent guesses cannot overtake the limit), a correct
 * password clears the account's count, and an attempt that could not be checked is given back.
 */

export const CREDENTIALS_PROVIDER_ID = 'credentials';

/** The error next-auth's client receives over a limit; the sign-in page explains it. */
export const TOO_MANY_ATTEMPTS = 'TooManyAttempts';

// The email is looked up in PostgreSQL, which refuses NUL characters in text.
export const ZSignInEmail = z
  .string()
  .trim()
  .min(1)
  .max(320)
  .refine((email) => !email.includes('\u0000'));

export type SignInLimits = { perAccount: RateLimiter; perIp: RateLimiter };

export type SignInOutcome = 'success' | 'failure' | 'unavailable';
export type SignInAttempt = { settle(outcome: SignInOutcome): Promise<void> };

/** next-auth v4 (core/index.js) runs the credentials callback for POST `callback/<provider id>`, nothing else. */
export function isCredentialsSignIn(method: string, nextauth: readonly string[]): boolean {
  return method === 'POST' && nextauth[0] === 'callback' && nextauth[1] === CREDENTIALS_PROVIDER_ID;
}

/**
 * The counter key of the account a sign-in names, as the password check looks it up; none when
 * the email cannot name one. Hashed: a shared store keeps no addresses, and keys of any email
 * length fit its 255-character column.
 */
export function accountKey(email: unknown): string | undefined {
  const parsed = ZSignInEmail.safeParse(email);
  return parsed.success ? createHash('sha256').update(normalizeEmail(parsed.data)).digest('hex') : undefined;
}

const nothingToSettle: SignInAttempt = { settle: async () => undefined };

/** Counts one sign-in attempt from `ip` for the account `email` names, before any password is checked. */
export async function beginSignIn(
  limits: SignInLimits,
  request: { ip: string; email: unknown },
): Promise<Exclude<RateLimitDecision, { allowed: true }> | { allowed: true; attempt: SignInAttempt }> {
  const byIp = await limits.perIp.consume(request.ip);
  if (!byIp.allowed) return byIp;
  const account = accountKey(request.email);
  if (!account) return { allowed: true, attempt: nothingToSettle };
  const byAccount = await limits.perAccount.consume(account);
  if (!byAccount.allowed) return byAccount;
  return {
    allowed: true,
    attempt: {
      async settle(outcome) {
        if (outcome === 'success') await limits.perAccount.reset(account);
        else if (outcome === 'unavailable') await limits.perAccount.refund(account);
      },
    },
  };
}

// Counted attempts by the request body next-auth hands to `authorize` (the very object the router parsed).
const counted = new WeakMap<object, SignInAttempt>();

export function markCounted(body: object, attempt: SignInAttempt): void {
  counted.set(body, attempt);
}

/** The attempt the router counted for this body, once; undefined when none was counted. */
export function takeCounted(body: unknown): SignInAttempt | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const attempt = counted.get(body);
  counted.delete(body);
  return attempt;
}
