import { type Call, type Seat, sideOf } from "@bridgelaw/cards";
import {
  answered,
  ask,
  information,
  lho,
  note,
  oblige,
  partner,
  record,
  removeWhere,
  review,
} from "../context.ts";
import { DONE, type Next } from "../next.ts";
import { restrictLead } from "../rules/lead-restrictions.ts";
import { settle } from "../rules/settle.ts";
import { cancelAfter, updateCall } from "../standing.ts";
import type { AuctionDraft, OpenOf } from "../state.ts";

/** Law 38 (35C): a bid of more than seven. Never permitted (38A); open until rectified. */
export const law38BidAboveSeven = (
  d: AuctionDraft,
  offender: Seat,
  call: Call,
  position: number,
  turn: Seat,
): void => {
  record(d, { seat: offender, call, position, turn, status: "open", law: "38" });
  d.open = { kind: "above-seven", offender, at: position, call, turn };
  note(d, { _tag: "BidAboveSeven", position, law: "35C", seat: offender, call });
  ask(d, { _tag: "RectifyBidAboveSeven", law: "38", position, seat: offender, call, answers: ["38"] });
};

/**
 * 38B–38D: the bid is cancelled with any later call, replaced by a pass (38C; out of rotation the offender
 * passes at his turn: 38 does not say where, a default); each member of the offending side passes throughout;
 * 72C and 26B unless the offender's LHO called before rectification (38D, read literally: 38B and 38C still
 * apply).
 */
export const law38Rectify = (
  d: AuctionDraft,
  position: number,
  lhoCall?: { seat: Seat; call: Call },
): void => {
  const open = d.open;
  if (open === null || open.kind !== "above-seven") return;
  const o = { ...open };
  const turn = d.turn;
  d.open = null;
  answered(d, "38", o.at);
  if (lhoCall !== undefined) {
    record(d, { seat: lhoCall.seat, call: lhoCall.call, position, turn, status: "cancelled", law: "38B" });
    information(d, lhoCall.seat, lhoCall.call, position, "38B", sideOf(o.offender));
  }
  updateCall(d, o.at, { status: "cancelled", law: "38B" });
  cancelAfter(d, o.at, "38B");
  removeWhere(d.obligations, (x) => x.seat === o.offender || x.seat === partner(o.offender));
  if (o.turn === o.offender) {
    record(d, { seat: o.offender, call: "P", position, turn: o.offender, status: "standing", law: "38C" });
  }
  note(
    d,
    lhoCall === undefined
      ? { _tag: "CallReplacedByPass", position, law: "38C", seat: o.offender, call: o.call }
      : {
          _tag: "CallsReplacedByPass",
          position,
          law: "38C",
          seat: o.offender,
          call: o.call,
          lho: lhoCall.seat,
          lhoCall: lhoCall.call,
        },
  );
  for (const seat of [o.offender, partner(o.offender)]) {
    oblige(d, { kind: "pass", seat, scope: "throughout", law: "38C", from: position });
  }
  information(d, o.offender, o.call, o.at, "38B");
  if (lhoCall !== undefined) {
    note(d, { _tag: "LhoCalledAfterBidAboveSeven", position, law: "38D", seat: lho(o.offender) });
    settle(d, position);
    return;
  }
  restrictLead(d, o.offender, "26B", o.at, position);
  review(d, { _tag: "DamageReview", law: "72C", position: o.at, cause: "bid-above-seven", under: "38D" });
  settle(d, position);
};

/**
 * 38D, while a bid above seven waits for its rectification: the offender's LHO calls before it: both are
 * cancelled (38B, 38C), without lead restriction or review. Another player's call: not Law 38's.
 */
export const law38CallByLho = (
  d: AuctionDraft,
  o: OpenOf<"above-seven">,
  seat: Seat,
  call: Call,
  position: number,
): Next | undefined => {
  if (seat !== lho(o.offender)) return undefined;
  law38Rectify(d, position, { seat, call });
  return DONE;
};
