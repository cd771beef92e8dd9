import { type Bid, partner, type Seat, sideOf } from "@bridgelaw/cards";
import { snapshotOf, thawed } from "@bridgelaw/log";
import { note, removeWhere } from "../context.ts";
import type { AuctionDraft } from "../state.ts";
import { leadRestrictionsAtEnd } from "./lead-restrictions.ts";

/**
 * Law 22 (T2), the rule every call that ends the auction shares: the auction is over. 22A: the last bid is
 * the contract; 22B: passed out, no redeal. The Law 24 cards are resolved now that the defenders are known
 * (24D, 24E); the obligations end.
 */
export const law22EndOfAuction = (d: AuctionDraft, position: number): void => {
  const contract = d.contract;
  // What the end resolves, kept as it stands: a change of call allowed later puts it back (21B1(a), 25A).
  d.beforeEnd = {
    obligations: snapshotOf(d.obligations),
    leadRestrictions: snapshotOf(d.leadRestrictions),
    exposed: snapshotOf(d.exposed),
  } as AuctionDraft["beforeEnd"];
  d.obligations = [];
  d.pending = d.pending.filter((p) => p.law === "26B");
  if (contract === null || contract === undefined) {
    d.exposed = d.exposed.map((e) => (e.fate === "on-table" ? { ...e, fate: "returned-24D" } : e));
    note(d, { _tag: "PassedOut", position, law: "22B" });
    return;
  }
  const declarer = contract.declarer;
  const defends = (seat: Seat): boolean => sideOf(seat) !== sideOf(declarer);
  note(d, {
    _tag: "AuctionOver",
    position,
    law: "22A",
    bid: `${contract.level}${contract.strain}` as Bid,
    doubling: contract.doubling,
    declarer,
    dummy: partner(declarer),
  });
  // Law 24D / 24E: cards exposed during the auction go back to declarer's or dummy's hand, or become penalty cards.
  for (const e of [...d.exposed]) {
    if (e.fate !== "on-table") continue;
    const fate = defends(e.seat) ? "penalty-card-24E" : "returned-24D";
    d.exposed = d.exposed.map((x) => (x === e ? { ...x, fate } : x));
    note(
      d,
      fate === "penalty-card-24E"
        ? { _tag: "ExposedCardPenaltyCard", position, law: "24E", seat: e.seat, card: e.card }
        : { _tag: "ExposedCardReturned", position, law: "24D", seat: e.seat, card: e.card },
    );
  }
};

/** T2, the end of the auction: Law 22 (the contract, the Law 24 cards), then Law 26's lead restrictions. */
export const endOfAuction = (d: AuctionDraft, position: number): void => {
  law22EndOfAuction(d, position);
  if (d.contract !== null && d.contract !== undefined) leadRestrictionsAtEnd(d, position);
};

/**
 * The auction is no longer over: a change of call allowed after the final pass (21B1(a) after misinformation,
 * 25A an unintended call) left fewer than three passes after the last call. What the end resolved is put back
 * as it stood: the obligations to pass, the lead restrictions pending again (the 26B questions asked at the end
 * withdrawn), the cards exposed during the auction on the table again; what came after the end stays.
 */
export const law22Reopened = (d: AuctionDraft, position: number): void => {
  const before = d.beforeEnd;
  d.beforeEnd = null;
  if (before === null) return;
  // As they stood at the end; what came after it (a card exposed, a call after the final pass) stays as it is.
  const obligations = thawed(before.obligations) as AuctionDraft["obligations"];
  const restrictions = thawed(before.leadRestrictions) as AuctionDraft["leadRestrictions"];
  const exposed = thawed(before.exposed) as AuctionDraft["exposed"];
  d.obligations = [...obligations, ...d.obligations];
  d.leadRestrictions = d.leadRestrictions.map(
    (r) => restrictions.find((x) => x.from === r.from && x.law === r.law) ?? r,
  );
  d.exposed = d.exposed.map((e) => exposed.find((x) => x.position === e.position) ?? e);
  const pending = new Set(d.leadRestrictions.filter((r) => r.status === "pending").map((r) => r.from));
  removeWhere(d.rulingsNeeded, (r) => r.law === "26B" && pending.has(r.position));
  removeWhere(d.pending, (p) => p.law === "26B");
  if (d.ended) return;
  note(d, {
    _tag: "AuctionReopened",
    position,
    law: "22",
    seat: d.turn!,
    obligationsStand: d.obligations.length > 0,
  });
};
