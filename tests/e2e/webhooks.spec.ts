import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './fixtures/test';
import { authenticate, signInAs } from './fixtures/auth';
import { graph } from './fixtures/graph';
import { mainNavigation } from './fixtures/shell';
import { withCheckDigit } from '../../src/shared/inventory/vin';

// Issue 38: an OWNER adds a webhook endpoint in Settings → Webhooks, pointed at a receiver this spec
// runs on loopback (the app servers allow it with WEBHOOK_ALLOW_PRIVATE, fixtures/servers.ts); a price
// change is delivered, signed, shows in the endpoint's log answered 200, and "Send again" delivers the
// same event once more as a new delivery. The vehicle is the spec's own, so no other spec's prices move.

type Received = { headers: IncomingHttpHeaders; body: string };

/** A receiver on loopback that records every request and answers 200 with a short body. */
async function startReceiver(): Promise<{ server: Server; origin: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end(`received ${received.length}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

/** Whether a delivery carries the signature docs/webhooks.md tells partners to check. */
function signedWith(secret: string, { headers, body }: Received): boolean {
  const timestamp = String(headers['x-lotwise-timestamp']);
  const delivery = String(headers['x-lotwise-delivery']);
  const expected = createHmac('sha256', secret).update(`${timestamp}.${delivery}.`).update(body).digest('hex');
  return headers['x-lotwise-signature'] === `sha256=${expected}`;
}

async function createVehicle(page: Page, unique: string): Promise<string> {
  const created = await graph<{ createVehicle: { id: string } }>(
    page,
    'mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { id } }',
    {
      input: {
        vin: withCheckDigit(`1FMCU9GD0NU${unique}7`),
        stockNumber: `WH${unique}`,
        year: 2022,
        make: 'Ford',
        model: 'Escape',
        trim: `Webhook ${unique}`,
        mileage: 18_200,
        acquisitionSource: 'trade_in',
        acquiredDate: new Date().toISOString().slice(0, 10),
        costCents: 1_800_000,
        listPriceCents: 2_199_500,
        status: 'frontline',
      },
    },
  );
  return created.createVehicle.id;
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;

test.beforeAll(async () => {
  receiver = await startReceiver();
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver.server.close(resolve));
});

test('an owner adds an endpoint, sees a price change delivered with answer 200, and sends it again', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const unique = `${Date.now() % 100_000}`.padStart(5, '0');
  const url = `${receiver.origin}/hooks/${unique}`;
  const before = receiver.received.length;

  await signInAs(page, 'owner@demo.test');
  await mainNavigation(page).getByRole('button', { name: 'Settings' }).click();
  await mainNavigation(page).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/settings\/webhooks$/);
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add endpoint' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await add.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
  await add.getByRole('checkbox', { name: /^vehicle\.priced/ }).check();
  await add.getByRole('button', { name: 'Add endpoint' }).click();

  const shownOnce = page.getByRole('dialog', { name: 'Endpoint added' });
  await expect(shownOnce.getByText('will not be shown again')).toBeVisible();
  const secret = await shownOnce.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await shownOnce.getByRole('button', { name: 'I have copied it' }).click();

  const endpoint = page.getByRole('region', { name: url, exact: true });
  await expect(endpoint.getByText('Active', { exact: true })).toBeVisible();
  await expect(endpoint.getByText('vehicle.priced', { exact: true })).toBeVisible();
  await expect(endpoint.getByText('No deliveries yet')).toBeVisible();

  // The event: the spec's own vehicle (its creation is not followed), then a new list price.
  const vehicleId = await createVehicle(page, unique);
  await graph(page, 'mutation ($input: ChangeVehiclePriceInput!) { changeVehiclePrice(input: $input) { id } }', {
    input: { id: vehicleId, listPriceCents: 2_149_500, reason: 'Webhook flow' },
  });
  await expect.poll(() => receiver.received.length - before, { timeout: 60_000 }).toBe(1);
  const first = receiver.received[before]!;
  expect(first.headers['x-lotwise-event']).toBe('vehicle.priced');
  expect(signedWith(secret, first)).toBe(true);
  const sent = JSON.parse(first.body) as { id: string; event: string; data: { vehicleId: string; toCents: number } };
  expect(sent).toMatchObject({ event: 'vehicle.priced', data: { vehicleId, toCents: 2_149_500 } });

  await endpoint.getByRole('button', { name: /^Delivery log/ }).click();
  const deliveries = endpoint.getByTestId('webhook-delivery');
  await expect(async () => {
    await endpoint.getByRole('button', { name: 'Refresh' }).click();
    await expect(deliveries.first()).toContainText('Delivered', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(deliveries).toHaveCount(1);
  await expect(deliveries.first()).toContainText('vehicle.priced');
  await expect(deliveries.first().getByRole('cell').nth(2)).toHaveText('200');
  await expect(deliveries.first().getByRole('cell').nth(4)).toHaveText('1');
  await endpoint.getByRole('button', { name: 'Show answer' }).click();
  await expect(endpoint.getByText(`received ${before + 1}`, { exact: true })).toBeVisible();

  await endpoint.getByRole('button', { name: /^Send again: vehicle\.priced/ }).click();
  await expect(page.getByText('vehicle.priced will be sent again')).toBeVisible();
  await expect(deliveries).toHaveCount(2);
  // The new delivery, newest first, is followed until it is answered (the screen polls while one is due).
  await expect(deliveries.first()).toContainText('Delivered', { timeout: 30_000 });
  await expect(deliveries.first().getByRole('cell').nth(2)).toHaveText('200');
  await expect.poll(() => receiver.received.length - before, { timeout: 30_000 }).toBe(2);
  const again = receiver.received[before + 1]!;
  expect(JSON.parse(again.body)).toEqual(sent);
  expect(again.headers['x-lotwise-delivery']).not.toBe(first.headers['x-lotwise-delivery']);
  expect(signedWith(secret, again)).toBe(true);
  await expect(endpoint.getByText(/^vehicle\.priced · answer 200 · /)).toBeVisible();

  await endpoint.getByRole('button', { name: 'Pause' }).click();
  await expect(endpoint.getByText('Paused', { exact: true })).toBeVisible();
  await endpoint.getByRole('button', { name: 'Resume' }).click();
  await expect(endpoint.getByText('Active', { exact: true })).toBeVisible();

  await endpoint.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this endpoint?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Endpoint deleted')).toBeVisible();
  await expect(endpoint).toHaveCount(0);
});

test('an address the server refuses is said in the dialog, and nothing is added', async ({ page }) => {
  await authenticate(page, 'owner@demo.test');
  await page.goto('/settings/webhooks');
  await page.getByRole('button', { name: 'Add endpoint' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await add.getByRole('textbox', { name: 'Endpoint URL' }).fill('ftp://example.com/hooks');
  await add.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(add.getByText("Enter the endpoint's full address, starting with https://.")).toBeVisible();
  await expect(add.getByText('Choose one or more event types.')).toBeVisible();
  // Past the screen's own check, the server's sentence: credentials never go in the URL.
  await add.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://user:pass@example.com/hooks');
  await add.getByRole('checkbox', { name: /^vehicle\.sold/ }).check();
  await add.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(add.getByRole('alert')).toHaveText('Leave credentials out of the URL: the signature proves the sender.');
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('region', { name: /user:pass/ })).toHaveCount(0);
});

test('people who are not owners get no Webhooks entry and cannot open the page', async ({ page }) => {
  for (const email of ['editor@demo.test', 'viewer@demo.test']) {
    await page.context().clearCookies();
    await signInAs(page, email);
    await expect(mainNavigation(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    // The settings group, when they have one, opened: its links show only once it is.
    const settingsGroup = mainNavigation(page).getByRole('button', { name: 'Settings' });
    if ((await settingsGroup.count()) > 0) {
      await settingsGroup.click();
      await expect(settingsGroup).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(mainNavigation(page).getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
    const response = await page.goto('/settings/webhooks');
    expect(response?.status(), email).toBe(403);
    await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  }
});
