import {
  type Bid,
  bidStrain,
  type Call,
  isBid,
  isSufficient,
  type LawId,
  makeBid,
  type Seat,
  type Strain,
} from "@bridgelaw/cards";
import {
  answered,
  ask,
  information,
  lho,
  note,
  oblige,
  offer,
  partner,
  record,
  review,
  waitForReplacementRuling,
  withdrawOffer,
} from "../context.ts";
import { doubleAdmissible } from "../legality.ts";
import { DONE, type Next } from "../next.ts";
import { restrictLead } from "../rules/lead-restrictions.ts";
import { settle } from "../rules/settle.ts";
import { standCall } from "../rules/stand.ts";
import { updateCall } from "../standing.ts";
import type { AuctionDraft, OpenOf, ReplacementCheck } from "../state.ts";

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
export const law27InsufficientBid = (d: AuctionDraft, offender: Seat, bid: Call, position: number): void => {
  const second = d.replacement !== null && d.replacement.law === "27B" && d.replacement.offender === offender;
  const law = second ? "27B4" : "27A1";
  record(d, { seat: offender, call: bid, position, turn: d.turn, status: "open", law: "27" });
  d.open = { kind: "insufficient", offender, at: position, call: bid as Bid, second };
  offer(d, {
    _tag: "MayAcceptInsufficientBid",
    seat: lho(offender),
    law,
    options: ["accept", "refuse"],
    about: position,
    offender,
    call: bid,
  });
  note(d, {
    _tag: "InsufficientBid",
    position,
    law: second ? "27B4" : "18D",
    seat: offender,
    call: bid,
    ...(d.lastBid !== null && { over: d.lastBid.bid }),
  });
};

/** 27A1 (and 27B4): the insufficient bid is accepted; it is the last bid for sufficiency (18C). */
export const law27Accept = (d: AuctionDraft, position: number, byCalling: boolean): void => {
  const open = d.open;
  if (open === null || open.kind !== "insufficient") return;
  const o = { ...open };
  const r = d.replacement === null ? null : { ...d.replacement };
  const law = o.second ? "27B4" : "27A1";
  updateCall(d, o.at, { status: "standing", law, flags: ["accepted-insufficient"] });
  d.open = null;
  withdrawOffer(d, law);
  if (o.premature !== undefined) {
    // 27C: the premature replacement is cancelled; its information is unauthorised for the offender's partner.
    const prem = d.calls.find((c) => c.position === o.premature)!;
    updateCall(d, o.premature, { status: "cancelled", law: "27C" });
    information(d, prem.seat, prem.call, prem.position, "27C");
  }
  note(d, { _tag: "InsufficientBidAccepted", position, law, seat: lho(o.offender), call: o.call, byCalling });
  settle(d, position);
  if (!o.second) return;
  d.replacement = null;
  if (r?.barred) return; // already barred under 27B3 / 27B4
  // 27B4 accepted by LHO (the Law is silent; a default): the partner's bar follows the comparable test.
  d.replacement = { ...(r as ReplacementCheck), law: "27B4", madeAt: o.at };
  askClassification(d, o.offender, r?.withdrawn ?? o.call, o.call, o.at, false);
};

/**
 * 27B: the insufficient bid is not accepted: it is withdrawn and the offender must replace it. A replacement
 * made prematurely (27C) is then the replacement (what follows it: `law27Replacement`).
 */
