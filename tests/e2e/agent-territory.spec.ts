import { expect, test } from './fixtures/test';
import { authenticate } from './fixtures/auth';
import { expectNoViolations } from './fixtures/axe';

// The demo agent's territory (seeded around the demo ZIP with dealers, some due today). The task
// this spec adds is its own (a title of this run) and is completed before the end, so the dealer's
// open-task count is as it was for the other specs.
const title = `Bring the floor-plan offer ${String(Date.now() % 100_000).padStart(5, '0')}`;

test('the agent sees the dealer list and the map, opens a dealer and adds and completes a task', async ({ page }) => {
  test.setTimeout(90_000);
  await authenticate(page, 'agent@demo.test');
  await page.goto('/agent/territory-insights');
  await expect(page.getByRole('heading', { name: 'Territory insights', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('territory-counts')).toContainText('due today');
  const table = page.getByRole('table', { name: 'Dealers' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const map = page.getByTestId('agent-map');
  await expect(map.getByRole('img', { name: /^Map of \d+ dealers/ })).toBeVisible();
  expect(await map.getByTestId('map-point').count()).toBe((await table.getByRole('row').count()) - 1);
  await expect(page.getByRole('main').getByRole('link', { name: 'Map my route' })).toHaveAttribute('href', '/agent/territory-insights/map-my-route');
  await expectNoViolations(page, 'territory insights');

  // Sorting by name puts the rows in name order.
  await table.getByRole('button', { name: 'Dealer' }).click();
  const names = await table.getByRole('row').locator('td:first-child').allInnerTexts();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

  await table.getByRole('row').nth(1).getByRole('button').click();
  const drawer = page.getByRole('dialog', { name: names[0] });
  await expect(drawer.getByRole('heading', { name: 'Check in' })).toBeVisible();
  await expectNoViolations(page, 'dealer drawer');
  await drawer.getByRole('textbox', { name: 'New task' }).fill(title);
  await drawer.getByRole('button', { name: 'Add task' }).click();
  await expect(drawer.getByText(title)).toBeVisible();
  await drawer.getByRole('checkbox', { name: `Mark ${title} done` }).click();
  await expect(drawer.getByRole('checkbox', { name: `Mark ${title} done` })).toBeChecked();
});

test('at phone width the dealers are cards and the map opens on demand', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await authenticate(page, 'agent@demo.test');
  await page.goto('/agent/territory-insights');
  const cards = page.getByRole('list', { name: 'Dealers' });
  await expect(cards.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('agent-map')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.getByTestId('agent-map').getByTestId('map-scale')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await cards.getByRole('listitem').first().getByRole('button').click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Tasks' })).toBeVisible();
});
