import { createHmac, randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { expect, test } from './fixtures/test';
import { signInAs } from './fixtures/auth';
import { graph } from './fixtures/graph';

// An OWNER adds a marketplace: the feed's URLs and lead secret are shown once, the CSV URL answers
// with the front-line stock without a session, a lead the marketplace posts (signed here with
// node's crypto, as docs/marketplaces.md says) shows on the leads list, and revoking the feed makes
// its URL answer 410. The marketplace's name and the shopper are this run's own.

// Sign-in, three pages and a few dialogs on a shared, busy CPU.
test.describe.configure({ timeout: 300_000 });

test('an owner adds a marketplace; it pulls the front line, its lead shows on the leads list, and revoking stops it', async ({
  page,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const marketplace = `E2E Cars ${suffix}`;
  const shopper = `E2E Shopper ${suffix}`;

  await signInAs(page, 'owner@demo.test');
  await page.goto('/settings');
  await page.getByRole('link', { name: /^Marketplaces/ }).click();
  await expect(page.getByRole('heading', { name: 'Marketplaces', level: 1 })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Add marketplace' }).click();
  await page
    .getByRole('dialog', { name: 'Add a marketplace' })
    .getByRole('textbox', { name: 'Marketplace' })
    .fill(marketplace);
  await page.getByRole('button', { name: 'Create feed' }).click();
  const shown = page.getByRole('dialog', { name: `Your ${marketplace} feed` });
  const csvUrl = await shown.getByRole('textbox', { name: 'Listing address (CSV)' }).inputValue();
  const leadsUrl = await shown.getByRole('textbox', { name: 'Leads address' }).inputValue();
  const secret = await shown.getByRole('textbox', { name: 'Lead secret' }).inputValue();
  expect(csvUrl).toMatch(/\/api\/marketplace-feeds\/[A-Za-z0-9_-]{43}\/listings\.csv$/);
  expect(await shown.getByRole('textbox', { name: 'Listing address (XML)' }).inputValue()).toBe(
    csvUrl.replace(/csv$/, 'xml'),
  );
  expect(secret).toMatch(/^lwmkt_/);
  await shown.getByRole('button', { name: 'Close' }).click();
  // Shown once: the list holds neither the token nor the secret.
  const row = page.getByTestId('marketplace-feed').filter({ hasText: marketplace });
  await expect(row).toContainText('Not pulled yet');
  expect(await page.content()).not.toContain(secret);
  expect(await page.content()).not.toContain(csvUrl.split('/')[5]!);

  // The marketplace pulls the listing, without a session: the front-line stock, never cost.
  const frontline = await graph<{ vehicles: { totalCount: number; edges: { node: { vin: string } }[] } }>(
    page,
    '{ vehicles(first: 200, filter: { status: [frontline] }) { totalCount edges { node { vin } } } }',
  );
  const pulled = await fetch(csvUrl);
  expect(pulled.status).toBe(200);
  const rows = Papa.parse<Record<string, string>>(await pulled.text(), { header: true, skipEmptyLines: true }).data;
  expect(rows).toHaveLength(frontline.vehicles.totalCount);
  expect(rows.map((listed) => listed.VIN)).toEqual(
    expect.arrayContaining(frontline.vehicles.edges.map((edge) => edge.node.vin)),
  );
  expect(Object.keys(rows[0]!)).not.toContain('Cost');

  // It posts a lead back, signed with the lead secret.
  const body = JSON.stringify({
    vin: rows[0]!.VIN,
    customer: { name: shopper, email: `shopper-${suffix}@example.com` },
    message: 'Is it still available this weekend?',
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const deliveryId = `e2e-${randomUUID()}`;
  const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${deliveryId}.${body}`).digest('hex')}`;
  const posted = await fetch(leadsUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'X-Lotwise-Timestamp': timestamp,
      'X-Lotwise-Delivery': deliveryId,
      'X-Lotwise-Signature': signature,
    },
    body,
  });
  expect(posted.status).toBe(201);

  await page.goto('/inventory');
  await page.getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { name: 'Marketplace leads', level: 1 })).toBeVisible({ timeout: 30_000 });
  const lead = page.getByTestId('marketplace-lead').filter({ hasText: shopper });
  await expect(lead).toContainText(marketplace, { timeout: 30_000 });
  await expect(lead).toContainText('New');

  // Revoked: the listing URL answers 410 at once.
  await page.goto('/settings/marketplaces');
  await page.getByRole('button', { name: `Revoke the ${marketplace} feed` }).click();
  await page
    .getByRole('dialog', { name: `Revoke the ${marketplace} feed?` })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByTestId('marketplace-feed').filter({ hasText: marketplace })).toContainText('Revoked', {
    timeout: 30_000,
  });
  const gone = await fetch(csvUrl);
  expect(gone.status).toBe(410);
  expect(((await gone.json()) as { error: string }).error).toBe('GONE');
});
