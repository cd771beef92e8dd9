import { bidLevel, type Call, isBid, type Seat, sideOf } from "@bridgelaw/cards";
import { DomainRejection } from "@bridgelaw/log";
import { answered, ask, information, lho, name, note, offer, partner, withdrawOffer } from "../context.ts";
import { inRotationLaw } from "../legality.ts";
import { callInRotation, record, settle } from "../rotation.ts";
import { isStanding, summarize } from "../standing.ts";
import type { AuctionState, RecordedCall } from "../state.ts";
import { law36InadmissibleDouble } from "./36-inadmissible-double.ts";
import { law38BidAboveSeven } from "./38-bid-above-seven.ts";

/** `CallChanged`: a player substitutes `call` for the last call he made (Law 25; 21B1 after misinformation). */
export interface CallChanged {
  readonly type: "CallChanged";
  readonly seat: Seat;
  readonly call: Call;
}

const lastCallOf = (a: AuctionState, seat: Seat): RecordedCall | undefined => {
  for (let i = a.calls.length - 1; i >= 0; i -= 1) {
    const c = a.calls[i]!;
    if (c.seat === seat && isStanding(c)) return c;
  }
  return undefined;
};

/** Puts `replacement` in the slot of the call at `first`, which is withdrawn. */
const inSlot = (a: AuctionState, first: number, replacement: RecordedCall, law: string): RecordedCall[] =>
  a.calls
    .filter((c) => c.position !== replacement.position)
    .flatMap((c) =>
      c.position === first ? [{ ...c, status: "withdrawn" as const, law }, replacement] : [c],
    );

/**
 * Law 25: a player changes his call. Until his partner calls (25A4) and within the auction period (25A5), an
 * unintended call may be replaced (25A, the Director judges); any other change is 25B: LHO may accept it.
 */
export const law25ChangeOfCall = (
  a: AuctionState,
  seat: Seat,
  call: Call,
  position: number,
): AuctionState => {
  const first = lastCallOf(a, seat);
  if (first === undefined) throw new DomainRejection(`${name(seat)} has no call to change`);
  // A bid above seven is cancelled whatever else (38B); an inadmissible double can never be accepted (36B4).
  if (isBid(call) && bidLevel(call) > 7) return law38BidAboveSeven(a, seat, call, position, a.turn ?? seat);
  if (
    (call === "X" || call === "XX") &&
    inRotationLaw(
      {
        ...a,
        ...summarize(
          a.calls.filter((c) => c.position < first.position),
          a.dealer,
        ),
        obligations: [],
      },
      seat,
      call,
    ) === "36"
  ) {
    return law36InadmissibleDouble(a, seat, call, position, a.turn ?? lho(seat));
  }
  let s = record(a, {
    seat,
    call,
    position,
    turn: a.turn,
    status: "open",
    law: "25",
    flags: ["replacement"],
  });
  s = { ...s, open: { kind: "change-of-call", offender: seat, at: position, first: first.position, call } };
  const partnerCalled = a.calls.some(
    (c) => c.seat === partner(seat) && c.position > first.position && isStanding(c),
  );
  if (partnerCalled) {
    s = note(
      s,
      position,
      "25A4",
      `${name(partner(seat))} has called since: ${first.call} cannot be replaced under 25A`,
    );
    return law25B(s, position);
  }
  const e2007 = a.options.edition === "2007";
  return ask(note(s, position, "25", `${name(seat)} changes ${first.call} to ${call}`), {
    law: "25A",
    position,
    blocking: true,
    question: e2007
      ? `was ${name(seat)}'s ${first.call} inadvertent, and corrected without pause for thought (2007 25A)?`
      : `was ${name(seat)}'s ${first.call} unintended: a mechanical error or slip of the tongue, not a change of mind (25A1, 25A2)?`,
    answers: ["unintended", "intended"],
  });
};

/** 25B: LHO may accept the substitute, by choosing or by calling intentionally over it (25B1). */
const law25B = (a: AuctionState, _position: number): AuctionState => {
  const o = a.open!;
  return offer(a, {
    seat: lho(o.offender),
    law: "25B1",
    options: ["accept", "refuse"],
    about: o.at,
    text: `${name(lho(o.offender))} may accept ${name(o.offender)}'s substituted ${o.call} (25B1); otherwise it is cancelled and the first call stands (25B2)`,
  });
};

