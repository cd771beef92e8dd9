import type { ClaimCheckerError, ClaimReport, ClaimReportNote } from "@bridgelaw/claims";
import type { BoardView } from "@bridgelaw/table";
import type { Lang } from "./catalog.ts";
import type { ClaimPhrase } from "./claim-phrases.ts";
import { describe } from "./format.ts";

/**
 * A claim or concession as `claimWhat` and `claimStanding` read it: a board view's (or a seat view's) claim,
 * without the claim checker's input.
 */
export type ClaimFacts = Omit<BoardView["claims"][number], "checkInput">;

/** What was claimed or conceded (Law 68A, 68B): `South claims 3 of the 4 tricks left`, `West concedes 2 of the 5 tricks left`. */
export const claimWhat = (c: ClaimFacts, lang: Lang = "en"): string =>
  describe(
    {
      _tag: "WhatWasClaimed",
      kind: c.kind,
      claimer: c.claimer,
      claimed: c.tricks,
      conceded: c.remaining - c.tricks,
      remaining: c.remaining,
    } satisfies ClaimPhrase,
    lang,
  );

/**
 * How a claim stands (Laws 68–71), in words for the Director: open, agreed, disputed, ruled, void … with the
 * tricks as settled and the Laws that decided (`ruled by the Director under 70C: NS take 2 of the 3`).
 */
export const claimStanding = (c: ClaimFacts, lang: Lang = "en"): string => {
  const phrase: ClaimPhrase = {
    _tag: "HowTheClaimStands",
    status: c.status,
    final: c.final,
    side: c.side,
    settled: c.settled,
    settledKnown: c.settled !== null,
    remaining: c.remaining,
    corrections: c.corrections.map((x) => x.law),
    corrected: c.corrections.length,
    ...(c.laws[0] !== undefined && { ruledUnder: c.laws[0] }),
  };
  return describe(phrase, lang);
};

type WithText<T> = T & { readonly text: string };

/** The claim checker's report with its words: `text` beside each note and beside the error, as JSON output gives it. */
export type WordedClaimReport = Omit<ClaimReport, "notes" | "error"> & {
  readonly notes: readonly WithText<ClaimReportNote>[];
  readonly error?: WithText<ClaimCheckerError>;
};

/** The claim checker's report with the words of its notes and its error beside their data (`bridgelaw claim --json`). */
export const claimReportWithWords = (r: ClaimReport, lang: Lang = "en"): WordedClaimReport => {
  const { error, ...rest } = r;
  return {
    ...rest,
    notes: r.notes.map((n) => ({ ...n, text: describe(n, lang) })),
    ...(error !== undefined && { error: { ...error, text: describe(error, lang) } }),
  };
};
