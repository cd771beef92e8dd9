import type { Card, LawId, Seat, Side, Strain, Suit } from "@bridgelaw/cards";
import type { Draft } from "immer";
import type { PlayEntry, PlayOption, PlayQuestion, Referral } from "./consequences.ts";

/** The Code the board is ruled under (2007 or 2017): 2017 by default. */
export type Edition = "2017" | "2007";

export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
  /** Position of the event in the log (1-based). */
  readonly position: number;
  /** The Law under which the card stands in the trick when it was not a plain play in turn (e.g. "53A"). */
  readonly law?: LawId;
  /** A penalty card played (50D1): its class, restored if the card is withdrawn (62B2). */
  readonly penalty?: "major" | "minor";
}

/**
 * A trick (Law 44): its leader, its cards and, once complete, its winner. The cards are kept in rotation
 * from the leader (the leader's card first), whatever order they were played in (57C3, 62).
 */
export interface Trick {
  readonly number: number;
  readonly leader: Seat;
  readonly cards: readonly PlayedCard[];
  readonly winner: Seat | null;
  /** Law 67: seats that had not played to the trick when it was quitted (a defective trick). */
  readonly omitted?: readonly Seat[];
  /** Law 45E / 67A2 / 67B2: cards played to the trick by a seat that had already played to it. */
  readonly extra?: readonly PlayedCard[];
}

/**
 * How a revoke failed the Law (61A): the kind decides the 64B exceptions.
 * `follow-suit` 44C; `penalty-card` a penalty card not played when required (52, 64B3); `required` a lead or
 * play restriction not obeyed (50D2, 51B, 26, 57A); `dummy` a card of dummy (64B3); `defective` deemed by 67B1.
 */
export type RevokeKind = "follow-suit" | "penalty-card" | "required" | "dummy" | "defective";

/** Law 63: committed until established or corrected; an established revoke is rectified at the end of play (64). */
export type RevokeStatus = "committed" | "corrected" | "established" | "rectified";

/** When attention was first drawn, if after the play (64B4, 64B5, 62D1). */
export type AttentionTiming = "hands-returned" | "next-deal-call" | "round-end";

/** A revoke (Law 61A), seen by the engine when it happens and rectified only once attention is drawn (63, 64). */
export interface Revoke {
  readonly trick: number;
  readonly offender: Seat;
  readonly card: Card;
  readonly position: number;
  readonly status: RevokeStatus;
  /** The Law that makes it a revoke ("61A", "67B1", "67B2(b)"). */
  readonly law: LawId;
  readonly kind: RevokeKind;
  /** The suit the offender failed to follow or to play (64B2 compares it). */
  readonly suit: Suit;
  /** Position of the `AttentionDrawn` that first named it (or of dummy's question under 43B2(b)). */
  readonly attention?: number;
  /** 61B: position of the first question to the offender whether he has a card of the suit (43B2(b): who asked first). */
  readonly inquired?: number;
  readonly attentionAfter?: AttentionTiming;
  /** Position of the play that established it, and the clause (63A1 … 63A4). */
  readonly establishedAt?: number;
  readonly establishedBy?: string;
  /** The clause under which it was corrected (62B1, 62B2, 52B2, 62C3, 62D1). */
  readonly correctedBy?: string;
  /** 43B2(b): dummy, having forfeited his rights, asked first: Law 64 applies as if established, from this position. */
  readonly asIfEstablishedFrom?: number;
  /** 45D2(a): a defender's failure to follow a card dummy misplaced as the lead (64C1 only). */
  readonly misplacedLead?: boolean;
  /** Once rectified: the tricks transferred and the clause (64A1, 64A2, 64B1 … 64B8). */
  readonly transfer?: number;
  readonly rectifiedBy?: string;
}

/** A defender's card face up on the table (Law 50): it still belongs to his hand. Never declarer's or dummy's (48A). */
export interface PenaltyCard {
  readonly seat: Seat;
  readonly card: Card;
  readonly kind: "major" | "minor";
  /** The Law that made it a penalty card ("24", "49", "54D", "56B", "57A", "62B1", …). */
  readonly law: LawId;
  readonly position: number;
}

/** A lead restriction on a defender (50D2, 51B, 26). */
export interface LeadRestriction {
  readonly seat: Seat;
  readonly kind: "require" | "forbid";
  readonly suits: readonly Suit[];
  /** `next-lead`: the next lead only (50D2(a)(i)); `while-on-lead`: as long as he keeps the lead (50D2(a)(ii), 26B). */
  readonly scope: "next-lead" | "while-on-lead";
  readonly law: LawId;
  readonly position: number;
}

