import {
  type Card,
  type DirectorRuled,
  type LawId,
  type OptionChosen,
  parseDeal,
  type Seat,
  type Strain,
} from "@bridgelaw/cards";
import { lawSpecification, produceState } from "@bridgelaw/log";
import { attentionInPlay } from "../attention.ts";
import {
  answerPlayRuling,
  applyCarriedRestrictions,
  choosePlayOption,
  designateCard,
  dummyViolation,
  exposeCard,
  retractCard,
} from "../facts.ts";
import { restoreMissingCard } from "../laws/14-missing-card.ts";
import type { DummyClause } from "../laws/43-dummy.ts";
import type { Designation } from "../laws/46-designation.ts";
import type { RetractionLaw } from "../laws/47-retraction.ts";
import type { ExposedHow } from "../laws/49-exposure-of-defenders-cards.ts";
import type { Orientation } from "../laws/65-arrangement.ts";
import type { Inspection } from "../laws/66-inspection.ts";
import { type CardPlayed, evolvePlay, initialPlay, legalCards } from "../play.ts";
import {
  cardReturnedToHand,
  claimAfterPlay,
  directorSummoned,
  disturbCards,
  inspectTrick,
  pointOutOrientation,
  type Question,
  questionAsked,
  revokeInquired,
  turnCard,
  wrongHandWarning,
} from "../procedure.ts";
import type { AttentionTiming, Carried, CarriedLeadRestriction, Edition, PlayState } from "../state.ts";

/*
 * The play's Laws in the one test language (style.md): given the facts, when one more, then what the Laws
 * derive, as data. The play starts from `initialPlay` (by default 4H by South on the lab deal, West to lead, at
 * log position 0); the first fact given is at position 1, each next fact at the next position.
 *
 *   given(play("W:SJ N:S3 E:S5 S:SA")).when(card("S", "HA"))
 *     .then({ audit: [{ _tag: "RevokeCommitted", law: "61A", seat: "S" }] });
 */

/**
 * The lab deal of the tests: 4H by South, West leads.
 * S ♠A2 ♥AKQJT ♦Q2 ♣AKQ2 · W ♠JT9 ♥65 ♦AJT8 ♣T987 · N ♠Q43 ♥987 ♦K53 ♣J543 · E ♠K8765 ♥432 ♦9764 ♣6
 */
export const LAB = "S:A2.AKQJT.Q2.AKQ2 JT9.65.AJT8.T987 Q43.987.K53.J543 K8765.432.9764.6";

/** A fact of the play as the table routes it: a card, an exposure, a choice, a ruling, a fact of procedure … */
export type PlayFactEvent =
  | CardPlayed
  | { readonly type: "CardExposed"; readonly seat: Seat; readonly card: Card; readonly how?: ExposedHow }
  | { readonly type: "CardDesignated"; readonly designation: Designation }
  | {
      readonly type: "CardRetracted";
      readonly seat: Seat;
      readonly card: Card;
      readonly law: "45C4(b)" | RetractionLaw;
    }
  | { readonly type: "DummyViolation"; readonly clause: DummyClause }
  | OptionChosen
  | DirectorRuled
  | {
      readonly type: "AttentionDrawn";
      readonly seat: Seat;
      /** The log position of the irregular fact, or the card played there (its last position in the play). */
      readonly about?: number | Card;
      readonly after?: AttentionTiming;
    }
  | {
      readonly type: "CardTurned";
      readonly seat: Seat;
      readonly toward?: Orientation;
      readonly trick?: number;
    }
  | { readonly type: "OrientationPointedOut"; readonly seat: Seat; readonly about: number }
  | { readonly type: "CardsDisturbed"; readonly seat: Seat }
  | ({ readonly type: "TrickInspected"; readonly seat: Seat } & Inspection)
  | { readonly type: "TricksDisputed"; readonly seat: Seat }
  | { readonly type: "CardReturnedToHand"; readonly seat: Seat; readonly card: Card }
  | { readonly type: "WrongHandWarning"; readonly seat: Seat }
  | { readonly type: "RevokeInquired"; readonly seat: Seat; readonly of: Seat; readonly surprised?: boolean }
  | { readonly type: "QuestionAsked"; readonly seat: Seat; readonly what: Question }
  | { readonly type: "DirectorSummoned"; readonly seat?: Seat }
  | { readonly type: "CardRestored"; readonly seat: Seat; readonly card: Card }
  | { readonly type: "CarriedRestrictions"; readonly active: readonly CarriedLeadRestriction[] }
  /** Only in `given`: whoever is to play plays his first legal card, `cards` times (or to the end). */
  | { readonly type: "PlayOn"; readonly cards?: number };

/** The board the play starts from: declarer, strain, deal (PBN), Code, and what the auction carried. */
export interface Board {
  readonly declarer?: Seat;
  readonly strain?: Strain;
  readonly deal?: string;
  readonly edition?: Edition;
  readonly carried?: Carried;
}

