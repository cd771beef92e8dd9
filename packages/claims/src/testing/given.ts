import {
  type Card,
  type DirectorRuled,
  type LawId,
  parseDeal,
  type Seat,
  type Strain,
} from "@bridgelaw/cards";
import { DomainRejection, lawSpecification } from "@bridgelaw/log";
import { type CardPlayed, type Edition, evolvePlay, exposeCard, initialPlay } from "@bridgelaw/play";
import type { InTime } from "../consequences.ts";
import {
  acquiescenceWithdrawn,
  answerClaimRuling,
  cardAfterClaim,
  cardShownInClaim,
  claimAcquiesced,
  claimMade,
  claimObjected,
  concessionWithdrawn,
  playResumed,
  shownInClaim,
  tableMovedOn,
} from "../evolve.ts";
import { parseLine } from "../line.ts";
import { type ClaimBoard, initialClaims } from "../state.ts";
import { ClaimNotOpen, playSuspended } from "../step.ts";

/*
 * The claims' Laws (68–71) in the one test language (style.md): given the facts, when one more, then what the
 * Laws derive, as data. A board starts from one of the endings below (a deal, its contract and the cards
 * played to the claim, at their log positions: the example logs' own), so positions follow the example:
 *
 *   given([claim("S", 3)], { board: W18 }).when(agree("W"))
 *     .thenSome([{ _tag: "ClaimAgreed", law: "69A", seat: "W", side: "EW" }]);
 */

/** A board at the point of a claim: the deal, the contract, and the cards played so far (`"W:S3 N:S4 …"`). */
export interface Ending {
  readonly deal: string;
  readonly declarer: Seat;
  readonly strain: Strain;
  /** Calls of the auction (the log positions they take, after `BoardStarted`). */
  readonly calls: number;
  readonly cards: string;
}

/** W18 (examples/claims/W18a): 4S by South; South holds SQ HA HK, West the master trump SK; the claim at 46. */
export const W18: Ending = {
  deal: "N:754.J84..QJ87432 86.653.KJ854.T65 AQJT2.AKQT2.QT6. K93.97.A9732.AK9",
  declarer: "S",
  strain: "S",
  calls: 4,
  cards:
    "W:S3 N:S4 E:S6 S:ST S:S2 W:S9 N:S7 E:S8 W:H9 N:HJ E:H5 S:HQ S:H2 W:H7 N:H8 E:H6 N:CJ E:C6 S:SJ W:CK S:DT W:D9 N:C8 E:D8 S:D6 W:DA N:S5 E:DK N:CQ E:CT S:SA W:CA S:DQ W:D7 N:C7 E:DJ S:HT W:C9 N:H4 E:H3",
};

/** W16: 4H by South; West (a defender) on lead at trick 9 with five cards left; the claim at 38. */
export const W16: Ending = {
  deal: "N:KT4.QT.832.AJ986 QJ95.J5.KQJ7.532 A6.AK98632.54.T4 8732.74.AT96.KQ7",
  declarer: "S",
  strain: "H",
  calls: 4,
  cards:
    "W:H7 N:HQ E:H5 S:H6 N:SK E:SJ S:SA W:S7 S:H9 W:H4 N:HT E:HJ E:C5 S:CT W:C7 N:C6 S:H8 W:S8 N:C8 E:DJ S:H2 W:D9 N:ST E:S9 S:H3 W:D6 N:C9 E:SQ S:D5 W:DT N:D8 E:D7",
};

/** CM-48: 3NT by South; trick 10 in progress, East to play (holding SA SQ …); the statement at 44. */
export const CM48: Ending = {
  deal: "N:KJ85.A8.82.AKT43 AQT9..AT43.QJ765 762.QT95432.K9.2 43.KJ76.QJ765.98",
  declarer: "S",
  strain: "NT",
  calls: 4,
  cards:
    "W:C8 N:CA E:C7 S:C2 N:C3 E:CQ S:S6 W:C9 E:DA S:D9 W:DJ N:D8 E:CJ S:H9 W:DQ N:CK N:HA E:C5 S:HT W:HK N:CT E:C6 S:S7 W:H6 N:C4 E:DT S:DK W:HJ N:H8 E:ST S:HQ W:H7 S:H5 W:D7 N:S5 E:S9 S:S2 W:S3",
};

/** ED-P11: 4S by South; East revoked on trick 10 (a diamond on a club); the claim at 46. */
export const P11: Ending = {
  deal: "N:T6.QJ.QJ2.AJ9432 72.T32.9754.Q875 AKQJ843.AK9.863. 95.87654.AKT.KT6",
  declarer: "S",
  strain: "S",
  calls: 4,
  cards:
    "W:S9 N:ST E:S7 S:SJ S:D8 W:DK N:DQ E:D5 W:S5 N:S6 E:S2 S:S4 N:HQ E:HT S:H9 W:H8 N:CA E:C8 S:HK W:CT N:CJ E:C7 S:HA W:C6 N:C9 E:CQ S:S3 W:CK S:S8 W:H7 N:HJ E:D9 S:D6 W:DT N:DJ E:D7 N:D2 E:C5 S:D3 W:DA",
};

