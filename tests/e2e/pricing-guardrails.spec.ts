import { expect, test } from './fixtures/test';
import { authenticate } from './fixtures/auth';
import {
  acquireAgedVehicles,
  configurePricingTicked,
  marketPricedModel,
  pricingRules,
  retireVehicles,
  setConfigurePricingTicked,
} from './fixtures/pricing';
import { graph } from './fixtures/recon';
import { withCheckDigit } from '../../src/shared/inventory/vin';

// Issue 32's pricing guardrails at 1440 px, as the demo owner: the rules' dry run over the demo
// stock lists an underwater car (found by the filter, whatever the demo data holds) with its floor,
// the rule's price and its wholesale value; on vehicles of this run, a lower comes ticked and is
// applied, a raise (raise to market on, a young car listed under market) comes unticked and is
// applied only once ticked. The rules and the vehicles are put back after.

test.use({ viewport: { width: 1440, height: 900 } });
const SLOW = { timeout: 45_000 };

test('the rules’ dry run flags underwater cars, applies lowers, and raises only when ticked', async ({ page }) => {
  test.slow();
  await authenticate(page, 'owner@demo.test');
  const rulesBefore = await pricingRules(page);
  const checklistBefore = await configurePricingTicked(page);
  const { prefix, vehicles } = await acquireAgedVehicles(page, 1, 50);
  const [aged] = vehicles;
  // A young car of the same model listed at 90 % of its market: only raise to market lifts it.
  const model = await marketPricedModel(page);
  const youngList = Math.round((model.marketAverageCents * 0.9) / 10_000) * 10_000;
  const created = await graph<{ createVehicle: { id: string } }>(
    page,
    'mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { id } }',
    {
      input: {
        vin: withCheckDigit(`1FTFW1E50P${prefix.slice(2)}Y9`.slice(0, 17)),
        stockNumber: `${prefix}Y`,
        year: model.year,
        make: model.make,
        model: model.model,
        mileage: model.mileage,
        acquisitionSource: 'trade_in',
        acquiredDate: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
        costCents: Math.round(model.marketAverageCents * 0.5),
        listPriceCents: youngList,
        status: 'frontline',
      },
    },
  );
  expect(created.errors).toBeUndefined();
  const young = { id: created.data!.createVehicle.id, stockNumber: `${prefix}Y` };
  const { configured: _configured, ...rulesInput } = rulesBefore;
  const saveRules = (raiseToMarket: boolean) =>
    graph(page, 'mutation ($input: UpdatePricingRulesInput!) { updatePricingRules(input: $input) { configured } }', {
      input: { ...rulesInput, raiseToMarket },
    });
  try {
    // The whole stock: an underwater car, found by the filter, with its ways out.
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Run the rules on all stock' }).click();
    const all = page.getByRole('dialog', { name: 'Reprice all stock' });
    await all.getByRole('button', { name: 'Show the changes' }).click();
    await expect(all.getByRole('button', { name: 'Change method' })).toBeVisible(SLOW);
    await all.getByRole('button', { name: /^Underwater \(\d+\)$/ }).click();
    const underwater = all.getByRole('table', { name: 'Underwater vehicles: not repriced' });
    const first = underwater.getByRole('row').nth(1);
    await expect(first).toBeVisible();
    const money = async (index: number) =>
      Number((await first.getByRole('cell').nth(index).innerText()).replace(/[^\d-]/g, ''));
    // Cells: list price, floor, rule's price, wholesale, gross at floor, at the rule's price, if wholesaled.
    expect(await money(1)).toBeGreaterThan(await money(2));
    await expect(underwater.getByRole('columnheader', { name: 'Wholesale (auction index)' })).toBeVisible();
    await expect(all.getByText(/Raises are not applied unless you tick them/)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(all).toBeHidden();

    // Raise to market on; this run's two cars: the aged one lowers (ticked), the young one raises (not).
    expect((await saveRules(true)).errors).toBeUndefined();
    await page.goto(`/pricing?q=${prefix}`);
    const grid = page.getByRole('grid', { name: 'Stock pricing' });
    for (const stockNumber of [aged!.stockNumber, young.stockNumber]) {
      await expect(grid.getByRole('link', { name: stockNumber })).toBeVisible(SLOW);
      await grid
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: stockNumber }) })
        .getByRole('checkbox')
        .check();
    }
    await page.getByRole('button', { name: 'Reprice…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reprice 2 vehicles' });
    await dialog.getByRole('button', { name: 'Show the changes' }).click();
    await expect(dialog.getByRole('button', { name: 'Lowers (1)' })).toBeVisible(SLOW);
    await expect(
      dialog.getByText('1 of 2 changes ticked to apply. Raises are not applied unless you tick them.'),
    ).toBeVisible();
    const changes = dialog.getByRole('table', { name: 'Price changes' });
    await expect(changes.getByRole('checkbox', { name: `Apply ${aged!.stockNumber}` })).toBeChecked();
    // Price-to-market and rank, before → after.
    await expect(changes.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(/^\d+\.\d% → \d+\.\d%$/);
    await expect(changes.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(/^\d+ → \d+ of \d+$/);
    await dialog.getByRole('button', { name: 'Raises (1)' }).click();
    await expect(changes.getByRole('checkbox', { name: `Apply ${young.stockNumber}` })).not.toBeChecked();
    await expect(changes.getByRole('row').nth(1)).toContainText('Raise to market');
    await dialog.getByRole('button', { name: 'Apply 1 change' }).click();
    await expect(page.getByText('1 price changed, 0 skipped.')).toBeVisible();

    const listPrice = async (id: string) =>
      (
        await graph<{ vehicle: { listPriceCents: number } }>(
          page,
          'query ($id: ID!) { vehicle(id: $id) { listPriceCents } }',
          { id },
        )
      ).data!.vehicle.listPriceCents;
    expect(await listPrice(aged!.id)).toBeLessThan(aged!.listPriceCents);
    expect(await listPrice(young.id)).toBe(youngList);

    // Ticked by hand, the raise is applied.
    await grid
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: young.stockNumber }) })
      .getByRole('checkbox')
      .check();
    await page.getByRole('button', { name: 'Reprice…' }).click();
    const again = page.getByRole('dialog', { name: /^Reprice \d vehicles?$/ });
    await again.getByRole('button', { name: 'Show the changes' }).click();
    await expect(again.getByRole('button', { name: 'Raises (1)' })).toBeVisible(SLOW);
    await again.getByRole('button', { name: 'Raises (1)' }).click();
    await expect(again.getByRole('button', { name: 'Apply 0 changes' })).toBeDisabled();
    await again.getByRole('checkbox', { name: `Apply ${young.stockNumber}` }).check();
    await again.getByRole('button', { name: 'Apply 1 change' }).click();
    await expect(page.getByText('1 price changed, 0 skipped.').last()).toBeVisible();
    expect(await listPrice(young.id)).toBeGreaterThan(youngList);
  } finally {
    await saveRules(false);
    await setConfigurePricingTicked(page, checklistBefore);
    await retireVehicles(page, [aged!.id, young.id]);
  }
});
