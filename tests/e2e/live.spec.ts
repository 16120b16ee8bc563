import { expect, test, type Page } from './fixtures/test';
import { authenticate } from './fixtures/auth';
import { acquireReconVehicle, retireReconVehicle } from './fixtures/recon';
import { expectToastShown, recordToasts } from './fixtures/toasts';

// Live updates (issue 37, docs/live-updates.md): two people on the recon board at once. A card one
// of them moves moves on the other's board by itself, saying who moved it; the mover's own board
// does not announce it a second time. The vehicle is this test's own, retired after.

const BOARD_LOAD = { timeout: 45_000 };
const cardIn = (page: Page, stage: string, vehicleId: string) =>
  page.getByRole('region', { name: stage, exact: true }).locator(`[data-vehicle-id="${vehicleId}"]`);

test('a card moved on one board moves on another, with who moved it', async ({ page, browser }) => {
  test.slow();
  await authenticate(page, 'editor@demo.test');
  const vehicle = await acquireReconVehicle(page, 'L');
  const watcherContext = await browser.newContext();
  await recordToasts(watcherContext);
  try {
    const watcher = await watcherContext.newPage();
    await authenticate(watcher, 'owner@demo.test');
    for (const each of [page, watcher]) {
      await each.goto('/recon?make=Mazda');
      await expect(cardIn(each, 'Incoming / transit', vehicle.id)).toBeVisible(BOARD_LOAD);
    }
    // The watcher's live stream is open (src/lib/live-stream-connection.ts): the move comes after.
    await expect(watcher.locator('html[data-live-events]')).toHaveCount(1, BOARD_LOAD);

    await page.getByRole('button', { name: `Actions for ${vehicle.name}` }).click();
    await page.getByRole('menuitem', { name: 'Move to…' }).click();
    const dialog = page.getByRole('dialog', { name: `Move ${vehicle.name}` });
    await dialog.getByRole('radio', { name: 'Inspection' }).check();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expectToastShown(page, `${vehicle.name} moved to Inspection.`);

    // The watcher did nothing: the stream brought the move.
    const moved = cardIn(watcher, 'Inspection', vehicle.id);
    await expect(moved).toBeVisible();
    await expect(moved).toContainText('Moved by Eddie Ramirez');
    await expect(cardIn(watcher, 'Incoming / transit', vehicle.id)).toHaveCount(0);
    await expectToastShown(watcher, `Eddie Ramirez moved ${vehicle.name} to Inspection.`);
    // The mover's own board was told once, by the move itself.
    await expect(cardIn(page, 'Inspection', vehicle.id)).not.toContainText('Moved by');
    expect(await page.evaluate(() => window.lotwiseToastsShown ?? [])).not.toContain(
      `Eddie Ramirez moved ${vehicle.name} to Inspection.`,
    );
  } finally {
    await watcherContext.close();
    await retireReconVehicle(page, vehicle.id);
  }
});
