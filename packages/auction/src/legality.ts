import { bidLevel, type Call, isBid, isSufficient, lho, type Seat, sideOf } from "@bridgelaw/cards";
import type { AuctionState } from "./state.ts";

/** Law 19A1: a double of the last bid, made by an opponent, with only passes since. */
export const canDouble = (a: AuctionState, seat: Seat): boolean =>
  a.lastBid !== null && a.doubling === null && sideOf(a.lastBid.seat) !== sideOf(seat);

/** Law 19B1: a redouble of the last double, made by an opponent, with only passes since. */
export const canRedouble = (a: AuctionState, seat: Seat): boolean =>
  a.doubling !== null && a.doubling.call === "X" && sideOf(a.doubling.seat) !== sideOf(seat);

/** Why `call` by `seat` is not a legal call now, with its Law; null when it is legal. */
export const irregularity = (
  a: AuctionState,
  seat: Seat,
  call: Call,
): { law: string; reason: string } | null => {
  if (a.ended || a.turn === null) {
    return { law: "39", reason: "call after the final pass (Law 39)" };
  }
  if (seat !== a.turn) {
    const law = call === "P" ? "30" : isBid(call) ? "31" : "32";
    return { law, reason: `call out of rotation: it was ${a.turn}'s turn (Laws 28–32, ${law})` };
  }
  if (isBid(call)) {
    if (bidLevel(call) > 7) return { law: "38", reason: "bid of more than seven (Law 38)" };
    if (!isSufficient(call, a.lastBid?.bid ?? null)) {
      return { law: "27", reason: `insufficient bid over ${a.lastBid?.bid} (Law 18D)` };
    }
    return null;
  }
  if (call === "X" && !canDouble(a, seat)) return { law: "36", reason: "double not permitted by Law 19A1" };
  if (call === "XX" && !canRedouble(a, seat))
    return { law: "36", reason: "redouble not permitted by Law 19B1" };
  return null;
};

/** The calls `seat` may legally make now (empty when it is not the seat's turn or the auction is over). */
export const legalCalls = (a: AuctionState, seat: Seat = a.turn ?? "N"): Call[] => {
  if (a.ended || a.turn !== seat) return [];
  const calls: Call[] = ["P"];
  if (canDouble(a, seat)) calls.push("X");
  if (canRedouble(a, seat)) calls.push("XX");
  for (let level = 1; level <= 7; level += 1) {
    for (const strain of ["C", "D", "H", "S", "NT"] as const) {
      const bid = `${level}${strain}` as const;
      if (isSufficient(bid, a.lastBid?.bid ?? null)) calls.push(bid);
    }
  }
  return calls;
};

/** The seat after `seat` in rotation (Law 17C). */
export const nextToCall = lho;
