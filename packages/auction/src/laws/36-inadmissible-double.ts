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
  restrictLead,
  review,
} from "../context.ts";
import { settle } from "../settle.ts";
import { cancelAfter, updateCall } from "../standing.ts";
import type { AuctionDraft } from "../state.ts";

/**
 * Law 36 (35A): a double or redouble not permitted by Law 19. In rotation it stays open until the Director is
 * called (36B) or the offender's LHO calls first (36A). Out of rotation it can never be accepted (36B4).
 */
export const law36InadmissibleDouble = (
  d: AuctionDraft,
  offender: Seat,
  call: Call,
  position: number,
  turn: Seat,
): void => {
  if (offender !== turn) {
    // 36B4: cancelled; the auction reverts to the player whose turn it was; partner passes throughout.
    record(d, { seat: offender, call, position, turn, status: "cancelled", law: "36B4" });
    note(
      d,
      position,
      "36B4",
      `${name(offender)}'s ${call} out of rotation is not permitted by Law 19: cancelled, never acceptable; the auction reverts to ${name(turn)}`,
    );
    law36Bar(d, offender, call, position, "36B4");
    return;
  }
  record(d, { seat: offender, call, position, turn, status: "open", law: "36" });
  d.open = { kind: "inadmissible-double", offender, at: position, call, turn };
  note(d, position, "35A", `${name(offender)}'s ${call} is not permitted by Law 19 (Law 36)`);
  ask(d, {
    _tag: "Said",
    law: "36",
    position,
    question: `${name(offender)}'s ${call} is not permitted by Law 19: rectify under 36B (answer "36B", or draw attention); if ${name(lho(offender))} calls first, 36A applies`,
    answers: ["36B"],
  });
};

/** 36B2 / 36B4: the offender's partner passes throughout; 26B may apply (none if the replacement is comparable); 72C. */
const law36Bar = (d: AuctionDraft, offender: Seat, call: Call, position: number, law: string): void => {
  const p = partner(offender);
  oblige(
    d,
    { kind: "pass", seat: p, scope: "throughout", law, from: position },
    `${name(p)} must pass whenever it is his turn to call (${law})`,
  );
  information(d, offender, call, position, law);
  restrictLead(d, offender, "26B", position);
  review(d, { law: "72C", position, text: `damage through the inadmissible ${call} (${law})` });
  d.replacement = {
    offender,
    withdrawn: call,
    withdrawnAt: position,
    law: "36B3",
    onNotComparable: "lead-restriction-only",
  };
};

/** 36B: rectified before the offender's LHO called: cancelled, the offender substitutes a legal call. */
export const law36B = (d: AuctionDraft, position: number): void => {
  const open = d.open;
  if (open === null || open.kind !== "inadmissible-double") return;
  const o = { ...open };
  d.open = null;
  updateCall(d, o.at, { status: "cancelled", law: "36B1" });
  answered(d, "36", o.at);
  settle(d, position);
  note(
    d,
    position,
    "36B1",
    `${name(o.offender)}'s ${o.call} is cancelled; he must substitute a legal call (36B2)`,
  );
  law36Bar(d, o.offender, o.call, o.at, "36B2");
};

/**
 * 36A: the offender's LHO called before rectification: the inadmissible call and every later call are
 * cancelled; the auction reverts to the player whose turn it was, as though there had been no irregularity.
 * No lead restriction; 16C applies ([A-15]).
 */
export const law36A = (d: AuctionDraft, lhoSeat: Seat, lhoCall: Call, position: number): void => {
  const open = d.open;
  if (open === null || open.kind !== "inadmissible-double") return;
  const o = { ...open };
  d.open = null;
  record(d, { seat: lhoSeat, call: lhoCall, position, turn: d.turn, status: "cancelled", law: "36A" });
  updateCall(d, o.at, { status: "cancelled", law: "36A" });
  cancelAfter(d, o.at, "36A");
  information(d, o.offender, o.call, o.at, "36A");
  information(d, lhoSeat, lhoCall, position, "36A", sideOf(o.offender));
  answered(d, "36", o.at);
  settle(d, position);
  note(
    d,
    position,
    "36A",
    `${name(lhoSeat)} called before rectification: ${name(o.offender)}'s ${o.call} and the calls after it are cancelled; the auction reverts to ${name(o.turn)} as though there had been no irregularity`,
  );
};
