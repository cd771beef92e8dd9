import type { Card, LawId, Seat } from "@bridgelaw/cards";
import {
  activeClaim,
  applyAcquiescenceWithdrawn,
  applyCardAfterClaim,
  applyCardShownInClaim,
  applyClaimAcquiesced,
  applyClaimMade,
  applyClaimObjected,
  applyClaimRuling,
  applyConcessionWithdrawn,
  applyPlayResumed,
  applyTableMovedOn,
  type ClaimBoardDraft,
  type ClaimCheckInput,
  ClaimNotOpen,
  type ClaimRecord,
  type ClaimStatus,
  type ClaimsState,
  claimQuestionFor,
  creditedBy,
  type InTime,
  initialClaims,
  parseLine,
  playSuspended,
  settledTricks,
  shownInClaim,
  stepToken,
} from "@bridgelaw/claims";
import { DomainRejection, lazy } from "@bridgelaw/log";
import { CardNotHeld, NotOpen } from "@bridgelaw/play";
import { law79CDecision } from "@bridgelaw/scoring";
import * as Schema from "effect/Schema";
import { addAudit } from "../audit.ts";
import type { BoardQuestion } from "../consequences.ts";
import type { TableDraft, TableState } from "../state.ts";
import { SeatToken, Tricks } from "../tokens.ts";
import { scoreFacts } from "./score.ts";
import type { CardExposed, DirectorRuled } from "./shared.ts";

/* ------------------------------------------------------------------------------------------------------ */
/* Events of Laws 68–71 (log format v1, additive)                                                         */
/* ------------------------------------------------------------------------------------------------------ */

const Time = lazy(() =>
  Schema.String.check(
    Schema.isPattern(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/, {
      message: "an ISO 8601 time such as 2026-11-22T22:15:00Z",
    }),
  ),
);

/**
 * Law 68A: a claim: `tricks` is the number of tricks the claimer's side will take **of those left**, the trick
 * in progress included (a claim of k concedes the rest, 68B1). `statement`: the clarification as said (68C);
 * `line`: its structured form, steps in order (`"SA"`, `"draw trumps"`, `"cash H"`); `trumpMentioned`: the
 * recorder's finding on 70C1; `handFaced`: 68C; `currentTrick`: the statement is about the trick in progress
 * only, which is not a claim (68 preamble).
 */
export const ClaimMade = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("ClaimMade"),
    seat: SeatToken,
    tricks: Tricks,
    statement: Schema.optional(Schema.String),
    line: Schema.optional(Schema.Array(Schema.String)),
    trumpMentioned: Schema.optional(Schema.Boolean),
    handFaced: Schema.optional(Schema.Boolean),
    currentTrick: Schema.optional(Schema.Boolean),
  }),
);
export type ClaimMade = typeof ClaimMade.Type;

/** Law 68B1: a concession of `tricks` of those left (default: all of them, the hand abandoned). */
export const ConcessionMade = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("ConcessionMade"),
    seat: SeatToken,
    tricks: Schema.optional(Tricks),
    statement: Schema.optional(Schema.String),
    handFaced: Schema.optional(Schema.Boolean),
    currentTrick: Schema.optional(Schema.Boolean),
  }),
);
export type ConcessionMade = typeof ConcessionMade.Type;

/** Law 69A: a player agrees to the claim or concession. */
export const ClaimAcquiesced = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("ClaimAcquiesced"),
    seat: SeatToken,
  }),
);
export type ClaimAcquiesced = typeof ClaimAcquiesced.Type;

/**
 * Law 68D2: a player (dummy included) disputes the claim or concession. `immediately` (default true): said at
 * once (68B2: a defender's partner objecting at once to his concession cancels it).
 */
export const ClaimObjected = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("ClaimObjected"),
    seat: SeatToken,
    immediately: Schema.optional(Schema.Boolean),
  }),
);
export type ClaimObjected = typeof ClaimObjected.Type;

/**
 * Law 68D2(b) (2017): after a disputed claim, play continues at the request of `seat` (of the non-claiming
 * side) with all four players agreeing; `refused`: the players who did not agree (then Law 70 applies).
 */
export const PlayResumed = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("PlayResumed"),
    seat: SeatToken,
    refused: Schema.optional(Schema.Array(SeatToken)),
  }),
);
export type PlayResumed = typeof PlayResumed.Type;

/** Law 69A: the table moved on (a call on the next deal, or the end of the round): agreement is final. */
export const TableMovedOn = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("TableMovedOn"),
    how: Schema.Literals(["next-deal-call", "round-end"]),
  }),
);
export type TableMovedOn = typeof TableMovedOn.Type;

