import { expect, test, type Page } from './fixtures/test';
import { authenticate } from './fixtures/auth';

// Map my route on a phone: the demo agent replaces the proposed stops with two dealers that are
// not due (so checking in leaves every dealer's due state as other specs see it), plans, and
// checks in at the first stop. The visit it adds carries this spec's own note.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

const NOTE = `Route spec check-in ${Date.now()}`;
type DealerRow = { id: string; name: string; nextDueOn: string };

async function graph<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/api/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

test('the demo agent plans a route at 390 px and checks in at the first stop', async ({ page }) => {
  await authenticate(page, 'agent@demo.test');
  const { dealers } = await graph<{ dealers: DealerRow[] }>(page, '{ dealers { id name nextDueOn } }');
  const today = new Date().toISOString().slice(0, 10);
  const later = dealers.filter((dealer) => dealer.nextDueOn > today).slice(-2);
  expect(later).toHaveLength(2);

  await page.goto('/agent/territory-insights/map-my-route');
  await expect(page.getByRole('heading', { name: 'Map my route', level: 1 })).toBeVisible();
  const proposed = page.getByRole('list', { name: 'Proposed stops' });
  await expect(page.getByRole('heading', { name: /proposed stops?$/ })).toBeVisible();
  for (let remove = proposed.getByRole('button', { name: /^Remove / }); (await remove.count()) > 0;)
    await remove.first().click();
  await expect(page.getByText('No dealer is due on this day.')).toBeVisible();

  for (const dealer of later) {
    const add = page.getByRole('combobox', { name: 'Add a dealer' });
    await add.fill(dealer.name);
    await page
      .getByRole('option', { name: new RegExp(`^${dealer.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .click();
    await expect(proposed.getByText(dealer.name, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Plan route' }).click();

  const result = page.getByRole('region', { name: 'Your route' });
  await expect(result.getByRole('heading', { name: 'Your route' })).toBeVisible();
  const order = result.getByRole('list', { name: 'Stops in driving order' }).getByRole('listitem');
  await expect(order).toHaveCount(2);
  await expect(result.getByTestId('route-totals')).toContainText('2 stops');
  await expect(result.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&/,
  );
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download GPX' }).click();
  expect((await download).suggestedFilename()).toBe(`route-${today}.gpx`);
  // No sideways scrolling on the phone with the route shown.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  const firstName = (await order.first().locator('p').first().textContent())!.replace(/^1\. /, '');
  const first = later.find((dealer) => dealer.name === firstName)!;
  expect(first).toBeDefined();
  await result.getByRole('combobox', { name: 'Outcome' }).click();
  await page.getByRole('option', { name: 'Interested', exact: true }).click();
  await result.getByRole('textbox', { name: 'Notes' }).fill(NOTE);
  await result.getByRole('button', { name: 'Check in' }).click();
  await expect(result.getByRole('alert')).toHaveText(`Checked in at ${first.name}`);

  const { dealer } = await graph<{ dealer: { visits: { notes: string | null; outcome: string }[] } }>(
    page,
    'query ($id: ID!) { dealer(id: $id) { visits(first: 1) { notes outcome } } }',
    { id: first.id },
  );
  expect(dealer.visits).toEqual([{ notes: NOTE, outcome: 'interested' }]);
});
