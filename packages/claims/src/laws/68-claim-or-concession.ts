import { type Card, partner, type Seat, type Suit, sideOf } from "@bridgelaw/cards";
import { snapshotOf, thawed } from "@bridgelaw/log";
import { establishRevokesByClaim, type PlayState } from "@bridgelaw/play";
import type { ClaimPosition } from "../checker/game.ts";
import type { LineStep } from "../line.ts";
import type { ClaimBoardDraft, ClaimRecord } from "../state.ts";
import {
  activeClaim,
  ClaimNotOpen,
  named,
  note,
  otherSideOf,
  replaceClaim,
  takePlayNotes,
  unask,
} from "../step.ts";

/** A claim (68A) or a concession (68B1) as logged. */
export interface ClaimFact {
  readonly kind: "claim" | "concession";
  readonly seat: Seat;
  /** Claim: tricks the claimer's side takes of those left; concession: tricks conceded of those left. */
  readonly tricks?: number;
  readonly statement?: string;
  readonly line?: readonly LineStep[];
  readonly trumpMentioned?: boolean;
  readonly handFaced?: boolean;
  /** The statement is about the trick in progress only (68 preamble): not a claim. */
  readonly currentTrick?: boolean;
}

/** Tricks left in the play, the trick in progress included. */
export const tricksLeftIn = (p: PlayState): number => 13 - p.tricks.length;

/** The suits each seat failed to follow before the claim (70E1(i)): from the tricks and the trick in progress. */
export const shownOutOf = (p: PlayState): Partial<Record<Seat, Suit[]>> => {
  const out: Partial<Record<Seat, Suit[]>> = {};
  const tricks = p.current === null ? p.tricks : [...p.tricks, p.current];
  for (const t of tricks) {
    const lead = t.cards.find((c) => c.seat === t.leader);
    if (lead === undefined) continue;
    const suit = lead.card[0] as Suit;
    for (const c of t.cards) {
      if (c.card[0] !== suit) {
        const list = out[c.seat] ?? [];
        if (!list.includes(suit)) list.push(suit);
        out[c.seat] = list;
      }
    }
  }
  return out;
};

/**
 * The cards as they stand, for the checker: the hands (penalty cards included) and the trick in progress. A
 * copy: the claim keeps it as it was, whatever the play does after.
 */
export const positionOf = (p: PlayState): ClaimPosition => {
  const current = p.current;
  const { N, E, S, W } = p.hands;
  return {
    hands: { N: [...N], E: [...E], S: [...S], W: [...W] },
    trumps: p.strain,
    leader: current?.leader ?? p.declarer,
    trick: (current?.cards ?? []).map((c) => c.card as Card),
  };
};

/**
 * Law 68A/68B1/68C/68D: a claim (his side will win a number of the tricks left) or a concession (his side
 * will lose a number of them; abandoning the hand concedes them all). A claim of k concedes the rest. Play is
 * suspended (68D). 68C: the claimer should state his line, including the order of play, and face his hand.
 * 63A3: the claim or concession establishes the claimer's side's revokes.
 */
