import {
  type Bid,
  bidStrain,
  type Call,
  isBid,
  isSufficient,
  makeBid,
  type Seat,
  type Strain,
} from "@bridgelaw/cards";
import {
  answered,
  ask,
  information,
  lho,
  name,
  note,
  oblige,
  offer,
  partner,
  restrictLead,
  review,
  withdrawOffer,
} from "../context.ts";
import { doubleAdmissible } from "../legality.ts";
import { record, settle, standCall } from "../rotation.ts";
import { updateCall } from "../standing.ts";
import type { AuctionState, ReplacementCheck } from "../state.ts";
import { law38BidAboveSeven } from "./38-bid-above-seven.ts";

const COMPARABLE = ["A1", "A2", "A3"] as const;

/** The lowest sufficient bid in `strain` over the standing auction (the 27B1(a) candidate for a natural IB). */
export const lowestSufficient = (last: Bid | null, strain: Strain): Bid | null => {
  for (let level = 1; level <= 7; level += 1) {
    const b = makeBid(level, strain);
    if (isSufficient(b, last)) return b;
  }
  return null;
};

/**
 * Law 27 (18D): an insufficient bid in rotation. It stays open: the offender's LHO may accept it (27A1),
 * by choosing or by calling; otherwise it must be replaced (27B).
 */
export const law27InsufficientBid = (
  a: AuctionState,
  offender: Seat,
  bid: Call,
  position: number,
): AuctionState => {
  const second = a.replacement !== null && a.replacement.law === "27B" && a.replacement.offender === offender;
  const law = second ? "27B4" : "27A1";
  let s = record(a, { seat: offender, call: bid, position, turn: a.turn, status: "open", law: "27" });
  s = { ...s, open: { kind: "insufficient", offender, at: position, call: bid as Bid, second } };
  s = offer(s, {
    seat: lho(offender),
    law,
    options: ["accept", "refuse"],
    about: position,
    text: `${name(lho(offender))} may accept ${name(offender)}'s insufficient ${bid} (${law}); calling over it accepts it`,
  });
  return note(
    s,
    position,
    second ? "27B4" : "18D",
    `${name(offender)}'s ${bid} is insufficient over ${a.lastBid?.bid}`,
  );
};

/** 27A1 (and 27B4): the insufficient bid is accepted; it is the last bid for sufficiency (18C). */
export const law27Accept = (a: AuctionState, position: number, byCalling: boolean): AuctionState => {
  const o = a.open;
  if (o === null || o.kind !== "insufficient") return a;
  const law = o.second ? "27B4" : "27A1";
  let calls = updateCall(a.calls, o.at, { status: "standing", law, flags: ["accepted-insufficient"] });
  let s: AuctionState = withdrawOffer({ ...a, calls, open: null }, law);
  if (o.premature !== undefined) {
    // 27C: the premature replacement is cancelled; its information is unauthorised for the offender's partner.
    const prem = a.calls.find((c) => c.position === o.premature)!;
    calls = updateCall(s.calls, o.premature, { status: "cancelled", law: "27C" });
    s = information({ ...s, calls }, prem.seat, prem.call, prem.position, "27C");
  }
  s = note(
    s,
    position,
    law,
    `${name(lho(o.offender))} accepts the insufficient ${o.call}${byCalling ? " by calling over it" : ""}: it stands as legal`,
  );
  s = settle(s, position);
  if (!o.second) return s;
  const r = a.replacement;
  s = { ...s, replacement: null };
  if (r?.barred) return s; // already barred under 27B3 / 27B4
  // [A-14]: an accepted second insufficient bid; the partner's bar follows the comparable test.
  return askClassification(
    { ...s, replacement: { ...(r as ReplacementCheck), law: "27B4", madeAt: o.at } },
    o.offender,
    r?.withdrawn ?? o.call,
    o.call,
    o.at,
    false,
  );
};

