import { type Call, lho, partner, type Seat, type Side, sideOf } from "@bridgelaw/cards";
import { DomainRejection } from "@bridgelaw/log";
import {
  answered,
  ask,
  information,
  name,
  note,
  offer,
  removeWhere,
  review,
  withdrawOffer,
} from "../context.ts";
import { inRotationLaw } from "../legality.ts";
import { settle } from "../settle.ts";
import { isStanding, summarize } from "../standing.ts";
import type { AuctionDraft, AuctionState, RecordedCall } from "../state.ts";

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

const sideName = (side: Side): string => (side === "NS" ? "North-South" : "East-West");
const otherSide = (side: Side): Side => (side === "NS" ? "EW" : "NS");

/**
 * 21B1(a): the calls the misinformed side may still change. A call of theirs made after the call that was
 * misexplained (not a pass the Law deemed made, 28A), provided the caller's partner has not called since.
 */
export const changeableAfterMisinformation = (a: AuctionState, about: RecordedCall): RecordedCall[] => {
  const misinformed = otherSide(sideOf(about.seat));
  const from = a.calls.indexOf(about);
  const calls = a.calls;
  const found: RecordedCall[] = [];
  for (let i = from + 1; i < calls.length; i += 1) {
    const c = calls[i]!;
    if (c.status !== "standing" || sideOf(c.seat) !== misinformed) continue;
    const partnerSince = calls.slice(i + 1).some((x) => x.seat === partner(c.seat) && isStanding(x));
    if (!partnerSince) found.push(c);
  }
  return found;
};

/**
 * Law 20F4 / 20F5: who corrects. A player who finds his own explanation (or alert) was wrong corrects it
 * (20F4(a); the Director then applies 21B, 20F4(b)). A player whose partner misexplained his call, or failed to
 * alert it, may not correct it during the auction (20F5(a)); he tells the opponents after the final pass if he
 * is declarer or dummy, at the end of play if he is a defender (20F5(b)).
 */
const law20FCorrection = (
  d: AuctionDraft,
  e: ExplanationCorrected,
  about: RecordedCall | undefined,
  what: string,
  position: number,
): void => {
  const caller = about?.seat;
  if (caller !== e.seat) {
    note(
      d,
      position,
      "20F4",
      `${name(e.seat)} corrects his explanation of ${what}: ${e.text} (20F4(a); the Director applies 21B, 20F4(b))`,
    );
    return;
  }
  if (!d.ended) {
    note(
      d,
      position,
      "20F5(a)",
      `${name(e.seat)} corrects his partner's explanation of ${what} during the auction: ${e.text}; 20F5(a) forbids it, and what it tells his partner is unauthorised information for him (16B)`,
    );
    return;
  }
  const defender = d.contract != null && sideOf(d.contract.declarer) !== sideOf(e.seat);
  note(
    d,
    position,
    "20F5(b)",
    `${name(e.seat)} tells the opponents that his partner's explanation of ${what} was mistaken: ${e.text} (20F5(b)${
      defender
        ? "(i): a defender does so at the end of play"
        : "(ii): declarer or dummy, after the final pass"
    })`,
  );
};

/**
 * Laws 20F, 21: alerts and explanations are recorded. A corrected explanation is misinformation reviewed at the
 * end of play (21B3). Until the end of the auction period (17D: the opening lead faced) — after the final pass
 * too (WBFLC Ex 18: the change is not offered automatically, the Director judges) — the Director is asked
 * whether a call of the misinformed side, its maker's partner not having called since, could well have been
 * influenced (21B1(a)), presuming a mistaken explanation rather than a mistaken call (21B1(b)). A misinformed
 * player who has not called since the misexplained call simply calls with the correct information.
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
  law20FCorrection(d, e, about, what, position);
  review(d, { law: "21B3", position, text: `misinformation about ${what}` });
  if (about === undefined || d.periodEnded !== null) return;
  const calls = changeableAfterMisinformation(d, about);
  if (calls.length === 0) return;
  const misinformed = sideName(otherSide(sideOf(about.seat)));
  const listed = calls.map((c) => `${name(c.seat)}'s ${c.call} at ${c.position}`).join(", ");
  ask(d, {
    _tag: "Said",
    law: "21B1",
    position,
    question: `could ${listed} of ${misinformed} well have been influenced by the misinformation about ${what}? The Director presumes a mistaken explanation rather than a mistaken call (21B1(b)). Answer with the position of the call its maker may change (21B1(a), his partner not having called since), "none" (no change; 21B3 at the end of play), or "mistaken-call" (evidence of a mistaken call: no misinformation)`,
    answers: [...calls.map((c) => String(c.position)), "none", "mistaken-call"],
  });
};

/**
 * The Director's ruling on 21B1. 21B1(a): he allows the misinformed player to change the call at `answer`
 * without other rectification for his side (an option, then `CallChanged`), or allows no change (21B3 at the end
 * of play). 21B1(b): evidence of a mistaken call rebuts the presumption of a mistaken explanation: there was
 * no misinformation, no change and nothing to adjust under 21B3.
 */
