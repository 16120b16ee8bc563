import { expect, test, type Locator, type Page } from './fixtures/test';
import { authenticate } from './fixtures/auth';
import { shellMessages, standInShell } from './fixtures/shell';
import { createAwaitingOrder } from './fixtures/repair-orders';

// Issue 37: a repair order an editor submits reaches the approver on a phone inside the stand-in
// mobile shell while they look at the approval queue, without a reload: the order joins the queue,
// the bell counts it and the shell is sent the `notification` message for it (and for nothing the
// bell showed at its first load); opening it marks it read. On the preferences page a switch turned
// off stays off. The order's vehicle is the spec's own.

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(({ page }) => standInShell(page));

type ShellNotification = { id: string; kind: string; title: string; body: string; url: string };
const shellNotifications = async (page: Page) =>
  (await shellMessages(page))
    .filter(([handler]) => handler === 'notification')
    .map(([, payload]) => payload as ShellNotification);

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
const unreadOf = async (page: Page) => Number((await bell(page).getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);

test('a submitted repair order reaches the approver’s bell and the shell; opened, it is read', async ({
  page,
  browser,
  baseURL,
}) => {
  await authenticate(page, 'owner@demo.test');
  await page.goto('/ro-approval');
  await expect(bell(page)).toBeVisible();
  // The browser's live streams are open (src/lib/live-stream-connection.ts): the change comes after.
  await expect(page.locator('html[data-live-events][data-live-notifications]')).toHaveCount(1, { timeout: 30_000 });
  // Nothing the bell showed at its first load went to the shell.
  expect(await shellNotifications(page)).toEqual([]);
  const before = await unreadOf(page);

  const editorContext = await browser.newContext({ baseURL });
  const editor = await editorContext.newPage();
  await authenticate(editor, 'editor@demo.test');
  const model = `Bell ${Date.now() % 100_000}`;
  const { number } = await createAwaitingOrder(
    editor,
    [{ operation: 'Rear brake pads', laborHours: 1.5, partsCents: 12_900, subletCostCents: 0 }],
    {
      make: 'Polestar',
      model,
      year: 2021,
    },
  );
  await editorContext.close();

  // The owner did nothing: the stream brought the order to the queue and the bell. (Other
  // notifications may reach the owner meanwhile, such as a demo car turning overdue: only this
  // order's are counted on.)
  await expect(page.getByRole('article', { name: new RegExp(`repair order ${number}$`) })).toBeVisible();
  await expect.poll(() => unreadOf(page)).toBeGreaterThan(before);

  const ours = async () => (await shellNotifications(page)).filter((sent) => sent.title.includes(model));
  await expect.poll(async () => (await ours()).length).toBe(1);
  const [sent] = await ours();
  expect(sent).toMatchObject({ kind: 'repair_order_waiting', url: '/ro-approval' });
  expect(sent!.title).toContain(`2021 Polestar ${model}`);
  expect(sent!.body).toMatch(/awaits approval\. Waiting cost so far \$0/);

  const item = (list: Locator, state: 'Unread: ' | '') =>
    list.getByRole('button', {
      name: new RegExp(`^${state}Repair order waiting for your decision: 2021 Polestar ${model}`),
    });
  await bell(page).click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await item(list, 'Unread: ').click();
  await expect(page).toHaveURL(/\/ro-approval$/);
  await bell(page).click();
  await expect(item(list, '')).toBeVisible();
  await expect(item(list, 'Unread: ')).toHaveCount(0);
  expect(await ours()).toHaveLength(1);
});

test('a kind switched off on the preferences page stays off', async ({ page }) => {
  await authenticate(page, 'viewer@demo.test');
  await page.goto('/settings/notifications');
  const leads = page.getByRole('group', { name: 'Leads on my cars' });
  const email = leads.getByRole('switch', { name: 'By e-mail' });
  await expect(email).toBeChecked();
  await email.click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(email).not.toBeChecked();
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Leads on my cars' }).getByRole('switch', { name: 'By e-mail' }),
  ).not.toBeChecked();
  // Turned back on, for whoever opens it next.
  await page.getByRole('group', { name: 'Leads on my cars' }).getByRole('switch', { name: 'By e-mail' }).click();
  await expect(
    page.getByRole('group', { name: 'Leads on my cars' }).getByRole('switch', { name: 'By e-mail' }),
  ).toBeChecked();
});
