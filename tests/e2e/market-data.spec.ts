import { expect, test, type Page } from './fixtures/test';
import { authenticate } from './fixtures/auth';
import { expectNoViolations } from './fixtures/axe';

// A make of this run's own, so a re-run against the same database finds only its own records.
const make = `Probe${String(Date.now() % 100_000).padStart(5, '0')}`;

/** Four sales of the run's make; line 4 (the third row) has a price that is not an amount. */
const csv = [
  'Year,Make,Model,Trim,Odometer,Sale Price,Dealer,Zip,Listed Date,Sold Date,Channel,Source',
  `2021,${make},Roadster,GT,31000,"$24,500",Hill Country Motors,78704,2026-01-05,2026-02-01,Retail,Marketplace`,
  `2020,${make},Roadster,GT,45120,"$21,900",River City Cars,78701,2026-01-10,2026-02-03,Wholesale,Auction`,
  `2022,${make},Roadster,Base,18750,call us,Alamo Auto Sales,78745,2026-01-12,2026-02-06,Retail,Marketplace`,
  `2019,${make},Roadster,GT,61200,"$17,400",,78745,2026-01-15,2026-01-30,Retail,Own sales`,
].join('\n');

async function chooseMarketFile(page: Page) {
  await page.getByRole('button', { name: 'Import market file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import listings and sales' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose CSV file' }).click();
  await (await chooser).setFiles({ name: 'market.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  return dialog;
}

test('import a market file with one bad price: the preview names the line and reason, the import stores the rest', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await authenticate(page, 'editor@demo.test');
  await page.goto('/pricing/market-data');
  // The first load of the page on a busy shared machine can take longer than the default wait.
  await expect(page.getByRole('heading', { name: 'Market data', level: 1 })).toBeVisible({ timeout: 30_000 });
  const dialog = await chooseMarketFile(page);

  // Columns found by their headers, and the graph's check of every row before anything is stored.
  await expect(dialog.getByText('market.csv: 4 rows')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Price *' })).toHaveText('Sale Price');
  await expect(dialog.getByRole('combobox', { name: 'Mileage *' })).toHaveText('Odometer');
  await expect(dialog.getByTestId('market-import-summary')).toHaveText(
    '3 rows are ready to import. 1 row will not be imported (see the reason below).',
  );
  const refused = dialog.getByRole('table', { name: 'Lines not imported' });
  await expect(refused.getByRole('row')).toHaveCount(2);
  await expect(refused.getByRole('row').nth(1)).toHaveText(
    "4Price 'call us' is not an amount above $0 and up to $10,000,000.",
  );
  await expectNoViolations(page, 'market import preview');

  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByTestId('market-import-result')).toHaveText('Stored 3 rows. 1 line was not imported.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The three records are in the list under their make; nothing of the bad row was stored.
  await page.getByRole('textbox', { name: 'Make' }).fill(make);
  await expect(page.getByTestId('market-records-count')).toHaveText('3 records match');
  const table = page.getByRole('table', { name: 'Market records' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText('$24,500');
  await expect(table).toContainText('$21,900');
  await expect(table).toContainText('$17,400');
  await expect(table).not.toContainText('18,750 mi');
  await expect(table).not.toContainText('Alamo Auto Sales');
});

test('a member without the appraisals or pricing section gets the not-allowed page', async ({ page }) => {
  await authenticate(page, 'viewer@demo.test');
  const refused = await page.goto('/pricing/market-data');
  expect(refused?.status()).toBe(403);
});
