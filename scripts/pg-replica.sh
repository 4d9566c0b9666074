#!/usr/bin/env bash
# A PostgreSQL primary and its streaming standby (a real read replica) on this machine, for the tests and
# for trying DATABASE_READ_URL by hand. Uses the machine's own PostgreSQL binaries (pg_config --bindir or
# /usr/lib/postgresql/<version>/bin); no system configuration is touched: both clusters live under DIR.
#
#   scripts/pg-replica.sh start DIR PRIMARY_PORT STANDBY_PORT   initdb a primary, start it, pg_basebackup a
#                                                               standby from it (-R), start that; prints the
#                                                               two URLs (DATABASE_URL, DATABASE_READ_URL)
#   scripts/pg-replica.sh stop DIR                              stops both (fast) and removes DIR
#
# As root, the clusters run as the `postgres` user (PostgreSQL refuses to run as root); DIR is theirs, and
# its parent folders must let that user through.
set -euo pipefail

bindir() {
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then
    pg_config --bindir
    return
  fi
  local found
  found="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$found" ] || { echo "pg-replica.sh: no PostgreSQL server binaries (initdb) found" >&2; exit 2; }
  echo "$found"
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

cmd="${1:-}"
dir="${2:-}"
[ -n "$cmd" ] && [ -n "$dir" ] || { echo "usage: $0 start DIR PRIMARY_PORT STANDBY_PORT | stop DIR" >&2; exit 2; }
BIN="$(bindir)"

case "$cmd" in
  start)
    pport="${3:?primary port}"
    sport="${4:?standby port}"
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres: "$dir"
    as_owner "$BIN/initdb" -D "$dir/primary" -U postgres --auth=trust --no-sync -E UTF8 >"$dir/initdb.log"
    cat >>"$dir/primary/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $pport
unix_socket_directories = '$dir'
wal_level = replica
max_wal_senders = 4
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
    echo "host replication all 127.0.0.1/32 trust" >>"$dir/primary/pg_hba.conf"
    as_owner "$BIN/pg_ctl" -D "$dir/primary" -l "$dir/primary.log" -w start >/dev/null
    as_owner "$BIN/pg_basebackup" -h 127.0.0.1 -p "$pport" -U postgres -D "$dir/standby" -R -X stream --no-sync
    cat >>"$dir/standby/postgresql.conf" <<CONF
port = $sport
hot_standby = on
CONF
    as_owner "$BIN/pg_ctl" -D "$dir/standby" -l "$dir/standby.log" -w start >/dev/null
    echo "DATABASE_URL=postgres://postgres@127.0.0.1:$pport/postgres"
    echo "DATABASE_READ_URL=postgres://postgres@127.0.0.1:$sport/postgres"
    ;;
  stop)
    for node in standby primary; do
      if [ -f "$dir/$node/postmaster.pid" ]; then
        as_owner "$BIN/pg_ctl" -D "$dir/$node" -m fast -w stop >/dev/null || true
      fi
    done
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start DIR PRIMARY_PORT STANDBY_PORT | stop DIR" >&2
    exit 2
    ;;
esac
