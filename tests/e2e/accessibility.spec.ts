import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from './fixtures/test';
import { authenticate } from './fixtures/auth';
import { VIEWPORTS, expectNoViolations } from './fixtures/axe';
import { createDraftAppraisal } from './fixtures/appraisals';
import { expectNoSidewaysScrolling } from './fixtures/layout';
import { waitForAppIdle } from './fixtures/app-idle';
import { acquireReconVehicle, retireReconVehicle } from './fixtures/recon';
import { EVERY_PAGE } from './fixtures/every-page';
import { createAwaitingOrder, decideRest } from './fixtures/repair-orders';
import { graph } from './fixtures/graph';
import { createReconVehicle } from './fixtures/recon-vehicle';

// WCAG 2.1 AA, kept that way (issue 15): axe-core on every page (tests/e2e/fixtures/every-page.ts)
// and every dialog a person can open, at a desktop and a phone size; at the phone size each page
// must also fit without sideways scrolling. A new page joins by being listed in every-page.ts; a
// new dialog by a line in its screen's test below.
//
// Each page is loaded once for both sizes: the desktop test opens it, the phone test narrows the
// same page and checks it again once the app is at rest (a resized page was measured to give axe
// exactly what a fresh load at 390 px gives, on every page). The pages and screens spread over
// the workers; each pair of tests stays together, in order.

type Viewport = (typeof VIEWPORTS)[number];
const [DESKTOP, PHONE] = VIEWPORTS;

let vehicleId: string | undefined;
let appraisalId: string | undefined;

// One browser context per user for the whole worker, signed in once: each test opens a page in it,
// so a visit costs the page itself and not the product's scripts downloaded and compiled again by a
// fresh context.
const contexts = new Map<string, BrowserContext>();

async function openAs(browser: Browser, user: string | null): Promise<Page> {
  const key = user ?? 'signed out';
  let context = contexts.get(key);
  if (!context) {
    context = await browser.newContext({ viewport: { width: DESKTOP.width, height: DESKTOP.height } });
    if (user) {
      const page = await context.newPage();
      await authenticate(page, user);
      await page.close();
    }
    contexts.set(key, context);
  }
  return context.newPage();
}

test.afterAll(async () => {
  await Promise.all([...contexts.values()].map((context) => context.close()));
  contexts.clear();
});

/** A demo vehicle's id, from the first row link of the inventory page. */
const VEHICLE_LINK = 'main a[href^="/inventory/"]';
const VEHICLE_PATH = /^\/inventory\/[0-9a-f-]{36}$/;

async function demoVehicleId(page: Page): Promise<string> {
  if (!vehicleId) {
    await page.goto('/inventory');
    // The first link to a vehicle's page: the inventory screen also links to its other pages (sourcing).
    const firstVehiclePath = async () =>
      (
        await page.locator(VEHICLE_LINK).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      ).find((href) => VEHICLE_PATH.test(href));
    await expect.poll(firstVehiclePath, { timeout: 30_000 }).toBeTruthy();
    vehicleId = (await firstVehiclePath())?.split('/').pop();
  }
  if (!vehicleId) throw new Error('No vehicle link on the inventory page');
  return vehicleId;
}

/** Waits until the app is at rest (src/lib/app-activity.ts) and shows no spinner or placeholder (a gauge may stay). */
async function settled(page: Page) {
  await waitForAppIdle(page);
}

/** Narrows (or widens) the page to a viewport's size and waits for the app to draw it at rest. */
async function resizeTo(page: Page, viewport: Viewport) {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await settled(page);
}

/** Opens a path and waits for its heading and its data to arrive. */
async function visit(page: Page, path: string) {
  let target = path.includes('{vehicle}') ? path.replace('{vehicle}', await demoVehicleId(page)) : path;
  if (target.includes('{appraisal}'))
    target = target.replace('{appraisal}', (appraisalId ??= await createDraftAppraisal(page)));
  await page.goto(target);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await settled(page);
}

/**
 * Clicks each opener in turn (a button, or a menu and then its item), checks what opened (every
 * MUI dialog, drawer, menu, popover and select list is one modal layer) and closes it with Escape,
 * leaving the page as it was.
 */
