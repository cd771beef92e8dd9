import { lho, type Seat } from "@bridgelaw/cards";
import { information, name, note } from "../context.ts";
import { isStanding, withSummary } from "../standing.ts";
import type { AuctionState, RecordedCall } from "../state.ts";

/**
 * Law 17D3 detection (spec §5, Law 17): who was deprived of a turn by a pass out of rotation among the passes
 * that would end the auction; null when nobody was.
 */
export const deprivedSeat = (
  standing: readonly RecordedCall[],
  dealer: Seat,
): { seat: Seat; cancel: readonly RecordedCall[] } | null => {
  let k = -1;
  for (let i = standing.length - 1; i >= 0; i -= 1) {
    if (standing[i]!.call !== "P") {
      k = i;
      break;
    }
  }
  const after = standing.slice(k + 1);
  const order: Seat[] =
    k >= 0
      ? [lho(standing[k]!.seat), lho(lho(standing[k]!.seat)), lho(lho(lho(standing[k]!.seat)))]
      : [dealer, lho(dealer), lho(lho(dealer)), lho(lho(lho(dealer)))];
  const wouldEnd = (k >= 0 && after.length >= 3) || (k < 0 && after.length >= 4);
  if (!wouldEnd) return null;
  const j = order.findIndex((s) => after.every((c) => c.seat !== s));
  if (j < 0) return null;
  return { seat: order[j]!, cancel: after.slice(j) };
};

/**
 * Law 17D3 (and 34): a call followed by three passes, one of them out of rotation and depriving a player of
 * his turn, does not end the auction: it reverts to that player, every later pass is cancelled, and each
 * player who passed out of rotation is an offender (16C). No other rectification ([A-10]).
 */
export const law17D3RightToCall = (a: AuctionState, position: number): AuctionState => {
  if (!a.ended) return a;
  const found = deprivedSeat(a.calls.filter(isStanding), a.dealer);
  if (found === null) return a;
  const cancelled = new Set(found.cancel.map((c) => c.position));
  let s = withSummary(
    { ...a, revertTo: found.seat },
    a.calls.map((c) => (cancelled.has(c.position) ? { ...c, status: "cancelled" as const, law: "17D3" } : c)),
  );
  for (const c of found.cancel) {
    if (c.flags?.includes("accepted-out-of-rotation") || (c.turn !== null && c.turn !== c.seat)) {
      s = information(s, c.seat, c.call, c.position, "17D3");
    }
  }
  return note(
    s,
    position,
    "17D3",
    `${name(found.seat)} was deprived of his turn by a pass out of rotation: the auction reverts to ${name(found.seat)}; the passes at positions ${[...cancelled].join(", ")} are cancelled`,
  );
};
