#!/usr/bin/env bash
# `npm test`: everything that must pass before a change lands, strongest checks last.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

step 'format and lint (Biome)'
npx biome check .

step 'boundaries (dependency-cruiser: the arrows of docs/architecture.md)'
npm run --silent check:boundaries

step 'types (tsc, strict)'
npx tsc --noEmit -p .

step 'unit, HTTP, SDK and component tests (vitest)'
npx vitest run

step 'service tests on PostgreSQL (throwaway cluster on loopback)'
bash scripts/with-postgres.sh bash -c 'TEST_STORE_URL="$TEST_DATABASE_URL" npx vitest run src/server'

step 'end-to-end tests (Playwright in Debian Chromium)'
bash scripts/ensure-chromium.sh
npx playwright test
