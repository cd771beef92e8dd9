import type { AuditEntry, Card, FactsOf, LawId, RulingNeeded, Seat, Side } from "@bridgelaw/cards";
import type { PlayState } from "@bridgelaw/play";

/**
 * What the Laws of claims (68–71) and the claim checker derive, as data (issue 34, style.md): each tag with
 * its typed fields. The recipes record these; `@bridgelaw/words` writes them in a language (its catalog has
 * one message per tag). A field that names a card is typed `Card` (or `Card[]`): a seat's view hides a
 * consequence by those fields. What a person said (the Director's words on a ruling) is in a field `words`.
 */

/** A claim or concession as the words name it ("South's claim of 3 of the 4 tricks left"). */
export interface ClaimNamed {
  readonly kind: "claim" | "concession";
  readonly claimer: Seat;
  /** The claimer's side's tricks of those left, as claimed. */
  readonly claimed: number;
  /** The tricks conceded of those left (`remaining - claimed`). */
  readonly conceded: number;
  /** Tricks left at the claim, the trick in progress included. */
  readonly remaining: number;
}

/** When a correction under 69B or 71 was asked, against the Correction Period (79C1). */
export type Timing = "before-posting" | "unrecorded" | "within" | "after";

/** A request's time against the Correction Period (79C1): `deadline` its end, once the scores are posted. */
export interface InTime {
  /** Whether the request counts (69B and 71 apply only within the Correction Period). */
  readonly allowed: boolean;
  readonly timing: Timing;
  readonly deadline?: string;
}

/** Which check of the claim checker ran past its budget. */
export type CheckerCheck =
  | "double-dummy"
  | "no-line-can-lose"
  | "fewest-tricks"
  | "losing-line"
  | "stated-line-well"
  | "stated-line-any-order"
  | "stated-line-well-tricks"
  | "stated-line-any-order-tricks"
  | "stated-line-tricks"
  | "law-70C"
  | "law-69B";

/** Which budget a search of the checker spent: positions (`most` of them), solving (`most` units), all of it. */
export type CheckerBudget = "positions" | "solving" | "spent";

export interface ClaimsConsequences {
  /* -------------------------------------------- audit entries ------------------------------------------- */