async function checkOpened(page: Page, what: string, ...openers: Locator[]) {
  // A layer kept mounted while closed (the phone navigation drawer) is marked hidden.
  const layers = page.locator('.MuiModal-root:not(.MuiModal-hidden)');
  const before = await layers.count();
  for (const opener of openers) await opener.click();
  await expect(layers).toHaveCount(before + 1);
  await expect(layers.last()).toBeVisible();
  await settled(page);
  await expectNoViolations(page, what, layers.last());
  await page.keyboard.press('Escape');
  await expect(layers).toHaveCount(before);
}

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).first();
const menuItem = (page: Page, name: string | RegExp) => page.getByRole('menuitem', { name });

// Under a shared, busy CPU one page's load and axe run take several seconds.
test.describe.configure({ timeout: 90_000 });

/** The page each pair's desktop test opened, which its phone test then narrows. */
let pairPage: Page | undefined;

test.describe.configure({ mode: 'parallel' });

test.describe('every page', () => {
  for (const { path, as } of EVERY_PAGE) {
    test.describe.serial(`${path} ${as ? `as ${as}` : 'signed out'}`, () => {
      test(`at ${DESKTOP.width} px`, async ({ browser }) => {
        pairPage = await openAs(browser, as);
        await visit(pairPage, path);
        await expectNoViolations(pairPage, `${path} at ${DESKTOP.width} px`);
      });
      test(`at ${PHONE.width} px`, async () => {
        const page = pairPage!;
        try {
          await resizeTo(page, PHONE);
          await expectNoViolations(page, `${path} at ${PHONE.width} px`);
          await expectNoSidewaysScrolling(page);
        } finally {
          await page.close();
        }
      });
    });
  }
});

/** The dialogs of one screen: opened one after the other, each checked open. */
type Screen = { path: string; as: string; dialogs: (page: Page, viewport: Viewport) => Promise<void> };

