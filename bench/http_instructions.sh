#!/usr/bin/env bash
# Instructions per request of one route, counted by callgrind on the release
# server (SQLite in a temp dir): the server run twice under valgrind, with 100
# and with N requests sent one after another on one connection, and the
# difference divided by N - 100 (start-up and shutdown cancel out). It counts
# the server's own instructions, not the kernel's, and moves by up to a tenth
# between runs (the runtime's idle threads): compare medians of a few runs.
# Needs valgrind (Debian package `valgrind`) and python3.
#   bash bench/http_instructions.sh healthz          # GET /healthz
#   bash bench/http_instructions.sh facts            # POST /v1/rulings, Law 65 by facts
#   bash bench/http_instructions.sh record           # the same with the 13-trick PBN record
#   bash bench/http_instructions.sh tarot            # POST /v1/tarot/score, a whole deal record
#   N=3100 bash bench/http_instructions.sh facts
set -euo pipefail
cd "$(dirname "$0")/.."
route=${1:?healthz, facts, record or tarot}
N=${N:-1100}
PORT=${PORT:-18099}
command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install valgrind"; exit 1; }
cargo build --release -q -p arbitre-server
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

python3 - "$tmp" <<'PY'
import json, sys
tmp = sys.argv[1]
pbn = open("crates/rules/tests/fixtures/realbridge2021_board20.pbn").read()
bodies = {
    "facts": {"kind": "bridge.trick_orientation",
              "facts": {"when_noticed": "before_next_trick", "noticed_by": "defender", "defender_manner": "speech"}},
    "record": {"kind": "bridge.trick_orientation",
               "facts": {"when_noticed": "end_of_play", "count_disputed": True}, "record": {"pbn": pbn}},
    "tarot": {"record": json.load(open("crates/rules/tests/fixtures/tarot_4p_garde.json"))},
}
for name, body in bodies.items():
    open(f"{tmp}/{name}.json", "w").write(json.dumps(body))
PY

case $route in
  healthz) path=/healthz; body= ;;
  facts | record) path=/v1/rulings; body="$tmp/$route.json" ;;
  tarot) path=/v1/tarot/score; body="$tmp/tarot.json" ;;
  *) echo "unknown route: $route"; exit 1 ;;
esac

for n in 100 "$N"; do
  ARBITRE_DATABASE_URL="sqlite://$tmp/bench-$n.db" ARBITRE_BIND="127.0.0.1:$PORT" ARBITRE_LOG=warn \
    ARBITRE_RATE_LIMIT_PER_SECOND=0 valgrind --tool=callgrind --callgrind-out-file="$tmp/callgrind.$n" \
    target/release/arbitre serve >"$tmp/server.log" 2>&1 &
  server=$!
  # Wait for the port without sending a request (it would be counted).
  for _ in $(seq 1 100); do (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break; sleep 0.3; done
  python3 - "$PORT" "$path" "$n" "$body" <<'PY'
import http.client, sys
port, path, n, body = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]
payload = open(body).read() if body else None
connection = http.client.HTTPConnection("127.0.0.1", port)
for _ in range(n):
    if payload is None:
        connection.request("GET", path)
    else:
        connection.request("POST", path, body=payload, headers={"Content-Type": "application/json"})
    answer = connection.getresponse()
    answer.read()
    assert answer.status == 200, answer.status
PY
  kill -INT "$server"
  wait "$server" 2>/dev/null || true
done
total() { callgrind_annotate "$1" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}'; }
first=$(total "$tmp/callgrind.100")
last=$(total "$tmp/callgrind.$N")
echo "$route: $(( (last - first) / (N - 100) )) instructions a request"
