import { expect, test, type Page } from './fixtures/test';
import { expectToastShown } from './fixtures/toasts';
import { isAssignableFeatureFlag } from '../../src/shared/access';
import { authenticate, signInAs } from './fixtures/auth';
import { graph } from './fixtures/graph';
import { createReconVehicle, RECON_STATUS_USER } from './fixtures/recon-vehicle';

// A vehicle's recon on its page (issue 16, part 6): a CPO inspection with a failed item turned
// into a repair-order line in one action, and the recon status sales staff see in inventory.
// Each test makes its own vehicle; the `cpo` feature is turned on for Demo Motors and restored.

// A 156-item checklist answered on a shared, busy CPU takes minutes.
test.describe.configure({ timeout: 240_000 });

type Organization = { id: string; featureFlags: string[] };

async function demoOrganization(page: Page): Promise<Organization> {
  const data = await graph<{ me: { organization: Organization } }>(page, '{ me { organization { id featureFlags } } }');
  return data.me.organization;
}

/** Sets the organization's assignable flags (the others, such as `reports`, stay as they are). */
async function setOrganizationFlags(page: Page, organization: Organization, featureFlags: string[]) {
  await graph(
    page,
    'mutation ($id: ID!, $flags: [String!]!) { adminSetOrganizationFeatureFlags(organizationId: $id, featureFlags: $flags) { id } }',
    {
      id: organization.id,
      flags: featureFlags.filter(isAssignableFeatureFlag),
    },
  );
}

test('a CPO inspection with a failed item becomes a repair-order line in one action', async ({ page, browser }) => {
  const admin = await browser.newPage();
  await signInAs(admin, 'admin@demo.test');
  const before = await demoOrganization(admin);
  const hadCpo = before.featureFlags.includes('cpo');
  if (!hadCpo) await setOrganizationFlags(admin, before, [...before.featureFlags, 'cpo']);
  try {
    await authenticate(page, 'owner@demo.test');
    const vehicle = await createReconVehicle(page);
    await page.goto(`/inventory/${vehicle.id}`);

    const position = page.getByTestId('recon-position');
    await expect(position).toContainText('Incoming / transit');
    await expect(position).toContainText('Unassigned');
    await expect(page.getByText('Entered recon at Incoming / transit')).toBeVisible();

    await page.getByRole('button', { name: 'Start inspection' }).click();
    const start = page.getByRole('dialog', { name: 'Start an inspection' });
    await start.getByRole('radio', { name: /Certified pre-owned/ }).check();
    await start.getByRole('button', { name: 'Start inspection' }).click();
    await expect(start).toBeHidden();

    const inspection = page.getByTestId('inspection').first();
    await expect(inspection).toContainText('Certified pre-owned');
    await expect(inspection).toContainText('0 of 156 answered');
    await inspection
      .getByRole('group', { name: 'Vehicle history report' })
      .getByRole('button', { name: 'Fail' })
      .click();
    await expect(inspection).toContainText('1 of 156 answered');
    // Each section's "Pass the rest" answers its unanswered items at once.
    const passRest = inspection.getByRole('button', { name: /^Pass the rest of/ });
    for (let left = await passRest.count(); left > 0; left -= 1) {
      await passRest.first().click();
      await expect(passRest).toHaveCount(left - 1);
    }
    await expect(inspection).toContainText('156 of 156 answered');

    await inspection.getByRole('button', { name: 'Add to repair order: Vehicle history report' }).click();
    const repair = page.getByRole('dialog', { name: 'Repair: Vehicle history report' });
    await expect(repair.getByRole('combobox', { name: 'Repair order' })).toContainText('A new repair order');
    await repair.getByLabel('Labor hours').fill('1.5');
    await repair.getByLabel('Parts').fill('120');
    await repair.getByRole('button', { name: 'Add line' }).click();
    await expect(repair).toBeHidden();
    await expectToastShown(page, 'The item is a line on the repair order.');

    // The item names its line, and the new draft order holds it with the server's totals: 1.5 h × $120 + $120 parts.
    await expect(inspection.getByTestId('repair-line-chip')).toHaveText(
      'On repair order: Vehicle history report · $300',
    );
    const order = page.getByTestId('repair-order');
    await expect(order).toHaveCount(1);
    await expect(order).toContainText('Order #1');
    await expect(order).toContainText('Draft');
    const line = order.getByTestId('repair-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Vehicle history report');
    await expect(line).toContainText('Labor 1.5 h × $120 = $180 · Parts $120');
    await expect(line).toContainText('$300');

    await inspection.getByRole('button', { name: 'Complete inspection' }).click();
    await expect(inspection).toContainText('Failed');
    await expect(inspection.getByRole('button', { name: 'Complete inspection' })).toHaveCount(0);
  } finally {
    if (!hadCpo) await setOrganizationFlags(admin, before, before.featureFlags);
    await admin.close();
  }
});

test('with recon_status, inventory shows the recon stage and expected front-line date; without it, no column', async ({
  page,
  browser,
}) => {
  await authenticate(page, 'editor@demo.test');
  const vehicle = await createReconVehicle(page);

  const sales = await browser.newPage();
  await signInAs(sales, RECON_STATUS_USER);
  await sales.goto(`/inventory?q=${vehicle.stockNumber}`);
  await expect(sales.getByRole('columnheader', { name: 'Recon' })).toBeVisible();
  const status = sales.getByTestId('recon-status');
  await expect(status).toHaveCount(1);
  await expect(status).toContainText('Incoming / transit');
  await expect(status).toContainText(/Ready \w{3} \d{1,2}, \d{4}/);

  await sales.setViewportSize({ width: 390, height: 844 });
  await expect(sales.getByTestId('vehicle-card').getByTestId('recon-status')).toContainText('Incoming / transit');
  await sales.close();

  await page.goto(`/inventory?q=${vehicle.stockNumber}`);
  await expect(page.getByRole('link', { name: vehicle.stockNumber })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Recon' })).toHaveCount(0);
  await expect(page.getByTestId('recon-status')).toHaveCount(0);
});
