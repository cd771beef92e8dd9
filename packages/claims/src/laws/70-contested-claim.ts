import { type DirectorRuled, type Seat, sideOf } from "@bridgelaw/cards";
import { endPlayByClaim, reopenPlay } from "../resolve.ts";
import type { ClaimBoardDraft, ClaimRecord, ClaimsState } from "../state.ts";
import {
  ask,
  ClaimNotOpen,
  describeClaim,
  isOpponent,
  name,
  note,
  otherSideOf,
  plural,
  replaceClaim,
  unask,
} from "../step.ts";

/** The Director's question on a disputed claim (answered by `DirectorRuled` under 70, 70C, 70D, 70E …). */
const question = (b: { readonly claims: ClaimsState }, claim: ClaimRecord): string => {
  const parts = [
    `Law 70: ${describeClaim(claim)} is disputed (${claim.objected.map(name).join(", ")}).`,
    `Rule the tricks ${claim.side} take of the ${claim.remaining} left ("tricks"; "stands" keeps the claim):`,
    "any doubtful point is resolved against the claimer (70A); an outstanding trump not mentioned (70C);",
    "no successful line outside the statement if a normal one does worse (70D1);",
    sideOf(claim.claimer) !== sideOf(claim.declarer)
      ? "a defender's claim that depends on partner's choice among normal plays is not accepted (70D2);"
      : "",
    b.claims.edition === "2007"
      ? "no unstated finesse or drop unless an opponent showed out or failing to adopt it would be irrational (2007 70E1); see the claim checker's report"
      : "no unstated finesse or drop unless an opponent showed out before, or would on any normal line (70E1); see the claim checker's report",
  ];
  return parts.filter((p) => p !== "").join(" ");
};

/**
 * Law 68D2 / 70: a player (dummy included) disputes the claim: the Director is called and rules under Law
 * 70 (or, at the non-claiming side's request and with the four players' agreement, play continues: 68D2(b)).
 * An objection before the agreement is established (69A) undoes it. 63A4: the non-claiming side's revokes are
 * not established without agreement: the Director lets them be corrected and resolves doubts against the
 * revoker (WBFLC).
 */
export const law70Dispute = (b: ClaimBoardDraft, claim: ClaimRecord, seat: Seat, position: number): void => {
  if (claim.final !== undefined) {
    note(
      b,
      position,
      "69A",
      `${name(seat)} objects after the agreement was established (69A): only a withdrawal under 69B, within the Correction Period, can change it`,
    );
    return;
  }
  if (claim.status === "adjudicated") {
    note(
      b,
      position,
      "70",
      `${name(seat)} objects: the Director has already ruled (an appeal is the way, Law 92)`,
    );
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
    note(b, position, "69A", "the agreement was not yet established: the objection makes the claim disputed");
  }
  note(
    b,
    position,
    "68D2",
    `${name(seat)}${isOpponent(claim, seat) ? "" : `, of the claimer's side,`} disputes ${describeClaim(claim)}: the Director is called (70)${
      b.claims.edition === "2017"
        ? `, or play continues if ${otherSideOf(claim)} ask and all four players agree (68D2(b))`
        : ""
    }`,
  );
  const open = b.play.revokes.filter((x) => x.status === "committed" && sideOf(x.offender) !== claim.side);
  if (open.length > 0 && b.claims.edition === "2017") {
    note(
      b,
      position,
      "63A4",
      `${open.map((x) => `${name(x.offender)}'s revoke on trick ${x.trick}`).join(", ")} ${open.length === 1 ? "is" : "are"} not established (no agreement): the Director lets ${open.length === 1 ? "it" : "them"} be corrected and resolves doubtful points against the revoker`,
    );
  }
  ask(b, { _tag: "Said", law: "70", position: claim.position, question: question(b, next) });
};

/**
 * Law 70: the Director's ruling on a disputed claim: the tricks the claimer's side takes of those left. On the
 * opponents' objection it never gives the claimer more than he claimed (I-CLAIM-4: conceded tricks come back
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
    throw new ClaimNotOpen(
      `70: the ruling gives the tricks ${claim.side} take of the ${claim.remaining} left ("tricks"), or "stands"`,
    );
  if (!Number.isInteger(t) || t < 0 || t > claim.remaining) {
    throw new ClaimNotOpen(`70: from 0 to ${claim.remaining} tricks (those left at the claim)`);
  }
  const ownSide = claim.objected.some((s) => !isOpponent(claim, s));
  if (t > claim.tricks && !ownSide) {
    throw new ClaimNotOpen(
      `70: on the opponents' objection the claimer's side gets at most the ${plural(claim.tricks, "trick")} claimed (I-CLAIM-4); conceded tricks come back only under 71`,
    );
  }
  const next: ClaimRecord = {
    ...claim,
    status: "adjudicated",
    resolution: { tricks: t, law: ruling.law, position },
  };
  replaceClaim(b, claim, next);
  unask(b, claim.position, "70");
  note(
    b,
    position,
    ruling.law,
    `the Director rules on ${describeClaim(claim)}: ${claim.side} take ${t} of the ${claim.remaining}${t < claim.tricks ? ` (${plural(claim.tricks - t, "trick")} to ${otherSideOf(claim)})` : ""}${ruling.text === undefined ? "" : `: ${ruling.text}`}`,
  );
  endPlayByClaim(b, next, ruling.law, position);
};
