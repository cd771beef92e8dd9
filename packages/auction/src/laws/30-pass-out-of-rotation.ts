import { partner, type Seat } from "@bridgelaw/cards";
import { information, note, oblige, review, startReplacement } from "../context.ts";
import type { Relation } from "../rules/out-of-rotation.ts";
import type { AuctionDraft } from "../state.ts";

/**
 * Law 30: a pass out of rotation, cancelled (29B). 2017: 30A at RHO's turn, offender passes next turn; 30B1
 * at partner's turn or at LHO's turn before the offender has called, the offender's replacement is judged
 * comparable (23) or partner passes once. 2007 Code (its 30A, 30B): by "any bid yet?", with bars on the offender.
 */
export const law30PassOutOfRotation = (
  d: AuctionDraft,
  offender: Seat,
  rel: Relation,
  calledBefore: boolean,
  at: number,
  position: number,
): void => {
  if (d.options.edition === "2007") {
    law30In2007(d, offender, rel, at, position);
    return;
  }
  if (rel === "rho") {
    oblige(d, { kind: "pass", seat: offender, scope: "next-turn", law: "30A", from: position });
    review(d, {
      _tag: "DamageReview",
      law: "72C",
      position: at,
      cause: "pass-out-of-rotation",
      under: "30A",
    });
    return;
  }
  // 30B2: a change of call; the dispatcher routes it to Law 25 before it comes here.
  if (rel === "lho" && calledBefore) return;
  // 30B1(a): partner may make any legal call, but the cancelled pass is unauthorised for him.
  information(d, offender, "P", at, "30B1(a)");
  startReplacement(d, {
    offender,
    withdrawn: "P",
    withdrawnAt: at,
    law: "30B1(b)",
    onNotComparable: "partner-next-turn",
  });
  note(d, { _tag: "PassOutOfRotationReplaced", position, law: "30B1", offender, partner: partner(offender) });
};

/** 2007 Law 30: 30A before any bid, next turn; 30B1 after a bid at RHO's turn, next turn; 30B2 at partner's turn, throughout. */
const law30In2007 = (d: AuctionDraft, offender: Seat, rel: Relation, at: number, position: number): void => {
  const anyBid = d.lastBid !== null;
  if (!anyBid || rel === "rho") {
    const law = anyBid ? "30B1" : "30A";
    oblige(
      d,
      { kind: "pass", seat: offender, scope: "next-turn", law, from: position },
      { _tag: "MustPass", position, law, seat: offender, scope: "next-turn", edition: "2007" },
    );
    review(d, {
      _tag: "DamageReview",
      law: "23",
      position: at,
      cause: "enforced-pass",
      under: law,
      edition: "2007",
    });
    return;
  }
  if (rel === "partner") {
    oblige(
      d,
      { kind: "pass", seat: offender, scope: "throughout", law: "30B2", from: position },
      { _tag: "MustPassNoDoubleByPartner", position, law: "30B2", seat: offender },
    );
    information(d, offender, "P", at, "16D");
    review(d, {
      _tag: "DamageReview",
      law: "23",
      position: at,
      cause: "enforced-pass",
      under: "30B2",
      edition: "2007",
    });
  }
};
