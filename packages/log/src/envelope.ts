/**
 * The envelope of a logged event: the fields a line may carry besides the event itself. `at`, `by` and `note`
 * are written by whoever records the event; `seq`, `prev`, `hash` and (on the first record) `sealed` are the
 * seal (see `chain.ts`) and are written only by `seal` and `appendJsonLines`.
 */
export interface Envelope {
  /** When it happened, as an ISO 8601 time (`2026-11-22T19:04:05Z`). */
  readonly at?: string;
  /** Who recorded it (a Director, a scorer, a device id). */
  readonly by?: string;
  /** A free-text remark. */
  readonly note?: string;
  /** Sealed logs only: the 1-based position of the record. */
  readonly seq?: number;
  /** Sealed logs only: the hash of the previous record (`GENESIS` for the first). */
  readonly prev?: string;
  /** Sealed logs only: the SHA-256 of this record without its `hash` field, in canonical JSON. */
  readonly hash?: string;
  /** Sealed logs only, on the first record: the seal marker (`SEAL_MARKER`, `"sha256-chain/1"`). */
  readonly sealed?: string;
}

/** The fields of a seal on every record, added by `seal` and checked by `verify`. */
export const SEAL_FIELDS = ["seq", "prev", "hash"] as const;

/**
 * The field of the seal marker, which the first record of a sealed log carries (`"sealed":"sha256-chain/1"`),
 * so that a log whose `seq`, `prev` and `hash` were stripped is seen to have been sealed.
 */
export const SEAL_MARKER_FIELD = "sealed";

/** Every envelope field. An event schema need not declare them (see `eventDecoder`). */
export const ENVELOPE_FIELDS = ["at", "by", "note", ...SEAL_FIELDS, SEAL_MARKER_FIELD] as const;

export type EnvelopeField = (typeof ENVELOPE_FIELDS)[number];

const ENVELOPE_SET: ReadonlySet<string> = new Set(ENVELOPE_FIELDS);

/** True when `key` is the name of an envelope field. */
export const isEnvelopeField = (key: string): key is EnvelopeField => ENVELOPE_SET.has(key);

/**
 * The envelope fields of a raw record that have the right type (strings, and an integer `seq`); fields of
 * another type are left out (a broken seal is `verify`'s to report).
 */
export const envelopeOf = (record: Record<string, unknown>): Envelope => {
  const out: { -readonly [K in keyof Envelope]: Envelope[K] } = {};
  for (const key of ["at", "by", "note", "prev", "hash", "sealed"] as const) {
    const v = record[key];
    if (typeof v === "string") out[key] = v;
  }
  if (Number.isSafeInteger(record.seq)) out.seq = record.seq as number;
  return out;
};

/**
 * A record to log: the event's fields, then the envelope's fields that are set (an envelope field wins over
 * an event field of the same name).
 */
export const toRecord = (event: object, envelope?: Envelope): Record<string, unknown> => {
  const record: Record<string, unknown> = { ...(event as Record<string, unknown>) };
  if (envelope !== undefined) {
    for (const key of ENVELOPE_FIELDS) {
      const v = envelope[key];
      if (v !== undefined) record[key] = v;
    }
  }
  return record;
};
