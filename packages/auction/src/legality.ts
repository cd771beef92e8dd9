import { bidLevel, type Call, isBid, isSufficient, type Seat, sideOf } from "@bridgelaw/cards";
import type { AuctionState, PassObligation, RepeatObligation } from "./state.ts";

/** What Law 19 and Law 35 look at: the last bid, the double on it, the obligations to pass. */
type Standing = Pick<AuctionState, "lastBid" | "doubling">;

/** Law 19A1: a double of the last bid, made by an opponent, with only passes since. */
export const canDouble = (a: Standing, seat: Seat): boolean =>
  a.lastBid !== null && a.doubling === null && sideOf(a.lastBid.seat) !== sideOf(seat);

/** Law 19B1: a redouble of the last double, made by an opponent, with only passes since. */
export const canRedouble = (a: Standing, seat: Seat): boolean =>
  a.doubling !== null && a.doubling.call === "X" && sideOf(a.doubling.seat) !== sideOf(seat);

/** Law 19: whether a double or redouble by `seat` is permitted now. */
export const doubleAdmissible = (a: Standing, seat: Seat, call: "X" | "XX"): boolean =>
  call === "X" ? canDouble(a, seat) : canRedouble(a, seat);

/** The pass obligation `seat` holds at its turn now (27B, 30, 31, 32, 36B, 37, 38), if any. */
export const passObligation = (
  a: Pick<AuctionState, "obligations">,
  seat: Seat,
): PassObligation | undefined =>
  a.obligations.find((o): o is PassObligation => o.kind === "pass" && o.seat === seat);

export const repeatObligation = (
  a: Pick<AuctionState, "obligations">,
  seat: Seat,
): RepeatObligation | undefined =>
  a.obligations.find((o): o is RepeatObligation => o.kind === "repeat" && o.seat === seat);

/**
 * Law 35 (where its categories overlap, precedence 38 → 36 → 37 → 27 by default): the Law that makes `call` by
 * `seat`, in rotation, inadmissible or insufficient; null when the call is legal.
 */
export const inRotationLaw = (
  a: Standing & Pick<AuctionState, "obligations">,
  seat: Seat,
  call: Call,
): "38" | "36" | "37" | "27" | null => {
  if (isBid(call) && bidLevel(call) > 7) return "38";
  if ((call === "X" || call === "XX") && !doubleAdmissible(a, seat, call)) return "36";
  if (call !== "P" && passObligation(a, seat) !== undefined) return "37";
  if (isBid(call) && !isSufficient(call, a.lastBid?.bid ?? null)) return "27";
  return null;
};

/** The calls `seat` may legally make now (empty when it is not the seat's turn or the auction is over). */
export const legalCalls = (a: AuctionState, seat: Seat = a.turn ?? "N"): Call[] => {
  if (a.ended || a.turn !== seat) return [];
  const repeat = repeatObligation(a, seat);
  if (passObligation(a, seat) !== undefined) return ["P"];
  const calls: Call[] = ["P"];
  // 27B3: once a double or redouble has been cancelled, the insufficient bid is replaced by a bid or a pass.
  const barredDouble =
    a.replacement?.law === "27B" && a.replacement.offender === seat && a.replacement.barred === true;
  if (canDouble(a, seat) && !barredDouble) calls.push("X");
  if (canRedouble(a, seat) && !barredDouble) calls.push("XX");
  for (let level = 1; level <= 7; level += 1) {
    for (const strain of ["C", "D", "H", "S", "NT"] as const) {
      const bid = `${level}${strain}` as const;
      if (isSufficient(bid, a.lastBid?.bid ?? null)) calls.push(bid);
    }
  }
  // 31A1 / 32A1: the repeat is required even when it is not legal now (the Law for it then applies).
  if (repeat !== undefined) return [repeat.call];
  return calls;
};