const SCREENS: Record<string, Screen> = {
  'the shell (customizer, account menu, navigation drawer)': {
    path: '/dashboard',
    as: 'owner@demo.test',
    dialogs: async (page, viewport) => {
      await checkOpened(page, 'customizer', button(page, 'Open the customizer'));
      await checkOpened(page, 'account menu', button(page, 'Account menu'));
      await checkOpened(page, 'notifications', button(page, /^Notifications, \d+ unread$/));
      await checkOpened(
        page,
        'sign out everywhere confirmation',
        button(page, 'Account menu'),
        menuItem(page, 'Sign out everywhere'),
      );
      if (viewport.name === 'phone') await checkOpened(page, 'navigation drawer', button(page, 'Open the navigation'));
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
      await checkOpened(page, 'customizer in dark mode', button(page, 'Open the customizer'));
      // Back to light, as the phone test finds it: the mode is kept in the context's storage.
      await button(page, 'Switch to light mode').click();
      await expect(button(page, 'Switch to dark mode')).toBeVisible();
    },
  },
  inventory: {
    path: '/inventory',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'add vehicle', button(page, 'Add vehicle'));
      await checkOpened(page, 'more filters', button(page, 'More filters'));
      await checkOpened(page, 'status filter list', page.getByRole('combobox', { name: 'Status' }).first());
      await checkOpened(page, 'import', button(page, 'Import CSV'));
    },
  },
  'market data': {
    path: '/pricing/market-data',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'channel filter list', page.getByRole('combobox', { name: 'Channel' }).first());
      await checkOpened(page, 'market file import', button(page, 'Import market file'));
      await checkOpened(page, 'wholesale book import', button(page, 'Import wholesale book'));
    },
  },
  'a vehicle': {
    path: '/inventory/{vehicle}',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'change status', button(page, 'Change status'));
      await checkOpened(page, 'change price', button(page, 'Change price'));
      await checkOpened(page, 'edit vehicle', button(page, /^Edit$/));
    },
  },
  // Issue 20: the packet's share-link and revoke dialogs and the referral dialog (its own link, revoked at the end).
  'a sales packet': {
    path: '/inventory/{vehicle}/packet',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'refer to financing', button(page, 'Refer to financing'));
      await checkOpened(page, 'create share link', button(page, 'Create share link'));
      await button(page, 'Create share link').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Create share link' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
      await checkOpened(page, 'revoke share link', button(page, 'Revoke').first());
    },
  },
  // Its own order awaiting approval (no demo data needed), decided afterwards so it leaves the queue.
  'repair-order approval': {
    path: '/ro-approval',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      const { number, orderId } = await createAwaitingOrder(page, [
        { operation: 'Axe brake check', laborHours: 1, partsCents: 5_000, subletCostCents: 0 },
        { operation: 'Axe wiper blades', laborHours: 0.1, partsCents: 2_400, subletCostCents: 0 },
      ]);
      await visit(page, '/ro-approval');
      const order = page.getByRole('article', { name: new RegExp(`repair order ${number}$`) });
      await checkOpened(page, 'decline dialog', order.getByRole('button', { name: 'Decline Axe brake check' }));
      await checkOpened(page, 'approve all confirmation', order.getByRole('button', { name: 'Approve all 2 lines' }));
      await decideRest(page, orderId, false);
    },
  },
  // The demo queue always holds aged units: the first item's dialogs, closed without acting.
  'needs attention': {
    path: '/needs-attention',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'snooze dialog', button(page, /^Snooze /).first());
      await checkOpened(page, 'dismiss dialog', button(page, /^Dismiss /).first());
    },
  },
  // Its own vehicle, with a draft repair order and an inspection with a failed item.
  "a vehicle's recon": {
    path: '/inventory',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      const vehicle = await createReconVehicle(page);
      await graph(page, 'mutation ($id: ID!) { createRepairOrder(vehicleId: $id) { id } }', { id: vehicle.id });
      const started = await graph<{
        startInspection: { id: string; template: { sections: { items: { key: string }[] }[] } };
      }>(
        page,
        'mutation ($id: ID!) { startInspection(vehicleId: $id, templateKey: "express") { id template { sections { items { key } } } } }',
        { id: vehicle.id },
      );
      const itemKey = started.startInspection.template.sections[0]!.items[0]!.key;
      await graph(
        page,
        'mutation ($input: AnswerInspectionItemsInput!) { answerInspectionItems(input: $input) { id } }',
        {
          input: { inspectionId: started.startInspection.id, answers: [{ itemKey, result: 'fail', note: 'Cracked' }] },
        },
      );
      await visit(page, `/inventory/${vehicle.id}`);
      await expectNoViolations(page, "a vehicle's recon section");
      await checkOpened(page, 'start inspection', button(page, 'Start inspection'));
      await checkOpened(page, 'add repair-order line', button(page, /^Add line$/));
      await checkOpened(page, 'failed item to repair order', button(page, /^Add to repair order: /));
    },
  },
  team: {
    path: '/settings/users',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'invite', button(page, /^Invite$/));
      await checkOpened(page, 'new group', button(page, 'New group'));
      const actions = button(page, 'Actions for Eddie');
      await checkOpened(page, 'member actions', actions);
      for (const [item, what] of [
        [/section permissions/i, 'permissions'],
        ['Groups…', 'member groups'],
        ['Deactivate', 'deactivate confirmation'],
      ] as const) {
        await checkOpened(page, what, actions, menuItem(page, item));
      }
    },
  },
  appraisals: {
    path: '/appraisals',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'new appraisal', button(page, 'New appraisal'));
      await checkOpened(page, 'appraisal state filter list', page.getByRole('combobox', { name: 'State' }).first());
      const id = await createDraftAppraisal(page);
      await visit(page, `/appraisals/${id}`);
      await checkOpened(page, 'mark lost', button(page, 'Mark lost'));
    },
  },
  recon: {
    path: '/recon',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      // A phone folds the filters under their title (cars first): unfold them to reach the list.
      const folded = page.getByRole('button', { name: /^Filters/, expanded: false });
      if ((await folded.count()) > 0) await folded.click();
      await checkOpened(page, 'stage filter list', page.getByRole('combobox', { name: 'Stage' }).first());
      // A card of its own, so the card's dialogs open whatever the demo data holds.
      const vehicle = await acquireReconVehicle(page, 'A');
      try {
        await visit(page, '/recon');
        const actions = button(page, `Actions for ${vehicle.name}`);
        await checkOpened(page, 'recon card actions', actions);
        await checkOpened(page, 'move to', actions, menuItem(page, 'Move to…'));
        await checkOpened(page, 'assign', actions, menuItem(page, 'Assign…'));
      } finally {
        await retireReconVehicle(page, vehicle.id);
      }
    },
  },
  // The reprice dialog, its method step and its dry-run diff for one vehicle (nothing is applied);
  // then the rules editor's tab and its rounding list. The stock is priced against the market
  // twice (grid, dry run): slow on a shared CPU.
  pricing: {
    path: '/pricing',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      test.slow();
      await checkOpened(page, 'reprice dialog', button(page, 'Run the rules on all stock'));
      // A grid row's checkbox on a desktop, a card's on a phone.
      await page
        .getByRole('checkbox', { name: /^(Select row|Choose .* to reprice)$/ })
        .first()
        .check();
      await button(page, 'Reprice…').click();
      const dialog = page.getByRole('dialog', { name: 'Reprice 1 vehicle' });
      await dialog.getByRole('radio', { name: 'An amount' }).check();
      await dialog.getByRole('button', { name: 'Show the changes' }).click();
      await expect(dialog.getByRole('button', { name: 'Change method' })).toBeVisible({ timeout: 45_000 });
      await settled(page);
      await expectNoViolations(page, 'reprice dry run', dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.getByRole('tab', { name: 'Rules' }).click();
      await expect(page.getByRole('heading', { name: 'Pricing rules' })).toBeVisible();
      await settled(page);
      await expectNoViolations(page, 'pricing rules editor');
      await checkOpened(page, 'round-to list', page.getByRole('combobox', { name: 'Round to' }));
    },
  },
  // Sourcing (issue 20): the demo buy list's and run list's dialogs, closed without acting.
  sourcing: {
    path: '/inventory/sourcing',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'add to buy list', button(page, 'Add to buy list'));
      await checkOpened(page, 'import run list', button(page, 'Import run list'));
      await checkOpened(page, 'remove target confirmation', button(page, /^Remove .* from the buy list$/));
      await checkOpened(page, 'delete run list confirmation', button(page, /^Delete .*—/));
    },
  },
  // Requests to and from the dealer group's other rooftop (issue 20): the demo's seeded requests'
  // dialogs, closed without acting; North's owner ships what Demo Motors asked for.
  'group stock': {
    path: '/inventory/sourcing?tab=group',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'request a vehicle', button(page, /^Request .* from Demo Motors North$/));
    },
  },
  'inventory requests': {
    path: '/inventory/sourcing?tab=requests',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'accept a request', button(page, /^Accept the request for /));
      await checkOpened(page, 'decline a request', button(page, /^Decline the request for /));
      await checkOpened(page, 'receive a vehicle', button(page, /^Receive /));
      await checkOpened(page, 'cancel a request confirmation', button(page, /^Cancel request for /));
    },
  },
  'inventory requests of the other rooftop': {
    path: '/inventory/sourcing?tab=requests',
    as: 'north-owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'ship a vehicle', button(page, /^Ship /));
    },
  },
  'API tokens': {
    path: '/settings/api-tokens',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'create token', button(page, 'Create token'));
    },
  },
  // Webhooks (issue 38): the add-endpoint dialog; then an endpoint of its own (on a closed loopback
  // port, following an event no walk causes), its signing secret shown once, its delete confirmation,
  // and it is deleted again.
  webhooks: {
    path: '/settings/webhooks',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'add endpoint', button(page, 'Add endpoint'));
      const url = `http://127.0.0.1:9/accessibility-${Date.now()}`;
      await button(page, 'Add endpoint').click();
      const add = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
      await add.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
      await add.getByRole('checkbox', { name: /^vehicle\.sold/ }).check();
      await add.getByRole('button', { name: 'Add endpoint' }).click();
      const secret = page.getByRole('dialog', { name: 'Endpoint added' });
      await expect(secret).toBeVisible({ timeout: 30_000 });
      await settled(page);
      await expectNoViolations(page, 'signing secret shown once', secret);
      await secret.getByRole('button', { name: 'I have copied it' }).click();
      const endpoint = page.getByRole('region', { name: url, exact: true });
      await checkOpened(page, 'delete endpoint confirmation', endpoint.getByRole('button', { name: 'Delete' }));
      await endpoint.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(endpoint).toHaveCount(0);
    },
  },
  // Only Lotwise administrators change plans (owners are asked to contact us).
  billing: {
    path: '/settings/billing',
    as: 'admin@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'change plan confirmation', button(page, /^Change plan to/));
    },
  },
  // Creating a feed secret replaces Demo Motors' (the DMS flow makes its own before posting).
  dms: {
    path: '/settings/dms',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'provider list', page.getByRole('combobox', { name: 'DMS provider' }));
      await checkOpened(page, 'feed secret shown once', button(page, /feed secret$/));
    },
  },
  // Marketplaces (issue 20): adding one shows its URLs and lead secret once (this makes a feed of its
  // own); the revoke confirmation is closed without acting on Demo Motors' Cars.com feed.
  marketplaces: {
    path: '/settings/marketplaces',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'revoke feed confirmation', button(page, /^Revoke the .* feed$/));
      await checkOpened(page, 'add marketplace', button(page, 'Add marketplace'));
      await button(page, 'Add marketplace').click();
      await page
        .getByRole('dialog', { name: 'Add a marketplace' })
        .getByRole('textbox', { name: 'Marketplace' })
        .fill(`Accessibility ${Date.now()}`);
      await button(page, 'Create feed').click();
      const feed = page.getByRole('dialog', { name: /^Your Accessibility \d+ feed$/ });
      await expect(feed).toBeVisible({ timeout: 30_000 });
      await settled(page);
      await expectNoViolations(page, 'feed URLs and lead secret shown once', feed);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  },
  leads: {
    path: '/inventory/leads',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'lead state filter', page.getByRole('combobox', { name: 'State' }));
      await checkOpened(page, 'move a lead', page.getByRole('combobox', { name: 'Move to' }).first());
    },
  },
  administration: {
    path: '/admin',
    as: 'admin@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'new organization', button(page, /^New$/));
      await button(page, /^Demo Motors/).click();
      await checkOpened(page, 'rename organization', button(page, 'Rename Demo Motors'));
      await checkOpened(page, 'plan list', page.getByRole('combobox', { name: 'Plan' }).first());
      await page.getByRole('tab', { name: 'Users' }).click();
      await settled(page);
      await expectNoViolations(page, 'administration, users tab');
      await checkOpened(page, 'invite user', button(page, 'Invite user'));
      await checkOpened(page, 'user flags', button(page, /^Edit flags of/));
      await checkOpened(page, 'user actions', button(page, /^Actions for/));
      await checkOpened(
        page,
        'sign out everywhere confirmation',
        button(page, /^Actions for/),
        menuItem(page, 'Sign out everywhere'),
      );
      await page.getByRole('tab', { name: 'Activity' }).click();
      await settled(page);
      await expectNoViolations(page, 'administration, activity tab');
    },
  },
  // Dealer groups (issue 20): a test of their own, so the administration walk stays within its time.
  'administration, dealer group': {
    path: '/admin',
    as: 'admin@demo.test',
    dialogs: async (page) => {
      await button(page, /^Demo Motors/).click();
      await checkOpened(page, 'dealer group list', page.getByRole('combobox', { name: 'Dealer group' }));
      await checkOpened(page, 'new dealer group', button(page, 'New dealer group'));
    },
  },
  transportation: {
    path: '/transportation',
    as: 'owner@demo.test',
    dialogs: async (page) => {
      await checkOpened(page, 'new transport order', button(page, 'New transport order'));
      await checkOpened(
        page,
        'transport order',
        page.getByRole('table', { name: 'Transport orders' }).getByRole('button').first(),
      );
    },
  },
};

test.describe('every dialog', () => {
  for (const [name, { path, as, dialogs }] of Object.entries(SCREENS)) {
    test.describe.serial(name, () => {
      test(`at ${DESKTOP.width} px`, async ({ browser }) => {
        pairPage = await openAs(browser, as);
        await visit(pairPage, path);
        await dialogs(pairPage, DESKTOP);
      });
      test(`at ${PHONE.width} px`, async () => {
        const page = pairPage!;
        try {
          // A fresh load at the phone size: the desktop test's dialogs may have left the page.
          await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
          await visit(page, path);
          await dialogs(page, PHONE);
        } finally {
          await page.close();
        }
      });
    });
  }
});
