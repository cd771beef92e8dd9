import type { Call, Seat } from "@bridgelaw/cards";
import { answered, ask, information, note, record } from "../context.ts";
import { DONE, type Next } from "../next.ts";
import { updateCall } from "../standing.ts";
import type { AuctionDraft, OpenIrregularity } from "../state.ts";

/**
 * Law 9B: a further call while an irregularity's rectification is pending (no Law of the irregularity takes
 * it: not an acceptance, a condonation or a replacement). The Director rules on them in order (9B):
 * the call is recorded, open, and he is asked to cancel it; the auction waits.
 */
export const law9BFurtherCall = (
  d: AuctionDraft,
  o: OpenIrregularity,
  seat: Seat,
  call: Call,
  position: number,
): Next => {
  record(d, { seat, call, position, turn: d.turn, status: "open", law: "9B" });
  ask(d, {
    _tag: "CallWhileRectificationPending",
    law: "9B",
    position,
    blocking: true,
    seat,
    call,
    offender: o.offender,
    irregularity: o.kind,
    irregular: o.call,
    answers: ["cancel"],
  });
  return DONE;
};

/** 9B: the Director cancels the further call; Law 16C applies to it. */
export const law9BRuled = (d: AuctionDraft, about: number, position: number): void => {
  const found = d.calls.find((c) => c.position === about)!;
  const held = { seat: found.seat, call: found.call };
  updateCall(d, about, { status: "cancelled", law: "9B" });
  answered(d, "9B", about);
  information(d, held.seat, held.call, about, "16C");
  note(d, { _tag: "FurtherCallCancelled", position, law: "9B", ...held });
};
