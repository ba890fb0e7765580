// Proves that a client generated from openapi/openapi.json (openapi-typescript + openapi-fetch) compiles under
// --strict with no escape hatch and runs against a live server: a Law 65 interview answered from the questions'
// own values, a Law 27 election, the incident's history read back, and the bridge and tarot scoring routes.
// Usage: ARBITRE_URL=http://127.0.0.1:8080 ARBITRE_KEY=<club key> node build/interview.js
import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

type Schemas = components["schemas"];
type IncidentView = Schemas["IncidentView"];
type Decision = Schemas["Decision"];
type Question = Schemas["Question"];
type Status = Schemas["Status"];
type Facts = NonNullable<Schemas["FactsRequest"]["facts"]>;
type ReportedFacts = NonNullable<Schemas["IncidentRequest"]["facts"]>;
type FactValue = NonNullable<Facts[string]>;

let passed = 0;
let failed = 0;

function fail(message: string): never {
  throw new Error(message);
}

function check(ok: boolean, what: string): void {
  if (ok) passed += 1;
  else {
    failed += 1;
    console.error(`FAIL ${what}`);
  }
}

/** The body of a 2xx answer, or a failure naming the call and the problem document. */
function body<T>(call: string, r: { data?: T; error?: unknown; response: Response }): T {
  if (r.data === undefined) fail(`${call}: HTTP ${r.response.status} ${JSON.stringify(r.error)}`);
  return r.data;
}

