import { expect, test } from './fixtures/test';
import { authenticate } from './fixtures/auth';

// Writes its own buy-list target and imports its own run list, then deletes both: the demo data
// stays as it was. Toyota Camry is in the demo stock, so the demo market values it. The auction's
// file names its columns its own way (the wizard maps them); line 4's sale day does not exist, so
// the wizard's check refuses that line and imports the other two.
const SALE_DAY = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
const RUN_LIST = [
  'Lane,Lot,VIN,Year,Make,Model,Trim,Odometer,Grade,Auction,Sale Date,Zip Code',
  `C,214,4T1E2E0000R000214,2021,Toyota,Camry,SE,31000,4.2,E2E Dallas Auction,${SALE_DAY},75261`,
  `C,215,1E2EMT0000R000215,2018,Mitsubishi,Mirage,ES,88000,2.8,E2E Dallas Auction,${SALE_DAY},75261`,
  `C,216,1E2EHF0000R000216,2019,Honda,Fit,LX,52000,3.1,E2E Dallas Auction,2026-02-30,75261`,
].join('\n');

test('write a buy list, import a run list, and see the matches with their maximum bids', async ({ page }) => {
  // Two imports of the market per matched vehicle and several refetches: more than the usual time on a busy machine.
  test.setTimeout(300_000);
  await authenticate(page, 'editor@demo.test');
  await page.goto('/inventory');
  await expect(page.getByRole('link', { name: 'Sourcing' })).toHaveAttribute('href', '/inventory/sourcing', {
    timeout: 60_000,
  });
  await page.goto('/inventory/sourcing');

  await page.getByRole('button', { name: 'Add to buy list' }).first().click({ timeout: 60_000 });
  const form = page.getByRole('dialog', { name: 'Add a vehicle to the buy list' });
  await form.getByLabel('From year').fill('2019');
  await form.getByLabel('To year').fill('2023');
  await form.getByLabel('Make').fill('Toyota');
  await form.getByLabel('Model').fill('Camry');
  await form.getByLabel('Trim (optional)').fill('SE');
  await form.getByLabel('Mileage cap (optional)').fill('50000');
  await form.getByLabel('Maximum price ($)').fill('40000');
  await form.getByLabel('How many').fill('2');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();
  const target = page.getByTestId('sourcing-target').filter({ hasText: '2019–2023 Toyota Camry SE' });
  await expect(target).toContainText('50,000');

  // The CSV import wizard: choose the file, check the columns found and every row, import the ready ones.
  await page.getByRole('button', { name: 'Import run list' }).click();
  const importing = page.getByRole('dialog', { name: 'Import an auction run list' });
  const chooser = page.waitForEvent('filechooser');
  await importing.getByRole('button', { name: 'Choose CSV file' }).click();
  await (await chooser).setFiles({ name: 'run-list.csv', mimeType: 'text/csv', buffer: Buffer.from(RUN_LIST) });
  await expect(importing.getByText('run-list.csv: 3 rows')).toBeVisible();
  await expect(importing.getByRole('combobox', { name: 'Run number' })).toHaveText('Lot');
  await expect(importing.getByRole('combobox', { name: 'Mileage *' })).toHaveText('Odometer');
  await expect(importing.getByRole('combobox', { name: 'Location ZIP *' })).toHaveText('Zip Code');
  await expect(importing.getByTestId('run-list-import-summary')).toHaveText(
    '2 rows are ready to import. 1 row will not be imported (see the reason below).',
  );
  const refused = importing.getByRole('table', { name: 'Lines not imported' });
  await expect(refused.getByRole('row').nth(1)).toHaveText("4Sale date '2026-02-30' is not a day written YYYY-MM-DD.");
  // Nothing is imported before the list has a name.
  await expect(importing.getByRole('button', { name: 'Import 2 vehicles' })).toBeDisabled();
  const listName = `E2E run list ${Date.now()}`;
  await importing.getByRole('textbox', { name: 'Name' }).fill(listName);
  await importing.getByRole('button', { name: 'Import 2 vehicles' }).click();
  await expect(importing.getByTestId('run-list-import-result')).toHaveText(
    'Imported 2 vehicles. 1 line was not imported.',
  );
  await importing.getByRole('button', { name: 'Close' }).click();
  await expect(importing).toBeHidden();

  const matches = page.getByRole('region', { name: `Matches in ${listName}` });
  await expect(page.getByText('1 of 2 vehicles match the buy list.')).toBeVisible({ timeout: 60_000 });
  const camry = matches.getByTestId('run-list-vehicle').filter({ hasText: '4T1E2E0000R000214' });
  await expect(camry).toContainText('Toyota Camry');
  await expect(camry).toContainText('100');
  await expect(camry.getByTestId('max-bid')).toHaveText(/^\$\d{1,2},\d{3}$/, { timeout: 60_000 });
  await expect(camry).toContainText(
    /Retail \$[\d,.]+ − recon \$1,250 − gross \$2,000 − transport \$\d+ \(\d+ mi\) − fees \$\d+/,
  );
  await expect(matches.getByTestId('run-list-vehicle').filter({ hasText: 'Mirage' })).toHaveCount(0);

  await page.getByRole('button', { name: `Delete ${listName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: `Delete ${listName}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove 2019–2023 Toyota Camry SE from the buy list' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(target).toHaveCount(0);
});
