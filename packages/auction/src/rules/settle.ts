import { sameContract } from "@bridgelaw/cards";
import { withSummary } from "../standing.ts";
import type { AuctionDraft } from "../state.ts";
import { law17D3RightToCall } from "./deprived-turn.ts";
import { endOfAuction, law22Reopened } from "./end-of-auction.ts";

/**
 * Recomputes the standing auction; applies 17D3 and, when the auction is over, Laws 22 and 26 (T2). An
 * auction that was over and is not any more (a change of call after the final pass: 21B1(a), 25A) is opened
 * again (22); one that ends on another contract is ended afresh.
 */
export const settle = (d: AuctionDraft, position: number): void => {
  const was = d.ended ? d.contract : undefined;
  withSummary(d);
  law17D3RightToCall(d, position);
  if (was === undefined) {
    if (d.ended) endOfAuction(d, position);
    return;
  }
  if (d.ended && sameContract(was, d.contract)) return;
  law22Reopened(d, position);
  if (d.ended) endOfAuction(d, position);
};