  /** 68A: a claim of tricks of those left (the rest conceded, 68B1). */
  readonly TricksClaimed: Omit<ClaimNamed, "kind">;
  /** 68B1: a concession of tricks of those left (the rest claimed). */
  readonly TricksConceded: Omit<ClaimNamed, "kind">;
  /** 68D: play is suspended until the claim is agreed (69) or disputed (70). */
  readonly ClaimSuspendsPlay: Record<never, never>;
  /** 68C: a claim without a statement of the line: doubtful points go against the claimer (70A). */
  readonly NoLineStated: Record<never, never>;
  /** 68C: the claimer did not face his hand. */
  readonly HandNotFaced: Record<never, never>;
  /** 68D: the options and penalty cards of the play stand while play is suspended. */
  readonly PlayRectificationsStand: Record<never, never>;
  /** 68 preamble: a statement about the trick in progress only is no claim; play continues (16; 57A). */
  readonly CurrentTrickStatement: { readonly seat: Seat; readonly trick: number };
  /** 68B2: a defender's partner objects at once to his concession: no concession and no claim (16C). */
  readonly ConcessionObjectedAtOnce: { readonly objector: Seat; readonly claimer: Seat };
  /** 68B2 (2007 Code, its 68A): whether the remark still counts as a claim is unsettled. */
  readonly RemarkAsClaimUnsettled: Record<never, never>;
  /** 68B2: cards the conceding defender showed are picked up, not penalty cards (16C). `count`: how many. */
  readonly ShownCardsPickedUp: {
    readonly seat: Seat;
    readonly cards: readonly Card[];
    readonly count: number;
    readonly partner: Seat;
  };
  /** 68D: a card played while play is suspended is not taken as played (2007 70D3: evidence of the play). */
  readonly CardPlayedAfterClaim: { readonly seat: Seat; readonly card: Card; readonly edition?: "2007" };
  /** 68 preamble: a card shown about the trick in progress only: no penalty card, unauthorised for partner (16). */
  readonly CardShownAboutTrick: {
    readonly seat: Seat;
    readonly card: Card;
    readonly trick: number;
    readonly partner: Seat;
  };
  /** 68: a card shown in the course of a claim is no penalty card. */
  readonly CardShownInClaim: { readonly seat: Seat; readonly card: Card };
  /** 68D (2007 Code): play does not continue by agreement after a disputed claim (70, 70D3). */
  readonly NoPlayOnIn2007: Record<never, never>;
  /** 68D2(b): play may continue only after the claim is disputed. */
  readonly PlayOnNotDisputed: { readonly status: string };
  /** 68D2(b): play continues only at the request of the non-claiming side (`side`). */
  readonly PlayOnWrongSide: { readonly seat: Seat; readonly side: Side };
  /** 68D2(b)(i): players who do not agree to play on (`count` of them): Law 70 applies. */
  readonly PlayOnRefused: { readonly seats: readonly Seat[]; readonly count: number };
  /** 68D2(b)(ii): at `seat`'s request, all four agreeing, play continues: the claim is void. */
  readonly ClaimVoidPlayContinues: ClaimNamed & { readonly seat: Seat };
  /** 70: an agreement after the Director ruled on the claim. */
  readonly AgreementAfterRuling: ClaimNamed & { readonly seat: Seat };
  /** 68D2: a player of the claimer's side withdraws his objection. */
  readonly ObjectionWithdrawn: { readonly seat: Seat };
  /** 69A: agreement is the non-claiming side's: a player of the claimer's side agrees. */
  readonly AgreementByClaimerSide: { readonly seat: Seat };
  /** 69A: the second player of the non-claiming side agrees. */
  readonly AgreesAsWell: { readonly seat: Seat };
  /** 68D2: a player agrees while others (`count` of them) still object: the claim stays disputed. */
  readonly AgreementWhileDisputed: {
    readonly seat: Seat;
    readonly objectors: readonly Seat[];
    readonly count: number;
  };
  /** 69A: the non-claiming side (`side`) agrees; final when it calls on the next deal or the round ends. */
  readonly ClaimAgreed: ClaimNamed & {
    readonly seat: Seat;
    readonly side: Side;
    /** The claim was disputed: the agreement withdraws the objection. */
    readonly objectionWithdrawn: boolean;
  };
  /** 69A: the table moved on after the agreement was established. */
  readonly AgreementAlreadyEstablished: { readonly how: "next-deal-call" | "round-end" };
  /** 70: the table moved on: a disputed claim waits for the Director's ruling. */
  readonly DisputedClaimWaits: ClaimNamed & { readonly how: "next-deal-call" | "round-end" };
  /** 69A: the table moved on with no objection: the non-claiming side (`side`) agrees by silence. */
  readonly AgreedBySilence: ClaimNamed & {
    readonly how: "next-deal-call" | "round-end";
    readonly side: Side;
  };
  /** 69A: the table moved on: the agreement is established (69B alone may undo it). */
  readonly AgreementEstablished: ClaimNamed & { readonly how: "next-deal-call" | "round-end" };
  /** 69B: an agreement withdrawn after the Correction Period (79C1): it stands. */
  readonly AgreementWithdrawnLate: {
    readonly seat: Seat;
    readonly timing: Timing;
    readonly deadline?: string;
  };
  /** 69B: the agreeing side (`side`) withdraws its agreement to the loss of tricks (`asked`, or unstated). */
  readonly AgreementWithdrawn: {
    readonly seat: Seat;
    readonly side: Side;
    readonly asked: number | "unstated";
    readonly timing: Timing;
    readonly deadline?: string;
  };
  /**
   * 69B, 71: tricks given back to `to` (from `from`) and the board rescored: no play could have given them
   * (69B2) or lost them (71B), or the Director rules so (69B, 71).
   */
  readonly TricksGivenBack: {
    readonly reason: "no-play-gives" | "no-play-loses" | "ruled-won" | "ruled-cancelled";
    readonly tricks: number;
    readonly to: Side;
    readonly from: Side;
  };
  /** 69B2, 71: the Director gives nothing back: the agreement (the concession) stands. */
  readonly NothingGivenBack: { readonly under: "69B" | "71"; readonly side: Side };
  /** 71: a concession's cancellation asked after the Correction Period (79C1): it stands. */
  readonly ConcessionCancelLate: { readonly seat: Seat; readonly timing: Timing; readonly deadline?: string };
  /** 71: a player asks to cancel the concession of tricks (`asked`, or unstated). */
  readonly ConcessionCancelAsked: {
    readonly seat: Seat;
    readonly asked: number | "unstated";
    readonly timing: Timing;
    readonly deadline?: string;
  };
  /** 69A: an objection after the agreement was established: only 69B can change it. */
  readonly ObjectionAfterEstablished: { readonly seat: Seat };
  /** 70: an objection after the Director ruled (an appeal is the way, 92). */
  readonly ObjectionAfterRuling: { readonly seat: Seat };
  /** 69A: the objection undoes an agreement not yet established: the claim is disputed. */
  readonly AgreementUndone: Record<never, never>;
  /** 68D2: a player disputes the claim: the Director is called (70), or (2017) play continues (68D2(b)). */
  readonly ClaimDisputed: ClaimNamed & {
    readonly seat: Seat;
    /** The objector is of the claimer's side. */
    readonly ofClaimerSide: boolean;
    /** The non-claiming side. */
    readonly side: Side;
    readonly edition: "2017" | "2007";
  };
  /** 63A4: revokes of the non-claiming side (`count` of them) are not established without agreement. */
  readonly RevokesNotEstablished: {
    readonly revokes: readonly { readonly offender: Seat; readonly trick: number }[];
    readonly count: number;
  };
  /** One revoke as `RevokesNotEstablished` names it: the offender's revoke on a trick. */
  readonly RevokeOnTrick: { readonly offender: Seat; readonly trick: number };
  /**
   * 70: the Director rules the claimer's side (`side`) takes `tricks` of those left; `lost` of those claimed go
   * to `to`; `words`: his words, when he gave some (`said`).
   */
  readonly ClaimRuled: ClaimNamed & {
    readonly side: Side;
    readonly tricks: number;
    readonly lost: number;
    readonly to: Side;
    readonly said: boolean;
    readonly words?: string;
  };
  /** 69A, 70, 69B, 71: the board is scored as if the tricks claimed and conceded had been won and lost in play. */
  readonly ScoredAsClaimed: {
    readonly side: Side;
    readonly tricks: number;
    readonly remaining: number;
    /** The tricks of each side in all. */
    readonly ns: number;
    readonly ew: number;
  };
  /** 68D: play has ceased: the options still open under these Laws lapse. */
  readonly ClaimOptionsLapse: { readonly laws: readonly LawId[] };
  /** 50: the play is over: the penalty cards are penalty cards no longer. */
  readonly ClaimPenaltyCardsLapse: { readonly cards: readonly Card[] };
  /** 68D: the play is suspended again as it stood at the claim (an agreement undone). */
  readonly ClaimSuspendsPlayAgain: Record<never, never>;
  /** 69A: the table moved on with no claim or concession to settle. */
  readonly NoClaimToSettle: { readonly how: "next-deal-call" | "round-end" };

