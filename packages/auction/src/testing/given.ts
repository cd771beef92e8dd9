import type { Call, Card, DirectorRuled, LawId, OptionChosen, Seat } from "@bridgelaw/cards";
import { lawSpecification } from "@bridgelaw/log";
import {
  type AuctionEvent,
  answerAuctionRuling,
  chooseAuctionOption,
  evolveAuction,
  initialAuction,
} from "../auction.ts";
import { isStanding } from "../standing.ts";
import type { AuctionOptions, AuctionState, RecordedCall } from "../state.ts";

/*
 * The auction's Laws in the one test language (style.md): given the facts, when one more, then what the Laws
 * derive, as data. Positions follow the log: line 1 is the board's start, so the first call is position 2.
 *
 *   given([call("N", "1S"), call("E", "1H")]).when(option("S", "27A1", "refuse"))
 *     .then({ audit: [{ _tag: "MustReplace", law: "27B", seat: "E" }] });
 */

/** A fact of the auction as the table routes it: an auction event, a player's choice, a Director's ruling. */
export type AuctionFactEvent = AuctionEvent | OptionChosen | DirectorRuled;

const apply = (a: AuctionState, e: AuctionFactEvent, position: number): AuctionState => {
  if (e.type === "OptionChosen") return chooseAuctionOption(a, e, position);
  if (e.type === "DirectorRuled") {
    const about = e.about ?? a.rulingsNeeded.find((r) => r.law === e.law)?.position;
    if (about === undefined) throw new Error(`no question under Law ${e.law} is open`);
    return answerAuctionRuling(a, { ...e, about }, position);
  }
  return evolveAuction(a, e, position);
};

/**
 * What a list holds after an event that it did not hold before, in order (a list the event only appended to
 * gives its tail; Law 33, which takes the auction up again from before the previous call, gives the entries
 * made anew).
 */
const added = <T>(before: readonly T[], after: readonly T[]): T[] => {
  if (after.slice(0, before.length).every((x, i) => x === before[i])) return after.slice(before.length);
  const left = new Map<string, number>();
  for (const x of before) left.set(JSON.stringify(x), (left.get(JSON.stringify(x)) ?? 0) + 1);
  return after.filter((x) => {
    const k = JSON.stringify(x);
    const n = left.get(k) ?? 0;
    if (n === 0) return true;
    left.set(k, n - 1);
    return false;
  });
};

/** `given(facts, { dealer, edition … })`: the auction after the facts (dealer North unless said). */
export const given = (
  facts: readonly AuctionFactEvent[],
  options: Partial<AuctionOptions> & { readonly dealer?: Seat } = {},
) =>
  lawSpecification<AuctionFactEvent, AuctionState>({
    start: () => initialAuction(options.dealer ?? "N", options),
    apply,
    observe: (before, after) => ({
      audit: added(before.audit, after.audit),
      pending: after.pending,
      rulings: after.rulingsNeeded,
      reviews: added(before.reviews, after.reviews),
    }),
    firstPosition: 2,
  })(facts);

/** Calls made in rotation from `dealer`, each by the next seat: `inRotation("N", ["1S", "P"])`. */
export const inRotation = (dealer: Seat, calls: readonly string[]): AuctionFactEvent[] => {
  const order: Seat[] = ["N", "E", "S", "W"];
  const first = order.indexOf(dealer);
  return calls.map((c, i) => call(order[(first + i) % 4]!, c));
};

/** The standing auction (standing and deemed calls), in order: the calls the Laws build on. */
export const standing = (a: AuctionState): readonly RecordedCall[] => a.calls.filter(isStanding);

/** The call recorded at a log position. */
export const callAt = (a: AuctionState, position: number): RecordedCall | undefined =>
  a.calls.find((c) => c.position === position);

export const call = (seat: Seat, c: string, simultaneous = false): AuctionFactEvent => ({
  type: "CallMade",
  seat,
  call: c as Call,
  ...(simultaneous && { simultaneous: true }),
});
export const change = (seat: Seat, c: string): AuctionFactEvent => ({
  type: "CallChanged",
  seat,
  call: c as Call,
});
export const exposed = (seat: Seat, card: string, led = false): AuctionFactEvent => ({
  type: "CardExposed",
  seat,
  card: card as Card,
  ...(led && { how: "led" as const }),
});
export const attention = (seat: Seat): AuctionFactEvent => ({ type: "AttentionDrawn", seat });
export const alerted = (seat: Seat, about: number): AuctionFactEvent => ({ type: "Alerted", seat, about });
export const explained = (seat: Seat, about: number, text: string): AuctionFactEvent => ({
  type: "Explained",
  seat,
  about,
  text,
});
export const corrected = (seat: Seat, about: number, text: string): AuctionFactEvent => ({
  type: "ExplanationCorrected",
  seat,
  about,
  text,
});
export const wrongBoard = (seat: Seat): AuctionFactEvent => ({ type: "WrongBoardCards", seat });
export const option = (seat: Seat, law: LawId, chosen: string): AuctionFactEvent => ({
  type: "OptionChosen",
  seat,
  law,
  option: chosen,
});
export const ruling = (law: LawId, answer?: string, about?: number): AuctionFactEvent => ({
  type: "DirectorRuled",
  law,
  ...(answer !== undefined && { answer }),
  ...(about !== undefined && { about }),
});
