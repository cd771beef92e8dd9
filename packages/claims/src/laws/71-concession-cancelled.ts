import type { DirectorRuled, Seat } from "@bridgelaw/cards";
import { playBounds } from "../checker/checker.ts";
import type { ClaimBoard, ClaimRecord } from "../state.ts";
import { ask, ClaimNotOpen, describeClaim, name, note, plural, replaceClaim, unask } from "../step.ts";
import { correct, type InTime } from "./69-agreement.ts";

/** Tricks conceded (of those left at the claim), after the 71 corrections already made. */
const stillConceded = (claim: ClaimRecord): number =>
  claim.remaining -
  claim.tricks -
  claim.corrections.filter((x) => x.law.startsWith("71")).reduce((n, x) => n + x.tricks, 0);

/**
 * Law 71: a concession stands; but within the Correction Period (79C) the Director cancels it for a trick the
 * conceding side had in fact already won (71A) or that could not be lost by any normal play of the remaining
 * cards, careless or inferior plays included (71B). A trick that no play at all could lose is given back at
 * once; for the rest the Director judges what is normal. The trick goes to the side that conceded it.
 */
export const law71Withdraw = (
  b: ClaimBoard,
  claim: ClaimRecord,
  seat: Seat,
  asked: number | undefined,
  time: InTime,
  position: number,
): ClaimBoard => {
  const conceded = stillConceded(claim);
  if (claim.resolution === undefined) {
    throw new ClaimNotOpen(
      `71: ${describeClaim(claim)} is not settled (${claim.status}): the concession is not yet made good`,
    );
  }
  if (conceded <= 0) throw new ClaimNotOpen(`71: ${describeClaim(claim)} concedes no trick`);
  if (!time.allowed) {
    return note(
      b,
      position,
      "71",
      `${name(seat)} asks to cancel the concession ${time.reason}: the concession stands`,
    );
  }
  let r = note(
    b,
    position,
    "71",
    `${name(seat)} asks to cancel the concession of ${asked === undefined ? "a trick" : plural(asked, "trick")} (${time.reason})`,
  );
  const bounds = playBounds({ position: claim.at, claimer: claim.claimer, tricks: claim.tricks });
  const given = claim.corrections.filter((x) => x.law.startsWith("71")).reduce((n, x) => n + x.tricks, 0);
  const auto =
    bounds.minimum === null ? 0 : Math.min(conceded, Math.max(0, bounds.minimum - claim.tricks - given));
  let c = claim;
  if (auto > 0) {
    r = correct(
      r,
      c,
      "71B",
      auto,
      position,
      `no play of the remaining cards could lose ${auto === 1 ? "that trick" : "those tricks"}: the concession is cancelled`,
    );
    c = r.claims.claims.find((x) => x.position === claim.position)!;
  }
  if (asked === undefined ? auto === 0 : asked > auto) {
    const request = {
      law: "71" as const,
      seat,
      position,
      ...(asked !== undefined && { tricks: asked - auto }),
    };
    r = replaceClaim(r, c, { ...c, requests: [...c.requests, request] });
    r = ask(r, {
      law: "71",
      position,
      question: `71: had ${claim.side} already won the conceded trick (71A), or could it not be lost by any normal play, careless or inferior included (71B)? Rule the tricks given back to ${claim.side} (0: the concession stands; at most ${conceded - auto})`,
    });
  }
  return r;
};

/** The Director's ruling under 71: the conceded tricks given back to the claimer's side. */
export const law71Ruled = (
  b: ClaimBoard,
  claim: ClaimRecord,
  ruling: DirectorRuled,
  position: number,
): ClaimBoard => {
  const about = ruling.about!;
  const t = ruling.tricks ?? (ruling.answer === "stands" ? 0 : undefined);
  if (t === undefined)
    throw new ClaimNotOpen(
      '71: the ruling gives the tricks given back ("tricks"; 0 or "stands": the concession stands)',
    );
  const most = stillConceded(claim);
  if (!Number.isInteger(t) || t < 0 || t > most)
    throw new ClaimNotOpen(`71: from 0 to ${plural(most, "trick")} (those still conceded)`);
  let r = unask(b, about, "71");
  const c = { ...claim, requests: claim.requests.filter((x) => x.position !== about) };
  r = replaceClaim(r, claim, c);
  if (t === 0) return note(r, position, ruling.law, "the Director rules that the concession stands (71)");
  const law = ruling.law === "71A" || ruling.law === "71B" ? ruling.law : "71B";
  return correct(r, c, law, t, position, "the Director cancels the concession");
};
