import { isEnvelopeField } from "@bridgelaw/log";

/**
 * One event of a log as a Director reads it: its type, then its fields, the envelope (`at`, `by`, `note`, the
 * seal) left out: `CallMade S 1NT`, `OptionChosen S law=27A1 option=refuse`, `DirectorRuled law=64C1
 * tricks=11`. The seat, call and card are printed bare; every other field as `name=value`.
 */
export const describeRecord = (record: Readonly<Record<string, unknown>>): string => {
  const fields = Object.entries(record)
    .filter(([k]) => k !== "type" && !isEnvelopeField(k))
    .map(([k, v]) =>
      k === "seat" || k === "call" || k === "card"
        ? String(v)
        : `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`,
    );
  return `${String(record.type)} ${fields.join(" ")}`.trim();
};
