import { expect, test } from 'playwright/test';
import { signInAs } from './fixtures/auth';

test('an owner ticks a checklist item; it stays ticked after reload', async ({ page }) => {
  await signInAs(page, 'owner@demo.test');
  const item = page.getByRole('checkbox', { name: 'Import your inventory' });
  // Every run starts from a fresh database (playwright.config.ts), and this test unticks at the end.
  await expect(item).not.toBeChecked();
  await expect(page.getByText('0 of 4 steps done')).toBeVisible();
  // click, then wait for the box: the tick shows once the change is on its way (a re-render).
  await item.click();
  await expect(item).toBeChecked();
  await expect(page.getByText('1 of 4 steps done')).toBeVisible();
  await expect(page.getByText('Checklist updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Import your inventory' })).toBeChecked();
  await item.click();
  await expect(item).not.toBeChecked();
  await expect(page.getByText('0 of 4 steps done')).toBeVisible();
});

test('a viewer sees the checklist but cannot change it', async ({ page }) => {
  await signInAs(page, 'viewer@demo.test');
  await expect(page.getByText('Only people who manage the organization settings can tick these off.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Invite your team' })).toBeDisabled();
});

test('the progress bar runs during a slow route change', async ({ page }) => {
  await signInAs(page, 'viewer@demo.test');
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
