import type { Seat } from "@bridgelaw/cards";
import { information, name, note, partner, withdrawOffer } from "../context.ts";
import { record, settle } from "../rotation.ts";
import { updateCall } from "../standing.ts";
import type { AuctionState } from "../state.ts";

/**
 * 28A: a call at RHO's turn when RHO is required to pass is in rotation: RHO's pass is deemed made
 * (INV-21), discharging his next-turn obligation.
 */
export const law28ADeemedPass = (
  a: AuctionState,
  barred: Seat,
  caller: Seat,
  position: number,
): AuctionState => {
  const s = record(
    {
      ...a,
      obligations: a.obligations.filter(
        (o) => !(o.seat === barred && o.kind === "pass" && o.scope === "next-turn"),
      ),
    },
    { seat: barred, call: "P", position, turn: barred, status: "deemed", law: "28A" },
  );
  return note(
    settle(s, position),
    position,
    "28A",
    `${name(barred)} must pass: his pass is deemed made and ${name(caller)}'s call is in rotation`,
  );
};

/**
 * 28B: the player whose turn it was calls before the call out of rotation is rectified: it is cancelled, the
 * right to rectification forfeited; no lead restriction (Law 26 does not apply) but 16C2 for the offender's partner.
 */
export const law28BCancelled = (a: AuctionState, position: number): AuctionState => {
  const o = a.open;
  if (o === null || o.kind !== "out-of-rotation") return a;
  let s: AuctionState = withdrawOffer(
    { ...a, calls: updateCall(a.calls, o.at, { status: "cancelled", law: "28B" }), open: null },
    "29A",
  );
  s = information(s, o.offender, o.call, o.at, "28B");
  return note(
    s,
    position,
    "28B",
    `${name(o.turn)} calls in turn: ${name(o.offender)}'s ${o.call} out of rotation is cancelled, rectification forfeited (16C2 for ${name(partner(o.offender))})`,
  );
};
