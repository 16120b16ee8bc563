import { expect, test } from './fixtures/test';
import { expectToastShown } from './fixtures/toasts';
import { authenticate } from './fixtures/auth';
import { shellMessages, standInShell } from './fixtures/shell';
import { createAwaitingOrder, decideRest } from './fixtures/repair-orders';

// The approver's queue on a phone, inside the native shell's web view (a stand-in shell that
// records what the page tells it, as in integrations.spec.ts).
// Several pages and saves on a shared, busy CPU: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(({ page }) => standInShell(page));

const BRAKES = { operation: 'Rear brake pads', laborHours: 1.5, partsCents: 12_900, subletCostCents: 0 };
const TINT = {
  operation: 'Remove window tint',
  laborHours: 0,
  partsCents: 0,
  subletVendor: 'Sunline Tint',
  subletCostCents: 18_000,
};

test('approve one line and decline the other with a reason, on a phone in the shell', async ({ page }) => {
  await authenticate(page, 'owner@demo.test');
  const { vehicle, number } = await createAwaitingOrder(page, [BRAKES, TINT]);
  await page.goto('/ro-approval');
  await expect(page.getByRole('heading', { name: 'Repair-order approval', level: 1 })).toBeVisible();
  await expect.poll(() => shellMessages(page)).toContainEqual(['get-device']);

  const order = page.getByRole('article', { name: `2019 Ford Escape, repair order ${number}` });
  await expect(order).toContainText(`Stock ${vehicle.stockNumber} · Order ${number} · Revision 1`);
  // Labor 1.5 h at the demo rate of $120/h, plus parts; the sublet line names its vendor.
  await expect(order).toContainText('Labor 1.5 h × $120/h = $180');
  await expect(order).toContainText('Sublet Sunline Tint $180');
  await expect(order).toContainText('$489'); // total pending: $309 + $180
  await expect(order.getByText(/^Waiting cost \$\d+(\.\d\d)? \(\d+(\.\d)? days waiting\)$/)).toHaveCount(2);
  // A full order fits the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

  const approve = order.getByRole('button', { name: 'Approve Rear brake pads' });
  const box = await approve.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
  await approve.click();
  await expectToastShown(page, 'Approved: Rear brake pads');
  await expect(order.getByRole('button', { name: 'Approve Rear brake pads' })).toHaveCount(0);
  await expect(order.getByRole('button', { name: '1 line decided' })).toBeVisible();

  await order.getByRole('button', { name: 'Decline Remove window tint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline Remove window tint' });
  await expect(dialog.getByRole('button', { name: 'Decline' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Disclose to the buyer instead' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Disclose to the buyer instead');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Disclose to the buyer instead: tint is legal here');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expectToastShown(page, 'Declined: Remove window tint');
  await expect(dialog).toHaveCount(0);
  // Every line is decided: the order (partly approved now) leaves the queue.
  await expect(order).toHaveCount(0);

  const stored = await page.request.post('/api/graphql', {
    data: { query: '{ repairOrders(vehicleId: "' + vehicle.id + '") { status lines { decision declineReason } } }' },
  });
  expect((await stored.json()) as unknown).toEqual({
    data: {
      repairOrders: [
        {
          status: 'partly_approved',
          lines: [
            { decision: 'approved', declineReason: null },
            { decision: 'declined', declineReason: 'Disclose to the buyer instead: tint is legal here' },
          ],
        },
      ],
    },
  });
});

test('approve all asks first, then approves every pending line', async ({ page }) => {
  await authenticate(page, 'editor@demo.test');
  const { number } = await createAwaitingOrder(page, [BRAKES, TINT]);
  await page.goto('/ro-approval');
  const order = page.getByRole('article', { name: `2019 Ford Escape, repair order ${number}` });
  await order.getByRole('button', { name: 'Approve all 2 lines' }).click();
  const confirm = page.getByRole('dialog', { name: `Approve every pending line of order ${number}?` });
  await expect(confirm).toContainText('2 lines for $489 will be approved.');
  await confirm.getByRole('button', { name: 'Approve all' }).click();
  await expect(page.getByText(`Order ${number} approved`)).toBeVisible();
  await expect(order).toHaveCount(0);
});

test('someone else deciding first: the server’s message shows and the order refreshes', async ({ page }) => {
  await authenticate(page, 'owner@demo.test');
  const { number, orderId } = await createAwaitingOrder(page, [BRAKES, TINT]);
  await page.goto('/ro-approval');
  const order = page.getByRole('article', { name: `2019 Ford Escape, repair order ${number}` });
  await expect(order.getByRole('button', { name: 'Approve Rear brake pads' })).toBeVisible();
  // Another approver declines the brakes line meanwhile.
  const lines = await page.request.post('/api/graphql', {
    data: { query: `{ repairOrder(id: "${orderId}") { lines { id } } }` },
  });
  const brakesId = ((await lines.json()) as { data: { repairOrder: { lines: { id: string }[] } } }).data.repairOrder
    .lines[0]!.id;
  await page.request.post('/api/graphql', {
    data: {
      query: `mutation { decideRepairOrderLines(input: { repairOrderId: "${orderId}", lineIds: ["${brakesId}"], approve: false, reason: "Other approver" }) { status } }`,
    },
  });
  await order.getByRole('button', { name: 'Approve Rear brake pads' }).click();
  await expect(page.getByText("The line 'Rear brake pads' was already declined; reload the order.")).toBeVisible();
  await expect(order.getByRole('button', { name: 'Approve Rear brake pads' })).toHaveCount(0);
  await expect(order.getByRole('button', { name: 'Approve Remove window tint' })).toBeVisible();
  await decideRest(page, orderId, true);
});
