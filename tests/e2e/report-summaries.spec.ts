import { expect, test, type Page } from './fixtures/test';
import { authenticate } from './fixtures/auth';

// The weekly summary schedule in Settings. It changes Demo Motors' schedule, so it puts it back
// as it was afterwards.

// Pages and saves on a shared, busy CPU: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

type Schedule = { enabled: boolean; weekday: number; hour: number; timeZone: string; recipients: { id: string }[] };
const FIELDS = 'enabled weekday hour timeZone recipients { id }';

async function stored(page: Page): Promise<Schedule> {
  const response = await page.request.post('/api/graphql', {
    data: { query: `{ reportSummarySchedule { ${FIELDS} } }` },
  });
  return ((await response.json()) as { data: { reportSummarySchedule: Schedule } }).data.reportSummarySchedule;
}

let original: Schedule;

test.beforeEach(async ({ page }) => {
  await authenticate(page, 'owner@demo.test');
  original = await stored(page);
});

test.afterEach(async ({ page }) => {
  const { recipients, ...rest } = original;
  await page.request.post('/api/graphql', {
    data: {
      query: `mutation ($input: UpdateReportSummaryScheduleInput!) { updateReportSummarySchedule(input: $input) { enabled } }`,
      variables: { input: { ...rest, recipientUserIds: recipients.map((recipient) => recipient.id) } },
    },
  });
});

test('an owner schedules the weekly summary, and it is there after a reload', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('link', { name: /^Weekly summary e-mail/ }).click();
  await expect(page.getByRole('heading', { name: 'Weekly summary e-mail', level: 1 })).toBeVisible();
  // The e2e server has no SMTP_URL: the screen says nothing will be sent.
  await expect(page.getByText('E-mail is not configured on this server (SMTP_URL)')).toBeVisible();

  await page.getByRole('switch', { name: 'Send the weekly summary' }).check();
  await page.getByRole('combobox', { name: 'Day' }).click();
  await page.getByRole('option', { name: 'Tuesday' }).click();
  await page.getByRole('combobox', { name: 'Hour' }).click();
  await page.getByRole('option', { name: '07:00' }).click();
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('America/Chic');
  await page.getByRole('option', { name: 'America/Chicago' }).click();
  const recipients = page.getByRole('combobox', { name: 'Recipients' });
  await recipients.click();
  await page.getByRole('option', { name: 'Vera Nguyen' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Summary schedule saved')).toBeVisible();
  await expect(page.getByText(/^Next: /)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Send the weekly summary' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Day' })).toHaveText('Tuesday');
  await expect(page.getByRole('combobox', { name: 'Hour' })).toHaveText('07:00');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago');
  await expect(page.getByText('Vera Nguyen', { exact: true })).toBeVisible();
  expect(await stored(page)).toMatchObject({ enabled: true, weekday: 2, hour: 7, timeZone: 'America/Chicago' });
});

test('an editor cannot open it', async ({ page }) => {
  await authenticate(page, 'editor@demo.test');
  const response = await page.goto('/settings/report-summaries');
  expect(response?.status()).toBe(403);
});
