"""Where a route's instructions go, function by function, per request.

Reads the callgrind files `bench/http_instructions.sh` keeps with KEEP=DIR
(a run of 100 requests and one of N), and prints each function's own
instructions (callgrind's "self" count, without what it calls) per request:
the difference between the two runs divided by N - 100, so start-up and
shutdown cancel out as in the script's total. Given two folders (two builds,
or /healthz and a route), prints both columns and the difference, largest
differences first. Start-up work that differs from run to run (the clock's
calibration, the double-dummy pool's first solves) shows as large negative or
positive rows of its own: read past them.

    KEEP=/tmp/cg-old BIN=/tmp/old/arbitre bash bench/http_instructions.sh facts
    KEEP=/tmp/cg-new bash bench/http_instructions.sh facts
    python3 bench/callgrind_functions.py /tmp/cg-old /tmp/cg-new

Needs valgrind's callgrind_annotate.
"""

import collections
import re
import signal
import subprocess
import sys

ROWS = 40


def own_counts(path):
    """Each function's own instructions in one callgrind file, by name
    (the binary's path left out, so that two builds compare)."""
    out = subprocess.run(
        ["callgrind_annotate", "--threshold=100", "--inclusive=no", "--auto=no", path],
        capture_output=True, text=True, check=True,
    ).stdout
    counts = collections.Counter()
    for line in out.splitlines():
        found = re.match(r"\s*([\d,]+)\s+\([^)]*\)\s+(.*)", line)
        if found and "PROGRAM TOTALS" not in line:
            name = re.sub(r" \[[^]]*\]$", "", found.group(2).strip())
            counts[name] += int(found.group(1).replace(",", ""))
    return counts


def per_request(folder):
    """Each function's own instructions per request, from a KEEP folder."""
    with open(f"{folder}/requests") as f:
        n = int(f.read())
    first, last = own_counts(f"{folder}/callgrind.100"), own_counts(f"{folder}/callgrind.{n}")
    return {name: (last[name] - first.get(name, 0)) / (n - 100) for name in set(first) | set(last)}


def main(folders):
    if len(folders) == 1:
        counts = per_request(folders[0])
        for name, count in sorted(counts.items(), key=lambda item: -item[1])[:ROWS]:
            print(f"{count:9.0f}  {name[:150]}")
        return
    before, after = per_request(folders[0]), per_request(folders[1])
    names = sorted(set(before) | set(after), key=lambda name: -abs(after.get(name, 0) - before.get(name, 0)))
    print(f"{'first':>9} {'second':>9} {'change':>8}  function")
    for name in names[:ROWS]:
        a, b = before.get(name, 0), after.get(name, 0)
        print(f"{a:9.0f} {b:9.0f} {b - a:+8.0f}  {name[:150]}")


if __name__ == "__main__":
    # Piped into `head`: stop quietly when it has read enough.
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    main(sys.argv[1:])
