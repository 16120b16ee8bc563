#!/usr/bin/env bash
# `npm test`: builds, then runs every suite in two lanes side by side (scripts/lanes.sh): the
# browser tests in one; the unit tests, then the integration suite on PGlite, in the other. With
# TEST_POSTGRES_URL set (`.ci/run` sets it), the second lane runs the integration suite once more
# against that PostgreSQL server. The lanes share the two cores with little waiting: the browser
# lane is the longer, and the integration suite fills the time its pages spend waiting on each other.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lanes.sh

started=$SECONDS
echo "== build"
npm run build

api_steps=('unit' 'npx vitest run --project unit' 'integration (PGlite)' 'npx vitest run --project integration')
if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  api_steps+=('integration (PostgreSQL)' "TEST_DATABASE_URL='$TEST_POSTGRES_URL' npx vitest run --project integration")
fi
lane browser 'browser (Playwright)' 'npx playwright test'
lane api "${api_steps[@]}"
wait_lanes
elapsed=$((SECONDS - started))
echo "== npm test took $((elapsed / 60)) min $((elapsed % 60)) s"
