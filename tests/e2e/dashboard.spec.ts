import { expect, test, type Page } from './fixtures/test';
import { expectToastShown } from './fixtures/toasts';
import { authenticate, signInAs } from './fixtures/auth';

const CHECKLIST_TITLE = 'Get your dealership set up';

// The dashboard loads a card per area (each its own query) beside the checklist: on a shared, busy
// CPU that takes more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** Waits for the dashboard's lazily loaded cards (the inventory summary), so an absent card is truly absent. */
async function dashboardSettled(page: Page) {
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open inventory' })).toBeVisible();
}

test('the demo owner sees the steps already done, ticks one by hand, and it stays after reload', async ({ page }) => {
  await signInAs(page, 'owner@demo.test');
  // Demo Motors has its team and its inventory in: those two tick themselves.
  await expect(page.getByRole('checkbox', { name: 'Invite your team' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Import your inventory' })).toBeChecked();
  await expect(page.getByText('2 of 4 steps done')).toBeVisible();
  const item = page.getByRole('checkbox', { name: 'Connect your DMS' });
  // click, then wait for the box: the tick shows once the change is on its way (a re-render).
  await item.click();
  await expect(item).toBeChecked();
  await expect(page.getByText('3 of 4 steps done')).toBeVisible();
  await expectToastShown(page, 'Checklist updated');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Connect your DMS' })).toBeChecked();
  // Back to how the demo organization was, for the tests that follow.
  await item.click();
  await expect(item).not.toBeChecked();
  await expect(page.getByText('2 of 4 steps done')).toBeVisible();
});

test('a new dealer’s checklist ticks itself after the first invitation, and steps aside when all is done', async ({
  page,
}) => {
  // Setup Motors (tests/e2e/fixtures/prepare-database.ts) is this test's own organization.
  await signInAs(page, 'setup.owner@demo.test');
  await expect(page.getByText('0 of 4 steps done')).toBeVisible();

  await page.goto('/settings/users');
  await page.getByRole('button', { name: 'Invite' }).click();
  const inviteDialog = page.getByRole('dialog', { name: 'Invite a person' });
  await inviteDialog.getByLabel('Email').fill(`first.hire.${Date.now()}@setup.test`);
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByRole('dialog', { name: 'Invitation created' }).getByRole('button', { name: 'Done' }).click();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('checkbox', { name: 'Invite your team' })).toBeChecked();
  await expect(page.getByText('1 of 4 steps done')).toBeVisible();

  for (const [name, done] of [
    ['Import your inventory', 2],
    ['Connect your DMS', 3],
  ] as const) {
    await page.getByRole('checkbox', { name }).click();
    await expect(page.getByText(`${done} of 4 steps done`)).toBeVisible();
  }
  await page.getByRole('checkbox', { name: 'Configure pricing' }).click();
  await expect(page.getByText(CHECKLIST_TITLE)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(CHECKLIST_TITLE)).toHaveCount(0);
  // The settings page still holds it, all ticked, for a dealer who wants to untick a step.
  await page.goto('/settings');
  await expect(page.getByText('4 of 4 steps done')).toBeVisible();
});

test('a viewer, who cannot change the organization’s settings, does not see the checklist', async ({ page }) => {
  await signInAs(page, 'viewer@demo.test');
  await dashboardSettled(page);
  await expect(page.getByText(CHECKLIST_TITLE)).toHaveCount(0);
});

test('an agent sees their area’s entry points instead of the dealer checklist', async ({ page }) => {
  await signInAs(page, 'agent@demo.test');
  const card = page.getByRole('list', { name: 'Your agent area' });
  await expect(card.getByRole('link', { name: /^Territory insights/ })).toHaveAttribute(
    'href',
    '/agent/territory-insights',
  );
  await expect(card.getByRole('link', { name: /^Dealer insights/ })).toHaveAttribute('href', '/summit-dealer-insights');
  await expect(page.getByText(CHECKLIST_TITLE)).toHaveCount(0);
  await card.getByRole('link', { name: /^Map my route/ }).click();
  await expect(page).toHaveURL(/\/agent\/territory-insights\/map-my-route$/);
  await expect(page.getByRole('heading', { name: 'Map my route', level: 1 })).toBeVisible();
});

test('the progress bar runs during a slow route change', async ({ page }) => {
  await authenticate(page, 'viewer@demo.test');
  await page.goto('/recon');
  // Hold the next page's data until the bar has been seen, so the route change is slow for as long as it takes.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/data/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

const AREA_CARDS = ['card-recon', 'card-approvals', 'card-appraisals', 'card-gross', 'card-attention'];

test('the owner sees a card per area, each with its figures and a link to its screen', async ({ page }) => {
  await signInAs(page, 'owner@demo.test');
  await dashboardSettled(page);
  for (const card of AREA_CARDS) await expect(page.getByTestId(card)).toBeVisible();
  // Figures arrive (a number, or '—' when there is nothing to measure), not skeletons forever.
  for (const figure of [
    'recon-in-recon',
    'approvals-waiting',
    'appraisals-week-made',
    'gross-this-month',
    'attention-mine',
  ]) {
    await expect(page.getByTestId(figure)).toHaveText(/^(\$?[\d,.]+( days| %)?|—)$/);
  }
  await page.getByTestId('card-recon').getByRole('link', { name: 'Open recon' }).click();
  await expect(page).toHaveURL(/\/recon$/);
  await page.goBack();
  await page.getByTestId('card-approvals').getByRole('link', { name: 'Open approvals' }).click();
  await expect(page).toHaveURL(/\/ro-approval$/);
});

test('a viewer sees the cards of the areas they hold (inventory, reports) and nothing about the others', async ({
  page,
}) => {
  await signInAs(page, 'viewer@demo.test');
  await dashboardSettled(page);
  await expect(page.getByTestId('card-gross')).toBeVisible();
  await expect(page.getByTestId('gross-this-month')).toHaveText(/^(\$[\d,]+|—)$/);
  for (const card of ['card-recon', 'card-approvals', 'card-appraisals', 'card-attention'])
    await expect(page.getByTestId(card)).toHaveCount(0);
  await expect(page.getByText('Recon pipeline')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cards stack without sideways scrolling', async ({ page }) => {
    await signInAs(page, 'owner@demo.test');
    await dashboardSettled(page);
    for (const card of AREA_CARDS) await expect(page.getByTestId(card)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the dashboard names the recon bottleneck, colours what asks for action, and each figure opens the list behind it', async ({
  page,
}) => {
  await authenticate(page, 'owner@demo.test');
  await page.goto('/dashboard');
  await dashboardSettled(page);

  const recon = page.getByTestId('card-recon');
  const bottleneck = page.getByTestId('recon-bottleneck').getByRole('link');
  await expect(bottleneck).toHaveText(/^Bottleneck: .+, \d+ cars? overdue, [\d.]+ days over/, { timeout: 45_000 });
  await expect(bottleneck).toHaveAttribute('href', /^\/recon\?stage=[0-9a-f-]+&overdue=1$/);
  await expect(recon.getByRole('link', { name: 'overdue in their stage' })).toHaveAttribute('href', '/recon?overdue=1');
  await expect(page.getByTestId('recon-overdue')).toHaveAttribute('data-tone', 'warning');

  const aged = page.getByTestId('summary-aged');
  await expect(aged).toHaveText(/^\d+$/);
  const agedCount = Number(await aged.textContent());
  expect(agedCount).toBeGreaterThan(0);
  await expect(aged).toHaveAttribute('data-tone', 'warning');
  await page.getByRole('link', { name: 'aged over 60 days' }).click();
  await expect(page).toHaveURL(/\/inventory\?older=60$/);
  // The grid's pager counts what the filter found: the same cars the dashboard counted.
  await expect(page.getByText(new RegExp(`^1–\\d+ of ${agedCount}$`))).toBeVisible({ timeout: 45_000 });
});
