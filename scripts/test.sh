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

echo "== type check"; npx tsc --noEmit
echo "== lint"; npx eslint . --max-warnings 0; npx prettier --check . --log-level warn
echo "== unit and integration"; npx vitest run
# Issue #23: the integration suite again on a throwaway PostgreSQL cluster (tests/support/postgres.ts).
echo "== integration on PostgreSQL"; npx vitest run -c vitest.postgres.config.ts
echo "== browser"
rm -rf data/e2e
npx playwright test
# Issue #23: nginx in front of two instances of that build on PostgreSQL and Redis (tests/scale).
echo "== scale"; npx vitest run -c vitest.scale.config.ts
