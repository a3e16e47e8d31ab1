#!/usr/bin/env bash
# `npm run fuzz`: the hostile-input generators (src/server/reliability/fuzz.test.ts) with
# FUZZ_RUNS requests (default 10,000) on SQLite, then on a throwaway PostgreSQL cluster. Each run
# prints its seed (FUZZ_SEED=<seed> replays it) and its figures: requests, answers per status,
# latency p50/p99, duration. CI keeps the test's shorter default run.
set -euo pipefail
cd "$(dirname "$0")/.."
export FUZZ_RUNS="${FUZZ_RUNS:-10000}"
only='fuzz \(|seed|×|✓|passed|failed|Error'

printf '\n== fuzz on SQLite (%s requests)\n' "$FUZZ_RUNS"
npx vitest run src/server/reliability/fuzz.test.ts -t 'generated requests' 2>&1 | grep -E "$only"
[ "${PIPESTATUS[0]}" -eq 0 ]

printf '\n== fuzz on PostgreSQL (%s requests)\n' "$FUZZ_RUNS"
bash scripts/with-postgres.sh bash -c \
  'TEST_STORE_URL="$TEST_DATABASE_URL" npx vitest run src/server/reliability/fuzz.test.ts -t "generated requests"' \
  2>&1 | grep -E "$only"
[ "${PIPESTATUS[0]}" -eq 0 ]
