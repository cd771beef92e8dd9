import { sameContract } from "@bridgelaw/cards";
import { law17D3RightToCall } from "./laws/17-auction-period.ts";
import { law22EndOfAuction, law22Reopened } from "./laws/22-end-of-auction.ts";
import { law26AtEndOfAuction } from "./laws/26-lead-restrictions.ts";
import { withSummary } from "./standing.ts";
import type { AuctionDraft } from "./state.ts";

/** T2, the end of the auction: Law 22 (the contract, the Law 24 cards), then Law 26's lead restrictions. */
export const endOfAuction = (d: AuctionDraft, position: number): void => {
  law22EndOfAuction(d, position);
  if (d.contract !== null && d.contract !== undefined) law26AtEndOfAuction(d, position);
};

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
