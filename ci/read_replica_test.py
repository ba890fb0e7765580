#!/usr/bin/env python3
"""The read replica (issue 16): `ARBITRE_READ_DATABASE_URL` sends searches,
statistics, exports and the list of clubs to a PostgreSQL streaming
replica, everything else to the primary.

    python3 ci/read_replica_test.py ARBITRE_BINARY

It makes a private primary (initdb, as the `postgres` user, on a free
port), a streaming replica of it (pg_basebackup -R, on another port), and
starts `arbitre serve` with both URLs. Then:

  - the server starts, and takes reports, while the replica is still
    down (it connects to it on first use); the search then answers 503;
  - the replica is in recovery (read-only) and the server says it reads
    from it;
  - an incident reported through the server (written to the primary)
    reaches the search, the statistics and the export once replicated;
  - with the replica stopped, the search, the statistics, the list of
    clubs and the export answer 503 while the incident read by its id and a new
    report still succeed: those go to the primary.

Exits 1 on any failure. `.ci/run` runs it (a few seconds). Only loopback.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

from pg_kill_test import PG_BIN, as_postgres, free_port, request, start_cluster


def get_text(url, key, timeout=10):
    req = urllib.request.Request(url)
    req.add_header("Authorization", f"Bearer {key}")
    with urllib.request.urlopen(req, timeout=timeout) as response:
        return response.read().decode("utf-8")


def main():
    binary = sys.argv[1]
    if PG_BIN is None:
        sys.exit("no PostgreSQL server binaries under /usr/lib/postgresql")
    folder = tempfile.mkdtemp(prefix="arbitre-replica-")
    os.chmod(folder, 0o777)
    primary, replica = os.path.join(folder, "primary"), os.path.join(folder, "replica")
    primary_port, replica_port, http_port = free_port(), free_port(), free_port()
    server = None
    failures = []
    try:
        # initdb's pg_hba lets local replication connections in (trust).
        as_postgres(f"{PG_BIN}/initdb", "-D", primary, "-A", "trust", "-U", "postgres", "--no-sync")
        start_cluster(primary, primary_port, os.path.join(folder, "primary.log"))
        as_postgres(f"{PG_BIN}/pg_basebackup", "-h", "127.0.0.1", "-p", str(primary_port), "-U", "postgres",
                    "-D", replica, "-R", "-X", "stream")
        primary_url = f"postgres://postgres@127.0.0.1:{primary_port}/postgres"
        replica_url = f"postgres://postgres@127.0.0.1:{replica_port}/postgres"
        env = dict(os.environ, ARBITRE_DATABASE_URL=primary_url, ARBITRE_LOG="info")
        club = subprocess.run([binary, "club", "create", "Replica test"], env=env, check=True, capture_output=True,
                              text=True).stdout.strip()
        key = subprocess.run([binary, "key", "create", "--club", club, "--role", "club"], env=env, check=True,
                             capture_output=True, text=True).stdout.strip()
        log_path = os.path.join(folder, "arbitre.log")
        with open(log_path, "w") as log:
            server = subprocess.Popen([binary, "serve"], stderr=log, env=dict(
                env, ARBITRE_BIND=f"127.0.0.1:{http_port}", ARBITRE_READ_DATABASE_URL=replica_url))
        base = f"http://127.0.0.1:{http_port}"
        for _ in range(100):
            if request("GET", f"{base}/healthz", key)[0] == 200:
                break
            time.sleep(0.1)
        with open(log_path) as log:
            if "read from the replica" not in log.read():
                failures.append("the server does not say it reads from the replica")

        # The replica is not running yet: the server started all the same,
        # takes reports, and its federation reads fail.
        body = {"kind": "bridge.trick_orientation", "facts": {"when_noticed": "end_of_play"}}
        status, early = request("POST", f"{base}/v1/incidents", key, body)
        if status != 201:
            failures.append(f"a report before the replica started: {status} {early}")
        status, _ = request("GET", f"{base}/v1/incidents", key, timeout=30)
        if status != 503:
            failures.append(f"the search before the replica started answered {status}, not 503")

        start_cluster(replica, replica_port, os.path.join(folder, "replica.log"))
        in_recovery = as_postgres(f"{PG_BIN}/psql", "-h", "127.0.0.1", "-p", str(replica_port), "-U", "postgres",
                                  "-Atc", "SELECT pg_is_in_recovery()").stdout.strip()
        if in_recovery != "t":
            failures.append(f"the replica is not in recovery: {in_recovery!r}")

        status, incident = request("POST", f"{base}/v1/incidents", key, body)
        if status != 201:
            sys.exit(f"report: {status} {incident}")
        # Replication is asynchronous: the search sees the incident once the
        # replica has replayed it.
        listed = []
        for _ in range(100):
            status, page = request("GET", f"{base}/v1/incidents", key)
            listed = [item["id"] for item in (page or {}).get("items", [])] if status == 200 else []
            if len(listed) == 2:
                break
            time.sleep(0.1)
        if listed != [incident["id"], early["id"]]:
            failures.append(f"the search through the replica lists {listed}, not the two incidents reported")
        status, stats = request("GET", f"{base}/v1/stats/incidents?group_by=kind", key)
        if status != 200 or [g["count"] for g in stats["groups"]] != [2]:
            failures.append(f"statistics through the replica: {status} {stats}")
        export = get_text(f"{base}/v1/incidents/export?format=ndjson", key)
        if len(export.splitlines()) != 2:
            failures.append(f"the export through the replica has {len(export.splitlines())} rows")
        status, clubs = request("GET", f"{base}/v1/clubs", key)
        if status != 200 or [c["incidents"] for c in clubs] != [2]:
            failures.append(f"the clubs through the replica: {status} {clubs}")

        # The replica stopped: the federation's reads fail, the rest goes on.
        as_postgres(f"{PG_BIN}/pg_ctl", "-D", replica, "-m", "fast", "-w", "stop")
        # The export reads its first page before its status line: a 503 too.
        for path in ("/v1/incidents", "/v1/stats/incidents?group_by=kind", "/v1/clubs",
                     "/v1/incidents/export?format=ndjson"):
            status, _ = request("GET", f"{base}{path}", key, timeout=30)
            if status != 503:
                failures.append(f"{path} with the replica down answered {status}, not 503")
        status, stored = request("GET", f"{base}/v1/incidents/{incident['id']}", key)
        if status != 200 or stored != incident:
            failures.append(f"the incident by its id with the replica down: {status}")
        status, _ = request("POST", f"{base}/v1/incidents", key, body)
        if status != 201:
            failures.append(f"a report with the replica down: {status}")

        for line in failures:
            print(line)
        print(f"read replica test: {len(failures)} failures")
        sys.exit(1 if failures else 0)
    finally:
        if server is not None:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
        for data in (replica, primary):
            if os.path.exists(os.path.join(data, "postmaster.pid")):
                subprocess.run(["runuser", "-u", "postgres", "--", f"{PG_BIN}/pg_ctl", "-D", data, "-m", "immediate",
                                "stop"], capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