export const law27Refuse = (d: AuctionDraft, position: number): Next => {
  const open = d.open;
  if (open === null || open.kind !== "insufficient") return DONE;
  // the offender's replacement would take the slot of one the Director is still to rule on (9B: he rules first)
  waitForReplacementRuling(d);
  const o = { ...open };
  const before = d.replacement === null ? null : { ...d.replacement };
  const prem = o.premature === undefined ? undefined : d.calls.find((c) => c.position === o.premature)!;
  const premature = prem === undefined ? undefined : { call: prem.call, position: prem.position };
  const law = o.second ? "27B4" : "27A1";
  const barred = o.second || before?.barred === true;
  updateCall(d, o.at, { status: o.second ? "cancelled" : "withdrawn", law: o.second ? "27B4" : "27B" });
  d.open = null;
  withdrawOffer(d, law);
  const first = o.second && before !== null ? before : null;
  d.replacement = {
    offender: o.offender,
    withdrawn: first?.withdrawn ?? o.call,
    withdrawnAt: first?.withdrawnAt ?? o.at,
    law: "27B",
    onNotComparable: d.options.law27B2PartnerBar === "next-turn" ? "partner-next-turn" : "partner-throughout",
    barred,
  };
  if (o.second) information(d, o.offender, o.call, o.at, "27B4");
  if (o.second && before?.barred !== true)
    law27Bar(d, o.offender, d.replacement.withdrawnAt, "27B4", position);
  note(d, {
    _tag: "InsufficientBidRefused",
    position,
    law: o.second ? "27B4" : "27B",
    seat: lho(o.offender),
    offender: o.offender,
    partner: partner(o.offender),
    call: o.call,
    second: o.second,
  });
  settle(d, position);
  if (premature === undefined) return DONE;
  // 27C: the premature replacement, made before LHO chose, is now the replacement.
  d.calls = d.calls.filter((c) => c.position !== premature.position);
  return law27Replacement(d, o.offender, premature.call, premature.position);
};

/** 27C: the offender replaces his insufficient bid before LHO has chosen: the replacement waits for LHO. */
export const law27Premature = (d: AuctionDraft, offender: Seat, call: Call, position: number): void => {
  const o = d.open;
  if (o === null || o.kind !== "insufficient") return;
  record(d, {
    seat: offender,
    call,
    position,
    turn: d.turn,
    status: "open",
    law: "27C",
    flags: ["replacement"],
  });
  o.premature = position;
  note(d, {
    _tag: "PrematureReplacement",
    position,
    law: "27C",
    seat: offender,
    insufficient: o.call,
    call,
    lho: lho(offender),
  });
};

/**
 * The offender's replacement for a withdrawn insufficient bid (27B1–27B4). One above seven is Law 38's: the
 * dispatcher applies it (`above-seven`).
 */
export const law27Replacement = (d: AuctionDraft, offender: Seat, call: Call, position: number): Next => {
  const r = { ...d.replacement! };
  if (isBid(call) && Number.parseInt(call, 10) > 7) {
    d.replacement = null;
    return { follows: "above-seven", seat: offender, call, position, turn: offender };
  }
  if (isBid(call) && !isSufficient(call, d.lastBid?.bid ?? null)) {
    law27InsufficientBid(d, offender, call, position);
    return DONE;
  }
  if (call === "X" || call === "XX") {
    if (r.barred || !doubleAdmissible(d, offender, call)) {
      law27B3Cancel(d, offender, call, position);
      return DONE;
    }
    // 27B1(b): a double may be a comparable call; the Director says whether it is.
    record(d, {
      seat: offender,
      call,
      position,
      turn: d.turn,
      status: "open",
      law: "27B1(b)",
      flags: ["replacement"],
    });
    d.replacement = { ...r, madeAt: position };
    askClassification(d, offender, r.withdrawn, call, position, false);
    return DONE;
  }
  d.replacement = null;
  // 27B1(a): the lowest sufficient bid is over the auction as it stood before the replacement
  const over = d.lastBid?.bid ?? null;
  standCall(d, offender, call, position, ["replacement"]);
  if (r.barred) return DONE; // 27B3 / 27B4: the bar was imposed when the double or second insufficient bid was cancelled.
  d.replacement = { ...r, madeAt: position };
  askClassification(d, offender, r.withdrawn, call, position, isBid(call), over);
  return DONE;
};

/** 27B3: an attempted double or redouble (not a comparable 27B1(b) call) is cancelled; partner is barred. */
const law27B3Cancel = (d: AuctionDraft, offender: Seat, call: Call, position: number): void => {
  record(d, {
    seat: offender,
    call,
    position,
    turn: d.turn,
    status: "cancelled",
    law: "27B3",
    flags: ["replacement"],
  });
  information(d, offender, call, position, "27B3");
  const r = { ...d.replacement! };
  d.replacement = { ...r, barred: true };
  note(d, { _tag: "DoubleReplacementCancelled", position, law: "27B3", seat: offender, call });
  if (!r.barred) law27Bar(d, offender, r.withdrawnAt, "27B3", position);
};