export const law68Claim = (b: ClaimBoardDraft, fact: ClaimFact, position: number): void => {
  const p = b.play;
  const active = activeClaim(b.claims);
  if (active !== undefined) {
    throw new ClaimNotOpen({
      _tag: "ClaimWhileSuspended",
      law: "68D",
      ...named(active),
      at: active.position,
    });
  }
  const remaining = tricksLeftIn(p);
  if (p.current === null || remaining === 0) throw new ClaimNotOpen({ _tag: "NoTrickLeft", law: "68" });
  const side = sideOf(fact.seat);
  const given = fact.tricks ?? (fact.kind === "concession" ? remaining : undefined);
  if (given === undefined) throw new ClaimNotOpen({ _tag: "ClaimWithoutTricks", law: "68A" });
  if (!Number.isInteger(given) || given < 0 || given > remaining) {
    throw new ClaimNotOpen({ _tag: "ClaimTricksOutOfRange", law: "68", tricks: given, remaining });
  }
  if (fact.currentTrick === true) {
    law68Preamble(b, fact, position);
    return;
  }
  const tricks = fact.kind === "claim" ? given : remaining - given;
  const claim: ClaimRecord = {
    position,
    kind: fact.kind,
    claimer: fact.seat,
    side,
    declarer: p.declarer,
    trick: p.current.number,
    remaining,
    tricks,
    ...(fact.statement !== undefined && { statement: fact.statement }),
    ...(fact.line !== undefined && fact.line.length > 0 && { line: fact.line }),
    ...(fact.trumpMentioned !== undefined && { trumpMentioned: fact.trumpMentioned }),
    ...(fact.handFaced !== undefined && { handFaced: fact.handFaced }),
    at: positionOf(p),
    shownOut: shownOutOf(p),
    status: "open",
    acquiesced: [],
    objected: [],
    corrections: [],
    requests: [],
    evidence: [],
    shown: [],
  };
  b.claims.claims.push(claim as ClaimBoardDraft["claims"]["claims"][number]);
  const { kind: _, ...tricksNamed } = named(claim);
  note(
    b,
    fact.kind === "claim"
      ? { _tag: "TricksClaimed", position, law: "68A", ...tricksNamed }
      : { _tag: "TricksConceded", position, law: "68B1", ...tricksNamed },
  );
  note(b, { _tag: "ClaimSuspendsPlay", position, law: "68D" });
  if (
    fact.kind === "claim" &&
    fact.statement === undefined &&
    (fact.line === undefined || fact.line.length === 0)
  ) {
    note(b, { _tag: "NoLineStated", position, law: "68C" });
  }
  if (fact.handFaced === false) note(b, { _tag: "HandNotFaced", position, law: "68C" });
  if (p.pending.length > 0 || p.penaltyCards.length > 0) {
    note(b, { _tag: "PlayRectificationsStand", position, law: "68D" });
  }
  establishRevokesByClaim(b.play, side, position, "63A3");
  takePlayNotes(b);
  // the play as the claim suspends it (restored if the claim goes away, 68B2, 68D2(b))
  b.claims.suspended = snapshotOf<PlayState>(b.play) as ClaimBoardDraft["claims"]["suspended"];
};

/**
 * Law 68 preamble: a statement or action about winning or losing only the trick in progress is not a claim
 * or concession: play continues. Cards a defender shows in doing so are not penalty cards; their information
 * is unauthorised for his partner (16), and Law 57A may apply.
 */
const law68Preamble = (b: ClaimBoardDraft, fact: ClaimFact, position: number): void => {
  const p = b.play;
  const record: ClaimRecord = {
    position,
    kind: fact.kind,
    claimer: fact.seat,
    side: sideOf(fact.seat),
    declarer: p.declarer,
    trick: p.current!.number,
    remaining: tricksLeftIn(p),
    tricks: 0,
    ...(fact.statement !== undefined && { statement: fact.statement }),
    at: positionOf(p),
    shownOut: shownOutOf(p),
    status: "current-trick",
    acquiesced: [],
    objected: [],
    corrections: [],
    requests: [],
    evidence: [],
    shown: [],
  };
  b.claims.claims.push(record as ClaimBoardDraft["claims"]["claims"][number]);
  note(b, { _tag: "CurrentTrickStatement", position, law: "68", seat: fact.seat, trick: record.trick });
};

/**
 * 68B2: a defender's concession (of one or more tricks) to which his partner objects at once: no concession
 * and no claim has occurred. Play continues; cards the defender exposed are not penalty cards; partner's
 * objection is unauthorised information for the conceding defender, and the exposed cards for partner (16C).
 */
export const law68B2 = (b: ClaimBoardDraft, claim: ClaimRecord, objector: Seat, position: number): void => {
  // no claim or concession has occurred: the revokes it established are not established (63A3)
  const restored = thawed<PlayState>(b.claims.suspended!);
  restored.notes = [];
  restored.revokes = restored.revokes.map((x) => {
    if (x.establishedAt !== claim.position || x.establishedBy !== "63A3") return x;
    const { establishedAt: _at, establishedBy: _by, ...rest } = x;
    return { ...rest, status: "committed" as const };
  });
  replaceClaim(b, claim, { ...claim, status: "cancelled", objected: [...claim.objected, objector] });
  b.claims.suspended = null;
  b.play = restored;
  unask(b, claim.position);
  note(b, { _tag: "ConcessionObjectedAtOnce", position, law: "68B2", objector, claimer: claim.claimer });
  if (b.claims.edition === "2007" && claim.tricks > 0) {
    note(b, { _tag: "RemarkAsClaimUnsettled", position, law: "68B2" });
  }
  if (claim.shown.length > 0) {
    note(b, {
      _tag: "ShownCardsPickedUp",
      position,
      law: "68B2",
      seat: claim.claimer,
      cards: claim.shown.map((x) => x.card),
      count: claim.shown.length,
      partner: partner(claim.claimer),
    });
  }
};

