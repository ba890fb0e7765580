#!/usr/bin/env python3
"""Fills a SQLite database with realistic incidents, as bench/scale/generate.py
fills PostgreSQL, for the federation search measurements of
docs/PERFORMANCE.md at 1,000,000 incidents on SQLite (issue 16).

The same incidents as generate.py's: the report and the decision, trace
included, of a data case of crates/rules/tests/cases, a club (among --clubs,
each in one of twelve regions), a time that rises with `seq` over five years,
an event of 300 consecutive incidents, a table, a board and four licences
drawn from --players; one complete ruling in 40 with a director's ruling
event, one in 200 with an appeal lodged against it and decided, another one
in 200 with an appeal against the engine's own ruling. The rows are written by
Python in batches (one transaction each); the side tables (players,
citations, rules, words, counts) are filled by the migrations' own triggers,
as for a report.

    python3 bench/scale/generate_sqlite.py --path /tmp/arbitre_scale.db \\
        --incidents 1000000 --arbitre target/release/arbitre

The file is created and migrated (with `arbitre migrate`); it must hold no
incident yet.
"""

import argparse
import datetime
import json
import os
import sqlite3
import subprocess
import sys
import time
import uuid

sys.path.insert(0, os.path.dirname(__file__))
from generate import (  # noqa: E402
    APPEAL_PAYLOAD, DIRECTOR_PAYLOAD, common_arguments, decided_payload, templates)

# The store's text form of a time (crates/store/src/sqlite.rs, TIMESTAMP_FORMAT).
TIME_FORMAT = "%Y-%m-%dT%H:%M:%S.%fZ"
START = datetime.datetime(2021, 12, 1, tzinfo=datetime.timezone.utc)
FIVE_YEARS = 157784630  # seconds, as generate.py spreads them

# The events after the report, by the incident's version: a director's
# ruling (2); an appeal against the engine's ruling lodged and decided (3);
# a director's ruling, then an appeal against it lodged and decided (4). An
# appeal's decision names the event that lodged it.
LATER_EVENTS = {
    2: [("director_ruling", DIRECTOR_PAYLOAD)],
    3: [("appeal_lodged", APPEAL_PAYLOAD), ("appeal_decided", decided_payload(2))],
    4: [("director_ruling", DIRECTOR_PAYLOAD), ("appeal_lodged", APPEAL_PAYLOAD),
        ("appeal_decided", decided_payload(3))],
}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--path", required=True, help="the SQLite file to fill")
    common_arguments(parser, batch=20_000)
    args = parser.parse_args()

    url = f"sqlite://{os.path.abspath(args.path)}"
    subprocess.run([args.arbitre, "migrate"], env={**os.environ, "ARBITRE_DATABASE_URL": url}, check=True)
    db = sqlite3.connect(args.path)
    if db.execute("SELECT count(*) FROM incidents").fetchone()[0] != 0:
        sys.exit("the database already holds incidents: use an empty one")
    # Speed over durability while filling: a crash means starting again.
    db.execute("PRAGMA synchronous = OFF")

    rows = templates()
    count = len(rows)
    print(f"{count} templates from the data cases", flush=True)
    clubs = [str(uuid.uuid4()) for _ in range(args.clubs)]
    with db:
        db.executemany("INSERT INTO clubs (id, name, region, created_at) VALUES (?, ?, ?, ?)",
                       [(club, f"Club {n}", f"Région {n % 12}", "2021-11-01T00:00:00.000000Z")
                        for n, club in enumerate(clubs)])

    total = args.incidents
    started = time.time()
    for first in range(1, total + 1, args.batch):
        last = min(first + args.batch - 1, total)
        incidents, events, rulings = [], [], []
        for i in range(first, last + 1):
            game, kind, ruleset, status, request, decision, engine, ruleset_version = rows[(i * 31) % count]
            club = clubs[(i * 2654435761) % args.clubs]
            at = START + datetime.timedelta(seconds=i / total * FIVE_YEARS)
            # As generate.py: one report in 25 comes 3 to 30 days after its play.
            played = at - datetime.timedelta(days=(i % 28) + 3) if i % 25 == 7 else at
            players = args.players
            context = json.dumps({
                "event": f"Tournoi {(i // 300) % 50000}",
                "table": str(i % 15 + 1),
                "board": i % 36 + 1,
                "players": {"N": f"L-{(i * 7919) % players}", "E": f"L-{(i * 104729) % players}",
                            "S": f"L-{(i * 15485863) % players}", "W": f"L-{(i * 32452843) % players}",
                            "offender": f"L-{(i * 7919) % players}"},
                "occurred_at": played.strftime("%Y-%m-%dT%H:%M:%SZ"),
            }, ensure_ascii=False, separators=(",", ":"))
            # A director's ruling or an appeal comes only after a complete ruling.
            version = (1 if status != "complete" else 4 if i % 200 == 0 else 3 if i % 200 == 100
                       else 2 if i % 40 == 0 else 1)
            reported = at.strftime(TIME_FORMAT)
            occurred = played.replace(microsecond=0).strftime(TIME_FORMAT)
            incident = str(uuid.uuid4())
            incidents.append((i, incident, club, game, kind, ruleset, status, context, request, version,
                              reported, reported, occurred))
            for seq in range(1, version + 1):
                event = str(uuid.uuid4())
                when = (at + datetime.timedelta(minutes=10 * (seq - 1))).strftime(TIME_FORMAT)
                event_kind, payload = ("reported", request) if seq == 1 else LATER_EVENTS[version][seq - 2]
                events.append((event, incident, seq, event_kind, f"key:{club}", payload, when))
                rulings.append((str(uuid.uuid4()), incident, event, seq, decision, engine, ruleset_version, status,
                                when))
        with db:
            db.executemany(
                "INSERT INTO incidents (seq, id, club_id, game, kind, ruleset, status, context, input, version, "
                "created_at, updated_at, occurred_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", incidents)
            db.executemany("INSERT INTO incident_events (id, incident_id, seq, kind, actor, payload, created_at) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?)", events)
            db.executemany("INSERT INTO rulings (id, incident_id, event_id, seq, decision, engine_version, "
                           "ruleset_version, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rulings)
        rate = last / (time.time() - started)
        print(f"{last:>10} incidents ({rate:,.0f}/s)", flush=True)

    db.execute("ANALYZE")
    db.close()
    size = os.path.getsize(args.path)
    print(f"done: {total} incidents in {time.time() - started:,.0f} s; file {size / 1e9:.1f} GB")


if __name__ == "__main__":
    main()
