#!/usr/bin/env bash
# `npm test`: type check, lint, unit and integration tests, then browser tests against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
# The fonts the brand faces' metric-matched fallbacks use on Linux (src/chrome/fonts/fallbacks.css; chromium only
# recommends them).
if ! fc-list 2>/dev/null | grep -q "Liberation Serif"; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-liberation >/dev/null
fi

# Each stage's time, so the suite's budget (issue #31: 20 minutes on two cores) is visible in every run.
stage() { echo "== $1 (at ${SECONDS}s)"; }
trap 'echo "== npm test took ${SECONDS}s"' EXIT

stage "type check"; npx tsc --noEmit
# The browser tests' production build (`npm run build:site`) is made beside the lint, which uses one core; the browser
# stage's server then finds it up to date. (Not beside the type check: the build rewrites the types it reads.)
build_log=$(mktemp)
npx tsx scripts/build.ts > "$build_log" 2>&1 &
build_pid=$!
trap 'kill "$build_pid" 2>/dev/null || true; echo "== npm test took ${SECONDS}s"' EXIT
stage "lint"; npx eslint . --max-warnings 0; npx prettier --check . --log-level warn
stage "production build"
if ! wait "$build_pid"; then
  cat "$build_log"
  exit 1
fi
rm -f "$build_log"
stage "unit and integration"; npx vitest run
# Issue #23: nginx in front of two instances of that build on PostgreSQL and Redis (tests/scale), beside the integration
# suite again on a throwaway PostgreSQL cluster (tests/support/postgres.ts): each leaves the other's core half idle.
stage "scale and integration on PostgreSQL"
scale_log=$(mktemp)
npx vitest run -c vitest.scale.config.ts > "$scale_log" 2>&1 &
scale_pid=$!
trap 'kill "$build_pid" "$scale_pid" 2>/dev/null || true; echo "== npm test took ${SECONDS}s"' EXIT
npx vitest run -c vitest.postgres.config.ts
scale_status=0
wait "$scale_pid" || scale_status=$?
stage "scale's report"; cat "$scale_log"; rm -f "$scale_log"
[ "$scale_status" -eq 0 ] || exit "$scale_status"
stage "browser"
rm -rf data/e2e
npx playwright test
