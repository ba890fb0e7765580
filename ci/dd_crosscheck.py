#!/usr/bin/env python3
"""Cross-check of Arbitre's double-dummy solver (pons-dds, pure Rust) against
DDS itself (through Python's endplay), on every distinct deal of the
project's PBN corpus and on random deals from a fixed seed.

    python3 -m venv /tmp/ddvenv && /tmp/ddvenv/bin/pip install endplay
    /tmp/ddvenv/bin/python ci/dd_crosscheck.py [--random N] [--corpus-limit N]

Every distinct deal of the corpus (2,882) and 200 random deals take about
20 minutes on 2 cores; `.ci/run` checks an evenly spaced sample of 400 of
them and the 200 random deals, or all with ARBITRE_DD_CROSSCHECK_ALL=1.

For every deal it compares, figure by figure:
  - the double-dummy table (20 counts);
  - the par at the board's dealer and vulnerability (corpus: its tags;
    random: rotating), score and contracts;
  - the value of every card the opening leader may lead, in one strain
    (the board's contract when the file gives it, else rotating);
  - for the random deals, also the value of every card the next player may
    play after a lead (a position in the middle of a trick).

It prints each disagreement and exits 1 if there is any. `.ci/run` runs it.
The Rust half is crates/dds/examples/dd_crosscheck.rs.
"""

import argparse
import glob
import json
import os
import random
import re
import subprocess
import sys
import time

from endplay.dds import calc_all_tables, par, solve_board
from endplay.types import Deal, Denom, Player, Vul

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEATS = "NESW"
PLAYERS = {"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west}
# The PBN DoubleDummyTricks order: declarers N, S, E, W; strains NT, S, H, D, C.
TAG_SEATS = [Player.north, Player.south, Player.east, Player.west]
TAG_DENOMS = [Denom.nt, Denom.spades, Denom.hearts, Denom.diamonds, Denom.clubs]
DENOMS = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "NT": Denom.nt}
VULS = {"None": Vul.none, "NS": Vul.ns, "EW": Vul.ew, "All": Vul.both}
PBN_VUL = {"None": "None", "Love": "None", "-": "None", "NS": "NS", "EW": "EW", "All": "All", "Both": "All"}
STRAIN_LETTER = {Denom.clubs: "C", Denom.diamonds: "D", Denom.hearts: "H", Denom.spades: "S", Denom.nt: "NT"}


def tag(table):
    return "".join(format(table[d, p], "x") for p in TAG_SEATS for d in TAG_DENOMS)


def card_text(card):
    return STRAIN_LETTER[card.suit] + card.rank.name[1:]


def corpus_boards(limit):
    """Distinct complete deals of the corpus, with dealer, vulnerability and
    the strain of the file's contract when it gives one."""
    seen = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "corpus", "pbn", "*.pbn"))):
        text = open(path, encoding="latin-1").read()
        # One game per [Event …] block is enough: the tags of a game sit
        # between its first tag and the next blank line.
        for game in re.split(r"\n\s*\n", text):
            deal = re.search(r'\[Deal "([^"]+)"\]', game)
            if not deal:
                continue
            hands = deal.group(1)[2:].split()
            if len(hands) != 4 or any(len(h.replace(".", "")) != 13 for h in hands):
                continue
            try:
                key = Deal(deal.group(1)).to_pbn()
            except Exception:
                continue
            if key in seen:
                continue
            dealer = re.search(r'\[Dealer "([NESW])"\]', game)
            vul = re.search(r'\[Vulnerable "([^"]*)"\]', game)
            contract = re.search(r'\[Contract "\d(NT|[CDHS])', game)
            seen[key] = {
                "deal": key,
                "dealer": dealer.group(1) if dealer else "N",
                "vul": PBN_VUL.get(vul.group(1), "None") if vul else "None",
                "strain": contract.group(1) if contract else None,
            }
    boards = list(seen.values())
    if limit and limit < len(boards):
        # An evenly spaced sample, so that every file has its share.
        step = len(boards) / limit
        boards = [boards[int(i * step)] for i in range(limit)]
    return boards


def random_boards(n, seed=20261202):
    rng = random.Random(seed)
    cards = [s + r for s in "SHDC" for r in "AKQJT98765432"]
    boards = []
    for i in range(n):
        rng.shuffle(cards)
        hands = []
        for h in range(4):
            held = cards[13 * h : 13 * h + 13]
            hands.append(".".join("".join(c[1] for c in held if c[0] == s) for s in "SHDC"))
        boards.append({"deal": "N:" + " ".join(hands), "dealer": SEATS[i % 4], "vul": list(VULS)[i % 4], "strain": None})
    return boards


