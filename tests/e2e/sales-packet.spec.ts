import { expect, test } from './fixtures/test';
import { authenticate } from './fixtures/auth';
import { createReconVehicle } from './fixtures/recon-vehicle';

// Under a shared, busy CPU the packet screen, the print view and the public page load one after another.
test.describe.configure({ timeout: 360_000 });

test('a sales packet is printed, opened through its public link signed out, and the revoked link answers 410', async ({ page, browser }) => {
  await authenticate(page, 'owner@demo.test');
  const vehicle = await createReconVehicle(page);

  await page.goto(`/inventory/${vehicle.id}`);
  await page.getByRole('link', { name: 'Sales packet' }).click({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: '2023 Tesla Model 3', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('packet-price')).toHaveText('$31,995');

  // A share link, shown once; the QR code then encodes it.
  await page.getByRole('button', { name: 'Create share link' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Note').fill('E2E customer');
  await dialog.getByRole('button', { name: 'Create share link' }).click();
  const shareUrl = await dialog.getByLabel('Share link').inputValue();
  expect(shareUrl).toMatch(/\/packet\/[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('packet-qr-code')).toBeVisible();

  // Printed: the print layout alone, without the shell or the CRM widget, with the QR code.
  const printHref = await page.getByRole('link', { name: 'Print' }).getAttribute('href');
  expect(printHref).toContain('?pdfMode=true#link=');
  await page.goto(printHref!);
  await expect(page.locator('[data-pdf-mode]')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: '2023 Tesla Model 3', level: 1 })).toBeVisible();
  await expect(page.getByTestId('packet-qr-code')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create share link' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as Window & { __thirdParty?: string[] }).__thirdParty ?? [])).not.toContain('crm');

  // Opened through the link by someone signed out.
  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  const opened = await customerPage.goto(shareUrl);
  expect(opened!.status()).toBe(200);
  await expect(customerPage.getByRole('heading', { name: '2023 Tesla Model 3', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(customerPage.getByTestId('packet-price')).toHaveText('$31,995');
  await expect(customerPage.getByTestId('packet-qr-code')).toBeVisible();
  await expect(customerPage.getByText('E2E customer')).toHaveCount(0);
  // Closed, so the owner's page is the one in front again (a page behind gets no animation frames).
  await customer.close();

  // The view is listed; the link is revoked.
  await page.bringToFront();
  await page.goto(`/inventory/${vehicle.id}/packet`);
  const row = page.getByTestId('packet-link-row').filter({ hasText: 'E2E customer' });
  // The shell loads again after a full navigation: slow on a busy machine.
  await expect(row.getByTestId('packet-link-views')).toHaveText('1', { timeout: 60_000 });
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByText('Revoked')).toBeVisible();

  const later = await browser.newContext();
  const laterPage = await later.newPage();
  const gone = await laterPage.goto(shareUrl);
  expect(gone!.status()).toBe(410);
  await expect(laterPage.getByRole('heading', { name: 'This link was revoked', level: 1 })).toBeVisible({ timeout: 60_000 });
  await later.close();
});
