#!/usr/bin/env bash
# Backs up the Fairway database with pg_dump in custom format (compressed, restorable table by table):
#   scripts/backup.sh [FILE]        default FILE: fairway-<UTC timestamp>.dump in the current directory
# Connects to DATABASE_DIRECT_URL when set (never through a transaction pooler), else DATABASE_URL.
# pg_dump reads one consistent snapshot, so a backup taken while the API serves traffic is consistent;
# the file appears under its name only once complete.
set -euo pipefail
url="${DATABASE_DIRECT_URL:-${DATABASE_URL:-}}"
if [ -z "$url" ]; then
  echo "backup.sh: set DATABASE_URL (or DATABASE_DIRECT_URL) to the database to back up" >&2
  exit 2
fi
out="${1:-fairway-$(date -u +%Y%m%dT%H%M%SZ).dump}"
pg_dump --format=custom --no-owner --no-privileges --dbname="$url" --file="$out.partial"
mv "$out.partial" "$out"
echo "$out"
