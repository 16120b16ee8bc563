import { expect, test } from './fixtures/test';
import { withCheckDigit } from '../../src/shared/inventory/vin';
import { authenticate } from './fixtures/auth';

// The person receiving the car, on a phone: a transport order from request to delivery with its
// bill of lading (issue 20). The order is this spec's own, on a VIN no other spec uses.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

// Model year R (its tenth character): the order is then titled by its year, whatever the serial.
const VIN = withCheckDigit(`1TRE2E000R${String(Date.now() % 10_000_000).padStart(7, '0')}`);

test('an order is requested, assigned, picked up and delivered with a signed bill of lading at 390 px', async ({
  page,
}) => {
  await authenticate(page, 'editor@demo.test');
  await page.goto('/transportation');
  await expect(page.getByRole('heading', { name: 'Transportation', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New transport order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New transport order' });
  await dialog.getByLabel('VIN').fill(VIN);
  await dialog.getByLabel('Pickup address').fill('5333 W Kiest Blvd, Dallas, TX');
  await dialog.getByLabel('Pickup ZIP').fill('75236');
  await dialog.getByLabel('Delivery address').fill('1 Demo Motors Plaza, Austin, TX');
  await dialog.getByLabel('Delivery ZIP').fill('78704');
  const today = new Date().toISOString().slice(0, 10);
  await dialog.getByLabel('Pickup from').fill(today);
  await dialog.getByLabel('Pickup by').fill(today);
  await dialog.getByLabel('Price ($)').fill('250');
  await dialog.getByRole('button', { name: 'Order transport' }).click();

  const order = page.getByRole('dialog', { name: /^\d{4}/ });
  await expect(order.getByRole('definition').filter({ hasText: VIN })).toBeVisible();
  await expect(order.getByText('Requested')).toBeVisible();
  await expect(order.getByText('Distance (estimated from the ZIPs)')).toBeVisible();

  await order.getByLabel('Carrier name').fill('Lone Star Car Haulers');
  await order.getByLabel('MC/DOT number').fill('MC 784512');
  await order.getByRole('button', { name: 'Assign carrier' }).click();
  await expect(order.getByText('Assigned', { exact: true })).toBeVisible();

  const pickup = order.getByRole('form', { name: 'Bill of lading: pickup' });
  await pickup.getByLabel('Condition notes').fill('Light scratch on the rear bumper.');
  await pickup.getByRole('combobox', { name: 'Panel' }).click();
  await page.getByRole('option', { name: 'Rear bumper' }).click();
  await pickup.getByRole('button', { name: 'Mark damage' }).click();
  await expect(pickup.getByText('Rear bumper: Scratch')).toBeVisible();
  await pickup.getByLabel(/^Signed by/).fill('Marco Ruiz');
  await pickup.getByRole('button', { name: 'Sign and mark picked up' }).click();
  await expect(order.getByText('Picked up', { exact: true })).toBeVisible();

  const delivery = order.getByRole('form', { name: 'Bill of lading: delivery' });
  await delivery.getByLabel(/^Signed by/).fill('Devon Park');
  await delivery.getByRole('button', { name: 'Sign and mark delivered' }).click();
  await expect(order.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(order.getByText('Marco Ruiz')).toBeVisible();
  await expect(order.getByText('Devon Park')).toBeVisible();
  await expect(order.getByText('Rear bumper: Scratch')).toBeVisible();
  await expect(order.getByRole('form')).toHaveCount(0);
  // The person receiving the car never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await order.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Board' }).click();
  await expect(page.getByRole('region', { name: /^Delivered \(\d+\)$/ }).getByText(VIN)).toBeVisible();
});