/** 27B: the insufficient bid is not accepted: it is withdrawn and the offender must replace it. */
export const law27Refuse = (a: AuctionState, position: number): AuctionState => {
  const o = a.open;
  if (o === null || o.kind !== "insufficient") return a;
  const law = o.second ? "27B4" : "27A1";
  const barred = o.second || a.replacement?.barred === true;
  let s: AuctionState = withdrawOffer(
    {
      ...a,
      calls: updateCall(a.calls, o.at, {
        status: o.second ? "cancelled" : "withdrawn",
        law: o.second ? "27B4" : "27B",
      }),
      open: null,
    },
    law,
  );
  const first = o.second && a.replacement !== null ? a.replacement : null;
  s = {
    ...s,
    replacement: {
      offender: o.offender,
      withdrawn: first?.withdrawn ?? o.call,
      withdrawnAt: first?.withdrawnAt ?? o.at,
      law: "27B",
      onNotComparable:
        a.options.law27B2PartnerBar === "next-turn" ? "partner-next-turn" : "partner-throughout",
      barred,
    },
  };
  if (o.second) s = information(s, o.offender, o.call, o.at, "27B4");
  if (o.second && a.replacement?.barred !== true)
    s = law27Bar(s, o.offender, s.replacement!.withdrawnAt, "27B4", position);
  s = note(
    s,
    position,
    o.second ? "27B4" : "27B",
    o.second
      ? `${name(lho(o.offender))} does not accept the second insufficient ${o.call}: it is cancelled and ruled as 27B3 (${name(partner(o.offender))} must pass throughout); ${name(o.offender)} must replace it`
      : `${name(lho(o.offender))} does not accept ${o.call}: ${name(o.offender)} must replace it with a legal call`,
  );
  s = settle(s, position);
  if (o.premature === undefined) return s;
  // 27C: the premature replacement, made before LHO chose, is now the replacement.
  const prem = a.calls.find((c) => c.position === o.premature)!;
  return law27Replacement(
    { ...s, calls: s.calls.filter((c) => c.position !== prem.position) },
    o.offender,
    prem.call,
    prem.position,
  );
};

/** 27C: the offender replaces his insufficient bid before LHO has chosen: the replacement waits for LHO. */
export const law27Premature = (
  a: AuctionState,
  offender: Seat,
  call: Call,
  position: number,
): AuctionState => {
  const o = a.open;
  if (o === null || o.kind !== "insufficient") return a;
  const s = record(a, {
    seat: offender,
    call,
    position,
    turn: a.turn,
    status: "open",
    law: "27C",
    flags: ["replacement"],
  });
  return note(
    { ...s, open: { ...o, premature: position } },
    position,
    "27C",
    `${name(offender)} replaces ${o.call} by ${call} before ${name(lho(offender))} has chosen: if ${o.call} is not accepted, ${call} stands if legal`,
  );
};

/** The offender's replacement for a withdrawn insufficient bid (27B1–27B4). */
export const law27Replacement = (
  a: AuctionState,
  offender: Seat,
  call: Call,
  position: number,
): AuctionState => {
  const r = a.replacement!;
  if (isBid(call) && Number.parseInt(call, 10) > 7)
    return law38BidAboveSeven({ ...a, replacement: null }, offender, call, position, offender);
  if (isBid(call) && !isSufficient(call, a.lastBid?.bid ?? null))
    return law27InsufficientBid(a, offender, call, position);
  if (call === "X" || call === "XX") {
    if (r.barred || !doubleAdmissible(a, offender, call)) return law27B3Cancel(a, offender, call, position);
    // 27B1(b): a double may be a comparable call; the Director says whether it is.
    const s = record(a, {
      seat: offender,
      call,
      position,
      turn: a.turn,
      status: "open",
      law: "27B1(b)",
      flags: ["replacement"],
    });
    return askClassification(
      { ...s, replacement: { ...r, madeAt: position } },
      offender,
      r.withdrawn,
      call,
      position,
      false,
    );
  }
  let s = standCall({ ...a, replacement: null }, offender, call, position, ["replacement"]);
  if (r.barred) return s; // 27B3 / 27B4: the bar was imposed when the double or second insufficient bid was cancelled.
  s = { ...s, replacement: { ...r, madeAt: position } };
  return askClassification(s, offender, r.withdrawn, call, position, isBid(call));
};

/** 27B3: an attempted double or redouble (not a comparable 27B1(b) call) is cancelled; partner is barred. */
const law27B3Cancel = (a: AuctionState, offender: Seat, call: Call, position: number): AuctionState => {
  const s = information(
    record(a, {
      seat: offender,
      call,
      position,
      turn: a.turn,
      status: "cancelled",
      law: "27B3",
      flags: ["replacement"],
    }),
    offender,
    call,
    position,
    "27B3",
  );
  const r = a.replacement!;
  const noted = note(
    { ...s, replacement: { ...r, barred: true } },
    position,
    "27B3",
    `${name(offender)}'s ${call} is cancelled: he must replace the insufficient bid with a sufficient bid or a pass`,
  );
  return r.barred ? noted : law27Bar(noted, offender, r.withdrawnAt, "27B3", position);
};