/** Law 69B: within the Correction Period, a player withdraws his side's agreement (to the loss of `tricks`). */
export const AcquiescenceWithdrawn = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("AcquiescenceWithdrawn"),
    seat: SeatToken,
    tricks: Schema.optional(Tricks),
    at: Schema.optional(Time),
    text: Schema.optional(Schema.String),
  }),
);
export type AcquiescenceWithdrawn = typeof AcquiescenceWithdrawn.Type;

/** Law 71: within the Correction Period, a player asks to cancel a concession (of `tricks`). */
export const ConcessionWithdrawn = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("ConcessionWithdrawn"),
    seat: SeatToken,
    tricks: Schema.optional(Tricks),
    at: Schema.optional(Time),
    text: Schema.optional(Schema.String),
  }),
);
export type ConcessionWithdrawn = typeof ConcessionWithdrawn.Type;

/* ------------------------------------------------------------------------------------------------------ */
/* The claims' facts on the table state                                                                    */
/* ------------------------------------------------------------------------------------------------------ */

/** The claims phase's state (kept beside the phases the table state declares). */
export const claimsOf = (s: TableState): ClaimsState => s.claims ?? initialClaims(s.setup?.edition ?? "2017");

/** Whether a claim suspends the play (68D) or ended it. */
export const suspendedByClaim = (s: TableState): boolean => s.claims !== undefined && playSuspended(s.claims);

const rejectNotOpen = (err: unknown): never => {
  if (err instanceof ClaimNotOpen || err instanceof NotOpen || err instanceof CardNotHeld) {
    throw new DomainRejection(err.refusal);
  }
  throw err;
};

/** The event a claims' recipe runs for (the refusal before the play names it; a ruling, its Law). */
interface ClaimsEvent {
  readonly type: string;
  readonly law?: LawId;
}

/** Runs a recipe of `@bridgelaw/claims` on the board's claims and play, bringing its notes into the trail. */
const withClaims = (d: TableDraft, f: (b: ClaimBoardDraft) => void, event: ClaimsEvent): void => {
  if (d.play === null) {
    throw new DomainRejection({
      _tag: "ClaimBeforePlay",
      event: event.type,
      ...(event.law !== undefined && { under: event.law }),
      passedOut: d.auction?.ended === true && d.auction.contract === null,
    });
  }
  const edition = d.setup?.edition ?? "2017";
  if (d.claims === undefined) d.claims = initialClaims(edition) as TableDraft["claims"];
  const claims = d.claims!;
  if (claims.edition !== edition) claims.edition = edition;
  const b: ClaimBoardDraft = { claims, play: d.play };
  try {
    f(b);
  } catch (err) {
    rejectNotOpen(err);
  }
  d.play = b.play;
  credit(b);
  addAudit(d, b.claims.notes);
};

/**
 * The tricks a settled claim credits to each side, kept on the play (64A, computed at the end of play): Law 64
 * counts them as won by the offending side after its revoke trick, whenever it is computed again (attention
 * drawn after the claim).
 */
const credit = (b: ClaimBoardDraft): void => {
  const claim = activeClaim(b.claims);
  const credited = claim !== undefined && b.play.ended ? creditedBy(claim) : null;
  const was = b.play.credited;
  const same =
    credited === was ||
    (credited !== null && was !== null && credited.NS === was.NS && credited.EW === was.EW);
  if (!same) b.play.credited = credited;
};

export const claimMadeHandler = (d: TableDraft, e: ClaimMade, position: number): void => {
  const strain = d.play?.strain ?? "NT";
  const { steps, unread } = parseLine(e.line ?? [], strain);
  if (unread.length > 0) throw new DomainRejection({ _tag: "LineNotRead", law: "68C", unread });
  withClaims(
    d,
    (b) =>
      applyClaimMade(
        b,
        {
          kind: "claim",
          seat: e.seat,
          tricks: e.tricks,
          ...(e.statement !== undefined && { statement: e.statement }),
          ...(steps.length > 0 && { line: steps }),
          ...(e.trumpMentioned !== undefined && { trumpMentioned: e.trumpMentioned }),
          ...(e.handFaced !== undefined && { handFaced: e.handFaced }),
          ...(e.currentTrick !== undefined && { currentTrick: e.currentTrick }),
        },
        position,
      ),
    e,
  );
};

export const concessionMadeHandler = (d: TableDraft, e: ConcessionMade, position: number): void =>
  withClaims(
    d,
    (b) =>
      applyClaimMade(
        b,
        {
          kind: "concession",
          seat: e.seat,
          ...(e.tricks !== undefined && { tricks: e.tricks }),
          ...(e.statement !== undefined && { statement: e.statement }),
          ...(e.handFaced !== undefined && { handFaced: e.handFaced }),
          ...(e.currentTrick !== undefined && { currentTrick: e.currentTrick }),
        },
        position,
      ),
    e,
  );

