import { type Call, type Seat, sideOf } from "@bridgelaw/cards";
import {
  answered,
  ask,
  information,
  lho,
  name,
  note,
  oblige,
  partner,
  record,
  removeWhere,
  restrictLead,
  review,
} from "../context.ts";
import { settle } from "../settle.ts";
import { cancelAfter, updateCall } from "../standing.ts";
import type { AuctionDraft } from "../state.ts";

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
  note(d, position, "35C", `${name(offender)}'s ${call} is a bid of more than seven (Law 38)`);
  ask(d, {
    _tag: "Said",
    law: "38",
    position,
    question: `${name(offender)}'s ${call} is a bid of more than seven: rectify under Law 38 (answer "38", or draw attention)`,
    answers: ["38"],
  });
};

/**
 * 38B–38D: the bid is cancelled with any later call, replaced by a pass (38C; out of rotation the offender
 * passes at his turn, [A-22]); each member of the offending side passes throughout; 72C and 26B unless the
 * offender's LHO called before rectification (38D, [A-5]).
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
    position,
    "38C",
    `${name(o.offender)}'s ${o.call} is cancelled${lhoCall ? ` with ${name(lhoCall.seat)}'s ${lhoCall.call}` : ""} and replaced by a pass`,
  );
  for (const seat of [o.offender, partner(o.offender)]) {
    oblige(
      d,
      { kind: "pass", seat, scope: "throughout", law: "38C", from: position },
      `${name(seat)} must pass whenever it is his turn to call (38C)`,
    );
  }
  information(d, o.offender, o.call, o.at, "38B");
  if (lhoCall !== undefined) {
    note(
      d,
      position,
      "38D",
      `${name(lho(o.offender))} called after the bid above seven: no lead restriction, no 72C review (38D)`,
    );
    settle(d, position);
    return;
  }
  restrictLead(d, o.offender, "26B", o.at, position);
  review(d, { law: "72C", position: o.at, text: "damage through the bid above seven (38D)" });
  settle(d, position);
};