  /* ---------------------------------------- questions for the Director ---------------------------------- */

  /** 70: a disputed claim: rule the tricks the claimer's side (`side`) takes (70A, 70C, 70D, 70E). */
  readonly ClaimDisputedQuestion: ClaimNamed & {
    readonly objectors: readonly Seat[];
    readonly side: Side;
    /** The claimer is a defender (70D2). */
    readonly byDefender: boolean;
    readonly edition: "2017" | "2007";
  };
  /**
   * 69B2: would the agreeing side (`side`) probably have won the tricks it asks back (`asking`, or unstated)?
   * At most `most` can be given back; `handFaced`: the claimer faced his hand (68C).
   */
  readonly AgreementWithdrawnQuestion: {
    readonly side: Side;
    readonly asking: number | "unstated";
    readonly most: number;
    readonly handFaced: boolean;
  };
  /** 71A/71B: had the claimer's side (`side`) won the conceded trick, or could no normal play lose it? */
  readonly ConcessionCancelQuestion: { readonly side: Side; readonly most: number };

  /* ----------------------------------------------- refusals --------------------------------------------- */

  /** 68D: a claim while another suspends the play (made at `at`): it is agreed, disputed or ruled first. */
  readonly ClaimWhileSuspended: ClaimNamed & { readonly at: number };
  /** 68: no trick is left to claim or concede. */
  readonly NoTrickLeft: Record<never, never>;
  /** 68A: a claim states the number of tricks. */
  readonly ClaimWithoutTricks: Record<never, never>;
  /** 68: more tricks than are left (the trick in progress included), or not a whole number. */
  readonly ClaimTricksOutOfRange: { readonly tricks: number; readonly remaining: number };
  /** 69B: agreement is withdrawn by the side that agreed (`side`), not by the claimer's. */
  readonly WithdrawalByClaimerSide: { readonly seat: Seat; readonly side: Side };
  /** 69B: the claim was not agreed: there is no agreement to withdraw. */
  readonly NoAgreementToWithdraw: ClaimNamed & { readonly status: string };
  /** 71: the concession is not settled yet. */
  readonly ConcessionNotSettled: ClaimNamed & { readonly status: string };
  /** 71: the claim concedes no trick. */
  readonly NothingConceded: ClaimNamed;
  /** 70: the ruling gives the tricks the claimer's side (`side`) takes, or "stands". */
  readonly ClaimRulingWithoutTricks: { readonly side: Side; readonly remaining: number };
  /** 70: from 0 to the tricks left at the claim. */
  readonly ClaimRulingOutOfRange: { readonly remaining: number };
  /** 70: on the opponents' objection the claimer's side gets at most the tricks claimed (71 for the rest). */
  readonly ClaimRulingAboveClaim: { readonly claimed: number };
  /** 69B, 71: the ruling gives the tricks given back (0 or "stands": the agreement, the concession stands). */
  readonly GiveBackWithoutTricks: { readonly side: Side };
  /** 69B, 71: from 0 to `most` tricks can be given back. */
  readonly GiveBackOutOfRange: { readonly most: number; readonly side: Side };
  /** 68–71: no claim or concession has been made. */
  readonly NoClaimMade: Record<never, never>;
  /** 68–71: the last claim (made at `at`) is void (68D2(b)) or no claim (68B2). */
  readonly LastClaimGone: { readonly at: number; readonly status: string };
  /** 68D2: the claimer cannot dispute his own claim (70D1). */
  readonly OwnClaimDisputed: { readonly seat: Seat };
  /** 70, 69B, 71: several questions under the Law are open: the ruling says which (`about`). */
  readonly ClaimQuestionAmbiguous: Record<never, never>;
  /** 70, 69B, 71: the ruling answers no question of the claims. */
  readonly NoClaimQuestion: Record<never, never>;
  /** A question about a claim at `at` that is not there. */
  readonly NoClaimAt: { readonly at: number };

