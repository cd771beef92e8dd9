import { formatContract, partner, type Seat, sideOf } from "@bridgelaw/cards";
import { name, note } from "../context.ts";
import type { AuctionDraft } from "../state.ts";

/**
 * Law 22 (T2): the auction is over. 22A: the last bid is the contract; 22B: passed out, no redeal. The Law 24
 * cards are resolved now that the defenders are known (the Law 26 lead restrictions too, by Law 26); the
 * obligations end.
 */
export const law22EndOfAuction = (d: AuctionDraft, position: number): void => {
  const contract = d.contract;
  d.obligations = [];
  d.pending = d.pending.filter((p) => p.law === "26B");
  if (contract === null || contract === undefined) {
    d.exposed = d.exposed.map((e) => (e.fate === "on-table" ? { ...e, fate: "returned-24D" } : e));
    note(d, position, "22B", "passed out: the hands are returned to the board, no redeal");
    return;
  }
  const declarer = contract.declarer;
  const defends = (seat: Seat): boolean => sideOf(seat) !== sideOf(declarer);
  note(
    d,
    position,
    "22A",
    `the auction is over: contract ${formatContract(contract)} by ${name(declarer)} (first of the side to name the strain), dummy ${name(partner(declarer))}`,
  );
  // Law 24D / 24E: cards exposed during the auction go back to declarer's or dummy's hand, or become penalty cards.
  for (const e of [...d.exposed]) {
    if (e.fate !== "on-table") continue;
    const fate = defends(e.seat) ? "penalty-card-24E" : "returned-24D";
    d.exposed = d.exposed.map((x) => (x === e ? { ...x, fate } : x));
    note(
      d,
      position,
      fate === "penalty-card-24E" ? "24E" : "24D",
      fate === "penalty-card-24E"
        ? `${e.card} exposed by ${name(e.seat)}, a defender, becomes a penalty card (Laws 50, 51)`
        : `${e.card} exposed by ${name(e.seat)} goes back to his hand`,
    );
  }
};
