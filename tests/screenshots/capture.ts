// `npm run screenshots`: the dashboard in light, dark, right-to-left, horizontal and a partner
// theme, at 1440×900 and 390×844, the inventory's phone cards, a vehicle with photos and the
// repair-order approval queue, the appraisals list and an appraisal, the pricing dry run, territory
// insights, the needs-attention queue, the inventory grid and the shopper's sales packet, into
// docs/screenshots/ (shown in the README). Starts its own
// server on a fresh embedded database (needs `npm run build` first) and Debian's Chromium.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { createDraftAppraisal } from '../e2e/fixtures/appraisals';
import { createAwaitingOrder } from '../e2e/fixtures/repair-orders';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outputDir = path.join(projectDir, 'docs', 'screenshots');
const port = Number(process.env.SCREENSHOTS_PORT ?? 3400);
const baseUrl = `http://localhost:${port}`;
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

type Variant = { name: string; email: string; prepare?: (page: Page) => Promise<void> };

async function openCustomizer(page: Page) {
  const button = page.getByRole('button', { name: 'Open the customizer' }).first();
  await button.click();
  return page.getByLabel('Customizer');
}

const VARIANTS: Variant[] = [
  { name: 'light', email: 'owner@demo.test' },
  {
    name: 'dark',
    email: 'darkmode@demo.test',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    },
  },
  {
    name: 'rtl',
    email: 'owner@demo.test',
    prepare: async (page) => {
      const customizer = await openCustomizer(page);
      await customizer.getByRole('radio', { name: 'Right to left' }).check();
      await customizer.getByRole('button', { name: 'Close the customizer' }).click();
    },
  },
  {
    name: 'horizontal',
    email: 'owner@demo.test',
    prepare: async (page) => {
      const customizer = await openCustomizer(page);
      await customizer.getByRole('radio', { name: 'Horizontal' }).check();
      await customizer.getByRole('button', { name: 'Close the customizer' }).click();
    },
  },
  // Every agent gets the northwind partner palette.
  { name: 'partner', email: 'agent@demo.test' },
];

async function waitForHealth(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not start');
}

async function signedIn(browser: Browser, email: string, viewport: (typeof VIEWPORTS)[number]) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('lotwise-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  return { context, page };
}

async function shoot(page: Page, name: string, viewport: (typeof VIEWPORTS)[number]) {
  await page.mouse.move(0, 0); // no hover tooltip in the picture
  await page.waitForLoadState('networkidle');
  const file = path.join(outputDir, `${name}-${viewport.width}x${viewport.height}.png`);
  // Transitions are finished for the picture, instead of waiting a while for them.
  await page.screenshot({ path: file, animations: 'disabled' });
  console.log(`[screenshots] ${path.relative(projectDir, file)}`);
}

async function capture(browser: Browser, variant: Variant, viewport: (typeof VIEWPORTS)[number]) {
  const { context, page } = await signedIn(browser, variant.email, viewport);
  if (variant.prepare) await variant.prepare(page);
  await shoot(page, `dashboard-${variant.name}`, viewport);
  await context.close();
}

/** The inventory as cards on a phone, and the demo vehicle with the most photos at both sizes. */
async function captureInventory(browser: Browser) {
  const phone = VIEWPORTS.find((viewport) => viewport.name === 'mobile')!;
  const { context, page } = await signedIn(browser, 'owner@demo.test', phone);
  await page.goto(`${baseUrl}/inventory`);
  await page.getByTestId('vehicle-card').first().locator('img').waitFor();
  await shoot(page, 'inventory-cards', phone);
  const answer = await page.request.post(`${baseUrl}/api/graphql`, {
    data: { query: '{ vehicles(first: 50) { edges { node { id photos { id } } } } }' },
  });
  const nodes = (
    (await answer.json()) as { data: { vehicles: { edges: { node: { id: string; photos: unknown[] } }[] } } }
  ).data.vehicles.edges;
  const withPhotos = nodes.map((edge) => edge.node).sort((a, b) => b.photos.length - a.photos.length)[0]!;
  await context.close();
  for (const viewport of VIEWPORTS) {
    const shot = await signedIn(browser, 'owner@demo.test', viewport);
    await shot.page.goto(`${baseUrl}/inventory/${withPhotos.id}`);
    await shot.page.getByTestId('photo-large').waitFor();
    await shoot(shot.page, 'vehicle-photos', viewport);
    await shot.context.close();
  }
}

