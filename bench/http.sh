#!/usr/bin/env bash
# HTTP load benchmark: wrk against POST /v1/rulings (Law 65, with and without
# a PBN record) and GET /healthz on one release build, SQLite in a temp dir.
# Needs wrk (Debian package `wrk`). Only talks to 127.0.0.1.
#   bash bench/http.sh            # 10 s per endpoint, 2 threads, 32 connections
#   DURATION=30s bash bench/http.sh
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-10s}
THREADS=${THREADS:-2}
CONNECTIONS=${CONNECTIONS:-32}
PORT=${PORT:-18080}
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
record = {"kind": "bridge.trick_orientation",
          "facts": {"when_noticed": "end_of_play", "count_disputed": True}, "record": {"pbn": pbn}}
for name, body in [("small", small), ("record", record)]:
    with open(f"{tmp}/{name}.lua", "w") as f:
        f.write('wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n')
        f.write("wrk.body = " + json.dumps(json.dumps(body)) + "\n")
PY

run() { echo "== $1"; shift; wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency "$@" | grep -E "Requests/sec|Latency|50%|99%"; }
run "GET /healthz" "http://127.0.0.1:$PORT/healthz"
run "POST /v1/rulings (Law 65, facts only)" -s "$tmp/small.lua" "http://127.0.0.1:$PORT/v1/rulings"
run "POST /v1/rulings (Law 65, PBN record, 13 tricks)" -s "$tmp/record.lua" "http://127.0.0.1:$PORT/v1/rulings"
echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB"