export const claimAcquiescedHandler = (d: TableDraft, e: ClaimAcquiesced, position: number): void =>
  withClaims(d, (b) => applyClaimAcquiesced(b, e.seat, position), e);

export const claimObjectedHandler = (d: TableDraft, e: ClaimObjected, position: number): void =>
  withClaims(d, (b) => applyClaimObjected(b, e.seat, e.immediately ?? true, position), e);

export const playResumedHandler = (d: TableDraft, e: PlayResumed, position: number): void =>
  withClaims(d, (b) => applyPlayResumed(b, e.seat, e.refused ?? [], position), e);

export const tableMovedOnHandler = (d: TableDraft, e: TableMovedOn, position: number): void =>
  d.play === null
    ? addAudit(d, [{ _tag: "MovedOnNoClaim", position, law: "69A", how: e.how }])
    : withClaims(d, (b) => applyTableMovedOn(b, e.how, position), e);

/** 79C: the request's time against the Correction Period of the posted scores (69B, 71). */
const inTime = (s: TableState, reason: "69B" | "71", at: string | undefined): InTime => {
  const f = scoreFacts(s);
  const t = law79CDecision({
    reason,
    ...(f.posted !== undefined && { postedAt: f.posted.at, limits: f.posted.limits }),
    ...(at !== undefined && { requestedAt: at }),
  });
  return {
    allowed: t.allowed,
    timing:
      f.posted === undefined
        ? "before-posting"
        : at === undefined
          ? "unrecorded"
          : t.allowed
            ? "within"
            : "after",
    ...(t.deadline !== undefined && { deadline: t.deadline }),
  };
};

export const acquiescenceWithdrawnHandler = (
  d: TableDraft,
  e: AcquiescenceWithdrawn,
  position: number,
): void =>
  withClaims(d, (b) => applyAcquiescenceWithdrawn(b, e.seat, e.tricks, inTime(d, "69B", e.at), position), e);

export const concessionWithdrawnHandler = (d: TableDraft, e: ConcessionWithdrawn, position: number): void =>
  withClaims(d, (b) => applyConcessionWithdrawn(b, e.seat, e.tricks, inTime(d, "71", e.at), position), e);

/* ------------------------------------------------------------------------------------------------------ */
/* Events of other phases while a claim suspends the play                                                  */
/* ------------------------------------------------------------------------------------------------------ */

type Handler<E> = (d: TableDraft, e: E, position: number) => void;

/** A card played while a claim suspends (or ended) the play: not taken as played (68D; 2007 70D3). */
export const whileClaimSuspends =
  <E extends { readonly type: string; readonly seat: Seat; readonly card: Card }>(
    next: Handler<E>,
  ): Handler<E> =>
  (d, e, position) => {
    if (d.play === null || !suspendedByClaim(d)) return next(d, e, position);
    if (!d.play.hands[e.seat].includes(e.card)) {
      throw new DomainRejection({ _tag: "CardNotHeld", seat: e.seat, card: e.card });
    }
    return withClaims(d, (b) => applyCardAfterClaim(b, e.seat, e.card, position), e);
  };

/** A card shown while a claim suspends the play is not a penalty card (68, 68B2). */
export const exposedWhileClaimSuspends =
  (next: Handler<CardExposed>): Handler<CardExposed> =>
  (d, e, position) => {
    if (d.play === null || !shownInClaim(claimsOf(d), d.play, e.seat)) return next(d, e, position);
    if (!d.play.hands[e.seat].includes(e.card)) {
      throw new DomainRejection({ _tag: "CardNotHeld", seat: e.seat, card: e.card });
    }
    return withClaims(d, (b) => applyCardShownInClaim(b, e.seat, e.card, position), e);
  };

/**
 * A `DirectorRuled` that answers a question of the claims (70, 69B, 71) goes to them; any other to `next`.
 * The ruling is noted as a decision that may be appealed (92A), as the score phase notes the others.
 */
