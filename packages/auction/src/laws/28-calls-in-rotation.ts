import { type Call, lho, type Seat } from "@bridgelaw/cards";
import { answered, ask, information, note, partner, record, removeWhere, withdrawOffer } from "../context.ts";
import { passObligation } from "../legality.ts";
import { DONE, type Next } from "../next.ts";
import { settle } from "../rules/settle.ts";
import { updateCall } from "../standing.ts";
import type { AuctionDraft, OpenOf } from "../state.ts";

/**
 * 28A: a call at RHO's turn when RHO is required to pass is in rotation: RHO's pass is deemed made,
 * discharging his next-turn obligation; the call is then made in rotation. Any other call: not 28A's.
 */
export const law28ACallOverBarredRho = (
  d: AuctionDraft,
  caller: Seat,
  call: Call,
  position: number,
): Next | undefined => {
  const barred = d.turn!;
  if (caller !== lho(barred) || passObligation(d, barred) === undefined) return undefined;
  removeWhere(d.obligations, (o) => o.seat === barred && o.kind === "pass" && o.scope === "next-turn");
  record(d, { seat: barred, call: "P", position, turn: barred, status: "deemed", law: "28A" });
  settle(d, position);
  note(d, { _tag: "PassDeemedMade", position, law: "28A", seat: barred, caller });
  return { follows: "in-rotation", seat: caller, call, position };
};

/**
 * 28B, while a call out of rotation waits for its rectification: the player whose turn it was calls. When he
 * is also the offender's LHO, his call may accept it (29A) or be his own call in turn (28B): the Director asks
 * his intent, and the auction waits. Otherwise the call out of rotation is cancelled and his call is made in
 * rotation. A call by another player: not 28B's.
 */
export const law28BCallAtTurn = (
  d: AuctionDraft,
  o: OpenOf<"out-of-rotation">,
  seat: Seat,
  call: Call,
  position: number,
): Next | undefined => {
  if (seat !== o.turn) return undefined;
  if (o.turn === lho(o.offender)) {
    record(d, { seat, call, position, turn: o.turn, status: "open", law: "28B" });
    ask(d, {
      _tag: "CalledOverCallOutOfRotation",
      law: "28B",
      position,
      blocking: true,
      seat,
      offender: o.offender,
      call: o.call,
      answers: ["accept", "own-turn"],
    });
    return DONE;
  }
  law28BCancelled(d, position);
  return { follows: "in-rotation", seat, call, position };
};

/**
 * The Director's answer on the intent of a call over a call out of rotation (28B or 29A): it accepted it
 * (`accept`: 29A, then the call is taken as made after it), or it was made in turn (`own-turn`: 28B, the call
 * out of rotation is cancelled and the call made in rotation).
 */
export const law28BRuled = (
  d: AuctionDraft,
  answer: string | undefined,
  about: number,
  position: number,
): Next => {
  const found = d.calls.find((c) => c.position === about)!;
  const held = { seat: found.seat, call: found.call };
  answered(d, "28B", about);
  d.calls = d.calls.filter((c) => c.position !== about);
  if (answer === "accept") return { follows: "accept-out-of-rotation", ...held, position: about };
  law28BCancelled(d, position);
  return { follows: "in-rotation", ...held, position: about };
};

/**
 * 28B: the player whose turn it was calls before the call out of rotation is rectified: it is cancelled, the
 * right to rectification forfeited; no lead restriction (Law 26 does not apply) but 16C2 for the offender's partner.
 */
const law28BCancelled = (d: AuctionDraft, position: number): void => {
  const open = d.open;
  if (open === null || open.kind !== "out-of-rotation") return;
  const o = { ...open };
  updateCall(d, o.at, { status: "cancelled", law: "28B" });
  d.open = null;
  withdrawOffer(d, "29A");
  information(d, o.offender, o.call, o.at, "28B");
  note(d, {
    _tag: "OutOfRotationCancelledByTurn",
    position,
    law: "28B",
    seat: o.turn,
    offender: o.offender,
    call: o.call,
    partner: partner(o.offender),
  });
};
