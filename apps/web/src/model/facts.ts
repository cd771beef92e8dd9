import type { Seat } from "@bridgelaw/cards";

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
