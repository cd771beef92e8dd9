import type { Card } from "@bridgelaw/cards";
import { thawed } from "@bridgelaw/log";
import { law62Correct } from "../rules/correction.ts";
import { majorPenaltyChoices, restrictedCards } from "../rules/legal.ts";
import type { Matter, PlayDraft, PlayState, Revoke } from "../state.ts";
import { closeMatter, note, offering, openMatter } from "../step.ts";
import { reopen } from "../trick.ts";

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
export const law52Attention = (d: PlayDraft, r: Revoke, position: number): void => {
  if (declarerPlayedSince(d, r)) {
    note(d, {
      _tag: "SubstituteMustBeAccepted",
      position,
      law: "52B1(b)",
      offender: r.offender,
      card: r.card,
    });
    return;
  }
  openMatter(
    d,
    offering({ kind: "penalty-failure" as const, law: "52B" as const, position: r.position }, [
      {
        _tag: "SubstituteForPenaltyCard",
        seat: d.declarer,
        law: "52B",
        options: ["accept", "reject"],
        about: r.position,
        offender: r.offender,
        card: r.card,
      },
    ]),
  );
};

/** The cards due instead of the one played (52B2): the major penalty cards, else the minor ones of its suit. */
const dueInstead = (p: PlayState, r: Revoke): Card[] | null => {
  // As if the card played were back in the offender's hand, the trick taken up again.
  const w = thawed<PlayState>(p);
  reopen(w, r.trick);
  const trick = w.current;
  if (trick === null || trick.number !== r.trick) return null;
  trick.cards = trick.cards.filter((c) => c.position !== r.position);
  w.hands[r.offender].push(r.card);
  const due = majorPenaltyChoices(w, r.offender, restrictedCards(w, r.offender, trick));
  if (due.length > 0) return due;
  return w.penaltyCards
    .filter((pc) => pc.seat === r.offender && pc.kind === "minor" && pc.card[0] === r.card[0])
    .map((pc) => pc.card);
};

export const law52Choose = (
  d: PlayDraft,
  m: Extract<Matter, { kind: "penalty-failure" }>,
  option: string,
  position: number,
): void => {
  closeMatter(d, m);
  const r = { ...d.revokes.find((x) => x.position === m.position)! };
  if (option === "accept") {
    note(d, {
      _tag: "PlayInsteadOfPenaltyCardAccepted",
      position,
      law: "52B1(a)",
      offender: r.offender,
      card: r.card,
    });
    return;
  }
  // 52B2: the card goes back and becomes a major penalty card; the penalty card due is played in its place.
  const required = dueInstead(d, r);
  if (required === null) return;
  law62Correct(d, [r], position, { clause: "52B2" });
  if (required.length > 0) {
    d.playRestrictions.push({
      seat: r.offender,
      trick: r.trick,
      kind: "cards",
      cards: required,
      law: "52B2",
      position,
    });
  }
  note(d, {
    _tag: "SubstituteRejected",
    position,
    law: "52B2",
    card: r.card,
    offender: r.offender,
    due: required,
  });
};
