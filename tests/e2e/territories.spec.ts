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