def positions(boards, with_second):
    """Each board's strain, leader and (for the mid-trick position) lead."""
    for i, board in enumerate(boards):
        strain = board["strain"] or list(DENOMS)[i % 5]
        leader = SEATS[(i // 5) % 4]
        lead = "-"
        if with_second:
            # The leader's first card in PBN order: any card is a legal lead.
            deal = Deal(board["deal"])
            hand = deal[PLAYERS[leader]]
            lead = card_text(next(iter(hand)))
        board.update(strain=strain, leader=leader, lead=lead)
    return boards


def arbitre(boards):
    lines = "".join(f'{b["deal"]} {b["dealer"]} {b["vul"]} {b["strain"]} {b["leader"]} {b["lead"]}\n' for b in boards)
    args = ["cargo", "run", "-q", "-p", "arbitre-dds", "--example", "dd_crosscheck"]
    # Built first, so that compiling is not timed.
    subprocess.run(["cargo", "build", "-q", "-p", "arbitre-dds", "--example", "dd_crosscheck"], cwd=ROOT, check=True)
    start = time.perf_counter()
    done = subprocess.run(args, cwd=ROOT, input=lines, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"dd_crosscheck failed:\n{done.stderr}")
    return [json.loads(line) for line in done.stdout.splitlines()], seconds


def endplay_values(deal, strain, leader, lead):
    deal = Deal(deal)
    deal.trump = DENOMS[strain]
    deal.first = PLAYERS[leader]
    first = {card_text(c): t for c, t in solve_board(deal)}
    second = None
    if lead != "-":
        deal.play(lead)
        second = {card_text(c): t for c, t in solve_board(deal)}
    return first, second


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--random", type=int, default=200)
    parser.add_argument("--corpus-limit", type=int, default=0, help="an evenly spaced sample of this many corpus deals (0: every distinct deal)")
    options = parser.parse_args()
    boards = positions(corpus_boards(options.corpus_limit), False) + positions(random_boards(options.random), True)

    ours, ours_s = arbitre(boards)
    start = time.perf_counter()
    deals = [Deal(b["deal"]) for b in boards]
    # DDS's CalcAllTables takes at most 40 deals for all five strains.
    theirs = [t for i in range(0, len(deals), 40) for t in calc_all_tables(deals[i : i + 40])]
    endplay_s = time.perf_counter() - start

    disagreements = []
    for board, our, table in zip(boards, ours, theirs):
        where = f'{board["deal"]} ({board["strain"]}, {board["leader"]} leads)'
        if our["table"] != tag(table):
            disagreements.append(f"{where}: table {our['table']} against DDS {tag(table)}")
        their_par = par(table, VULS[board["vul"]], PLAYERS[board["dealer"]])
        their_contracts = sorted(
            f"{c.level}{STRAIN_LETTER[c.denom]}{'' if c.penalty.name == 'passed' else ('X' if c.penalty.name == 'doubled' else 'XX')} {c.declarer.abbr}"
            for c in their_par
        )
        if our["par"]["score"] != their_par.score or sorted(our["par"]["contracts"]) != their_contracts:
            disagreements.append(f"{where}: par {our['par']} against DDS {their_par.score} {their_contracts}")
        first, second = endplay_values(board["deal"], board["strain"], board["leader"], board["lead"])
        if dict(our["lead"]) != first:
            disagreements.append(f"{where}: lead values {sorted(our['lead'])} against DDS {sorted(first.items())}")
        if second is not None and dict(our["second"] or []) != second:
            disagreements.append(f"{where} after {board['lead']}: {sorted(our['second'] or [])} against DDS {sorted(second.items())}")
    endplay_all_s = time.perf_counter() - start

    for line in disagreements:
        print(line)
    corpus = len(boards) - options.random
    print(
        f"{len(boards)} deals ({corpus} from the corpus, {options.random} random): "
        f"{len(disagreements)} disagreements; tables, par and {len(boards) + options.random} positions "
        f"in {ours_s:.1f} s (Arbitre, batched) and {endplay_all_s:.1f} s (DDS through endplay; its tables alone {endplay_s:.1f} s)"
    )
    sys.exit(1 if disagreements else 0)


if __name__ == "__main__":
    main()
