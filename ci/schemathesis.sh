#!/usr/bin/env bash
# Schemathesis against a running server, on SQLite and on PostgreSQL: every
# operation of openapi/openapi.json, with a club key, and the four standard
# checks (no 5xx, documented status codes, documented content types,
# responses that match their schema). Any failure fails the run.
#   bash ci/schemathesis.sh ARBITRE_BINARY POSTGRES_ADMIN_URL [SECONDS_PER_BACKEND]
# POSTGRES_ADMIN_URL points at a database from which a scratch database is
# made and dropped (postgres://postgres@127.0.0.1:5432/postgres). The venv is
# kept in target/stvenv, so schemathesis is installed once per machine.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=$1
admin_url=$2
seconds=${3:-60}
venv="${CARGO_TARGET_DIR:-target}/stvenv"
if ! "$venv/bin/schemathesis" --version >/dev/null 2>&1; then
  python3 -m venv "$venv"
  # The version these checks were written and run against.
  "$venv/bin/pip" install -q schemathesis==4.32.5
fi

tmp=$(mktemp -d)
server=""
cleanup() {
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  psql -q "$admin_url" -c 'drop database if exists arbitre_schemathesis' >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
trap cleanup EXIT

run() {
  local name=$1 url=$2 port
  port=$(free_port)
  echo "-- schemathesis on $name"
  local club key
  club=$(ARBITRE_DATABASE_URL="$url" "$binary" club create "Schemathesis")
  key=$(ARBITRE_DATABASE_URL="$url" "$binary" key create --club "$club" --role club)
  # No rate limit: from one address, schemathesis would spend most of its
  # time on the open routes' 429s (the limit has its own HTTP test).
  ARBITRE_DATABASE_URL="$url" ARBITRE_BIND="127.0.0.1:$port" ARBITRE_LOG=error ARBITRE_RATE_LIMIT_PER_SECOND=0 \
    "$binary" serve &
  server=$!
  for _ in $(seq 1 100); do
    kill -0 "$server" 2>/dev/null || { echo "the server on $name stopped"; exit 1; }
    curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && break
    sleep 0.1
  done
  "$venv/bin/schemathesis" run openapi/openapi.json --url "http://127.0.0.1:$port" \
    -H "Authorization: Bearer $key" \
    --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
    --phases examples,coverage,fuzzing --max-time "$seconds" --suppress-health-check all \
    --seed 20261202 --warnings off
  kill "$server"
  wait "$server" 2>/dev/null || true
  server=""
}

run SQLite "sqlite://$tmp/schemathesis.db"
psql -q "$admin_url" -c 'drop database if exists arbitre_schemathesis' >/dev/null
psql -q "$admin_url" -c 'create database arbitre_schemathesis' >/dev/null
run PostgreSQL "${admin_url%/*}/arbitre_schemathesis"
