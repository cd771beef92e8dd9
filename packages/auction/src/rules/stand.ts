import type { Call, Seat } from "@bridgelaw/cards";
import { peek } from "@bridgelaw/log";
import { removeWhere } from "../context.ts";
import { appendStanding } from "../standing.ts";
import type { AuctionDraft, CallFlag, Obligation } from "../state.ts";
import { law23ReplacementMade } from "./comparable-call.ts";
import { law17D3RightToCall } from "./deprived-turn.ts";
import { endOfAuction } from "./end-of-auction.ts";
import { law31A2In2007, rhoCalledAfterOutOfRotation } from "./out-of-rotation.ts";

/** Discharges `seat`'s next-turn obligations: its turn has come. */
const discharge = (d: AuctionDraft, seat: Seat): void => {
  const ends = (o: Obligation): boolean =>
    o.seat === seat && (o.kind === "repeat" || o.scope === "next-turn");
  // looked for first in the obligations as they stand (no draft of each only to read it)
  if (peek(peek(d).obligations).some(ends)) removeWhere(d.obligations, ends);
};

/**
 * A call standing in rotation: recorded at the end of the standing auction, the seat's turn discharged, and
 * the auction settled (17D3, then 22 and 26 when it is over); then what waited for this call: RHO's call
 * after a cancelled call out of rotation (31A, 32A), the offender's replacement (Law 23).
 */
export const standCall = (
  d: AuctionDraft,
  seat: Seat,
  call: Call,
  position: number,
  flags?: readonly CallFlag[],
): void => {
  const turn = d.turn;
  const waiting = d.afterOutOfRotation !== null;
  const r = d.replacement === null ? null : { offender: d.replacement.offender, law: d.replacement.law };
  if (d.revertTo === seat) d.revertTo = null;
  discharge(d, seat);
  d.calls.push({
    seat,
    call,
    position,
    turn,
    status: "standing",
    ...(flags !== undefined && flags.length > 0 && { flags: [...flags] }),
  });
  // The call joins the end of the standing auction: its summary follows from the last one.
  appendStanding(d, seat, call);
  if (d.ended) {
    law17D3RightToCall(d, position);
    if (d.ended) endOfAuction(d, position);
  }
  // 31A / 32A: the offender's RHO has called after a cancelled call out of rotation.
  if (waiting) rhoCalledAfterOutOfRotation(d, seat, call, position);
  // Law 23: the offender's replacement, when one is awaited.
  if (r !== null && r.offender === seat && r.law !== "27B") {
    if (r.law === "31A2-2007") law31A2In2007(d, call, position);
    else law23ReplacementMade(d, seat, call, position);
  }
};
