import { type Card, partner, type Seat, SUITS, type Suit } from "@bridgelaw/cards";
import { legalFor } from "../rules/legal.ts";
import { law50PenaltyCard } from "../rules/penalty-cards.ts";
import { place } from "../rules/place.ts";
import { law63Establish } from "../rules/revoke.ts";
import type { Matter, PlayDraft } from "../state.ts";
import { addIrregular, closeMatter, note, offering, openMatter } from "../step.ts";
import { leadOf } from "../trick.ts";

/**
 * Law 57: a defender leads to the next trick before his partner has played to the current one, or plays out
 * of turn before his partner has played (57A): his card is a major penalty card and declarer restricts the
 * partner's card to this trick: highest or lowest of the suit led, a card of a named other suit (2017 only),
 * or no card of a named other suit. Not if declarer had already played from both hands (57C1: the card
 * is played), nor after dummy took part in the play in this trick (57C2, a `DummyViolation` 43A1(c)). 57D (2017): a defender who plays (not leads) out of turn after his partner has played must play
 * that card at his proper turn if it is legal, else it is a major penalty card (2007: Law 49).
 */
export const law57Premature = (d: PlayDraft, seat: Seat, card: Card, position: number): void => {
  const current = d.current!;
  const toNext = current.cards.some((c) => c.seat === seat);
  const partnerPlayed = current.cards.some((c) => c.seat === partner(seat));
  const reason = toNext ? "lead-before-trick-complete" : "played-out-of-turn";
  if (!partnerPlayed) {
    const firstOfTrick = Math.min(...current.cards.map((c) => c.position), position);
    if (!toNext && d.dummyTookPart !== null && d.dummyTookPart >= firstOfTrick) {
      note(d, { _tag: "NoRectificationDummyTookPart", position, law: "57C2", seat });
      place(d, seat, card, position, "57C1");
      return;
    }
    if (
      !toNext &&
      current.cards.some((c) => c.seat === d.declarer) &&
      current.cards.some((c) => c.seat === d.dummy)
    ) {
      note(d, { _tag: "NoRectificationBothHands", position, law: "57C1", seat });
      place(d, seat, card, position, "57C1");
      return;
    }
    if (toNext) law63Establish(d, seat, current.number + 1, position, "63A1");
    addIrregular(d, { seat, card, position, law: "57A", reason, status: "penalty-card" });
    law50PenaltyCard(d, seat, card, "deliberate", "57A", position);
    const suitLed = (leadOf(current)?.card[0] ?? null) as Suit | null;
    const others = SUITS.filter((s) => s !== suitLed);
    const options = [
      ...(suitLed === null ? [] : ["highest", "lowest"]),
      ...(d.edition === "2017" ? others.map((s) => `require-${s}`) : []),
      ...others.map((s) => `forbid-${s}`),
    ];
    const target = partner(seat);
    openMatter(
      d,
      offering(
        {
          kind: "premature" as const,
          law: "57A" as const,
          position,
          offender: seat,
          partner: target,
          trick: current.number,
          suitLed,
        },
        [
          {
            _tag: "PrematurePlayOptions",
            seat: d.declarer,
            law: "57A",
            options,
            about: position,
            offender: seat,
            how: toNext ? "lead" : "play",
            trick: current.number,
            ...(toNext && { leadTo: current.number + 1 }),
            partner: target,
            ...(suitLed !== null && { suitLed }),
            ...(d.edition === "2007" && { edition: "2007" as const }),
          },
        ],
      ),
    );
    return;
  }
  if (toNext) {
    law63Establish(d, seat, current.number + 1, position, "63A1");
    addIrregular(d, { seat, card, position, law: "49", reason, status: "penalty-card" });
    law50PenaltyCard(d, seat, card, "deliberate", "49", position);
    return;
  }
  if (d.edition === "2007") {
    addIrregular(d, { seat, card, position, law: "49", reason, status: "penalty-card" });
    law50PenaltyCard(d, seat, card, "deliberate", "49", position);
    return;
  }
  if (legalFor(d, seat, current).includes(card)) {
    addIrregular(d, { seat, card, position, law: "57D", reason, status: "to-be-played-in-turn" });
    d.playRestrictions.push({
      seat,
      trick: current.number,
      kind: "cards",
      cards: [card],
      law: "57D",
      position,
    });
    note(d, { _tag: "MustPlayInTurn", position, law: "57D", seat, card });
    return;
  }
  addIrregular(d, { seat, card, position, law: "57D", reason, status: "penalty-card" });
  law50PenaltyCard(d, seat, card, "deliberate", "57D", position);
};

export const law57Choose = (
  d: PlayDraft,
  m: Extract<Matter, { kind: "premature" }>,
  option: string,
  position: number,
): void => {
  const [verb, suit] = option.split("-") as ["highest" | "lowest" | "require" | "forbid", Suit | undefined];
  const restriction = {
    seat: m.partner,
    trick: m.trick,
    kind: verb,
    ...(suit !== undefined ? { suit } : m.suitLed !== null ? { suit: m.suitLed } : {}),
    law: "57A" as const,
    position,
  };
  closeMatter(d, m);
  d.playRestrictions.push(restriction);
  note(d, {
    _tag: "PartnerPlayRestricted",
    position,
    law: "57A",
    partner: m.partner,
    verb,
    suit: (suit ?? m.suitLed)!,
    trick: m.trick,
    offender: m.offender,
  });
};
