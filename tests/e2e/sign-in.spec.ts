import { expect, test } from './fixtures/test';
import { DEMO_PASSWORD, signInAs, signInThroughForm } from './fixtures/auth';

test('an unauthenticated visit is redirected to sign in, then back to the page', async ({ page, baseURL }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('error')).toBe('SessionRequired');
  expect(url.searchParams.get('callbackUrl')).toBe(`${baseURL}/dashboard`);
  await expect(page.getByRole('alert').filter({ hasText: 'Please sign in' })).toBeVisible();

  await signInThroughForm(page, 'owner@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Olivia' })).toBeVisible();
  await expect(page.getByText('Demo Motors')).toBeVisible();
  await expect(page.getByText('OWNER', { exact: true })).toBeVisible();
});

test('wrong credentials show a clear error and keep the visitor on the sign-in page', async ({ page }) => {
  await page.goto('/signin');
  await signInThroughForm(page, 'owner@demo.test', 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: 'do not match an active account' })).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
});

test('the page title and description are the product name', async ({ page }) => {
  await signInAs(page, 'viewer@demo.test');
  await expect(page).toHaveTitle('Lotwise');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Lotwise');
});
