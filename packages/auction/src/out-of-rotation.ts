import { type Call, partner, rho, type Seat } from "@bridgelaw/cards";
import { information, name, oblige, restrictLead, review } from "./context.ts";
import type { AuctionDraft } from "./state.ts";

/**
 * What Laws 29–32 share: where the offender called, relative to the player whose turn it was (spec §1.1),
 * and the 2007 Code's bar on partner after a cancelled call out of rotation.
 */
export type Relation = "rho" | "partner" | "lho";

export const relationOf = (offender: Seat, turn: Seat): Relation =>
  turn === rho(offender) ? "rho" : turn === partner(offender) ? "partner" : "lho";

/** 2007 31B / 32A / 31A2(b) / 32B2: partner passes throughout; Law 26 lead restrictions; Law 23. */
export const barThroughout2007 = (
  d: AuctionDraft,
  offender: Seat,
  call: Call,
  at: number,
  position: number,
  law: string,
): void => {
  const p = partner(offender);
  oblige(
    d,
    { kind: "pass", seat: p, scope: "throughout", law, from: position },
    `${name(p)} must pass throughout (2007 ${law})`,
  );
  information(d, offender, call, at, "16D");
  restrictLead(d, offender, "26", at, position);
  review(d, { law: "23", position: at, text: `damage through the enforced pass (2007 ${law})` });
};
