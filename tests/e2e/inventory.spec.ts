import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './fixtures/test';
import { expectToastShown } from './fixtures/toasts';
import { withCheckDigit } from '../../src/shared/inventory/vin';
import { authenticate, signInAs } from './fixtures/auth';
import { chooseColumn } from './fixtures/grid-columns';
import { graph } from './fixtures/recon';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/**
 * A fixture file with this run's own stock numbers and VIN serials, so a re-run against the same
 * database adds the same vehicles instead of finding them already there.
 */
function fileForThisRun(
  name: string,
  stockPrefix: string,
): { prefix: string; file: { name: string; mimeType: string; buffer: Buffer } } {
  const run = String(Date.now() % 100_000).padStart(5, '0');
  const prefix = `${stockPrefix}${run}-`;
  const csv = readFileSync(path.join(FIXTURES, name), 'utf8')
    .replaceAll(stockPrefix, prefix)
    // The last five characters of a VIN are its serial, and position 9 checks the rest; a
    // rejected VIN (with an O) stays as it is.
    .replace(/\b[A-HJ-NPR-Z0-9]{12}[0-9]{5}\b/g, (vin) => withCheckDigit(`${vin.slice(0, 12)}${run}`));
  return { prefix, file: { name, mimeType: 'text/csv', buffer: Buffer.from(csv) } };
}

const importFileForThisRun = () => fileForThisRun('inventory-import.csv', 'E2E-');

/** Opens the import dialog and chooses `file` through its "Choose a CSV file" button. */
async function chooseImportFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import vehicles from a CSV file' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose a CSV file' }).click();
  await (await chooser).setFiles(file);
  return dialog;
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Vehicles' });
const dataRows = (page: Page) => grid(page).locator('.MuiDataGrid-row');

/** The "N days" of each visible row, top to bottom. */
async function visibleAges(page: Page): Promise<number[]> {
  const texts = await dataRows(page).locator('[data-field="daysInInventory"]').allInnerTexts();
  // Rows the grid renders ahead of the scroll position may not have their cells yet.
  return texts.map((text) => Number.parseInt(text, 10)).filter(Number.isFinite);
}

