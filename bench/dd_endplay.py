#!/usr/bin/env python3
"""Double-dummy tables: Arbitre (pons-dds, DDS 2.9 ported to pure Rust)
against DDS through Python's endplay, on the same deals, on the same machine,
in one run.

    python3 -m venv /tmp/ddvenv && /tmp/ddvenv/bin/pip install endplay
    /tmp/ddvenv/bin/python bench/dd_endplay.py [N_DEALS]   # default 100

It deals N random deals from a fixed seed and adds the eight RealBridge 2021
deals of the corpus (crates/dds/benches/table.rs), solves each full table
(20 counts) both ways, one deal after another and as a batch on the
solver's worker pool, checks that every table agrees, and prints the times.
Numbers go to docs/PERFORMANCE.md. (Needs crates/dds/examples/dd_tables.rs;
built in release.)
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


# The eight RealBridge 2021 deals of crates/dds/benches/table.rs.
REALBRIDGE = [
    "N:.AKJT974.AKT.KT8 A876.653.972.Q42 KJ543.82.J63.973 QT92.Q.Q854.AJ65",
    "N:42.AT2.KT94.AJ86 K9863.Q84.852.K4 AJ5.KJ75.Q763.53 QT7.963.AJ.QT972",
    "N:983.T73.KQ832.93 AJ42.J.96.JT7654 KQ5.AQ654.AT.AK8 T76.K982.J754.Q2",
    "N:A97.AJT.T92.KJ63 QJ8.652.Q64.AT95 K3.Q873.AJ87.742 T6542.K94.K53.Q8",
    "N:AT9.2.J432.A9863 76432.4.KQ.QJT72 Q.KJ976.AT8765.5 KJ85.AQT853.9.K4",
    "N:K83.K9864.QJ8.Q9 J97542.A2.K6.653 Q6.QJ7.AT94.AK72 AT.T53.7532.JT84",
    "N:K86543.A832.A.Q7 9.KQJ7.K9632.932 AT2.T65.874.KJ64 QJ7.94.QJT5.AT85",
    "N:KT.JT865.AQT6.A5 A74.AQ2.K8752.92 QJ983.K943.J.Q73 652.7.943.KJT864",
]


def tag(table):
    return "".join(format(table[d, p], "x") for p in SEATS for d in DENOMS)


def rust(path, batch):
    args = ["cargo", "run", "-q", "--release", "-p", "arbitre-dds", "--example", "dd_tables", "--", path]
    if batch:
        args.append("batch")
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, check=True)
    seconds = float(done.stderr.strip().split(" in ")[1].split(" ")[0])
    return done.stdout.split(), seconds


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    texts = random_deals(n) + REALBRIDGE
    n = len(texts)
    deals = [Deal(t) for t in texts]
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(texts) + "\n")
        path = f.name
    # Build first, so compiling is not timed.
    subprocess.run(["cargo", "build", "-q", "--release", "-p", "arbitre-dds", "--example", "dd_tables"], cwd=ROOT, check=True)

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
    print(f"{n} deals ({n - len(REALBRIDGE)} random from seed 20261201, {len(REALBRIDGE)} RealBridge), {os.cpu_count()} cores")
    print(f"endplay calc_dd_table, one by one : {endplay_one_s:8.3f} s  {1000 * endplay_one_s / n:7.2f} ms/deal")
    print(f"arbitre table(), one by one       : {arbitre_one_s:8.3f} s  {1000 * arbitre_one_s / n:7.2f} ms/deal"
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
