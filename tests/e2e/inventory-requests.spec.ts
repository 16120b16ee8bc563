import { expect, test, type Page } from './fixtures/test';
import { withCheckDigit } from '../../src/shared/inventory/vin';
import { signInAs } from './fixtures/auth';
import { graph } from './fixtures/graph';

// Demo Motors' owner requests a vehicle of Demo Motors North (the other rooftop of Demo Auto Group),
// North's owner accepts and ships it, and Demo Motors' owner receives it into inventory. The vehicle
// is North's own, made for this test with a trim nobody else uses, so the flow finds it by searching.
const NORTH_OWNER = 'north-owner@demo.test';
const unique = `${Date.now() % 100_000}`.padStart(5, '0');
const TRIM = `E2E ${unique}`;
const VIN = withCheckDigit(`1FMCU9GD0NU${unique}7`);
const TITLE = `2022 Ford Escape ${TRIM}`;

async function requestRow(page: Page, list: 'Requested by your rooftop' | 'Requested of your rooftop') {
  await page.goto('/inventory/sourcing?tab=requests');
  return page.getByRole('region', { name: list }).getByRole('row').filter({ hasText: TITLE });
}

test('request a sister rooftop’s vehicle, have it accepted and shipped, and receive it into inventory', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, NORTH_OWNER);
  await graph(page, 'mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { id } }', {
    input: {
      vin: VIN,
      stockNumber: `NE2E${unique}`,
      year: 2022,
      make: 'Ford',
      model: 'Escape',
      trim: TRIM,
      mileage: 24_310,
      acquisitionSource: 'trade_in',
      acquiredDate: new Date().toISOString().slice(0, 10),
      costCents: 1_900_000,
      listPriceCents: 2_299_500,
      status: 'frontline',
    },
  });

  await page.context().clearCookies();
  await signInAs(page, 'owner@demo.test');
  await page.goto('/inventory');
  await page.getByRole('link', { name: 'Sourcing' }).click();
  await page.getByRole('tab', { name: 'Group stock' }).click({ timeout: 60_000 });
  await page.getByLabel('Search make, model or trim').fill(TRIM);
  const row = page.getByTestId('group-stock-vehicle').filter({ hasText: TITLE });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row).toContainText('Demo Motors North');
  await expect(row).toContainText('$22,995');
  await expect(row).not.toContainText(VIN);
  await row.getByRole('button', { name: `Request ${TITLE} from Demo Motors North` }).click();
  const asking = page.getByRole('dialog', { name: `Request ${TITLE}` });
  await asking.getByLabel('Note (optional)').fill('A customer wants it on Saturday.');
  await asking.getByRole('button', { name: 'Send request' }).click();
  await expect(asking).toBeHidden();
  await expect(row).toHaveCount(0);

  await page.context().clearCookies();
  await signInAs(page, NORTH_OWNER);
  const incoming = await requestRow(page, 'Requested of your rooftop');
  await expect(incoming).toContainText('A customer wants it on Saturday.', { timeout: 30_000 });
  await incoming.getByRole('button', { name: `Accept the request for ${TITLE}` }).click();
  const accepting = page.getByRole('dialog', { name: `Accept the request for ${TITLE}` });
  await accepting.getByLabel('Transfer price ($, optional)').fill('19,500');
  await accepting.getByRole('button', { name: 'Accept' }).click();
  await expect(accepting).toBeHidden();
  await expect(incoming).toContainText('Accepted');
  await incoming.getByRole('button', { name: `Ship ${TITLE}` }).click();
  const shipping = page.getByRole('dialog', { name: `Ship ${TITLE}` });
  await shipping.getByLabel('Shipping note (optional)').fill('Our own driver, tomorrow morning.');
  await shipping.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(shipping).toBeHidden();
  await expect(incoming).toContainText('Shipped');

  await page.context().clearCookies();
  await signInAs(page, 'owner@demo.test');
  const outgoing = await requestRow(page, 'Requested by your rooftop');
  await expect(outgoing).toContainText('Shipping: Our own driver, tomorrow morning.', { timeout: 30_000 });
  await expect(outgoing).toContainText('$19,500');
  await outgoing.getByRole('button', { name: `Receive ${TITLE}` }).click();
  const receiving = page.getByRole('dialog', { name: `Receive ${TITLE}` });
  await receiving.getByRole('button', { name: 'Receive' }).click();
  await expect(receiving).toBeHidden();
  await expect(outgoing).toContainText('Received');
  await outgoing.getByRole('link', { name: 'Open in your inventory' }).click();
  await expect(page).toHaveURL(/\/inventory\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('main')).toContainText(VIN, { timeout: 30_000 });
  await expect(page.getByRole('main')).toContainText('Incoming');
});
