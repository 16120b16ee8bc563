import { expect, test, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright/test';
import { signInAs } from './fixtures/auth';
import { VIEWPORTS, expectNoViolations } from './fixtures/axe';
import { EVERY_PAGE } from './fixtures/every-page';

// WCAG 2.1 AA, kept that way (issue 15): axe-core on every page (tests/e2e/fixtures/every-page.ts)
// and every dialog a person can open, at a desktop and a phone size. A new page joins by being
// listed in every-page.ts; a new dialog by a line in its screen's test below.

type Viewport = (typeof VIEWPORTS)[number];

// One sign-in per user for the whole file: each test opens a fresh context with its cookies.
const signedIn = new Map<string, BrowserContextOptions['storageState']>();
let vehicleId: string | undefined;

async function openAs(browser: Browser, user: string | null, viewport: Viewport): Promise<Page> {
  if (user && !signedIn.has(user)) {
    const page = await browser.newPage();
    await signInAs(page, user);
    signedIn.set(user, await page.context().storageState());
    await page.context().close();
  }
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    storageState: user ? signedIn.get(user) : undefined,
  });
  return context.newPage();
}

/** A demo vehicle's id, from the first row link of the inventory page. */
async function demoVehicleId(page: Page): Promise<string> {
  if (!vehicleId) {
    await page.goto('/inventory');
    const href = await page.locator('a[href^="/inventory/"]').first().getAttribute('href');
    vehicleId = href?.split('/').pop();
  }
  if (!vehicleId) throw new Error('No vehicle link on the inventory page');
  return vehicleId;
}

/** Waits until nothing is loading: no request in flight, no spinner or placeholder (a gauge may stay). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')).toHaveCount(0);
}

/** Opens a path and waits for its heading and its data to arrive. */
async function visit(page: Page, path: string) {
  const target = path.includes('{vehicle}') ? path.replace('{vehicle}', await demoVehicleId(page)) : path;
  await page.goto(target);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settled(page);
}

/**
 * Clicks `opener`, checks what opened (every MUI dialog, drawer, menu, popover and select list is
 * a modal layer) and closes it with Escape, leaving the page as it was.
 */
async function checkOpened(page: Page, opener: Locator, what: string) {
  const layers = page.locator('.MuiModal-root');
  const before = await layers.count();
  await opener.click();
  await expect(layers).toHaveCount(before + 1);
  await expect(layers.last()).toBeVisible();
  await settled(page);
  await expectNoViolations(page, what);
  await page.keyboard.press('Escape');
  await expect(layers).toHaveCount(before);
}

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).first();
const menuItem = (page: Page, name: string | RegExp) => page.getByRole('menuitem', { name });

// Under a shared, busy CPU one page's load and axe run take several seconds.
test.describe.configure({ timeout: 90_000 });

for (const viewport of VIEWPORTS) {
  test.describe(`every page at ${viewport.width} px`, () => {
    for (const { path, as } of EVERY_PAGE) {
      test(`${path} ${as ? `as ${as}` : 'signed out'}`, async ({ browser }) => {
        const page = await openAs(browser, as, viewport);
        await visit(page, path);
        await expectNoViolations(page, `${path} at ${viewport.width} px`);
        await page.context().close();
      });
    }
  });
}

/** The dialogs of one screen: opened one after the other, each checked open. */
type Screen = { path: string; as: string; dialogs: (page: Page, viewport: Viewport) => Promise<void> };

const SCREENS: Record<string, Screen> = {
  'the shell (customizer, account menu, navigation drawer)': {
    path: '/dashboard',
    as: 'owner@demo.test',
    dialogs: async (page, viewport) => {
      await checkOpened(page, button(page, 'Open the customizer'), 'customizer');
      await checkOpened(page, button(page, 'Account menu'), 'account menu');
      await button(page, 'Account menu').click();
      await checkOpened(page, menuItem(page, 'Sign out everywhere'), 'sign out everywhere confirmation');
      if (viewport.name === 'phone') await checkOpened(page, button(page, 'Open the navigation'), 'navigation drawer');
    },
  },
  'dark mode': {
    path: '/dashboard',
    as: 'darkmode@demo.test',
    dialogs: async (page) => {
      await button(page, 'Switch to dark mode').click();
      await expect(button(page, 'Switch to light mode')).toBeVisible();
      // Away from the button, so its tooltip closes.
      await page.mouse.move(0, 0);
      await expectNoViolations(page, 'dashboard in dark mode');
      await visit(page, '/inventory');
      await expectNoViolations(page, 'inventory in dark mode');
      await checkOpened(page, button(page, 'Open the customizer'), 'customizer in dark mode');
    },
  },
  inventory: {
    path: '/inventory',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, button(page, 'Add vehicle'), 'add vehicle');
      await checkOpened(page, button(page, 'Import CSV'), 'import');
      await checkOpened(page, button(page, 'More filters'), 'more filters');
      await checkOpened(page, page.getByRole('combobox', { name: 'Status' }).first(), 'status filter list');
    },
  },
  'a vehicle': {
    path: '/inventory/{vehicle}',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, button(page, 'Change status'), 'change status');
      await checkOpened(page, button(page, 'Change price'), 'change price');
      await checkOpened(page, button(page, /^Edit$/), 'edit vehicle');
    },
  },
  team: {
    path: '/settings/users',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, button(page, /^Invite$/), 'invite');
      await checkOpened(page, button(page, 'New group'), 'new group');
      const actions = button(page, 'Actions for Eddie');
      await checkOpened(page, actions, 'member actions');
      for (const [item, what] of [
        [/section permissions/i, 'permissions'],
        ['Groups…', 'member groups'],
        ['Deactivate', 'deactivate confirmation'],
      ] as const) {
        await actions.click();
        await checkOpened(page, menuItem(page, item), what);
      }
    },
  },
  'API tokens': {
    path: '/settings/api-tokens',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, button(page, 'Create token'), 'create token');
    },
  },
  // Only Lotwise administrators change plans (owners are asked to contact us).
  billing: {
    path: '/settings/billing',
    as: 'admin@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, button(page, /^Change plan to/), 'change plan confirmation');
    },
  },
  administration: {
    path: '/admin',
    as: 'admin@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, button(page, /^New$/), 'new organization');
      await button(page, /^Demo Motors/).click();
      await checkOpened(page, button(page, 'Rename Demo Motors'), 'rename organization');
      await checkOpened(page, page.getByRole('combobox', { name: 'Plan' }).first(), 'plan list');
      await page.getByRole('tab', { name: 'Users' }).click();
      await settled(page);
      await expectNoViolations(page, 'administration, users tab');
      await checkOpened(page, button(page, 'Invite user'), 'invite user');
      await checkOpened(page, button(page, /^Edit the flags of/), 'user flags');
      await checkOpened(page, button(page, /^Actions for/), 'user actions');
      await page.getByRole('tab', { name: 'Activity' }).click();
      await settled(page);
      await expectNoViolations(page, 'administration, activity tab');
    },
  },
};

for (const viewport of VIEWPORTS) {
  test.describe(`every dialog at ${viewport.width} px`, () => {
    for (const [name, { path, as, dialogs }] of Object.entries(SCREENS)) {
      test(name, async ({ browser }) => {
        const page = await openAs(browser, as, viewport);
        await visit(page, path);
        await dialogs(page, viewport);
        await page.context().close();
      });
    }
  });
}