/** Whether an objection makes 68B2 apply: a defender conceded a trick and his partner objects at once. */
export const is68B2 = (claim: ClaimRecord, objector: Seat, immediately: boolean): boolean =>
  immediately &&
  claim.status === "open" &&
  sideOf(claim.claimer) !== sideOf(claim.declarer) &&
  objector === partner(claim.claimer) &&
  claim.tricks < claim.remaining;

/**
 * 68D: a card played while play is suspended is not taken as played; it stays in the hand. 2007 Code 70D3:
 * the Director may use play after a claim as evidence of the players' probable later plays.
 */
export const law68DCardAfterClaim = (
  b: ClaimBoardDraft,
  claim: ClaimRecord,
  seat: Seat,
  card: Card,
  position: number,
): void => {
  replaceClaim(b, claim, { ...claim, evidence: [...claim.evidence, { seat, card, position }] });
  if (b.claims.edition === "2007")
    note(b, { _tag: "CardPlayedAfterClaim", position, law: "70D3", seat, card, edition: "2007" });
  else note(b, { _tag: "CardPlayedAfterClaim", position, law: "68D", seat, card });
};

/**
 * 68 (WBFLC): cards shown to make, accept or dispute a claim are not penalty cards; they may be picked up.
 * 68 preamble: nor are cards shown about the trick in progress only (their information is unauthorised for
 * the partner, 16).
 */
export const law68CardShown = (
  b: ClaimBoardDraft,
  claim: ClaimRecord,
  seat: Seat,
  card: Card,
  position: number,
): void => {
  replaceClaim(b, claim, { ...claim, shown: [...claim.shown, { seat, card, position }] });
  note(
    b,
    claim.status === "current-trick"
      ? {
          _tag: "CardShownAboutTrick",
          position,
          law: "68",
          seat,
          card,
          trick: claim.trick,
          partner: partner(seat),
        }
      : { _tag: "CardShownInClaim", position, law: "68", seat, card },
  );
};

/**
 * 68D2(b) (2017): at the request of the non-claiming side, with all four players agreeing, play continues;
 * the claim is void and not adjudicated, Laws 16 and 50 do not apply, and the score of the play stands.
 * Without the four players' agreement the Director is called and Law 70 applies (68D2(b)(i)). The 2007
 * Code has no such continuation (its 68D: play ceases): Law 70 applies.
 */
export const law68D2bPlayOn = (
  b: ClaimBoardDraft,
  claim: ClaimRecord,
  seat: Seat,
  refused: readonly Seat[],
  position: number,
): void => {
  if (b.claims.edition === "2007") {
    note(b, { _tag: "NoPlayOnIn2007", position, law: "68D" });
    return;
  }
  if (claim.status !== "disputed") {
    note(b, { _tag: "PlayOnNotDisputed", position, law: "68D2(b)", status: claim.status });
    return;
  }
  if (sideOf(seat) === claim.side) {
    note(b, { _tag: "PlayOnWrongSide", position, law: "68D2(b)", seat, side: otherSideOf(claim) });
    return;
  }
  if (refused.length > 0) {
    note(b, {
      _tag: "PlayOnRefused",
      position,
      law: "68D2(b)(i)",
      seats: refused,
      count: refused.length,
    });
    return;
  }
  replaceClaim(b, claim, { ...claim, status: "void" });
  unask(b, claim.position);
  b.claims.suspended = null;
  note(b, { _tag: "ClaimVoidPlayContinues", position, law: "68D2(b)(ii)", seat, ...named(claim) });
};
