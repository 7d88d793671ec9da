#!/usr/bin/env bash
# `npm test`: type check, lint, unit and integration tests, then browser tests against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each stage's time, so the suite's budget (issue #31: 20 minutes on two cores) is visible in every run.
stage() { echo "== $1 (at ${SECONDS}s)"; }

# Background jobs: their output is printed if they fail; all are stopped if the suite ends first.
jobs_log=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$jobs_log"; echo "== npm test took ${SECONDS}s"' EXIT
background() { local name=$1; shift; "$@" > "$jobs_log/$name" 2>&1 & pids+=($!); eval "${name}_pid=$!"; }
finish() { wait "$2" || { local status=$?; echo "== $1 failed (exit $status):"; cat "$jobs_log/$1"; exit 1; }; }

# Debian's chromium for the browser tests (and the contrast check's in Vitest), and the fonts the brand faces'
# metric-matched fallbacks use on Linux (src/chrome/fonts/fallbacks.css; chromium only recommends them). Issue #31:
# installed beside the first stage, which needs neither (~50 s on a fresh machine), and waited for before Vitest, whose
# tests may run apt themselves (tests/support/services.ts: one apt at a time).
install_browser() {
  local packages=()
  [ -x /usr/bin/chromium ] || packages+=(chromium)
  fc-list 2>/dev/null | grep -q "Liberation Serif" || packages+=(fonts-liberation)
  [ ${#packages[@]} -eq 0 ] && return
  echo "Installing ${packages[*]} for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
}
# Not one of the jobs stopped when the suite ends first: an apt stopped halfway leaves dpkg to be repaired by hand.
install_browser > "$jobs_log/browser" 2>&1 &
browser_pid=$!

# Issue #31: the type check (tsconfig.typecheck.json says why it has its own) and the lint use one core, beside the
# production build (`npm run build:site`) and the browser tests' data, migrated and seeded once to be copied for each
# of their servers (tests/e2e/support/seedData.ts); the browser stage's server then finds the build up to date.
# A clean checkout (CI's) builds without Turbopack's build cache (next.config.ts says why).
export E2E_SEEDED_DATA=data/e2e-seeded
[ -d .next/cache/turbopack ] || export NEXT_BUILD_CACHE=off
stage "type check, lint, production build, browser tests' data"
background seed npx tsx tests/e2e/support/seedData.ts
background build npx tsx scripts/build.ts
npx tsc --noEmit -p tsconfig.typecheck.json
stage "lint"
npx eslint . --max-warnings 0; npx prettier --check . --log-level warn
finish build "$build_pid"
finish browser "$browser_pid"; cat "$jobs_log/browser"
stage "unit and integration"; npx vitest run
# Issue #23: nginx in front of two instances of that build on PostgreSQL and Redis (tests/scale), beside the integration
# suite again on a throwaway PostgreSQL cluster (tests/support/postgres.ts): each leaves the other's core half idle.
stage "scale and integration on PostgreSQL"
background scale npx vitest run -c vitest.scale.config.ts
npx vitest run -c vitest.postgres.config.ts
stage "scale's report"; finish scale "$scale_pid"; cat "$jobs_log/scale"
stage "browser"
# The seed is the browser tests' setup, tested itself by tests/integration/seed.test.ts: if the background copy
# failed (one clean-clone CI run ended here with exit 1 and an empty log), say so and seed once more in the foreground.
wait "$seed_pid" || { echo "== the background seed failed (exit $?):"; cat "$jobs_log/seed"; npx tsx tests/e2e/support/seedData.ts; }
rm -rf data/e2e
cp -a "$E2E_SEEDED_DATA" data/e2e
npx playwright test
