import { expect, test } from './fixtures/test';
import { authenticate } from './fixtures/auth';

test('a section the user may not open shows the not-allowed page, with HTTP 403', async ({ page }) => {
  await authenticate(page, 'viewer@demo.test');
  const response = await page.goto('/recon');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a section the user holds opens, with what they may do in it', async ({ page }) => {
  await authenticate(page, 'editor@demo.test');
  const response = await page.goto('/transportation');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Transportation', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New transport order' })).toBeVisible();
});

test('the agent area is for agents only', async ({ page }) => {
  await authenticate(page, 'agent@demo.test');
  expect((await page.goto('/agent/territory-insights/map-my-route'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Map my route', level: 1 })).toBeVisible();
  await page.context().clearCookies();
  await authenticate(page, 'editor@demo.test');
  expect((await page.goto('/agent/territory-insights'))?.status()).toBe(403);
});
