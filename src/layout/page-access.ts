import type { GetServerSideProps } from 'next';
import type { Session } from 'next-auth';
import { canAccess, type AccessCriteria, type AccessUser } from '../shared/access';
import { ACCESS_USER_LOADER, type RequestWithAccessUser } from '../shared/access/page-request';
import { SESSION_MAX_AGE_S } from '../shared/config';

export type PageAccessProps = { forbidden: boolean };

/**
 * What the server knows of the signed-in user when it renders a page: the session (as next-auth's
 * /api/auth/session would answer it) and the user (as `users.getMe` would). _app starts the
 * browser with both, so a page's first render waits for neither round trip before asking for its
 * own data.
 */
export type SignedInPageProps = { session?: Session; me?: AccessUser };

function sessionOf(user: AccessUser): Session {
  return {
    user: { id: user.id, name: `${user.first_name} ${user.last_name}`, email: user.email, image: null },
    expires: new Date(Date.now() + SESSION_MAX_AGE_S * 1000).toISOString(),
  };
}

/**
 * getServerSideProps for a page guarded by `criteria`: a signed-in user the rule denies gets
 * HTTP 403 and the "not allowed" page. Signed-out visitors are sent to sign in by the client
 * (SPEC.md's SessionRequired redirect); client-side navigations re-check in the browser.
 */
export function guardPage(criteria: AccessCriteria): GetServerSideProps<PageAccessProps & SignedInPageProps> {
  return async ({ req, res }) => {
    const loadUser = (req as RequestWithAccessUser)[ACCESS_USER_LOADER];
    const user = loadUser ? await loadUser() : null;
    const forbidden = user !== null && !canAccess(user, criteria);
    // A page-data request answering 403 would make Next's router reload the page instead.
    if (forbidden && !req.url?.startsWith('/_next/data/')) res.statusCode = 403;
    return { props: user ? { forbidden, session: sessionOf(user), me: user } : { forbidden } };
  };
}
