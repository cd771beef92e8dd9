import type { Call, Seat } from "@bridgelaw/cards";
import { name, note } from "./context.ts";
import { law17D3RightToCall } from "./laws/17-auction-period.ts";
import { law22EndOfAuction } from "./laws/22-end-of-auction.ts";
import { law23ReplacementMade } from "./laws/23-comparable-call.ts";
import { law27InsufficientBid } from "./laws/27-insufficient-bid.ts";
import { law31A2In2007, law31RhoCalled } from "./laws/31-bid-out-of-rotation.ts";
import { law36InadmissibleDouble } from "./laws/36-inadmissible-double.ts";
import { law37ViolatesObligation } from "./laws/37-obligation-to-pass.ts";
import { law38BidAboveSeven } from "./laws/38-bid-above-seven.ts";
import { inRotationLaw, passObligation, repeatObligation } from "./legality.ts";
import { appendToSummary, applySummary, withSummary } from "./standing.ts";
import type { AuctionState, CallFlag, RecordedCall } from "./state.ts";

/** Appends a recorded call. */
export const record = (a: AuctionState, c: RecordedCall): AuctionState => ({
  ...a,
  calls: a.calls.concat(c),
});

/** Recomputes the standing auction; applies 17D3 and, when the auction is over, Law 22 (T2). */
export const settle = (a: AuctionState, position: number): AuctionState => {
  let s = withSummary(a, a.calls);
  s = law17D3RightToCall(s, position);
  return s.ended ? law22EndOfAuction(s, position) : s;
};

/** Discharges `seat`'s next-turn obligations: its turn has come (spec §1.4). */
const discharge = (a: AuctionState, seat: Seat): AuctionState => {
  const left = a.obligations.filter(
    (o) => !(o.seat === seat && (o.kind === "repeat" || o.scope === "next-turn")),
  );
  return left.length === a.obligations.length ? a : { ...a, obligations: left };
};

/** A call standing in rotation: recorded, the seat's turn discharged, and the auction settled. */
export const standCall = (
  a: AuctionState,
  seat: Seat,
  call: Call,
  position: number,
  flags?: readonly CallFlag[],
): AuctionState => {
  const turn = a.turn;
  const base = discharge(a.revertTo === seat ? { ...a, revertTo: null } : a, seat);
  const recorded: RecordedCall = {
    seat,
    call,
    position,
    turn,
    status: "standing",
    ...(flags !== undefined && flags.length > 0 && { flags }),
  };
  // The call joins the end of the standing auction: its summary follows from the last one.
  let s = applySummary(base, base.calls.concat(recorded), appendToSummary(base, seat, call));
  if (s.ended) {
    s = law17D3RightToCall(s, position);
    if (s.ended) s = law22EndOfAuction(s, position);
  }
  // 31A / 32A: the offender's RHO has called after a cancelled call out of rotation.
  if (a.afterOutOfRotation !== null) s = law31RhoCalled(s, seat, call, position);
  // Law 23: the offender's replacement, when one is awaited.
  const r = a.replacement;
  if (r !== null && r.offender === seat && r.law !== "27B") {
    s =
      r.law === "31A2-2007"
        ? law31A2In2007(s, call, position)
        : law23ReplacementMade(s, seat, call, position);
  }
  return s;
};

/**
 * A call by the seat whose turn it is (spec §1.10 `inRotationChecks`): Law 35 precedence, then a legal call.
 */
export const callInRotation = (a: AuctionState, seat: Seat, call: Call, position: number): AuctionState => {
  const repeat = repeatObligation(a, seat);
  if (repeat !== undefined && call !== repeat.call && passObligation(a, seat) === undefined) {
    // 31A1 / 32A1: the offender must repeat his call; any other call is not the call the Law requires.
    return note(
      record(a, { seat, call, position, turn: a.turn, status: "cancelled", law: repeat.law }),
      position,
      repeat.law,
      `${name(seat)} must repeat ${repeat.call} (${repeat.law}): ${call} is cancelled; ${name(seat)} calls again`,
    );
  }
  if (repeat !== undefined) a = { ...a, obligations: a.obligations.filter((o) => o !== repeat) };
  switch (inRotationLaw(a, seat, call)) {
    case "38":
      return law38BidAboveSeven(a, seat, call, position, a.turn!);
    case "36":
      return law36InadmissibleDouble(a, seat, call as "X" | "XX", position, a.turn!);
    case "37":
      return law37ViolatesObligation(a, seat, call, position);
    case "27":
      return law27InsufficientBid(a, seat, call, position);
    default:
      return standCall(a, seat, call, position, repeat !== undefined ? ["repeated-31A1"] : undefined);
  }
};
