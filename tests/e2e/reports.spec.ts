import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures/test';
import { authenticate, signInAs } from './fixtures/auth';

// /reports (issue 18): every report opens on the demo data, its range lives in the address
// (presets and a custom range), a table exports as CSV, Print / PDF opens the print layout,
// and a phone shows it all without sideways scrolling. Nothing here changes demo data.

const REPORTS = [
  { key: 'aging', title: 'Inventory aging', table: 'By age bucket' },
  { key: 'turn', title: 'Turn and days supply', table: 'By make and model' },
  { key: 'recon', title: 'Reconditioning', table: 'Time per stage' },
  { key: 'appraisals', title: 'Appraisals', table: 'By appraiser' },
  { key: 'pricing', title: 'Pricing', table: 'Reductions by age at change' },
  { key: 'sales', title: 'Sales and gross', table: 'By source of acquisition' },
] as const;

// Reports compute over the whole demo history: on a shared, busy CPU the first answer can take a while.
const REPORT_LOAD = { timeout: 60_000 };
test.describe.configure({ timeout: 120_000 });

const iso = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (days: number) => iso(new Date(Date.now() - days * 86_400_000));

async function figuresShown(page: Page) {
  await expect(page.getByRole('region', { name: 'Headline figures' })).toBeVisible(REPORT_LOAD);
}

test('the index shows each report with its headline figure and opens it with the same range', async ({ page }) => {
  await authenticate(page, 'owner@demo.test');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible(REPORT_LOAD);
  const cards = page.getByRole('list', { name: 'Reports' });
  for (const report of [...REPORTS, { key: 'market', title: 'Market' }]) {
    await expect(cards.getByRole('link', { name: new RegExp(`^${report.title}`) })).toBeVisible(REPORT_LOAD);
  }
  await page.getByRole('combobox', { name: 'Range' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${daysAgo(6)}&to=${daysAgo(0)}`));
  const sales = cards.getByRole('link', { name: /^Sales and gross/ });
  // The address changes first; the cards take the new range on the next render.
  await expect(sales).toHaveAttribute('href', new RegExp(`from=${daysAgo(6)}&to=${daysAgo(0)}`));
  await sales.click();
  // A report page's first visit on its server loads its code and figures: as slow as a report load.
  await expect(page).toHaveURL(new RegExp(`/reports/sales\\?from=${daysAgo(6)}&to=${daysAgo(0)}`), REPORT_LOAD);
  await figuresShown(page);
});

for (const report of REPORTS) {
  test(`the ${report.key} report shows its figures against the previous range, a chart and a table`, async ({
    page,
  }) => {
    await authenticate(page, 'owner@demo.test');
    await page.goto(`/reports/${report.key}`);
    await expect(page.getByRole('heading', { name: report.title, level: 1 })).toBeVisible(REPORT_LOAD);
    await figuresShown(page);
    await expect(page.getByTestId('report-range')).toContainText('compared with');
    await expect(
      page.getByRole('region', { name: 'Headline figures' }).getByText('Previous range:').first(),
    ).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
    await expect(page.getByRole('region', { name: report.table })).toBeVisible();
  });
}

// The demo owner holds the market report through a user flag (helper B's seed): the figures show.
test('the market report shows the market supply of the store segments', async ({ page }) => {
  await authenticate(page, 'owner@demo.test');
  await page.goto('/reports/market');
  await figuresShown(page);
  await expect(page.getByRole('region', { name: 'Market days supply' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Segments', exact: true })).toBeVisible();
});

test('the range is kept in the address: a preset, then a custom range that a reload reproduces', async ({ page }) => {
  await authenticate(page, 'owner@demo.test');
  await page.goto('/reports/sales');
  await figuresShown(page);
  await expect(page.getByRole('combobox', { name: 'Range' })).toHaveText('Last 30 days');

  await page.getByRole('combobox', { name: 'Range' }).click();
  await page.getByRole('option', { name: 'Last 90 days' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${daysAgo(89)}&to=${daysAgo(0)}`));
  await figuresShown(page);

  await page.getByRole('combobox', { name: 'Range' }).click();
  await page.getByRole('option', { name: 'Custom' }).click();
  const from = daysAgo(60);
  const to = daysAgo(31);
  await page.getByLabel('From').fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await figuresShown(page);

  await page.reload();
  await figuresShown(page);
  await expect(page.getByRole('combobox', { name: 'Range' })).toHaveText('Custom');
  await expect(page.getByLabel('From')).toHaveValue(from);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(to);
  // A custom range the server would refuse is not sent.
  await page.getByLabel('From').fill(daysAgo(1));
  await page.getByLabel('To', { exact: true }).fill(daysAgo(3));
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
});

test('a table exports as CSV with its columns, the report and the range in the file name', async ({ page }) => {
  await signInAs(page, 'owner@demo.test');
  const from = daysAgo(29);
  const to = daysAgo(0);
  await page.goto(`/reports/aging?from=${from}&to=${to}`);
  await figuresShown(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV: By age bucket' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`lotwise-aging-${from}-to-${to}-agingBuckets.csv`);
  const lines = (await readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, '').split(/\r?\n/);
  expect(lines[0]).toBe('Age,Units,Share of units (%),Cost ($),List value ($)');
  expect(lines[1]).toMatch(/^0–30 days,\d+,[\d.]+,[\d.]*,[\d.]+$/);
});

test('Print / PDF opens the report in the print layout, without navigation', async ({ page, context }) => {
  await authenticate(page, 'owner@demo.test');
  await page.goto('/reports/turn');
  await figuresShown(page);
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Print / PDF' }).click();
  const print = await opened;
  await expect(print).toHaveURL(/\/reports\/turn\?from=[\d-]+&to=[\d-]+&pdfMode=true$/);
  await expect(print.locator('[data-pdf-mode]')).toBeVisible();
  await expect(print.getByRole('heading', { name: 'Turn and days supply', level: 1 })).toBeVisible();
  await expect(print.getByRole('region', { name: 'Headline figures' })).toBeVisible(REPORT_LOAD);
  await expect(print.getByRole('navigation')).toHaveCount(0);
  await expect(print.getByRole('link', { name: 'Print / PDF' })).toHaveCount(0);
  await expect(print.getByRole('combobox', { name: 'Range' })).toHaveCount(0);
  await print.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('figures stack, tables scroll inside their card and the page never scrolls sideways', async ({ page }) => {
    await signInAs(page, 'owner@demo.test');
    for (const report of REPORTS) {
      await page.goto(`/reports/${report.key}`);
      await figuresShown(page);
      await expect(page.getByRole('region', { name: report.table })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, report.key).toBeLessThanOrEqual(0);
    }
    const cards = page.getByRole('region', { name: 'Headline figures' }).getByRole('region');
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(second!.x).toBe(first!.x);
    expect(second!.y).toBeGreaterThan(first!.y);
  });
});
