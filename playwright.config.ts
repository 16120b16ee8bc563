import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig } from 'playwright/test';

/** `count` ports nothing listens on now (the config is synchronous, so a child process asks the OS). */
function freePorts(count: number): string {
  const script = `const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer().listen(0, '127.0.0.1'));
    Promise.all(servers.map((s) => new Promise((r) => s.on('listening', r)))).then(() => {
      console.log(servers.map((s) => s.address().port).join(','));
      servers.forEach((s) => s.close());
    });`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

// Workers side by side, each with its own app server and database (fixtures/servers.ts). Three on
// 2 cores: the suite took 41 min with one worker (whose pages left a core idle waiting on the
// server and each other) and 12–13.5 min with three, alone or beside the integration suite in
// `npm test`. Two and four are not measured yet; each worker adds a server and a browser.
const workers = Number(process.env.E2E_WORKERS ?? 3);
// Unset ports are picked free once, in the runner; the workers inherit them through the
// environment (they load this file again).
process.env.E2E_PORTS ??= freePorts(9);
// Debian's headless build of the same Chromium when installed (`apt-get install
// chromium-headless-shell`, as Playwright itself runs headless): without the full browser's UI
// it took 12 % less CPU for the same specs on 2 cores, where the suite is CPU-bound.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// Eight for app servers (one per worker, fixtures/servers.ts), the last for the stand-in scripts.
const scriptHostPort = process.env.E2E_PORTS.split(',').at(-1)!;
export const scriptHost = `http://127.0.0.1:${scriptHostPort}`;
process.env.E2E_SCRIPT_HOST = scriptHost;

export default defineConfig({
  testDir: 'tests/e2e',
  // Each worker has a database of its own, so specs never meet each other's data; a spec's own
  // tests run in order (several build on the one before), and the accessibility walk spreads
  // its pages over every worker.
  fullyParallel: false,
  workers,
  globalSetup: './tests/e2e/fixtures/servers.ts',
  // A flaky test must fail, then be fixed.
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // Room for a page's first visit on its worker's server while `npm test` runs the integration
  // suite on the same two cores (a report route took over 10 s there): waits end as soon as their
  // condition holds, so a passing test is no slower for them.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    // A trace of a failed test, without its screencast: capturing frames for every test cost the
    // browser more CPU than the pages themselves (software rendering on a 2-core machine).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // As a person who asks for less motion: the theme then ends transitions at once and stops
    // endless animations (src/theme/motion.ts), so no frame is drawn for a spinner nobody watches.
    reducedMotion: 'reduce',
    launchOptions: {
      // Playwright's own browser download does not work here: Debian's Chromium does.
      executablePath: chromium,
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
  ],
});
