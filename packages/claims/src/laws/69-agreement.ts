import { type DirectorRuled, type Seat, sideOf } from "@bridgelaw/cards";
import { establishRevokesByClaim } from "@bridgelaw/play";
import { playBounds } from "../checker/checker.ts";
import { endPlayByClaim } from "../resolve.ts";
import type { ClaimBoardDraft, ClaimRecord } from "../state.ts";
import {
  ClaimNotOpen,
  describeClaim,
  isOpponent,
  name,
  note,
  otherSideOf,
  plural,
  replaceClaim,
  takePlayNotes,
  unask,
} from "../step.ts";
import { givenBack, requestGiveBack, ruleGiveBack } from "./give-back.ts";

/** A time check of the Correction Period (79C1), as the score phase computes it. */
export interface InTime {
  readonly allowed: boolean;
  readonly reason: string;
}

/** 2007 Code (editions P-11): any assent to a claim establishes the assenting side's revokes (63A3 of 2007). */
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
    note(
      b,
      position,
      "70",
      `${name(seat)} agrees: the Director has already ruled on ${describeClaim(claim)}`,
    );
    return;
  }
  const objected = claim.objected.filter((s) => s !== seat);
  const acquiesced = claim.acquiesced.includes(seat) ? claim.acquiesced : [...claim.acquiesced, seat];
  let next: ClaimRecord = { ...claim, acquiesced, objected };
  if (!isOpponent(claim, seat)) {
    replaceClaim(b, claim, next);
    if (objected.length < claim.objected.length)
      note(b, position, "68D2", `${name(seat)} withdraws his objection to his side's claim`);
    else
      note(
        b,
        position,
        "69A",
        `${name(seat)}, of the claimer's side, agrees: agreement is the non-claiming side's (69A)`,
      );
    return;
  }
  if (claim.status === "agreed") {
    replaceClaim(b, claim, next);
    note(b, position, "69A", `${name(seat)} agrees as well`);
    return;
  }
  if (objected.length > 0) {
    replaceClaim(b, claim, next);
    note(
      b,
      position,
      "68D2",
      `${name(seat)} agrees, but ${objected.map(name).join(" and ")} still ${objected.length === 1 ? "objects" : "object"}: the claim stays disputed`,
    );
    return;
  }
  next = { ...next, status: "agreed", resolution: { tricks: claim.tricks, law: "69A", position } };
  replaceClaim(b, claim, next);
  unask(b, claim.position);
  note(
    b,
    position,
    "69A",
    `${name(seat)} agrees to ${describeClaim(claim)}${claim.status === "disputed" ? " (the objection is withdrawn)" : ""}: agreement is final when ${otherSideOf(claim)} call on the next deal or the round ends`,
  );
  establishByAssent(b, next, position);
  endPlayByClaim(b, next, "69A", position);
};

/**
 * Law 69A: the agreeing side called on the next deal, or the round ended: the agreement is established.
 * 2017 63A4: the agreeing side's revokes are established now (not on a mere assent, editions P-11). A claim
 * nobody answered before then is agreed by silence; a disputed claim still waits for the Director.
 */
export const law69AEstablished = (
  b: ClaimBoardDraft,
  claim: ClaimRecord,
  how: "next-deal-call" | "round-end",
  position: number,
): void => {
  const when = how === "round-end" ? "the round has ended" : "the next deal has been called";
  if (claim.final !== undefined) {
    note(b, position, "69A", `${when}: the agreement was already established`);
    return;
  }
  if (claim.status === "disputed") {
    note(
      b,
      position,
      "70",
      `${when}: ${describeClaim(claim)} is disputed and waits for the Director's ruling`,
    );
    return;
  }
  let c = claim;
  if (claim.status === "open") {
    c = { ...claim, status: "agreed", resolution: { tricks: claim.tricks, law: "69A", position } };
    replaceClaim(b, claim, c);
    unask(b, claim.position);
    note(
      b,
      position,
      "69A",
      `${when} with no objection: ${otherSideOf(claim)} agree to ${describeClaim(claim)}`,
    );
    establishByAssent(b, c, position);
    endPlayByClaim(b, c, "69A", position);
  }
  const final = { ...c, final: { position, how } };
  replaceClaim(b, c, final);
  if (c.status === "agreed") {
    note(
      b,
      position,
      "69A",
      `${when}: the agreement to ${describeClaim(claim)} is established (69B alone may undo it)`,
    );
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
    throw new ClaimNotOpen(
      `69B: ${name(seat)} is of the claimer's side; agreement is withdrawn by the side that agreed (${otherSideOf(claim)})`,
    );
  }
  if (claim.resolution === undefined || !claim.resolution.law.startsWith("69A")) {
    throw new ClaimNotOpen(
      `69B: ${describeClaim(claim)} was not agreed (${claim.status}): there is no agreement to withdraw`,
    );
  }
  if (!time.allowed) {
    note(
      b,
      position,
      "69B",
      `${name(seat)} withdraws his side's agreement ${time.reason}: the agreement stands`,
    );
    return;
  }
  const given = givenBack(claim, "69B");
  const open = claim.tricks - given;
  const sure = certain(claim, "maximum");
  note(
    b,
    position,
    "69B",
    `${name(seat)} withdraws ${otherSideOf(claim)}'s agreement to the loss of ${asked === undefined ? "a trick" : plural(asked, "trick")} (${time.reason})`,
  );
  const auto = sure === null ? 0 : Math.max(0, sure - given);
  requestGiveBack(b, claim, {
    law: "69B",
    seat,
    position,
    asked,
    sure: auto,
    sureLaw: "69B2",
    sureText: `no play of the remaining cards gives ${claim.side} ${auto === 1 ? "that trick" : "those tricks"}: ${otherSideOf(claim)} would have won ${auto === 1 ? "it" : "them"} had play continued`,
    question: `69B2: would ${otherSideOf(claim)} probably have won the trick${asked !== undefined && asked - auto === 1 ? "" : "s"} they agreed to lose had play continued? Rule the tricks given back to ${otherSideOf(claim)} (0: the agreement stands; at most ${open - auto})${claim.handFaced === true ? "; the claimer faced his hand (68C): be less generous (WBFLC Ex 49)" : ""}`,
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
    mostText: `those ${otherSideOf(claim)} agreed to lose`,
    standsText: `${otherSideOf(claim)} would not probably have won the trick: the agreement stands (69B2)`,
    clauses: ["69B", "69B1", "69B2"],
    defaultClause: "69B2",
    text: "the Director rules that the trick would probably have been won had play continued",
  });

/** Whether a seat's side can ask under 69B: it agreed to the claim. */
export const agreedBy = (claim: ClaimRecord, seat: Seat): boolean => sideOf(seat) !== claim.side;
