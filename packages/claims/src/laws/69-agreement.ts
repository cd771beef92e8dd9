import { type DirectorRuled, type Seat, sideOf } from "@bridgelaw/cards";
import { establishRevokesByClaim } from "@bridgelaw/play";
import { playBounds } from "../checker/checker.ts";
import type { InTime } from "../consequences.ts";
import { givenBack, requestGiveBack, ruleGiveBack } from "../give-back.ts";
import { endPlayByClaim } from "../resolve.ts";
import type { ClaimBoardDraft, ClaimRecord } from "../state.ts";
import {
  ClaimNotOpen,
  isOpponent,
  named,
  note,
  otherSideOf,
  replaceClaim,
  takePlayNotes,
  unask,
} from "../step.ts";

/** 2007 Code: any assent to a claim establishes the assenting side's revokes (63A3 of 2007). */
const establishByAssent = (b: ClaimBoardDraft, claim: ClaimRecord, position: number): void => {
  if (b.claims.edition !== "2007") return;
  establishRevokesByClaim(b.play, otherSideOf(claim), position, "63A4");
  takePlayNotes(b);
};

/**
 * Law 69A: the non-claiming side agrees: the board is scored as if the tricks claimed and conceded had been
 * won and lost in play. The agreement is final once that side calls on the next deal or the round ends
 * (`law69AEstablished`); until then the players may discuss it and still object (WBFLC).
 */
export const law69AAcquiesce = (
  b: ClaimBoardDraft,
  claim: ClaimRecord,
  seat: Seat,
  position: number,
): void => {
  if (claim.status === "adjudicated") {
    note(b, { _tag: "AgreementAfterRuling", position, law: "70", seat, ...named(claim) });
    return;
  }
  const objected = claim.objected.filter((s) => s !== seat);
  const acquiesced = claim.acquiesced.includes(seat) ? claim.acquiesced : [...claim.acquiesced, seat];
  let next: ClaimRecord = { ...claim, acquiesced, objected };
  if (!isOpponent(claim, seat)) {
    replaceClaim(b, claim, next);
    if (objected.length < claim.objected.length)
      note(b, { _tag: "ObjectionWithdrawn", position, law: "68D2", seat });
    else note(b, { _tag: "AgreementByClaimerSide", position, law: "69A", seat });
    return;
  }
  if (claim.status === "agreed") {
    replaceClaim(b, claim, next);
    note(b, { _tag: "AgreesAsWell", position, law: "69A", seat });
    return;
  }
  if (objected.length > 0) {
    replaceClaim(b, claim, next);
    note(b, {
      _tag: "AgreementWhileDisputed",
      position,
      law: "68D2",
      seat,
      objectors: objected,
      count: objected.length,
    });
    return;
  }
  next = { ...next, status: "agreed", resolution: { tricks: claim.tricks, law: "69A", position } };
  replaceClaim(b, claim, next);
  unask(b, claim.position);
  note(b, {
    _tag: "ClaimAgreed",
    position,
    law: "69A",
    seat,
    ...named(claim),
    side: otherSideOf(claim),
    objectionWithdrawn: claim.status === "disputed",
  });
  establishByAssent(b, next, position);
  endPlayByClaim(b, next, "69A", position);
};

/**
 * Law 69A: the agreeing side called on the next deal, or the round ended: the agreement is established.
 * 2017 63A4: the agreeing side's revokes are established now (not on a mere assent as in the 2007 63A3). A claim
 * nobody answered before then is agreed by silence; a disputed claim still waits for the Director.
 */
