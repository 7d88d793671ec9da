#!/usr/bin/env bash
# `npm run migrate:create -- NAME`: writes a migration for SQLite and PostgreSQL from the current config.
set -euo pipefail
name="${1:?usage: npm run migrate:create -- NAME}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export NEXT_TELEMETRY_DISABLED=1 PAYLOAD_DISABLE_DEPENDENCY_CHECKER=true PAYLOAD_SECRET="${PAYLOAD_SECRET:-$(openssl rand -hex 32)}"
DATA_DIR="$tmp" DATABASE_URL="file:$tmp/schema.db" npx payload migrate:create "$name"
DATABASE_URL="postgres://schema@127.0.0.1:1/schema" npx payload migrate:create "$name"
# Issue #31: Payload reads only the newest schema snapshot (the next migration's starting point), so each dialect keeps
# that one, without indentation; a migration then costs its own statements, not another full copy of the schema.
for dir in src/cms/migrations/sqlite src/cms/migrations/postgres; do
  mapfile -t snapshots < <(ls "$dir"/*.json | sort)
  newest="${snapshots[-1]}"
  node -e 'const fs = require("fs"); const f = process.argv[1]; fs.writeFileSync(f, JSON.stringify(JSON.parse(fs.readFileSync(f, "utf8"))))' "$newest"
  for snapshot in "${snapshots[@]}"; do [ "$snapshot" = "$newest" ] || rm "$snapshot"; done
done
npx payload generate:types
npx payload generate:importmap
