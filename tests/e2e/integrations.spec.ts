import { expect, test, type Page, type Request } from './fixtures/test';
import { scriptHost } from '../../playwright.config';
import { authenticate, signInAs, signInThroughForm } from './fixtures/auth';
import { openCustomizer, shellMessages, standInShell } from './fixtures/shell';

type AnalyticsEvent = {
  anonymous_id: string;
  session_id: string;
  component: string;
  event: string;
  url: string;
  payload: Record<string, unknown>;
  custom: Record<string, unknown>;
  created_at: string;
};

const isPageView = (path: string) => (request: Request) => {
  if (!request.url().endsWith('/api/analytics') || request.method() !== 'POST') return false;
  const body = JSON.parse(request.postData() ?? '{}') as AnalyticsEvent;
  return body.event === 'page' && new URL(body.url).pathname === path;
};

/** The third-party scripts the stand-in host serves (tests/e2e/fixtures/script-host.mjs). */
const THIRD_PARTY_SCRIPTS = ['/crm.js', '/gtm.js', '/onboarding.js', '/vhr.js'];

/** Opens `path` in a new page of the signed-in context and records every third-party script it asks for. */
async function openWatchingScripts(signedIn: Page, path: string): Promise<{ page: Page; requested: string[] }> {
  const page = await signedIn.context().newPage();
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === scriptHost && THIRD_PARTY_SCRIPTS.includes(url.pathname)) requested.push(url.pathname);
  });
  await page.goto(path);
  return { page, requested };
}

const thirdParty = (page: Page) =>
  page.evaluate(() => (window as unknown as { __thirdParty?: string[] }).__thirdParty ?? []);

