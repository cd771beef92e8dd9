import type { Seat, Tagged } from "@bridgelaw/cards";
import type { LogError } from "@bridgelaw/log";
import type { BoardView } from "@bridgelaw/table";

/**
 * Facts the view keeps only as audit entries, read from the log's own records: the alerts and explanations
 * of Laws 20–21 (`Alerted`, `Explained`, `ExplanationCorrected`), each about the call at `about`.
 */
export interface Explanation {
  /** Log position of the alert or explanation. */
  readonly position: number;
  readonly kind: "alerted" | "explained" | "corrected";
  readonly seat: Seat;
  /** Log position of the call it is about. */
  readonly about: number;
  readonly text?: string;
}

const KINDS: Readonly<Record<string, Explanation["kind"]>> = {
  Alerted: "alerted",
  Explained: "explained",
  ExplanationCorrected: "corrected",
};

/** The alerts and explanations among the first `upTo` records (position i + 1 for record i). */
export const explanationsOf = (
  records: readonly Readonly<Record<string, unknown>>[],
  upTo = records.length,
): Explanation[] => {
  const out: Explanation[] = [];
  records.slice(0, upTo).forEach((r, i) => {
    const kind = KINDS[String(r.type)];
    if (kind === undefined || typeof r.about !== "number") return;
    out.push({
      position: i + 1,
      kind,
      seat: r.seat as Seat,
      about: r.about,
      ...(typeof r.text === "string" && { text: r.text }),
    });
  });
  return out;
};

/**
 * The facts an appeals committee weighs, each where it happened (the board's view, read as it is): extraneous
 * information (16B), unauthorised information from a withdrawn or cancelled call (16C), the end-of-play
 * reviews (23C, 27D, 72C, 15A3 …), revokes (61–64), lead restrictions (26, 50D2, 51B …), questions about the
 * opponents' calls (20F), and the event the Laws refused, where the replay stops. Nothing is derived here:
 * each entry is a field of the view (or the replay's error), sorted by the position it happened at.
 */
export type WeighedFact =
  | {
      readonly kind: "extraneous";
      readonly position: number;
      readonly law: string;
      readonly fact: ExtraneousFact;
    }
  | {
      readonly kind: "unauthorised";
      readonly position: number;
      readonly law: string;
      readonly fact: InfoRecord;
    }
  | { readonly kind: "review"; readonly position: number; readonly law: string; readonly fact: Review }
  | { readonly kind: "revoke"; readonly position: number; readonly law: string; readonly fact: Revoke }
  | {
      readonly kind: "lead-restriction";
      readonly position: number;
      readonly law: string;
      readonly fact: AuctionLeadRestriction;
    }
  | {
      readonly kind: "lead-obligation";
      readonly position: number;
      readonly law: string;
      readonly fact: LeadObligation;
    }
  | {
      readonly kind: "question";
      readonly position: number;
      readonly law: string;
      readonly fact: QuestionFact;
    }
  | { readonly kind: "refused"; readonly position: number; readonly law: null; readonly error: EventRefusal };

type View = BoardView;
type ExtraneousFact = View["extraneousInformation"][number];
type InfoRecord = View["auction"]["unauthorisedInformation"][number];
type Review = View["auction"]["reviews"][number];
type Revoke = View["revokes"][number];
type AuctionLeadRestriction = View["leadRestrictions"][number];
type LeadObligation = View["leadObligations"][number];
type QuestionFact = View["questions"][number];

/** The replay's refusal of an event (a `EventRejected` of `@bridgelaw/log`): where, and why as data. */
export interface EventRefusal {
  readonly position: number;
  readonly line: number;
  readonly message: string;
  readonly refusal?: Tagged;
}

/** The event the Laws refused in a replay (its position), if the replay stopped at one. */
export const refusalOf = (error: LogError | undefined): EventRefusal | undefined =>
  error !== undefined && error._tag === "EventRejected"
    ? { position: error.position, line: error.line, message: error.message, refusal: error.refusal }
    : undefined;

/** Every fact of the view the committee weighs, in the order they happened (see `WeighedFact`). */
export const weighedFacts = (view: View, refused?: EventRefusal): WeighedFact[] => {
  const out: WeighedFact[] = [
    ...view.extraneousInformation.map((fact) => ({
      kind: "extraneous" as const,
      position: fact.position,
      law: "16B",
      fact,
    })),
    ...view.auction.unauthorisedInformation.map((fact) => ({
      kind: "unauthorised" as const,
      position: fact.position,
      law: fact.law,
      fact,
    })),
    ...view.questions.map((fact) => ({
      kind: "question" as const,
      position: fact.position,
      law: fact.law,
      fact,
    })),
    ...view.auction.reviews.map((fact) => ({
      kind: "review" as const,
      position: fact.position,
      law: fact.law,
      fact,
    })),
    ...view.revokes.map((fact) => ({
      kind: "revoke" as const,
      position: fact.position,
      law: fact.law,
      fact,
    })),
    ...view.leadRestrictions.map((fact) => ({
      kind: "lead-restriction" as const,
      position: fact.from,
      law: fact.law,
      fact,
    })),
    ...view.leadObligations.map((fact) => ({
      kind: "lead-obligation" as const,
      position: fact.position,
      law: fact.law,
      fact,
    })),
    ...(refused === undefined
      ? []
      : [{ kind: "refused" as const, position: refused.position, law: null, error: refused }]),
  ];
  return out.sort((a, b) => a.position - b.position);
};
