import type { Card, LawId, Seat, Side, Suit } from "@bridgelaw/cards";
import type { Edition, PlayDraft, PlayState } from "@bridgelaw/play";
import type { Draft } from "immer";
import type { ClaimPosition } from "./checker/game.ts";
import type { ClaimsEntry, ClaimsQuestion } from "./consequences.ts";
import type { LineStep } from "./line.ts";

/**
 * Where a claim or concession stands (Laws 68–71):
 * - `open`: made, play is suspended (68D), no answer yet;
 * - `agreed`: the non-claiming side agrees (69A); final once the table moves on (`final`);
 * - `disputed`: a player objects (68D2): the Director rules (70), or play goes on by agreement (68D2(b));
 * - `adjudicated`: the Director ruled the tricks (70);
 * - `void`: play continued by agreement of all four (68D2(b)(ii)): the later play decides;
 * - `cancelled`: a defender's concession his partner objected to at once: neither concession nor claim (68B2);
 * - `current-trick`: a statement about the trick in progress only: not a claim (68 preamble); play goes on.
 */
export type ClaimStatus =
  | "open"
  | "agreed"
  | "disputed"
  | "adjudicated"
  | "void"
  | "cancelled"
  | "current-trick";

/** A correction after the play: tricks given back to the side that conceded them (69B, 71: Correction Period). */
export interface ClaimCorrection {
  /** "69B1"/"69B2": to the side that agreed to lose them; "71A"/"71B": to the claimer's side. */
  readonly law: LawId;
  readonly tricks: number;
  readonly to: Side;
  readonly position: number;
}

/** A request under 69B or 71 that waits for the Director's judgement. */
export interface ClaimRequest {
  readonly law: "69B" | "71";
  readonly seat: Seat;
  readonly position: number;
  /** Tricks the request asks back, if said. */
  readonly tricks?: number;
}

export interface ClaimRecord {
  /** Log position of the claim or concession. */
  readonly position: number;
  /** A claim (68A) or a concession (68B1). A claim of k tricks concedes the rest, and conversely. */
  readonly kind: "claim" | "concession";
  readonly claimer: Seat;
  readonly side: Side;
  readonly declarer: Seat;
  /** The trick in progress at the claim (its number). */
  readonly trick: number;
  /** Tricks left at the claim, the trick in progress included. */
  readonly remaining: number;
  /** Tricks the claimer's side takes of those left, as claimed (the rest are conceded, 68B1). */
  readonly tricks: number;
  readonly statement?: string;
  /** The structured line of the statement (68C). */
  readonly line?: readonly LineStep[];
  /** Recorded: the claimer mentioned (true) or not (false) the opponents' trump (70C1). */
  readonly trumpMentioned?: boolean;
  /** 68C: the claimer faced his hand. */
  readonly handFaced?: boolean;
  /** The cards as they stood at the claim (for the checker). */
  readonly at: ClaimPosition;
  /** Suits each seat had failed to follow before the claim (70E1(i)). */
  readonly shownOut: Readonly<Partial<Record<Seat, readonly Suit[]>>>;
  readonly status: ClaimStatus;
  /** Players who agreed (69A) and who objected (68D2, 68B2), in order. */
  readonly acquiesced: readonly Seat[];
  readonly objected: readonly Seat[];
  /** The claimer's side's tricks of those left as the claim was settled, and the Law that settled it. */
  readonly resolution?: { readonly tricks: number; readonly law: LawId; readonly position: number };
  /** 69A: the agreement is established (a call on the next deal, or the end of the round). */
  readonly final?: { readonly position: number; readonly how: "next-deal-call" | "round-end" };
  readonly corrections: readonly ClaimCorrection[];
  readonly requests: readonly ClaimRequest[];
  /** Cards played while play was suspended: not taken as played (68D); evidence only (2007: 70D3). */
  readonly evidence: readonly { readonly seat: Seat; readonly card: Card; readonly position: number }[];
  /** Cards shown in the course of the claim: not penalty cards (68, 68B2). */
  readonly shown: readonly { readonly seat: Seat; readonly card: Card; readonly position: number }[];
}

export interface ClaimsState {
  readonly edition: Edition;
  readonly claims: readonly ClaimRecord[];
  /** The play as it stood when the last claim suspended it (restored when the claim goes, 68B2, 69A). */
  readonly suspended: PlayState | null;
  /** Questions for the Director (70, 69B, 71), each answered by a `DirectorRuled`. */
  readonly rulingsNeeded: readonly ClaimsQuestion[];
  /** The audit entries derived by the last event (the play's among them, when a claim brought them: 63A3, 64). */
  readonly notes: readonly ClaimsEntry[];
}

/** The claims and the play they act on: every recipe of this package changes one or both. */
export interface ClaimBoard {
  readonly claims: ClaimsState;
  readonly play: PlayState;
}

/**
 * The claims and the play as a recipe changes them: each is a draft (or the bulk replay's private state), and
 * a recipe may also put a new play in `play` (the play as it stood at the claim, taken up again).
 */
export interface ClaimBoardDraft {
  claims: Draft<ClaimsState>;
  play: PlayDraft;
}

export const initialClaims = (edition: Edition = "2017"): ClaimsState => ({
  edition,
  claims: [],
  suspended: null,
  rulingsNeeded: [],
  notes: [],
});
