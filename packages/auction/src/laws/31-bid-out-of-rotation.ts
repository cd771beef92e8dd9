import { type Bid, bidStrain, type Call, isBid, partner, rho, type Seat } from "@bridgelaw/cards";
import { information, name, note, oblige, review } from "../context.ts";
import { barThroughout2007, type Relation } from "../out-of-rotation.ts";
import type { AuctionDraft } from "../state.ts";

/**
 * Law 31: a bid out of rotation, cancelled (29B). 2017: 31A at RHO's turn, wait for RHO's call (31A1 repeat /
 * 31A2 comparable); 31B at partner's turn or at LHO's turn before the offender has called, the offender's call
 * is judged as in 31A2. 2007 (editions A-11): 31B bars partner throughout.
 */
export const law31BidOutOfRotation = (
  d: AuctionDraft,
  offender: Seat,
  call: Bid,
  rel: Relation,
  calledBefore: boolean,
  at: number,
  position: number,
): void => {
  if (rel === "rho") {
    d.afterOutOfRotation = { offender, call, at, law: "31A" };
    note(
      d,
      position,
      "31A",
      `if ${name(rho(offender))} passes, ${name(offender)} must repeat ${call} (31A1); if he bids, doubles or redoubles, ${name(offender)} may make any legal call (31A2)`,
    );
    return;
  }
  if (rel === "lho" && calledBefore) return; // 31C: a change of call, routed to Law 25.
  if (d.options.edition === "2007") {
    barThroughout2007(d, offender, call, at, position, "31B");
    return;
  }
  information(d, offender, call, at, "31B1");
  d.replacement = {
    offender,
    withdrawn: call,
    withdrawnAt: at,
    law: "31B2",
    onNotComparable: "partner-next-turn",
  };
  note(
    d,
    position,
    "31B",
    `${name(partner(offender))} may call freely (16C2 applies); ${name(offender)} may make any legal call at his turn, ruled as in 31A2`,
  );
};

/**
 * 31A / 32A: the offender's RHO has now called at his turn. A pass obliges the offender to repeat his call
 * (31A1 / 32A1); a bid, double or redouble leaves him free, his call judged comparable or not (31A2 / 32A2).
 */
export const law31RhoCalled = (d: AuctionDraft, seat: Seat, call: Call, position: number): void => {
  const after = d.afterOutOfRotation;
  if (after === null || seat !== rho(after.offender)) return;
  const pending = { ...after };
  d.afterOutOfRotation = null;
  const { offender, at } = pending;
  const law = pending.law === "31A" ? "31A" : "32A";
  if (call === "P") {
    oblige(
      d,
      { kind: "repeat", seat: offender, call: pending.call, law: `${law}1`, from: position },
      `${name(seat)} passed: ${name(offender)} must repeat ${pending.call} (${law}1)`,
    );
    return;
  }
  if (d.options.edition === "2007") {
    if (law === "32A") {
      barThroughout2007(d, offender, pending.call, at, position, "32B2");
      return;
    }
    // 2007 31A2: repeating the denomination bars partner once; otherwise throughout with Law 26.
    d.replacement = {
      offender,
      withdrawn: pending.call,
      withdrawnAt: at,
      law: "31A2-2007",
      onNotComparable: "partner-throughout",
    };
    note(
      d,
      position,
      "31A2",
      `${name(offender)} may make any legal call: repeating the denomination, partner passes once; otherwise throughout (2007 31A2)`,
    );
    return;
  }
  d.replacement = {
    offender,
    withdrawn: pending.call,
    withdrawnAt: at,
    law: `${law}2`,
    onNotComparable: "partner-next-turn",
  };
  note(
    d,
    position,
    `${law}2`,
    `${name(seat)} acted: ${name(offender)} may make any legal call, comparable (no rectification) or not (partner passes at his next turn)`,
  );
};

/** 2007 31A2: the offender's call at his turn after RHO acted, judged by denomination, not comparability. */
export const law31A2In2007 = (d: AuctionDraft, call: Call, position: number): void => {
  const r = { ...d.replacement! };
  d.replacement = null;
  const p = partner(r.offender);
  const repeats = isBid(call) && isBid(r.withdrawn) && bidStrain(call) === bidStrain(r.withdrawn);
  if (repeats) {
    oblige(
      d,
      { kind: "pass", seat: p, scope: "next-turn", law: "31A2(a)", from: position },
      `${name(p)} must pass at his next turn (2007 31A2(a): denomination repeated)`,
    );
    review(d, {
      law: "23",
      position: r.withdrawnAt,
      text: "damage through the enforced pass (2007 31A2(a))",
    });
    return;
  }
  barThroughout2007(d, r.offender, r.withdrawn, r.withdrawnAt, position, "31A2(b)");
};
