import { expect, test, type Page } from './fixtures/test';
import { isAssignableFeatureFlag } from '../../src/shared/access';
import { authenticate, signInAs } from './fixtures/auth';
import { graph } from './fixtures/graph';

// Territory settings need the `territory_insights` feature, which CONTRACTS.md leaves off Demo
// Motors: an administrator turns it on for these tests and restores the flags afterwards.
type Organization = { id: string; featureFlags: string[] };
let admin: Page;
let before: Organization;

const setFlags = (featureFlags: string[]) =>
  graph(
    admin,
    'mutation ($id: ID!, $flags: [String!]!) { adminSetOrganizationFeatureFlags(organizationId: $id, featureFlags: $flags) { id } }',
    {
      id: before.id,
      flags: featureFlags.filter(isAssignableFeatureFlag),
    },
  );

test.beforeAll(async ({ browser }) => {
  admin = await browser.newPage();
  await signInAs(admin, 'admin@demo.test');
  before = (await graph<{ me: { organization: Organization } }>(admin, '{ me { organization { id featureFlags } } }'))
    .me.organization;
  await setFlags([...before.featureFlags, 'territory_insights']);
});

test.afterAll(async () => {
  await setFlags(before.featureFlags);
  await admin.close();
});

// Adds its own dealer to the demo agent's territory and deletes it again: the demo data stays as it was.
test('a dealer with a ZIP nobody can place is refused naming the ZIP; with a real ZIP it is added', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await authenticate(page, 'owner@demo.test');
  await page.goto('/settings/territory-insights');
  const territory = page.getByTestId('territory-dealers').first();
  await expect(territory).toBeVisible();
  const name = `E2E Placed Motors ${Date.now()}`;
  await territory.getByRole('button', { name: 'Add dealer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Dealer').fill(name);
  await dialog.getByLabel('ZIP').fill('00000');
  await dialog.getByRole('button', { name: 'Add dealer' }).click();
  await expect(dialog.getByText(/00000/)).toBeVisible();
  await expect(territory.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

  await dialog.getByLabel('ZIP').fill('78745');
  await dialog.getByRole('button', { name: 'Add dealer' }).click();
  await expect(dialog).toBeHidden();
  const row = territory.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('78745');
  await expect(row).toContainText('P2');
  await expect(row).toContainText('Never');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('the territory dialog places the center at a ZIP and names a ZIP it cannot place', async ({ page }) => {
  test.setTimeout(90_000);
  await authenticate(page, 'owner@demo.test');
  await page.goto('/settings/territory-insights');
  await page.getByRole('button', { name: 'New territory' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Center at a ZIP').fill('00000');
  await dialog.getByRole('button', { name: 'Place' }).click();
  await expect(dialog.getByText(/'00000'/)).toBeVisible();
  await dialog.getByLabel('Center at a ZIP').fill('78745');
  await dialog.getByRole('button', { name: 'Place' }).click();
  await expect(dialog.getByLabel('Latitude')).toHaveValue(/^30\.\d+/);
  await expect(dialog.getByLabel('Longitude')).toHaveValue(/^-97\.\d+/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

// A dealer file through the CSV import wizard, checked and then cancelled: nothing is stored. The
// file's own headers are mapped; line 3 repeats line 2's dealer (the wizard's check, so the graph
// is sent lines 2, 4 and 5), lines 4 and 5 are refused by the graph's check and named by their
// lines in this file, not in the CSV sent.
const DEALERS = [
  'Dealership,Postal Code,Priority,Territory',
  'E2E Wizard Motors,78745,P2,',
  'E2E Wizard Motors Inc,78745,P3,',
  'E2E Wizard Bad Zip,99999,P1,',
  'E2E Wizard Nowhere,78745,P1,Nowhere',
].join('\n');

test('a dealer file is mapped and every line checked before anything is imported', async ({ page }) => {
  test.setTimeout(90_000);
  await authenticate(page, 'owner@demo.test');
  await page.goto('/settings/territory-insights');
  await page.getByRole('button', { name: 'Import dealers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import dealers from CSV' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose CSV file' }).click();
  await (await chooser).setFiles({ name: 'dealers.csv', mimeType: 'text/csv', buffer: Buffer.from(DEALERS) });
  await expect(dialog.getByText('dealers.csv: 4 rows')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Name *' })).toHaveText('Dealership');
  await expect(dialog.getByRole('combobox', { name: 'ZIP *' })).toHaveText('Postal Code');
  await expect(dialog.getByTestId('dealer-import-summary')).toHaveText(
    '1 row is ready to import. 3 rows will not be imported (see the reasons below).',
  );
  await expect(dialog.getByRole('table', { name: 'Lines not imported' }).getByRole('row')).toHaveText([
    'LineReason',
    '3Repeats the dealer of line 2.',
    "4Unknown ZIP code '99999': give a five-digit US ZIP.",
    "5No territory named 'Nowhere'.",
  ]);
  await expect(dialog.getByRole('button', { name: 'Import 1 dealer' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
