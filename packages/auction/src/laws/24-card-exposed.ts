import { type Card, isHonour, type Seat } from "@bridgelaw/cards";
import { answered, ask, blockingRuling, note, oblige, partner, review } from "../context.ts";
import type { AuctionDraft, ExposedCard } from "../state.ts";

/**
 * `CardExposed` during the auction: a card dropped, shown, named or (prematurely) led. The log's wire contract
 * is `@bridgelaw/table`'s Schema of the event, which this type is checked equal to but for `how: "together"`
 * (58B: cards faced together in the play), refused by the table during the auction.
 */
export interface CardExposed {
  readonly type: "CardExposed";
  readonly seat: Seat;
  readonly card: Card;
  readonly how?: "dropped" | "shown" | "named" | "led";
}

/**
 * Law 24: a card exposed or led during the auction (from the first call in 2017; from when the cards are taken
 * out of the board in 2007). Whether the offender's partner could have seen its face is the Director's
 * judgement; exposures by the same player before that ruling are one incident (a default: Law 24 does not say
 * how separate exposures count).
 */
export const law24CardExposed = (d: AuctionDraft, e: CardExposed, position: number): void => {
  const led = e.how === "led";
  const card: ExposedCard = { seat: e.seat, card: e.card, position, led, fate: "on-table" };
  if (d.calls.length === 0 && d.options.edition === "2017") {
    // 2017: Law 24 starts with the first call; before it a card exposed is extraneous information (16D1).
    d.exposed = [...d.exposed, { ...card, fate: "not-seen" }];
    note(d, { _tag: "CardExposedBeforeAuction", position, law: "16D1", seat: e.seat, card: e.card });
    ask(d, {
      _tag: "MayBoardBePlayed",
      law: "16D1",
      position,
      seat: e.seat,
      card: e.card,
      answers: ["play", "cancel"],
    });
    return;
  }
  const open = blockingRuling(d);
  const joined =
    open !== undefined &&
    open.law === "24" &&
    d.exposed.some((x) => x.position === open.position && x.seat === e.seat);
  d.exposed = [...d.exposed, card];
  if (joined) {
    note(d, { _tag: "CardAlsoExposed", position, law: "24", seat: e.seat, card: e.card });
    return;
  }
  note(d, { _tag: "CardExposedDuringAuction", position, law: "24", seat: e.seat, card: e.card, led });
  ask(d, {
    _tag: "CouldPartnerSeeCard",
    law: "24",
    position,
    blocking: true,
    seat: e.seat,
    partner: partner(e.seat),
    card: e.card,
    led,
    answers: ["yes", "no"],
  });
};

/** Applies the Director's finding on an exposure incident (24A, 24B, 24C). */
export const law24Ruled = (d: AuctionDraft, answer: string, about: number, position: number): void => {
  answered(d, "24", about);
  const first = d.exposed.find((x) => x.position === about)!;
  const incident = d.exposed.filter(
    (x) => x.seat === first.seat && x.position >= about && x.fate === "on-table",
  );
  if (answer === "no") {
    const back = new Set(incident.map((x) => x.position));
    d.exposed = d.exposed.map((x) => (back.has(x.position) ? { ...x, fate: "not-seen" } : x));
    note(d, { _tag: "CardNotSeen", position, law: "24", seat: partner(first.seat) });
    return;
  }
  const bar = incident.length >= 2 || incident.some((x) => x.led || isHonour(x.card));
  const law = incident.length >= 2 ? "24C" : bar ? "24B" : "24A";
  if (!bar) {
    note(d, { _tag: "SingleLowCardExposed", position, law: "24A", seat: first.seat });
    return;
  }
  oblige(d, { kind: "pass", seat: partner(first.seat), scope: "next-turn", law, from: position });
  review(d, {
    _tag: "DamageReview",
    law: "72C", // 2007: Law 23 (lawIn)
    position: about,
    cause: "enforced-pass",
    under: law,
  });
};
