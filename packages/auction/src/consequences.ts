import type {
  AuditEntry,
  Call,
  FactsOf,
  PendingOption,
  Review,
  RulingNeeded,
  Said,
  Seat,
} from "@bridgelaw/cards";

/**
 * What the Laws of the auction derive, as data (issue 34, style.md): each tag with its typed fields. The
 * recipes record these; `@bridgelaw/words` writes them in a language (its catalog has one message per tag).
 * A field that names a card is typed `Card` (or `Card[]`): a seat's view hides a consequence by those fields.
 */
export interface AuctionConsequences {
  /** A player must pass at his next turn, or whenever it is his turn to call (the bar of a rectification). */
  readonly MustPass: {
    readonly seat: Seat;
    readonly scope: "next-turn" | "throughout";
    /** The Code whose Law numbers the entry cites, when it is not the 2017 Code. */
    readonly edition?: "2007";
  };
  /** The offender must repeat his call out of rotation at his turn (31A1, 32A1). */
  readonly MustRepeat: { readonly seat: Seat; readonly call: Call };
  /** 2007 Law 30B2: a pass out of rotation at partner's turn: the offender passes throughout (30B2(a)), and his partner may not double or redouble at that turn (30B2(b)). */
  readonly MustPassNoDoubleByPartner: { readonly seat: Seat };
  /** 30B1: a pass out of rotation at partner's turn or LHO's: partner calls freely (16C2), the offender may make any legal call; comparable, no rectification, else partner passes at his next turn. */
  readonly PassOutOfRotationReplaced: { readonly offender: Seat; readonly partner: Seat };
  /** An end-of-play review of damage (72C; 23 in the 2007 Code), and what caused it. */
  readonly DamageReview: {
    readonly cause: "pass-out-of-rotation" | "enforced-pass";
    /** The Law of the rectification that caused it (30A, 30B1 …). */
    readonly under: string;
    readonly edition?: "2007";
  };
}

/** A consequence of the auction's Laws: one of `AuctionConsequences`, with its tag. */
export type AuctionConsequence = FactsOf<AuctionConsequences>;

/** An audit entry of the auction (the sentences not yet turned into data are `Said`). */
export type AuctionEntry = AuditEntry<AuctionConsequence | Said>;
/** An option the auction's Laws open. */
export type AuctionOption = PendingOption<AuctionConsequence | Said>;
/** A question the auction's Laws ask the Director. */
export type AuctionQuestion = RulingNeeded<AuctionConsequence | Said>;
/** An end-of-play review the auction's Laws ask for. */
export type AuctionReview = Review<AuctionConsequence | Said>;
