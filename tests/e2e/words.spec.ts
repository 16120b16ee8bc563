import { expect, test } from './fixtures/test';
import { authenticate } from './fixtures/auth';

// Screens name sections and features by their labels, never by internal keys.

test('the not-allowed page says what is missing: the section, or the feature the organization lacks', async ({
  page,
}) => {
  await authenticate(page, 'viewer@demo.test');
  expect((await page.goto('/recon'))?.status()).toBe(403);
  await expect(
    page.getByText(
      'Your account cannot open Reconditioning. Ask an owner of your organization for access to it if you need it.',
    ),
  ).toBeVisible();

  await page.context().clearCookies();
  await authenticate(page, 'owner@demo.test');
  expect((await page.goto('/settings/territory-insights'))?.status()).toBe(403);
  await expect(
    page.getByText(
      'Territory insights settings needs the Territory insights feature, which your organization does not have yet. An owner can ask Lotwise to turn it on.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/territory_insights/)).toHaveCount(0);
});

test('the loading frame the server sends names itself in words before any translation has loaded', async ({ page }) => {
  await authenticate(page, 'owner@demo.test');
  const html = await (await page.request.get('/dashboard')).text();
  expect(html).toContain('aria-label="Loading Lotwise…"');
  expect(html).not.toContain('app.loading');
});
