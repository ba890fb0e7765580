#!/usr/bin/env python3
"""Double-dummy tables: Arbitre (DDS through the Rust crate dds-bridge) against
DDS through Python's endplay, on the same deals, on the same machine.

    python3 -m venv /tmp/ddvenv && /tmp/ddvenv/bin/pip install endplay
    /tmp/ddvenv/bin/python bench/dd_endplay.py [N_DEALS]   # default 1000

It deals N random deals from a fixed seed, solves each full table (20 counts)
both ways, one deal after another and as a batch on DDS's worker pool, checks
that every table agrees, and prints the times. Numbers go to docs/PERFORMANCE.md.
(Needs crates/dds/examples/dd_tables.rs.)
"""

import os
import random
import subprocess
import sys
import tempfile
import time

from endplay.dds import calc_all_tables, calc_dd_table
from endplay.types import Deal, Denom, Player

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The PBN DoubleDummyTricks order: declarers N, S, E, W; strains NT, S, H, D, C.
SEATS = [Player.north, Player.south, Player.east, Player.west]
DENOMS = [Denom.nt, Denom.spades, Denom.hearts, Denom.diamonds, Denom.clubs]


def random_deals(n, seed=20261201):
    rng = random.Random(seed)
    cards = [s + r for s in "SHDC" for r in "AKQJT98765432"]
    deals = []
    for _ in range(n):
        rng.shuffle(cards)
        hands = []
        for h in range(4):
            held = cards[13 * h : 13 * h + 13]
            hands.append(".".join("".join(c[1] for c in held if c[0] == s) for s in "SHDC"))
        deals.append("N:" + " ".join(hands))
    return deals


def tag(table):
    return "".join(format(table[d, p], "x") for p in SEATS for d in DENOMS)


def rust(path, batch):
    args = ["cargo", "run", "-q", "--release", "--manifest-path", "crates/dds/Cargo.toml", "--example", "dd_tables", "--", path]
    if batch:
        args.append("batch")
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, check=True)
    seconds = float(done.stderr.strip().split(" in ")[1].split(" ")[0])
    return done.stdout.split(), seconds


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    texts = random_deals(n)
    deals = [Deal(t) for t in texts]
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(texts) + "\n")
        path = f.name
    # Build first, so compiling is not timed.
    subprocess.run(["cargo", "build", "-q", "--release", "--manifest-path", "crates/dds/Cargo.toml", "--example", "dd_tables"], cwd=ROOT, check=True)

    start = time.perf_counter()
    endplay_one = [tag(calc_dd_table(d)) for d in deals]
    endplay_one_s = time.perf_counter() - start
    start = time.perf_counter()
    # DDS's CalcAllTables takes at most 40 deals for all five strains
    # (MAXNOOFTABLES): endplay is fed chunks of 40.
    endplay_batch = [tag(t) for i in range(0, n, 40) for t in calc_all_tables(deals[i : i + 40])]
    endplay_batch_s = time.perf_counter() - start

    arbitre_one, arbitre_one_s = rust(path, batch=False)
    arbitre_batch, arbitre_batch_s = rust(path, batch=True)
    os.unlink(path)

    disagree = [
        (texts[i], endplay_one[i], arbitre_one[i])
        for i in range(n)
        if not (endplay_one[i] == endplay_batch[i] == arbitre_one[i] == arbitre_batch[i])
    ]
    print(f"{n} deals (seed 20261201), {os.cpu_count()} cores")
    print(f"endplay calc_dd_table, one by one : {endplay_one_s:8.3f} s  {1000 * endplay_one_s / n:7.2f} ms/deal")
    print(f"arbitre Solver::table, one by one : {arbitre_one_s:8.3f} s  {1000 * arbitre_one_s / n:7.2f} ms/deal"
          f"  ({100 * (arbitre_one_s / endplay_one_s - 1):+.1f} %)")
    print(f"endplay calc_all_tables, batch    : {endplay_batch_s:8.3f} s  {1000 * endplay_batch_s / n:7.2f} ms/deal")
    print(f"arbitre tables(), batch           : {arbitre_batch_s:8.3f} s  {1000 * arbitre_batch_s / n:7.2f} ms/deal"
          f"  ({100 * (arbitre_batch_s / endplay_batch_s - 1):+.1f} %)")
    print(f"tables that disagree: {len(disagree)}")
    for d in disagree[:10]:
        print("  ", *d)
    sys.exit(1 if disagree else 0)


if __name__ == "__main__":
    main()