/** The Director's question on a replacement (27B1(a) lowest same denomination, 27B1(b) comparable). Blocks the auction. */
const askClassification = (
  d: AuctionDraft,
  offender: Seat,
  withdrawn: Call,
  replacement: Call,
  position: number,
  canBeB1a: boolean,
  over: Bid | null = d.lastBid?.bid ?? null,
): void => {
  const e2007 = d.options.edition === "2007";
  const candidate = isBid(withdrawn) ? lowestSufficient(over, bidStrain(withdrawn)) : null;
  ask(d, {
    _tag: "IsReplacementLowestOrComparable",
    law: d.replacement?.law === "27B4" ? "27B4" : "27B1",
    position,
    blocking: true,
    seat: offender,
    call: replacement,
    withdrawn,
    lowest: candidate ?? "none",
    lowestAsked: canBeB1a,
    ...(e2007 && { edition: "2007" as const }),
    answers: [...(canBeB1a ? ["27B1(a)"] : []), ...(e2007 ? ["contained"] : COMPARABLE), "not-comparable"],
  });
};

/**
 * 27B2 / 27B3 / 27B4: the offender's partner must pass (throughout by default; the FFB text's "at his next turn"
 * is the setting law27B2PartnerBar); 26B may apply; 72C.
 */
const law27Bar = (
  d: AuctionDraft,
  offender: Seat,
  withdrawnAt: number,
  law: LawId,
  position: number,
): void => {
  const p = partner(offender);
  const scope = law === "27B2" && d.options.law27B2PartnerBar === "next-turn" ? "next-turn" : "throughout";
  const withdrawn = d.calls.find((c) => c.position === withdrawnAt);
  oblige(d, { kind: "pass", seat: p, scope, law, from: position });
  if (withdrawn) information(d, withdrawn.seat, withdrawn.call, withdrawn.position, law);
  restrictLead(d, offender, d.options.edition === "2007" ? "26" : "26B", withdrawnAt, position);
  review(d, {
    _tag: "DamageReview",
    law: "72C", // 2007: Law 23 (lawIn)
    position,
    cause: "enforced-pass",
    under: law,
  });
};

/** Applies the Director's answer on a 27B replacement. */
export const law27Ruled = (d: AuctionDraft, answer: string, ruling: number, position: number): void => {
  const r = { ...d.replacement! };
  const offender = r.offender;
  d.replacement = null;
  answered(d, r.law === "27B4" ? "27B4" : "27B1", ruling);
  const made = d.calls.find((c) => c.position === r.madeAt)!;
  const free = answer !== "not-comparable";
  if (made.status === "open") {
    // A double or redouble awaiting the ruling: it stands if comparable (27B1(b)), else 27B3.
    if (!free) {
      const madeCall = made.call;
      const madePosition = made.position;
      d.calls = d.calls.filter((c) => c !== made);
      d.replacement = r;
      law27B3Cancel(d, offender, madeCall, madePosition);
      return;
    }
    updateCall(d, made.position, { status: "standing" });
    settle(d, position);
  }
  if (free) {
    const law = answer === "27B1(a)" ? "27B1(a)" : "27B1(b)";
    if (d.options.edition === "2007" && law === "27B1(b)")
      information(d, offender, r.withdrawn, r.withdrawnAt, "16D2");
    review(d, {
      _tag: "AssistanceReview",
      law: "27D",
      position: r.madeAt!,
      withdrawn: r.withdrawn,
      source: "insufficient-bid",
      under: law,
    });
    note(d, { _tag: "InsufficientBidReplaced", position, law, call: made.call, withdrawn: r.withdrawn });
    return;
  }
  law27Bar(d, offender, r.withdrawnAt, r.law === "27B4" ? "27B4" : "27B2", position);
};

/**
 * Law 27, while an insufficient bid waits for LHO's choice: LHO calls, which accepts it (27A1), and his call is
 * then taken as made after it (even while the acceptance waits for the Director); the offender replaces it
 * before LHO has chosen (27C). Another player's call: not Law 27's.
 */
export const law27CallWhileOpen = (
  d: AuctionDraft,
  o: OpenOf<"insufficient">,
  seat: Seat,
  call: Call,
  position: number,
): Next | undefined => {
  if (seat === lho(o.offender)) {
    law27Accept(d, position, true);
    return { follows: "call", seat, call, position, accepting: true };
  }
  if (seat === o.offender && o.premature === undefined && !o.second) {
    law27Premature(d, seat, call, position);
    return DONE;
  }
  return undefined;
};
