import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from 'playwright/test';
import { withCheckDigit } from '../../src/shared/inventory/vin';
import { signInAs } from './fixtures/auth';

const IMPORT_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'inventory-import.csv');

/**
 * The import file with this run's own stock numbers and VIN serials, so a re-run against the same
 * database adds the same three vehicles instead of finding them already there.
 */
function importFileForThisRun(): { prefix: string; file: { name: string; mimeType: string; buffer: Buffer } } {
  const run = String(Date.now() % 100_000).padStart(5, '0');
  const prefix = `E2E-${run}-`;
  const csv = readFileSync(IMPORT_FILE, 'utf8')
    .replaceAll('E2E-', prefix)
    // The last five characters of a VIN are its serial, and position 9 checks the rest; the
    // rejected VIN (with an O) stays as it is.
    .replace(/\b[A-HJ-NPR-Z0-9]{12}[0-9]{5}\b/g, (vin) => withCheckDigit(`${vin.slice(0, 12)}${run}`));
  return { prefix, file: { name: path.basename(IMPORT_FILE), mimeType: 'text/csv', buffer: Buffer.from(csv) } };
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
  await grid(page).locator('[role="columnheader"][data-field="daysInInventory"]').getByText('Age', { exact: true }).click();
  await expect(page).toHaveURL(/sort=DAYS_IN_INVENTORY\.asc/);
  await expect.poll(async () => (await visibleAges(page))[0]).toBeLessThanOrEqual(oldestFirst.at(-1)!);
  const newestFirst = await visibleAges(page);
  expect(newestFirst).toEqual([...newestFirst].sort((a, b) => a - b));

  // Find one vehicle by six characters from the middle of its VIN, typed in lower case.
  const vin = (await dataRows(page).nth(3).locator('[data-field="vin"]').innerText()).trim();
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
  await expect(page.getByText('Listed at $12,345')).toBeVisible();
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
  await signInAs(page, 'owner@demo.test');
  await page.goto('/inventory');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import vehicles from a CSV file' });
  await dialog.locator('input[type="file"]').setInputFiles(file);

  // The detected mapping and a preview that already flags the bad row.
  await expect(dialog.getByText('inventory-import.csv: 4 rows')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Stock # *' })).toHaveText('Stock #');
  await expect(dialog.getByRole('combobox', { name: 'List price' })).toHaveText('Internet Price');
  await expect(dialog.getByRole('combobox', { name: 'Mileage *' })).toHaveText('Odometer');
  const preview = dialog.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('row').filter({ hasText: `${prefix}103` })).toContainText("'O'");

  await dialog.getByRole('button', { name: 'Import 4 rows' }).click();
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
