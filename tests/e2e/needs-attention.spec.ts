import { expect, test, type Page } from './fixtures/test';
import { authenticate } from './fixtures/auth';
import { expectToastShown } from './fixtures/toasts';

// Working the needs-attention queue (issue 18): snooze one item, dismiss another with a reason,
// see the navigation badge drop by one each time, then reopen both so the demo queue is as it was.
// The first read of a cold server values the whole demo stock against the market: a slow first answer.
test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 60_000 };

const badge = (page: Page) => page.getByRole('navigation').getByRole('link', { name: /^Needs attention\s*\d+ items? needs? your attention$/ });
// The pill shows at most "99+"; the sentence screen readers hear has the exact count.
const badgeCount = async (page: Page) => Number(/(\d+) items? needs? your attention/.exec((await badge(page).textContent()) ?? '')?.[1] ?? 'NaN');

test('snooze one item, dismiss one with a reason, the badge counting down; reopen both', async ({ page }) => {
  await authenticate(page, 'owner@demo.test');
  await page.goto('/needs-attention');
  await expect(page.getByRole('heading', { name: 'Needs attention', level: 1 })).toBeVisible(FIRST_LOAD);
  await expect(badge(page)).toBeVisible(FIRST_LOAD);
  const start = await badgeCount(page);
  expect(start).toBeGreaterThan(2);

  const items = page.getByRole('region', { name: 'Items that need attention' }).getByRole('article');
  await expect(items.first()).toBeVisible(FIRST_LOAD);
  // Mine, oldest first: the chips count each rule's open items; "All" sums them.
  await expect(page.getByRole('button', { name: 'Mine', pressed: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `All (${start} open)` })).toBeVisible();

  const first = (await items.first().getAttribute('aria-label'))!;
  await items.first().getByRole('button', { name: `Snooze ${first}` }).click();
  const snooze = page.getByRole('dialog', { name: `Snooze ${first}` });
  await snooze.getByRole('button', { name: 'Next week' }).click();
  await snooze.getByRole('button', { name: 'Snooze' }).click();
  await expectToastShown(page, `Snoozed: ${first}`);
  await expect(page.getByRole('article', { name: first })).toHaveCount(0);
  await expect.poll(() => badgeCount(page)).toBe(start - 1);

  const second = (await items.first().getAttribute('aria-label'))!;
  await items.first().getByRole('button', { name: `Dismiss ${second}` }).click();
  const dismiss = page.getByRole('dialog', { name: `Dismiss ${second}` });
  await expect(dismiss.getByRole('button', { name: 'Dismiss' })).toBeDisabled();
  await dismiss.getByRole('textbox', { name: 'Reason' }).fill('Wholesaling it at Thursday’s auction');
  await dismiss.getByRole('button', { name: 'Dismiss' }).click();
  await expectToastShown(page, `Dismissed: ${second}`);
  await expect.poll(() => badgeCount(page)).toBe(start - 2);

  // Each shows under its state, with who acted; reopening puts the queue back as it was.
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Dismissed' }).click();
  const dismissed = page.getByRole('article', { name: second });
  await expect(dismissed).toContainText('Dismissed by Olivia Owens: Wholesaling it at Thursday’s auction');
  await dismissed.getByRole('button', { name: `Reopen ${second}` }).click();
  await expectToastShown(page, `Reopened: ${second}`);

  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Snoozed' }).click();
  const snoozed = page.getByRole('article', { name: first });
  await expect(snoozed).toContainText(/Snoozed until .+ by Olivia Owens/);
  await snoozed.getByRole('button', { name: `Reopen ${first}` }).click();
  await expectToastShown(page, `Reopened: ${first}`);
  await expect(page.getByText('No snoozed items')).toBeVisible();
  await expect.poll(() => badgeCount(page)).toBe(start);

  // The record's page is one click away.
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Open' }).click();
  await expect(page.getByRole('article', { name: first })).toBeVisible();
});

test('fits a phone, the badge in the navigation drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await authenticate(page, 'owner@demo.test');
  await page.goto('/needs-attention');
  await expect(page.getByRole('region', { name: 'Items that need attention' }).getByRole('article').first()).toBeVisible(FIRST_LOAD);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await page.getByRole('button', { name: 'Open the navigation' }).click();
  await expect(badge(page)).toBeVisible();
});

test('the collapsed navigation keeps the count: a dot on the icon, the sentence in the link', async ({ page }) => {
  await authenticate(page, 'owner@demo.test');
  await page.goto('/needs-attention');
  await expect(badge(page)).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Collapse the navigation' }).click();
  const entry = page.getByRole('navigation').getByRole('link', { name: /^Needs attention/ });
  await expect(entry.getByTestId('nav-attention-badge')).toHaveCount(0);
  await expect(entry.getByTestId('nav-attention-dot').locator('.MuiBadge-dot')).toBeVisible();
  await expect(entry).toHaveAccessibleName(/\d+ items? needs? your attention$/);
});
