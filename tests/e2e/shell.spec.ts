import { expect, test, type Page } from 'playwright/test';
import { signInAs } from './fixtures/auth';
import { openCustomizer, storedSettings } from './fixtures/shell';

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function visibleLinks(page: Page): Promise<string[]> {
  // The entries are the navigation's list items; the brand link above them is not one.
  const texts = await mainNavigation(page).getByRole('listitem').getByRole('link').allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}

test.describe('navigation per demo user', () => {
  test('an owner sees every section the organization has, settings in a group', async ({ page }) => {
    await signInAs(page, 'owner@demo.test');
    await expect(mainNavigation(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    // Exactly these, in the navigation's order: the settings group's links stay hidden until it opens.
    expect(await visibleLinks(page)).toEqual([
      'Dashboard',
      'Inventory',
      'Appraisals',
      'Reconditioning',
      'Pricing',
      'Repair orders',
      'Needs attention',
      'Transportation',
      'Reports',
    ]);
    await mainNavigation(page).getByRole('button', { name: 'Settings' }).click();
    await expect(mainNavigation(page).getByRole('link', { name: 'Team' })).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: 'Billing' })).toBeVisible();
    // The organization lacks the territory_insights flag.
    await expect(mainNavigation(page).getByRole('link', { name: 'Territory insights' })).toHaveCount(0);
    await mainNavigation(page).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/settings\/users$/);
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  });

  test('a viewer sees only the sections they hold', async ({ page }) => {
    await signInAs(page, 'viewer@demo.test');
    await expect(mainNavigation(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect((await visibleLinks(page)).sort()).toEqual(['Dashboard', 'Inventory', 'Reports']);
    await expect(mainNavigation(page).getByRole('button', { name: 'Settings' })).toHaveCount(0);
  });

  test('an agent gets the agent area and the partner colour', async ({ page }) => {
    await signInAs(page, 'agent@demo.test');
    await mainNavigation(page).getByRole('button', { name: 'Agent' }).click();
    await mainNavigation(page).getByRole('link', { name: 'Map my route' }).click();
    await expect(page).toHaveURL(/\/agent\/territory-insights\/map-my-route$/);
    await expect(page.getByRole('heading', { name: 'Map my route', level: 1 })).toBeVisible();
    // Every agent gets the northwind theme colour (CONTRACTS.md).
    const avatarColour = await page.getByRole('button', { name: 'Account menu' }).evaluate((button) => {
      const avatar = button.querySelector('.MuiAvatar-root') ?? button;
      return getComputedStyle(avatar).backgroundColor;
    });
    expect(avatarColour).toBe('rgb(15, 118, 110)');
  });
});

test('customizer changes are saved and survive a reload; layout is reset on load as SPEC.md says', async ({ page }) => {
  await signInAs(page, 'owner@demo.test');
  const customizer = await openCustomizer(page);
  await customizer.getByRole('radio', { name: 'Full width' }).check();
  await customizer.getByRole('radio', { name: 'Bordered' }).check();
  await customizer.getByRole('radio', { name: 'Horizontal' }).check();
  expect(await storedSettings(page)).toMatchObject({ contentWidth: 'full', skin: 'bordered', layout: 'horizontal' });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(await storedSettings(page)).toMatchObject({ contentWidth: 'full', skin: 'bordered' });
  const reopened = await openCustomizer(page);
  await expect(reopened.getByRole('radio', { name: 'Full width' })).toBeChecked();
  await expect(reopened.getByRole('radio', { name: 'Bordered' })).toBeChecked();
  // Stored layout is ignored on load (SPEC.md section 4 step 2).
  await expect(reopened.getByRole('radio', { name: 'Vertical' })).toBeChecked();
});

test('right-to-left direction mirrors the interface and persists', async ({ page }) => {
  await signInAs(page, 'owner@demo.test');
  const customizer = await openCustomizer(page);
  await customizer.getByRole('radio', { name: 'Right to left' }).check();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const navigationBox = await mainNavigation(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(navigationBox!.x).toBeGreaterThan(viewport.width / 2);
});

test('a toast appears at the chosen position', async ({ page }) => {
  await signInAs(page, 'owner@demo.test');
  const customizer = await openCustomizer(page);
  await customizer.getByRole('radio', { name: 'Bottom left' }).check();
  await customizer.getByRole('button', { name: 'Show a sample notification' }).click();
  const toast = page.getByText('Notifications appear here.');
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThan(viewport.height / 2);
  expect(box.x).toBeLessThan(viewport.width / 2);
});

test('signing out from the account menu ends the session', async ({ page }) => {
  await signInAs(page, 'editor@demo.test');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/error=SessionRequired/);
});
