import type { Seat } from "./seats.ts";

/**
 * The vocabulary every phase of the Laws shares (design §3, §4): audit entries, the options the Law opens to
 * a player, the questions it leaves to the Director, and the facts that answer them.
 */

/** A Law id as the Laws number their clauses: `"27"`, `"27A1"`, `"27B1(a)"`, `"64A2"`. */
export type LawId = string;

/** One derived consequence, with the Law that produced it and the log position of its cause. */
export interface AuditEntry {
  readonly position: number;
  readonly law: LawId;
  readonly text: string;
}

/** A choice the Law gives a player (10C1: every option listed); answered by an `OptionChosen` event. */
export interface PendingOption {
  readonly seat: Seat;
  readonly law: LawId;
  /** The option ids the seat may choose from, e.g. `["accept", "refuse"]`. */
  readonly options: readonly string[];
  /** Log position of the irregularity the option is about. */
  readonly about: number;
  readonly text: string;
}

/** A question for the Director (design §3): answered by a `DirectorRuled` event. */
export interface RulingNeeded {
  readonly law: LawId;
  readonly question: string;
  /** Log position of the fact the question is about. */
  readonly position: number;
  /** The answers the engine can apply, when the question has a closed set of them. */
  readonly answers?: readonly string[];
}

/** `OptionChosen`: a player's choice among the pending options of a Law. */
export interface OptionChosen {
  readonly type: "OptionChosen";
  readonly seat: Seat;
  readonly law: LawId;
  readonly option: string;
}

/** `DirectorRuled`: the Director's finding or decision on a question the engine asked. */
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

/** `AttentionDrawn`: a player draws attention to an irregularity (Law 9). */
export interface AttentionDrawn {
  readonly type: "AttentionDrawn";
  readonly seat: Seat;
  /** Log position of the irregular event, when known. */
  readonly about?: number;
}
