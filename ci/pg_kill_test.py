#!/usr/bin/env python3
"""The kill test (issue 15): PostgreSQL is killed with SIGKILL under 16
concurrent writers, then restarted; nothing acknowledged may be lost or
doubled, and the server must recover by itself.

    python3 ci/pg_kill_test.py ARBITRE_BINARY [SECONDS]

It makes a private PostgreSQL cluster (initdb into a temporary folder, run
as the `postgres` user, on a free port), starts `arbitre serve` on it, and
drives 16 writers reporting incidents, each with its own Idempotency-Key,
for SECONDS (default 20). A third of the way in it SIGKILLs the postmaster,
and restarts it a few seconds later. Then:

  - every report answered 201 reads back (GET) identical to its answer;
  - every key tried (answered or not) sent again gives one incident, and
    the club's list holds exactly one incident per key that was ever
    answered 201 or 200;
  - the server answered again after the restart, without being restarted.

Exits 1 on any failure. `.ci/run` runs it (about a minute). Only loopback.
"""

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
import uuid

PG_BIN = None
for version in sorted(os.listdir("/usr/lib/postgresql"), key=lambda v: int(v) if v.isdigit() else 0, reverse=True):
    candidate = f"/usr/lib/postgresql/{version}/bin"
    if os.path.exists(f"{candidate}/initdb"):
        PG_BIN = candidate
        break


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def as_postgres(*args, **kwargs):
    return subprocess.run(["runuser", "-u", "postgres", "--", *args], check=True, capture_output=True, text=True, **kwargs)


def start_cluster(data, port, log):
    # -w waits until it accepts connections.
    as_postgres(f"{PG_BIN}/pg_ctl", "-D", data, "-l", log, "-w", "-o", f"-p {port} -k {os.path.dirname(data)} -c listen_addresses=127.0.0.1", "start")


def postmaster_pid(data):
    with open(os.path.join(data, "postmaster.pid")) as f:
        return int(f.readline())


def request(method, url, key, body=None, idempotency=None, timeout=10):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method)
    req.add_header("Authorization", f"Bearer {key}")
    if data is not None:
        req.add_header("Content-Type", "application/json")
    if idempotency:
        req.add_header("Idempotency-Key", idempotency)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")
    except (urllib.error.URLError, TimeoutError, ConnectionError, OSError):
        return None, None


def report(n):
    return {
        "kind": "bridge.trick_orientation",
        "facts": {"when_noticed": "before_next_trick", "noticed_by": "defender", "defender_manner": "speech"},
        "context": {"event": "kill test", "table": str(n % 40 + 1), "board": n % 36 + 1},
    }