export const rulingsWithClaims =
  (next: Handler<DirectorRuled>): Handler<DirectorRuled> =>
  (d, e, position) => {
    const claims = claimsOf(d);
    let question: BoardQuestion | undefined;
    try {
      question = claimQuestionFor(claims, e);
    } catch (err) {
      return rejectNotOpen(err);
    }
    if (question === undefined) return next(d, e, position);
    const ruling = {
      type: "DirectorRuled" as const,
      law: e.law,
      about: question.position,
      ...(e.answer !== undefined && { answer: e.answer }),
      ...(e.tricks !== undefined && { tricks: e.tricks }),
      ...(e.text !== undefined && { text: e.text }),
    };
    withClaims(d, (b) => applyClaimRuling(b, ruling, position), e);
    const f = scoreFacts(d);
    d.score = {
      ...f,
      decisions: [...f.decisions, { position, kind: "ruling", law: e.law }],
    } as TableDraft["score"];
  };

/* ------------------------------------------------------------------------------------------------------ */
/* The view                                                                                               */
/* ------------------------------------------------------------------------------------------------------ */

/** A claim or concession as the view shows it: the facts, where it stands, and what the claim checker is asked. */
export interface ClaimView {
  readonly position: number;
  readonly kind: "claim" | "concession";
  readonly claimer: Seat;
  readonly side: "NS" | "EW";
  readonly trick: number;
  readonly remaining: number;
  /** Tricks the claimer's side takes of those left, as claimed (the rest conceded). */
  readonly tricks: number;
  readonly statement?: string;
  readonly line?: readonly string[];
  readonly status: ClaimStatus;
  readonly acquiesced: readonly Seat[];
  readonly objected: readonly Seat[];
  /** The claimer's side's tricks of those left as settled, after corrections (69B, 71); null while open. */
  readonly settled: number | null;
  /** The Laws that decided: 69A agreement, 70 ruling, 69B / 71 corrections. */
  readonly laws: readonly LawId[];
  readonly final: boolean;
  readonly corrections: ClaimRecord["corrections"];
  readonly evidence: ClaimRecord["evidence"];
  readonly shown: ClaimRecord["shown"];
  /**
   * What the claim checker is asked about this claim (plain data, not in the view's JSON): `claimReport(claim)`
   * gives the checker's report on this thread, and an app that runs the checker elsewhere (a worker thread:
   * the CLI's pool checks many claims on every core) gets the same report from `checkClaim(checkInput)` of
   * `@bridgelaw/claims`.
   */
  readonly checkInput: ClaimCheckInput;
}

const inputs = new WeakMap<ClaimRecord, ClaimCheckInput>();

/**
 * What the claim checker is asked about a claim: the position, the claim and its statement (68C), the
 * declarer (70D2), a recorded mention of the trumps (70C1) and the suits shown out before it (70E1(i)).
 * Plain data: `checkClaim` gives the same report for it on any thread. One object per claim record, so the
 * report on it is computed once (`claimReport`).
 */
const claimCheckInput = (c: ClaimRecord): ClaimCheckInput => {
  let input = inputs.get(c);
  if (input === undefined) {
    input = {
      position: c.at,
      claimer: c.claimer,
      tricks: c.tricks,
      declarer: c.declarer,
      ...(c.line !== undefined && { line: c.line }),
      ...(c.statement !== undefined && { statement: c.statement }),
      ...(c.trumpMentioned !== undefined && { trumpMentioned: c.trumpMentioned }),
      shownOut: c.shownOut,
    };
    inputs.set(c, input);
  }
  return input;
};

export const claimViews = (s: TableState): readonly ClaimView[] =>
  (s.claims?.claims ?? []).map((c) =>
    withCheckInput(c, {
      position: c.position,
      kind: c.kind,
      claimer: c.claimer,
      side: c.side,
      trick: c.trick,
      remaining: c.remaining,
      tricks: c.tricks,
      ...(c.statement !== undefined && { statement: c.statement }),
      ...(c.line !== undefined && { line: c.line.map(stepToken) }),
      status: c.status,
      acquiesced: c.acquiesced,
      objected: c.objected,
      settled: settledTricks(c),
      laws: [...(c.resolution === undefined ? [] : [c.resolution.law]), ...c.corrections.map((x) => x.law)],
      final: c.final !== undefined,
      corrections: c.corrections,
      evidence: c.evidence,
      shown: c.shown,
    }),
  );

/**
 * The checker's input (every hand) is left out of the view's JSON. The view carries no report: the checker
 * plays out every line (double dummy), so replay never runs it and a bundle of replay leaves it out; an app
 * asks for it (`claimReport`).
 */
const withCheckInput = (c: ClaimRecord, view: Omit<ClaimView, "checkInput">): ClaimView =>
  Object.defineProperty(view, "checkInput", {
    get: () => claimCheckInput(c),
    enumerable: false,
  }) as ClaimView;

/** The questions of the claims for the Director (70, 69B, 71). */
export const claimRulings = (s: TableState): readonly BoardQuestion[] => s.claims?.rulingsNeeded ?? [];