/** The approval queue at both sizes, with three orders of its own waiting (made through the graph). */
async function captureApprovalQueue(browser: Browser) {
  const setup = await signedIn(browser, 'owner@demo.test', VIEWPORTS[0]!);
  await createAwaitingOrder(
    setup.page,
    [
      { operation: 'Front brake pads and rotors', laborHours: 1.5, partsCents: 18_950, subletCostCents: 0 },
      {
        operation: 'Windshield',
        laborHours: 0,
        partsCents: 0,
        subletVendor: 'Clear View Glass',
        subletCostCents: 32_000,
      },
    ],
    { year: 2021, make: 'Honda', model: 'CR-V' },
  );
  await createAwaitingOrder(
    setup.page,
    [
      {
        operation: 'Paintless dent repair, driver door',
        laborHours: 0,
        partsCents: 0,
        subletVendor: 'Dent Pros',
        subletCostCents: 15_000,
      },
    ],
    { year: 2019, make: 'Toyota', model: 'Camry' },
  );
  await setup.context.close();
  for (const viewport of VIEWPORTS) {
    const shot = await signedIn(browser, 'owner@demo.test', viewport);
    await shot.page.goto(`${baseUrl}/ro-approval`);
    await shot.page.getByRole('article').first().waitFor();
    await shoot(shot.page, 'ro-approval', viewport);
    await shot.context.close();
  }
}

/** The recon board at both sizes (a phone shows one stage at a time, with its stage tabs). */
async function captureRecon(browser: Browser) {
  for (const viewport of VIEWPORTS) {
    const { context, page } = await signedIn(browser, 'owner@demo.test', viewport);
    await page.goto(`${baseUrl}/recon`);
    await page.getByRole('heading', { name: 'Reconditioning', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'recon-board', viewport);
    await context.close();
  }
}

/** The appraisals list and one appraisal of its own (valuations, offer, comparables) at both sizes. */
async function captureAppraisals(browser: Browser) {
  const setup = await signedIn(browser, 'owner@demo.test', VIEWPORTS[0]!);
  const id = await createDraftAppraisal(setup.page);
  await setup.context.close();
  for (const viewport of VIEWPORTS) {
    const { context, page } = await signedIn(browser, 'owner@demo.test', viewport);
    await page.goto(`${baseUrl}/appraisals`);
    await page.getByRole('heading', { name: 'Appraisals', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'appraisals', viewport);
    await page.goto(`${baseUrl}/appraisals/${id}`);
    await page.getByTestId('comparables-table').waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'appraisal', viewport);
    // The offer panel: the offer against the auction index and the wholesale book (issue 32).
    await page.getByRole('heading', { name: 'Offer', exact: true }).evaluate((heading) => {
      heading.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -88); // out from under the app bar
    });
    await shoot(page, 'appraisal-offer', viewport);
    await context.close();
  }
}

/** The pricing grid at both sizes (cards on a phone), with the market columns the demo owner has. */
async function capturePricing(browser: Browser) {
  for (const viewport of VIEWPORTS) {
    const { context, page } = await signedIn(browser, 'owner@demo.test', viewport);
    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole('heading', { name: 'Pricing', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'pricing', viewport);
    await context.close();
  }
}

/** The reports index and the sales report at both sizes (figures stacked on a phone). */
async function captureReports(browser: Browser) {
  for (const viewport of VIEWPORTS) {
    const { context, page } = await signedIn(browser, 'owner@demo.test', viewport);
    await page.goto(`${baseUrl}/reports`);
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'reports', viewport);
    await page.goto(`${baseUrl}/reports/sales`);
    await page.getByRole('region', { name: 'Headline figures' }).waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'report-sales', viewport);
    await context.close();
  }
}

