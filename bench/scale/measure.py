#!/usr/bin/env python3
"""Measures the federation searches of issue 16 against a running server
whose database bench/scale/generate.py (PostgreSQL) or generate_sqlite.py
(SQLite: --url sqlite:///path) filled: p50 and p99 of the first and
the tenth page of each search, a statistics query, and an export's rows per
second. Prints a Markdown table for docs/PERFORMANCE.md.

    ARBITRE_DATABASE_URL=postgres://postgres@127.0.0.1:5432/arbitre_scale \\
      ARBITRE_RATE_LIMIT_PER_SECOND=0 target/release/arbitre &
    python3 bench/scale/measure.py --server http://127.0.0.1:8080 \\
      --url postgres://postgres@127.0.0.1:5432/arbitre_scale --arbitre target/release/arbitre

It issues a federation key and a club key with `arbitre key create` (the
keys stay in the database, labelled "scale measurement").
"""

import argparse
import hashlib
import http.client
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import time
import urllib.parse


def key(arbitre, url, role, club=None):
    """A new key's secret, from the CLI."""
    command = [arbitre, "key", "create", "--role", role, "--label", "scale measurement"]
    if club:
        command += ["--club", club]
    out = subprocess.run(command, env={**os.environ, "ARBITRE_DATABASE_URL": url}, capture_output=True, text=True,
                         check=True)
    return out.stdout.strip().split()[-1]


def first_row(url, sql):
    """One value (or row, `|`-joined) of `sql`, on either backend."""
    if url.startswith("sqlite:"):
        db = sqlite3.connect(url.removeprefix("sqlite://"))
        row = db.execute(sql).fetchone()
        db.close()
        return "|".join(str(v) for v in row) if row else ""
    return subprocess.run(["psql", url, "-At", "-c", sql], capture_output=True, text=True, check=True).stdout.strip()


class Client:
    def __init__(self, server, secret):
        parsed = urllib.parse.urlparse(server)
        self.connection = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=120)
        self.secret = secret

    def stream(self, path):
        """Reads `path`'s body a chunk at a time (an export may be
        gigabytes); returns its lines, its bytes and their SHA-256 (to
        compare two builds' exports)."""
        self.connection.request("GET", path, headers={"Authorization": f"Bearer {self.secret}"})
        response = self.connection.getresponse()
        if response.status != 200:
            sys.exit(f"{path}: {response.status} {response.read()[:300]!r}")
        lines = size = 0
        digest = hashlib.sha256()
        while chunk := response.read(1 << 20):
            lines += chunk.count(b"\n")
            size += len(chunk)
            digest.update(chunk)
        return lines, size, digest.hexdigest()

    def get(self, path):
        self.connection.request("GET", path, headers={"Authorization": f"Bearer {self.secret}"})
        response = self.connection.getresponse()
        body = response.read()
        if response.status != 200:
            sys.exit(f"{path}: {response.status} {body[:300]!r}")
        return body


