import { expect, test } from './fixtures/test';
import { PARTNERS } from '../../src/shared/config/partners';
import { authenticate } from './fixtures/auth';

// "#3949AB" → "rgb(57, 73, 171)", what getComputedStyle reports.
// The first figures of the demo stock (about 250 vehicles valued against the market) take a while on a cold server.
test.describe.configure({ timeout: 90_000 });

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

test('the demo owner, who holds the feature, sees their stock against the market in the summit theme', async ({
  page,
}) => {
  await authenticate(page, 'owner@demo.test');
  await page.goto('/summit-dealer-insights');
  await expect(page.getByRole('heading', { name: 'Dealer insights', level: 1 })).toBeVisible();
  const inStock = page.getByTestId('figure-in-stock').locator('p').nth(1);
  await expect(inStock).toHaveText(/^\d+$/, { timeout: 45_000 });
  // The headline figures are in the theme's primary colour: the shell's summit palette on this path.
  expect(await inStock.evaluate((element) => getComputedStyle(element).color)).toBe(rgb(PARTNERS.summit.palette.main));
  await expect(page.getByRole('region', { name: 'Fast sellers nearby', exact: true })).toBeVisible();
  await expect(page.getByTestId('fast-seller').first()).toBeVisible();
  const vehicles = page.getByRole('table', { name: 'Your vehicles' });
  await expect(page.getByTestId('insight-vehicle-row').first()).toBeVisible();
  // Sorted by days in stock, most first; one click turns it around.
  const days = async () =>
    (await vehicles.locator('tbody tr td:nth-child(4)').allTextContents()).map((text) =>
      Number(text.replace(/,/g, '')),
    );
  const descending = await days();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await vehicles.getByRole('button', { name: 'Days in stock' }).click();
  expect(await days()).toEqual([...descending].sort((a, b) => a - b));
  await expect(page.getByRole('link', { name: 'Print / PDF' })).toHaveAttribute(
    'href',
    '/summit-dealer-insights?pdfMode=true',
  );
});

test('at phone width the vehicles are cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await authenticate(page, 'owner@demo.test');
  await page.goto('/summit-dealer-insights');
  // As in the test above: the stock valued against the market takes a while on a busy machine.
  await expect(page.getByTestId('insight-vehicle-card').first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('insight-vehicle-row')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a user without the feature sees that it is not in their plan', async ({ page }) => {
  await authenticate(page, 'editor@demo.test');
  await page.goto('/summit-dealer-insights');
  await expect(page.getByRole('heading', { name: 'Dealer insights', level: 1 })).toBeVisible();
  await expect(page.getByTestId('dealer-insights-not-included')).toContainText(
    'Dealer insights are not included in your plan',
  );
  await expect(page.getByTestId('insight-vehicle-row')).toHaveCount(0);
});
