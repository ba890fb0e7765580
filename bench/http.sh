#!/usr/bin/env bash
# HTTP load benchmark on one release build, each figure beside GET /healthz
# of the same server in the same run: POST /v1/rulings (Law 65 by facts, and
# with a 13-trick PBN record), POST /v1/tarot/score with a whole deal record
# (SQLite in a temp dir: none of them touches the database), and, when
# BENCH_DATABASE_URL names an empty PostgreSQL database, POST /v1/incidents
# stored there, beside pgbench's single-row INSERT of a similar row and
# pgbench running the report's own statement, with the same clients, then
# that statement's three rows alone (a copy of the database without the side
# tables' triggers, named arbitre_bench_rows_alone, dropped after). Needs
# wrk (Debian package `wrk`; psql and pgbench for the last part). DURATION
# is in seconds with an `s` (10s, 30s): pgbench takes the number.
# Only talks to 127.0.0.1 and the database named.
#   bash bench/http.sh            # 10 s per endpoint, 2 threads, 64 connections
#   DURATION=30s BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench bash bench/http.sh
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-10s}
THREADS=${THREADS:-2}
CONNECTIONS=${CONNECTIONS:-64}
PORT=${PORT:-18080}
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install wrk"; exit 1; }

cargo build --release -q -p arbitre-server
tmp=$(mktemp -d)
pg_server=
trap 'kill $server $pg_server 2>/dev/null; rm -rf "$tmp"' EXIT
# No rate limit: wrk sends everything from one address.
ARBITRE_DATABASE_URL="sqlite://$tmp/bench.db" ARBITRE_BIND="127.0.0.1:$PORT" ARBITRE_LOG=warn \
  ARBITRE_RATE_LIMIT_PER_SECOND=0 target/release/arbitre serve &
server=$!
for _ in $(seq 1 50); do curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done

python3 bench/requests.py "$tmp"

run() { echo "== $1"; shift; wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency "$@" | grep -E "Requests/sec|Latency|50%|99%"; }
run "GET /healthz" "http://127.0.0.1:$PORT/healthz"
run "POST /v1/rulings (Law 65, facts only)" -s "$tmp/facts.lua" "http://127.0.0.1:$PORT/v1/rulings"
run "POST /v1/rulings (Law 65, PBN record, 13 tricks)" -s "$tmp/record.lua" "http://127.0.0.1:$PORT/v1/rulings"
run "POST /v1/tarot/score (whole 4-player deal record)" -s "$tmp/tarot.lua" "http://127.0.0.1:$PORT/v1/tarot/score"

if [ -n "${BENCH_DATABASE_URL:-}" ]; then
  # The same server on PostgreSQL: a club, its key, then incidents stored.
  pg_port=$((PORT + 1))
  export ARBITRE_DATABASE_URL="$BENCH_DATABASE_URL"
  club=$(target/release/arbitre club create "Bench club" | tail -1)
  BENCH_KEY=$(target/release/arbitre key create --club "$club" --role club | tail -1)
  export BENCH_KEY
  ARBITRE_BIND="127.0.0.1:$pg_port" ARBITRE_LOG=warn ARBITRE_RATE_LIMIT_PER_SECOND=0 target/release/arbitre serve &
  pg_server=$!
  for _ in $(seq 1 50); do curl -fs "http://127.0.0.1:$pg_port/readyz" >/dev/null && break; sleep 0.1; done
  run "GET /healthz (PostgreSQL server)" "http://127.0.0.1:$pg_port/healthz"
  before=$(psql "$BENCH_DATABASE_URL" -Atc "SELECT count(*) FROM incidents")
  run "POST /v1/incidents (PostgreSQL)" -s "$tmp/incident.lua" "http://127.0.0.1:$pg_port/v1/incidents"
  after=$(psql "$BENCH_DATABASE_URL" -Atc "SELECT count(*) FROM incidents")
  echo "incidents stored during the run: $((after - before))"
  # pgbench with the same clients: a single-row INSERT of a row like an
  # incident's (its context and input as JSON text), in a table of its own.
  psql "$BENCH_DATABASE_URL" -qc "CREATE TABLE IF NOT EXISTS bench_insert (id uuid PRIMARY KEY, seq bigserial,
    club_id uuid, kind text, status text, context text, input text, created_at timestamptz)"
  cat > "$tmp/insert.sql" <<'SQL'
INSERT INTO bench_insert (id, club_id, kind, status, context, input, created_at)
VALUES (gen_random_uuid(), gen_random_uuid(), 'bridge.trick_orientation', 'complete',
        '{"event": "Bench", "table": "4", "board": 20}', '{"facts": {"when_noticed": "before_next_trick"}}', now());
SQL
  echo "== pgbench, single-row INSERT, $CONNECTIONS clients"
  pgbench -n -M prepared -c "$CONNECTIONS" -j "$THREADS" -T "${DURATION%s}" -f "$tmp/insert.sql" "$BENCH_DATABASE_URL" \
    | grep -E "^tps|latency average"
  psql "$BENCH_DATABASE_URL" -qc "DROP TABLE bench_insert"
  # pgbench with the same clients and the same transaction as a report (issue
  # 18): the server's one statement for a report without sanctions (the
  # incident, its event and its ruling, whose triggers fill the side tables
  # and the counts), with the values of the last report stored above and new
  # ids each time; without JIT, as the server's connections.
  # The values are written as base64, decoded by each statement (a few
  # microseconds against the report's milliseconds): pgbench reads `:word` in
  # a script as a variable, and JSON has colons.
  psql "$BENCH_DATABASE_URL" -qAt > "$tmp/report.sql" <<'SQL'
