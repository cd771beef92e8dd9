import { type DirectorRuled, type Seat, sideOf } from "@bridgelaw/cards";
import type { ClaimsQuestion } from "../consequences.ts";
import { endPlayByClaim, reopenPlay } from "../resolve.ts";
import type { ClaimBoardDraft, ClaimRecord, ClaimsState } from "../state.ts";
import { ask, ClaimNotOpen, isOpponent, named, note, otherSideOf, replaceClaim, unask } from "../step.ts";

/** The Director's question on a disputed claim (answered by `DirectorRuled` under 70, 70C, 70D, 70E …). */
const question = (b: { readonly claims: ClaimsState }, claim: ClaimRecord): ClaimsQuestion => ({
  _tag: "ClaimDisputedQuestion",
  law: "70",
  position: claim.position,
  ...named(claim),
  objectors: claim.objected,
  side: claim.side,
  byDefender: sideOf(claim.claimer) !== sideOf(claim.declarer),
  edition: b.claims.edition,
});

/**
 * Law 68D2 / 70: a player (dummy included) disputes the claim: the Director is called and rules under Law
 * 70 (or, at the non-claiming side's request and with the four players' agreement, play continues: 68D2(b)).
 * An objection before the agreement is established (69A) undoes it. 63A4: the non-claiming side's revokes are
 * not established without agreement: the Director lets them be corrected and resolves doubts against the
 * revoker (WBFLC).
 */
export const law70Dispute = (b: ClaimBoardDraft, claim: ClaimRecord, seat: Seat, position: number): void => {
  if (claim.final !== undefined) {
    note(b, { _tag: "ObjectionAfterEstablished", position, law: "69A", seat });
    return;
  }
  if (claim.status === "adjudicated") {
    note(b, { _tag: "ObjectionAfterRuling", position, law: "70", seat });
    return;
  }
  const objected = claim.objected.includes(seat) ? claim.objected : [...claim.objected, seat];
  const acquiesced = claim.acquiesced.filter((s) => s !== seat);
  const wasAgreed = claim.status === "agreed";
  const { resolution: _undone, ...rest } = claim;
  const next: ClaimRecord = { ...(wasAgreed ? rest : claim), status: "disputed", objected, acquiesced };
  replaceClaim(b, claim, next);
  if (wasAgreed) {
    reopenPlay(b, position);
    note(b, { _tag: "AgreementUndone", position, law: "69A" });
  }
  note(b, {
    _tag: "ClaimDisputed",
    position,
    law: "68D2",
    seat,
    ...named(claim),
    ofClaimerSide: !isOpponent(claim, seat),
    side: otherSideOf(claim),
    edition: b.claims.edition,
  });
  const open = b.play.revokes.filter((x) => x.status === "committed" && sideOf(x.offender) !== claim.side);
  if (open.length > 0 && b.claims.edition === "2017") {
    note(b, {
      _tag: "RevokesNotEstablished",
      position,
      law: "63A4",
      revokes: open.map((x) => ({ offender: x.offender, trick: x.trick })),
      count: open.length,
    });
  }
  ask(b, question(b, next));
};

/**
 * Law 70: the Director's ruling on a disputed claim: the tricks the claimer's side takes of those left. On the
 * opponents' objection it never gives the claimer more than he claimed (70A, 71: conceded tricks come back
 * only under 71, or when the concession itself is disputed).
 */
export const law70Ruled = (
  b: ClaimBoardDraft,
  claim: ClaimRecord,
  ruling: DirectorRuled,
  position: number,
): void => {
  const t = ruling.tricks ?? (ruling.answer === "stands" ? claim.tricks : undefined);
  if (t === undefined)
    throw new ClaimNotOpen({
      _tag: "ClaimRulingWithoutTricks",
      law: "70",
      side: claim.side,
      remaining: claim.remaining,
    });
  if (!Number.isInteger(t) || t < 0 || t > claim.remaining) {
    throw new ClaimNotOpen({ _tag: "ClaimRulingOutOfRange", law: "70", remaining: claim.remaining });
  }
  const ownSide = claim.objected.some((s) => !isOpponent(claim, s));
  if (t > claim.tricks && !ownSide) {
    throw new ClaimNotOpen({ _tag: "ClaimRulingAboveClaim", law: "70", claimed: claim.tricks });
  }
  const next: ClaimRecord = {
    ...claim,
    status: "adjudicated",
    resolution: { tricks: t, law: ruling.law, position },
  };
  replaceClaim(b, claim, next);
  unask(b, claim.position, "70");
  note(b, {
    _tag: "ClaimRuled",
    position,
    law: ruling.law,
    ...named(claim),
    side: claim.side,
    tricks: t,
    lost: Math.max(0, claim.tricks - t),
    to: otherSideOf(claim),
    said: ruling.text !== undefined,
    ...(ruling.text !== undefined && { words: ruling.text }),
  });
  endPlayByClaim(b, next, ruling.law, position);
};
