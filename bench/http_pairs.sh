#!/usr/bin/env bash
# Each evaluation route beside GET /healthz of the same server, measured in
# alternating pairs: 2 s of wrk on /healthz, then 2 s on the route, seven
# times, and the median of the seven ratios with their range. The machine's
# speed drifts over seconds; a route measured ten seconds after /healthz
# (bench/http.sh) carries that drift into its ratio, a pair two seconds
# apart much less. Needs wrk. SQLite in a temp dir; nothing is stored.
#   bash bench/http_pairs.sh                       # builds the release server
#   BIN=/tmp/old/arbitre bash bench/http_pairs.sh  # another build (not rebuilt)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${BIN:-}" ]; then cargo build --release -q -p arbitre-server; fi
BIN=${BIN:-target/release/arbitre}
PORT=${PORT:-18098}
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk"; exit 1; }
tmp=$(mktemp -d)
python3 bench/requests.py "$tmp"
ARBITRE_DATABASE_URL="sqlite://$tmp/bench.db" ARBITRE_BIND="127.0.0.1:$PORT" ARBITRE_LOG=warn ARBITRE_RATE_LIMIT_PER_SECOND=0 "$BIN" serve >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 1 50); do curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done
r() { wrk -t2 -c64 -d2s "$@" | awk '/Requests\/sec/{print $2}'; }
out=""
# facts: Law 65 by facts; record: the same with the 13-trick PBN record;
# tarot: a whole 4-player deal scored (as bench/http.sh sends them).
for route in facts:/v1/rulings record:/v1/rulings tarot:/v1/tarot/score; do
  name=${route%%:*}; path=${route#*:}
  hs=(); rs=()
  for i in 1 2 3 4 5 6 7; do
    hs+=($(r http://127.0.0.1:$PORT/healthz)); rs+=($(r -s $tmp/$name.lua http://127.0.0.1:$PORT$path))
  done
  out="$out $name $(python3 -c "
import statistics as s
h=[float(x) for x in '${hs[*]}'.split()]; r=[float(x) for x in '${rs[*]}'.split()]
ratios=[b/a for a,b in zip(h,r)]
print(f'{s.median(ratios):.2f} [{min(ratios):.2f}-{max(ratios):.2f}]')")"
done
echo "ratio to /healthz, median [range] of 7 pairs:$out"