export const law69AEstablished = (
  b: ClaimBoardDraft,
  claim: ClaimRecord,
  how: "next-deal-call" | "round-end",
  position: number,
): void => {
  if (claim.final !== undefined) {
    note(b, { _tag: "AgreementAlreadyEstablished", position, law: "69A", how });
    return;
  }
  if (claim.status === "disputed") {
    note(b, { _tag: "DisputedClaimWaits", position, law: "70", how, ...named(claim) });
    return;
  }
  let c = claim;
  if (claim.status === "open") {
    c = { ...claim, status: "agreed", resolution: { tricks: claim.tricks, law: "69A", position } };
    replaceClaim(b, claim, c);
    unask(b, claim.position);
    note(b, {
      _tag: "AgreedBySilence",
      position,
      law: "69A",
      how,
      side: otherSideOf(claim),
      ...named(claim),
    });
    establishByAssent(b, c, position);
    endPlayByClaim(b, c, "69A", position);
  }
  const final = { ...c, final: { position, how } };
  replaceClaim(b, c, final);
  if (c.status === "agreed") {
    note(b, { _tag: "AgreementEstablished", position, law: "69A", how, ...named(claim) });
    if (b.claims.edition === "2017") {
      const side = otherSideOf(claim);
      const established = b.play.revokes.some((r) => r.status === "committed" && sideOf(r.offender) === side);
      establishRevokesByClaim(b.play, side, position, "63A4");
      takePlayNotes(b);
      if (established) endPlayByClaim(b, final, "64", position);
    }
  }
};

/** Tricks given back by a correction: the most no play could have lost, as the checker finds them. */
const certain = (claim: ClaimRecord, which: "minimum" | "maximum"): number | null => {
  const bounds = playBounds({ position: claim.at, claimer: claim.claimer, tricks: claim.tricks });
  const v = bounds[which];
  if (v === null) return null;
  return which === "maximum" ? Math.max(0, claim.tricks - v) : Math.max(0, v - claim.tricks);
};

/**
 * Law 69B: within the Correction Period (79C) a side may withdraw its agreement to the loss of a trick it had
 * in fact already won (69B1) or would probably have won had play continued (69B2, the Director's judgement).
 * A trick no play of the remaining cards could have given the claimer is given back at once; for the rest the
 * Director rules (WBFLC: less generously when the claimer faced his cards, 68C; a play the side did not find
 * at the table is generally not "likely").
 */
export const law69BWithdraw = (
  b: ClaimBoardDraft,
  claim: ClaimRecord,
  seat: Seat,
  asked: number | undefined,
  time: InTime,
  position: number,
): void => {
  if (!isOpponent(claim, seat)) {
    throw new ClaimNotOpen({
      _tag: "WithdrawalByClaimerSide",
      law: "69B",
      seat,
      side: otherSideOf(claim),
    });
  }
  if (claim.resolution === undefined || !claim.resolution.law.startsWith("69A")) {
    throw new ClaimNotOpen({
      _tag: "NoAgreementToWithdraw",
      law: "69B",
      ...named(claim),
      status: claim.status,
    });
  }
  const timing = { timing: time.timing, ...(time.deadline !== undefined && { deadline: time.deadline }) };
  if (!time.allowed) {
    note(b, { _tag: "AgreementWithdrawnLate", position, law: "69B", seat, ...timing });
    return;
  }
  const given = givenBack(claim, "69B");
  const open = claim.tricks - given;
  const sure = certain(claim, "maximum");
  note(b, {
    _tag: "AgreementWithdrawn",
    position,
    law: "69B",
    seat,
    side: otherSideOf(claim),
    asked: asked ?? "unstated",
    ...timing,
  });
  const auto = sure === null ? 0 : Math.max(0, sure - given);
  requestGiveBack(b, claim, {
    law: "69B",
    seat,
    position,
    asked,
    sure: auto,
    sureLaw: "69B2",
    sureReason: "no-play-gives",
    question: {
      _tag: "AgreementWithdrawnQuestion",
      side: otherSideOf(claim),
      asking: asked === undefined ? "unstated" : asked - auto,
      most: open - auto,
      handFaced: claim.handFaced === true,
    },
  });
};

/** The Director's 69B ruling: the tricks given back to the side that agreed. */
export const law69BRuled = (
  b: ClaimBoardDraft,
  claim: ClaimRecord,
  ruling: DirectorRuled,
  position: number,
): void =>
  ruleGiveBack(b, claim, ruling, position, {
    law: "69B",
    most: claim.tricks - givenBack(claim, "69B"),
    clauses: ["69B", "69B1", "69B2"],
    defaultClause: "69B2",
    reason: "ruled-won",
  });

/** Whether a seat's side can ask under 69B: it agreed to the claim. */
export const agreedBy = (claim: ClaimRecord, seat: Seat): boolean => sideOf(seat) !== claim.side;
