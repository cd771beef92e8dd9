import type { Call, Seat } from "@bridgelaw/cards";
import { thawed } from "@bridgelaw/log";
import { note } from "../context.ts";
import type { AuctionDraft, AuctionState } from "../state.ts";

/**
 * Law 33: a call simultaneous with the call of the player whose turn it was is deemed to follow it. When the
 * previous call was made out of turn by another player and this call is by the player whose turn it was, the
 * two are taken again in the Law's order, from the auction as it stood before the previous call; otherwise the
 * call is simply taken after the previous one. `take` takes a call as the auction's intake does.
 */
export const law33Simultaneous = (
  d: AuctionDraft,
  e: { readonly seat: Seat; readonly call: Call },
  position: number,
  take: (seat: Seat, call: Call, position: number) => void,
): void => {
  const before = d.beforeLastCall;
  const last = d.calls[d.calls.length - 1];
  if (before !== null && last !== undefined && last.seat !== before.turn && e.seat === before.turn) {
    const previous = { seat: last.seat, call: last.call, position: last.position };
    // The state before the previous call, taken up again: the two calls are made in the Law's order.
    Object.assign(d, thawed<AuctionState>(before));
    take(e.seat, e.call, position);
    note(d, {
      _tag: "SimultaneousCallsReordered",
      position,
      law: "33",
      seat: previous.seat,
      call: previous.call,
      after: e.seat,
      afterCall: e.call,
    });
    take(previous.seat, previous.call, previous.position);
    return;
  }
  take(e.seat, e.call, position);
  note(d, { _tag: "SimultaneousCall", position, law: "33", seat: e.seat, call: e.call });
};
