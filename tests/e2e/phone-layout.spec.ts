import { expect, test } from './fixtures/test';
import { signInAs } from './fixtures/auth';
import { expectNoSidewaysScrolling } from './fixtures/layout';

// Every page at 390 px is checked for sideways scrolling by the accessibility walk
// (accessibility.spec.ts, which opens each page at that size anyway); this is the navigation drawer,
// which only a phone has.
test.use({ viewport: { width: 390, height: 844 } });

test('the navigation drawer opens and closes without widening the page', async ({ page }) => {
  await signInAs(page, 'owner@demo.test');
  await page.getByRole('button', { name: 'Open the navigation' }).click();
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expectNoSidewaysScrolling(page);
  await navigation.getByRole('link', { name: 'Inventory' }).click();
  // A first visit to a route on a server whose cores the whole suite shares took over 20 s in CI.
  await expect(page).toHaveURL(/\/inventory$/, { timeout: 60_000 });
  await expect(navigation).toBeHidden();
  await expectNoSidewaysScrolling(page);
});
