#!/usr/bin/env python3
"""Fills a PostgreSQL database with realistic incidents, for the federation
search measurements of docs/PERFORMANCE.md (issue 16).

Every incident is one of the engine's own: its report and the decision the
engine gave (trace included) come from a data case of
crates/rules/tests/cases, so the rows hold what real incidents hold, in both
games and every kind. Each gets a club (among --clubs, each in one of twelve
regions), a time that rises with `seq` over five years (as reports arrive;
played then, or for one in 25 three to 30 days before: a late report),
an event ("Tournoi N", 300 consecutive incidents, so several clubs' reports
under one name), a table, a board and four licences drawn from --players.
One complete ruling in 40 also holds a director's ruling event; one in 200
has an appeal lodged against that director's ruling and decided (ruling
stands), and another one in 200 an appeal against the engine's own ruling,
with no director's ruling (so that an appealed incident is not always an
overruled one), as the history routes write their events; the ruling
snapshots given with them repeat the engine's decision (its laws, not a
director's). The side tables (players, citations, summaries) are filled by
the migrations' own triggers, as for a report.

The rows are made by PostgreSQL itself (INSERT ... SELECT over
generate_series), a batch per transaction: about 1,700 incidents a second
on the 2-core machine while the database fits in memory, ten minutes and
about 10 GB for a million (fewer per second as it grows: about 1,000 at
3 M). `--workers K` runs K batches at once, each on its own connection (a
batch's rows are its own `seq` range, and the count triggers append rows,
never update one, so batches never wait for each other); on two cores two
workers went no faster than one, the database's work being CPU-bound.

    python3 bench/scale/generate.py --url postgres://postgres@127.0.0.1:5432/arbitre_scale \\
        --incidents 1000000 --arbitre target/release/arbitre

The database is created and migrated (with `arbitre migrate`) if needed; it
must hold no incident yet, unless `--first` continues a run that stopped
(its batches up to `--first` - 1 committed). `--last` writes only the first
part of the history, its times spread as for `--incidents`: a month or a
year then holds as many incidents as the whole would.
"""

import argparse
import concurrent.futures
import csv
import glob
import io
import json
import os
import subprocess
import sys
import time
import urllib.parse

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))


# The payloads of the events after a report, as the history routes write
# them: a director's ruling, an appeal lodged, its decision (ruling stands).
DIRECTOR_PAYLOAD = json.dumps({"reason": "Faits établis autrement à la table.",
                               "citations": [{"law": "12", "paragraph": "C1(b)"}]},
                              ensure_ascii=False, separators=(",", ":"))
APPEAL_PAYLOAD = json.dumps({"appellant": "EW", "reason": "Nous contestons.", "concurrence": True},
                            ensure_ascii=False, separators=(",", ":"))


def decided_payload(appeal):
    """The payload of the decision on the appeal lodged with event `appeal`."""
    return json.dumps({"appeal": appeal, "heard_by": "appeals_committee", "outcome": "ruling_stands",
                       "reason": "Sans fondement."}, ensure_ascii=False, separators=(",", ":"))


def later_events(first, last):
    """The statements that write the events after the report of incidents
    `first` to `last` (by `seq`), one per position in their history: a
    director's ruling (version 2, and first of version 4), an appeal lodged
    and decided (versions 3 and 4). Version 3's events are steps 3 and 4 of
    version 4's history, one place earlier."""
    def quoted(text):
        return "'" + text.replace("'", "''") + "'"

    statements = []
    for seq in (2, 3, 4):
        statements.append(f"""
        INSERT INTO incident_events (id, incident_id, seq, kind, actor, payload, created_at)
        SELECT gen_random_uuid(), inc.id, {seq},
               CASE step.n WHEN 2 THEN 'director_ruling' WHEN 3 THEN 'appeal_lodged' ELSE 'appeal_decided' END,
               'key:' || inc.club_id,
               CASE step.n
                 WHEN 2 THEN {quoted(DIRECTOR_PAYLOAD)}
                 WHEN 3 THEN {quoted(APPEAL_PAYLOAD)}
                 -- The appeal decided is the one lodged with the event before.
                 ELSE {quoted(decided_payload(seq - 1))}
               END,
               inc.created_at + {seq} * interval '10 minutes'
        FROM incidents AS inc
        CROSS JOIN LATERAL (SELECT CASE WHEN inc.version = 3 THEN {seq} + 1 ELSE {seq} END AS n) AS step
        WHERE inc.seq BETWEEN {first} AND {last} AND inc.version >= {seq};""")
    return "".join(statements)


