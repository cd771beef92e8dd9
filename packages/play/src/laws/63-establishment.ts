import { SEAT_NAMES, type Seat, sideOf } from "@bridgelaw/cards";
import type { PlayDraft } from "../state.ts";
import { note } from "../step.ts";

/**
 * Law 63A: a revoke becomes established when the offender or his partner (for the declaring side, either
 * hand) leads or plays to a later trick, legally or not (63A1), or names or designates a card to be played
 * to it (63A2). Called with the trick the card goes to. Once established it may not be corrected (63B),
 * except under 62C3 and 62D1.
 */
export const law63Establish = (
  d: PlayDraft,
  seat: Seat,
  trick: number,
  position: number,
  clause: "63A1" | "63A2",
): void => {
  const side = sideOf(seat);
  const due = d.revokes.filter(
    (r) => r.status === "committed" && r.trick < trick && sideOf(r.offender) === side,
  );
  for (const r of due) {
    r.status = "established";
    r.establishedAt = position;
    r.establishedBy = clause;
  }
  for (const r of due) {
    note(
      d,
      position,
      clause,
      `${SEAT_NAMES[r.offender]}'s revoke on trick ${r.trick} (${r.card}) is established: ${SEAT_NAMES[seat]} ${
        clause === "63A1" ? "played" : "designated a card"
      } to trick ${trick}`,
    );
  }
};

/**
 * Law 63A3: a claim or concession by a member of the offending side establishes its revokes; 63A4: so does
 * the side's agreement to an opponent's claim once established under 69A. For the claims package.
 */
export const law63EstablishByClaim = (
  d: PlayDraft,
  side: "NS" | "EW",
  position: number,
  clause: "63A3" | "63A4",
): void => {
  for (const r of d.revokes) {
    if (r.status !== "committed" || sideOf(r.offender) !== side) continue;
    r.status = "established";
    r.establishedAt = position;
    r.establishedBy = clause;
    note(
      d,
      position,
      clause,
      `${SEAT_NAMES[r.offender]}'s revoke on trick ${r.trick} is established by ${clause === "63A3" ? "his side's claim or concession" : "his side's agreement to the claim"}`,
    );
  }
};

/** 47E1: a play retracted because an opponent wrongly said it was the player's turn establishes nothing. */
export const law63Unestablish = (d: PlayDraft, position: number): void => {
  for (let i = 0; i < d.revokes.length; i += 1) {
    const r = d.revokes[i]!;
    if (r.establishedAt !== position || r.status !== "established") continue;
    d.revokes[i] = {
      trick: r.trick,
      offender: r.offender,
      card: r.card,
      position: r.position,
      status: "committed",
      law: r.law,
      kind: r.kind,
      suit: r.suit,
      ...(r.attention !== undefined && { attention: r.attention }),
    };
  }
};