/** A restriction on one player's card to one trick (57A, 57D, 51A, 52B2). */
export interface PlayRestriction {
  readonly seat: Seat;
  readonly trick: number;
  readonly kind: "highest" | "lowest" | "require" | "forbid" | "cards";
  readonly suit?: Suit;
  readonly cards?: readonly Card[];
  readonly law: LawId;
  readonly position: number;
}

/** A lead restriction handed over by the auction (Law 26), offered to declarer at the restricted player's first lead. */
export interface CarriedLeadRestriction {
  readonly restricted: Seat;
  readonly offender: Seat;
  /** The auction Law that gives the restriction ("26B"; "26A" under the 2007 Code; "39C" …). */
  readonly law: LawId;
  /** Suits the offender specified legally (26B: declarer may not forbid these); null or empty: none. */
  readonly suitsSpecified: readonly Suit[] | null;
  /** 2007 Code 26A: declarer may also require the lead of these suits. */
  readonly mayRequire?: readonly Suit[];
  /** Log position of the withdrawn call (the auction's record of the restriction). */
  readonly from?: number;
}

/** What the auction hands to the play (Law 24 penalty cards, Law 26 lead restrictions). */
export interface Carried {
  /** Law 24: cards exposed during the auction by a player now a defender; `kind` as classified there (else by 50B). */
  readonly penaltyCards?: readonly { seat: Seat; card: Card; kind?: "major" | "minor"; law: LawId }[];
  readonly leadRestrictions?: readonly CarriedLeadRestriction[];
}

/**
 * Why a card could not be taken as played in rotation: the Law's reason, as a code. `face-down-lead` 41A;
 * `opening-lead-by-declaring-side` 54E; `opening-lead-out-of-turn` 54; `lead-out-of-turn` 56 (a defender's);
 * `declarer-lead-out-of-turn` 55; `lead-at-trick-13` 53A fn 17; `lead-before-trick-complete` 57A, 49, 57C3;
 * `played-out-of-turn` 57A, 57D, 49; `led-before-declarer-choice` 50D2; `played-before-correct-lead` 60B;
 * `not-named` 45D (dummy's card declarer did not name); `trick-quitted-short` 67; `second-card` 45E (a fifth
 * card to a quitted trick; 45E1, 45E2 a second card to the trick in progress); `back-in-hand` 67B3; or why it
 * was referred to the Director (`Referral`).
 */
export type IrregularReason =
  | "face-down-lead"
  | "opening-lead-by-declaring-side"
  | "opening-lead-out-of-turn"
  | "lead-out-of-turn"
  | "declarer-lead-out-of-turn"
  | "lead-at-trick-13"
  | "lead-before-trick-complete"
  | "played-out-of-turn"
  | "led-before-declarer-choice"
  | "played-before-correct-lead"
  | "not-named"
  | "trick-quitted-short"
  | "second-card"
  | "back-in-hand"
  | Referral;

/** What became of an irregular card (`settledBy`: the Law that settled it, when it says). */
export type IrregularStatus =
  | "pending"
  | "pending-attention"
  | "referred"
  | "returned"
  | "accepted"
  | "withdrawn"
  | "penalty-card"
  | "cancelled"
  | "to-be-played-in-turn"
  | "stands"
  | "retracted"
  | "picked-up"
  | "rectified"
  | "restored"
  | "played-twice";

/** A card that could not be taken as played in rotation, with the Law that governs it and what became of it. */
export interface IrregularPlay {
  readonly seat: Seat;
  readonly card: Card;
  readonly position: number;
  readonly law: LawId;
  readonly reason: IrregularReason;
  /** `pending` until a choice or the Director settles it; then what happened to the card. */
  readonly status: IrregularStatus;
  /** The Law under which it was settled (53B, 45D1, 45D2, 47E1, 43B3, 10B, 45E, 67B2, 67B3), when not its own. */
  readonly settledBy?: string;
  /** 53A, 54, 55, 56: the proper leader. */
  readonly proper?: Seat;
  /** 45D: the card declarer named when dummy placed this one. */
  readonly named?: Card;
  /** 67, 45E, 67B3: the trick concerned. */
  readonly trick?: number;
}

/** Tricks moved from the offending side to the non-offending side for one established revoke (64A). */
export interface TrickTransfer {
  readonly revoke: number;
  readonly from: Side;
  readonly to: Side;
  readonly tricks: number;
  readonly law: LawId;
}