def common_arguments(parser, batch):
    """The options both generators take, besides where the database is."""
    parser.add_argument("--incidents", type=int, default=1_000_000)
    parser.add_argument("--clubs", type=int, default=400)
    parser.add_argument("--players", type=int, default=200_000)
    parser.add_argument("--batch", type=int, default=batch)
    parser.add_argument("--arbitre", default=os.path.join(ROOT, "target/release/arbitre"))


def sql_text(text):
    """`text` as a SQL string literal."""
    return "'" + text.replace("'", "''") + "'"


def psql(url, sql, stdin=None):
    """Runs SQL through psql, stopping at the first error."""
    out = subprocess.run(["psql", url, "-v", "ON_ERROR_STOP=1", "-q", "-At", "-c", sql],
                         input=stdin, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"psql failed: {out.stderr}\n{sql[:400]}")
    return out.stdout.strip()


def templates():
    """(game, kind, ruleset, status, input, decision, engine, ruleset version)
    of every data case whose decision is stored beside it."""
    rows = []
    for path in sorted(glob.glob(os.path.join(ROOT, "crates/rules/tests/cases/*.json"))):
        if path.endswith(".decision.json"):
            continue
        decision_path = path[: -len(".json")] + ".decision.json"
        if not os.path.exists(decision_path):
            continue
        case = json.load(open(path, encoding="utf-8"))
        request = case.get("request")
        decision = json.load(open(decision_path, encoding="utf-8")).get("decision")
        if not request or not decision or "kind" not in request:
            continue
        request = {k: v for k, v in request.items() if k != "context"}
        request.setdefault("ruleset", decision["ruleset"]["id"])
        rows.append((
            request["kind"].split(".")[0], request["kind"], decision["ruleset"]["id"], decision["status"],
            json.dumps(request, ensure_ascii=False, separators=(",", ":")),
            json.dumps(decision, ensure_ascii=False, separators=(",", ":")),
            decision["engine_version"], decision["ruleset"]["version"],
        ))
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", required=True, help="PostgreSQL URL of the database to fill")
    common_arguments(parser, batch=250_000)
    parser.add_argument("--workers", type=int, default=1, help="batches written at once, each on a connection")
    parser.add_argument("--first", type=int, default=1,
                        help="the first seq to write: continues a generation that stopped (its batches before "
                             "this one committed; its templates and clubs are kept)")
    parser.add_argument("--last", type=int,
                        help="the last seq to write (default: --incidents): a part of the history, its times spread "
                             "as for the whole of it")
    args = parser.parse_args()

    parsed = urllib.parse.urlparse(args.url)
    database = parsed.path.lstrip("/")
    admin_url = parsed._replace(path="/postgres").geturl()
    if psql(admin_url, f"SELECT 1 FROM pg_database WHERE datname = '{database}'") != "1":
        psql(admin_url, f'CREATE DATABASE "{database}"')
    subprocess.run([args.arbitre, "migrate"], env={**os.environ, "ARBITRE_DATABASE_URL": args.url}, check=True)
    stored = psql(args.url, "SELECT COALESCE(max(seq), 0) FROM incidents")
    if int(stored) != args.first - 1:
        sys.exit(f"the database holds incidents up to seq {stored}: use an empty one, or --first {int(stored) + 1}")
    if args.first == 1:
        count = write_templates_and_clubs(args)
    else:
        # A generation that stopped left its templates and clubs.
        count = int(psql(args.url, "SELECT count(*) FROM scale_templates"))
    write_incidents(args, count)


