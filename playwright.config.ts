import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'playwright/test';

/** A port nothing listens on now (the config is synchronous, so a child process asks the OS). */
function freePort(): string {
  const script = "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

// Unset ports are picked free once, in the runner; the workers inherit them through the environment
// (they load this file again), and the web servers' readiness URLs below wait for them to answer.
process.env.E2E_PORT ??= freePort();
process.env.E2E_SCRIPT_HOST_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
const scriptHostPort = Number(process.env.E2E_SCRIPT_HOST_PORT);
export const scriptHost = `http://127.0.0.1:${scriptHostPort}`;
// A fresh embedded database per run, with the demo data and the browser tests' own fixtures.
const dataDir = path.join(tmpdir(), `lotwise-e2e-${process.pid}`);

export default defineConfig({
  testDir: 'tests/e2e',
  // One test at a time: a page's time is the browser's CPU, and a second worker on two cores
  // measured no faster while its flows would meet each other's data.
  fullyParallel: false,
  workers: 1,
  // A flaky test must fail, then be fixed.
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A trace of a failed test, without its screencast: capturing frames for every test cost the
    // browser more CPU than the pages themselves (software rendering on a 2-core machine).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // As a person who asks for less motion: the theme then ends transitions at once and stops
    // endless animations (src/theme/motion.ts), so no frame is drawn for a spinner nobody watches.
    reducedMotion: 'reduce',
    launchOptions: {
      // Playwright's own browser download does not work here: Debian's Chromium does.
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
    },
  },
  webServer: [
    {
      command: 'node tests/e2e/fixtures/script-host.mjs',
      url: `${scriptHost}/health`,
      reuseExistingServer: false,
      env: { SCRIPT_HOST_PORT: String(scriptHostPort) },
    },
    {
      command: 'npx tsx tests/e2e/fixtures/prepare-database.ts && npx tsx server/index.ts',
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        NEXTAUTH_URL: baseURL,
        NEXT_TELEMETRY_DISABLED: '1',
        // Browser tests sign in many times from one address: not what they test.
        SIGNIN_RATE_LIMIT_PER_ACCOUNT: '1000',
        SIGNIN_RATE_LIMIT_PER_IP: '10000',
        GRAPHQL_RATE_LIMIT: '100000',
        // Every third-party service on, pointed at the stand-in on loopback.
        PRODUCT_ANALYTICS_KEY: 'phc_e2e',
        PRODUCT_ANALYTICS_HOST: scriptHost,
        TAG_MANAGER_ID: 'GTM-E2E',
        TAG_MANAGER_SRC: `${scriptHost}/gtm.js`,
        CRM_WIDGET_SRC: `${scriptHost}/crm.js`,
        ONBOARDING_SRC: `${scriptHost}/onboarding.js`,
        ONBOARDING_KEY: 'onboarding-e2e',
        VHR_SNAPSHOT_SRC: `${scriptHost}/vhr.js`,
        // Seals DMS credentials and feed secrets (a fixed test key: the DMS flow creates a secret).
        SECRETS_KEY: '0'.repeat(63) + '1',
      },
    },
  ],
});