export const law21Ruled = (
  d: AuctionDraft,
  answer: string | undefined,
  about: number,
  position: number,
): void => {
  const question = d.rulingsNeeded.find((r) => r.law === "21B1" && r.position === about);
  if (question?.answers !== undefined && (answer === undefined || !question.answers.includes(answer)))
    throw new DomainRejection(`the answer must be one of ${question.answers.join(", ")}`);
  answered(d, "21B1", about);
  if (answer === "mistaken-call") {
    removeWhere(d.reviews, (r) => r.law === "21B3" && r.position === about);
    note(
      d,
      position,
      "21B1(b)",
      "the Director finds evidence of a mistaken call, not a mistaken explanation: there was no misinformation; no call is changed and there is nothing to adjust under 21B3",
    );
    return;
  }
  const at = Number(answer);
  const call = d.calls.find((c) => c.position === at && c.status === "standing");
  if (answer === undefined || answer === "none" || call === undefined) {
    note(
      d,
      position,
      "21B1(a)",
      "the Director does not allow a change of call: the calls stand; he may adjust at the end of play (21B3)",
    );
    return;
  }
  note(
    d,
    position,
    "21B1(a)",
    `${name(call.seat)} may change his ${call.call} without other rectification for his side${d.ended ? ": the auction is open again if he does" : ""}`,
  );
  offer(d, {
    _tag: "Said",
    seat: call.seat,
    law: "21B1",
    options: ["change", "keep"],
    about: at,
    text: `${name(call.seat)} may change his ${call.call} without other rectification for his side (make the change with CallChanged), or keep it`,
  });
};

/**
 * A change still open under 21B1(a) or 21B2: the call offered stands and, for 21B1(a), its maker's partner has
 * not called since (else the change is no longer the Law's, and the offer lapses).
 */
export const law21ChangeOpen = (d: AuctionDraft, seat: Seat, law: "21B1" | "21B2"): boolean => {
  const allowed = d.pending.find((p) => p.law === law && p.seat === seat);
  if (allowed === undefined) return false;
  const at = d.calls.findIndex((c) => c.position === allowed.about);
  const call = d.calls[at];
  const open =
    call !== undefined &&
    call.status === "standing" &&
    (law === "21B2" || !d.calls.slice(at + 1).some((x) => x.seat === partner(seat) && isStanding(x)));
  if (!open) removeWhere(d.pending, (p) => p === allowed);
  return open;
};

/** Why `call` could not have been made in place of `old` (insufficient 27, inadmissible 36, barred 37, above seven 38); null if legal. */
const illegalInPlaceOf = (d: AuctionDraft, old: RecordedCall, call: Call): string | null => {
  const before = summarize(
    d.calls.slice(
      0,
      d.calls.findIndex((c) => c.position === old.position),
    ),
    d.dealer,
  );
  const bars = (d.ended ? (d.beforeEnd?.obligations ?? []) : d.obligations).filter(
    (o) => o.kind === "pass" && o.scope === "throughout",
  );
  switch (
    inRotationLaw({ lastBid: before.lastBid, doubling: before.doubling, obligations: bars }, old.seat, call)
  ) {
    case "38":
      return "is a bid above seven (38)";
    case "36":
      return "is a double or redouble Law 19 does not permit there (36)";
    case "37":
      return "is not a pass, and he must pass throughout (37)";
    case "27":
      return `is insufficient over ${before.lastBid?.bid} (27)`;
    default:
      return null;
  }
};

/**
 * 21B1(a) / 21B2: a permitted change after misinformation. The new call takes the old one's place in the
 * auction; after the final pass that can open the auction again (22). The withdrawn call's information is
 * authorised for its side and unauthorised for the side that misinformed (16C; 21B2: LHO's withdrawn call is
 * unauthorised for his own side). After a 21B1 change, LHO may in turn change a later call of his (21B2).
 */
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
  const illegal = illegalInPlaceOf(d, old, call);
  if (illegal !== null) {
    throw new DomainRejection(
      `${law}: ${name(seat)} may change his ${was.call} (position ${was.position}) only for a call legal in its place: ${call} ${illegal}`,
    );
  }
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
  information(
    d,
    was.seat,
    was.call,
    was.position,
    law,
    law === "21B2" ? sideOf(was.seat) : otherSide(sideOf(was.seat)),
  );
  settle(d, position);
  note(d, position, law, `${name(seat)} changes ${was.call} to ${call} (${law})`);
  if (law !== "21B1") return;
  const from = d.calls.findIndex((c) => c.position === position);
  const later = d.calls.slice(from + 1).find((c) => c.seat === lho(seat) && c.status === "standing");
  if (later === undefined) return;
  offer(d, {
    _tag: "Said",
    seat: lho(seat),
    law: "21B2",
    options: ["change", "keep"],
    about: later.position,
    text: `${name(lho(seat))} may in turn change his ${later.call} (21B2: make the change with CallChanged; 16C applies to the call withdrawn), or keep it`,
  });
};

/** A player's answer to a 21B1 / 21B2 offer: he keeps his call, or says he changes it (the `CallChanged` follows). */
export const law21Choice = (
  d: AuctionDraft,
  seat: Seat,
  law: "21B1" | "21B2",
  option: string,
  position: number,
): void => {
  const allowed = d.pending.find((p) => p.law === law && p.seat === seat)!;
  const call = d.calls.find((c) => c.position === allowed.about);
  const what = call === undefined ? "call" : call.call;
  if (option === "keep") {
    removeWhere(d.pending, (p) => p === allowed);
    note(d, position, law, `${name(seat)} keeps his ${what}`);
    return;
  }
  note(d, position, law, `${name(seat)} changes his ${what}: his new call follows`);
};
