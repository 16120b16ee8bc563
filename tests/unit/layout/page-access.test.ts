import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import { guardPage } from '../../../src/layout/page-access';
import { ACCESS_USER_LOADER } from '../../../src/shared/access/page-request';
import type { AccessUser } from '../../../src/shared/access';
import { makeUser } from '../access/fixtures';

// A guarded page's server props carry what the browser would otherwise ask for before the page's
// own data (the session, then `users.getMe`): _app starts with them, so no first render waits.

async function propsFor(user: AccessUser | null, url = '/pricing') {
  const res = { statusCode: 200 };
  const req = { url, [ACCESS_USER_LOADER]: async () => user };
  const result = await guardPage({ some_permissions: ['pricing'] })({
    req,
    res,
  } as unknown as GetServerSidePropsContext);
  return { props: 'props' in result ? await result.props : undefined, status: res.statusCode };
}

describe('a guarded page rendered on the server', () => {
  it('hands the signed-in user and their session to the browser', async () => {
    const user = makeUser({ permissions: ['pricing'] });
    const { props, status } = await propsFor(user);
    expect(status).toBe(200);
    expect(props).toMatchObject({ forbidden: false, me: user });
    expect(props?.session?.user).toEqual({ id: user.id, name: 'Sam Dealer', email: user.email, image: null });
    expect(Date.parse(props!.session!.expires)).toBeGreaterThan(Date.now());
  });

  it('answers 403 to a user the rule denies, still naming who is signed in', async () => {
    const user = makeUser({ permissions: ['inventory'] });
    const { props, status } = await propsFor(user);
    expect(status).toBe(403);
    expect(props).toMatchObject({ forbidden: true, me: user });
  });

  it('gives a signed-out visitor neither a session nor a user (the client sends them to sign in)', async () => {
    const { props, status } = await propsFor(null);
    expect(status).toBe(200);
    expect(props).toEqual({ forbidden: false });
  });
});
