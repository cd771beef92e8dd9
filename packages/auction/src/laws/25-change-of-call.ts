import { type Call, type LawId, type Seat, sideOf } from "@bridgelaw/cards";
import { DomainRejection } from "@bridgelaw/log";
import {
  answered,
  ask,
  information,
  lho,
  note,
  offer,
  partner,
  record,
  startReplacement,
  withdrawOffer,
} from "../context.ts";
import { inRotationLaw } from "../legality.ts";
import { DONE, type Next } from "../next.ts";
import { settle } from "../rules/settle.ts";
import { isStanding, summarize } from "../standing.ts";
import type { AuctionDraft, AuctionState, OpenOf, RecordedCall } from "../state.ts";

/**
 * `CallChanged`: a player substitutes `call` for the last call he made (Law 25; 21B1 after misinformation);
 * the log's wire contract is `@bridgelaw/table`'s Schema of the event, which this type is checked equal to.
 */
export interface CallChanged {
  readonly type: "CallChanged";
  readonly seat: Seat;
  readonly call: Call;
}

/** The last call `seat` made that stands: the call a change replaces (none: there is nothing to change). */
export const lastCallOf = (a: AuctionState, seat: Seat): RecordedCall => {
  for (let i = a.calls.length - 1; i >= 0; i -= 1) {
    const c = a.calls[i]!;
    if (c.seat === seat && isStanding(c)) return c;
  }
  throw new DomainRejection({ _tag: "NoCallToChange", seat });
};

/** Whether `call`, a double or redouble, would have been inadmissible (Law 19) in place of `first`. */
export const inadmissibleInPlaceOf = (
  a: AuctionState,
  first: RecordedCall,
  seat: Seat,
  call: Call,
): boolean => {
  if (call !== "X" && call !== "XX") return false;
  const before = summarize(
    a.calls.filter((c) => c.position < first.position),
    a.dealer,
  );
  return (
    inRotationLaw({ lastBid: before.lastBid, doubling: before.doubling, obligations: [] }, seat, call) ===
    "36"
  );
};

/** Puts `replacement` in the slot of the call at `first`, which is withdrawn. */
const inSlot = (d: AuctionDraft, first: number, replacement: RecordedCall, law: LawId): void => {
  const calls: AuctionDraft["calls"] = [];
  for (const c of d.calls) {
    if (c.position === replacement.position) continue;
    calls.push(c);
    if (c.position !== first) continue;
    c.status = "withdrawn";
    c.law = law;
    calls.push(replacement as AuctionDraft["calls"][number]);
  }
  d.calls = calls;
};

/**
 * Law 25: a player changes his call. Until his partner calls (25A4) and within the auction period (25A5), an
 * unintended call may be replaced (25A, the Director judges); any other change is 25B: LHO may accept it. (A
 * change to a bid above seven, or to a double not permitted where the first call was, is Law 38 or 36B4's.)
 */
export const law25ChangeOfCall = (d: AuctionDraft, seat: Seat, call: Call, position: number): void => {
  const first = lastCallOf(d, seat);
  const was = { call: first.call, position: first.position };
  const partnerCalled = d.calls.some(
    (c) => c.seat === partner(seat) && c.position > was.position && isStanding(c),
  );
  record(d, { seat, call, position, turn: d.turn, status: "open", law: "25", flags: ["replacement"] });
  d.open = { kind: "change-of-call", offender: seat, at: position, first: was.position, call };
  if (partnerCalled) {
    note(d, { _tag: "PartnerCalledSince", position, law: "25A4", seat: partner(seat), call: was.call });
    law25B(d);
    return;
  }
  note(d, { _tag: "ChangeOfCall", position, law: "25", seat, first: was.call, call });
  ask(d, {
    _tag: "WasCallUnintended",
    law: "25A",
    position,
    blocking: true,
    seat,
    call: was.call,
    ...(d.options.edition === "2007" && { edition: "2007" as const }),
    answers: ["unintended", "intended"],
  });
};

/** 25B: LHO may accept the substitute, by choosing or by calling intentionally over it (25B1). */
const law25B = (d: AuctionDraft): void => {
  const o = d.open!;
  offer(d, {
    _tag: "MayAcceptSubstitute",
    seat: lho(o.offender),
    law: "25B1",
    options: ["accept", "refuse"],
    about: o.at,
    offender: o.offender,
    call: o.call,
  });
};

/**
 * The Director's finding under 25A. An unintended call replaced at the offender's turn is then made in
 * rotation, subject to its Law (25A1): the dispatcher takes it (`in-rotation`).
 */
export const law25Ruled = (d: AuctionDraft, answer: string, about: number, position: number): Next => {
  const open = d.open;
  if (open === null || open.kind !== "change-of-call") return DONE;
  const o = { ...open };
  answered(d, "25A", about);
  if (answer === "intended") {
    note(d, { _tag: "FirstCallIntended", position, law: "25B", seat: o.offender });
    law25B(d);
    return DONE;
  }
  // 25A1: the intended call replaces the unintended one; no lead restriction, no 16C for the offender (a
  // default: the WBFLC commentary deems an unintended call never made).
  const firstCall = d.calls.find((c) => c.position === o.first)!.call;
  const after = d.calls.filter((c) => c.position > o.first && c.position < o.at && isStanding(c));
  const before = summarize(
    d.calls.filter((c) => c.position < o.first),
    d.dealer,
  );
  const legalHere =
    inRotationLaw(
      { lastBid: before.lastBid, doubling: before.doubling, obligations: d.obligations },
      o.offender,
      o.call,
    ) === null;
  if (after.length === 0 || !legalHere) {
    // The call is made at the offender's turn again and is subject to the appropriate Law (25A1).
    d.open = null;
    d.calls = d.calls.filter((c) => c.position !== o.at);
    for (const c of d.calls) {
      if (c.position === o.first || after.includes(c)) {
        c.status = "withdrawn";
        c.law = "25A";
      }
    }
    settle(d, position);
    note(d, {
      _tag: "UnintendedCallReplaced",
      position,
      law: "25A1",
      seat: o.offender,
      first: firstCall,
      call: o.call,
    });
    return { follows: "in-rotation", seat: o.offender, call: o.call, position: o.at };
  }
  const made = d.calls.find((c) => c.position === o.at)!;
  d.open = null;
  inSlot(d, o.first, { ...made, status: "standing", law: "25A1" }, "25A1");
  settle(d, position);
  note(d, {
    _tag: "UnintendedCallReplaced",
    position,
    law: "25A1",
    seat: o.offender,
    first: firstCall,
    call: o.call,
  });
  offer(d, {
    _tag: "MayWithdrawCallOver",
    seat: lho(o.offender),
    law: "25A6",
    options: ["withdraw", "keep"],
    about: o.at,
    call: firstCall,
  });
  return DONE;
};

