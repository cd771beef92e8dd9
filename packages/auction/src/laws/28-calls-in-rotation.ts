import type { Seat } from "@bridgelaw/cards";
import { information, name, note, partner, record, removeWhere, withdrawOffer } from "../context.ts";
import { settle } from "../settle.ts";
import { updateCall } from "../standing.ts";
import type { AuctionDraft } from "../state.ts";

/**
 * 28A: a call at RHO's turn when RHO is required to pass is in rotation: RHO's pass is deemed made
 * (INV-21), discharging his next-turn obligation.
 */
export const law28ADeemedPass = (d: AuctionDraft, barred: Seat, caller: Seat, position: number): void => {
  removeWhere(d.obligations, (o) => o.seat === barred && o.kind === "pass" && o.scope === "next-turn");
  record(d, { seat: barred, call: "P", position, turn: barred, status: "deemed", law: "28A" });
  settle(d, position);
  note(
    d,
    position,
    "28A",
    `${name(barred)} must pass: his pass is deemed made and ${name(caller)}'s call is in rotation`,
  );
};

/**
 * 28B: the player whose turn it was calls before the call out of rotation is rectified: it is cancelled, the
 * right to rectification forfeited; no lead restriction (Law 26 does not apply) but 16C2 for the offender's partner.
 */
export const law28BCancelled = (d: AuctionDraft, position: number): void => {
  const open = d.open;
  if (open === null || open.kind !== "out-of-rotation") return;
  const o = { ...open };
  updateCall(d, o.at, { status: "cancelled", law: "28B" });
  d.open = null;
  withdrawOffer(d, "29A");
  information(d, o.offender, o.call, o.at, "28B");
  note(
    d,
    position,
    "28B",
    `${name(o.turn)} calls in turn: ${name(o.offender)}'s ${o.call} out of rotation is cancelled, rectification forfeited (16C2 for ${name(partner(o.offender))})`,
  );
};
