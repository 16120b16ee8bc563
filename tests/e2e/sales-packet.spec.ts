import sharp from 'sharp';
import { expect, test } from './fixtures/test';
import { authenticate } from './fixtures/auth';
import { createReconVehicle } from './fixtures/recon-vehicle';

// Under a shared, busy CPU the packet screen, the print view and the public page load one after another.
test.describe.configure({ timeout: 360_000 });

test('a sales packet is printed, opened through its public link signed out, and the revoked link answers 410', async ({
  page,
  browser,
}) => {
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
  expect(await page.evaluate(() => (window as Window & { __thirdParty?: string[] }).__thirdParty ?? [])).not.toContain(
    'crm',
  );

  // Opened through the link by someone signed out.
  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  const opened = await customerPage.goto(shareUrl);
  expect(opened!.status()).toBe(200);
  await expect(customerPage.getByRole('heading', { name: '2023 Tesla Model 3', level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await expect(customerPage.getByTestId('packet-price')).toHaveText('$31,995');
  // The shopper already has the page open: the QR code is for the printed packet only (issue 33).
  await expect(customerPage.getByTestId('packet-qr-code')).toBeHidden();
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
  await expect(laterPage.getByRole('heading', { name: 'This link was revoked', level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await later.close();
});

const PHONE = { width: 390, height: 844 };

/** A camera-sized JPEG of one colour, as a phone would hand the file input. */
async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test('a shopper on a phone opens the packet sent as a text, swipes through its photos, asks for availability, and the lead is on the vehicle', async ({
  page,
  browser,
}) => {
  await authenticate(page, 'owner@demo.test');
  const vehicle = await createReconVehicle(page);
  await page.goto(`/inventory/${vehicle.id}`);
  await page
    .getByTestId('photo-input')
    .setInputFiles([
      await photo('front.jpg', '#2f5fb3'),
      await photo('side.jpg', '#b3261e'),
      await photo('rear.jpg', '#1e7b34'),
    ]);
  await expect(page.getByText('3 photos added')).toBeVisible({ timeout: 60_000 });

  // From the vehicle page: a link and the text-message body to copy (e-mail says it is off without SMTP).
  await page.getByRole('button', { name: 'Send to a customer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Note').fill('E2E phone shopper');
  await expect(
    dialog.getByText(
      'E-mail is off on this server (SMTP is not configured): copy the link or the text message instead.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Create share link' }).click();
  const shareUrl = await dialog.getByLabel('Share link').inputValue();
  expect(await dialog.getByRole('textbox', { name: 'Text message' }).inputValue()).toBe(
    `Hi, here is the 2023 Tesla Model 3 we talked about: ${shareUrl} — Demo Motors`,
  );
  await dialog.getByRole('button', { name: 'Done' }).click();

  const shopper = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await shopper.newPage();
  expect((await phone.goto(shareUrl))!.status()).toBe(200);
  await expect(phone.getByRole('heading', { name: '2023 Tesla Model 3', level: 1 })).toBeVisible({ timeout: 60_000 });
  // Nothing apologises for what is not there, the QR code waits for paper, the VIN stays on one line, nothing scrolls sideways.
  await expect(
    phone.getByText(/No inspection recorded|No reconditioning work recorded|when the provider is connected/),
  ).toHaveCount(0);
  await expect(phone.getByTestId('packet-qr-code')).toBeHidden();
  const vin = phone.getByTestId('packet-vin');
  expect(
    await vin.evaluate(
      (element) =>
        element.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(element).lineHeight || '24'),
    ),
  ).toBe(true);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expect(phone.getByRole('link', { name: 'Call (512) 555-0100' })).toHaveAttribute('href', 'tel:5125550100');

  // The photos: main first, the next by button, the last by a swipe.
  const position = phone.getByTestId('packet-gallery-position');
  await expect(position).toHaveText('1 / 3');
  await expect(phone.getByRole('img', { name: '2023 Tesla Model 3, photo 1 of 3' })).toBeVisible();
  await phone.getByRole('button', { name: 'Next photo' }).click();
  await expect(position).toHaveText('2 / 3');
  await phone.getByTestId('packet-gallery').evaluate((strip) => strip.scrollTo({ left: strip.clientWidth * 2 }));
  await expect(position).toHaveText('3 / 3');
  await expect(phone.getByRole('img', { name: '2023 Tesla Model 3, photo 3 of 3' })).toBeInViewport();

  // "Check availability": refused without a way to answer, then sent.
  const form = phone.getByRole('form', { name: 'Check availability' });
  await form.getByLabel('Your name').fill('Dana Phone');
  await form.getByRole('button', { name: 'Check availability' }).click();
  await expect(form.getByText('Give an e-mail or a phone number, so the dealership can answer.')).toBeVisible();
  await form.getByLabel('Phone').fill('512-555-0161');
  await form.getByRole('button', { name: 'Check availability' }).click();
  await expect(phone.getByTestId('packet-thanks')).toContainText('Thank you, Dana Phone.');
  await shopper.close();

  // The lead is on the vehicle, and so is the view.
  await page.bringToFront();
  await page.goto(`/inventory/${vehicle.id}`);
  const lead = page.getByTestId('vehicle-lead').filter({ hasText: 'Dana Phone' });
  await expect(lead).toContainText('via Sales packet', { timeout: 60_000 });
  await expect(page.getByTestId('vehicle-share-link').filter({ hasText: 'E2E phone shopper' })).toContainText(
    'Viewed once',
  );
});
