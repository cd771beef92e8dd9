import { type Call, lho, type Seat, sideOf } from "@bridgelaw/cards";
import { answered, ask, information, name, note, offer, review, withdrawOffer } from "../context.ts";
import { settle } from "../settle.ts";
import { isStanding } from "../standing.ts";
import type { AuctionDraft } from "../state.ts";

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
export const law21Explanation = (d: AuctionDraft, e: Explanation, position: number): void => {
  const about = d.calls.find((c) => c.position === e.about);
  const what = about ? `${name(about.seat)}'s ${about.call}` : `position ${e.about}`;
  if (e.type === "Alerted") {
    note(d, position, "20F", `${name(e.seat)} alerts ${what}`);
    return;
  }
  if (e.type === "Explained") {
    note(d, position, "20F1", `${name(e.seat)} explains ${what}: ${e.text}`);
    return;
  }
  note(d, position, "20F4", `${name(e.seat)} corrects the explanation of ${what}: ${e.text}`);
  review(d, { law: "21B3", position, text: `misinformation about ${what}` });
  if (d.ended) return;
  ask(d, {
    law: "21B1",
    position,
    question: `could a call by ${sideOf(e.seat) === "NS" ? "East-West" : "North-South"} after ${what} well have been influenced by the misinformation (21B1(a))? Answer with that call's position, or "none"`,
  });
};

/** The Director allows (21B1(a)) the misinformed player to change the call at `answer`, his partner not having called since. */
export const law21Ruled = (
  d: AuctionDraft,
  answer: string | undefined,
  about: number,
  position: number,
): void => {
  answered(d, "21B1", about);
  const at = Number(answer);
  const call = d.calls.find((c) => c.position === at && isStanding(c));
  if (call === undefined) {
    note(d, position, "21B1", "no call is to be changed");
    return;
  }
  note(d, position, "21B1", `${name(call.seat)} may change his ${call.call} (21B1(a))`);
  offer(d, {
    seat: call.seat,
    law: "21B1",
    options: ["change"],
    about: at,
    text: `${name(call.seat)} may change his ${call.call} without further rectification (make the change with CallChanged)`,
  });
};

/** 21B1(a) / 21B2: a permitted change after misinformation; LHO may then change a later call of his (16C for his side). */
export const law21Change = (
  d: AuctionDraft,
  seat: Seat,
  call: Call,
  law: "21B1" | "21B2",
  position: number,
): void => {
  const allowed = d.pending.find((p) => p.law === law && p.seat === seat)!;
  const old = d.calls.find((c) => c.position === allowed.about)!;
  const was = { seat: old.seat, call: old.call, position: old.position };
  withdrawOffer(d, law);
  const calls: AuctionDraft["calls"] = [];
  for (const c of d.calls) {
    calls.push(c);
    if (c.position !== was.position) continue;
    c.status = "withdrawn";
    c.law = law;
    calls.push({ seat, call, position, turn: c.turn, status: "standing", law, flags: ["replacement"] });
  }
  d.calls = calls;
  if (law === "21B2") information(d, was.seat, was.call, was.position, "21B2");
  settle(d, position);
  note(d, position, law, `${name(seat)} changes ${was.call} to ${call} (${law})`);
  const later = d.calls.find(
    (c) => c.seat === lho(seat) && c.position > was.position && isStanding(c) && c.position !== position,
  );
  if (law === "21B1" && later !== undefined) {
    offer(d, {
      seat: lho(seat),
      law: "21B2",
      options: ["change"],
      about: later.position,
      text: `${name(lho(seat))} may in turn change his ${later.call} (21B2)`,
    });
  }
};
