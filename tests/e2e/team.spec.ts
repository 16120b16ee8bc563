import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from './fixtures/test';
import { waitForAppIdle } from './fixtures/app-idle';
import { expectToastShown, recordToasts } from './fixtures/toasts';
import { signInAs } from './fixtures/auth';
import { mainNavigation, navigationEntries } from './fixtures/shell';

// The owner signs in once for the whole file (sign-in attempts are rate-limited per account).
let ownerState: BrowserContextOptions['storageState'];

/** A page signed in as the demo owner, in a browser context of its own. */
async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    storageState: ownerState,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await recordToasts(context);
  return context.newPage();
}

test.describe('team', () => {
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signInAs(page, 'owner@demo.test');
    ownerState = await page.context().storageState();
    await page.context().close();
  });

  test('an owner invites an EDITOR with the sections pre-filled for the role; the new member opens those pages', async ({
    browser,
  }) => {
    // Two people, a sign-up and a permission change: longer than one screen's test.
    test.slow();
    const email = `new.hire.${Date.now()}@demo.test`;
    // The owner copies the link with the dialog's button and the test reads the clipboard back.
    const page = await ownerPage(browser);
    await page.goto('/settings/users');

    await page.getByRole('button', { name: 'Invite' }).click();
    const inviteDialog = page.getByRole('dialog', { name: 'Invite a person' });
    await inviteDialog.getByLabel('Email').fill(email);
    const sections = inviteDialog.getByRole('group', { name: 'Sections they can open' });
    const section = (name: string) => sections.getByRole('checkbox', { name, exact: true });
    // Each role brings its own sections; everyone has the dashboard.
    await inviteDialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Viewer' }).click();
    await expect(section('Inventory')).toBeChecked();
    await expect(section('Pricing')).not.toBeChecked();
    await inviteDialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Editor' }).click();
    await expect(section('Dashboard')).toBeChecked();
    await expect(section('Dashboard')).toBeDisabled();
    for (const name of [
      'Inventory',
      'Appraisals',
      'Reconditioning',
      'Pricing',
      'Reports',
      'Repair-order approval',
      'Needs attention',
      'Transportation',
    ]) {
      await expect(section(name)).toBeChecked();
    }
    await expect(section('Team')).not.toBeChecked();
    // The defaults can be changed before sending.
    await section('Transportation').uncheck();
    await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();

    const createdDialog = page.getByRole('dialog', { name: 'Invitation created' });
    await expect(createdDialog.getByText('The link was not emailed')).toBeVisible();
    await createdDialog.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/signup\?token=/);
    await expect(createdDialog.getByLabel('Sign-up link')).toHaveValue(link);
    await createdDialog.getByRole('button', { name: 'Done' }).click();
    const invitationRow = page
      .getByRole('table', { name: 'Open invitations' })
      .getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
    await expect(invitationRow).toContainText(
      'Dashboard, Inventory, Appraisals, Reconditioning, Pricing, Reports, Repair-order approval, Needs attention',
    );

    // The invitee, in a browser of their own.
    const inviteeContext = await browser.newContext();
    const invitee = await inviteeContext.newPage();
    await invitee.goto(link);
    await expect(invitee.getByText(`Olivia Owens invited you as ${email}`, { exact: false })).toBeVisible();
    await invitee.getByLabel('First name').fill('Nina');
    await invitee.getByLabel('Last name').fill('Hale');
    await invitee.getByLabel(/^Password/).fill('short');
    await invitee.getByLabel('Confirm password').fill('short');
    await invitee.getByRole('button', { name: 'Create my account' }).click();
    await expect(invitee.getByText('Use at least 12 characters.')).toBeVisible();
    await invitee.getByLabel(/^Password/).fill('a long enough password');
    await invitee.getByLabel('Confirm password').fill('a long enough password');
    await invitee.getByRole('button', { name: 'Create my account' }).click();
    await expect(invitee).toHaveURL(/\/dashboard$/);
    // The new member opens the sections of the invitation from the first sign-in.
    await expect(mainNavigation(invitee).getByRole('link', { name: 'Pricing' })).toBeVisible();
    expect((await navigationEntries(invitee)).sort()).toEqual(
      [
        'Appraisals',
        'Dashboard',
        'Inventory',
        'Needs attention',
        'Pricing',
        'Reconditioning',
        'Repair orders',
        'Reports',
      ].sort(),
    );
    await mainNavigation(invitee).getByRole('link', { name: 'Pricing' }).click();
    await expect(invitee).toHaveURL(/\/pricing$/);
    await expect(invitee.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();

    // The link works once.
    const again = await inviteeContext.newPage();
    await again.goto(link);
    await expect(again.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
    await again.close();

    // The owner gives the new member the section left out of the invitation.
    await page.reload();
    await page.getByLabel('Search by name or email').fill(email);
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Actions for Nina Hale' }).click();
    await page.getByRole('menuitem', { name: 'Section permissions…' }).click();
    const permissions = page.getByRole('dialog', { name: 'Section permissions of Nina Hale' });
    await expect(permissions.getByRole('checkbox', { name: 'Pricing', exact: true })).toBeChecked();
    await permissions.getByRole('checkbox', { name: 'Transportation', exact: true }).check();
    await permissions.getByRole('button', { name: 'Save permissions' }).click();
    await expect(page.getByText('Permissions of Nina Hale saved')).toBeVisible();
    await expect(permissions).toHaveCount(0);

    await invitee.reload();
    await mainNavigation(invitee).getByRole('link', { name: 'Transportation' }).click();
    await expect(invitee).toHaveURL(/\/transportation$/);
    await expect(invitee.getByRole('heading', { name: 'You cannot open this page' })).toHaveCount(0);
    await expect(invitee.getByRole('heading', { name: 'Transportation', level: 1 })).toBeVisible();
    await inviteeContext.close();
    await page.context().close();
  });

  test('an API token with read scope reads, cannot write, and stops working once revoked', async ({
    browser,
    request,
  }) => {
    const name = `Website feed ${Date.now()}`;
    const page = await ownerPage(browser);
    await page.goto('/settings/api-tokens');
    await page.getByRole('button', { name: 'Create token' }).first().click();

    const createDialog = page.getByRole('dialog', { name: 'Create an API token' });
    await createDialog.getByLabel('Name').fill(name);
    await expect(createDialog.getByRole('checkbox', { name: /^Read/ })).toBeChecked();
    await expect(createDialog.getByRole('checkbox', { name: /^Write/ })).not.toBeChecked();
    await createDialog.getByRole('button', { name: 'Create token' }).click();

    const secretDialog = page.getByRole('dialog', { name: `Token ${name} created` });
    await expect(secretDialog.getByText('It is shown only this once')).toBeVisible();
    const secret = await secretDialog.getByLabel('Token secret').inputValue();
    expect(secret).toMatch(/^lw_/);
    await secretDialog.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Active');

    const graphql = (api: APIRequestContext, query: string) =>
      api.post('/api/graphql', {
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        data: { query },
      });

    const read = await (await graphql(request, '{ organization { name } }')).json();
    expect(read.data.organization.name).toBe('Demo Motors');

    const write = await (
      await graphql(request, 'mutation { createGroup(name: "Made with a read token") { id } }')
    ).json();
    expect(write.errors[0].extensions.code).toBe('FORBIDDEN');

    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Revoke the token ${name}?` })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(page.getByText(`Token ${name} revoked`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Revoked');

    const afterRevoke = await (await graphql(request, '{ organization { name } }')).json();
    expect(afterRevoke.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    await page.context().close();
  });

  test('an owner turns on "hide vehicle cost" and it stays on after a reload', async ({ browser }) => {
    const page = await ownerPage(browser);
    await page.goto('/settings');
    const hideCost = page.getByRole('switch', { name: 'Hide vehicle cost' });
    await expect(hideCost).not.toBeChecked();
    await hideCost.check();
    await expectToastShown(page, 'Saved: Hide vehicle cost');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Hide vehicle cost' })).toBeChecked();
    // The reloaded page finishes reading the account before a click counts on its switch.
    await waitForAppIdle(page);

    // Back to how the demo organization was, for the tests that follow.
    await page.getByRole('switch', { name: 'Hide vehicle cost' }).uncheck();
    await expectToastShown(page, 'Saved: Hide vehicle cost');
    await expect(page.getByRole('switch', { name: 'Hide vehicle cost' })).not.toBeChecked();
    await page.context().close();
  });
});
