import { answered, information, name, note, withdrawOffer } from "../context.ts";
import { deprivedSeat, isStanding, withSummary } from "../standing.ts";
import type { AuctionDraft } from "../state.ts";

/**
 * Law 17D3 (and 34): a call followed by three passes, one of them out of rotation and depriving a player of
 * his turn, does not end the auction: it reverts to that player, every later pass is cancelled, and each
 * player who passed out of rotation is an offender (16C). No other rectification ([A-10]).
 */
export const law17D3RightToCall = (d: AuctionDraft, position: number): void => {
  if (!d.ended) return;
  const found = deprivedSeat(d.calls.filter(isStanding), d.dealer);
  if (found === null) return;
  const cancelled = new Set(found.cancel.map((c) => c.position));
  d.revertTo = found.seat;
  for (const c of d.calls) {
    if (cancelled.has(c.position)) {
      c.status = "cancelled";
      c.law = "17D3";
    }
  }
  withSummary(d);
  for (const c of found.cancel) {
    if (c.flags?.includes("accepted-out-of-rotation") || (c.turn !== null && c.turn !== c.seat)) {
      information(d, c.seat, c.call, c.position, "17D3");
    }
  }
  note(
    d,
    position,
    "17D3",
    `${name(found.seat)} was deprived of his turn by a pass out of rotation: the auction reverts to ${name(found.seat)}; the passes at positions ${[...cancelled].join(", ")} are cancelled`,
  );
};

/**
 * Law 17D: the auction period ends when the opening lead is faced (17D1), or, on a passed-out board, when the
 * four hands are back in the board (17D2). No call may be changed after it: a 21B1 question still open and a
 * change still offered (21B1(a), 21B2) lapse; the Director's remedy is then 21B3 at the end of play.
 */
export const law17DAuctionPeriodEnds = (d: AuctionDraft, law: "17D1" | "17D2", position: number): void => {
  if (d.periodEnded !== null) return;
  d.periodEnded = position;
  const asked = d.rulingsNeeded.filter((r) => r.law === "21B1").map((r) => r.position);
  const offered = d.pending.filter((p) => p.law === "21B1" || p.law === "21B2");
  for (const about of asked) answered(d, "21B1", about);
  withdrawOffer(d, "21B1");
  withdrawOffer(d, "21B2");
  if (asked.length === 0 && offered.length === 0) return;
  note(
    d,
    position,
    law,
    `the auction period is over (${law === "17D1" ? "the opening lead is faced" : "the hands are back in the board"}): no call may be changed after the misinformation any more (21B1(a)); the Director may adjust at the end of play (21B3)`,
  );
};
