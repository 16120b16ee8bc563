import type { GetServerSideProps } from 'next';
import { canAccess, type AccessCriteria } from '../shared/access';
import { ACCESS_USER_LOADER, type RequestWithAccessUser } from '../shared/access/page-request';

export type PageAccessProps = { forbidden: boolean };

/**
 * getServerSideProps for a page guarded by `criteria`: a signed-in user the rule denies gets
 * HTTP 403 and the "not allowed" page. Signed-out visitors are sent to sign in by the client
 * (SPEC.md's SessionRequired redirect); client-side navigations re-check in the browser.
 */
export function guardPage(criteria: AccessCriteria): GetServerSideProps<PageAccessProps> {
  return async ({ req, res }) => {
    const loadUser = (req as RequestWithAccessUser)[ACCESS_USER_LOADER];
    const user = loadUser ? await loadUser() : null;
    const forbidden = user !== null && !canAccess(user, criteria);
    // A page-data request answering 403 would make Next's router reload the page instead.
    if (forbidden && !req.url?.startsWith('/_next/data/')) res.statusCode = 403;
    return { props: { forbidden } };
  };
}
