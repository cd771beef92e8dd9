import { type Call, lho, type Seat, sideOf } from "@bridgelaw/cards";
import { answered, ask, information, name, note, offer, review, withdrawOffer } from "../context.ts";
import { settle } from "../rotation.ts";
import { isStanding } from "../standing.ts";
import type { AuctionState } from "../state.ts";

/** Laws 20–21 as recorded facts: an alert, an explanation, a correction of an explanation. */
export interface Alerted {
  readonly type: "Alerted";
  readonly seat: Seat;
  /** Position of the call alerted. */
  readonly about: number;
}
export interface Explained {
  readonly type: "Explained";
  readonly seat: Seat;
  readonly about: number;
  readonly text: string;
}
export interface ExplanationCorrected {
  readonly type: "ExplanationCorrected";
  readonly seat: Seat;
  readonly about: number;
  readonly text: string;
}
export type Explanation = Alerted | Explained | ExplanationCorrected;

/**
 * Laws 20F, 21: alerts and explanations are recorded; a corrected explanation during the auction period asks
 * the Director whether an opponent's call could well have been influenced (21B1(a)); after the auction it is a
 * review at the end of play (21B3).
 */
export const law21Explanation = (a: AuctionState, e: Explanation, position: number): AuctionState => {
  const about = a.calls.find((c) => c.position === e.about);
  const what = about ? `${name(about.seat)}'s ${about.call}` : `position ${e.about}`;
  if (e.type === "Alerted") return note(a, position, "20F", `${name(e.seat)} alerts ${what}`);
  if (e.type === "Explained") return note(a, position, "20F1", `${name(e.seat)} explains ${what}: ${e.text}`);
  let s = note(a, position, "20F4", `${name(e.seat)} corrects the explanation of ${what}: ${e.text}`);
  s = review(s, { law: "21B3", position, text: `misinformation about ${what}` });
  if (a.ended) return s;
  return ask(s, {
    law: "21B1",
    position,
    question: `could a call by ${sideOf(e.seat) === "NS" ? "East-West" : "North-South"} after ${what} well have been influenced by the misinformation (21B1(a))? Answer with that call's position, or "none"`,
  });
};

/** The Director allows (21B1(a)) the misinformed player to change the call at `answer`, his partner not having called since. */
export const law21Ruled = (
  a: AuctionState,
  answer: string | undefined,
  about: number,
  position: number,
): AuctionState => {
  const s = answered(a, "21B1", about);
  const at = Number(answer);
  const call = s.calls.find((c) => c.position === at && isStanding(c));
  if (call === undefined) return note(s, position, "21B1", "no call is to be changed");
  return offer(note(s, position, "21B1", `${name(call.seat)} may change his ${call.call} (21B1(a))`), {
    seat: call.seat,
    law: "21B1",
    options: ["change"],
    about: at,
    text: `${name(call.seat)} may change his ${call.call} without further rectification (make the change with CallChanged)`,
  });
};

/** 21B1(a) / 21B2: a permitted change after misinformation; LHO may then change a later call of his (16C for his side). */
export const law21Change = (
  a: AuctionState,
  seat: Seat,
  call: Call,
  law: "21B1" | "21B2",
  position: number,
): AuctionState => {
  const allowed = a.pending.find((p) => p.law === law && p.seat === seat)!;
  const old = a.calls.find((c) => c.position === allowed.about)!;
  let s = withdrawOffer(a, law);
  s = {
    ...s,
    calls: s.calls.flatMap((c) =>
      c.position === old.position
        ? [
            { ...c, status: "withdrawn" as const, law },
            {
              seat,
              call,
              position,
              turn: c.turn,
              status: "standing" as const,
              law,
              flags: ["replacement" as const],
            },
          ]
        : [c],
    ),
  };
  if (law === "21B2") s = information(s, old.seat, old.call, old.position, "21B2");
  s = note(settle(s, position), position, law, `${name(seat)} changes ${old.call} to ${call} (${law})`);
  const later = s.calls.find(
    (c) => c.seat === lho(seat) && c.position > old.position && isStanding(c) && c.position !== position,
  );
  if (law === "21B1" && later !== undefined) {
    s = offer(s, {
      seat: lho(seat),
      law: "21B2",
      options: ["change"],
      about: later.position,
      text: `${name(lho(seat))} may in turn change his ${later.call} (21B2)`,
    });
  }
  return s;
};
