import { expect, test, type Page } from './fixtures/test';
import { expectToastShown } from './fixtures/toasts';
import { authenticate, signInAs } from './fixtures/auth';
import { acquireReconVehicle, reconPath, retireReconVehicle } from './fixtures/recon';

// The /recon board (issue 16, part 6): a card moved by mouse drag and one by keyboard alone, each
// landing where the server put it with its event; a refused move leaves the card in place; people
// without scope 2 get no move controls. Each test makes its own vehicles and retires them after.

// The board reads every card's events: on a shared, busy CPU its first answer can take a while.
const BOARD_LOAD = { timeout: 45_000 };

const column = (page: Page, stage: string) => page.getByRole('region', { name: stage, exact: true });
const cardIn = (page: Page, stage: string, vehicleId: string) =>
  column(page, stage).locator(`[data-vehicle-id="${vehicleId}"]`);

test('move one card by dragging it and another with the keyboard only', async ({ page }) => {
  test.slow();
  // Tall enough that the dragged card and the stage it goes to are both on screen, however many
  // demo cars stand before it in its column.
  await page.setViewportSize({ width: 1440, height: 1600 });
  await authenticate(page, 'editor@demo.test');
  const dragged = await acquireReconVehicle(page, 'D');
  const keyed = await acquireReconVehicle(page, 'K');
  try {
    await page.goto('/recon?make=Mazda');
    await expect(page.getByRole('heading', { name: 'Reconditioning', level: 1 })).toBeVisible();
    await expect(cardIn(page, 'Incoming / transit', dragged.id)).toBeVisible(BOARD_LOAD);
    await expect(cardIn(page, 'Incoming / transit', keyed.id)).toBeVisible();

    // Drag with the mouse: press on the card's photo, move past the threshold, drop on Inspection.
    const from = (await cardIn(page, 'Incoming / transit', dragged.id).boundingBox())!;
    const to = (await column(page, 'Inspection').boundingBox())!;
    await page.mouse.move(from.x + 30, from.y + 30);
    await page.mouse.down();
    await page.mouse.move(from.x + 50, from.y + 40, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
    await page.mouse.up();
    await expectToastShown(page, `${dragged.name} moved to Inspection.`);
    await expect(cardIn(page, 'Inspection', dragged.id)).toBeVisible();
    await expect(cardIn(page, 'Incoming / transit', dragged.id)).toHaveCount(0);

    // Keyboard only: focus the card's actions, open Move to…, pick a stage with the arrows, add a note, confirm.
    await page.getByRole('button', { name: `Actions for ${keyed.name}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Move to…' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Move ${keyed.name}` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('radio', { name: 'Incoming / transit (now)' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'Estimate approval' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Skipped inspection: fresh trade');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Move' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectToastShown(page, `${keyed.name} moved to Estimate approval.`);
    await expect(cardIn(page, 'Estimate approval', keyed.id)).toBeVisible();

    // Each move is one event on the server, the note kept.
    expect(await reconPath(page, dragged.id)).toEqual([
      { move: '->Incoming / transit', note: null },
      { move: 'Incoming / transit>Inspection', note: null },
    ]);
    expect(await reconPath(page, keyed.id)).toEqual([
      { move: '->Incoming / transit', note: null },
      { move: 'Incoming / transit>Estimate approval', note: 'Skipped inspection: fresh trade' },
    ]);

    // The list shows the same data; the view is in the URL.
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page).toHaveURL(/view=list/);
    const row = page
      .getByRole('table', { name: 'Vehicles in recon' })
      .getByRole('row')
      .filter({ hasText: keyed.stockNumber });
    await expect(row.getByRole('cell', { name: 'Estimate approval' })).toBeVisible();
  } finally {
    await retireReconVehicle(page, dragged.id);
    await retireReconVehicle(page, keyed.id);
  }
});

test('a move the server refuses shows its reason and leaves the card where it was', async ({ page }) => {
  test.slow();
  await authenticate(page, 'editor@demo.test');
  const vehicle = await acquireReconVehicle(page, 'R');
  await page.goto('/recon?make=Mazda');
  await expect(cardIn(page, 'Incoming / transit', vehicle.id)).toBeVisible(BOARD_LOAD);
  // Wholesaled meanwhile (another person, another tab): the board still shows it until it reloads.
  await retireReconVehicle(page, vehicle.id);
  await page.getByRole('button', { name: `Actions for ${vehicle.name}` }).click();
  await page.getByRole('menuitem', { name: 'Move to…' }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${vehicle.name}` });
  await dialog.getByRole('radio', { name: 'Detail' }).check();
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(
    page.getByText('This vehicle is wholesaled: change its status back to stock before moving it through recon.'),
  ).toBeVisible();
  // The dialog stays open for another choice; closed, the board shows the card where it was.
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(cardIn(page, 'Incoming / transit', vehicle.id)).toBeVisible();
  await expect(cardIn(page, 'Detail', vehicle.id)).toHaveCount(0);
  expect(await reconPath(page, vehicle.id)).toEqual([{ move: '->Incoming / transit', note: null }]);
});

test('without scope 2 the board is read-only, and without the recon section it does not open', async ({ browser }) => {
  test.slow();
  const editorPage = await (await browser.newContext()).newPage();
  await signInAs(editorPage, 'editor@demo.test');
  const vehicle = await acquireReconVehicle(editorPage, 'V');
  try {
    const userPage = await (await browser.newContext()).newPage();
    await signInAs(userPage, 'user@demo.test');
    await userPage.goto('/recon?make=Mazda');
    await expect(cardIn(userPage, 'Incoming / transit', vehicle.id)).toBeVisible(BOARD_LOAD);
    await expect(userPage.getByText('You can read the board; moving vehicles needs an Editor or Owner.')).toBeVisible();
    await expect(userPage.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await expect(userPage.getByRole('menuitem', { name: 'Move to…' })).toHaveCount(0);
    await userPage.context().close();

    const viewerPage = await (await browser.newContext()).newPage();
    await signInAs(viewerPage, 'viewer@demo.test');
    await viewerPage.goto('/recon');
    await expect(viewerPage.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
    await expect(viewerPage.getByTestId('recon-card')).toHaveCount(0);
    await expect(viewerPage.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await viewerPage.context().close();
  } finally {
    await retireReconVehicle(editorPage, vehicle.id);
    await editorPage.context().close();
  }
});

test('on a phone the cars come first: figures and filters fold under their titles, and a card leaves off a zero', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await authenticate(page, 'editor@demo.test');
  const vehicle = await acquireReconVehicle(page, 'P');
  try {
    await page.goto('/recon?make=Mazda');
    const card = cardIn(page, 'Incoming / transit', vehicle.id);
    await expect(card).toBeVisible(BOARD_LOAD);
    expect((await card.boundingBox())!.y).toBeLessThan(844);
    await expect(page.getByRole('button', { name: 'Filters · 1 on' })).toHaveAttribute('aria-expanded', 'false');
    const figures = page.getByRole('button', { name: "This month's figures" });
    await expect(figures).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Median time-to-line this month')).toBeHidden();
    await figures.click();
    await expect(page.getByText('Median time-to-line this month')).toBeVisible();
    // A car just acquired has no repair order: its card says nothing about one.
    await expect(card).not.toContainText('Open ROs');
  } finally {
    await retireReconVehicle(page, vehicle.id);
  }
});

test('a long column draws its first 25 cars, newest first on the front line, and more on request; the list pages', async ({
  page,
}) => {
  await authenticate(page, 'user@demo.test');
  await page.goto('/recon');
  // The demo store's front line holds some 200 cars.
  const frontLine = column(page, 'Front line');
  const cards = frontLine.getByTestId('recon-card');
  await expect(cards).toHaveCount(25, BOARD_LOAD);
  await expect(frontLine).toContainText('No target · newest first');
  const more = frontLine.getByRole('button', { name: /^Show 25 more \(\d+ not shown\)$/ });
  const hiddenBefore = Number((await more.textContent())!.match(/\((\d+) not shown/)![1]);
  expect(hiddenBefore).toBeGreaterThan(25);
  await more.click();
  await expect(cards).toHaveCount(50);
  await expect(frontLine.getByRole('button', { name: `Show 25 more (${hiddenBefore - 25} not shown)` })).toBeVisible();

  // The list shows them a page at a time.
  await page.getByRole('button', { name: 'List' }).click();
  const rows = page.getByRole('table', { name: 'Vehicles in recon' }).getByRole('row');
  await expect(rows).toHaveCount(51);
  // The work in progress first, not the front line's weeks-old arrivals.
  await expect(rows.nth(1).getByRole('cell').nth(1)).not.toHaveText('Front line');
  await expect(page.getByText(/^1–50 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^51–100 of \d+$/)).toBeVisible();
});