test('page views are sent on first load and on every route change, with the SPEC fields', async ({ page }) => {
  await page.goto('/signin');
  const dashboardView = page.waitForRequest(isPageView('/dashboard'));
  await signInThroughForm(page, 'owner@demo.test');
  const first = JSON.parse((await dashboardView).postData()!) as AnalyticsEvent;
  expect(first).toMatchObject({ component: '', event: 'page', custom: {} });
  expect(first.anonymous_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(first.session_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(first.payload).toMatchObject({
    device_type: 'desktop',
    browser: expect.stringMatching(/^Chrome/),
    os: 'Linux',
  });
  expect(first.payload.browser_version).toMatch(/^\d+\./);
  expect(first.payload.user_agent).toContain('Chrome');
  expect(Date.parse(first.created_at)).toBeGreaterThan(Date.now() - 60_000);
  expect(await page.evaluate(() => sessionStorage.getItem('lotwise-analytics-session-id'))).toBe(first.session_id);

  const reportsView = page.waitForRequest(isPageView('/reports'));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reports' }).click();
  const second = JSON.parse((await reportsView).postData()!) as AnalyticsEvent;
  expect(second.session_id).toBe(first.session_id);
  expect(second.anonymous_id).toBe(first.anonymous_id);

  const afterReload = page.waitForRequest(isPageView('/reports'));
  await page.reload();
  expect((JSON.parse((await afterReload).postData()!) as AnalyticsEvent).session_id).toBe(first.session_id);
});

test.describe('inside the native mobile shell', () => {
  test.beforeEach(({ page }) => standInShell(page));

  test('the shell hears the device request, the user type, the products and every settings save', async ({ page }) => {
    await signInAs(page, 'owner@demo.test');
    await expect
      .poll(() => shellMessages(page))
      .toEqual(
        expect.arrayContaining([
          ['get-device'],
          ['userTypeHandler', { userType: 'user' }],
          ['set-products', { org_feature_flags: ['recon', 'pricing', 'appraisals', 'account', 'reports'] }],
        ]),
      );
    const customizer = await openCustomizer(page);
    await customizer.getByRole('radio', { name: 'Right to left' }).check();
    await expect
      .poll(async () =>
        (await shellMessages(page))
          .filter(([handler]) => handler === 'settingsChangeHandler')
          .map(([, settings]) => settings),
      )
      .toContainEqual(expect.objectContaining({ direction: 'rtl', themeColor: 'success', layout: 'vertical' }));
  });

  test('an agent is reported as an agent', async ({ page }) => {
    await signInAs(page, 'agent@demo.test');
    await expect.poll(() => shellMessages(page)).toContainEqual(['userTypeHandler', { userType: 'agent' }]);
  });
});

test('a shell that throws does not break the page', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { flutter_inappwebview: object }).flutter_inappwebview = {
      callHandler: () => {
        throw new Error('shell crashed');
      },
    };
  });
  await signInAs(page, 'viewer@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test.describe('third-party scripts', () => {
  test('every configured service loads, and the onboarding guide knows the user', async ({ page }) => {
    await signInAs(page, 'owner@demo.test');
    await expect.poll(async () => (await thirdParty(page)).sort()).toEqual(['crm', 'onboarding', 'tag-manager', 'vhr']);
    // The guide's script can arrive before the user is known: it is told who they are once they are.
    const identity = () =>
      page.evaluate(() => (window as unknown as { __onboardingIdentity?: unknown }).__onboardingIdentity ?? null);
    await expect.poll(identity).toMatchObject({
      token: 'onboarding-e2e',
      traits: {
        email: 'owner@demo.test',
        name: 'Olivia Owens',
        company_name: 'Demo Motors',
        company_feature_flags: ['recon', 'pricing', 'appraisals', 'account', 'reports'],
        // The demo owner's own flags (CONTRACTS pins the organization's): the pricing grid's market columns, the market report, the partner's dealer insights, and issue 20's areas.
        feature_flags: [
          'market_pricing_data',
          'market_report',
          'marketplace_dealer_insights',
          'dms_configuration',
          'sales_packet',
          'financing_referral',
          'financing_export',
          'sourcing',
          'marketplace_sales',
          'request_inventory',
        ],
        product_feature_flags: [],
      },
    });
  });

  // The CRM widget and the history snapshot load lazily in the same pass: once the snapshot has
  // been asked for, the page has asked for every script it will, and the CRM widget is not one.
  test('the CRM widget is skipped in PDF mode', async ({ page }) => {
    await signInAs(page, 'owner@demo.test');
    const { requested } = await openWatchingScripts(page, '/dashboard?pdfMode=true');
    await expect.poll(() => requested).toContain('/vhr.js');
    expect([...requested].sort()).toEqual(['/gtm.js', '/onboarding.js', '/vhr.js']);
  });

  test('the CRM widget is skipped on the map-my-route page', async ({ page }) => {
    await signInAs(page, 'agent@demo.test');
    const { page: route, requested } = await openWatchingScripts(page, '/agent/territory-insights/map-my-route');
    await expect(route.getByRole('heading', { name: 'Map my route', level: 1 })).toBeVisible();
    await expect.poll(() => requested).toContain('/vhr.js');
    expect([...requested].sort()).toEqual(['/gtm.js', '/onboarding.js', '/vhr.js']);
  });

  test('the Content-Security-Policy allows the configured hosts and nothing else', async ({ page }) => {
    const response = await page.goto('/signin');
    const policy = response!.headers()['content-security-policy']!;
    const scriptSources = /script-src ([^;]+)/.exec(policy)![1]!.split(' ');
    expect(scriptSources).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{24}'$/), scriptHost]);
    expect(policy).toMatch(/frame-ancestors 'self'/);
    // The page's own scripts carry the nonce, and the form works under the policy.
    const nonce = scriptSources[1]!.slice("'nonce-".length, -1);
    // (Browsers hide the nonce attribute after parsing; the `nonce` property keeps it.)
    expect(
      await page
        .locator('script[src*="/_next/"]')
        .first()
        .evaluate((script) => (script as HTMLScriptElement).nonce),
    ).toBe(nonce);
    await expect(page.getByLabel('Email')).toBeVisible();
    // A second response gets a different nonce.
    const again = await page.goto('/signin');
    expect(again!.headers()['content-security-policy']).not.toContain(scriptSources[1]!);
  });
});

test('PDF mode shows the page alone, ready to print', async ({ page }) => {
  await authenticate(page, 'owner@demo.test');
  await page.goto('/dashboard?pdfMode=true');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open the customizer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
});
