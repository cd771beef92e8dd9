import type { DirectorRuled, Seat } from "@bridgelaw/cards";
import { playBounds } from "../checker/checker.ts";
import type { InTime } from "../consequences.ts";
import { givenBack, requestGiveBack, ruleGiveBack } from "../give-back.ts";
import type { ClaimBoardDraft, ClaimRecord } from "../state.ts";
import { ClaimNotOpen, named, note } from "../step.ts";

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
    throw new ClaimNotOpen({
      _tag: "ConcessionNotSettled",
      law: "71",
      ...named(claim),
      status: claim.status,
    });
  }
  if (conceded <= 0) throw new ClaimNotOpen({ _tag: "NothingConceded", law: "71", ...named(claim) });
  const timing = { timing: time.timing, ...(time.deadline !== undefined && { deadline: time.deadline }) };
  if (!time.allowed) {
    note(b, { _tag: "ConcessionCancelLate", position, law: "71", seat, ...timing });
    return;
  }
  note(b, {
    _tag: "ConcessionCancelAsked",
    position,
    law: "71",
    seat,
    asked: asked ?? "unstated",
    ...timing,
  });
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
    sureReason: "no-play-loses",
    question: { _tag: "ConcessionCancelQuestion", side: claim.side, most: conceded - auto },
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
    clauses: ["71A", "71B"],
    defaultClause: "71B",
    reason: "ruled-cancelled",
  });
