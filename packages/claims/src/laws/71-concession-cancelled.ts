import type { DirectorRuled, Seat } from "@bridgelaw/cards";
import { playBounds } from "../checker/checker.ts";
import type { ClaimBoardDraft, ClaimRecord } from "../state.ts";
import { ClaimNotOpen, describeClaim, name, note, plural } from "../step.ts";
import type { InTime } from "./69-agreement.ts";
import { givenBack, requestGiveBack, ruleGiveBack } from "./give-back.ts";

/** Tricks conceded (of those left at the claim), after the 71 corrections already made. */
const stillConceded = (claim: ClaimRecord): number => claim.remaining - claim.tricks - givenBack(claim, "71");

/**
 * Law 71: a concession stands; but within the Correction Period (79C) the Director cancels it for a trick the
 * conceding side had in fact already won (71A) or that could not be lost by any normal play of the remaining
 * cards, careless or inferior plays included (71B). A trick that no play at all could lose is given back at
 * once; for the rest the Director judges what is normal. The trick goes to the side that conceded it.
 */
export const law71Withdraw = (
  b: ClaimBoardDraft,
  claim: ClaimRecord,
  seat: Seat,
  asked: number | undefined,
  time: InTime,
  position: number,
): void => {
  const conceded = stillConceded(claim);
  if (claim.resolution === undefined) {
    throw new ClaimNotOpen(
      `71: ${describeClaim(claim)} is not settled (${claim.status}): the concession is not yet made good`,
    );
  }
  if (conceded <= 0) throw new ClaimNotOpen(`71: ${describeClaim(claim)} concedes no trick`);
  if (!time.allowed) {
    note(
      b,
      position,
      "71",
      `${name(seat)} asks to cancel the concession ${time.reason}: the concession stands`,
    );
    return;
  }
  note(
    b,
    position,
    "71",
    `${name(seat)} asks to cancel the concession of ${asked === undefined ? "a trick" : plural(asked, "trick")} (${time.reason})`,
  );
  const bounds = playBounds({ position: claim.at, claimer: claim.claimer, tricks: claim.tricks });
  const given = givenBack(claim, "71");
  const auto =
    bounds.minimum === null ? 0 : Math.min(conceded, Math.max(0, bounds.minimum - claim.tricks - given));
  requestGiveBack(b, claim, {
    law: "71",
    seat,
    position,
    asked,
    sure: auto,
    sureLaw: "71B",
    sureText: `no play of the remaining cards could lose ${auto === 1 ? "that trick" : "those tricks"}: the concession is cancelled`,
    question: `71: had ${claim.side} already won the conceded trick (71A), or could it not be lost by any normal play, careless or inferior included (71B)? Rule the tricks given back to ${claim.side} (0: the concession stands; at most ${conceded - auto})`,
  });
};

/** The Director's ruling under 71: the conceded tricks given back to the claimer's side. */
export const law71Ruled = (
  b: ClaimBoardDraft,
  claim: ClaimRecord,
  ruling: DirectorRuled,
  position: number,
): void =>
  ruleGiveBack(b, claim, ruling, position, {
    law: "71",
    most: stillConceded(claim),
    mostText: "those still conceded",
    standsText: "the concession stands (71)",
    clauses: ["71A", "71B"],
    defaultClause: "71B",
    text: "the Director cancels the concession",
  });
