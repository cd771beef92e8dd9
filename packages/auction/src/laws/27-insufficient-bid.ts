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
  record,
  restrictLead,
  review,
  withdrawOffer,
} from "../context.ts";
import { doubleAdmissible } from "../legality.ts";
import { settle } from "../settle.ts";
import { standCall } from "../stand.ts";
import { updateCall } from "../standing.ts";
import type { AuctionDraft, ReplacementCheck } from "../state.ts";
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
export const law27InsufficientBid = (d: AuctionDraft, offender: Seat, bid: Call, position: number): void => {
  const second = d.replacement !== null && d.replacement.law === "27B" && d.replacement.offender === offender;
  const law = second ? "27B4" : "27A1";
  record(d, { seat: offender, call: bid, position, turn: d.turn, status: "open", law: "27" });
  d.open = { kind: "insufficient", offender, at: position, call: bid as Bid, second };
  offer(d, {
    _tag: "Said",
    seat: lho(offender),
    law,
    options: ["accept", "refuse"],
    about: position,
    text: `${name(lho(offender))} may accept ${name(offender)}'s insufficient ${bid} (${law}); calling over it accepts it`,
  });
  note(
    d,
    position,
    second ? "27B4" : "18D",
    `${name(offender)}'s ${bid} is insufficient over ${d.lastBid?.bid}`,
  );
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
  note(
    d,
    position,
    law,
    `${name(lho(o.offender))} accepts the insufficient ${o.call}${byCalling ? " by calling over it" : ""}: it stands as legal`,
  );
  settle(d, position);
  if (!o.second) return;
  d.replacement = null;
  if (r?.barred) return; // already barred under 27B3 / 27B4
  // [A-14]: an accepted second insufficient bid; the partner's bar follows the comparable test.
  d.replacement = { ...(r as ReplacementCheck), law: "27B4", madeAt: o.at };
  askClassification(d, o.offender, r?.withdrawn ?? o.call, o.call, o.at, false);
};

/** 27B: the insufficient bid is not accepted: it is withdrawn and the offender must replace it. */
export const law27Refuse = (d: AuctionDraft, position: number): void => {
  const open = d.open;
  if (open === null || open.kind !== "insufficient") return;
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
  note(
    d,
    position,
    o.second ? "27B4" : "27B",
    o.second
      ? `${name(lho(o.offender))} does not accept the second insufficient ${o.call}: it is cancelled and ruled as 27B3 (${name(partner(o.offender))} must pass throughout); ${name(o.offender)} must replace it`
      : `${name(lho(o.offender))} does not accept ${o.call}: ${name(o.offender)} must replace it with a legal call`,
  );
  settle(d, position);
  if (premature === undefined) return;
  // 27C: the premature replacement, made before LHO chose, is now the replacement.
  d.calls = d.calls.filter((c) => c.position !== premature.position);
  law27Replacement(d, o.offender, premature.call, premature.position);
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
  note(
    d,
    position,
    "27C",
    `${name(offender)} replaces ${o.call} by ${call} before ${name(lho(offender))} has chosen: if ${o.call} is not accepted, ${call} stands if legal`,
  );
};

/** The offender's replacement for a withdrawn insufficient bid (27B1–27B4; one above seven is Law 38's). */
export const law27Replacement = (d: AuctionDraft, offender: Seat, call: Call, position: number): void => {
  const r = { ...d.replacement! };
  if (isBid(call) && Number.parseInt(call, 10) > 7) {
    d.replacement = null;
    law38BidAboveSeven(d, offender, call, position, offender);
    return;
  }
  if (isBid(call) && !isSufficient(call, d.lastBid?.bid ?? null)) {
    law27InsufficientBid(d, offender, call, position);
    return;
  }
  if (call === "X" || call === "XX") {
    if (r.barred || !doubleAdmissible(d, offender, call)) {
      law27B3Cancel(d, offender, call, position);
      return;
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
    return;
  }
  d.replacement = null;
  standCall(d, offender, call, position, ["replacement"]);
  if (r.barred) return; // 27B3 / 27B4: the bar was imposed when the double or second insufficient bid was cancelled.
  d.replacement = { ...r, madeAt: position };
  askClassification(d, offender, r.withdrawn, call, position, isBid(call));
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
  note(
    d,
    position,
    "27B3",
    `${name(offender)}'s ${call} is cancelled: he must replace the insufficient bid with a sufficient bid or a pass`,
  );
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
): void => {
  const e2007 = d.options.edition === "2007";
  const candidate = isBid(withdrawn) ? lowestSufficient(d.lastBid?.bid ?? null, bidStrain(withdrawn)) : null;
  const b1a = e2007
    ? `the lowest sufficient bid in the same denomination, both bids incontrovertibly not artificial (27B1(a))`
    : `the lowest sufficient bid specifying the same denomination(s) (27B1(a)${candidate ? `; for a natural ${withdrawn} that is ${candidate}` : ""})`;
  const b1b = e2007
    ? "of the same or a more precise meaning, fully contained in the meanings of the insufficient bid (27B1(b))"
    : "comparable (23A1 same or similar meaning, 23A2 a subset, 23A3 same purpose: 27B1(b))";
  ask(d, {
    _tag: "Said",
    law: d.replacement?.law === "27B4" ? "27B4" : "27B1",
    position,
    blocking: true,
    question: `is ${name(offender)}'s ${replacement}, replacing the insufficient ${withdrawn}, ${canBeB1a ? `${b1a}, or ` : ""}${b1b}?`,
    answers: [...(canBeB1a ? ["27B1(a)"] : []), ...(e2007 ? ["contained"] : COMPARABLE), "not-comparable"],
  });
};

/** 27B2 / 27B3 / 27B4: the offender's partner must pass (throughout by default, [A-1]); 26B may apply; 72C. */
const law27Bar = (
  d: AuctionDraft,
  offender: Seat,
  withdrawnAt: number,
  law: string,
  position: number,
): void => {
  const p = partner(offender);
  const scope = law === "27B2" && d.options.law27B2PartnerBar === "next-turn" ? "next-turn" : "throughout";
  const withdrawn = d.calls.find((c) => c.position === withdrawnAt);
  oblige(
    d,
    { kind: "pass", seat: p, scope, law, from: position },
    `${name(p)} must pass ${scope === "throughout" ? "whenever it is his turn to call" : "at his next turn"} (${law})`,
  );
  if (withdrawn) information(d, withdrawn.seat, withdrawn.call, withdrawn.position, law);
  restrictLead(d, offender, d.options.edition === "2007" ? "26" : "26B", withdrawnAt, position);
  review(d, {
    law: d.options.edition === "2007" ? "23" : "72C",
    position,
    text: `damage through the enforced pass (${law})`,
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
      law: "27D",
      position: r.madeAt!,
      text: `damage through the assistance of the insufficient ${r.withdrawn} (${law})`,
    });
    note(
      d,
      position,
      law,
      `${made.call} replaces ${r.withdrawn} under ${law}: the auction continues without further rectification`,
    );
    return;
  }
  law27Bar(d, offender, r.withdrawnAt, r.law === "27B4" ? "27B4" : "27B2", position);
};
