import { isBid, type Seat, SUITS, type Suit, sideOf } from "@bridgelaw/cards";
import { answered, ask, name, note } from "../context.ts";
import type { AuctionDraft, AuctionState, LeadRestriction } from "../state.ts";

/** The offender's legal calls (spec §1.5: suits specified in the legal auction). */
const legalCallsOf = (a: AuctionState, seat: Seat) =>
  a.calls.filter((c) => c.seat === seat && c.status === "standing").map((c) => c.call);

/**
 * Law 26 at the end of the auction (T2): a pending lead restriction becomes active when the offender defends,
 * void otherwise. The suits the offender specified in the legal auction are a matter of judgement (26B, [J]):
 * none when he made no legal bid, else the Director says which.
 */
export const law26AtEndOfAuction = (d: AuctionDraft, position: number): void => {
  const contract = d.contract;
  d.leadRestrictions = d.leadRestrictions.map((r) => {
    if (r.status !== "pending") return r;
    if (!contract || sideOf(r.offender) === sideOf(contract.declarer))
      return { ...r, status: "void", waived: "declaring side" };
    const bids = legalCallsOf(d, r.offender).filter(isBid);
    return { ...r, status: "active", suitsSpecified: bids.length === 0 ? [] : null };
  });
  for (const r of d.leadRestrictions) {
    if (r.status !== "active") continue;
    note(
      d,
      position,
      r.law,
      `lead restriction active (${r.law}): at ${name(r.restricted)}'s first turn to lead, declarer may prohibit one suit${
        r.suitsSpecified === null
          ? ` not specified by ${name(r.offender)}`
          : r.suitsSpecified.length === 0
            ? " (any suit)"
            : ""
      }`,
    );
    if (r.suitsSpecified === null) {
      ask(d, {
        _tag: "Said",
        law: "26B",
        position: r.from,
        question: `which suits did ${name(r.offender)} specify in the legal auction (26B)? Answer with the suits, e.g. "C,D", or "none"`,
      });
    }
  }
};

/**
 * The Director's ruling on the suits the offender specified in the legal auction (26B, 39C). Declarer may
 * prohibit only a suit not specified (2017); when the offender's legal calls specified all four suits (WBFLC
 * Ex 22: a legal 2♦ showing 4-4-1-4), there is no suit to prohibit: no lead restriction at all, the lead is
 * free. The information of the withdrawn call still falls under 16C. (The 2007 Code's 26B lets declarer
 * prohibit any one suit: the suits specified do not narrow it.)
 */
export const law26BSuitsRuled = (
  d: AuctionDraft,
  suits: readonly Suit[],
  about: number,
  position: number,
): void => {
  answered(d, "26B", about);
  d.leadRestrictions = d.leadRestrictions.map((r) => {
    if (r.from !== about) return r;
    const ruled = { ...r, suitsSpecified: [...suits] };
    return d.options.edition === "2017" && r.status === "active" && prohibitableSuits(ruled).length === 0
      ? { ...ruled, status: "void" as const, waived: "26B: every suit specified in the legal auction" }
      : ruled;
  });
  note(
    d,
    position,
    "26B",
    `suits specified by the offender in the legal auction: ${suits.length === 0 ? "none" : suits.join(", ")}`,
  );
  for (const r of d.leadRestrictions) {
    if (r.from !== about || r.status !== "void" || r.waived?.startsWith("26B") !== true) continue;
    note(
      d,
      position,
      "26B",
      `${name(r.offender)} specified every suit in the legal auction: declarer may prohibit no suit, so there is no lead restriction on ${name(r.restricted)} (WBFLC Ex 22); the information of the withdrawn call is still unauthorised for his side (16C)`,
    );
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

/** Suits declarer may prohibit under 26B: those the offender did not specify in the legal auction. */
export const prohibitableSuits = (r: LeadRestriction): Suit[] =>
  SUITS.filter((s) => !(r.suitsSpecified ?? []).includes(s));
