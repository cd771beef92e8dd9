import { type LawId, type Seat, sideOf } from "@bridgelaw/cards";
import { NotOpen } from "../errors.ts";
import type { PlayDraft } from "../state.ts";
import { note } from "../step.ts";
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
  law: LawId,
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
    throw new NotOpen({ _tag: "TrickNotPlayed", law: "66", trick: number, completed: last });
  if (d.ended) {
    note(record(d, seat, number, position, "66D", true), {
      _tag: "TrickInspectedAfterPlay",
      position,
      law: "66D",
      seat,
      trick: number,
    });
    law66DClaim(d, seat, position);
    return;
  }
  if (i.director === true) {
    note(record(d, seat, number, position, "66C", true), {
      _tag: "TrickInspectedOnInstruction",
      position,
      law: "66C",
      seat,
      trick: number,
    });
    return;
  }
  const inTime = number === last && !sidePlayedAfter(d, sideOf(seat), number);
  const turned = d.arrangement.turned.some((t) => t.seat === seat && t.trick === number);
  if (seat === d.dummy) {
    note(record(d, seat, number, position, "66A", false), {
      _tag: "DummyInspectsTrick",
      position,
      law: "43A1(c)",
      seat,
      trick: number,
    });
    return;
  }
  if (inTime && i.own === true) {
    note(record(d, seat, number, position, "66B", true), {
      _tag: "OwnCardLooked",
      position,
      law: "66B",
      seat,
      trick: number,
    });
    return;
  }
  if (inTime && !turned) {
    note(record(d, seat, number, position, "66A", true), {
      _tag: "TrickFacedForInspection",
      position,
      law: "66A",
      seat,
      trick: number,
    });
    return;
  }
  note(record(d, seat, number, position, "66C", false), {
    _tag: "InspectionNotAllowed",
    position,
    law: "66C",
    seat,
    trick: number,
    why: inTime && turned ? "turned" : "quitted",
  });
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
    note(d, { _tag: "ClaimRightAtRisk", position, law: "65D", disturbed: mixed.map((x) => x.seat), seat });
  }
};
