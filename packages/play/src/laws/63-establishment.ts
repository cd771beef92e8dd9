import { sideOf } from "@bridgelaw/cards";
import type { PlayDraft } from "../state.ts";
import { note } from "../step.ts";

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
    note(d, {
      _tag: "RevokeEstablishedByClaim",
      position,
      law: clause,
      offender: r.offender,
      trick: r.trick,
    });
  }
};