  /* ------------------------------------- the claim checker's report ------------------------------------- */

  /** The claim's number of tricks, read as a whole number of those left. */
  readonly ClaimReadAs: { readonly given: number; readonly claimed: number; readonly remaining: number };
  /** A check ran past its budget: not determined. */
  readonly CheckNotDetermined: {
    readonly check: CheckerCheck;
    readonly budget: CheckerBudget;
    readonly most?: number;
  };
  /** 70E: not checked (no double-dummy value, or the claim fails double dummy). */
  readonly Law70ENotChecked: { readonly why: "no-double-dummy" | "fails-double-dummy" };
  /** 70D2: a defender's claim: his partner's choices are taken against it. */
  readonly DefenderClaim: Record<never, never>;
  /** How much double-dummy solving the report took. */
  readonly DoubleDummySolves: { readonly solves: number };
  /** The position cannot be played out: `token` is not a card. */
  readonly PositionNotACard: { readonly token: string };
  /** The position cannot be played out: a card appears twice. */
  readonly PositionCardTwice: { readonly card: Card };
  /** The position cannot be played out: the trick in progress has four cards. */
  readonly PositionTrickComplete: Record<never, never>;
  /** The position cannot be played out: more than 13 tricks remain. */
  readonly PositionTooManyTricks: Record<never, never>;
  /** The position cannot be played out: a hand's size does not fit the tricks left and the trick in progress. */
  readonly PositionHandSize: {
    readonly seat: Seat;
    readonly holds: number;
    readonly expected: number;
    readonly left: number;
    readonly played: number;
  };
  /** The checker failed (a defect of the checker, reported where the report is shown). */
  readonly CheckerFailed: { readonly failure: string };
}

