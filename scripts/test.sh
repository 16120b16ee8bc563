#!/usr/bin/env bash
# `npm test`: builds, and runs every suite in two lanes side by side (scripts/lanes.sh): the
# browser tests in one, the unit tests and then the integration suite on PGlite in the other; with
# TEST_POSTGRES_URL set (`.ci/run` sets it), the browser lane then runs the integration suite against
# that PostgreSQL server. Alone, each suite leaves much of the two cores idle (pages, servers and
# tests wait on each other, on timers and on the database); two side by side fill them, while a
# third at once (measured) only slowed every lane and made the browser tests miss their timeouts.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lanes.sh

started=$SECONDS
# The build in a lane of its own: the unit tests need none and run meanwhile; the browser tests and
# the integration suite (whose server processes serve the build) wait for it.
# The first-load JS budgets are checked right after it (seconds, no server); a page over budget
# fails the run, while the tests still run on the build.
built="$LANES_DIR/build"
lane build 'build' "npm run build && touch '$built.ok' || { touch '$built.failed'; exit 1; }" \
  'first-load JS budgets' 'node scripts/bundle-report.mjs'
await_build="until [ -e '$built.ok' ] || [ -e '$built.failed' ]; do sleep 1; done; [ -e '$built.ok' ]"

browser_steps=('wait for the build' "$await_build" 'browser (Playwright)' 'npx playwright test')
if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  # The Redis checks run once, in the PGlite run: the two runs overlap and share one Redis.
  browser_steps+=('integration (PostgreSQL)' "TEST_REDIS_URL= TEST_DATABASE_URL='$TEST_POSTGRES_URL' npx vitest run --project integration")
fi
lane browser "${browser_steps[@]}"
lane api 'unit' 'npx vitest run --project unit' 'wait for the build' "$await_build" 'integration (PGlite)' 'npx vitest run --project integration'
wait_lanes
elapsed=$((SECONDS - started))
echo "== npm test took $((elapsed / 60)) min $((elapsed % 60)) s"
