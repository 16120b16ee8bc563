#!/usr/bin/env bash
# `npm test`: builds, then runs every suite in lanes side by side (scripts/lanes.sh): the browser
# tests in one; the unit tests, then the integration suite on PGlite, in another; with
# TEST_POSTGRES_URL set (`.ci/run` sets it), the integration suite against that PostgreSQL server in
# a third. Alone, each lane leaves much of the two cores idle (pages, servers and tests wait on
# each other, on timers and on the database); side by side they fill it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lanes.sh

started=$SECONDS
echo "== build"
npm run build

lane browser 'browser (Playwright)' 'npx playwright test'
lane api 'unit' 'npx vitest run --project unit' 'integration (PGlite)' 'npx vitest run --project integration'
if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  lane postgres 'integration (PostgreSQL)' "TEST_DATABASE_URL='$TEST_POSTGRES_URL' npx vitest run --project integration"
fi
wait_lanes
elapsed=$((SECONDS - started))
echo "== npm test took $((elapsed / 60)) min $((elapsed % 60)) s"