/** A consequence of Laws 68–71 or of the claim checker: one of `ClaimsConsequences`, with its tag. */
export type ClaimsConsequence = FactsOf<ClaimsConsequences>;

type Of<T extends ClaimsConsequence["_tag"]> = Extract<ClaimsConsequence, { readonly _tag: T }>;

/** An audit entry of the claims, or one of the play's that a claim brought (63A3, 64) into the claims' trail. */
export type ClaimsEntry = AuditEntry<ClaimsConsequence> | PlayState["notes"][number];

/** A question the claims' Laws ask the Director (70, 69B, 71). */
export type ClaimsQuestion = RulingNeeded<
  Of<"ClaimDisputedQuestion" | "AgreementWithdrawnQuestion" | "ConcessionCancelQuestion">
>;

/** Why the Laws of claims refuse a fact (`ClaimNotOpen`), with the Law when one makes it impossible. */
export type ClaimsRefusal = Of<
  | "ClaimWhileSuspended"
  | "NoTrickLeft"
  | "ClaimWithoutTricks"
  | "ClaimTricksOutOfRange"
  | "WithdrawalByClaimerSide"
  | "NoAgreementToWithdraw"
  | "ConcessionNotSettled"
  | "NothingConceded"
  | "ClaimRulingWithoutTricks"
  | "ClaimRulingOutOfRange"
  | "ClaimRulingAboveClaim"
  | "GiveBackWithoutTricks"
  | "GiveBackOutOfRange"
  | "NoClaimMade"
  | "LastClaimGone"
  | "OwnClaimDisputed"
  | "ClaimQuestionAmbiguous"
  | "NoClaimQuestion"
  | "NoClaimAt"
> & { readonly law?: LawId };

/** A note of the claim checker's report. */
export type ClaimReportNote = Of<
  "ClaimReadAs" | "CheckNotDetermined" | "Law70ENotChecked" | "DefenderClaim" | "DoubleDummySolves"
>;

/** Why the claim checker cannot play a position out (or, for a defect of its own, that it failed). */
export type ClaimPositionProblem = Of<
  | "PositionNotACard"
  | "PositionCardTwice"
  | "PositionTrickComplete"
  | "PositionTooManyTricks"
  | "PositionHandSize"
>;
export type ClaimCheckerError = ClaimPositionProblem | Of<"CheckerFailed">;
