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

/** Which case of Laws 92C and 92D decided an appeal's concurrence (the message id of its reason). */
export type ConcurrenceCase =
  | "not-via-director"
  | "outside-side"
  | "pair-agrees"
  | "pair-must-agree"
  | "individual"
  | "individual-unnamed"
  | "captain-agrees"
  | "captain-must-agree";

/**
 * Laws 92C and 92D: an appeal is heard only if lodged through the Director (92C) and (92D1) at pairs both
 * members of the pair agree (at individual events the partner's agreement is not needed), (92D2) at teams the
 * captain agrees. The decision as data (issue 31: without the English of `law92DConcurrence`).
 */
export const law92DDecision = (a: AppealConcurrence): { ok: boolean; law: LawId; case: ConcurrenceCase } => {
  if (a.viaDirector === false) return { ok: false, law: "92C", case: "not-via-director" };
  const agreed = a.agreed ?? [];
  if (agreed.some((s) => sideOf(s) !== a.side)) return { ok: false, law: "92D", case: "outside-side" };
  switch (a.contest) {
    case "pairs": {
      const [x, y] = seatsOf(a.side);
      return agreed.includes(x) && agreed.includes(y)
        ? { ok: true, law: "92D1", case: "pair-agrees" }
        : { ok: false, law: "92D1", case: "pair-must-agree" };
    }
    case "individual":
      return agreed.length > 0
        ? { ok: true, law: "92D1", case: "individual" }
        : { ok: false, law: "92D1", case: "individual-unnamed" };
    case "teams":
      return a.captain === true
        ? { ok: true, law: "92D2", case: "captain-agrees" }
        : { ok: false, law: "92D2", case: "captain-must-agree" };
  }
};

/** The English reason of a concurrence's case, from what it was given. */
const concurrenceReason = (c: ConcurrenceCase, a: AppealConcurrence): string => {
  const [x, y] = seatsOf(a.side);
  switch (c) {
    case "not-via-director":
      return "not lodged through the Director (92C: every appeal is)";
    case "outside-side":
      return `${(a.agreed ?? []).filter((s) => sideOf(s) !== a.side).join(", ")} cannot concur: not of the appealing side`;
    case "pair-agrees":
      return `both members of the pair (${x}, ${y}) agree`;
    case "pair-must-agree":
      return `at pairs both members (${x} and ${y}) must agree to appeal`;
    case "individual":
      return "individual event: the appellant alone (no partner's agreement needed)";
    case "individual-unnamed":
      return "individual event: the appellant must be named";
    case "captain-agrees":
      return "the team captain agrees";
    case "captain-must-agree":
      return "at teams the captain must agree to appeal";
  }
};

/**
 * Laws 92C and 92D: an appeal is heard only if lodged through the Director (92C) and (92D1) at pairs both
 * members of the pair agree (at individual events the partner's agreement is not needed), (92D2) at teams the
 * captain agrees.
 */
export const law92DConcurrence = (a: AppealConcurrence): { ok: boolean; law: LawId; reason: string } => {
  const d = law92DDecision(a);
  return { ok: d.ok, law: d.law, reason: concurrenceReason(d.case, a) };
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

/** Which case of Law 93 decided who hears an appeal and whether it binds (the message id of its reason). */
export type HearingCase =
  | "director-on-law"
  | "director"
  | "committee-on-discipline"
  | "committee-on-law"
  | "committee"
  | "ra";

/**
 * Law 93: the clause under which a body decides, and whether its decision binds.
 * - Director in charge: 93B1 on a point solely of law or regulation, else 93A (no committee available);
 * - appeals committee: 93B2, except that it may not overrule the Director in charge on a point of law or
 *   regulation, or on his disciplinary powers (Law 91): there it may only recommend (93B3);
 * - Regulating Authority: 93C2, the final say (a further appeal, 93C1).
 * The decision as data (issue 31: without the English of `law93Hearing`).
 */
export const law93Decision = (h: AppealHearing): { law: LawId; binding: boolean; case: HearingCase } => {
  switch (h.body) {
    case "director":
      return h.point === "law"
        ? { law: "93B1", binding: true, case: "director-on-law" }
        : { law: "93A", binding: true, case: "director" };
    case "committee":
      if (h.appealedLaw !== undefined && /^91/.test(h.appealedLaw)) {
        return { law: "93B3", binding: false, case: "committee-on-discipline" };
      }
      if (h.point === "law") return { law: "93B3", binding: false, case: "committee-on-law" };
      return { law: "93B2", binding: true, case: "committee" };
    case "ra":
      return { law: "93C2", binding: true, case: "ra" };
  }
};

const HEARING_ENGLISH: { readonly [C in HearingCase]: string } = {
  "director-on-law": "the Director in charge rules on a point of law or regulation",
  director: "the Director in charge hears the appeal (no committee)",
  "committee-on-discipline":
    "a committee may not overrule the Director's disciplinary powers (Law 91): a recommendation only",
  "committee-on-law":
    "a committee may not overrule the Director in charge on a point of law or regulation: a recommendation only",
  committee: "the appeals committee decides on facts and judgement",
  ra: "the Regulating Authority has the final say",
};

/**
 * Law 93: the clause under which a body decides, and whether its decision binds.
 * - Director in charge: 93B1 on a point solely of law or regulation, else 93A (no committee available);
 * - appeals committee: 93B2, except that it may not overrule the Director in charge on a point of law or
 *   regulation, or on his disciplinary powers (Law 91): there it may only recommend (93B3);
 * - Regulating Authority: 93C2, the final say (a further appeal, 93C1).
 */
export const law93Hearing = (h: AppealHearing): { law: LawId; binding: boolean; reason: string } => {
  const d = law93Decision(h);
  return { law: d.law, binding: d.binding, reason: HEARING_ENGLISH[d.case] };
};
