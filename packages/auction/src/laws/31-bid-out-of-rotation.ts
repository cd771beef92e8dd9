import { type Bid, bidStrain, type Call, isBid, partner, rho, type Seat } from "@bridgelaw/cards";
import { information, name, note, oblige, restrictLead, review } from "../context.ts";
import type { AuctionState } from "../state.ts";
import type { Relation } from "./29-call-out-of-rotation.ts";

/**
 * Law 31: a bid out of rotation, cancelled (29B). 2017: 31A at RHO's turn, wait for RHO's call (31A1 repeat /
 * 31A2 comparable); 31B at partner's turn or at LHO's turn before the offender has called, the offender's call
 * is judged as in 31A2. 2007 (editions A-11): 31B bars partner throughout.
 */
export const law31BidOutOfRotation = (
  a: AuctionState,
  offender: Seat,
  call: Bid,
  rel: Relation,
  calledBefore: boolean,
  at: number,
  position: number,
): AuctionState => {
  if (rel === "rho") {
    return note(
      { ...a, afterOutOfRotation: { offender, call, at, law: "31A" } },
      position,
      "31A",
      `if ${name(rho(offender))} passes, ${name(offender)} must repeat ${call} (31A1); if he bids, doubles or redoubles, ${name(offender)} may make any legal call (31A2)`,
    );
  }
  if (rel === "lho" && calledBefore) return a; // 31C: a change of call, routed to Law 25.
  if (a.options.edition === "2007") return barThroughout2007(a, offender, call, at, position, "31B");
  const s = information(a, offender, call, at, "31B1");
  return note(
    {
      ...s,
      replacement: {
        offender,
        withdrawn: call,
        withdrawnAt: at,
        law: "31B2",
        onNotComparable: "partner-next-turn",
      },
    },
    position,
    "31B",
    `${name(partner(offender))} may call freely (16C2 applies); ${name(offender)} may make any legal call at his turn, ruled as in 31A2`,
  );
};

/** 2007 31B / 32A / 31A2(b): partner passes throughout; Law 26 lead restrictions; Law 23. */
export const barThroughout2007 = (
  a: AuctionState,
  offender: Seat,
  call: Call,
  at: number,
  position: number,
  law: string,
): AuctionState => {
  const p = partner(offender);
  let s = oblige(
    a,
    { kind: "pass", seat: p, scope: "throughout", law, from: position },
    `${name(p)} must pass throughout (2007 ${law})`,
  );
  s = information(s, offender, call, at, "16D");
  s = restrictLead(s, offender, "26", at, position);
  return review(s, { law: "23", position: at, text: `damage through the enforced pass (2007 ${law})` });
};

/**
 * 31A / 32A: the offender's RHO has now called at his turn. A pass obliges the offender to repeat his call
 * (31A1 / 32A1); a bid, double or redouble leaves him free, his call judged comparable or not (31A2 / 32A2).
 */
export const law31RhoCalled = (a: AuctionState, seat: Seat, call: Call, position: number): AuctionState => {
  const pending = a.afterOutOfRotation;
  if (pending === null || seat !== rho(pending.offender)) return a;
  const s: AuctionState = { ...a, afterOutOfRotation: null };
  const { offender, at } = pending;
  const law = pending.law === "31A" ? "31A" : "32A";
  if (call === "P") {
    return oblige(
      s,
      { kind: "repeat", seat: offender, call: pending.call, law: `${law}1`, from: position },
      `${name(seat)} passed: ${name(offender)} must repeat ${pending.call} (${law}1)`,
    );
  }
  if (s.options.edition === "2007") {
    if (law === "32A") return barThroughout2007(s, offender, pending.call, at, position, "32B2");
    // 2007 31A2: repeating the denomination bars partner once; otherwise throughout with Law 26.
    return note(
      {
        ...s,
        replacement: {
          offender,
          withdrawn: pending.call,
          withdrawnAt: at,
          law: "31A2-2007",
          onNotComparable: "partner-throughout",
        },
      },
      position,
      "31A2",
      `${name(offender)} may make any legal call: repeating the denomination, partner passes once; otherwise throughout (2007 31A2)`,
    );
  }
  return note(
    {
      ...s,
      replacement: {
        offender,
        withdrawn: pending.call,
        withdrawnAt: at,
        law: `${law}2`,
        onNotComparable: "partner-next-turn",
      },
    },
    position,
    `${law}2`,
    `${name(seat)} acted: ${name(offender)} may make any legal call, comparable (no rectification) or not (partner passes at his next turn)`,
  );
};

/** 2007 31A2: the offender's call at his turn after RHO acted, judged by denomination, not comparability. */
export const law31A2In2007 = (a: AuctionState, call: Call, position: number): AuctionState => {
  const r = a.replacement!;
  const s: AuctionState = { ...a, replacement: null };
  const p = partner(r.offender);
  const repeats = isBid(call) && isBid(r.withdrawn) && bidStrain(call) === bidStrain(r.withdrawn);
  if (repeats) {
    return review(
      oblige(
        s,
        { kind: "pass", seat: p, scope: "next-turn", law: "31A2(a)", from: position },
        `${name(p)} must pass at his next turn (2007 31A2(a): denomination repeated)`,
      ),
      { law: "23", position: r.withdrawnAt, text: "damage through the enforced pass (2007 31A2(a))" },
    );
  }
  return barThroughout2007(s, r.offender, r.withdrawn, r.withdrawnAt, position, "31A2(b)");
};
