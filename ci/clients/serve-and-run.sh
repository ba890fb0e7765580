#!/usr/bin/env bash
# Proves the generated clients against the real server: starts the given `arbitre` binary on a free 127.0.0.1 port
# with a fresh SQLite database, creates a club and a club key with the operator commands on that same database,
# waits for /healthz, runs run.sh against it, and stops the server on exit.
#
# Usage: serve-and-run.sh ARBITRE_BINARY [SPEC]   (SPEC is passed on to run.sh; by default the committed spec)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bin="$(realpath "${1:?usage: serve-and-run.sh ARBITRE_BINARY [SPEC]}")"
spec="${2:-$here/../../openapi/openapi.json}"

tmp="$(mktemp -d)"
server_pid=""
cleanup() {
  if [[ -n "$server_pid" ]]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
export ARBITRE_DATABASE_URL="sqlite://$tmp/arbitre.db" ARBITRE_BIND="127.0.0.1:$port" ARBITRE_LOG=warn
export ARBITRE_URL="http://127.0.0.1:$port"

club="$("$bin" club create "CI client check")"
ARBITRE_KEY="$("$bin" key create --club "$club" --role club)"
export ARBITRE_KEY

"$bin" serve >"$tmp/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do
  curl -fsS "$ARBITRE_URL/healthz" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$tmp/server.log" >&2; echo "the server exited" >&2; exit 1; }
  sleep 0.2
done
curl -fsS "$ARBITRE_URL/healthz" >/dev/null || { cat "$tmp/server.log" >&2; echo "no /healthz in 20 s" >&2; exit 1; }
echo "server up at $ARBITRE_URL (club $club)"

status=0
"$here/run.sh" "$spec" || status=$?
if [[ $status != 0 && -s "$tmp/server.log" ]]; then
  echo "== server log" >&2
  tail -n 50 "$tmp/server.log" >&2
fi
exit "$status"
