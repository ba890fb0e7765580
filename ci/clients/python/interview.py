"""Proves that the Python client openapi-python-client generates from openapi/openapi.json type-checks
(mypy --strict) and runs against a live server: a Law 65 interview answered from the questions' own values, a
Law 27 election, the incident's history read back, and the bridge and tarot scoring routes, through the
generated models only.

Usage: PYTHONPATH=<generated package's parent> ARBITRE_URL=... ARBITRE_KEY=<club key> python interview.py
"""

import os
import sys
import time
from typing import NoReturn, TypeVar

from arbitre_client import AuthenticatedClient
from arbitre_client.api.bridge import score_bridge_deal
from arbitre_client.api.incidents import add_choices, add_facts, create_incident, get_incident
from arbitre_client.api.tarot import score_tarot_deal
from arbitre_client.models import (
    BridgeScore,
    BridgeScoreRequest,
    ChoicesRequest,
    ChoicesRequestChoices,
    Decision,
    EventKind,
    FactsRequest,
    FactsRequestFacts,
    FactType,
    IncidentContext,
    IncidentContextPlayers,
    IncidentRequest,
    IncidentRequestFacts,
    IncidentView,
    KindId,
    Problem,
    Question,
    RectificationCallAccepted,
    RectificationPlayedCardsUndisturbed,
    RectificationTricksEstablished,
    BridgeRole,
    Role,
    Seat,
    Status,
    TarotChelem,
    TarotContract,
    TarotHandle,
    TarotHandleKind,
    TarotScoreRequest,
    TarotScoreResponse,
    TarotSide,
    TrickCountBasis,
    Until,
    Vulnerability,
)
from arbitre_client.types import Response, Unset

M = TypeVar("M")
Established = RectificationTricksEstablished
FactValue = bool | int | float | str
passed = 0
failed = 0


def fail(message: str) -> NoReturn:
    raise RuntimeError(message)


def check(ok: bool, what: str) -> None:
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {what}", file=sys.stderr)


def parsed(model: type[M], call: str, r: Response[M | Problem]) -> M:
    """The typed body of a successful answer, or a failure naming the call and the problem document."""
    if isinstance(r.parsed, model):
        return r.parsed
    fail(f"{call}: HTTP {r.status_code} {r.content.decode(errors='replace')}")


def kinds(d: Decision) -> list[str]:
    return [str(r.type_) for r in d.rectifications]


# The count is asked beside who disturbed his played cards (65C, 66D): the
# director counted, and nobody did.
ANSWERS: dict[str, FactValue] = {
    "when_noticed": "end_of_play",
    "count_disputed": True,
    "declarer_side_tricks": 9,
    "cards_mixed_by": "nobody",
}


def answer(q: Question) -> FactValue:
    """The director's answer, sent only as one of the values the question itself allows."""
    wanted = ANSWERS.get(q.id)
    if wanted is None:
        fail(f"unexpected question {q.id} (rule {q.rule}): {q.text.en}")
    check(bool(q.text.fr) and bool(q.text.en), f"question {q.id} has FR and EN text")
    if isinstance(q.values, list):
        value = next((v for v in q.values if v == wanted), None)
        if value is None:
            fail(f"{q.id}: {wanted!r} not among its values")
        options = q.options if isinstance(q.options, list) else []
        labels = [o.label.en for o in options if o.value == value]
        check(len(labels) == 1 and labels[0] != "", f"{q.id}: option {value!r} has a label")
        return value
    check(q.type_ == FactType.INTEGER, f"{q.id} without values is an integer question (got {q.type_})")
    low = q.min_ if isinstance(q.min_, int) else 0
    high = q.max_ if isinstance(q.max_, int) else 13
    check(isinstance(wanted, int) and low <= wanted <= high, f"{q.id}: an integer within {low}..{high}")
    return wanted


def report(client: AuthenticatedClient, kind: KindId, facts: IncidentRequestFacts, key: str) -> IncidentView:
    players = IncidentContextPlayers()
    for seat, licence in {Seat.N: "0412345A", Seat.E: "0412346B", Seat.S: "0412347C", Seat.W: "0412348D"}.items():
        players[seat.value] = licence
    body = IncidentRequest(
        kind=kind,
        ruleset="ffb-2017",
        facts=facts,
        context=IncidentContext(event="CI pairs", table="4", board=20, players=players),
    )
    first = create_incident.sync_detailed(client=client, body=body, idempotency_key=key)
    view = parsed(IncidentView, f"POST /v1/incidents ({kind})", first)
    check(first.status_code == 201, f"{kind}: reported with 201 (got {first.status_code})")
    again = create_incident.sync_detailed(client=client, body=body, idempotency_key=key)
    check(again.status_code == 200, f"{kind}: the same Idempotency-Key answers 200")
    check(parsed(IncidentView, "POST /v1/incidents (repeat)", again).id == view.id, f"{kind}: same key, same id")
    return view


def history(client: AuthenticatedClient, view: IncidentView) -> IncidentView:
    return parsed(IncidentView, "GET /v1/incidents/{id}", get_incident.sync_detailed(str(view.id), client=client))


