import { SUITS, type Suit } from "@bridgelaw/cards";
import type { CarriedLeadRestriction, Matter, PlayDraft } from "../state.ts";
import { closeMatter, note, offering, openMatter } from "../step.ts";

/**
 * Whether two carried restrictions are the same one of the auction (its offender, player, Law and call): by
 * value, never by reference, so a list the auction makes anew (or a draft of it) is read the same.
 */
const sameRestriction = (
  a: CarriedLeadRestriction | undefined,
  b: CarriedLeadRestriction | undefined,
): boolean =>
  a !== undefined &&
  b !== undefined &&
  a.offender === b.offender &&
  a.restricted === b.restricted &&
  a.law === b.law &&
  a.from === b.from;

/** Whether the suits specified are the same (not yet ruled, `null`, is not the same as none). */
const sameSuits = (a: readonly string[] | null, b: readonly string[] | null): boolean =>
  a == null || b == null ? (a ?? null) === (b ?? null) : a.join() === b.join();

/**
 * Law 26 (the play's half; the auction records the withdrawn call): at the restricted player's first lead,
 * declarer may forbid the lead of one suit (26B: any suit the offender did not specify legally), as long as
 * he keeps the lead. Under the 2007 Code a withdrawn call about one suit (26A) lets declarer require or forbid
 * that suit instead. Declarer may also make no restriction.
 */
export const law26LeadOptions = (d: PlayDraft, position: number): void => {
  const current = d.current;
  if (current === null || current.cards.length > 0) return;
  const carried = d.carried.find((c) => c.restricted === current.leader);
  if (
    carried === undefined ||
    d.matters.some((m) => m.kind === "lead-options" && sameRestriction(m.carried, carried))
  )
    return;
  const law = carried.law;
  const specified = carried.suitsSpecified ?? [];
  const mayRequire = carried.mayRequire ?? [];
  // 2007 Code 26A: the withdrawn call's own suit, required or forbidden; else (26B) any suit not specified
  const forbiddable = mayRequire.length > 0 ? mayRequire : SUITS.filter((s) => !specified.includes(s));
  const options = [
    ...mayRequire.map((s) => `require-${s}`),
    ...forbiddable.map((s) => `forbid-${s}`),
    "none",
  ];
  if (options.length === 1 && d.edition === "2017") {
    // 26B (WBFLC Ex 22): every suit was specified by the offender: nothing to prohibit, the lead is free.
    d.carried = d.carried.filter((c) => !sameRestriction(c, carried));
    note(d, { _tag: "NoLeadRestriction", position, law, offender: carried.offender, leader: current.leader });
    return;
  }
  const matter = offering(
    { kind: "lead-options" as const, law, position, leader: current.leader, trick: current.number, carried },
    [
      mayRequire.length > 0
        ? {
            _tag: "LeadRequirementOffered",
            seat: d.declarer,
            law,
            options,
            about: position,
            leader: current.leader,
            offender: carried.offender,
            mayRequire,
          }
        : {
            _tag: "LeadRestrictionOffered",
            seat: d.declarer,
            law,
            options,
            about: position,
            leader: current.leader,
            offender: carried.offender,
          },
    ],
  );
  openMatter(d, matter);
};

export const law26Choose = (
  d: PlayDraft,
  m: Extract<Matter, { kind: "lead-options" }>,
  option: string,
  position: number,
): void => {
  closeMatter(d, m);
  d.carried = d.carried.filter((c) => !sameRestriction(c, m.carried));
  if (option === "none") {
    note(d, { _tag: "NoLeadRestrictionMade", position, law: m.law, leader: m.leader });
    return;
  }
  const [verb, suit] = option.split("-") as ["require" | "forbid", Suit];
  d.leadRestrictions.push({
    seat: m.leader,
    kind: verb,
    suits: [suit],
    scope: verb === "require" ? "next-lead" : "while-on-lead",
    law: m.law,
    position,
  });
  note(d, { _tag: "LeadRestricted", position, law: m.law, verb, leader: m.leader, suit });
};

/**
 * The Director's 26B ruling (the suits the offender specified) after the play has begun, before the restricted
 * player's first lead: the carried restriction takes the ruling (declarer's options follow it, offered again if
 * they were open); one the auction no longer holds active (every suit specified, WBFLC Ex 22) lapses.
 */
export const law26CarriedRuled = (
  d: PlayDraft,
  active: readonly CarriedLeadRestriction[],
  position: number,
): void => {
  // the same restrictions with the same suits: nothing changed (the auction may have made its list anew)
  if (
    d.carried.every((c) => {
      const now = active.find((r) => sameRestriction(r, c));
      return now !== undefined && sameSuits(now.suitsSpecified, c.suitsSpecified);
    })
  )
    return;
  const kept: CarriedLeadRestriction[] = [];
  for (const c of d.carried) {
    const now = active.find((r) => sameRestriction(r, c));
    const open = d.matters.find((m) => m.kind === "lead-options" && sameRestriction(m.carried, c));
    if (now !== undefined && sameSuits(now.suitsSpecified, c.suitsSpecified)) {
      kept.push(c);
      continue;
    }
    if (open !== undefined) closeMatter(d, open);
    if (now !== undefined) {
      kept.push({ ...now });
      continue;
    }
    note(d, {
      _tag: "LeadRestrictionLapses",
      position,
      law: c.law,
      offender: c.offender,
      restricted: c.restricted,
    });
  }
  d.carried = kept as PlayDraft["carried"];
};
