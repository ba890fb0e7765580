"""The requests the HTTP benchmarks send, written once for all of them.

`python3 bench/requests.py DIR` writes into DIR, for each request, its body
(`NAME.json`) and a wrk script sending it (`NAME.lua`):

- facts: POST /v1/rulings, Law 65 by facts;
- record: the same with a 13-trick PBN record (RealBridge 2021, board 20);
- tarot: POST /v1/tarot/score, a whole 4-player deal record;
- incident: POST /v1/incidents, Law 65 by facts with its context (the wrk
  script sends the club key of the environment variable BENCH_KEY).

Run from the repository's root (bench/http.sh, bench/http_pairs.sh and
bench/http_instructions.sh do).
"""

import json
import sys

FIXTURES = "crates/rules/tests/fixtures"
FACTS = {"when_noticed": "before_next_trick", "noticed_by": "defender", "defender_manner": "speech"}


def requests():
    """Each request's name and body."""
    with open(f"{FIXTURES}/realbridge2021_board20.pbn") as pbn, open(f"{FIXTURES}/tarot_4p_garde.json") as deal:
        pbn, deal = pbn.read(), json.load(deal)
    return {
        "facts": {"kind": "bridge.trick_orientation", "facts": FACTS},
        "record": {"kind": "bridge.trick_orientation",
                   "facts": {"when_noticed": "end_of_play", "count_disputed": True}, "record": {"pbn": pbn}},
        "tarot": {"record": deal},
        "incident": {"kind": "bridge.trick_orientation", "ruleset": "ffb-2017",
                     "context": {"event": "Bench", "table": "4", "board": 20,
                                 "players": {"N": "FFB-0412345", "E": "FFB-0398765",
                                             "S": "FFB-0456789", "W": "FFB-0401122"}},
                     "facts": FACTS},
    }


def main(folder):
    for name, body in requests().items():
        with open(f"{folder}/{name}.json", "w") as f:
            json.dump(body, f)
        with open(f"{folder}/{name}.lua", "w") as f:
            f.write('wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n')
            if name == "incident":
                f.write('wrk.headers["Authorization"] = "Bearer " .. os.getenv("BENCH_KEY")\n')
            f.write("wrk.body = " + json.dumps(json.dumps(body)) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
