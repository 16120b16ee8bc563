import { expect, test, type Browser, type Page } from './fixtures/test';
import { DEMO_PASSWORD, authenticate, signInThroughForm } from './fixtures/auth';

// Issue 12 item 9b: a person who forgot their password asks for a link on the sign-in page;
// without email the owner makes the link on the team screen and hands it over.
const EMAIL = 'agent@demo.test';
const NAME = 'Ava Jensen';
const NEW_PASSWORD = 'a fresh start on the lot';

/** The owner makes a reset link for the agent on the team screen and reads it from the dialog. */
async function ownerIssuesLink(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await authenticate(page, 'owner@demo.test');
  await page.goto('/settings/users');
  await page.getByLabel('Search by name or email').fill(EMAIL);
  const row = page.getByRole('row', { name: /agent@demo\.test/ });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Actions for ${NAME}` }).click();
  await page.getByRole('menuitem', { name: 'Password reset link…' }).click();
  const dialog = page.getByRole('dialog', { name: `Password reset link for ${NAME}` });
  await expect(dialog.getByText('The link was not emailed')).toBeVisible();
  const link = await dialog.getByLabel('Reset link').inputValue();
  expect(link).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await context.close();
  return link;
}

/** The person is on a phone (390 px wide): the page fits, nothing scrolls sideways. */
const PHONE = { width: 390, height: 844 };
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function setPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`For ${EMAIL}.`)).toBeVisible();
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole('button', { name: 'Set my password' }).click();
}

test('forgot password: ask on the sign-in page, get the link from the owner, set a new password once', async ({
  browser,
}) => {
  // Two people, two links and four sign-ins: longer than one screen's test.
  test.setTimeout(120_000);
  const personContext = await browser.newContext({ viewport: PHONE });
  const person = await personContext.newPage();
  await person.goto('/signin');
  await person.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(person).toHaveURL(/\/forgot-password$/);
  await expectNoSidewaysScroll(person);
  await person.getByLabel('Email').fill(EMAIL);
  await person.getByRole('button', { name: 'Get a reset link' }).click();
  await expect(person.getByText("Ask your organization's owner for a password reset link")).toBeVisible();

  const link = await ownerIssuesLink(browser);

  // The rule is shown, and the server's reason for a refused password.
  await person.goto(link);
  await expect(person.getByText('Not a common or leaked password')).toBeVisible();
  await expectNoSidewaysScroll(person);
  await setPassword(person, link, '123456789012');
  await expect(person.getByRole('alert').filter({ hasText: 'This password cannot be used' })).toContainText(
    'list of common or leaked passwords',
  );

  await setPassword(person, link, NEW_PASSWORD);
  await expect(person).toHaveURL(/\/dashboard$/);

  // The link works once.
  const again = await personContext.newPage();
  await again.goto(link);
  await expect(again.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
  await expect(again.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await expectNoSidewaysScroll(again);
  await personContext.close();

  // The old password no longer signs in; the new one does. Then the demo password is put back.
  const check = await browser.newPage();
  await check.goto('/signin');
  await signInThroughForm(check, EMAIL, DEMO_PASSWORD);
  await expect(check.getByRole('alert').filter({ hasText: 'do not match' })).toBeVisible();
  await signInThroughForm(check, EMAIL, NEW_PASSWORD);
  await expect(check).toHaveURL(/\/dashboard$/);
  await setPassword(check, await ownerIssuesLink(browser), DEMO_PASSWORD);
  await expect(check).toHaveURL(/\/dashboard$/);
  await check.close();
});
