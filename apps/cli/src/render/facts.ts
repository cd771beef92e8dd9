import type { Seat } from "@bridgelaw/cards";

/**
 * What the printers read from the log's facts themselves rather than from the view: the alerts and
 * explanations of Laws 20–21 (the view keeps them only as audit entries).
 */
export interface ExplanationFact {
  /** Log position of the Alerted / Explained / ExplanationCorrected event. */
  readonly position: number;
  readonly kind: "alerted" | "explained" | "corrected";
  /** Who alerted or explained. */
  readonly seat: Seat;
  /** Log position of the call it is about. */
  readonly about: number;
  readonly text?: string;
}

export interface LogFacts {
  readonly explanations: readonly ExplanationFact[];
}

export const NO_FACTS: LogFacts = { explanations: [] };

const KINDS: Readonly<Record<string, ExplanationFact["kind"]>> = {
  Alerted: "alerted",
  Explained: "explained",
  ExplanationCorrected: "corrected",
};

const SEATS = new Set(["N", "E", "S", "W"]);

/** The facts of a log's lines (the records as read, in order: position i + 1 for line i). */
export const logFacts = (
  lines: readonly { readonly record: Readonly<Record<string, unknown>> }[],
): LogFacts => {
  const explanations: ExplanationFact[] = [];
  lines.forEach(({ record }, i) => {
    const kind = KINDS[String(record.type)];
    if (kind === undefined || typeof record.about !== "number" || !SEATS.has(String(record.seat))) return;
    explanations.push({
      position: i + 1,
      kind,
      seat: record.seat as Seat,
      about: record.about,
      ...(typeof record.text === "string" && { text: record.text }),
    });
  });
  return { explanations };
};
