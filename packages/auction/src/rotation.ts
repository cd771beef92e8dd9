import type { Call, Seat } from "@bridgelaw/cards";
import { peek } from "@bridgelaw/log";
import { law27InsufficientBid } from "./laws/27-insufficient-bid.ts";
import { law36InadmissibleDouble } from "./laws/36-inadmissible-double.ts";
import { law37ViolatesObligation } from "./laws/37-obligation-to-pass.ts";
import { law38BidAboveSeven } from "./laws/38-bid-above-seven.ts";
import { inRotationLaw, repeatObligation } from "./legality.ts";
import { repeatRequired } from "./rules/out-of-rotation.ts";
import { standCall } from "./rules/stand.ts";
import type { AuctionDraft } from "./state.ts";

/**
 * A call by the seat whose turn it is, a dispatcher above the Laws: the repeat
 * 31A1 / 32A1 require, then Law 35's precedence (38 → 36 → 37 → 27), then a legal call that stands.
 */
export const callInRotation = (d: AuctionDraft, seat: Seat, call: Call, position: number): void => {
  // the obligation through the draft only when there is one (it is taken out by identity)
  const found = repeatObligation({ obligations: peek(peek(d).obligations) }, seat);
  const repeat = found === undefined ? undefined : repeatObligation(d, seat);
  if (repeat !== undefined && repeatRequired(d, seat, call, position)) return;
  if (repeat !== undefined) d.obligations.splice(d.obligations.indexOf(repeat), 1);
  switch (inRotationLaw(peek(d), seat, call)) {
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