/** The Director's question on a replacement (27B1(a) lowest same denomination, 27B1(b) comparable). Blocks the auction. */
const askClassification = (
  a: AuctionState,
  offender: Seat,
  withdrawn: Call,
  replacement: Call,
  position: number,
  canBeB1a: boolean,
): AuctionState => {
  const e2007 = a.options.edition === "2007";
  const candidate = isBid(withdrawn) ? lowestSufficient(a.lastBid?.bid ?? null, bidStrain(withdrawn)) : null;
  const b1a = e2007
    ? `the lowest sufficient bid in the same denomination, both bids incontrovertibly not artificial (27B1(a))`
    : `the lowest sufficient bid specifying the same denomination(s) (27B1(a)${candidate ? `; for a natural ${withdrawn} that is ${candidate}` : ""})`;
  const b1b = e2007
    ? "of the same or a more precise meaning, fully contained in the meanings of the insufficient bid (27B1(b))"
    : "comparable (23A1 same or similar meaning, 23A2 a subset, 23A3 same purpose: 27B1(b))";
  return ask(a, {
    law: a.replacement?.law === "27B4" ? "27B4" : "27B1",
    position,
    blocking: true,
    question: `is ${name(offender)}'s ${replacement}, replacing the insufficient ${withdrawn}, ${canBeB1a ? `${b1a}, or ` : ""}${b1b}?`,
    answers: [...(canBeB1a ? ["27B1(a)"] : []), ...(e2007 ? ["contained"] : COMPARABLE), "not-comparable"],
  });
};

/** 27B2 / 27B3 / 27B4: the offender's partner must pass (throughout by default, [A-1]); 26B may apply; 72C. */
const law27Bar = (
  a: AuctionState,
  offender: Seat,
  withdrawnAt: number,
  law: string,
  position: number,
): AuctionState => {
  const p = partner(offender);
  const scope = law === "27B2" && a.options.law27B2PartnerBar === "next-turn" ? "next-turn" : "throughout";
  const withdrawn = a.calls.find((c) => c.position === withdrawnAt);
  let s = oblige(
    a,
    { kind: "pass", seat: p, scope, law, from: position },
    `${name(p)} must pass ${scope === "throughout" ? "whenever it is his turn to call" : "at his next turn"} (${law})`,
  );
  if (withdrawn) s = information(s, withdrawn.seat, withdrawn.call, withdrawn.position, law);
  s = restrictLead(s, offender, a.options.edition === "2007" ? "26" : "26B", withdrawnAt, position);
  return review(s, {
    law: a.options.edition === "2007" ? "23" : "72C",
    position,
    text: `damage through the enforced pass (${law})`,
  });
};

/** Applies the Director's answer on a 27B replacement. */
export const law27Ruled = (
  a: AuctionState,
  answer: string,
  ruling: number,
  position: number,
): AuctionState => {
  const r = a.replacement!;
  const offender = r.offender;
  let s = answered({ ...a, replacement: null }, r.law === "27B4" ? "27B4" : "27B1", ruling);
  const made = s.calls.find((c) => c.position === r.madeAt)!;
  const free = answer !== "not-comparable";
  if (made.status === "open") {
    // A double or redouble awaiting the ruling: it stands if comparable (27B1(b)), else 27B3.
    if (!free)
      return law27B3Cancel(
        { ...s, calls: s.calls.filter((c) => c !== made), replacement: r },
        offender,
        made.call,
        made.position,
      );
    s = settle({ ...s, calls: updateCall(s.calls, made.position, { status: "standing" }) }, position);
  }
  if (free) {
    const law = answer === "27B1(a)" ? "27B1(a)" : "27B1(b)";
    if (a.options.edition === "2007" && law === "27B1(b)")
      s = information(s, offender, r.withdrawn, r.withdrawnAt, "16D2");
    s = review(s, {
      law: "27D",
      position: r.madeAt!,
      text: `damage through the assistance of the insufficient ${r.withdrawn} (${law})`,
    });
    return note(
      s,
      position,
      law,
      `${made.call} replaces ${r.withdrawn} under ${law}: the auction continues without further rectification`,
    );
  }
  return law27Bar(s, offender, r.withdrawnAt, r.law === "27B4" ? "27B4" : "27B2", position);
};