def write_templates_and_clubs(args):
    """Writes the templates (numbered from 0) and the clubs the incidents
    are made from; returns the number of templates."""
    rows = templates()
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    for n, row in enumerate(rows):
        writer.writerow((n, *row))
    psql(args.url, "DROP TABLE IF EXISTS scale_templates; CREATE UNLOGGED TABLE scale_templates (n INT PRIMARY KEY, "
         "game TEXT, kind TEXT, ruleset TEXT, status TEXT, input TEXT, decision TEXT, engine TEXT, ruleset_version TEXT)")
    out = subprocess.run(["psql", args.url, "-v", "ON_ERROR_STOP=1", "-q", "-c",
                          "\\copy scale_templates FROM STDIN WITH (FORMAT csv)"],
                         input=buffer.getvalue(), capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(out.stderr)
    count = len(rows)
    print(f"{count} templates from the data cases", flush=True)

    psql(args.url, f"""
        DROP TABLE IF EXISTS scale_clubs;
        CREATE UNLOGGED TABLE scale_clubs (n INT PRIMARY KEY, id UUID);
        INSERT INTO scale_clubs SELECT n, gen_random_uuid() FROM generate_series(0, {args.clubs - 1}) AS n;
        INSERT INTO clubs (id, name, region, created_at)
          SELECT id, 'Club ' || n, 'Région ' || (n % 12), timestamptz '2021-11-01' FROM scale_clubs;""")
    return count


def write_incidents(args, count):
    """Writes the incidents from seq `args.first` on, a batch per
    transaction, then moves the identity on and analyses the tables."""
    total = args.incidents
    end = min(args.last or total, total)
    started = time.time()

    def write_batch(first):
        last = min(first + args.batch - 1, end)
        # seq is given (OVERRIDING SYSTEM VALUE) so that each later row can
        # find its template and club again from it; the identity is moved on
        # at the end.
        # No JIT, as the server's own connections (crates/store): the side
        # tables' triggers run small statements per row, and one whose
        # estimate crosses jit_above_cost was compiled by LLVM for every
        # row (three quarters of the time, in a profile at 2.5 M).
        psql(args.url, f"""
        SET jit = off;
        BEGIN;
        INSERT INTO incidents (seq, id, club_id, game, kind, ruleset, status, context, input, version,
                               created_at, updated_at, occurred_at)
        OVERRIDING SYSTEM VALUE
        SELECT i, gen_random_uuid(), c.id, t.game, t.kind, t.ruleset, t.status,
               json_build_object(
                 'event', 'Tournoi ' || ((i / 300) % 50000),
                 'table', ((i % 15) + 1)::text,
                 'board', (i % 36) + 1,
                 'players', json_build_object(
                    'N', 'L-' || ((i * 7919) % {args.players}), 'E', 'L-' || ((i * 104729) % {args.players}),
                    'S', 'L-' || ((i * 15485863) % {args.players}), 'W', 'L-' || ((i * 32452843) % {args.players}),
                    'offender', 'L-' || ((i * 7919) % {args.players})),
                 'occurred_at', to_char(x.played AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))::text,
               t.input,
               -- A director's ruling or an appeal comes only after a
               -- complete ruling.
               -- Version 4: a director's ruling, then an appeal against it
               -- lodged and decided; 3: an appeal against the engine's.
               CASE WHEN t.status <> 'complete' THEN 1 WHEN i % 200 = 0 THEN 4 WHEN i % 200 = 100 THEN 3
                    WHEN i % 40 = 0 THEN 2 ELSE 1 END,
               x.at, x.at,
               -- The instant the context's occurred_at names (migration
               -- 0011), as the server writes it with each report.
               date_trunc('second', x.played)
        FROM generate_series({first}::bigint, {last}::bigint) AS i
        -- Seconds, not years: a fraction of a month would be counted in
        -- 30-day days and the time would step back at each month's end.
        CROSS JOIN LATERAL (SELECT timestamptz '2021-12-01' + (i::float8 / {total}) * interval '157784630 seconds'
                            AS at) AS reported
        -- Played when reported, but one in 25 played 3 to 30 days before
        -- its report (a late report: migration 0017 indexes those apart).
        CROSS JOIN LATERAL (SELECT reported.at,
                                   reported.at - CASE WHEN i % 25 = 7 THEN ((i % 28) + 3) * interval '1 day'
                                                      ELSE interval '0' END AS played) AS x
        JOIN scale_clubs AS c ON c.n = (i * 2654435761) % {args.clubs}
        JOIN scale_templates AS t ON t.n = (i * 31) % {count};

        -- Every incident's report and the engine's ruling.
        INSERT INTO incident_events (id, incident_id, seq, kind, actor, payload, created_at)
        SELECT gen_random_uuid(), inc.id, 1, 'reported', 'key:' || inc.club_id, inc.input, inc.created_at
        FROM incidents AS inc WHERE inc.seq BETWEEN {first} AND {last};
        INSERT INTO rulings (id, incident_id, event_id, seq, decision, engine_version, ruleset_version, status,
                             created_at)
        SELECT gen_random_uuid(), e.incident_id, e.id, 1, t.decision, t.engine, t.ruleset_version, t.status,
               e.created_at
        FROM incident_events AS e JOIN incidents AS inc ON inc.id = e.incident_id
        JOIN scale_templates AS t ON t.n = (inc.seq * 31) % {count}
        WHERE inc.seq BETWEEN {first} AND {last} AND e.seq = 1;

        -- One in 40: the director ruled otherwise (same decision text, his
        -- event); one in 200 also an appeal lodged and decided; another one
        -- in 200 (version 3) only the appeal, against the engine's ruling.
        -- One statement per position in the history: a row's triggers fire
        -- at its statement's end and read the incident's events (whether it
        -- was overruled, how its appeal stands), so each must find them as
        -- they stood when its event came, as the routes write them; in one
        -- statement a director's ruling found the appeal decided after it,
        -- and the kept counts moved the incident from cells it was never in.
        {later_events(first, last)}
        INSERT INTO rulings (id, incident_id, event_id, seq, decision, engine_version, ruleset_version, status,
                             created_at)
        SELECT gen_random_uuid(), e.incident_id, e.id, e.seq, t.decision, t.engine, t.ruleset_version, t.status,
               e.created_at
        FROM incident_events AS e JOIN incidents AS inc ON inc.id = e.incident_id
        JOIN scale_templates AS t ON t.n = (inc.seq * 31) % {count}
        WHERE inc.seq BETWEEN {first} AND {last} AND e.seq > 1;
        COMMIT;""")
        return last - first + 1

    done = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.workers) as pool:
        for written in pool.map(write_batch, range(args.first, end + 1, args.batch)):
            done += written
            rate = done / (time.time() - started)
            print(f"{args.first - 1 + done:>10} incidents ({rate:,.0f}/s)", flush=True)

    psql(args.url, """
        SELECT setval(pg_get_serial_sequence('incidents', 'seq'), (SELECT max(seq) FROM incidents));
        DROP TABLE scale_templates; DROP TABLE scale_clubs;""")
    psql(args.url, "VACUUM ANALYZE")
    size = psql(args.url, "SELECT pg_size_pretty(pg_database_size(current_database()))")
    print(f"done: {end} incidents in {time.time() - started:,.0f} s; database {size}")


if __name__ == "__main__":
    main()
