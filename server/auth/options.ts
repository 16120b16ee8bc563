import type { AuthOptions } from 'next-auth';
import AzureADModule from 'next-auth/providers/azure-ad';
import CredentialsModule from 'next-auth/providers/credentials';
import GoogleModule from 'next-auth/providers/google';
import { z } from 'zod';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { rootMessage } from '../errors';
import { logger } from '../observability/logger';
import type { LiveSessions } from '../services/sessions/live';
import { SESSION_MAX_AGE_S } from '../../src/shared/config';
import { endSession, startSession } from '../services/sessions/lifecycle';
import { authenticateWithPassword, findActiveUserByEmail } from '../services/users/authenticate';
import { CREDENTIALS_PROVIDER_ID, ZSignInEmail, takeCounted } from './sign-in-limits';

// next-auth ships CommonJS with `exports.default`; under Node's ESM loader the default
// import is the whole exports object.
function cjsDefault<T>(module: T | { default: T }): T {
  return typeof module === 'object' && module !== null && 'default' in module ? module.default : module;
}
const Credentials = cjsDefault(CredentialsModule);
const Google = cjsDefault(GoogleModule);
const AzureAD = cjsDefault(AzureADModule);

const ZCredentials = z.object({ email: ZSignInEmail, password: z.string().min(1).max(1024) });

// Sessions last 30 days and the cookie is re-issued (rotated) at most once a day of use.
export const SESSION_UPDATE_AGE_S = 24 * 60 * 60;

/**
 * Thrown by the jwt callback for a cookie whose session has ended (signed out elsewhere, revoked,
 * its user deactivated): next-auth then answers `/api/auth/session` with `{}` and clears the cookie.
 */
class SessionEnded extends Error {
  constructor() {
    super('The session has ended.');
    this.name = 'SessionEnded';
  }
}

/** What the auth options need of the request being answered. */
const authLog = logger('auth');

export type AuthRequest = { userAgent: string | undefined };

export function createAuthOptions(
  env: Env,
  db: Database,
  liveSessions: LiveSessions,
): (request: AuthRequest) => AuthOptions {
  const providers: AuthOptions['providers'] = [
    Credentials({
      id: CREDENTIALS_PROVIDER_ID,
      name: 'Email and password',
      credentials: {
        email: { label: 'Email', type: 'email' },
        password: { label: 'Password', type: 'password' },
      },
      async authorize(credentials, req) {
        // Only attempts the sign-in limits counted (server/auth/handler.ts) get a password check.
        const attempt = takeCounted(req.body);
        if (!attempt) {
          authLog.error('a credentials sign-in reached authorize without passing the sign-in limits');
          throw new Error('SignInUnavailable');
        }
        const parsed = ZCredentials.safeParse(credentials);
        if (!parsed.success) {
          await attempt.settle('failure');
          return null;
        }
        try {
          const user = await authenticateWithPassword(db, parsed.data.email, parsed.data.password);
          await attempt.settle(user ? 'success' : 'failure');
          return user;
        } catch (error) {
          await attempt.settle('unavailable');
          // next-auth puts a thrown error's message in the answer's URL: never the SQL or the driver's words.
          authLog.error({ reason: rootMessage(error) }, 'sign-in could not check the password');
          throw new Error('SignInUnavailable');
        }
      },
    }),
  ];
  if (env.google) providers.push(Google({ clientId: env.google.clientId, clientSecret: env.google.clientSecret }));
  if (env.azureAd) providers.push(AzureAD({ ...env.azureAd, name: 'Microsoft' }));

  return (request) => ({
    secret: env.authSecret,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_S, updateAge: SESSION_UPDATE_AGE_S },
    pages: { signIn: '/signin' },
    providers,
    logger: {
      error(code, metadata) {
        // An ended session is an answer (`{}`), not a failure worth a log line.
        if (metadata instanceof SessionEnded) return;
        authLog.error({ code, err: metadata }, `next-auth error ${code}`);
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === 'string' && typeof token.sub === 'string') {
          await endSession({ db, sessionId: token.sid, userId: token.sub });
        }
      },
    },
    callbacks: {
      // After sign-in or sign-out, only the product's own pages: never an open redirect.
      redirect({ url, baseUrl }) {
        if (url.startsWith('/') && !url.startsWith('//')) return `${baseUrl}${url}`;
        try {
          return new URL(url).origin === baseUrl ? url : baseUrl;
        } catch {
          return baseUrl;
        }
      },
      // OAuth signs in existing Lotwise accounts only; nobody joins an organization by OAuth.
      async signIn({ user, account }) {
        if (!account || account.provider === 'credentials') return true;
        return Boolean(user.email && (await findActiveUserByEmail({ db, email: user.email })));
      },
      async jwt({ token, user, account }) {
        if (user) {
          if (account && account.provider !== 'credentials' && user.email) {
            const lotwiseUser = await findActiveUserByEmail({ db, email: user.email });
            if (lotwiseUser) token.sub = lotwiseUser.id;
          }
          // A sign-in: the cookie names a new server-side session.
          if (token.sub) token.sid = await startSession({ db, userId: token.sub, userAgent: request.userAgent });
          return token;
        }
        const live =
          typeof token.sid === 'string' &&
          typeof token.sub === 'string' &&
          (await liveSessions.isLive(token.sid, token.sub));
        if (!live) throw new SessionEnded();
        return token;
      },
      session({ session, token }) {
        // Credentials users have no image; `undefined` breaks page-props serialization.
        session.user = { ...session.user, id: token.sub ?? '', image: null };
        return session;
      },
    },
  });
}