def trick_orientation(client: AuthenticatedClient, run: str) -> None:
    view = report(client, KindId.BRIDGE_TRICK_ORIENTATION, IncidentRequestFacts(), f"{run}-law65")
    rounds = 0
    while view.decision.status == Status.NEEDS_FACTS:
        check(len(view.decision.questions) > 0, "needs_facts comes with questions")
        if rounds == 5:
            fail(f"Law 65: still asking after {rounds} rounds")
        facts = FactsRequestFacts()
        for q in view.decision.questions:
            facts[q.id] = answer(q)
        r = add_facts.sync_detailed(str(view.id), client=client, body=FactsRequest(facts=facts))
        view = parsed(IncidentView, "POST /v1/incidents/{id}/facts", r)
        rounds += 1
    print(f"Law 65: {view.decision.status} after {rounds} answers")
    check(rounds >= 2, f"Law 65: at least two rounds of questions (got {rounds})")

    read = history(client, view)
    d = read.decision
    check(d.status == Status.COMPLETE, f"Law 65: complete (got {d.status})")
    established = [(r.declarer_side, r.defenders, r.basis) for r in d.rectifications if isinstance(r, Established)]
    check(established == [(9, 4, TrickCountBasis.DIRECTOR_RECONSTRUCTION)], f"Law 65: 9 tricks to 4 in {kinds(d)}")
    undisturbed = [r.until for r in d.rectifications if isinstance(r, RectificationPlayedCardsUndisturbed)]
    check(undisturbed == [Until.TRICKS_AGREED], f"Law 65D: cards undisturbed until agreed in {kinds(d)}")
    check(any(c.law == "65" and c.paragraph == "D" for c in d.citations), "Law 65: cites 65 D")
    check(len(read.events) == 1 + rounds, f"Law 65: {1 + rounds} events (got {len(read.events)})")
    events = [e.kind for e in read.events]
    check(events == [EventKind.REPORTED] + [EventKind.FACTS_ADDED] * rounds, f"Law 65: events {events}")
    statuses = [r.status for r in read.rulings]
    check(statuses == [Status.NEEDS_FACTS] * rounds + [Status.COMPLETE], f"Law 65: rulings {statuses}")


def insufficient_bid(client: AuthenticatedClient, run: str) -> None:
    facts = IncidentRequestFacts()
    facts["in_turn"] = True
    # Accepted, 27C asks whether the offender had already replaced it.
    facts["replaced_before_ruling"] = False
    created = report(client, KindId.BRIDGE_INSUFFICIENT_BID, facts, f"{run}-law27")
    check(created.decision.status == Status.AWAITING_CHOICE, f"Law 27: awaiting_choice ({created.decision.status})")
    choice = created.decision.choice
    if choice is None or isinstance(choice, Unset):
        fail("Law 27: no choice offered")
    check(choice.id == "lho_accepts" and choice.holder == Role.OFFENDERS_LHO, "Law 27A1: LHO's election")
    accept = next((o for o in choice.options if o.id == "accept"), None)
    if accept is None:
        fail("Law 27: no `accept` option")
    check(any(isinstance(r, RectificationCallAccepted) for r in accept.rectifications), "Law 27: accept accepts")

    choices = ChoicesRequestChoices()
    choices[choice.id] = accept.id
    r = add_choices.sync_detailed(str(created.id), client=client, body=ChoicesRequest(choices=choices))
    print(f"Law 27: {parsed(IncidentView, 'POST /v1/incidents/{id}/choices', r).decision.status} after the choice")

    read = history(client, created)
    check(read.decision.status == Status.COMPLETE, f"Law 27: complete (got {read.decision.status})")
    accepted = [r.player for r in read.decision.rectifications if isinstance(r, RectificationCallAccepted)]
    check(accepted == [BridgeRole.OFFENDER], f"Law 27A1: the offender's call stands ({kinds(read.decision)})")
    events = [e.kind for e in read.events]
    check(events == [EventKind.REPORTED, EventKind.CHOICE_MADE], f"Law 27: events {events}")
    statuses = [x.status for x in read.rulings]
    check(statuses == [Status.AWAITING_CHOICE, Status.COMPLETE], f"Law 27: rulings {statuses}")


def scores(client: AuthenticatedClient) -> None:
    bridge_body = BridgeScoreRequest(contract="4SX", declarer=Seat.N, vulnerable=Vulnerability.NONE, tricks=11)
    r_bridge = score_bridge_deal.sync_detailed(client=client, body=bridge_body)
    bridge = parsed(BridgeScore, "POST /v1/bridge/score", r_bridge)
    check((bridge.ns, bridge.ew) == (690, -690), f"4SX+1 by N, none vulnerable: 690 (got {bridge.ns})")
    check((bridge.breakdown.insult, bridge.breakdown.total) == (50, 690), "4SX+1: its breakdown")

    tarot_body = TarotScoreRequest(
        players=4,
        contract=TarotContract.GARDE,
        taker_points=49,
        taker_oudlers=2,
        handles=[TarotHandle(side=TarotSide.TAKER, kind=TarotHandleKind.SIMPLE)],
        petit_au_bout=TarotSide.TAKER,
        chelem=TarotChelem(announced=False, made_by=None),
    )
    r = score_tarot_deal.sync_detailed(client=client, body=tarot_body)
    tarot = parsed(TarotScoreResponse, "POST /v1/tarot/score", r)
    check(tarot.won and (tarot.taker, tarot.each_defender) == (318, -106), f"garde 49/2: +318 (got {tarot.taker})")
    check((tarot.breakdown.needed, tarot.breakdown.difference) == (41, 8), "garde 49/2: 41 needed, won by 8")


def main() -> int:
    global failed
    client = AuthenticatedClient(base_url=os.environ["ARBITRE_URL"], token=os.environ["ARBITRE_KEY"])
    run = f"ci-py-{time.time_ns()}"
    try:
        trick_orientation(client, run)
        insufficient_bid(client, run)
        scores(client)
    except Exception as e:  # an unexpected answer or a model that cannot read the server's JSON
        failed += 1
        print(f"FAIL {type(e).__name__}: {e}", file=sys.stderr)
    print(f"python: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