/** Where an interview stands, read as the spec's enum: a new status fails to compile here. */
function describe(status: Status): string {
  switch (status) {
    case "needs_facts":
      return "needs facts";
    case "awaiting_choice":
      return "awaiting a choice";
    case "awaiting_outcome":
      return "awaiting the outcome";
    case "complete":
      return "complete";
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
}

const baseUrl = process.env.ARBITRE_URL ?? fail("ARBITRE_URL is not set");
const key = process.env.ARBITRE_KEY ?? fail("ARBITRE_KEY is not set");
const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${key}` } });
const run = `ci-ts-${Date.now()}`;

/** The director's answers, each sent only as one of the values the question itself allows. */
const answers: Record<string, FactValue> = {
  when_noticed: "end_of_play",
  count_disputed: true,
  declarer_side_tricks: 9,
  // Asked beside the count (65C, 66D): nobody disturbed his played cards.
  cards_mixed_by: "nobody",
};

function answer(q: Question): FactValue {
  const wanted = answers[q.id] ?? fail(`unexpected question ${q.id} (rule ${q.rule}): ${q.text.en}`);
  check(q.text.fr.length > 0 && q.text.en.length > 0, `question ${q.id} has FR and EN text`);
  if (q.values != null) {
    const value = q.values.find((v) => v === wanted) ?? fail(`${q.id}: ${String(wanted)} not among its values`);
    const option = q.options?.find((o) => o.value === value);
    check(option !== undefined && option.label.en.length > 0, `${q.id}: option ${String(value)} has a label`);
    return value;
  }
  check(q.type === "integer", `${q.id} without values is an integer question (got ${q.type})`);
  check(typeof wanted === "number" && Number.isInteger(wanted), `${q.id}: the answer is an integer`);
  check(typeof wanted === "number" && (q.min ?? 0) <= wanted && wanted <= (q.max ?? 13), `${q.id} within min..max`);
  return wanted;
}

async function report(
  kind: Schemas["IncidentRequest"]["kind"],
  facts: ReportedFacts,
  idem: string,
): Promise<IncidentView> {
  const send = () =>
    api.POST("/v1/incidents", {
      params: { header: { "Idempotency-Key": idem } },
      body: {
        kind,
        ruleset: "ffb-2017",
        facts,
        context: {
          event: "CI pairs",
          table: "4",
          board: 20,
          players: { N: "0412345A", E: "0412346B", S: "0412347C", W: "0412348D" },
        },
      },
    });
  const first = await send();
  const view = body(`POST /v1/incidents (${kind})`, first);
  check(first.response.status === 201, `${kind}: reported with 201 (got ${first.response.status})`);
  const again = await send();
  check(again.response.status === 200, `${kind}: the same Idempotency-Key answers 200`);
  check(body("POST /v1/incidents (repeat)", again).id === view.id, `${kind}: the same Idempotency-Key, same id`);
  return view;
}

async function history(id: string): Promise<IncidentView> {
  return body(`GET /v1/incidents/${id}`, await api.GET("/v1/incidents/{id}", { params: { path: { id } } }));
}

async function trickOrientation(): Promise<void> {
  let view = await report("bridge.trick_orientation", {}, `${run}-law65`);
  let rounds = 0;
  while (view.decision.status === "needs_facts") {
    check(view.decision.questions.length > 0, "needs_facts comes with questions");
    if (rounds === 5) fail(`Law 65: still asking after ${rounds} rounds`);
    const facts: Facts = {};
    for (const q of view.decision.questions) facts[q.id] = answer(q);
    const r = await api.POST("/v1/incidents/{id}/facts", { params: { path: { id: view.id } }, body: { facts } });
    view = body("POST /v1/incidents/{id}/facts", r);
    rounds += 1;
  }
  console.log(`Law 65: ${describe(view.decision.status)} after ${rounds} answers`);
  check(rounds >= 2, `Law 65: at least two rounds of questions (got ${rounds})`);

  const read = await history(view.id);
  const decision: Decision = read.decision;
  check(decision.status === "complete", `Law 65: complete (got ${decision.status})`);
  const established = decision.rectifications.find((r) => r.type === "tricks_established");
  check(established?.declarer_side === 9 && established.defenders === 4, "Law 65: 9 tricks to declarer, 4 to defence");
  check(established?.basis === "director_reconstruction", "Law 65: the director's reconstruction");
  const undisturbed = decision.rectifications.find((r) => r.type === "played_cards_undisturbed");
  check(undisturbed?.until === "tricks_agreed", "Law 65D: cards undisturbed until the count is agreed");
  check(decision.citations.some((c) => c.law === "65" && c.paragraph === "D"), "Law 65: cites 65 D");
  check(read.events.length === 1 + rounds, `Law 65: ${1 + rounds} events (got ${read.events.length})`);
  check(read.events[0]?.kind === "reported", "Law 65: the first event is `reported`");
  check(read.events.slice(1).every((e) => e.kind === "facts_added"), "Law 65: then only `facts_added`");
  check(read.rulings.length === read.events.length, "Law 65: one ruling per event");
  check(read.rulings.at(-1)?.status === "complete", "Law 65: the last ruling is complete");
  check(read.rulings.slice(0, -1).every((r) => r.status === "needs_facts"), "Law 65: the earlier ones needed facts");
}

async function insufficientBid(): Promise<void> {
  // Accepted, 27C asks whether the offender had already replaced it.
  const created = await report("bridge.insufficient_bid", { in_turn: true, replaced_before_ruling: false }, `${run}-law27`);
  check(created.decision.status === "awaiting_choice", `Law 27: awaiting_choice (got ${created.decision.status})`);
  const choice = created.decision.choice ?? fail("Law 27: no choice offered");
  check(choice.id === "lho_accepts" && choice.holder === "offenders_lho", "Law 27A1: LHO's election");
  const accept = choice.options.find((o) => o.id === "accept") ?? fail("Law 27: no `accept` option");
  check(accept.rectifications.some((r) => r.type === "call_accepted"), "Law 27: accepting accepts the call");

  const r = await api.POST("/v1/incidents/{id}/choices", {
    params: { path: { id: created.id } },
    body: { choices: { [choice.id]: accept.id } },
  });
  const chosen = body("POST /v1/incidents/{id}/choices", r);
  console.log(`Law 27: ${describe(chosen.decision.status)} after the choice`);

  const read = await history(created.id);
  check(read.decision.status === "complete", `Law 27: complete (got ${read.decision.status})`);
  const accepted = read.decision.rectifications.find((r) => r.type === "call_accepted");
  check(accepted?.player === "offender", "Law 27A1: the offender's call stands");
  check(read.events.map((e) => e.kind).join() === "reported,choice_made", "Law 27: events reported, choice_made");
  check(read.rulings.map((x) => x.status).join() === "awaiting_choice,complete", "Law 27: rulings awaiting, complete");
}

async function scores(): Promise<void> {
  const bridge = body(
    "POST /v1/bridge/score",
    await api.POST("/v1/bridge/score", { body: { contract: "4SX", declarer: "N", vulnerable: "None", tricks: 11 } }),
  );
  check(bridge.ns === 690 && bridge.ew === -690, `4SX+1 by N, none vulnerable: 690 (got ${bridge.ns})`);
  check(bridge.breakdown.insult === 50 && bridge.breakdown.total === 690, "4SX+1: its breakdown");

  const tarot = body(
    "POST /v1/tarot/score",
    await api.POST("/v1/tarot/score", {
      body: {
        players: 4,
        contract: "garde",
        taker_points: 49,
        taker_oudlers: 2,
        handles: [{ side: "taker", kind: "simple" }],
        petit_au_bout: "taker",
        chelem: { announced: false, made_by: null },
      },
    }),
  );
  check(tarot.won && tarot.taker === 318 && tarot.each_defender === -106, `garde 49/2: +318 (got ${tarot.taker})`);
  check(tarot.breakdown.needed === 41 && tarot.breakdown.difference === 8, "garde 49/2: 41 needed, won by 8");
}

try {
  await trickOrientation();
  await insufficientBid();
  await scores();
} catch (e) {
  failed += 1;
  console.error(`FAIL ${e instanceof Error ? e.message : String(e)}`);
}
console.log(`typescript: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
