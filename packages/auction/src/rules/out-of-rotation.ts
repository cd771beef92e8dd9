import { bidStrain, type Call, isBid, type LawId, partner, rho, type Seat } from "@bridgelaw/cards";
import { information, note, oblige, record, review } from "../context.ts";
import { passObligation, repeatObligation } from "../legality.ts";
import type { AuctionDraft } from "../state.ts";
import { restrictLead } from "./lead-restrictions.ts";

/**
 * What Laws 29–32 share: where the offender called, relative to the player whose turn it was;
 * what follows RHO's call after a cancelled call out of rotation at RHO's turn (31A, 32A: the repeat, or any
 * legal call judged comparable); and the 2007 Code's bar on partner after a cancelled call out of rotation.
 */
export type Relation = "rho" | "partner" | "lho";

export const relationOf = (offender: Seat, turn: Seat): Relation =>
  turn === rho(offender) ? "rho" : turn === partner(offender) ? "partner" : "lho";

/** 2007 31B / 32A / 31A2(b) / 32B2: partner passes throughout; Law 26 lead restrictions; Law 23. */
export const barThroughout2007 = (
  d: AuctionDraft,
  offender: Seat,
  call: Call,
  at: number,
  position: number,
  law: LawId,
): void => {
  const p = partner(offender);
  oblige(
    d,
    { kind: "pass", seat: p, scope: "throughout", law, from: position },
    { _tag: "MustPass", position, law, seat: p, scope: "throughout", edition: "2007" },
  );
  information(d, offender, call, at, "16D");
  restrictLead(d, offender, "26", at, position);
  review(d, {
    _tag: "DamageReview",
    law: "23",
    position: at,
    cause: "enforced-pass",
    under: law,
    edition: "2007",
  });
};

/**
 * 31A / 32A: the offender's RHO has now called at his turn. A pass obliges the offender to repeat his call
 * (31A1 / 32A1); a bid, double or redouble leaves him free, his call judged comparable or not (31A2 / 32A2).
 */
export const rhoCalledAfterOutOfRotation = (
  d: AuctionDraft,
  seat: Seat,
  call: Call,
  position: number,
): void => {
  const after = d.afterOutOfRotation;
  if (after === null || seat !== rho(after.offender)) return;
  const pending = { ...after };
  d.afterOutOfRotation = null;
  const { offender, at } = pending;
  const law = pending.law === "31A" ? "31A" : "32A";
  if (call === "P") {
    // a double at RHO's turn, RHO passes: 2017 32A1, 2007 32B1
    const cite: LawId = law === "32A" && d.options.edition === "2007" ? "32B1" : `${law}1`;
    oblige(
      d,
      { kind: "repeat", seat: offender, call: pending.call, law: cite, from: position },
      {
        _tag: "RhoPassedMustRepeat",
        position,
        law: cite,
        seat: offender,
        call: pending.call,
        rho: seat,
      },
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
    note(d, { _tag: "AnyCallDenomination2007", position, law: "31A2", seat: offender });
    return;
  }
  d.replacement = {
    offender,
    withdrawn: pending.call,
    withdrawnAt: at,
    law: `${law}2`,
    onNotComparable: "partner-next-turn",
  };
  note(d, { _tag: "RhoActed", position, law: `${law}2`, seat, offender });
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
      { _tag: "MustPassDenominationRepeated", position, law: "31A2(a)", seat: p },
    );
    review(d, {
      _tag: "DamageReview",
      law: "23",
      position: r.withdrawnAt,
      cause: "enforced-pass",
      under: "31A2(a)",
      edition: "2007",
    });
    return;
  }
  barThroughout2007(d, r.offender, r.withdrawn, r.withdrawnAt, position, "31A2(b)");
};

/**
 * 31A1 / 32A1, at the offender's turn: he must repeat his call; any other call is not the call the Law requires:
 * it is cancelled and he calls again (true). A repeat, or any call when he must pass too, goes on (false), the
 * repeat obligation spent by the repeat.
 */
export const repeatRequired = (d: AuctionDraft, seat: Seat, call: Call, position: number): boolean => {
  const repeat = repeatObligation(d, seat);
  if (repeat === undefined) return false;
  if (call !== repeat.call && passObligation(d, seat) === undefined) {
    const { law } = repeat;
    record(d, { seat, call, position, turn: d.turn, status: "cancelled", law });
    note(d, { _tag: "RepeatRequired", position, law, seat, required: repeat.call, call });
    return true;
  }
  return false;
};
