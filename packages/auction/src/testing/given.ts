import type { Call, Card, DirectorRuled, OptionChosen, Seat } from "@bridgelaw/cards";
import { lawSpecification } from "@bridgelaw/log";
import {
  type AuctionEvent,
  answerAuctionRuling,
  chooseAuctionOption,
  evolveAuction,
  initialAuction,
} from "../auction.ts";
import type { AuctionOptions, AuctionState } from "../state.ts";

/*
 * The auction's Laws in the one test language (style.md): given the facts, when one more, then what the Laws
 * derive, as data. Positions follow the log: line 1 is the board's start, so the first call is position 2.
 *
 *   given([call("N", "1S"), call("E", "1H")]).when(option("S", "27A1", "refuse"))
 *     .then({ audit: [{ _tag: "MustReplace", law: "27B", seat: "E" }] });
 */

/** A fact of the auction as the table routes it: an auction event, a player's choice, a Director's ruling. */
export type AuctionFactEvent = AuctionEvent | OptionChosen | DirectorRuled;

const apply = (a: AuctionState, e: AuctionFactEvent, position: number): AuctionState => {
  if (e.type === "OptionChosen") return chooseAuctionOption(a, e, position);
  if (e.type === "DirectorRuled") {
    const about = e.about ?? a.rulingsNeeded.find((r) => r.law === e.law)?.position;
    if (about === undefined) throw new Error(`no question under Law ${e.law} is open`);
    return answerAuctionRuling(a, { ...e, about }, position);
  }
  return evolveAuction(a, e, position);
};

/** `given(facts, { dealer, edition … })`: the auction after the facts (dealer North unless said). */
export const given = (
  facts: readonly AuctionFactEvent[],
  options: Partial<AuctionOptions> & { readonly dealer?: Seat } = {},
) =>
  lawSpecification<AuctionFactEvent, AuctionState>({
    start: () => initialAuction(options.dealer ?? "N", options),
    apply,
    observe: (before, after) => ({
      audit: after.audit.slice(before.audit.length),
      pending: after.pending,
      rulings: after.rulingsNeeded,
      reviews: after.reviews.slice(before.reviews.length),
    }),
    firstPosition: 2,
  })(facts);

export const call = (seat: Seat, c: string, simultaneous = false): AuctionFactEvent => ({
  type: "CallMade",
  seat,
  call: c as Call,
  ...(simultaneous && { simultaneous: true }),
});
export const change = (seat: Seat, c: string): AuctionFactEvent => ({
  type: "CallChanged",
  seat,
  call: c as Call,
});
export const exposed = (seat: Seat, card: string, led = false): AuctionFactEvent => ({
  type: "CardExposed",
  seat,
  card: card as Card,
  ...(led && { how: "led" as const }),
});
export const attention = (seat: Seat): AuctionFactEvent => ({ type: "AttentionDrawn", seat });
export const option = (seat: Seat, law: string, chosen: string): AuctionFactEvent => ({
  type: "OptionChosen",
  seat,
  law,
  option: chosen,
});
export const ruling = (law: string, answer?: string, about?: number): AuctionFactEvent => ({
  type: "DirectorRuled",
  law,
  ...(answer !== undefined && { answer }),
  ...(about !== undefined && { about }),
});