def main():
    binary = sys.argv[1]
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 20.0
    if PG_BIN is None:
        sys.exit("no PostgreSQL server binaries under /usr/lib/postgresql")
    folder = tempfile.mkdtemp(prefix="arbitre-kill-")
    os.chmod(folder, 0o777)
    data = os.path.join(folder, "data")
    log = os.path.join(folder, "postgres.log")
    port = free_port()
    server = None
    try:
        as_postgres(f"{PG_BIN}/initdb", "-D", data, "-A", "trust", "-U", "postgres", "--no-sync")
        start_cluster(data, port, log)
        url = f"postgres://postgres@127.0.0.1:{port}/postgres"
        env = dict(os.environ, ARBITRE_DATABASE_URL=url, ARBITRE_LOG="warn")
        club = subprocess.run([binary, "club", "create", "Kill test"], env=env, check=True, capture_output=True, text=True).stdout.strip()
        key = subprocess.run([binary, "key", "create", "--club", club, "--role", "club"], env=env, check=True, capture_output=True, text=True).stdout.strip()
        http_port = free_port()
        server = subprocess.Popen([binary, "serve"], env=dict(env, ARBITRE_BIND=f"127.0.0.1:{http_port}"), stderr=subprocess.DEVNULL)
        base = f"http://127.0.0.1:{http_port}"
        for _ in range(100):
            if request("GET", f"{base}/healthz", key)[0] == 200:
                break
            time.sleep(0.1)

        tried = {}  # idempotency key -> body
        created = {}  # idempotency key -> 201 answer
        answered_at = []  # when each 201 came back
        statuses = {}
        lock = threading.Lock()
        stop = time.monotonic() + seconds

        def writer(w):
            n = 0
            while time.monotonic() < stop:
                idem = f"kill-{w}-{n}-{uuid.uuid4().hex[:8]}"
                body = report(w * 100000 + n)
                with lock:
                    tried[idem] = body
                status, answer = request("POST", f"{base}/v1/incidents", key, body, idem)
                with lock:
                    statuses[status] = statuses.get(status, 0) + 1
                    if status == 201:
                        created[idem] = answer
                        answered_at.append(time.monotonic())
                n += 1

        threads = [threading.Thread(target=writer, args=(w,)) for w in range(16)]
        for t in threads:
            t.start()
        time.sleep(seconds / 3)
        os.kill(postmaster_pid(data), signal.SIGKILL)
        killed_at = time.monotonic()
        time.sleep(3)
        # The children a killed postmaster leaves go on their own; the
        # cluster restarts with crash recovery.
        restarted = False
        for _ in range(50):
            try:
                start_cluster(data, port, log)
                restarted = True
                break
            except subprocess.CalledProcessError:
                time.sleep(0.2)
        restarted_at = time.monotonic()
        for t in threads:
            t.join()
        if not restarted:
            sys.exit(f"PostgreSQL did not restart after the kill; its log: {log}")

        failures = []
        # The server answers again, by itself.
        recovered = False
        for _ in range(100):
            if request("GET", f"{base}/readyz", key)[0] == 200:
                recovered = True
                break
            time.sleep(0.1)
        if not recovered:
            # Every check below would wait on a dead database: stop here.
            sys.exit("the server did not become ready again after PostgreSQL restarted")
        # Writes were acknowledged after the restart, not only before the kill.
        if not any(at > restarted_at for at in answered_at):
            failures.append("no report was acknowledged after PostgreSQL came back")
        # Every 201 reads back as it was answered.
        for idem, answer in created.items():
            status, stored = request("GET", f"{base}/v1/incidents/{answer['id']}", key)
            if status != 200 or stored != answer:
                failures.append(f"{idem}: answered 201 as {answer.get('id')}, read back {status}")
        # Every key sent again gives one incident.
        ids = {}
        for idem, body in tried.items():
            status, answer = request("POST", f"{base}/v1/incidents", key, body, idem)
            if status not in (200, 201):
                failures.append(f"{idem}: retried after recovery: {status} {answer}")
                continue
            ids[idem] = answer["id"]
            if idem in created and created[idem]["id"] != answer["id"]:
                failures.append(f"{idem}: a second incident {answer['id']} beside {created[idem]['id']}")
        # The list holds one incident per key, no more.
        listed = set()
        cursor = None
        while True:
            path = f"{base}/v1/incidents?limit=100" + (f"&cursor={cursor}" if cursor else "")
            status, page = request("GET", path, key)
            if status != 200:
                failures.append(f"listing: {status} {page}")
                break
            listed.update(item["id"] for item in page["items"])
            cursor = page.get("next_cursor")
            if not cursor:
                break
        if listed != set(ids.values()):
            failures.append(f"the club lists {len(listed)} incidents for {len(set(ids.values()))} keys")

        for line in failures[:20]:
            print(line)
        print(
            f"kill test: {sum(statuses.values())} reports by 16 writers over {seconds:.0f} s, PostgreSQL killed at "
            f"{seconds / 3:.0f} s and back {restarted_at - killed_at:.1f} s later; answers {dict(sorted((str(k), v) for k, v in statuses.items()))}; "
            f"{len(created)} acknowledged, {len(tried)} keys, {len(listed)} incidents listed; {len(failures)} failures"
        )
        sys.exit(1 if failures else 0)
    finally:
        if server is not None:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
        if PG_BIN and os.path.exists(os.path.join(data, "postmaster.pid")):
            subprocess.run(["runuser", "-u", "postgres", "--", f"{PG_BIN}/pg_ctl", "-D", data, "-m", "immediate", "stop"], capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
