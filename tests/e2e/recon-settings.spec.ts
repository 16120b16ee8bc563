import { expect, test, type Page } from './fixtures/test';
import { expectToastShown } from './fixtures/toasts';
import { authenticate } from './fixtures/auth';
import { createVehicle } from './fixtures/repair-orders';

// The recon workflow editor in Settings. It changes Demo Motors' workflow, so it puts the stages
// back as they were afterwards (a removed stage stays in the history, as every removal does).

// Several pages and saves on a shared, busy CPU: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

type Stage = {
  id: string;
  name: string;
  targetMinutes: number;
  atRiskPercent: number;
  overduePercent: number;
  startsRecon: boolean;
};
const STAGE_FIELDS = 'id name targetMinutes atRiskPercent overduePercent startsRecon';

async function activeStages(page: Page): Promise<Stage[]> {
  const response = await page.request.post('/api/graphql', {
    data: { query: `{ reconWorkflow { stages { ${STAGE_FIELDS} } } }` },
  });
  return ((await response.json()) as { data: { reconWorkflow: { stages: Stage[] } } }).data.reconWorkflow.stages;
}

let original: Stage[] = [];

test.beforeEach(async ({ page }) => {
  await authenticate(page, 'owner@demo.test');
  original = await activeStages(page);
});

test.afterEach(async ({ page }) => {
  const current = await activeStages(page);
  if (JSON.stringify(current) === JSON.stringify(original)) return;
  await page.request.post('/api/graphql', {
    data: {
      query: 'mutation ($stages: [ReconStageInput!]!) { updateReconWorkflow(input: { stages: $stages }) { id } }',
      variables: { stages: original },
    },
  });
});

const stageNames = (page: Page) =>
  page.getByRole('list', { name: 'Stages' }).getByRole('textbox', { name: 'Stage name' });

test('add a stage, save, see it after a reload, then remove it again', async ({ page }) => {
  await page.goto('/settings/recon-workflow');
  await expect(page.getByRole('heading', { name: 'Recon workflow', level: 1 })).toBeVisible();
  await expect(stageNames(page)).toHaveCount(original.length);

  await page.getByRole('button', { name: 'Add a stage' }).click();
  // The new stage goes before the front line, which stays last.
  const added = stageNames(page).nth(original.length - 1);
  await added.fill('Windshield check');
  await page.getByRole('listitem', { name: 'Windshield check' }).getByRole('textbox', { name: 'Target' }).fill('1.5');
  await page.getByRole('button', { name: 'Save workflow' }).click();
  await expectToastShown(page, 'Recon workflow saved');

  await page.reload();
  await expect(stageNames(page).nth(original.length - 1)).toHaveValue('Windshield check');
  await expect(stageNames(page).last()).toHaveValue(original.at(-1)!.name);
  const stage = page.getByRole('listitem', { name: 'Windshield check' });
  await expect(stage.getByRole('textbox', { name: 'Target' })).toHaveValue('90');
  await expect(stage.getByRole('combobox', { name: 'Unit' })).toHaveText('Minutes');

  // Keyboard: move it up one place with the focused button.
  await stage.getByRole('button', { name: 'Move Windshield check up' }).focus();
  await page.keyboard.press('Enter');
  await expect(stageNames(page).nth(original.length - 2)).toHaveValue('Windshield check');

  await page.getByRole('button', { name: 'Remove Windshield check' }).click();
  await page.getByRole('button', { name: 'Save workflow' }).click();
  await expectToastShown(page, 'Recon workflow saved');
  await page.reload();
  await expect(stageNames(page)).toHaveCount(original.length);
  expect((await activeStages(page)).map((candidate) => candidate.name)).toEqual(
    original.map((candidate) => candidate.name),
  );
});

test('removing a stage that holds vehicles shows the server’s refusal, and nothing is saved', async ({ page }) => {
  // A vehicle of this test's own in the first stage, so the refusal does not depend on demo data.
  await createVehicle(page, 'Mazda', 'CX-5');
  await page.goto('/settings/recon-workflow');
  const first = original[0]!.name;
  await page.getByRole('button', { name: `Remove ${first}` }).click();
  await page.getByRole('button', { name: 'Save workflow' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Stage '${first}' still holds` })).toBeVisible();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(stageNames(page).first()).toHaveValue(first);
  expect(await activeStages(page)).toEqual(original);
});

test('someone without the settings section is refused the page with HTTP 403', async ({ page }) => {
  await page.context().clearCookies();
  await authenticate(page, 'user@demo.test');
  const response = await page.goto('/settings/recon-workflow');
  expect(response?.status()).toBe(403);
});