/**
 * An irregularity on which the Law gives a player a choice, with what the choice needs. The `pending` list is
 * derived from these (one module per Law renders and applies its own).
 */
export type MatterBody =
  | {
      readonly kind: "lead-out-of-turn";
      /** 54 (faced opening lead), 55A (declarer's), 56 (defender's). */
      readonly law: "54" | "55A" | "56";
      readonly position: number;
      readonly offender: Seat;
      readonly card: Card;
      /** The proper leader. */
      readonly proper: Seat;
      /** 55A: each defender's choice so far. */
      readonly choices: readonly { readonly seat: Seat; readonly option: string }[];
      /** 56 (WBFLC on 53): the proper leader, the offender's partner, led too. */
      readonly second?: PlayedCard;
      /**
       * 53B (WBFLC, as 28B): the proper leader, next in rotation after the offender, played a card: the
       * Director determines whether he followed to the lead (accepting it) or led; play waits for the ruling.
       */
      readonly ambiguous?: { readonly seat: Seat; readonly card: Card; readonly position: number };
    }
  | {
      readonly kind: "premature";
      readonly law: "57A";
      readonly position: number;
      readonly offender: Seat;
      readonly partner: Seat;
      readonly trick: number;
      readonly suitLed: Suit | null;
    }
  | {
      readonly kind: "lead-options";
      /** 50D2, 51B1, 51B2, or the auction's Law of a carried lead restriction (26A, 26B …). */
      readonly law: LawId;
      readonly position: number;
      readonly leader: Seat;
      readonly trick: number;
      /** The defender whose penalty cards give the options (50D2, 51B). */
      readonly holder?: Seat;
      /** 26: the carried restriction. */
      readonly carried?: CarriedLeadRestriction;
    }
  | {
      readonly kind: "which-penalty-card";
      readonly law: "51A";
      readonly position: number;
      readonly seat: Seat;
      readonly trick: number;
      readonly cards: readonly Card[];
    }
  | { readonly kind: "penalty-failure"; readonly law: "52B"; readonly position: number }
  | {
      readonly kind: "offer";
      /** 62C1, 62C2 (after a revoke), 45D1 (dummy's card not named), 47D (after a change of designation). */
      readonly law: "62C1" | "62C2" | "45D1" | "47D";
      readonly position: number;
      readonly seat: Seat;
      readonly card: Card;
      readonly cardPosition: number;
    }
  | {
      readonly kind: "designation";
      readonly law: "46B3" | "46B5";
      readonly position: number;
      readonly seats: readonly Seat[];
      readonly cards: readonly Card[];
    }
  | {
      readonly kind: "wrong-hand";
      /** 43B2(a): dummy, having forfeited his rights, warned declarer not to lead from the wrong hand. */
      readonly law: "43B2(a)";
      readonly position: number;
      /** The hands declarer may be made to lead from (declarer's and dummy's). */
      readonly hands: readonly Seat[];
    };

/** An open matter with the options it offers now (the `pending` list is the union of these). */
export type Matter = MatterBody & { readonly offered: readonly PlayOption[] };

/** A step of a correction in progress (62, 45D1, 45C4(b)): a card to replay, or a withdrawal to offer. */
export type CorrectionStep =
  | { readonly kind: "substitute"; readonly seat: Seat }
  | Extract<MatterBody, { kind: "offer" }>;

/** A correction in progress on the current trick (reopened if it had been quitted). */
export interface Correction {
  readonly law: LawId;
  readonly position: number;
  readonly steps: readonly CorrectionStep[];
  /** Card positions played after the irregularity: only these may be withdrawn. */
  readonly after: number;
  /** The side at fault: its defenders' withdrawn cards become penalty cards (62C2). */
  readonly offendingSide: Side;
}

/** Law 65A/65B: a played card turned face down, and which way it points. */
export interface TurnedCard {
  readonly seat: Seat;
  readonly trick: number;
  readonly position: number;
  /** 65B1 toward partner (trick won by his side), 65B2 toward the opponents (lost); absent: not said. */
  readonly toward?: "partner" | "opponents";
  /** 65B: it points the wrong way (a warning only: the trick belongs to its winner under 44). */
  readonly misoriented: boolean;
  /** 65A/45G: turned only after a later trick was complete (left face up meanwhile). */
  readonly leftFaceUp: boolean;
  /** Position of the event that pointed it out (65B3). */
  readonly pointedOut?: number;
}

