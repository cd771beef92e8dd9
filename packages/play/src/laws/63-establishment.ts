import { SEAT_NAMES, type Seat, sideOf } from "@bridgelaw/cards";
import type { PlayState } from "../state.ts";
import { note } from "../step.ts";

/**
 * Law 63A: a revoke becomes established when the offender or his partner (for the declaring side, either
 * hand) leads or plays to a later trick, legally or not (63A1), or names or designates a card to be played
 * to it (63A2). Called with the trick the card goes to. Once established it may not be corrected (63B),
 * except under 62C3 and 62D1.
 */
export const law63Establish = (
  p: PlayState,
  seat: Seat,
  trick: number,
  position: number,
  clause: "63A1" | "63A2",
): PlayState => {
  const side = sideOf(seat);
  if (!p.revokes.some((r) => r.status === "committed" && r.trick < trick && sideOf(r.offender) === side))
    return p;
  let q: PlayState = {
    ...p,
    revokes: p.revokes.map((r) =>
      r.status === "committed" && r.trick < trick && sideOf(r.offender) === side
        ? { ...r, status: "established", establishedAt: position, establishedBy: clause }
        : r,
    ),
  };
  for (const r of p.revokes) {
    if (r.status === "committed" && r.trick < trick && sideOf(r.offender) === side) {
      q = note(
        q,
        position,
        clause,
        `${SEAT_NAMES[r.offender]}'s revoke on trick ${r.trick} (${r.card}) is established: ${SEAT_NAMES[seat]} ${
          clause === "63A1" ? "played" : "designated a card"
        } to trick ${trick}`,
      );
    }
  }
  return q;
};

/**
 * Law 63A3: a claim or concession by a member of the offending side establishes its revokes; 63A4: so does
 * the side's agreement to an opponent's claim once established under 69A. For the claims package.
 */
export const law63EstablishByClaim = (
  p: PlayState,
  side: "NS" | "EW",
  position: number,
  clause: "63A3" | "63A4",
): PlayState => {
  let q = p;
  for (const r of p.revokes) {
    if (r.status !== "committed" || sideOf(r.offender) !== side) continue;
    q = {
      ...q,
      revokes: q.revokes.map((x) =>
        x === r ? { ...x, status: "established", establishedAt: position, establishedBy: clause } : x,
      ),
    };
    q = note(
      q,
      position,
      clause,
      `${SEAT_NAMES[r.offender]}'s revoke on trick ${r.trick} is established by ${clause === "63A3" ? "his side's claim or concession" : "his side's agreement to the claim"}`,
    );
  }
  return q;
};

/** 47E1: a play retracted because an opponent wrongly said it was the player's turn establishes nothing. */
export const law63Unestablish = (p: PlayState, position: number): PlayState =>
  p.revokes.some((r) => r.establishedAt === position)
    ? {
        ...p,
        revokes: p.revokes.map((r) =>
          r.establishedAt === position && r.status === "established"
            ? {
                trick: r.trick,
                offender: r.offender,
                card: r.card,
                position: r.position,
                status: "committed",
                law: r.law,
                kind: r.kind,
                suit: r.suit,
                ...(r.attention !== undefined && { attention: r.attention }),
              }
            : r,
        ),
      }
    : p;
