// Law 16B: extraneous information from partner (a break in tempo, a remark, a gesture …) as a logged fact,
// so that the Director's ruling and adjustment at the end of play rest on it.
import { partner, sideOf } from "@bridgelaw/cards";
import { DomainRejection, lazy } from "@bridgelaw/log";
import * as Schema from "effect/Schema";
import type { ScoreAdjusted } from "../phases/score/events.ts";
import { askDirector, audit, factsOf } from "../rules/facts.ts";
import type { LawAnswer } from "../rules/rulings.ts";
import type { TableRecipe } from "../state.ts";
import { LogPosition, SeatToken } from "../tokens.ts";

/** 16B1's list: what a player may make available to partner besides his calls and plays. */
export const EXTRANEOUS_KINDS = [
  "hesitation",
  "haste",
  "remark",
  "question",
  "reply",
  "alert",
  "emphasis",
  "gesture",
  "other",
] as const;

/**
 * 16B1: `seat` made extraneous information available to partner: `kind` (16B1's list), `about` the call or
 * card it went with (its log position), `reserved` the opponents who reserved the right to call the Director
 * later (16B2), `text` what happened.
 */
export const ExtraneousInformation = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("ExtraneousInformation"),
    seat: SeatToken,
    kind: Schema.Literals(EXTRANEOUS_KINDS),
    about: Schema.optional(LogPosition),
    reserved: Schema.optional(Schema.Array(SeatToken)),
    text: Schema.optional(Schema.String),
  }),
);
export type ExtraneousInformation = typeof ExtraneousInformation.Type;

/**
 * Law 16B: extraneous information from `seat` is unauthorised for his partner: among logical alternatives he
 * may not choose a call or play demonstrably suggested by it (16B1(a)). It is not itself an infraction (WBFLC):
 * the Director acts at the end of play (16B3), asked here about the fact's position; his answer is a
 * `DirectorRuled` under 16B3 (no adjustment, or `tricks` for the declaring side) or a `ScoreAdjusted` under
 * 16B3 with `about`.
 */
export const law16BExtraneous: TableRecipe<ExtraneousInformation> = (d, e, position) => {
  if (e.about !== undefined && (e.about < 1 || e.about >= position)) {
    throw new DomainRejection({ _tag: "NotAnEarlierPosition", about: e.about });
  }
  const opponents = (e.reserved ?? []).filter((x) => sideOf(x) !== sideOf(e.seat));
  if (opponents.length !== (e.reserved ?? []).length) {
    throw new DomainRejection({ _tag: "ReserveOnlyOpponents", law: "16B2", seat: e.seat });
  }
  const mate = partner(e.seat);
  factsOf(d).extraneous.push({
    position,
    seat: e.seat,
    kind: e.kind,
    ...(e.about !== undefined && { about: e.about }),
    ...(e.text !== undefined && { text: e.text }),
    reserved: [...opponents],
    unauthorisedFor: mate,
  });
  audit(d, {
    _tag: "ExtraneousInformationGiven",
    position,
    law: "16B1",
    seat: e.seat,
    kind: e.kind,
    ...(e.about !== undefined && { about: e.about }),
    ...(e.text !== undefined && { words: e.text }),
    partner: mate,
  });
  if (opponents.length > 0) audit(d, { _tag: "RightsReserved", position, law: "16B2", seats: opponents });
  askDirector(d, {
    _tag: "SuggestedActionReview",
    law: "16B3",
    position,
    seat: e.seat,
    partner: mate,
    kind: e.kind,
  });
};

/** `DirectorRuled` under 16B3 with `tricks`: the adjusted result in tricks, as an assigned score. */
export const law16B3Ruled =
  (adjust: TableRecipe<ScoreAdjusted>): LawAnswer =>
  (d, e, _q, position) => {
    if (e.tricks === undefined) return;
    adjust(
      d,
      {
        type: "ScoreAdjusted",
        law: "16B3",
        outcomes: [{ tricks: e.tricks }],
        ...(e.text !== undefined && { text: e.text }),
      },
      position,
    );
  };
