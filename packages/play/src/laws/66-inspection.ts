import { type Seat, sideOf } from "@bridgelaw/cards";
import { NotOpen } from "../errors.ts";
import type { PlayDraft } from "../state.ts";
import { name, note } from "../step.ts";
import { sidePlayedAfter } from "../trick.ts";

/** What a `TrickInspected` says: which trick (default: the one just played), his own card only, on whose instruction. */
export interface Inspection {
  readonly trick?: number;
  /** 66B: he looks at his own last card only. */
  readonly own?: boolean;
  /** 66C: on the Director's instruction (e.g. to check a claim of a revoke). */
  readonly director?: boolean;
}

const record = (
  d: PlayDraft,
  seat: Seat,
  trick: number | null,
  position: number,
  law: string,
  allowed: boolean,
): PlayDraft => {
  d.arrangement.inspections.push({ seat, trick, position, law, allowed });
  return d;
};

/**
 * Law 66, inspection of tricks. 66A: so long as his side has not led or played to the next trick, declarer
 * or either defender may, until he has turned his own card face down, have the cards just played faced for
 * his inspection. 66B: until then he may look at (not show) his own last card. 66C: the quitted tricks may
 * not be inspected until the end of play, except on the Director's instruction. 66D: after the play, the
 * played and unplayed cards may be inspected to settle a claim of a revoke or of the number of tricks (a
 * claim after which mixing one's cards sends the facts to the Director). Dummy has no right under 66A/66B
 * (42A2: he may keep count of the tricks). A trick not yet played is refused.
 */
export const law66Inspection = (d: PlayDraft, seat: Seat, i: Inspection, position: number): void => {
  const last = d.tricks.length;
  const number = i.trick ?? last;
  if (number < 1 || number > last)
    throw new NotOpen(
      `66: trick ${number} has not been ${last === 0 ? "played (no trick is complete)" : `completed (${last} ${last === 1 ? "is" : "are"})`}`,
    );
  if (d.ended) {
    note(
      record(d, seat, number, position, "66D", true),
      position,
      "66D",
      `${name(seat)} inspects trick ${number} after the play (66D: to settle a claim of a revoke or of the number of tricks; each player handles only his own cards)`,
    );
    law66DClaim(d, seat, position);
    return;
  }
  if (i.director === true) {
    note(
      record(d, seat, number, position, "66C", true),
      position,
      "66C",
      `trick ${number} is inspected by ${name(seat)} on the Director's instruction`,
    );
    return;
  }
  const inTime = number === last && !sidePlayedAfter(d, sideOf(seat), number);
  const turned = d.arrangement.turned.some((t) => t.seat === seat && t.trick === number);
  if (seat === d.dummy) {
    note(
      record(d, seat, number, position, "66A", false),
      position,
      "43A1(c)",
      `dummy (${name(seat)}) inspects trick ${number}: 66A and 66B are declarer's and the defenders' rights, not dummy's (42A2: he may keep count of the tricks)`,
    );
    return;
  }
  if (inTime && i.own === true) {
    note(
      record(d, seat, number, position, "66B", true),
      position,
      "66B",
      `${name(seat)} looks at his own card of trick ${number} (he may not show it)`,
    );
    return;
  }
  if (inTime && !turned) {
    note(
      record(d, seat, number, position, "66A", true),
      position,
      "66A",
      `the cards of trick ${number} are faced for ${name(seat)}'s inspection`,
    );
    return;
  }
  const why =
    inTime && turned
      ? `he has turned his own card face down (66A; he may still look at his own card, 66B)`
      : `trick ${number} is quitted: no quitted trick may be inspected before the end of play except on the Director's instruction (66C)`;
  note(
    record(d, seat, number, position, "66C", false),
    position,
    "66C",
    `${name(seat)} inspects trick ${number}, which the Law does not allow now: ${why}; the information is unauthorized for his partner (16B) and a procedural penalty is possible (90)`,
  );
};

/**
 * 66D (65D): a claim, after the play, of a revoke or of the number of tricks won. Remembered as the moment
 * after which mixing one's cards sends the facts to the Director; a side that disturbed its cards before is
 * reminded that its claim is at risk (65D).
 */
export const law66DClaim = (d: PlayDraft, seat: Seat, position: number): void => {
  const mixed = d.arrangement.disturbed.filter((x) => sideOf(x.seat) === sideOf(seat));
  if (d.arrangement.disputed === null) d.arrangement.disputed = position;
  if (mixed.length > 0) {
    note(
      d,
      position,
      "65D",
      `${mixed.map((x) => name(x.seat)).join(" and ")} disturbed the order of his played cards: ${name(seat)}'s side has put at risk its right to claim ownership of doubtful tricks or a revoke`,
    );
  }
};
