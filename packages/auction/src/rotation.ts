import type { Call, Seat } from "@bridgelaw/cards";
import { name, note, record } from "./context.ts";
import { law27InsufficientBid } from "./laws/27-insufficient-bid.ts";
import { law36InadmissibleDouble } from "./laws/36-inadmissible-double.ts";
import { law37ViolatesObligation } from "./laws/37-obligation-to-pass.ts";
import { law38BidAboveSeven } from "./laws/38-bid-above-seven.ts";
import { inRotationLaw, passObligation, repeatObligation } from "./legality.ts";
import { standCall } from "./stand.ts";
import type { AuctionDraft } from "./state.ts";

/**
 * A call by the seat whose turn it is (spec §1.10 `inRotationChecks`): Law 35 precedence, then a legal call.
 */
export const callInRotation = (d: AuctionDraft, seat: Seat, call: Call, position: number): void => {
  const repeat = repeatObligation(d, seat);
  if (repeat !== undefined && call !== repeat.call && passObligation(d, seat) === undefined) {
    // 31A1 / 32A1: the offender must repeat his call; any other call is not the call the Law requires.
    const { law } = repeat;
    const required = repeat.call;
    record(d, { seat, call, position, turn: d.turn, status: "cancelled", law });
    note(
      d,
      position,
      law,
      `${name(seat)} must repeat ${required} (${law}): ${call} is cancelled; ${name(seat)} calls again`,
    );
    return;
  }
  if (repeat !== undefined) d.obligations.splice(d.obligations.indexOf(repeat), 1);
  switch (inRotationLaw(d, seat, call)) {
    case "38": {
      law38BidAboveSeven(d, seat, call, position, d.turn!);
      return;
    }
    case "36": {
      law36InadmissibleDouble(d, seat, call as "X" | "XX", position, d.turn!);
      return;
    }
    case "37": {
      law37ViolatesObligation(d, seat, call, position);
      return;
    }
    case "27": {
      law27InsufficientBid(d, seat, call, position);
      return;
    }
    default: {
      standCall(d, seat, call, position, repeat !== undefined ? ["repeated-31A1"] : undefined);
      return;
    }
  }
};
