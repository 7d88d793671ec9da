#!/usr/bin/env bash
# `npm run migrate:create -- NAME`: writes a migration for SQLite and PostgreSQL from the current config.
set -euo pipefail
name="${1:?usage: npm run migrate:create -- NAME}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export NEXT_TELEMETRY_DISABLED=1 PAYLOAD_DISABLE_DEPENDENCY_CHECKER=true PAYLOAD_SECRET="${PAYLOAD_SECRET:-$(openssl rand -hex 32)}"
DATA_DIR="$tmp" DATABASE_URL="file:$tmp/schema.db" npx payload migrate:create "$name"
DATABASE_URL="postgres://schema@127.0.0.1:1/schema" npx payload migrate:create "$name"
npx payload generate:types
npx payload generate:importmap
