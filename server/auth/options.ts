import type { AuthOptions } from 'next-auth';
import AzureADModule from 'next-auth/providers/azure-ad';
import CredentialsModule from 'next-auth/providers/credentials';
import GoogleModule from 'next-auth/providers/google';
import { z } from 'zod';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { rootMessage } from '../errors';
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
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_S = 24 * 60 * 60;

export function createAuthOptions(env: Env, db: Database): AuthOptions {
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
          console.error('[auth] a credentials sign-in reached authorize without passing the sign-in limits');
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
          console.error('[auth] sign-in could not check the password:', rootMessage(error));
          throw new Error('SignInUnavailable');
        }
      },
    }),
  ];
  if (env.google) providers.push(Google({ clientId: env.google.clientId, clientSecret: env.google.clientSecret }));
  if (env.azureAd) providers.push(AzureAD({ ...env.azureAd, name: 'Microsoft' }));

  return {
    secret: env.authSecret,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_S, updateAge: SESSION_UPDATE_AGE_S },
    pages: { signIn: '/signin' },
    providers,
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
        return Boolean(user.email && (await findActiveUserByEmail(db, user.email)));
      },
      async jwt({ token, user, account }) {
        if (account && account.provider !== 'credentials' && user?.email) {
          const lotwiseUser = await findActiveUserByEmail(db, user.email);
          if (lotwiseUser) token.sub = lotwiseUser.id;
        }
        return token;
      },
      session({ session, token }) {
        // Credentials users have no image; `undefined` breaks page-props serialization.
        session.user = { ...session.user, id: token.sub ?? '', image: null };
        return session;
      },
    },
  };
}