/** The rules' dry run over all stock at 1440 px: the changes, then the underwater cars (issue 32). */
async function captureDryRun(browser: Browser) {
  const desktop = VIEWPORTS[0]!;
  const { context, page } = await signedIn(browser, 'owner@demo.test', desktop);
  await page.goto(`${baseUrl}/pricing`);
  await page.getByRole('button', { name: 'Run the rules on all stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reprice all stock' });
  await dialog.getByRole('button', { name: 'Show the changes' }).click();
  await dialog.getByRole('button', { name: 'Change method' }).waitFor({ timeout: 60_000 });
  await shoot(page, 'pricing-dry-run', desktop);
  await dialog.getByRole('button', { name: /^Underwater \(\d+\)$/ }).click();
  await dialog.getByRole('table', { name: 'Underwater vehicles: not repriced' }).waitFor();
  await shoot(page, 'pricing-dry-run-underwater', desktop);
  await context.close();
}

/** The agent's territory insights at both sizes: price-to-market on the pricing rule (issue 32). */
async function captureTerritory(browser: Browser) {
  for (const viewport of VIEWPORTS) {
    const { context, page } = await signedIn(browser, 'agent@demo.test', viewport);
    await page.goto(`${baseUrl}/agent/territory-insights`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'territory-insights', viewport);
    await context.close();
  }
}

/** The needs-attention queue and the inventory grid at both sizes (issue 33). */
async function captureQueueAndGrid(browser: Browser) {
  for (const viewport of VIEWPORTS) {
    const { context, page } = await signedIn(browser, 'owner@demo.test', viewport);
    await page.goto(`${baseUrl}/needs-attention`);
    await page.getByRole('heading', { name: 'Needs attention', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'needs-attention', viewport);
    await page.goto(`${baseUrl}/inventory`);
    await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'inventory', viewport);
    await context.close();
  }
}

/** The shopper's sales packet on a phone, opened signed out from a share link of the demo car with the most photos (issue 33). */
async function captureSalesPacket(browser: Browser) {
  const desktop = VIEWPORTS[0]!;
  const phone = VIEWPORTS[1]!;
  const { context, page } = await signedIn(browser, 'owner@demo.test', desktop);
  const answer = await page.request.post(`${baseUrl}/api/graphql`, {
    data: { query: '{ vehicles(first: 50) { edges { node { id photos { id } } } } }' },
  });
  const nodes = (
    (await answer.json()) as { data: { vehicles: { edges: { node: { id: string; photos: unknown[] } }[] } } }
  ).data.vehicles.edges;
  const withPhotos = nodes.map((edge) => edge.node).sort((a, b) => b.photos.length - a.photos.length)[0]!;
  await page.goto(`${baseUrl}/inventory/${withPhotos.id}/packet`);
  await page.getByRole('button', { name: 'Create share link' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create share link' }).click();
  const shareUrl = await dialog.getByLabel('Share link').inputValue();
  await context.close();
  const shopper = await browser.newContext({ viewport: { width: phone.width, height: phone.height } });
  const shopperPage = await shopper.newPage();
  await shopperPage.goto(shareUrl);
  await shopperPage.getByTestId('packet-price').waitFor();
  await shoot(shopperPage, 'sales-packet-shopper', phone);
  await shopper.close();
}

// `SCREENSHOTS_ONLY=pricing,territory npm run screenshots` takes only those.
const CAPTURES: Record<string, (browser: Browser) => Promise<void>> = {
  dashboard: async (browser) => {
    for (const variant of VARIANTS) {
      for (const viewport of VIEWPORTS) await capture(browser, variant, viewport);
    }
  },
  inventory: captureInventory,
  recon: captureRecon,
  appraisals: captureAppraisals,
  pricing: capturePricing,
  dryRun: captureDryRun,
  territory: captureTerritory,
  queue: captureQueueAndGrid,
  reports: captureReports,
  approvals: captureApprovalQueue,
  packet: captureSalesPacket,
};

async function main() {
  mkdirSync(outputDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lotwise-screenshots-'));
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NEXTAUTH_URL: baseUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    SIGNIN_RATE_LIMIT_PER_ACCOUNT: '1000',
  };
  const server = spawn('sh', ['-c', 'npx tsx tests/e2e/fixtures/prepare-database.ts && exec npx tsx server/index.ts'], {
    cwd: projectDir,
    env,
    stdio: 'inherit',
    detached: true,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await waitForHealth(120_000);
    const only = process.env.SCREENSHOTS_ONLY?.split(',').filter(Boolean);
    for (const [name, take] of Object.entries(CAPTURES)) {
      if (!only || only.includes(name)) await take(browser);
    }
  } finally {
    await browser.close();
    process.kill(-server.pid!, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
