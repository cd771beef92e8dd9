import type { Card } from "@bridgelaw/cards";
import { majorPenaltyChoices, restrictedCards } from "../legal.ts";
import type { Matter, PlayState, Revoke } from "../state.ts";
import { closeMatter, name, note, offering, openMatter } from "../step.ts";
import { reopen } from "../trick.ts";
import { law62Correct } from "./62-correction.ts";

const declarerPlayedSince = (p: PlayState, r: Revoke): boolean =>
  [...p.tricks, ...(p.current === null ? [] : [p.current]), ...(p.stash === null ? [] : [p.stash])].some(
    (t) => t.cards.some((c) => c.position > r.position && (c.seat === p.declarer || c.seat === p.dummy)),
  );

/**
 * Law 52: a defender required to lead or play a penalty card leads or plays another card (52A: he may not
 * withdraw it on his own). Once attention is drawn, declarer may accept the card played (52B1(a)); he must
 * accept it if he has since played from his hand or dummy (52B1(b)); if he accepts, the penalty cards stay
 * (52B1(c)). It is also a revoke, never with an automatic adjustment (64B3).
 */
export const law52Attention = (p: PlayState, r: Revoke, position: number): PlayState => {
  if (declarerPlayedSince(p, r)) {
    return note(
      p,
      position,
      "52B1(b)",
      `${name(r.offender)}'s ${r.card} instead of a penalty card stands: declarer has since played, so he must accept it; the penalty cards stay (52B1(c))`,
    );
  }
  return openMatter(
    p,
    offering({ kind: "penalty-failure" as const, law: "52B" as const, position: r.position }, [
      {
        seat: p.declarer,
        law: "52B",
        options: ["accept", "reject"],
        about: r.position,
        text: `${name(r.offender)} played ${r.card} instead of a penalty card: declarer may accept it (the penalty cards stay) or reject it (${name(r.offender)} plays the penalty card and ${r.card} becomes a major penalty card, 52B2)`,
      },
    ]),
  );
};

export const law52Choose = (
  p: PlayState,
  m: Extract<Matter, { kind: "penalty-failure" }>,
  option: string,
  position: number,
): PlayState => {
  const q = closeMatter(p, m);
  const r = q.revokes.find((x) => x.position === m.position)!;
  if (option === "accept") {
    return note(
      q,
      position,
      "52B1(a)",
      `declarer accepts ${name(r.offender)}'s ${r.card}; the penalty cards stay (52B1(c))`,
    );
  }
  // 52B2: the card goes back and becomes a major penalty card; the penalty card due is played in its place.
  const opened = reopen(q, r.trick);
  const trick = opened.current;
  if (trick === null || trick.number !== r.trick) return q;
  const withBack: PlayState = {
    ...opened,
    current: { ...trick, cards: trick.cards.filter((c) => c.position !== r.position) },
    hands: { ...opened.hands, [r.offender]: [...opened.hands[r.offender], r.card] },
  };
  const due: Card[] = majorPenaltyChoices(
    withBack,
    r.offender,
    restrictedCards(withBack, r.offender, withBack.current!),
  );
  const minors = withBack.penaltyCards.filter(
    (pc) => pc.seat === r.offender && pc.kind === "minor" && pc.card[0] === r.card[0],
  );
  const required = due.length > 0 ? due : minors.map((pc) => pc.card);
  let s = law62Correct(q, [r], position, { clause: "52B2" });
  if (required.length > 0) {
    s = {
      ...s,
      playRestrictions: [
        ...s.playRestrictions,
        { seat: r.offender, trick: r.trick, kind: "cards", cards: required, law: "52B2", position },
      ],
    };
  }
  return note(
    s,
    position,
    "52B2",
    `declarer rejects ${r.card}: ${name(r.offender)} must play ${required.join(" or ")} instead`,
  );
};