/** 25A6: LHO withdraws the calls he made over the unintended call (authorised for his side, not the opponents'). */
export const law25A6 = (d: AuctionDraft, option: string, position: number): void => {
  const found = d.pending.find((p) => p.law === "25A6");
  const open = found === undefined ? undefined : { seat: found.seat, about: found.about };
  withdrawOffer(d, "25A6");
  if (open === undefined || option !== "withdraw") {
    note(d, { _tag: "LhoKeepsCall", position, law: "25A6" });
    return;
  }
  const changed = d.calls.find((c) => c.position === open.about)!;
  const from = d.calls.indexOf(changed);
  const ofLho = d.calls
    .filter((c, i) => c.seat === open.seat && isStanding(c) && i > from)
    .map((c) => ({ seat: c.seat, call: c.call, position: c.position }));
  const gone = new Set(ofLho.map((c) => c.position));
  for (const c of d.calls) {
    if (gone.has(c.position)) {
      c.status = "withdrawn";
      c.law = "25A6";
    }
  }
  for (const c of ofLho) information(d, c.seat, c.call, c.position, "25A6", sideOf(changed.seat));
  settle(d, position);
  note(d, { _tag: "LhoWithdrawsCall", position, law: "25A6", seat: open.seat });
};

/**
 * 25B1 / 25B2: LHO accepts (first call withdrawn) or refuses (substitute cancelled); 16C (25B3); 26B unless
 * comparable. 2007 Code: no comparable call; whether Law 26 applies is the Director's ruling.
 */
export const law25Choice = (d: AuctionDraft, accept: boolean, position: number, byCalling: boolean): void => {
  const open = d.open;
  if (open === null || open.kind !== "change-of-call") return;
  const o = { ...open };
  const firstCall = d.calls.find((c) => c.position === o.first)!;
  const madeCall = d.calls.find((c) => c.position === o.at)!;
  const first = { seat: firstCall.seat, call: firstCall.call, position: firstCall.position };
  const made = { seat: madeCall.seat, call: madeCall.call, position: madeCall.position };
  const replacing = { ...madeCall, status: "standing" as const, law: "25B1" as const };
  d.open = null;
  withdrawOffer(d, "25B1");
  if (accept) {
    inSlot(d, o.first, replacing, "25B1");
    information(d, first.seat, first.call, first.position, "25B3");
    settle(d, position);
    note(d, {
      _tag: "SubstituteAccepted",
      position,
      law: "25B1",
      seat: lho(o.offender),
      call: o.call,
      first: first.call,
      byCalling,
    });
  } else {
    for (const c of d.calls) {
      if (c.position === o.at) {
        c.status = "cancelled";
        c.law = "25B2";
      }
    }
    information(d, made.seat, made.call, made.position, "25B3");
    settle(d, position);
    note(d, { _tag: "SubstituteCancelled", position, law: "25B2", call: o.call, first: first.call });
  }
  const withdrawn = accept ? first : made;
  const final = accept ? made : first;
  if (d.options.edition === "2007") {
    // 2007 25B: no comparable call in this Code; 25B3 (16D) for the withdrawn call; Law 26 is the Director's
    ask(d, {
      _tag: "DoesLaw26Apply",
      law: "26",
      position: withdrawn.position,
      seat: o.offender,
      withdrawn: withdrawn.call,
      withdrawnAt: withdrawn.position,
      under: accept ? "25B1" : "25B2",
      answers: ["applies", "does-not-apply"],
    });
    return;
  }
  startReplacement(d, {
    offender: o.offender,
    withdrawn: withdrawn.call,
    withdrawnAt: withdrawn.position,
    law: accept ? "25B1" : "25B2",
    onNotComparable: "lead-restriction-only",
    madeAt: final.position,
  });
  ask(d, {
    _tag: "ComparableForLeadRestriction",
    law: "23A",
    position: final.position,
    seat: o.offender,
    call: final.call,
    withdrawn: withdrawn.call,
    answers: ["A1", "A2", "A3", "not-comparable"],
  });
};

/**
 * 25B1, while a substituted call waits for LHO's choice: LHO calls intentionally over it, which accepts it; his
 * call is then taken as made after it. Another player's call, or no 25B1 choice open: not 25B's.
 */
export const law25BCallByLho = (
  d: AuctionDraft,
  o: OpenOf<"change-of-call">,
  seat: Seat,
  call: Call,
  position: number,
): Next | undefined => {
  if (seat !== lho(o.offender) || !d.pending.some((p) => p.law === "25B1")) return undefined;
  law25Choice(d, true, position, true);
  return { follows: "call", seat, call, position, accepting: true };
};
