// Law 45C: the facts that make a card played or not (how it was held, touched or withdrawn), with the
// Director's finding where the Law asks for judgement. A played card then goes to the play as a card played.
import { type Card, type LawId, partner, type Seat } from "@bridgelaw/cards";
import { DomainRejection, lazy } from "@bridgelaw/log";
import { applyCardPlayed, type PlayState } from "@bridgelaw/play";
import * as Schema from "effect/Schema";
import { inPlay } from "../phases/play.ts";
import { askDirector, audit, factsOf, lawFacts } from "../rules/facts.ts";
import type { LawAnswer } from "../rules/rulings.ts";
import type { TableDraft, TableRecipe } from "../state.ts";
import { CardToken, SeatToken } from "../tokens.ts";

/** How a card was handled (45C1–45C3, and the WBFLC's "in one movement"). */
export const HANDLINGS = [
  "held-up",
  "at-rest",
  "played-position",
  "one-movement",
  "touched",
  "arranging",
] as const;
type How = (typeof HANDLINGS)[number];

/**
 * A card handled in a way that may make it played (Law 45C): `seat` is the hand it belongs to (dummy's seat for
 * dummy's card). `how`: `held-up` a defender held it so that his partner could possibly see its face (45C1);
 * `at-rest` declarer's card came to rest face up touching or nearly touching the table (45C2(a));
 * `played-position` declarer held it in a position indicating it has been played (45C2(b)); `one-movement`
 * declarer moved it toward the table and took it back in the same movement (WBFLC: not played); `touched`
 * declarer touched a card of dummy (45C3); `arranging` he touched it to arrange dummy's cards or to reach
 * another (45C3: not played). `seenBy`: the players who saw its face.
 */
export const CardHandled = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("CardHandled"),
    seat: SeatToken,
    card: CardToken,
    how: Schema.Literals(HANDLINGS),
    seenBy: Schema.optional(Schema.Array(SeatToken)),
    text: Schema.optional(Schema.String),
  }),
);
export type CardHandled = typeof CardHandled.Type;

const LAW: Readonly<Record<How, LawId>> = {
  "held-up": "45C1",
  "at-rest": "45C2(a)",
  "played-position": "45C2(b)",
  "one-movement": "45C2",
  touched: "45C3",
  arranging: "45C3",
};

/** Whose card each handling is about: a defender's, declarer's own, or dummy's. */
const roleOf = (p: PlayState, seat: Seat): "defender" | "declarer" | "dummy" =>
  seat === p.declarer ? "declarer" : seat === p.dummy ? "dummy" : "defender";
const ROLE: Readonly<Record<How, "defender" | "declarer" | "dummy">> = {
  "held-up": "defender",
  "at-rest": "declarer",
  "played-position": "declarer",
  "one-movement": "declarer",
  touched: "dummy",
  arranging: "dummy",
};

/**
 * The card goes to the play as played by its hand, as a `CardPlayed` there would (the play's Laws take it). 45C1:
 * a defender's card is played to the current trick; if he has already played to it, see Law 45E (a second card
 * to the trick, `trick` naming it), not a lead to the next trick.
 */
const play = (d: TableDraft, seat: Seat, card: Card, position: number): void =>
  inPlay(d, (p) => {
    const current = p.current;
    const again =
      current !== null && roleOf(p, seat) === "defender" && current.cards.some((c) => c.seat === seat);
    applyCardPlayed(p, { type: "CardPlayed", seat, card, ...(again && { trick: current.number }) }, position);
  });

/**
 * `CardHandled` (45C): the Law decides where the facts suffice — a defender's card his partner saw (45C1), a
 * declarer's card come to rest or held as played (45C2(a), (b)) is played at once; declarer's card taken back
 * in one movement (WBFLC on 45C2), dummy's card touched to arrange or reach another (45C3) is not. Otherwise
 * the Director finds it (`45C1` could partner possibly have seen its face? `45C3` did declarer touch it
 * deliberately?), answered `played` or `not-played`; the play waits for his finding. A card the hand does not
 * hold, a handling that is not this hand's (a declarer's card `held-up`), or one before the play, is refused.
 */
export const law45CHandled: TableRecipe<CardHandled> = (d, e, position) => {
  const p = d.play;
  if (p === null) throw new DomainRejection({ _tag: "HandledBeforePlay", law: "45C" });
  const card = e.card;
  if (!p.hands[e.seat].includes(card))
    throw new DomainRejection({ _tag: "CardNotHeld", law: "45C", seat: e.seat, card });
  const role = roleOf(p, e.seat);
  if (ROLE[e.how] !== role) {
    throw new DomainRejection({
      _tag: "HandlingNotOfRole",
      law: "45C",
      how: e.how,
      of: ROLE[e.how],
      seat: e.seat,
      role,
    });
  }
  const law = LAW[e.how];
  const seen = e.seenBy ?? [];
  const decided: boolean | null =
    e.how === "held-up"
      ? seen.includes(partner(e.seat))
        ? true
        : null
      : e.how === "touched"
        ? null
        : e.how === "at-rest" || e.how === "played-position";
  factsOf(d).handled.push({ position, seat: e.seat, card, how: e.how, law, played: decided });
  audit(d, {
    _tag: "CardHandledNoted",
    position,
    law,
    seat: e.seat,
    card,
    how: e.how,
    partner: partner(e.seat),
    played: decided,
    ...(e.text !== undefined && { words: e.text }),
  });
  if (decided === null) {
    askDirector(d, {
      _tag: "WasCardPlayed",
      law,
      position,
      seat: e.seat,
      card,
      partner: partner(e.seat),
      answers: ["played", "not-played"],
    });
  }
  if (decided === true) play(d, e.seat, card, position);
};

/** The Director's finding under 45C1 or 45C3: the card is played (at his ruling), or not. */
export const law45CFound: LawAnswer = (d, e, q, position) => {
  const fact = lawFacts(d).handled.find((h) => h.position === q.position);
  if (fact === undefined || q.answers === undefined) return;
  const played = e.answer === "played";
  factsOf(d).handled.find((h) => h.position === q.position)!.played = played;
  audit(d, { _tag: "CardFoundPlayed", position, law: q.law, seat: fact.seat, card: fact.card, played });
  // (a play discarded meanwhile, the auction open again after a change of call (21B1(a), 25A), has no card to take)
  if (played && d.play !== null) play(d, fact.seat, fact.card, position);
};

/** While the Director has to find whether a card was played (45C1, 45C3), the play waits. */
export const waitFor45C =
  <E>(next: TableRecipe<E>): TableRecipe<E> =>
  (d, e, position) => {
    const asked = lawFacts(d).rulings;
    const open =
      asked.length === 0
        ? undefined
        : asked.find((r) => (r.law === "45C1" || r.law === "45C3") && r.answers !== undefined);
    if (open !== undefined) {
      throw new DomainRejection({ _tag: "AwaitingPlayedFinding", law: open.law, at: open.position });
    }
    next(d, e, position);
  };
