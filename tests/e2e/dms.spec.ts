import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures/test';
import { withCheckDigit } from '../../src/shared/inventory/vin';
import { dmsCsv, postDelivery } from '../integration/support/stand-in-dms';
import { authenticate } from './fixtures/auth';

// An OWNER connects Demo Motors' DMS, creates the feed secret, a stand-in DMS posts a delivery
// signed with it, and the vehicle is in inventory and the delivery in the list. The vehicle's VIN
// and stock number are this run's own.

// Sign-in, three pages and an import on a shared, busy CPU.
test.describe.configure({ timeout: 300_000 });

test('an owner connects the DMS; a delivery from the stand-in DMS shows in the list and in inventory', async ({
  page,
  baseURL,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const vin = withCheckDigit(`5YJ3E1EA0P${suffix}1`.slice(0, 17));
  const stockNumber = `E2EDMS${suffix}`;

  await authenticate(page, 'owner@demo.test');
  await page.goto('/settings');
  await page.getByRole('link', { name: /^DMS connection/ }).click();
  await expect(page.getByRole('heading', { name: 'DMS connection', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'DMS provider' }).click();
  await page.getByRole('option', { name: 'Tekion' }).click();
  await page.getByRole('textbox', { name: 'Dealer ID' }).fill(`TK-${suffix}`);
  await page.getByRole('textbox', { name: 'Store ID' }).fill('02');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('DMS connection saved.')).toBeVisible();

  await page.getByRole('button', { name: /feed secret$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Your feed secret' });
  const secret = await dialog.getByRole('textbox', { name: 'Feed secret' }).inputValue();
  expect(secret).toMatch(/^lwdms_/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  const feedUrl = await page.getByRole('textbox', { name: 'Feed address' }).inputValue();
  expect(feedUrl.startsWith(baseURL!)).toBe(true);

  const deliveryId = `e2e-${randomUUID()}`;
  const answer = await postDelivery({
    url: feedUrl,
    secret,
    deliveryId,
    body: dmsCsv(
      [
        {
          vin,
          stockNumber,
          year: 2023,
          make: 'Tesla',
          model: 'Model 3',
          mileage: 12_400,
          listPrice: 33_900,
          acquiredDate: '2026-11-02',
        },
      ],
      ['BADVIN,X1,2023,Tesla,Model 3,1,1,2026-11-02'],
    ),
  });
  expect(answer.status).toBe(200);

  await page.reload();
  // A busy CPU can take tens of seconds to hydrate the page again.
  await expect(page.getByRole('heading', { name: 'DMS connection', level: 1 })).toBeVisible({ timeout: 60_000 });
  const delivery = page.getByTestId('dms-delivery').filter({ hasText: deliveryId });
  await expect(delivery).toContainText('1 added', { timeout: 30_000 });
  await expect(delivery).toContainText('1 rejected');
  await expect(delivery).toContainText('Line 3:');

  await page.goto('/inventory');
  await page.getByRole('textbox', { name: 'Search inventory' }).fill(vin.slice(9).toLowerCase());
  // The grid shows the car found by its VIN under its stock number (the VIN column is off by default).
  await expect(page.getByRole('link', { name: stockNumber, exact: true })).toBeVisible({ timeout: 30_000 });
});