/** W31: 4H by South; East revoked on trick 9; West (a defender) on lead with four cards left; the claim at 42. */
export const W31: Ending = {
  deal: "N:865.AK62.9876.J2 7.8.AT5432.Q8765 93.QT97.KQJ.K943 AKQJT42.J543..AT",
  declarer: "S",
  strain: "H",
  calls: 4,
  cards:
    "W:H3 N:HA E:H8 S:H9 N:S8 E:S7 S:S9 W:S4 S:C9 W:CT N:CJ E:C7 N:S6 E:C6 S:S3 W:S2 N:H2 E:C8 S:H7 W:H4 S:HQ W:H5 N:H6 E:CQ S:HT W:HJ N:HK E:DA N:S5 E:D5 S:CK W:ST W:CA N:C2 E:D3 S:C3",
};

/** W19: 3NT by North; North on lead with the four aces; the claim at 42. */
export const W19: Ending = {
  deal: "N:AKJT4.AJ7.AT7.A6 Q3.86.Q9.KT95432 87652.Q.K65432.7 9.KT95432.J8.QJ8",
  declarer: "N",
  strain: "NT",
  calls: 4,
  cards:
    "E:S3 S:S2 W:S9 N:SK N:H7 E:H8 S:HQ W:HK W:CJ N:C6 E:CT S:C7 W:HT N:HJ E:H6 S:S7 N:ST E:SQ S:S5 W:C8 E:D9 S:D6 W:D8 N:DT N:D7 E:DQ S:DK W:DJ S:S6 W:H9 N:S4 E:C9 S:S8 W:CQ N:SJ E:CK",
};

/** A fact of the claims as the table routes it to them (the events of Laws 68–71, and a card meanwhile). */
export type ClaimsFactEvent =
  | {
      readonly type: "ClaimMade";
      readonly seat: Seat;
      readonly tricks: number;
      readonly statement?: string;
      readonly line?: readonly string[];
      readonly trumpMentioned?: boolean;
      readonly handFaced?: boolean;
      readonly currentTrick?: boolean;
    }
  | {
      readonly type: "ConcessionMade";
      readonly seat: Seat;
      readonly tricks?: number;
      readonly statement?: string;
      readonly handFaced?: boolean;
      readonly currentTrick?: boolean;
    }
  | { readonly type: "ClaimAcquiesced"; readonly seat: Seat }
  | { readonly type: "ClaimObjected"; readonly seat: Seat; readonly immediately?: boolean }
  | { readonly type: "PlayResumed"; readonly seat: Seat; readonly refused?: readonly Seat[] }
  | { readonly type: "TableMovedOn"; readonly how: "next-deal-call" | "round-end" }
  | {
      readonly type: "AcquiescenceWithdrawn";
      readonly seat: Seat;
      readonly tricks?: number;
      readonly time: InTime;
    }
  | {
      readonly type: "ConcessionWithdrawn";
      readonly seat: Seat;
      readonly tricks?: number;
      readonly time: InTime;
    }
  /** A card played: to the play, or (while a claim suspends it) recorded, not played (68D). */
  | CardPlayed
  /** A card exposed: shown in the course of a claim (68), or (no claim) a card exposed in the play (49, 50). */
  | { readonly type: "CardExposed"; readonly seat: Seat; readonly card: Card }
  | DirectorRuled;

const apply = (b: ClaimBoard, e: ClaimsFactEvent, position: number): ClaimBoard => {
  switch (e.type) {
    case "ClaimMade": {
      const { steps } = parseLine(e.line ?? [], b.play.strain);
      const { type: _, line: __, ...fact } = e;
      return claimMade(b, { kind: "claim", ...fact, ...(steps.length > 0 && { line: steps }) }, position);
    }
    case "ConcessionMade": {
      const { type: _, ...fact } = e;
      return claimMade(b, { kind: "concession", ...fact }, position);
    }
    case "ClaimAcquiesced":
      return claimAcquiesced(b, e.seat, position);
    case "ClaimObjected":
      return claimObjected(b, e.seat, e.immediately ?? true, position);
    case "PlayResumed":
      return playResumed(b, e.seat, e.refused ?? [], position);
    case "TableMovedOn":
      return tableMovedOn(b, e.how, position);
    case "AcquiescenceWithdrawn":
      return acquiescenceWithdrawn(b, e.seat, e.tricks, e.time, position);
    case "ConcessionWithdrawn":
      return concessionWithdrawn(b, e.seat, e.tricks, e.time, position);
    case "CardPlayed":
      return playSuspended(b.claims)
        ? cardAfterClaim(b, e.seat, e.card, position)
        : { claims: { ...b.claims, notes: [] }, play: evolvePlay(b.play, e, position) };
    case "CardExposed":
      return shownInClaim(b.claims, b.play, e.seat)
        ? cardShownInClaim(b, e.seat, e.card, position)
        : {
            claims: { ...b.claims, notes: [] },
            play: exposeCard(b.play, e.seat, e.card, "dropped", position),
          };
    case "DirectorRuled":
      return answerClaimRuling(b, e, position);
  }
};

