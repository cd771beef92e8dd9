import type { AuctionConsequence } from "@bridgelaw/auction";
import type { Messages } from "../catalog.ts";

/** The auction's consequences in English (Laws 15–39). */
export const AUCTION: Messages<AuctionConsequence> = {
  MustPass:
    "{seat, seat} must pass {scope, select, throughout {whenever it is his turn to call} other {at his next turn}} ({edition, select, 2007 {2007 } other {}}{law})",
  MustRepeat: "{seat, seat} must repeat {call, call} ({law})",
  MustPassNoDoubleByPartner:
    "{seat, seat} must pass throughout (2007 30B2(a)); his partner may not double or redouble at that turn (30B2(b))",
  PassOutOfRotationReplaced:
    "{partner, seat} may call freely (16C2 applies); {offender, seat} may make any legal call: comparable, no rectification; otherwise {partner, seat} passes at his next turn",
  DamageReview:
    "damage through the {cause, select, pass_out_of_rotation {pass out of rotation} other {enforced pass}} ({edition, select, 2007 {2007 } other {}}{under})",
};