/** Laws 65 and 66: how the played cards are kept, who disturbed them, who inspected what. */
export interface Arrangement {
  readonly turned: readonly TurnedCard[];
  /** 65C/65D: players who disturbed the order of their played cards. */
  readonly disturbed: readonly { readonly seat: Seat; readonly position: number }[];
  /** 66: inspections of the tricks, with the clause that allowed them (or broke). */
  readonly inspections: readonly {
    readonly seat: Seat;
    readonly trick: number | null;
    readonly position: number;
    readonly law: LawId;
    readonly allowed: boolean;
  }[];
  /** 66D: position of the first claim, after the play, of a revoke or of the number of tricks. */
  readonly disputed: number | null;
}

/** Tricks credited after the play by a claim or concession (they count as won for Law 64A). */
export interface Credited {
  readonly NS: number;
  readonly EW: number;
}

/** The play period as derived from its facts (Laws 41–67). */
export interface PlayState {
  readonly edition: Edition;
  readonly declarer: Seat;
  readonly dummy: Seat;
  /** Trumps, or NT. */
  readonly strain: Strain;
  /** The cards each seat still holds, penalty cards included (50A). */
  readonly hands: Readonly<Record<Seat, readonly Card[]>>;
  /** Completed tricks, in order. */
  readonly tricks: readonly Trick[];
  /** The trick in progress (null once the 13th trick is complete). */
  readonly current: Trick | null;
  /** Whose turn it is to play (null when play is over or a choice is pending). Dummy's cards are played by declarer. */
  readonly turn: Seat | null;
  /** Law 41D: dummy's hand is faced once the opening lead is faced. */
  readonly dummyFaced: boolean;
  /** Tricks won in play (44); transfers and adjustments come on top (see `finalTricks`). */
  readonly tricksWon: { readonly NS: number; readonly EW: number };
  readonly revokes: readonly Revoke[];
  readonly irregular: readonly IrregularPlay[];
  readonly ended: boolean;
  /** Options the Law gives a player now (10C1), each answered by an `OptionChosen`. */
  readonly pending: readonly PlayOption[];
  /** Questions for the Director, each answered by a `DirectorRuled`. */
  readonly rulingsNeeded: readonly PlayQuestion[];
  /** Nothing irregular is in play: the legal path of `evolvePlay` applies. */
  readonly quiet: boolean;
  readonly penaltyCards: readonly PenaltyCard[];
  readonly leadRestrictions: readonly LeadRestriction[];
  readonly playRestrictions: readonly PlayRestriction[];
  /** Law 26 restrictions from the auction not yet offered to declarer. */
  readonly carried: readonly CarriedLeadRestriction[];
  /** The irregularities on which a choice is pending (the source of `pending`). */
  readonly matters: readonly Matter[];
  /** A correction in progress, and the cards of the next trick set aside while its trick is reopened. */
  readonly correction: Correction | null;
  readonly stash: Trick | null;
  /** The trick for which declarer's 50D2/51B choice has been made (fn 14: offered again at each new lead). */
  readonly leadOptionsDone: number;
  /** 55B2/60B: declarer was made to retract a lead; a defender's card before the correct lead is a penalty card. */
  readonly retractedLead: number | null;
  /** 67: a defective trick awaiting the omitted card (67A1/67B1). */
  readonly defective: { readonly seat: Seat; readonly trick: number; readonly position: number } | null;
  /** 43B2: dummy has forfeited his rights (a 43A2 violation), from this position. */
  readonly dummyForfeited: number | null;
  /** 43A1(c): the position of dummy's last part in the play (57C2: a defender's card then played). */
  readonly dummyTookPart: number | null;
  /** 64A transfers, computed at the end of play. */
  readonly transfers: readonly TrickTransfer[];
  /** 64C (or 43B3) Director's adjustment: tricks credited to the declaring side. */
  readonly adjusted: { readonly tricks: number; readonly law: LawId; readonly position: number } | null;
  /** Tricks credited by a settled claim or concession, set by the table (64A counts them as won). */
  readonly credited: Credited | null;
  /** Laws 65, 66: the arrangement and inspection of the played cards. */
  readonly arrangement: Arrangement;
  /** The audit entries derived by the last event (the table appends them to the board's trail). */
  readonly notes: readonly PlayEntry[];
}

/** The play as a recipe changes it (an immer draft, or the bulk replay's private mutable state). */
export type PlayDraft = Draft<PlayState>;