/** The Director's finding under 25A. */
export const law25Ruled = (
  a: AuctionState,
  answer: string,
  about: number,
  position: number,
): AuctionState => {
  const o = a.open;
  if (o === null || o.kind !== "change-of-call") return a;
  const s = answered(a, "25A", about);
  if (answer === "intended")
    return law25B(
      note(s, position, "25B", `${name(o.offender)}'s first call was intended: 25B applies`),
      position,
    );
  // 25A1: the intended call replaces the unintended one; no lead restriction, no 16C for the offender ([A-8]).
  const first = a.calls.find((c) => c.position === o.first)!;
  const after = a.calls.filter((c) => c.position > o.first && c.position < o.at && isStanding(c));
  const before = a.calls.filter((c) => c.position < o.first);
  const legalHere = inRotationLaw({ ...s, ...summarize(before, a.dealer) }, o.offender, o.call) === null;
  if (after.length === 0 || !legalHere) {
    // The call is made at the offender's turn again and is subject to the appropriate Law (25A1).
    const back: AuctionState = settle(
      {
        ...s,
        open: null,
        calls: s.calls
          .filter((c) => c.position !== o.at)
          .map((c) =>
            c.position === o.first || after.includes(c) ? { ...c, status: "withdrawn", law: "25A" } : c,
          ),
      },
      position,
    );
    return callInRotation(
      note(back, position, "25A1", `${name(o.offender)}'s unintended ${first.call} is replaced by ${o.call}`),
      o.offender,
      o.call,
      o.at,
    );
  }
  let t: AuctionState = settle(
    {
      ...s,
      open: null,
      calls: inSlot(
        s,
        o.first,
        { ...a.calls.find((c) => c.position === o.at)!, status: "standing", law: "25A1" },
        "25A1",
      ),
    },
    position,
  );
  t = note(t, position, "25A1", `${name(o.offender)}'s unintended ${first.call} is replaced by ${o.call}`);
  return offer(t, {
    seat: lho(o.offender),
    law: "25A6",
    options: ["withdraw", "keep"],
    about: o.at,
    text: `${name(lho(o.offender))} may withdraw the call he made over ${first.call} (25A6)`,
  });
};

/** 25A6: LHO withdraws the calls he made over the unintended call (authorised for his side, not the opponents'). */
export const law25A6 = (a: AuctionState, option: string, position: number): AuctionState => {
  const open = a.pending.find((p) => p.law === "25A6");
  let s = withdrawOffer(a, "25A6");
  if (open === undefined || option !== "withdraw") return note(s, position, "25A6", "LHO keeps his call");
  const changed = s.calls.find((c) => c.position === open.about)!;
  const ofLho = s.calls.filter(
    (c) => c.seat === open.seat && isStanding(c) && s.calls.indexOf(c) > s.calls.indexOf(changed),
  );
  const gone = new Set(ofLho.map((c) => c.position));
  s = {
    ...s,
    calls: s.calls.map((c) => (gone.has(c.position) ? { ...c, status: "withdrawn", law: "25A6" } : c)),
  };
  for (const c of ofLho) s = information(s, c.seat, c.call, c.position, "25A6", sideOf(changed.seat));
  return note(
    settle(s, position),
    position,
    "25A6",
    `${name(open.seat)} withdraws his call over the changed call`,
  );
};

/** 25B1 / 25B2: LHO accepts (first call withdrawn) or refuses (substitute cancelled); 16C (25B3); 26B unless comparable. */
export const law25Choice = (
  a: AuctionState,
  accept: boolean,
  position: number,
  byCalling: boolean,
): AuctionState => {
  const o = a.open;
  if (o === null || o.kind !== "change-of-call") return a;
  const first = a.calls.find((c) => c.position === o.first)!;
  const made = a.calls.find((c) => c.position === o.at)!;
  let s: AuctionState = withdrawOffer({ ...a, open: null }, "25B1");
  if (accept) {
    s = { ...s, calls: inSlot(s, o.first, { ...made, status: "standing", law: "25B1" }, "25B1") };
    s = information(s, first.seat, first.call, first.position, "25B3");
    s = note(
      settle(s, position),
      position,
      "25B1",
      `${name(lho(o.offender))} accepts ${o.call}${byCalling ? " by calling over it" : ""}: ${first.call} is withdrawn`,
    );
  } else {
    s = {
      ...s,
      calls: s.calls.map((c) => (c.position === o.at ? { ...c, status: "cancelled", law: "25B2" } : c)),
    };
    s = information(s, made.seat, made.call, made.position, "25B3");
    s = note(settle(s, position), position, "25B2", `${o.call} is cancelled; ${first.call} stands`);
  }
  const withdrawn = accept ? first : made;
  const final = accept ? made : first;
  s = {
    ...s,
    replacement: {
      offender: o.offender,
      withdrawn: withdrawn.call,
      withdrawnAt: withdrawn.position,
      law: accept ? "25B1" : "25B2",
      onNotComparable: "lead-restriction-only",
      madeAt: final.position,
    },
  };
  return ask(s, {
    law: "23A",
    position: final.position,
    question: `is ${name(o.offender)}'s ${final.call} comparable to the withdrawn ${withdrawn.call}? (26A: if so, no lead restriction)`,
    answers: ["A1", "A2", "A3", "not-comparable"],
  });
};
