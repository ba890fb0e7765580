#!/usr/bin/env bash
# Does double-dummy work starve the rest of the service? wrk measures
# GET /healthz and POST /v1/rulings (Law 65, facts only) alone, then again
# while 64 connections keep asking POST /v1/bridge/double-dummy for full
# tables of a real deal. One release build, SQLite in a temp dir, only
# 127.0.0.1. Needs wrk (Debian package `wrk`).
#   bash bench/dd_load.sh              # 10 s per measure
#   DURATION=30s bash bench/dd_load.sh
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-10s}
PORT=${PORT:-18081}
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk"; exit 1; }

cargo build --release -q -p arbitre-server
tmp=$(mktemp -d)
trap 'kill $server 2>/dev/null; rm -rf "$tmp"' EXIT
# No rate limit: wrk sends everything from one address.
ARBITRE_DATABASE_URL="sqlite://$tmp/bench.db" ARBITRE_BIND="127.0.0.1:$PORT" ARBITRE_LOG=warn \
  ARBITRE_RATE_LIMIT_PER_SECOND=0 target/release/arbitre serve &
server=$!
for _ in $(seq 1 50); do curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done

python3 - "$tmp" <<'PY'
import json, sys
tmp = sys.argv[1]
pbn = open("crates/rules/tests/fixtures/realbridge2021_board20.pbn").read()
small = {"kind": "bridge.trick_orientation",
         "facts": {"when_noticed": "before_next_trick", "noticed_by": "defender", "defender_manner": "speech"}}
table = {"record": {"pbn": pbn}}
for name, body in [("small", small), ("table", table)]:
    with open(f"{tmp}/{name}.lua", "w") as f:
        f.write('wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n')
        f.write("wrk.body = " + json.dumps(json.dumps(body)) + "\n")
PY

measure() {
  echo "-- $1"
  wrk -t1 -c8 -d"$DURATION" --latency "http://127.0.0.1:$PORT/healthz" | grep -E "Requests/sec|99%" | sed 's/^/   healthz  /'
  wrk -t1 -c8 -d"$DURATION" --latency -s "$tmp/small.lua" "http://127.0.0.1:$PORT/v1/rulings" \
    | grep -E "Requests/sec|99%" | sed 's/^/   rulings  /'
}

measure "alone"
# 64 connections asking for tables, for the whole of the next measure and a
# little more; their own figures (most wait for a turn) are printed after.
wrk -t1 -c64 -d"$(( ${DURATION%s} * 2 + 5 ))s" --timeout 30s --latency -s "$tmp/table.lua" \
  "http://127.0.0.1:$PORT/v1/bridge/double-dummy" > "$tmp/tables.txt" &
load=$!
sleep 2
measure "while 64 connections ask for double-dummy tables"
wait $load
echo "-- the 64 table connections"
grep -E "Requests/sec|50%|99%|Non-2xx|Socket errors" "$tmp/tables.txt" | sed 's/^/   /'
echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB"
