import { expect, test, type BrowserContext, type Page } from 'playwright/test';
import { createDraftAppraisal } from './fixtures/appraisals';
import { signInAs } from './fixtures/auth';
import { EVERY_PAGE } from './fixtures/every-page';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** How far the page reaches past the viewport sideways (0 when nothing scrolls sideways). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => ({
    document: document.documentElement.scrollWidth - window.innerWidth,
    body: document.body.scrollWidth - window.innerWidth,
  }));
}

/** The elements that stick out past the right edge, to name in a failure (deepest first). */
function widestElements(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(-5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 2).join('.')}`),
  );
}

/** Opens `path` and waits for the page to settle: its heading, or the sign-in form. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function expectNoSidewaysScrolling(page: Page) {
  const overflow = await sidewaysOverflow(page);
  expect(overflow, `wider than ${PHONE.width} px: ${(await widestElements(page)).join(', ')}`).toEqual({ document: 0, body: 0 });
}

const users = [...new Set(EVERY_PAGE.map((entry) => entry.as))];

for (const user of users) {
  test.describe(`at ${PHONE.width} px, as ${user ?? 'a signed-out visitor'}`, () => {
    // One signed-in browser per user, shared by that user's pages.
    let context: BrowserContext;
    let page: Page;
    let vehiclePath: string | undefined;
    let appraisalId: string | undefined;

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ viewport: PHONE });
      page = await context.newPage();
      if (user) await signInAs(page, user);
    });
    test.afterAll(async () => context.close());

    async function resolve(path: string) {
      if (path.includes('{appraisal}')) return path.replace('{appraisal}', (appraisalId ??= await createDraftAppraisal(page)));
      if (!path.includes('{vehicle}')) return path;
      if (!vehiclePath) {
        await open(page, '/inventory');
        const link = page.getByRole('main').locator('a[href^="/inventory/"]').first();
        vehiclePath = (await link.getAttribute('href')) ?? undefined;
        expect(vehiclePath, 'a link to a demo vehicle on the inventory page').toMatch(/^\/inventory\/[0-9a-f-]{36}$/);
      }
      return path.replace('/inventory/{vehicle}', vehiclePath!);
    }

    for (const { path } of EVERY_PAGE.filter((entry) => entry.as === user)) {
      test(`${path} does not scroll sideways`, async () => {
        await open(page, await resolve(path));
        await expectNoSidewaysScrolling(page);
      });
    }

    if (user === 'owner@demo.test') {
      test('the navigation drawer opens and closes without widening the page', async () => {
        await open(page, '/dashboard');
        await page.getByRole('button', { name: 'Open the navigation' }).click();
        const navigation = page.getByRole('navigation', { name: 'Main navigation' });
        await expect(navigation.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
        await expectNoSidewaysScrolling(page);
        await navigation.getByRole('link', { name: 'Inventory' }).click();
        await expect(page).toHaveURL(/\/inventory$/);
        await expect(navigation).toBeHidden();
        await expectNoSidewaysScrolling(page);
      });
    }
  });
}
