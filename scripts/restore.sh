#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh into an EMPTY database, in one transaction (all or nothing):
#   scripts/restore.sh FILE TARGET_URL
# Create the target first (createdb, or CREATE DATABASE), restore, then point DATABASE_URL at it and start
# the API: its migrations find the restored journal and apply only what is newer than the backup.
set -euo pipefail
if [ "$#" -ne 2 ]; then
  echo "usage: scripts/restore.sh FILE TARGET_URL" >&2
  exit 2
fi
file="$1"
target="$2"
[ -r "$file" ] || { echo "restore.sh: cannot read $file" >&2; exit 2; }
tables=$(psql --dbname="$target" -tAc "select count(*) from pg_tables where schemaname not in ('pg_catalog','information_schema')")
if [ "$tables" != "0" ]; then
  echo "restore.sh: the target database is not empty ($tables tables); restore into a new database" >&2
  exit 3
fi
# pg_restore empties search_path for safety, but earthdistance's ll_to_earth (behind the clubs' generated
# `earth` column) names its `earth` type unqualified, so computing that column while loading the rows fails
# with 'type "earth" does not exist'. The restore script is therefore run through psql with the extensions'
# schema on the path (only the one line pg_dump writes for it is changed).
pg_restore --no-owner --no-privileges --file=- "$file" |
  sed "s/^SELECT pg_catalog.set_config('search_path', '', false);\$/SELECT pg_catalog.set_config('search_path', 'public', false);/" |
  psql --dbname="$target" --single-transaction --quiet --no-psqlrc -v ON_ERROR_STOP=1 >/dev/null
echo "restored $file"
