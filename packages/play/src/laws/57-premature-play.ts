import { type Card, partner, type Seat, SUITS, type Suit } from "@bridgelaw/cards";
import { legalFor } from "../legal.ts";
import type { Matter, PlayState } from "../state.ts";
import { addIrregular, closeMatter, name, note, offering, openMatter } from "../step.ts";
import { leadOf } from "../trick.ts";
import { law50PenaltyCard } from "./50-penalty-card.ts";
import { law63Establish } from "./63-establishment.ts";

/** What became of a defender's card played out of turn: it is placed in the trick (57C1), or not. */
export type Premature = { readonly state: PlayState; readonly place: boolean };

/**
 * Law 57: a defender leads to the next trick before his partner has played to the current one, or plays out
 * of turn before his partner has played (57A): his card is a major penalty card and declarer restricts the
 * partner's card to this trick: highest or lowest of the suit led, a card of a named other suit (2017 only,
 * P-8), or no card of a named other suit. Not if declarer had already played from both hands (57C1: the card
 * is played), nor after dummy took part in the play in this trick (57C2, a `DummyViolation` 43A1(c)). 57D (2017): a defender who plays (not leads) out of turn after his partner has played must play
 * that card at his proper turn if it is legal, else it is a major penalty card (2007: Law 49).
 */
export const law57Premature = (p: PlayState, seat: Seat, card: Card, position: number): Premature => {
  const current = p.current!;
  const toNext = current.cards.some((c) => c.seat === seat);
  const partnerPlayed = current.cards.some((c) => c.seat === partner(seat));
  const reason = toNext
    ? `lead to trick ${current.number + 1} before trick ${current.number} is complete`
    : "card played out of turn";
  if (!partnerPlayed) {
    const firstOfTrick = Math.min(...current.cards.map((c) => c.position), position);
    if (!toNext && p.dummyTookPart !== null && p.dummyTookPart >= firstOfTrick) {
      return {
        state: note(
          p,
          position,
          "57C2",
          `${name(seat)} played before his partner after dummy took part in the play (43A1(c)): no rectification, the card is played`,
        ),
        place: true,
      };
    }
    if (
      !toNext &&
      current.cards.some((c) => c.seat === p.declarer) &&
      current.cards.some((c) => c.seat === p.dummy)
    ) {
      return {
        state: note(
          p,
          position,
          "57C1",
          `${name(seat)} played before his partner, but declarer had played from both hands: no rectification, the card is played`,
        ),
        place: true,
      };
    }
    let q = toNext ? law63Establish(p, seat, current.number + 1, position, "63A1") : p;
    q = addIrregular(q, { seat, card, position, law: "57A", reason, status: "penalty card" });
    q = law50PenaltyCard(q, seat, card, "deliberate", "57A", position);
    const suitLed = (leadOf(current)?.card[0] ?? null) as Suit | null;
    const others = SUITS.filter((s) => s !== suitLed);
    const options = [
      ...(suitLed === null ? [] : ["highest", "lowest"]),
      ...(q.edition === "2017" ? others.map((s) => `require-${s}`) : []),
      ...others.map((s) => `forbid-${s}`),
    ];
    const target = partner(seat);
    return {
      state: openMatter(
        q,
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
              seat: p.declarer,
              law: "57A",
              options,
              about: position,
              text: `${name(seat)} ${reason} before his partner played: declarer chooses ${name(target)}'s card to trick ${current.number}: the highest or lowest ${suitLed ?? ""} he holds${q.edition === "2017" ? ", a card of another suit named," : ""} or no card of another suit named (Law 59 if he cannot comply)`,
            },
          ],
        ),
      ),
      place: false,
    };
  }
  if (toNext) {
    const q = addIrregular(law63Establish(p, seat, current.number + 1, position, "63A1"), {
      seat,
      card,
      position,
      law: "49",
      reason,
      status: "penalty card",
    });
    return { state: law50PenaltyCard(q, seat, card, "deliberate", "49", position), place: false };
  }
  if (p.edition === "2007") {
    const q = addIrregular(p, { seat, card, position, law: "49", reason, status: "penalty card" });
    return { state: law50PenaltyCard(q, seat, card, "deliberate", "49", position), place: false };
  }
  if (legalFor(p, seat, current).includes(card)) {
    const q = addIrregular(p, { seat, card, position, law: "57D", reason, status: "to be played in turn" });
    return {
      state: note(
        {
          ...q,
          playRestrictions: [
            ...q.playRestrictions,
            { seat, trick: current.number, kind: "cards", cards: [card], law: "57D", position },
          ],
        },
        position,
        "57D",
        `${name(seat)} played ${card} out of turn after his partner: it can be played legally, so he must play it at his turn (Law 16 applies)`,
      ),
      place: false,
    };
  }
  const q = addIrregular(p, { seat, card, position, law: "57D", reason, status: "penalty card" });
  return { state: law50PenaltyCard(q, seat, card, "deliberate", "57D", position), place: false };
};

export const law57Choose = (
  p: PlayState,
  m: Extract<Matter, { kind: "premature" }>,
  option: string,
  position: number,
): PlayState => {
  const [verb, suit] = option.split("-") as ["highest" | "lowest" | "require" | "forbid", Suit | undefined];
  const restriction = {
    seat: m.partner,
    trick: m.trick,
    kind: verb,
    ...(suit !== undefined ? { suit } : m.suitLed !== null ? { suit: m.suitLed } : {}),
    law: "57A",
    position,
  };
  return note(
    { ...closeMatter(p, m), playRestrictions: [...p.playRestrictions, restriction] },
    position,
    "57A",
    `declarer requires ${name(m.partner)} to play ${
      verb === "highest" || verb === "lowest"
        ? `the ${verb} ${m.suitLed} he holds`
        : verb === "require"
          ? `a ${suit}`
          : `no ${suit}`
    } to trick ${m.trick} (57B: any card if he cannot; ${name(m.offender)} must play his penalty card at the first legal opportunity)`,
  );
};
