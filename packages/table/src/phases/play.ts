import { DomainRejection, lazy } from "@bridgelaw/log";
import {
  applyCardPlayed,
  applyDesignation,
  applyDummyViolation,
  applyRetraction,
  CardNotHeld,
  type Designation,
  type DummyClause,
  NotOpen,
  type CardPlayed as PlayCardPlayed,
  type PlayDraft,
  type RetractionLaw,
} from "@bridgelaw/play";
import * as Schema from "effect/Schema";
import type { DeepSame } from "../same-type.ts";
import type { TableDraft, TableState } from "../state.ts";
import { CardToken, SeatToken, TrickNumber } from "../tokens.ts";

/**
 * A card played to a trick (Laws 41–67); from dummy, `seat` is dummy's seat. `trick`: the trick it was
 * played to when not a card in turn to the one in progress (45E a second card to a trick the player has played
 * to, in progress or quitted; 67 a trick quitted short, a card placed in a defective trick);
 * `named`: the card declarer named when dummy placed this one (45D); `faceDown`: an opening lead made face
 * down (41A).
 */
export const CardPlayed = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("CardPlayed"),
    seat: SeatToken,
    card: CardToken,
    trick: Schema.optional(TrickNumber),
    named: Schema.optional(CardToken),
    faceDown: Schema.optional(Schema.Boolean),
  }),
);
export type CardPlayed = typeof CardPlayed.Type;

/** Declarer designates a card from dummy without naming it fully (Law 46): `seat` is dummy's seat. */
export const CardDesignated = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("CardDesignated"),
    seat: SeatToken,
    suit: Schema.optional(Schema.Literals(["S", "H", "D", "C"])),
    rank: Schema.optional(Schema.Literals(["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"])),
    word: Schema.optional(Schema.Literals(["high", "low", "win", "any"])),
    /** With `any`: the cards the Director finds declarer meant, one of which he did not choose (WBFLC Ex 42). */
    among: Schema.optional(Schema.Array(CardToken)),
  }),
);
export type CardDesignated = typeof CardDesignated.Type;

/**
 * A played card taken back as the Law allows, on the Director's finding: 45C4(b) an unintended designation
 * changed, 47E1 a play out of turn made because an opponent said it was the player's turn, 47E2(a) a play made
 * before a mistaken explanation was corrected; 47E2(b) the same, too late: the card stands and the Director
 * may adjust.
 */
export const CardRetracted = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("CardRetracted"),
    seat: SeatToken,
    card: CardToken,
    law: Schema.Literals(["45C4(b)", "47E1", "47E2(a)", "47E2(b)"]),
  }),
);
export type CardRetracted = typeof CardRetracted.Type;

/** The Director's finding that dummy breached a limitation of Law 43A (43A2: he forfeits his rights, 43B2). */
export const DummyViolation = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("DummyViolation"),
    seat: SeatToken,
    clause: Schema.Literals(["43A1(a)", "43A1(b)", "43A1(c)", "43A2(a)", "43A2(b)", "43A2(c)"]),
  }),
);
export type DummyViolation = typeof DummyViolation.Type;

// One list of events: `@bridgelaw/play`, below the table, types the card played and the fields of the other
// play events it reads; each is the type of the Schema here, the log's wire contract. A field that differs is
// a compile error naming the event.
const _playEvents: {
  readonly CardPlayed: DeepSame<PlayCardPlayed, CardPlayed>;
  readonly CardDesignated: DeepSame<Designation, Omit<CardDesignated, "type" | "seat">>;
  readonly CardRetracted: DeepSame<"45C4(b)" | RetractionLaw, CardRetracted["law"]>;
  readonly DummyViolation: DeepSame<DummyClause, DummyViolation["clause"]>;
} = { CardPlayed: true, CardDesignated: true, CardRetracted: true, DummyViolation: true };
void _playEvents;

/**
 * Applies a play recipe, bringing the audit entries its event derived into the board's trail. The physically
 * impossible (a card not held) and a fact the Law does not open are refused with the line named.
 */
export const inPlay = (d: TableDraft, f: (p: PlayDraft) => void): void => {
  // The play follows the Code the board is ruled under (2007 or 2017): it opens with the board's
  // edition (phases/auction.ts), which no later event changes.
  const p = d.play!;
  try {
    f(p);
  } catch (err) {
    refusedInPlay(err);
  }
  playNotes(d, p);
};

/** The play's refusals, as the table's: a card not held, a fact the Law does not open (with their data). */
const refusedInPlay = (err: unknown): never => {
  if (err instanceof CardNotHeld || err instanceof NotOpen) throw new DomainRejection(err.refusal);
  throw err;
};

/** The audit entries the play's last step derived, into the board's trail. */
const playNotes = (d: TableDraft, p: PlayDraft): void => {
  const notes = p.notes;
  for (let i = 0; i < notes.length; i += 1) d.audit.push(notes[i]!);
};

const noPlay = (s: TableState, event: "CardPlayed" | "CardDesignated"): never => {
  throw new DomainRejection({ _tag: "NotInPlay", event, passedOut: s.auction?.ended === true });
};

/** `inPlay` with `applyCardPlayed`, written out: the most frequent event of a log. */
export const playCard = (d: TableDraft, e: CardPlayed, position: number): void => {
  const p = d.play;
  if (p === null) {
    noPlay(d, "CardPlayed");
    return;
  }
  try {
    // The event is the play's `CardPlayed` (checked above): no copy on the hot path.
    applyCardPlayed(p, e, position);
  } catch (err) {
    refusedInPlay(err);
  }
  playNotes(d, p);
};

export const cardDesignated = (d: TableDraft, e: CardDesignated, position: number): void => {
  if (d.play === null) {
    noPlay(d, "CardDesignated");
    return;
  }
  const des: Designation = {
    ...(e.suit !== undefined && { suit: e.suit }),
    ...(e.rank !== undefined && { rank: e.rank }),
    ...(e.word !== undefined && { word: e.word }),
    ...(e.among !== undefined && { among: e.among }),
  };
  inPlay(d, (p) => applyDesignation(p, e.seat, des, position));
};

export const cardRetracted = (d: TableDraft, e: CardRetracted, position: number): void => {
  if (d.play === null) throw new DomainRejection({ _tag: "NotInPlay", event: "CardRetracted" });
  inPlay(d, (p) => applyRetraction(p, e.seat, e.card, e.law, position));
};

export const dummyViolated = (d: TableDraft, e: DummyViolation, position: number): void => {
  if (d.play === null) throw new DomainRejection({ _tag: "NotInPlay", law: "43", event: "DummyViolation" });
  inPlay(d, (p) => applyDummyViolation(p, e.seat, e.clause, position));
};