/** The last log position at which the card was played (to a trick, or recorded as irregular), if any. */
export const positionOf = (p: PlayState, card: Card): number | undefined => {
  const at = [
    ...[...p.tricks, ...(p.current === null ? [] : [p.current]), ...(p.stash === null ? [] : [p.stash])]
      .flatMap((t) => [...t.cards, ...(t.extra ?? [])])
      .filter((c) => c.card === card)
      .map((c) => c.position),
    ...p.irregular.filter((i) => i.card === card).map((i) => i.position),
    ...p.revokes.filter((r) => r.card === card).map((r) => r.position),
  ];
  return at.length === 0 ? undefined : Math.max(...at);
};

const apply = (p: PlayState, e: PlayFactEvent, position: number): PlayState => {
  switch (e.type) {
    case "CardPlayed":
      return evolvePlay(p, e, position);
    case "CardExposed":
      return exposeCard(p, e.seat, e.card, e.how, position);
    case "CardDesignated":
      return designateCard(p, p.dummy, e.designation, position);
    case "CardRetracted":
      return retractCard(p, e.seat, e.card, e.law, position);
    case "DummyViolation":
      return dummyViolation(p, p.dummy, e.clause, position);
    case "OptionChosen":
      return choosePlayOption(p, e, position);
    case "DirectorRuled": {
      const about = e.about ?? p.rulingsNeeded.find((r) => r.law === e.law)?.position;
      return answerPlayRuling(p, { ...e, ...(about !== undefined && { about }) }, position);
    }
    case "AttentionDrawn": {
      const about = typeof e.about === "string" ? positionOf(p, e.about) : e.about;
      if (typeof e.about === "string" && about === undefined) throw new Error(`${e.about} was not played`);
      return attentionInPlay(
        p,
        {
          seat: e.seat,
          ...(about !== undefined && { about }),
          ...(e.after !== undefined && { after: e.after }),
        },
        position,
      );
    }
    case "CardTurned":
      return turnCard(p, e.seat, e.trick, e.toward, position);
    case "OrientationPointedOut":
      return pointOutOrientation(p, e.seat, e.about, position);
    case "CardsDisturbed":
      return disturbCards(p, e.seat, position);
    case "TrickInspected": {
      const { type: _, seat, ...inspection } = e;
      return inspectTrick(p, seat, inspection, position);
    }
    case "TricksDisputed":
      return claimAfterPlay(p, e.seat, position);
    case "CardReturnedToHand":
      return cardReturnedToHand(p, e.seat, e.card, position);
    case "WrongHandWarning":
      return wrongHandWarning(p, e.seat, position);
    case "RevokeInquired":
      return revokeInquired(p, e.seat, e.of, e.surprised === true, position);
    case "QuestionAsked":
      return questionAsked(p, e.seat, e.what, position);
    case "DirectorSummoned":
      return directorSummoned(p, e.seat, position);
    case "CardRestored":
      return restoreMissingCard(p, { seat: e.seat, card: e.card }, position);
    case "CarriedRestrictions":
      return produceState(p, (d) => applyCarriedRestrictions(d, e.active, position));
    case "PlayOn":
      throw new Error("PlayOn is only a given fact");
  }
};

const start = (board: Board) => (): PlayState =>
  initialPlay(board.declarer ?? "S", board.strain ?? "H", parseDeal(board.deal ?? LAB), board.carried, {
    edition: board.edition ?? "2017",
    position: 0,
  });

/** The facts with each `PlayOn` written out as the cards it plays (whoever is to play, his first legal card). */
const playedOn = (facts: readonly PlayFactEvent[], board: Board): readonly PlayFactEvent[] => {
  if (!facts.some((f) => f.type === "PlayOn")) return facts;
  const out: PlayFactEvent[] = [];
  let p = start(board)();
  const push = (e: PlayFactEvent): void => {
    out.push(e);
    p = apply(p, e, out.length);
  };
  for (const f of facts) {
    if (f.type !== "PlayOn") {
      push(f);
      continue;
    }
    for (let i = 0; i < (f.cards ?? 52) && !p.ended && p.turn !== null; i += 1)
      push({ type: "CardPlayed", seat: p.turn, card: legalCards(p, p.turn)[0]! });
  }
  return out;
};

/** `given(facts, board)`: the play after the facts (4H by South on `LAB` unless said). */
export const given = (facts: readonly PlayFactEvent[], board: Board = {}) =>
  lawSpecification<PlayFactEvent, PlayState>({
    start: start(board),
    apply,
    observe: (_before, after) => ({
      audit: after.notes,
      pending: after.pending,
      rulings: after.rulingsNeeded,
      reviews: [],
    }),
  })(playedOn(facts, board));

/** Cards played, from a script: `"W:SJ N:S3 E:S5 S:SA"`; `"E:S6@1"` plays the card to trick 1 (45E, 67). */
export const play = (script: string): CardPlayed[] =>
  script
    .trim()
    .split(/\s+/)
    .map((token) => {
      const [seat, rest] = token.split(":") as [Seat, string];
      const [c, trick] = rest.split("@") as [Card, string | undefined];
      return { type: "CardPlayed", seat, card: c, ...(trick !== undefined && { trick: Number(trick) }) };
    });

