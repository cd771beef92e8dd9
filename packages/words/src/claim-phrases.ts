import type { FactsOf, LawId, Seat, Side } from "@bridgelaw/cards";
import type { ClaimStatus } from "@bridgelaw/claims";

/** The phrases of a claim in words, from the claim view's data (tag → fields). */
export interface ClaimPhrases {
  /** What was claimed or conceded (68A, 68B1). */
  readonly WhatWasClaimed: {
    readonly kind: "claim" | "concession";
    readonly claimer: Seat;
    readonly claimed: number;
    readonly conceded: number;
    readonly remaining: number;
  };
  /** How the claim stands (Laws 68–71), with the tricks as settled and the Laws that decided. */
  readonly HowTheClaimStands: {
    readonly status: ClaimStatus;
    /** 69A: the agreement is established. */
    readonly final: boolean;
    readonly side: Side;
    /** The claimer's side's tricks of those left as settled (when `settledKnown`). */
    readonly settled: number | null;
    readonly settledKnown: boolean;
    readonly remaining: number;
    /** The Laws of the corrections (69B, 71), `corrected` of them. */
    readonly corrections: readonly LawId[];
    readonly corrected: number;
    /** The Law the Director ruled under (70 …). */
    readonly ruledUnder?: LawId;
  };
}

/** A phrase of a claim in words: one of `ClaimPhrases`, with its tag. */
export type ClaimPhrase = FactsOf<ClaimPhrases>;
