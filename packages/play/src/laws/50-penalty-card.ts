import { partner, SUITS, type Suit } from "@bridgelaw/cards";
import { peek } from "@bridgelaw/log";
import { law51BOptions, pickUp } from "../rules/penalty-cards.ts";
import type { LeadRestriction, Matter, PenaltyCard, PlayDraft } from "../state.ts";
import { closeMatter, findDrafted, note, offering, openMatter } from "../step.ts";
import { isDefender } from "../trick.ts";

const suitsOf = (cards: readonly PenaltyCard[]): Suit[] =>
  SUITS.filter((s) => cards.some((c) => c.card[0] === s));

/**
 * Law 50D2 (one major penalty card; 51B for two or more): when a defender has the lead while his partner
 * holds a major penalty card, he must not lead until declarer has chosen: require the suit of the penalty
 * card, forbid it as long as he keeps the lead (either way the card is picked up), or no requirement. Offered
 * again at each trick he leads while the card is on the table (fn 14, fn 16).
 */
export const law50D2LeadOptions = (d: PlayDraft, position: number): void => {
  // read as they stand (no draft of them): the trick, the penalty cards; the open matter is closed or
  // replaced by identity
  const now = peek(d);
  const current = peek(now.current);
  const existing = findDrafted(d, "matters", (m) => m.kind === "lead-options" && m.holder !== undefined);
  const leader = current?.leader;
  const holder = leader === undefined ? undefined : partner(leader);
  const majors = peek(now.penaltyCards).filter((pc) => pc.seat === holder && pc.kind === "major");
  if (
    current === null ||
    current.cards.length > 0 ||
    d.leadOptionsDone === current.number ||
    leader === undefined ||
    holder === undefined ||
    !isDefender(d, leader) ||
    majors.length === 0
  ) {
    if (existing !== undefined) closeMatter(d, existing);
    return;
  }
  const suits = suitsOf(majors);
  const law = majors.length === 1 ? "50D2" : suits.length === 1 ? "51B1" : "51B2";
  const options =
    law === "51B2" ? law51BOptions(suits, d.edition) : [`require-${suits[0]}`, `forbid-${suits[0]}`, "none"];
  if (
    existing !== undefined &&
    existing.law === law &&
    existing.offered[0]?.options.join() === options.join()
  )
    return;
  const matter = offering(
    { kind: "lead-options" as const, law, position, leader, trick: current.number, holder },
    [
      {
        _tag: "PenaltyCardLeadOptions",
        seat: d.declarer,
        law,
        options,
        about: position,
        leader,
        holder,
        cards: majors.map((m) => m.card),
        // 51B2 with no 51B2(c) ("none") under the 2007 Code
        ...(!options.includes("none") && { edition: "2007" as const }),
      },
    ],
  );
  if (existing !== undefined) closeMatter(d, existing);
  openMatter(d, matter);
};

/** Applies declarer's 50D2/51B choice: a lead requirement or ban, with the penalty cards of the suits picked up. */
export const law50D2Choose = (
  d: PlayDraft,
  m: Extract<Matter, { kind: "lead-options" }>,
  option: string,
  position: number,
): void => {
  const holder = m.holder!;
  closeMatter(d, m);
  d.leadOptionsDone = m.trick;
  if (option === "none") {
    note(d, { _tag: "NoLeadRequirement", position, law: m.law, leader: m.leader, holder });
    return;
  }
  const [verb, list] = option.split("-") as ["require" | "forbid", string];
  const suits = list.split("+") as Suit[];
  const picked = d.penaltyCards
    .filter((pc) => pc.seat === holder && suits.includes(pc.card[0] as Suit))
    .map((pc) => pc.card);
  pickUp(d, picked);
  const restriction: LeadRestriction = {
    seat: m.leader,
    kind: verb,
    suits,
    scope: verb === "require" ? "next-lead" : "while-on-lead",
    law: m.law,
    position,
  };
  d.leadRestrictions.push(restriction as PlayDraft["leadRestrictions"][number]);
  note(d, {
    _tag: "PenaltyCardLeadRestricted",
    position,
    law: m.law,
    verb,
    leader: m.leader,
    suits,
    holder,
    picked,
  });
  note(d, { _tag: "PickedUpInformation", position, law: "50E2", cards: picked, leader: m.leader });
};