/** The claims refuse a fact as the table does: a `DomainRejection` with the refusal's data. */
const refusing = (b: ClaimBoard, e: ClaimsFactEvent, position: number): ClaimBoard => {
  try {
    return apply(b, e, position);
  } catch (err) {
    if (err instanceof ClaimNotOpen) throw new DomainRejection(err.refusal);
    throw err;
  }
};

/** The board at the claim: the ending's cards played at their log positions, from `BoardStarted` at 1. */
const start = (ending: Ending, edition: Edition): ClaimBoard => {
  let play = initialPlay(ending.declarer, ending.strain, parseDeal(ending.deal), undefined, {
    edition,
    position: 1 + ending.calls,
  });
  let position = 1 + ending.calls;
  for (const token of ending.cards.split(" ")) {
    const [seat, card] = token.split(":") as [Seat, Card];
    position += 1;
    play = evolvePlay(play, { type: "CardPlayed", seat, card }, position);
  }
  return { claims: initialClaims(edition), play };
};

/** `given(facts, { board, edition })`: the claims after the facts, from the ending (W18 unless said). */
export const given = (
  facts: readonly ClaimsFactEvent[],
  options: { readonly board?: Ending; readonly edition?: Edition } = {},
) => {
  const ending = options.board ?? W18;
  return lawSpecification<ClaimsFactEvent, ClaimBoard>({
    start: () => start(ending, options.edition ?? "2017"),
    apply: refusing,
    observe: (_before, after) => ({
      audit: [...after.claims.notes, ...after.play.notes],
      pending: after.play.pending,
      rulings: after.claims.rulingsNeeded,
      reviews: [],
    }),
    firstPosition: 2 + ending.calls + ending.cards.split(" ").length,
  })(facts);
};

export const claim = (
  seat: Seat,
  tricks: number,
  more: Omit<Extract<ClaimsFactEvent, { type: "ClaimMade" }>, "type" | "seat" | "tricks"> = {},
): ClaimsFactEvent => ({ type: "ClaimMade", seat, tricks, ...more });
export const concede = (
  seat: Seat,
  tricks?: number,
  more: Omit<Extract<ClaimsFactEvent, { type: "ConcessionMade" }>, "type" | "seat" | "tricks"> = {},
): ClaimsFactEvent => ({ type: "ConcessionMade", seat, ...(tricks !== undefined && { tricks }), ...more });
export const agree = (seat: Seat): ClaimsFactEvent => ({ type: "ClaimAcquiesced", seat });
export const object = (seat: Seat, immediately = true): ClaimsFactEvent => ({
  type: "ClaimObjected",
  seat,
  ...(!immediately && { immediately: false }),
});
export const playOn = (seat: Seat, refused: readonly Seat[] = []): ClaimsFactEvent => ({
  type: "PlayResumed",
  seat,
  ...(refused.length > 0 && { refused }),
});
export const movedOn = (how: "next-deal-call" | "round-end" = "next-deal-call"): ClaimsFactEvent => ({
  type: "TableMovedOn",
  how,
});
/** A time of a correction request against the Correction Period (79C1). */
export const WITHIN: InTime = { allowed: true, timing: "within", deadline: "2026-11-22T22:30:00Z" };
export const LATE: InTime = { allowed: false, timing: "after", deadline: "2026-11-22T22:30:00Z" };
export const BEFORE_POSTING: InTime = { allowed: true, timing: "before-posting" };
export const withdrawAgreement = (seat: Seat, time: InTime, tricks?: number): ClaimsFactEvent => ({
  type: "AcquiescenceWithdrawn",
  seat,
  time,
  ...(tricks !== undefined && { tricks }),
});
export const cancelConcession = (seat: Seat, time: InTime, tricks?: number): ClaimsFactEvent => ({
  type: "ConcessionWithdrawn",
  seat,
  time,
  ...(tricks !== undefined && { tricks }),
});
export const card = (seat: Seat, c: string): ClaimsFactEvent => ({
  type: "CardPlayed",
  seat,
  card: c as Card,
});
export const exposed = (seat: Seat, c: string): ClaimsFactEvent => ({
  type: "CardExposed",
  seat,
  card: c as Card,
});
export const ruling = (
  law: LawId,
  given: {
    readonly tricks?: number;
    readonly answer?: string;
    readonly text?: string;
    readonly about?: number;
  } = {},
): ClaimsFactEvent => ({ type: "DirectorRuled", law, ...given });
