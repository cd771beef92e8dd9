import { SUITS, type Suit } from "@bridgelaw/cards";
import type { Matter, PlayDraft } from "../state.ts";
import { closeMatter, name, note, offering, openMatter, sameRecord } from "../step.ts";

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
    d.matters.some((m) => m.kind === "lead-options" && sameRecord(m.carried, carried))
  )
    return;
  const law = carried.law;
  const specified = carried.suitsSpecified ?? [];
  const mayRequire = carried.mayRequire ?? [];
  const options = [
    ...mayRequire.map((s) => `require-${s}`),
    ...SUITS.filter((s) => !specified.includes(s)).map((s) => `forbid-${s}`),
    "none",
  ];
  const matter = offering(
    { kind: "lead-options" as const, law, position, leader: current.leader, trick: current.number, carried },
    [
      {
        seat: d.declarer,
        law,
        options,
        about: position,
        text: `${name(current.leader)}'s first lead after ${name(carried.offender)}'s withdrawn call (${law}): declarer may ${
          mayRequire.length > 0 ? `require the lead of ${mayRequire.join(" or ")}, or ` : ""
        }forbid the lead of one suit not specified legally by the offender (as long as he keeps the lead), or make no restriction`,
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
  d.carried = d.carried.filter((c) => !sameRecord(c, m.carried));
  if (option === "none") {
    note(d, position, m.law, `declarer makes no lead restriction on ${name(m.leader)}`);
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
  note(
    d,
    position,
    m.law,
    `declarer ${verb === "require" ? "requires" : "forbids"} ${name(m.leader)} to lead ${suit}${verb === "forbid" ? " for as long as he keeps the lead" : ""}`,
  );
};
