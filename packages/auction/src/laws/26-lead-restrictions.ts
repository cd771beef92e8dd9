import { SUITS, type Suit } from "@bridgelaw/cards";
import { answered, note } from "../context.ts";
import { law2007SuitSpecified, prohibitableSuits, restrictLead } from "../rules/lead-restrictions.ts";
import type { AuctionDraft } from "../state.ts";

/*
 * Law 26: the Director's ruling on the suits the offender specified. (A lead restriction pending on the
 * offender's partner, and what becomes of it at the end of the auction, are a rule the rectifications share:
 * `rules/lead-restrictions.ts`.)
 */

/**
 * The Director's ruling on the suits the offender specified in the legal auction (26B, 39C). Declarer may
 * prohibit only a suit not specified (2017); when the offender's legal calls specified all four suits (WBFLC
 * Ex 22: a legal 2♦ showing 4-4-1-4), there is no suit to prohibit: no lead restriction at all, the lead is
 * free. The information of the withdrawn call still falls under 16C. (The 2007 Code's 26B lets declarer
 * prohibit any one suit: the suits specified do not narrow it.)
 */
export const law26BSuitsRuled = (
  d: AuctionDraft,
  law: "26A" | "26B",
  suits: readonly Suit[],
  about: number,
  position: number,
): void => {
  answered(d, law, about);
  d.leadRestrictions = d.leadRestrictions.map((r) => {
    if (r.from !== about) return r;
    const ruled = { ...r, suitsSpecified: [...suits] };
    if (d.options.edition === "2007") return law2007SuitSpecified(ruled);
    return d.options.edition === "2017" && r.status === "active" && prohibitableSuits(ruled).length === 0
      ? { ...ruled, status: "void" as const, waived: "every-suit-specified" as const }
      : ruled;
  });
  note(
    d,
    suits.length === 0
      ? { _tag: "NoSuitSpecified", position, law }
      : { _tag: "SuitsSpecified", position, law, suits: [...suits] },
  );
  for (const r of d.leadRestrictions) {
    if (r.from !== about || r.status !== "void") continue;
    if (r.waived === "suit-specified") {
      note(d, {
        _tag: "WithdrawnSuitSpecified",
        position,
        law: "26A",
        offender: r.offender,
        restricted: r.restricted,
        suits: [...(r.mayRequire ?? [])],
      });
      continue;
    }
    if (r.waived !== "every-suit-specified") continue;
    note(d, {
      _tag: "EverySuitSpecified",
      position,
      law: "26B",
      offender: r.offender,
      restricted: r.restricted,
    });
  }
};

/** The Director's answer on the suits specified (26B): a comma-separated list of suits, or "none". */
export const parseSuitsSpecified = (answer: string | undefined): Suit[] | null => {
  if (answer === undefined) return null;
  const t = answer.trim().toUpperCase();
  if (t === "NONE" || t === "") return [];
  const parts = t.split(/[\s,]+/);
  return parts.every((p) => (SUITS as readonly string[]).includes(p)) ? (parts as Suit[]) : null;
};

/**
 * 2007 Code 25B: the Director's ruling on whether Law 26 applies to the call withdrawn or cancelled. If it
 * applies, a lead restriction on the offender's partner (2007 26A or 26B, settled at the end of the auction).
 */
export const law26AfterChangeOfCall = (
  d: AuctionDraft,
  answer: string | undefined,
  about: number,
  position: number,
): void => {
  const q = d.rulingsNeeded.find((r) => r.law === "26" && r.position === about);
  answered(d, "26", about);
  if (q?._tag !== "DoesLaw26Apply" || answer !== "applies") return;
  restrictLead(d, q.seat, "26", q.withdrawnAt, position);
};
