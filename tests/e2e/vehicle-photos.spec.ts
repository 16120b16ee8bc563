import sharp from 'sharp';
import { chooseColumn } from './fixtures/grid-columns';
import { expect, test, type Page } from './fixtures/test';
import { authenticate } from './fixtures/auth';

const PHONE = { width: 390, height: 844 };

/** A camera-sized JPEG of one colour, as a phone would hand the file input. */
async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

type Node = { id: string; stockNumber: string; mainPhoto: { id: string } | null };

/** A demo vehicle without photos, far down the list (the first page's photos stay as seeded). */
async function vehicleWithoutPhotos(page: Page): Promise<Node> {
  const response = await page.request.post('/api/graphql', {
    // In stock: the inventory list shows those by default, and the demo's sold history outnumbers them.
    data: {
      query:
        '{ vehicles(first: 100, filter: { status: [incoming, in_recon, frontline, sale_pending] }) { edges { node { id stockNumber mainPhoto { id } } } } }',
    },
  });
  const edges = ((await response.json()) as { data: { vehicles: { edges: { node: Node }[] } } }).data.vehicles.edges;
  return edges
    .map((edge) => edge.node)
    .filter((node) => node.mainPhoto === null)
    .at(-1)!;
}

async function deletePhotos(page: Page, ids: string[]) {
  for (const id of ids) {
    await page.request.post('/api/graphql', {
      data: { query: 'mutation ($id: ID!) { deleteVehiclePhoto(id: $id) { id } }', variables: { id } },
    });
  }
}

test('upload two photos on the vehicle page, make the second main, and see it in the grid', async ({ page }) => {
  // Two uploads re-encoded on the server, then two pages: more than the usual time on a busy machine.
  test.slow();
  await authenticate(page, 'editor@demo.test');
  const vehicle = await vehicleWithoutPhotos(page);
  await page.goto(`/inventory/${vehicle.id}`);
  await expect(page.getByText('No photos yet. Add some: on a phone, Add photos opens the camera.')).toBeVisible();

  await page
    .getByTestId('photo-input')
    .setInputFiles([await photo('front.jpg', '#2f5fb3'), await photo('side.jpg', '#b3261e')]);
  await expect(page.getByText('2 photos added')).toBeVisible();
  const tiles = page.getByTestId('photo-tile');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0).getByText('Main')).toBeVisible();
  const thumbnails = await tiles
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')!));
  const ids = thumbnails.map((src) => src.split('/')[3]!);
  try {
    await page.getByRole('button', { name: 'Make photo 2 the main photo' }).click();
    await expect(page.getByText('Main photo chosen')).toBeVisible();
    await expect(tiles.nth(1).getByText('Main')).toBeVisible();
    await expect(tiles.nth(0).getByText('Main')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show photo 2 of 2' }).click();
    await expect(page.getByTestId('photo-large')).toHaveAttribute('src', `/api/photos/${ids[1]}`);

    // The grid shows the main photo's thumbnail in the vehicle's row.
    await page.goto(`/inventory?q=${vehicle.stockNumber}`);
    const row = page
      .getByRole('grid', { name: 'Vehicles' })
      .locator('.MuiDataGrid-row')
      .filter({ hasText: vehicle.stockNumber });
    // The photo column waits in the column chooser.
    await expect(row).toBeVisible();
    await chooseColumn(page, 'Photo', true);
    await expect(row.locator('[data-field="mainPhoto"] img')).toHaveAttribute('src', thumbnails[1]!);
    await expect
      .poll(() => row.locator('[data-field="mainPhoto"] img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(400);
  } finally {
    await deletePhotos(page, ids);
  }
});

test('on a phone the inventory is a list of cards: search and paging work, nothing scrolls sideways', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await authenticate(page, 'viewer@demo.test');
  await page.goto('/inventory');
  const cards = page.getByTestId('vehicle-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Vehicles' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // The oldest vehicles come first and the demo's oldest were seeded with photos (other specs may
  // import older ones, without photos).
  await expect(cards.locator('img').first()).toHaveAttribute('src', /^\/api\/photos\/[0-9a-f-]{36}\/thumbnail$/);
  await expect(cards.first()).toContainText(/\$[\d,]+/);
  await expect(cards.first()).toContainText(/Stock # \S+/);

  // Paging: the next page shows other vehicles.
  await expect(page.getByText(/^1–50 of \d+$/)).toBeVisible();
  const firstTitle = await cards.first().locator('h3').innerText();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^51–100 of \d+$/)).toBeVisible();
  await expect(cards.first().locator('h3')).not.toHaveText(firstTitle);

  // Search: every card matches, and paging starts again at the first page.
  await page.getByRole('textbox', { name: 'Search inventory' }).fill('toyota');
  await expect(page).toHaveURL(/q=toyota/);
  await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
  await expect
    .poll(async () => (await cards.locator('h3').allInnerTexts()).every((title) => title.includes('Toyota')))
    .toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // A card opens its vehicle.
  const title = await cards.first().locator('h3').innerText();
  await cards.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await context.close();
});
