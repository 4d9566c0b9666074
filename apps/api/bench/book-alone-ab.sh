#!/bin/bash
# `bench/book-alone-ab.sh <rounds> <seconds> <template A> <template B>`: what PostgreSQL alone sustains of the
# admitted booking (book-alone.pgb, 20 pgbench clients) on two versions of the write bench's database,
# alternated, each run on a fresh copy of its template (the days fill up as a run books, so a reused copy
# drifts). Make the templates from the database `BENCH_KEEP_DATABASE=1 npx tsx bench/write-ceiling.ts`
# keeps (`create database a template <kept>`, twice), change one (a function, an index, a key), then compare.
# Prints each template's mean and its runs (bookings/s). BENCH_PSQL_ARGS: how to reach PostgreSQL
# (default -h 127.0.0.1 -U postgres). Drops only the run_<template> copies it made.
set -euo pipefail
rounds=$1 seconds=$2 a=$3 b=$4
args=${BENCH_PSQL_ARGS:--h 127.0.0.1 -U postgres}
script="$(dirname "$0")/book-alone.pgb"
for _ in $(seq 1 "$rounds"); do
  for template in "$a" "$b"; do
    # shellcheck disable=SC2086
    psql $args -qAt -d postgres -c "drop database if exists run_$template with (force)" \
      -c "create database run_$template template $template" -c checkpoint 2>/dev/null
    # shellcheck disable=SC2086
    tps=$(pgbench $args -n -M prepared -c 20 -j 2 -T "$seconds" -f "$script" "run_$template" 2>&1 |
      grep -oP 'tps = \K[\d.]+')
    echo "$template $tps"
  done
done | awk '{ runs[$1] = runs[$1] " " int($2); n[$1]++; sum[$1] += $2 }
  END { for (t in runs) printf "%s mean %.0f bookings/s:%s\n", t, sum[t] / n[t], runs[t] }'
for template in "$a" "$b"; do
  # shellcheck disable=SC2086
  psql $args -qAt -d postgres -c "drop database if exists run_$template with (force)"
done
