import { type LawId, type Seat, type Side, seatsOf, sideOf } from "@bridgelaw/cards";

/** The form of contest, which sets who must concur in an appeal (Law 92D). */
export type ContestForm = "pairs" | "teams" | "individual";

export interface AppealConcurrence {
  readonly contest: ContestForm;
  /** The side appealing. */
  readonly side: Side;
  /** The players who agree to appeal (at pairs both members must, 92D1; at individual the appellant). */
  readonly agreed?: readonly Seat[];
  /** At teams, the captain agrees (92D2). */
  readonly captain?: boolean;
  /** 92C: every appeal is made through the Director (default true). */
  readonly viaDirector?: boolean;
}

/**
 * Laws 92C and 92D: an appeal is heard only if lodged through the Director (92C) and (92D1) at pairs both
 * members of the pair agree (at individual events the partner's agreement is not needed), (92D2) at teams the
 * captain agrees.
 */
export const law92DConcurrence = (a: AppealConcurrence): { ok: boolean; law: LawId; reason: string } => {
  if (a.viaDirector === false) {
    return { ok: false, law: "92C", reason: "not lodged through the Director (92C: every appeal is)" };
  }
  const agreed = a.agreed ?? [];
  const outside = agreed.filter((s) => sideOf(s) !== a.side);
  if (outside.length > 0) {
    return {
      ok: false,
      law: "92D",
      reason: `${outside.join(", ")} cannot concur: not of the appealing side`,
    };
  }
  switch (a.contest) {
    case "pairs": {
      const [x, y] = seatsOf(a.side);
      return agreed.includes(x) && agreed.includes(y)
        ? { ok: true, law: "92D1", reason: `both members of the pair (${x}, ${y}) agree` }
        : { ok: false, law: "92D1", reason: `at pairs both members (${x} and ${y}) must agree to appeal` };
    }
    case "individual":
      return agreed.length > 0
        ? {
            ok: true,
            law: "92D1",
            reason: "individual event: the appellant alone (no partner's agreement needed)",
          }
        : { ok: false, law: "92D1", reason: "individual event: the appellant must be named" };
    case "teams":
      return a.captain === true
        ? { ok: true, law: "92D2", reason: "the team captain agrees" }
        : { ok: false, law: "92D2", reason: "at teams the captain must agree to appeal" };
  }
};

/** Who hears an appeal (Law 93): the Director in charge, an appeals committee, or the Regulating Authority. */
export type AppealBody = "director" | "committee" | "ra";
/** What the appeal turns on: a point of law or regulation only, or facts or judgement (93B1/B2). */
export type AppealPoint = "law" | "fact" | "judgement";

export interface AppealHearing {
  readonly body: AppealBody;
  readonly point?: AppealPoint;
  /** The Law of the decision appealed (e.g. `"91A"`), to apply 93B3. */
  readonly appealedLaw?: string;
}

/**
 * Law 93: the clause under which a body decides, and whether its decision binds.
 * - Director in charge: 93B1 on a point solely of law or regulation, else 93A (no committee available);
 * - appeals committee: 93B2, except that it may not overrule the Director in charge on a point of law or
 *   regulation, or on his disciplinary powers (Law 91): there it may only recommend (93B3);
 * - Regulating Authority: 93C2, the final say (a further appeal, 93C1).
 */
export const law93Hearing = (h: AppealHearing): { law: LawId; binding: boolean; reason: string } => {
  switch (h.body) {
    case "director":
      return h.point === "law"
        ? {
            law: "93B1",
            binding: true,
            reason: "the Director in charge rules on a point of law or regulation",
          }
        : { law: "93A", binding: true, reason: "the Director in charge hears the appeal (no committee)" };
    case "committee":
      if (h.appealedLaw !== undefined && /^91/.test(h.appealedLaw)) {
        return {
          law: "93B3",
          binding: false,
          reason:
            "a committee may not overrule the Director's disciplinary powers (Law 91): a recommendation only",
        };
      }
      if (h.point === "law") {
        return {
          law: "93B3",
          binding: false,
          reason:
            "a committee may not overrule the Director in charge on a point of law or regulation: a recommendation only",
        };
      }
      return { law: "93B2", binding: true, reason: "the appeals committee decides on facts and judgement" };
    case "ra":
      return { law: "93C2", binding: true, reason: "the Regulating Authority has the final say" };
  }
};
