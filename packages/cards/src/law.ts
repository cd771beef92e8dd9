import type { Seat } from "./seats.ts";

/**
 * The vocabulary every phase of the Laws shares: audit entries, the options the Law opens to
 * a player, the questions it leaves to the Director, and the facts that answer them.
 */

/** A Law id as the Laws number their clauses: `"27"`, `"27A1"`, `"27B1(a)"`, `"64A2"`. */
export type LawId = `${number}${string}`;

/**
 * Consequences are data (style.md, issue 34): every audit entry, option, question for the Director, review and
 * refusal is a tagged value whose `_tag` says what follows and whose other fields are typed data (seat, card,
 * call, Law id, trick …). The Laws never write words: one formatter per language (`@bridgelaw/words`) does,
 * from the tag and the fields, and whatever needs to know which cards a consequence names (a seat's view)
 * reads its `Card` fields, never its words.
 */

/** A field of a consequence: plain data (a seat, a card, a call, a Law id, a number, a flag, a list of them). */
export type FactValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly FactValue[]
  | { readonly [field: string]: FactValue };

/** A tagged value: `_tag` names it (it is also its message id in the formatters' catalogs). */
export interface Tagged {
  readonly _tag: string;
}

/** Any tagged fact: its tag and its typed fields. The packages narrow it to their own unions. */
export interface Fact extends Tagged {
  readonly [field: string]: FactValue;
}

/**
 * The union of tagged facts described by a map from tag to fields:
 * `FactsOf<{ MustPass: { seat: Seat; scope: "next-turn" | "throughout" } }>` is
 * `{ _tag: "MustPass"; seat: Seat; scope: … }`.
 */
export type FactsOf<M> = {
  readonly [K in keyof M & string]: { readonly _tag: K } & { readonly [F in keyof M[K]]: M[K][F] };
}[keyof M & string];

/** One derived consequence, with the Law that produced it and the log position of its cause. */
export type AuditEntry<F extends Tagged = Fact> = F & {
  readonly position: number;
  readonly law: LawId;
};

/** A choice the Law gives a player (10C1: every option listed); answered by an `OptionChosen` event. */
export type PendingOption<F extends Tagged = Fact> = F & {
  readonly seat: Seat;
  readonly law: LawId;
  /** The option ids the seat may choose from, e.g. `["accept", "refuse"]`. */
  readonly options: readonly string[];
  /** Log position of the irregularity the option is about. */
  readonly about: number;
};

/** A question for the Director, where the Law asks for judgement: answered by a `DirectorRuled` event. */
export type RulingNeeded<F extends Tagged = Fact> = F & {
  readonly law: LawId;
  /** Log position of the fact the question is about. */
  readonly position: number;
  /** The answers the engine can apply, when the question has a closed set of them. */
  readonly answers?: readonly string[];
  /** No action can be taken at the table until the Director answers (the auction or play waits). */
  readonly blocking?: boolean;
};

/** What the Director reviews at the end of play (23C, 27D, 72C, 21B3, 50E4 …), with its Law. */
export type Review<F extends Tagged = Fact> = F & {
  readonly law: LawId;
  readonly position: number;
};

/**
 * `OptionChosen`: a player's choice among the pending options of a Law; the log's wire contract is
 * `@bridgelaw/table`'s Schema of the event, which this type is checked equal to.
 */
export interface OptionChosen {
  readonly type: "OptionChosen";
  readonly seat: Seat;
  readonly law: LawId;
  readonly option: string;
}

/**
 * `DirectorRuled`: the Director's finding or decision on a question the engine asked;
 * the log's wire contract is `@bridgelaw/table`'s Schema of the event, which this type is checked equal to.
 */
export interface DirectorRuled {
  readonly type: "DirectorRuled";
  readonly law: LawId;
  /** Log position of the fact ruled on (the question's `position`); optional when one question is open under the Law. */
  readonly about?: number;
  /** One of the question's `answers`. */
  readonly answer?: string;
  /** A number of tricks, where the ruling awards or adjusts tricks (64C, 70). */
  readonly tricks?: number;
  /** The Director's words, kept for the record. */
  readonly text?: string;
}

/**
 * `AttentionDrawn`: a player draws attention to an irregularity (Law 9); the log's wire contract is
 * `@bridgelaw/table`'s Schema of the event, which this type is checked equal to.
 */
export interface AttentionDrawn {
  readonly type: "AttentionDrawn";
  readonly seat: Seat;
  /** Log position of the irregular event, when known. */
  readonly about?: number;
  /**
   * Attention first drawn after the play: once the hands were returned to the board, after a call on the next
   * deal, or after the round (62D1, 64B4, 64B5).
   */
  readonly after?: "hands-returned" | "next-deal-call" | "round-end";
}