test('find a vehicle by a VIN fragment, sort by age, change its price and see the history', async ({ page }) => {
  await signInAs(page, 'editor@demo.test');
  await page.getByRole('link', { name: 'Inventory' }).first().click();
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();

  // Oldest first by default; one click on "Age" turns it to newest first.
  const oldestFirst = await visibleAges(page);
  expect(oldestFirst.length).toBeGreaterThan(5);
  expect(oldestFirst).toEqual([...oldestFirst].sort((a, b) => b - a));
  await grid(page)
    .locator('[role="columnheader"][data-field="daysInInventory"]')
    .getByText('Age', { exact: true })
    .click();
  await expect(page).toHaveURL(/sort=DAYS_IN_INVENTORY\.asc/);
  await expect.poll(async () => (await visibleAges(page))[0]).toBeLessThanOrEqual(oldestFirst.at(-1)!);
  const newestFirst = await visibleAges(page);
  expect(newestFirst).toEqual([...newestFirst].sort((a, b) => a - b));

  // Find one vehicle by six characters from the middle of its VIN, typed in lower case: one with a
  // list price (the newest cars may still be incoming without one), so its history shows a change.
  // The VIN column waits in the column chooser.
  await chooseColumn(page, 'VIN', true);
  const priced = dataRows(page).filter({ has: page.locator('[data-field="listPriceCents"]', { hasText: '$' }) });
  const vin = (await priced.nth(1).locator('[data-field="vin"]').innerText()).trim();
  const fragment = vin.slice(9, 15);
  await page.getByRole('textbox', { name: 'Search inventory' }).fill(fragment.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${fragment.toLowerCase()}`));
  const shownVins = () => dataRows(page).locator('[data-field="vin"]').allInnerTexts();
  await expect.poll(async () => (await shownVins()).every((text) => text.includes(fragment))).toBe(true);
  expect(await shownVins()).toContain(vin);

  // Open it and change its price.
  await dataRows(page).filter({ hasText: vin }).click();
  await expect(page).toHaveURL(/\/inventory\/[0-9a-f-]{36}/);
  await expect(page.getByText(vin)).toBeVisible();
  const before = (await page.getByTestId('list-price').innerText()).trim();
  await page.getByRole('button', { name: 'Change price' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the list price' });
  await dialog.getByRole('textbox', { name: 'New list price' }).fill('12345');
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Matching the market');
  await dialog.getByRole('button', { name: 'Change price' }).click();
  await expectToastShown(page, 'Listed at $12,345');
  await expect(page.getByTestId('list-price')).toHaveText('$12,345');

  // The price history's newest entry says what changed, why and who did it.
  const history = page.getByRole('list', { name: 'Price history' });
  const newest = history.getByRole('listitem').first();
  await expect(newest).toContainText(`${before} → $12,345`);
  await expect(newest).toContainText('Matching the market');
  await expect(newest).toContainText('Eddie Ramirez');

  // Back to the list: the search is still there, and the new price shows.
  await page.getByRole('link', { name: 'Back to inventory' }).click();
  await expect(page.getByRole('textbox', { name: 'Search inventory' })).toHaveValue(fragment.toLowerCase());
  await expect(dataRows(page).filter({ hasText: vin })).toContainText('$12,345');
});

test('import a CSV with one bad row: the good rows are imported, the bad one is reported by line', async ({ page }) => {
  const { prefix, file } = importFileForThisRun();
  await authenticate(page, 'owner@demo.test');
  await page.goto('/inventory');
  const dialog = await chooseImportFile(page, file);

  // The detected mapping and a preview that already flags the bad row.
  await expect(dialog.getByText('inventory-import.csv: 4 rows')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Stock # *' })).toHaveText('Stock #');
  await expect(dialog.getByRole('combobox', { name: 'List price' })).toHaveText('Internet Price');
  await expect(dialog.getByRole('combobox', { name: 'Mileage *' })).toHaveText('Odometer');
  const preview = dialog.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('row').filter({ hasText: `${prefix}103` })).toContainText("'O'");

  await expect(dialog.getByTestId('import-summary')).toHaveText(
    '3 rows are ready to import. 1 has problems and will be listed, not imported.',
  );
  await dialog.getByRole('button', { name: 'Import 3 ready rows' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/Added 3, updated 0, unchanged 0, not imported 1\./);
  const rejected = dialog.getByRole('table', { name: 'Rows not imported' });
  await expect(rejected.getByRole('row')).toHaveCount(2);
  await expect(rejected.getByRole('row').nth(1)).toContainText('4');
  await expect(rejected.getByRole('row').nth(1)).toContainText('1HGCM82633A00435O');
  await expect(rejected.getByRole('row').nth(1)).toContainText('I, O or Q');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The imported vehicles are in the list; the bad row is not.
  await page.getByRole('textbox', { name: 'Search inventory' }).fill(prefix);
  await expect(dataRows(page)).toHaveCount(3);
  await expect(grid(page)).not.toContainText(`${prefix}103`);
});

test('import a DMS export: the unmapped acquired date is pointed out, and the import takes exactly what the preview calls ready', async ({
  page,
}) => {
  // Two mappings, two previews and an import: a long walk on a shared machine.
  test.slow();
  const { prefix, file } = fileForThisRun('inventory-dms-export.csv', 'DMS-');
  await authenticate(page, 'owner@demo.test');
  await page.goto('/inventory');
  const dialog = await chooseImportFile(page, file);
  const acquired = dialog.getByRole('combobox', { name: 'Acquired *' });
  const summary = dialog.getByTestId('import-summary');

  // "Received" is read as the acquired date. Without it, the mapping step says what is missing
  // and the preview says that no row can be imported.
  await expect(acquired).toHaveText('Received');
  await acquired.click();
  await page.getByRole('option', { name: 'Not imported' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(dialog.getByRole('alert').filter({ hasText: 'No column is chosen for Acquired' })).toBeVisible();
  await expect(summary).toHaveText('No rows are ready to import. 5 have problems and will be listed, not imported.');
  await expect(dialog.getByRole('button', { name: 'Nothing ready to import' })).toBeDisabled();

  // With "Received" mapped again: four rows are ready, the one without mileage is not.
  await acquired.click();
  await page.getByRole('option', { name: 'Received' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(dialog.getByRole('alert').filter({ hasText: 'No column is chosen' })).toHaveCount(0);
  await expect(summary).toHaveText('4 rows are ready to import. 1 has problems and will be listed, not imported.');
  const preview = dialog.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('row').filter({ hasText: `${prefix}203` })).toContainText(
    'A new vehicle needs mileage.',
  );

  await dialog.getByRole('button', { name: 'Import 4 ready rows' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Added 4, updated 0, unchanged 0, not imported 1.');
  const rejected = dialog.getByRole('table', { name: 'Rows not imported' });
  await expect(rejected.getByRole('row')).toHaveCount(2);
  await expect(rejected.getByRole('row').nth(1)).toContainText('4');
  await expect(rejected.getByRole('row').nth(1)).toContainText('A new vehicle needs mileage.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('textbox', { name: 'Search inventory' }).fill(prefix);
  await expect(dataRows(page)).toHaveCount(4);
});

test('add vehicle: decoded year and make follow the current VIN, and a VIN in inventory is flagged with a link', async ({
  page,
}) => {
  await authenticate(page, 'editor@demo.test');
  await page.goto('/inventory');
  // A car in stock (the grid's VIN column is off by default): its VIN is the one to flag.
  const inStock = await graph<{ vehicles: { edges: { node: { vin: string; stockNumber: string } }[] } }>(
    page,
    '{ vehicles(first: 1) { edges { node { vin stockNumber } } } }',
  );
  const { vin: existingVin, stockNumber: existingStock } = inStock.data!.vehicles.edges[0]!.node;

  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a vehicle' });
  const vin = dialog.getByRole('textbox', { name: 'VIN' });
  const year = dialog.getByRole('textbox', { name: 'Year' });
  const make = dialog.getByRole('textbox', { name: 'Make' });
  const serial = String(Date.now() % 100_000).padStart(5, '0');

  await vin.fill(withCheckDigit(`1HGCV1F30LA0${serial}`));
  await expect(dialog.getByTestId('vin-decoded')).toContainText('model year 2020 · Honda');
  await expect(year).toHaveValue('2020');
  await expect(make).toHaveValue('Honda');

  await vin.fill(withCheckDigit(`5YJ3E1EA7KF3${serial}`));
  await expect(dialog.getByTestId('vin-decoded')).toContainText('model year 2019 · Tesla');
  await expect(year).toHaveValue('2019');
  await expect(make).toHaveValue('Tesla');
  await expect(dialog.getByTestId('vin-in-inventory')).toHaveCount(0);

  // What the person types stays when the VIN changes again.
  await make.fill('Tesla Motors');
  await vin.fill(withCheckDigit(`1HGCV1F30LA0${serial}`));
  await expect(year).toHaveValue('2020');
  await expect(make).toHaveValue('Tesla Motors');

  // A VIN already in inventory is flagged while typing, with a link to that vehicle.
  await vin.fill(existingVin.toLowerCase());
  const flag = dialog.getByTestId('vin-in-inventory');
  await expect(flag).toContainText(`This VIN is already in inventory: stock # ${existingStock}`);
  await flag.getByRole('link', { name: `Open ${existingStock}` }).click();
  await expect(page).toHaveURL(/\/inventory\/[0-9a-f-]{36}$/);
  await expect(page.getByText(existingVin)).toBeVisible();
});

test('the age filter: only vehicles older than N days, kept in the URL', async ({ page }) => {
  await authenticate(page, 'viewer@demo.test');
  await page.goto('/inventory');
  await expect(dataRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByRole('textbox', { name: 'Older than (days)' }).fill('100');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/older=100/);
  await expect(page.getByText('Older than 100 days')).toBeVisible();
  await expect
    .poll(async () => {
      const ages = await visibleAges(page);
      return ages.length > 0 && ages.every((age) => age > 100);
    })
    .toBe(true);

  // The link opens the same list.
  await page.reload();
  await expect(page.getByText('Older than 100 days')).toBeVisible();
  await expect.poll(async () => (await visibleAges(page)).every((age) => age > 100)).toBe(true);
});

test('bulk status change: choose vehicles in the grid and move them together', async ({ page }) => {
  const { prefix, file } = importFileForThisRun();
  await authenticate(page, 'owner@demo.test');
  await page.goto('/inventory');
  const dialog = await chooseImportFile(page, file);
  await dialog.getByRole('button', { name: 'Import 3 ready rows' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Added 3');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('textbox', { name: 'Search inventory' }).fill(prefix);
  await expect(dataRows(page)).toHaveCount(3);
  for (const stock of ['101', '102']) {
    await dataRows(page)
      .filter({ hasText: `${prefix}${stock}` })
      .getByRole('checkbox')
      .check();
  }
  const chosen = page.getByRole('group', { name: 'Chosen vehicles' });
  await expect(chosen).toContainText('2 chosen');
  await chosen.getByRole('button', { name: 'Change status' }).click();
  const change = page.getByRole('dialog', { name: 'Change the status of 2 vehicles' });
  await change.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Sale pending' }).click();
  await change.getByRole('textbox', { name: 'Note (optional)' }).fill('Deposits taken');
  await change.getByRole('button', { name: 'Change 2 vehicles' }).click();
  await expect(page.getByText('2 vehicles are now Sale pending')).toBeVisible();

  await expect(dataRows(page).filter({ hasText: `${prefix}101` })).toContainText('Sale pending');
  await expect(dataRows(page).filter({ hasText: `${prefix}102` })).toContainText('Sale pending');
  await expect(dataRows(page).filter({ hasText: `${prefix}104` })).toContainText('Frontline');
  await expect(chosen).toHaveCount(0);
});

test('mark a vehicle sold from its page: the sale price (prefilled with the list price) and day, then the sale and its gross', async ({
  page,
}) => {
  const { prefix, file } = importFileForThisRun();
  await authenticate(page, 'owner@demo.test');
  await page.goto('/inventory');
  const dialog = await chooseImportFile(page, file);
  await dialog.getByRole('button', { name: 'Import 3 ready rows' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Added 3');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('textbox', { name: 'Search inventory' }).fill(`${prefix}104`);
  await expect(dataRows(page)).toHaveCount(1);
  await dataRows(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/inventory\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Change status' }).click();
  const change = page.getByRole('dialog', { name: 'Change the status' });
  await change.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Sold' }).click();
  const price = change.getByRole('textbox', { name: 'Sale price' });
  await expect(price).toHaveValue('17995');
  await price.fill('17,250');
  await change.getByRole('button', { name: 'Change status' }).click();
  await expectToastShown(page, 'Status changed to Sold');

  // $17,250 − $15,100 cost, no recon.
  const sale = page.getByTestId('vehicle-sale');
  await expect(sale).toContainText('$17,250');
  await expect(sale).toContainText('Retail');
  await expect(sale).toContainText('$2,150');
  await sale.getByRole('button', { name: 'Correct sale' }).click();
  const correct = page.getByRole('dialog', { name: 'Record the sale' });
  await correct.getByRole('textbox', { name: 'Sale price' }).fill('17000');
  await correct.getByRole('button', { name: 'Save sale' }).click();
  await expect(sale).toContainText('$17,000');
  await expect(sale).toContainText('$1,900');
});

test('the grid is one tab stop: its row links take the tab index the grid gives', async ({ page }) => {
  await authenticate(page, 'viewer@demo.test');
  await page.goto('/inventory');
  await expect(dataRows(page).first()).toBeVisible();
  // Retried: the grid can show its first row before the rest of the page's rows (and their links).
  const rowLinks = grid(page).locator('.MuiDataGrid-row a');
  await expect.poll(() => rowLinks.count()).toBeGreaterThan(5);
  await expect(grid(page).locator('.MuiDataGrid-row a:not([tabindex="-1"])')).toHaveCount(0);

  // From the toolbar, Tab passes the header and the cells in a few presses and reaches the paging.
  await page.getByRole('button', { name: 'Export', exact: true }).focus();
  let presses = 0;
  while (
    presses < 12 &&
    !(await page.evaluate(() => Boolean(document.activeElement?.closest('.MuiTablePagination-root'))))
  ) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  expect(presses).toBeLessThan(12);
});
