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

/**
 * Law 36 (35A): a double or redouble not permitted by Law 19. In rotation it stays open until the Director is
 * called (36B) or the offender's LHO calls first (36A). Out of rotation it can never be accepted (36B4).
 */
export const law36InadmissibleDouble = (
  a: AuctionState,
  offender: Seat,
  call: Call,
  position: number,
  turn: Seat,
): AuctionState => {
  if (offender !== turn) {
    // 36B4: cancelled; the auction reverts to the player whose turn it was; partner passes throughout.
    let s = record(a, { seat: offender, call, position, turn, status: "cancelled", law: "36B4" });
    s = note(
      s,
      position,
      "36B4",
      `${name(offender)}'s ${call} out of rotation is not permitted by Law 19: cancelled, never acceptable; the auction reverts to ${name(turn)}`,
    );
    return law36Bar(s, offender, call, position, "36B4");
  }
  const s = record(a, { seat: offender, call, position, turn, status: "open", law: "36" });
  return ask(
    note(
      { ...s, open: { kind: "inadmissible-double", offender, at: position, call, turn } },
      position,
      "35A",
      `${name(offender)}'s ${call} is not permitted by Law 19 (Law 36)`,
    ),
    {
      law: "36",
      position,
      question: `${name(offender)}'s ${call} is not permitted by Law 19: rectify under 36B (answer "36B", or draw attention); if ${name(lho(offender))} calls first, 36A applies`,
      answers: ["36B"],
    },
  );
};

/** 36B2 / 36B4: the offender's partner passes throughout; 26B may apply (none if the replacement is comparable); 72C. */
const law36Bar = (
  a: AuctionState,
  offender: Seat,
  call: Call,
  position: number,
  law: string,
): AuctionState => {
  const p = partner(offender);
  let s = oblige(
    a,
    { kind: "pass", seat: p, scope: "throughout", law, from: position },
    `${name(p)} must pass whenever it is his turn to call (${law})`,
  );
  s = information(s, offender, call, position, law);
  s = restrictLead(s, offender, "26B", position);
  s = review(s, { law: "72C", position, text: `damage through the inadmissible ${call} (${law})` });
  return {
    ...s,
    replacement: {
      offender,
      withdrawn: call,
      withdrawnAt: position,
      law: "36B3",
      onNotComparable: "lead-restriction-only",
    },
  };
};

/** 36B: rectified before the offender's LHO called: cancelled, the offender substitutes a legal call. */
export const law36B = (a: AuctionState, position: number): AuctionState => {
  const o = a.open;
  if (o === null || o.kind !== "inadmissible-double") return a;
  let s = answered(
    { ...a, open: null, calls: updateCall(a.calls, o.at, { status: "cancelled", law: "36B1" }) },
    "36",
    o.at,
  );
  s = note(
    settle(s, position),
    position,
    "36B1",
    `${name(o.offender)}'s ${o.call} is cancelled; he must substitute a legal call (36B2)`,
  );
  return law36Bar(s, o.offender, o.call, o.at, "36B2");
};

/**
 * 36A: the offender's LHO called before rectification: the inadmissible call and every later call are
 * cancelled; the auction reverts to the player whose turn it was, as though there had been no irregularity.
 * No lead restriction; 16C applies ([A-15]).
 */
export const law36A = (a: AuctionState, lhoSeat: Seat, lhoCall: Call, position: number): AuctionState => {
  const o = a.open;
  if (o === null || o.kind !== "inadmissible-double") return a;
  let s = record(
    { ...a, open: null },
    { seat: lhoSeat, call: lhoCall, position, turn: a.turn, status: "cancelled", law: "36A" },
  );
  s = {
    ...s,
    calls: cancelAfter(updateCall(s.calls, o.at, { status: "cancelled", law: "36A" }), o.at, "36A"),
  };
  s = information(s, o.offender, o.call, o.at, "36A");
  s = information(s, lhoSeat, lhoCall, position, "36A", sideOfSeat(o.offender));
  s = answered(s, "36", o.at);
  return note(
    settle(s, position),
    position,
    "36A",
    `${name(lhoSeat)} called before rectification: ${name(o.offender)}'s ${o.call} and the calls after it are cancelled; the auction reverts to ${name(o.turn)} as though there had been no irregularity`,
  );
};
