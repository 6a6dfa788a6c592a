#!/usr/bin/env bash
# npm test: the type-check and the vitest suites side by side (the type-check is one core's work for about a minute
# that the tests, waiting on their servers much of the time, leave free); fails when either fails. Arguments go to vitest.
set -uo pipefail
npx tsc --noEmit &
typecheck=$!
npx vitest run "$@"
tests=$?
wait "$typecheck"
checked=$?
[ "$checked" -ne 0 ] && echo "npm test: the type-check failed (npx tsc --noEmit)" >&2
exit $((tests != 0 || checked != 0))
