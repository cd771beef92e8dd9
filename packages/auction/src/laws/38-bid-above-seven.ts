import type { Call, Seat } from "@bridgelaw/cards";
import {
  answered,
  ask,
  information,
  lho,
  name,
  note,
  oblige,
  partner,
  restrictLead,
  review,
  sideOfSeat,
} from "../context.ts";
import { record, settle } from "../rotation.ts";
import { cancelAfter, updateCall } from "../standing.ts";
import type { AuctionState } from "../state.ts";

/** Law 38 (35C): a bid of more than seven. Never permitted (38A); open until rectified. */
export const law38BidAboveSeven = (
  a: AuctionState,
  offender: Seat,
  call: Call,
  position: number,
  turn: Seat,
): AuctionState => {
  const s = record(a, { seat: offender, call, position, turn, status: "open", law: "38" });
  return ask(
    note(
      { ...s, open: { kind: "above-seven", offender, at: position, call, turn } },
      position,
      "35C",
      `${name(offender)}'s ${call} is a bid of more than seven (Law 38)`,
    ),
    {
      law: "38",
      position,
      question: `${name(offender)}'s ${call} is a bid of more than seven: rectify under Law 38 (answer "38", or draw attention)`,
      answers: ["38"],
    },
  );
};

/**
 * 38B–38D: the bid is cancelled with any later call, replaced by a pass (38C; out of rotation the offender
 * passes at his turn, [A-22]); each member of the offending side passes throughout; 72C and 26B unless the
 * offender's LHO called before rectification (38D, [A-5]).
 */
export const law38Rectify = (
  a: AuctionState,
  position: number,
  lhoCall?: { seat: Seat; call: Call },
): AuctionState => {
  const o = a.open;
  if (o === null || o.kind !== "above-seven") return a;
  let s: AuctionState = answered({ ...a, open: null }, "38", o.at);
  if (lhoCall !== undefined) {
    s = record(s, {
      seat: lhoCall.seat,
      call: lhoCall.call,
      position,
      turn: a.turn,
      status: "cancelled",
      law: "38B",
    });
    s = information(s, lhoCall.seat, lhoCall.call, position, "38B", sideOfSeat(o.offender));
  }
  s = {
    ...s,
    calls: cancelAfter(updateCall(s.calls, o.at, { status: "cancelled", law: "38B" }), o.at, "38B"),
  };
  s = {
    ...s,
    obligations: s.obligations.filter((x) => x.seat !== o.offender && x.seat !== partner(o.offender)),
  };
  if (o.turn === o.offender) {
    s = record(s, {
      seat: o.offender,
      call: "P",
      position,
      turn: o.offender,
      status: "standing",
      law: "38C",
    });
  }
  s = note(
    s,
    position,
    "38C",
    `${name(o.offender)}'s ${o.call} is cancelled${lhoCall ? ` with ${name(lhoCall.seat)}'s ${lhoCall.call}` : ""} and replaced by a pass`,
  );
  for (const seat of [o.offender, partner(o.offender)]) {
    s = oblige(
      s,
      { kind: "pass", seat, scope: "throughout", law: "38C", from: position },
      `${name(seat)} must pass whenever it is his turn to call (38C)`,
    );
  }
  s = information(s, o.offender, o.call, o.at, "38B");
  if (lhoCall !== undefined) {
    return settle(
      note(
        s,
        position,
        "38D",
        `${name(lho(o.offender))} called after the bid above seven: no lead restriction, no 72C review (38D)`,
      ),
      position,
    );
  }
  s = restrictLead(s, o.offender, "26B", o.at, position);
  return settle(
    review(s, { law: "72C", position: o.at, text: "damage through the bid above seven (38D)" }),
    position,
  );
};
