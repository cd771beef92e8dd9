import { type Bid, type Call, lho, partner, type Seat, type Side, sideOf } from "@bridgelaw/cards";
import { DomainRejection } from "@bridgelaw/log";
import type { CallRef, IllegalBecause } from "../consequences.ts";
import { answered, ask, information, note, offer, removeWhere, review, withdrawOffer } from "../context.ts";
import { inRotationLaw } from "../legality.ts";
import { settle } from "../rules/settle.ts";
import { isStanding, summarize } from "../standing.ts";
import type { AuctionDraft, AuctionState, RecordedCall } from "../state.ts";

/**
 * Laws 20–21 as recorded facts: an alert, an explanation, a correction of an explanation. The log's wire
 * contract is `@bridgelaw/table`'s Schema of each event, which each type here is checked equal to.
 */
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
  of: CallRef,
  position: number,
): void => {
  const caller = about?.seat;
  const said = { seat: e.seat, of, words: e.text };
  if (caller !== e.seat) {
    note(d, { _tag: "OwnExplanationCorrected", position, law: "20F4", ...said });
    return;
  }
  if (!d.ended) {
    note(d, { _tag: "PartnerExplanationCorrectedInAuction", position, law: "20F5(a)", ...said });
    return;
  }
  const defender = d.contract != null && sideOf(d.contract.declarer) !== sideOf(e.seat);
  note(d, { _tag: "PartnerExplanationMistaken", position, law: "20F5(b)", ...said, defender });
};

/** A call of the auction by its position, with who made it and what it was (a `CallRef` of the consequences). */
const refOf = (position: number, c: RecordedCall | undefined): CallRef =>
  c === undefined ? { position } : { position, seat: c.seat, call: c.call };

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
  const of = refOf(e.about, about);
  if (e.type === "Alerted") {
    note(d, { _tag: "CallAlerted", position, law: "20F", seat: e.seat, of });
    return;
  }
  if (e.type === "Explained") {
    note(d, { _tag: "CallExplained", position, law: "20F1", seat: e.seat, of, words: e.text });
    return;
  }
  law20FCorrection(d, e, about, of, position);
  review(d, { _tag: "MisinformationReview", law: "21B3", position, of });
  if (about === undefined || d.periodEnded !== null) return;
  const calls = changeableAfterMisinformation(d, about);
  if (calls.length === 0) return;
  ask(d, {
    _tag: "CouldCallsBeInfluenced",
    law: "21B1",
    position,
    calls: calls.map((c) => refOf(c.position, c)),
    misinformed: otherSide(sideOf(about.seat)),
    of,
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
    throw new DomainRejection({
      _tag: "AuctionAnswerNotListed",
      law: "21B1",
      answers: [...question.answers],
    });
  answered(d, "21B1", about);
  if (answer === "mistaken-call") {
    removeWhere(d.reviews, (r) => r.law === "21B3" && r.position === about);
    note(d, { _tag: "MistakenCallFound", position, law: "21B1(b)" });
    return;
  }
  const at = Number(answer);
  const call = d.calls.find((c) => c.position === at && c.status === "standing");
  if (answer === undefined || answer === "none" || call === undefined) {
    note(d, { _tag: "NoChangeAllowed", position, law: "21B1(a)" });
    return;
  }
  note(d, {
    _tag: "ChangeAllowed",
    position,
    law: "21B1(a)",
    seat: call.seat,
    call: call.call,
    reopens: d.ended,
  });
  offer(d, {
    _tag: "MayChangeCall",
    seat: call.seat,
    law: "21B1",
    options: ["change", "keep"],
    about: at,
    call: call.call,
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
const illegalInPlaceOf = (
  d: AuctionDraft,
  old: RecordedCall,
  call: Call,
): { readonly because: IllegalBecause; readonly over?: Bid } | null => {
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
      return { because: "above-seven" };
    case "36":
      return { because: "inadmissible-double" };
    case "37":
      return { because: "violates-pass" };
    case "27":
      return before.lastBid === null
        ? { because: "insufficient" }
        : { because: "insufficient", over: before.lastBid.bid };
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
    throw new DomainRejection({
      _tag: "ChangeNotLegalInPlace",
      law,
      seat,
      withdrawn: was.call,
      withdrawnAt: was.position,
      call,
      ...illegal,
    });
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
  note(d, { _tag: "CallChangedAfterMisinformation", position, law, seat, withdrawn: was.call, call });
  if (law !== "21B1") return;
  const from = d.calls.findIndex((c) => c.position === position);
  const later = d.calls.slice(from + 1).find((c) => c.seat === lho(seat) && c.status === "standing");
  if (later === undefined) return;
  offer(d, {
    _tag: "MayChangeInTurn",
    seat: lho(seat),
    law: "21B2",
    options: ["change", "keep"],
    about: later.position,
    call: later.call,
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
  // The call offered: a standing call, which no Law removes from the record.
  const { call } = d.calls.find((c) => c.position === allowed.about)!;
  if (option === "keep") {
    removeWhere(d.pending, (p) => p === allowed);
    note(d, { _tag: "KeepsCall", position, law, seat, call });
    return;
  }
  note(d, { _tag: "ChangesCall", position, law, seat, call });
};
