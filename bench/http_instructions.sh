#!/usr/bin/env bash
# Instructions per request of one route, counted by callgrind on the release
# server (SQLite in a temp dir; a stored report on PostgreSQL when
# BENCH_DATABASE_URL names one, whose own work is then not counted, being
# another process's): the server run twice under valgrind, with 100
# and with N requests sent one after another on one connection, and the
# difference divided by N - 100 (start-up and shutdown cancel out; the
# clock's calibration, which does not, is taken out). It counts the server's
# own instructions, not the kernel's; compare medians of a few runs.
# Needs valgrind (Debian package `valgrind`) and python3.
#   bash bench/http_instructions.sh healthz          # GET /healthz
#   bash bench/http_instructions.sh facts            # POST /v1/rulings, Law 65 by facts
#   bash bench/http_instructions.sh record           # the same with the 13-trick PBN record
#   bash bench/http_instructions.sh tarot            # POST /v1/tarot/score, a whole deal record
#   bash bench/http_instructions.sh incident         # POST /v1/incidents, stored (SQLite in the temp dir)
#   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench bash bench/http_instructions.sh incident
#                                                    # the same stored on PostgreSQL (a club and key are added)
#   N=3100 bash bench/http_instructions.sh facts
#   BIN=/tmp/old/arbitre bash bench/http_instructions.sh facts   # another build (not rebuilt)
#   KEEP=/tmp/cg-new bash bench/http_instructions.sh facts        # keep both callgrind files there,
#   python3 bench/callgrind_functions.py /tmp/cg-old /tmp/cg-new  # then compare two builds function by function
set -euo pipefail
cd "$(dirname "$0")/.."
route=${1:?healthz, facts, record or tarot}
N=${N:-1100}
PORT=${PORT:-18099}
command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install valgrind"; exit 1; }
if [ -z "${BIN:-}" ]; then cargo build --release -q -p arbitre-server; fi
BIN=${BIN:-target/release/arbitre}
tmp=$(mktemp -d)
# With KEEP, the two runs' callgrind files are copied there before the temp
# dir goes (bench/callgrind_functions.py reads them).
trap 'if [ -n "${KEEP:-}" ]; then mkdir -p "$KEEP" && cp "$tmp"/callgrind.* "$KEEP"/; fi; rm -rf "$tmp"' EXIT

python3 bench/requests.py "$tmp"

case $route in
  healthz) path=/healthz; body= ;;
  facts | record) path=/v1/rulings; body="$tmp/$route.json" ;;
  tarot) path=/v1/tarot/score; body="$tmp/tarot.json" ;;
  incident) path=/v1/incidents; body="$tmp/incident.json" ;;
  *) echo "unknown route: $route"; exit 1 ;;
esac

# A stored report needs a club key; both runs store into one database (the
# instructions of a report do not depend on how many are stored before it).
database=${BENCH_DATABASE_URL:-sqlite://$tmp/bench.db}
[ "$route" = incident ] || database=
key=
if [ -n "$database" ]; then
  ARBITRE_DATABASE_URL="$database" "$BIN" migrate >/dev/null
  club=$(ARBITRE_DATABASE_URL="$database" "$BIN" club create "Instructions club" | tail -1)
  key=$(ARBITRE_DATABASE_URL="$database" "$BIN" key create --club "$club" --role club | tail -1)
fi

for n in 100 "$N"; do
  ARBITRE_DATABASE_URL="${database:-sqlite://$tmp/bench-$n.db}" ARBITRE_BIND="127.0.0.1:$PORT" ARBITRE_LOG=warn \
    ARBITRE_RATE_LIMIT_PER_SECOND=0 valgrind --tool=callgrind --callgrind-out-file="$tmp/callgrind.$n" \
    "$BIN" serve >"$tmp/server.log" 2>&1 &
  server=$!
  # Wait for the port without sending a request (it would be counted).
  for _ in $(seq 1 100); do (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break; sleep 0.3; done
  python3 - "$PORT" "$path" "$n" "$body" "$key" <<'PY'
import http.client, sys
port, path, n, body, key = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
payload = open(body).read() if body else None
headers = {"Content-Type": "application/json"}
if key:
    headers["Authorization"] = "Bearer " + key
connection = http.client.HTTPConnection("127.0.0.1", port)
for _ in range(n):
    if payload is None:
        connection.request("GET", path)
    else:
        connection.request("POST", path, body=payload, headers=headers)
    answer = connection.getresponse()
    answer.read()
    assert answer.status == (201 if key else 200), answer.status
PY
  kill -INT "$server"
  wait "$server" 2>/dev/null || true
done
# The total less two kinds of start-up work that count differently from run
# to run, which was most of this figure's noise (a tenth at N=1100): the
# clock's calibration (quanta, under the metrics exporter), which loops until
# enough time has passed (one to nine million instructions), and the
# double-dummy pool's first solves, one or two as its threads come (two to
# six million). None of the routes measured here solves double-dummy.
# Each function's inclusive count is taken once, from the summary: without
# the source annotation, whose call lines (`=> ... (1x)`) name the same
# functions again (they were counted twice until the eleventh session, which
# took the start-up's difference between the two runs out twice over).
total() {
  callgrind_annotate --threshold=100 --inclusive=yes --auto=no "$1" 2>/dev/null | awk '
    /PROGRAM TOTALS/ {gsub(",", "", $1); t = $1}
    !/=>/ && /:quanta::Clock::new |:pons_dds::solver::Solver::solve |:pons_dds::search::Engine::new / {gsub(",", "", $1); q += $1}
    END {print t - q}'
}
first=$(total "$tmp/callgrind.100")
last=$(total "$tmp/callgrind.$N")
echo "$route: $(( (last - first) / (N - 100) )) instructions a request"
# (bench/callgrind_functions.py needs N as well, to read KEEP's files.)
if [ -n "${KEEP:-}" ]; then mkdir -p "$KEEP" && echo "$N" > "$KEEP/requests"; fi