export const card = (
  seat: Seat,
  c: Card,
  more: { readonly named?: Card; readonly faceDown?: boolean; readonly trick?: number } = {},
): CardPlayed => ({ type: "CardPlayed", seat, card: c, ...more });
export const expose = (seat: Seat, c: Card, how?: ExposedHow): PlayFactEvent => ({
  type: "CardExposed",
  seat,
  card: c,
  ...(how !== undefined && { how }),
});
export const designate = (designation: Designation): PlayFactEvent => ({
  type: "CardDesignated",
  designation,
});
export const retract = (seat: Seat, c: Card, law: "45C4(b)" | RetractionLaw): PlayFactEvent => ({
  type: "CardRetracted",
  seat,
  card: c,
  law,
});
export const violation = (clause: DummyClause): PlayFactEvent => ({ type: "DummyViolation", clause });
export const choose = (seat: Seat, law: LawId, option: string): PlayFactEvent => ({
  type: "OptionChosen",
  seat,
  law,
  option,
});
export const ruling = (
  law: LawId,
  answer: { readonly answer?: string; readonly tricks?: number; readonly about?: number } = {},
): PlayFactEvent => ({ type: "DirectorRuled", law, ...answer });
export const attention = (seat: Seat, about?: number | Card, after?: AttentionTiming): PlayFactEvent => ({
  type: "AttentionDrawn",
  seat,
  ...(about !== undefined && { about }),
  ...(after !== undefined && { after }),
});
export const turn = (seat: Seat, toward?: Orientation, trick?: number): PlayFactEvent => ({
  type: "CardTurned",
  seat,
  ...(toward !== undefined && { toward }),
  ...(trick !== undefined && { trick }),
});
export const pointOut = (seat: Seat, about: number): PlayFactEvent => ({
  type: "OrientationPointedOut",
  seat,
  about,
});
export const disturb = (seat: Seat): PlayFactEvent => ({ type: "CardsDisturbed", seat });
export const inspect = (seat: Seat, i: Inspection = {}): PlayFactEvent => ({
  type: "TrickInspected",
  seat,
  ...i,
});
export const dispute = (seat: Seat): PlayFactEvent => ({ type: "TricksDisputed", seat });
export const returned = (seat: Seat, c: Card): PlayFactEvent => ({
  type: "CardReturnedToHand",
  seat,
  card: c,
});
export const warning = (seat: Seat): PlayFactEvent => ({ type: "WrongHandWarning", seat });
export const inquiry = (seat: Seat, of: Seat, surprised = false): PlayFactEvent => ({
  type: "RevokeInquired",
  seat,
  of,
  ...(surprised && { surprised }),
});
export const question = (seat: Seat, what: Question): PlayFactEvent => ({
  type: "QuestionAsked",
  seat,
  what,
});
export const summoned = (seat?: Seat): PlayFactEvent => ({
  type: "DirectorSummoned",
  ...(seat !== undefined && { seat }),
});
export const restored = (seat: Seat, c: Card): PlayFactEvent => ({ type: "CardRestored", seat, card: c });
export const playOn = (cards?: number): PlayFactEvent => ({
  type: "PlayOn",
  ...(cards !== undefined && { cards }),
});

/* Views of the state as data, for `then({ state })`. */

/** The penalty cards as `seat:card:kind:law`. */
export const penalties = (p: PlayState): string[] =>
  p.penaltyCards.map((pc) => `${pc.seat}:${pc.card}:${pc.kind}:${pc.law}`);

/** The pending options as `seat law: options`. */
export const options = (p: PlayState): string[] =>
  p.pending.map((o) => `${o.seat} ${o.law}: ${o.options.join(",")}`);

/** The cards of trick `n` (completed or in progress) as `seat:card`, in rotation from the leader. */
export const trick = (p: PlayState, n: number): string[] => {
  const t = p.tricks[n - 1] ?? (p.current?.number === n ? p.current : undefined);
  return (t?.cards ?? []).map((c) => `${c.seat}:${c.card}`);
};

/** The cards `seat` may play now (the seat whose turn it is when none is named). */
export const legal = (p: PlayState, seat: Seat = p.turn!): Card[] => legalCards(p, seat);

/**
 * The facts played out to the end (each `PlayOn` written out, a last one added if none ends the play), split
 * into those given and the last card, whose consequences (the end of play: 62D1, 64) a `when` observes.
 */
export const toTheEnd = (
  facts: readonly PlayFactEvent[],
  board: Board = {},
): [given: readonly PlayFactEvent[], last: PlayFactEvent] => {
  const all = [...playedOn([...facts, { type: "PlayOn" }], board)];
  const last = all.pop();
  if (last === undefined) throw new Error("no fact to play out");
  return [all, last];
};
