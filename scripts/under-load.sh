#!/usr/bin/env bash
# Proof that the timing-sensitive tests hold on a busy machine: the deployment tests and the browser tests, each run
# ROUNDS times (default 3) while two `yes > /dev/null` loops keep both cores busy; SUITES="e2e" runs one of them.
# Prints one line a run; exits 1 if any run failed. Needs PostgreSQL and Chromium, as CI does.
set -uo pipefail
cd "$(dirname "$0")/.."
rounds=${ROUNDS:-3}
yes >/dev/null &
one=$!
yes >/dev/null &
two=$!
trap 'kill $one $two 2>/dev/null' EXIT
failed=0
for round in $(seq 1 "$rounds"); do
  for suite in ${SUITES:-deploy e2e}; do
    started=$(date +%s)
    if [ "$suite" = deploy ]; then
      REQUIRE_POSTGRES=1 npx vitest run test/deploy >"/tmp/under-load-$suite-$round.log" 2>&1
    else
      npx vitest run --config vitest.e2e.config.ts >"/tmp/under-load-$suite-$round.log" 2>&1
    fi
    status=$?
    summary=$(sed 's/\x1b\[[0-9;]*m//g' "/tmp/under-load-$suite-$round.log" | grep -E '^ +Tests ' | tail -1 | xargs)
    echo "round $round, $suite: exit $status, $summary, $(($(date +%s) - started)) s (log: /tmp/under-load-$suite-$round.log)"
    [ "$status" -ne 0 ] && failed=1
  done
done
exit $failed