CREATE FUNCTION pg_temp.b(value text) RETURNS text LANGUAGE sql AS $$
  SELECT CASE WHEN value IS NULL THEN 'NULL' ELSE format('convert_from(decode(%L, ''base64''), ''UTF8'')',
    translate(encode(convert_to(value, 'UTF8'), 'base64'), E'\n', '')) END $$;
SELECT format('WITH new_incident AS (INSERT INTO incidents (id, club_id, game, kind, ruleset, status, context, input,
    version, idempotency_key, request_hash, created_at, updated_at, occurred_at)
    VALUES (gen_random_uuid(), %s::uuid, %s, %s, %s, %s, %s, %s, 1, NULL, NULL, now(), now(), %s::timestamptz)
    ON CONFLICT (club_id, idempotency_key) DO NOTHING RETURNING id, seq, club_id, game, kind, ruleset, status,
    context, input, version, created_at, updated_at), new_event AS (INSERT INTO incident_events (id, incident_id, seq,
    kind, actor, payload, created_at) SELECT gen_random_uuid(), new_incident.id, 1, %s, %s, %s, now() FROM new_incident
    RETURNING id, incident_id), new_ruling AS (INSERT INTO rulings (id, incident_id, event_id, seq, decision,
    engine_version, ruleset_version, status, created_at) SELECT gen_random_uuid(), new_event.incident_id, new_event.id,
    1, %s, %s, %s, %s, now() FROM new_event) SELECT id, seq, club_id, game, kind, ruleset, status, context, input,
    version, created_at, updated_at FROM new_incident;', pg_temp.b(i.club_id::text), pg_temp.b(i.game),
    pg_temp.b(i.kind), pg_temp.b(i.ruleset), pg_temp.b(i.status), pg_temp.b(i.context), pg_temp.b(i.input),
    pg_temp.b(i.occurred_at::text), pg_temp.b(e.kind), pg_temp.b(e.actor), pg_temp.b(e.payload),
    pg_temp.b(r.decision), pg_temp.b(r.engine_version), pg_temp.b(r.ruleset_version), pg_temp.b(r.status))
  FROM incidents i JOIN incident_events e ON e.incident_id = i.id JOIN rulings r ON r.event_id = e.id
  ORDER BY i.seq DESC LIMIT 1;
SQL
  tr '\n' ' ' < "$tmp/report.sql" > "$tmp/report-one-line.sql"
  before=$(psql "$BENCH_DATABASE_URL" -Atc "SELECT count(*) FROM incidents")
  echo "== pgbench, a report's statement and triggers, $CONNECTIONS clients"
  PGOPTIONS='-c jit=off' pgbench -n -M prepared -c "$CONNECTIONS" -j "$THREADS" -T "${DURATION%s}" \
    -f "$tmp/report-one-line.sql" "$BENCH_DATABASE_URL" | grep -E "^tps|latency average"
  after=$(psql "$BENCH_DATABASE_URL" -Atc "SELECT count(*) FROM incidents")
  echo "incidents stored by pgbench: $((after - before))"
  # The same statement with the report's three rows alone: no side table, no
  # kept count (every trigger of the three tables off). This is the most a
  # report could cost the database if the side tables were written anywhere
  # else, so it bounds what any server could reach against the single-row
  # INSERT (issue 18). Run on a copy, dropped afterwards: the triggers of the
  # benchmark database itself are never switched off.
  kill "$pg_server" 2>/dev/null; wait "$pg_server" 2>/dev/null || true; pg_server=
  # The copy's URL is the database's with its name changed (and its
  # parameters, `?sslmode=…`, kept).
  without_parameters=${BENCH_DATABASE_URL%%\?*}
  copy="${without_parameters%/*}/arbitre_bench_rows_alone${BENCH_DATABASE_URL#"$without_parameters"}"
  psql "$BENCH_DATABASE_URL" -qc "DROP DATABASE IF EXISTS arbitre_bench_rows_alone"
  psql "$BENCH_DATABASE_URL" -qc "CREATE DATABASE arbitre_bench_rows_alone TEMPLATE \"${without_parameters##*/}\""
  psql "$copy" -qc "ALTER TABLE incidents DISABLE TRIGGER USER; ALTER TABLE incident_events DISABLE TRIGGER USER;
    ALTER TABLE rulings DISABLE TRIGGER USER"
  echo "== pgbench, a report's statement, its three rows alone (no side tables or counts), $CONNECTIONS clients"
  PGOPTIONS='-c jit=off' pgbench -n -M prepared -c "$CONNECTIONS" -j "$THREADS" -T "${DURATION%s}" \
    -f "$tmp/report-one-line.sql" "$copy" | grep -E "^tps|latency average"
  psql "$BENCH_DATABASE_URL" -qc "DROP DATABASE arbitre_bench_rows_alone"
fi
echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB"