def pages(client, path, count):
    """The time of each of the first `count` pages (following the cursor)."""
    times = []
    cursor = None
    for _ in range(count):
        separator = "&" if "?" in path else "?"
        full = path + (f"{separator}cursor={cursor}" if cursor else "")
        started = time.perf_counter()
        body = client.get(full)
        times.append(time.perf_counter() - started)
        cursor = json.loads(body).get("next_cursor")
        if not cursor:
            break
    return times


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--server", default="http://127.0.0.1:8080")
    parser.add_argument("--url", required=True, help="the database's URL (for the keys and a sample of values)")
    parser.add_argument("--arbitre", default="target/release/arbitre")
    parser.add_argument("--rounds", type=int, default=30, help="times each search is run")
    parser.add_argument("--only-export", action="store_true", help="measure the export alone")
    args = parser.parse_args()

    club = first_row(args.url, "SELECT id FROM clubs WHERE name = 'Club 7'")
    federation = Client(args.server, key(args.arbitre, args.url, "federation"))
    own = Client(args.server, key(args.arbitre, args.url, "club", club))
    total = int(first_row(args.url, "SELECT count(*) FROM incidents"))
    # Values that occur, picked from the middle of the history.
    middle = total // 2
    player = first_row(args.url, f"SELECT licence FROM incident_players p JOIN incidents i ON i.id = p.incident_id "
                            f"WHERE i.seq = {middle} LIMIT 1")
    sqlite = args.url.startswith("sqlite:")
    event_of = "json_extract(context, '$.event')" if sqlite else "context::jsonb ->> 'event'"
    event = urllib.parse.quote(first_row(args.url, f"SELECT {event_of} FROM incidents WHERE seq = {middle}"))
    month_of = "substr(created_at, 1, 7)" if sqlite else "to_char(created_at, 'YYYY-MM')"
    month = first_row(args.url, f"SELECT {month_of} FROM incidents WHERE seq = {middle}")
    year, mon = map(int, month.split("-"))
    next_month = f"{year + (mon == 12):04d}-{mon % 12 + 1:02d}"
    # A region (the generator gives each club one of twelve) and the
    # season (1 July to 30 June) the middle of the history falls in.
    region = urllib.parse.quote(first_row(args.url, "SELECT region FROM clubs WHERE name = 'Club 7'"))
    season = year if mon >= 7 else year - 1

    searches = [
        ("own club (club key)", own, "/v1/incidents?limit=50"),
        ("by law 27 (federation)", federation, "/v1/incidents?law=27&limit=50"),
        ("by law and paragraph 27B2", federation, "/v1/incidents?law=27&paragraph=B2&limit=50"),
        ("by player", federation, f"/v1/incidents?player={player}&limit=50"),
        ("by event", federation, f"/v1/incidents?event={event}&limit=50"),
        ("by words (q=insuffisante)", federation, "/v1/incidents?q=insuffisante&limit=50"),
        ("one month (federation)", federation, f"/v1/incidents?from={month}-01&to={next_month}-01&limit=50"),
        ("overridden by a director", federation, "/v1/incidents?overridden=true&limit=50"),
        ("appeal decided, ruling stands", federation, "/v1/incidents?appeal=ruling_stands&limit=50"),
        ("engine's law 27, overridden", federation, "/v1/incidents?engine_law=27&overridden=true&limit=50"),
        ("played in one month (occurred_from/to)", federation,
         f"/v1/incidents?occurred_from={month}-01&occurred_to={next_month}-01&limit=50"),
        ("one region's clubs", federation, f"/v1/incidents?region={region}&limit=50"),
        ("27B2 in one region over a season", federation,
         f"/v1/incidents?law=27&paragraph=B2&region={region}&from={season}-07-01&to={season + 1}-06-30&limit=50"),
    ]
    if args.only_export:
        searches = []
    print(f"{total:,} incidents; {args.rounds} rounds each; times in ms\n")
    print("| search | first page p50 | first page p99 | tenth page p50 | tenth page p99 |")
    print("| --- | --- | --- | --- | --- |")
    for name, client, path in searches:
        firsts, tenths = [], []
        for _ in range(args.rounds):
            times = pages(client, path, 10)
            firsts.append(times[0])
            if len(times) >= 10:
                tenths.append(times[9])
        tenth = (f"{percentile(tenths, 50) * 1000:.1f} | {percentile(tenths, 99) * 1000:.1f}" if tenths
                 else "— | —")
        print(f"| {name} | {percentile(firsts, 50) * 1000:.1f} | {percentile(firsts, 99) * 1000:.1f} | {tenth} |")

    # The statistics a federation's annual report asks, over one year: laws
    # by month, where the directors and the engine disagree (the override
    # rate per law the ruling cites, and per law the engine applied), and
    # what appeals decided per law.
    statistics = [
        ("laws by month", "law,month"),
        ("override rate per law", "law,overridden"),
        ("appeal outcome per law", "law,appeal"),
        ("override rate per law the engine applied", "engine_law,overridden"),
    ]
    if not args.only_export:
        print()
        for name, group_by in statistics:
            stats = []
            for _ in range(max(3, args.rounds // 5)):
                started = time.perf_counter()
                federation.get(f"/v1/stats/incidents?group_by={group_by}&from={year}-01-01&to={year}-12-31")
                stats.append(time.perf_counter() - started)
            print(f"Statistics, {name} over one year (federation): p50 {percentile(stats, 50) * 1000:.0f} ms, "
                  f"max {max(stats) * 1000:.0f} ms")

    started = time.perf_counter()
    rows, size, digest = federation.stream(f"/v1/incidents/export?format=ndjson&from={year}-01-01&to={year}-12-31")
    elapsed = time.perf_counter() - started
    print(f"Export, one year as NDJSON: {rows:,} rows in {elapsed:.1f} s, {rows / elapsed:,.0f} rows/s, "
          f"{size / 1e6:,.0f} MB, SHA-256 {digest}")


if __name__ == "__main__":
    main()
