import type { Card, Seat } from "@bridgelaw/cards";
import { NotOpen } from "../errors.ts";
import { pickUp } from "../rules/penalty-cards.ts";
import type { PlayDraft } from "../state.ts";
import { ask, closeMatter, note, settleIrregular } from "../step.ts";
import { canReopen, reopen, withdrawCard } from "../trick.ts";

/**
 * The retractions a player may make on his own facts (`CardRetracted`), with the Director's finding; with 45C4(b),
 * the event's `law`, checked equal to `@bridgelaw/table`'s Schema of the event.
 */
export type RetractionLaw = "47E1" | "47E2(a)" | "47E2(b)";

/**
 * Law 47: a played card may be retracted only as the Laws allow (47F2). 47E1: a lead or play out of turn
 * made because an opponent wrongly said it was the player's turn is retracted with no rectification; it
 * cannot be accepted, and it establishes no revoke (47E1: 63A1 does not apply). 47E2(a): a card played
 * because of a mistaken explanation, before the correction, may be retracted if no card has since been
 * played to that trick (an opening lead: before dummy has faced a card); too late, the Director may adjust
 * (47E2(b)). 47A–D (withdrawals a rectification requires or allows) are applied by Laws 45, 58 and 62.
 */
export const law47Retraction = (
  d: PlayDraft,
  seat: Seat,
  card: Card,
  law: RetractionLaw,
  position: number,
): void => {
  if (law === "47E2(b)") {
    law47E2b(d, seat, card, position);
    return;
  }
  const loot = d.matters.find(
    (m) =>
      (m.kind === "lead-out-of-turn" || m.kind === "premature") &&
      m.offender === seat &&
      ("card" in m ? m.card === card : true),
  );
  if (loot !== undefined && law === "47E1") {
    const at = loot.position;
    closeMatter(d, loot);
    settleIrregular(d, at, "retracted", { by: "47E1" });
    law47E1Unestablish(d, at);
    pickUp(
      d,
      d.penaltyCards.filter((pc) => pc.position === at).map((pc) => pc.card),
    );
    note(d, { _tag: "RetractedWrongTurn", position, law: "47E1", seat, card, was: "pending-lead" });
    return;
  }
  const penalty = d.penaltyCards.find(
    (pc) => pc.seat === seat && pc.card === card && d.irregular.some((i) => i.position === pc.position),
  );
  if (penalty !== undefined && law === "47E1") {
    const at = penalty.position;
    pickUp(d, [card]);
    settleIrregular(d, at, "retracted", { by: "47E1" });
    law47E1Unestablish(d, at);
    note(d, { _tag: "RetractedWrongTurn", position, law: "47E1", seat, card, was: "penalty-card" });
    return;
  }
  const trick = d.current;
  const reopening =
    trick !== null &&
    trick.cards.length === 0 &&
    d.matters.length === 0 &&
    canReopen(d, trick.number - 1) &&
    d.tricks.at(-1)?.cards.some((c) => c.seat === seat && c.card === card) === true;
  // The last card of the trick just completed, nothing played since: the trick is taken up again.
  const target = reopening ? d.tricks.at(-1)! : trick;
  const pc = target?.cards.find((c) => c.seat === seat && c.card === card);
  if (target === null || pc === undefined)
    throw new NotOpen({ _tag: "NotInTrickInProgress", law, seat, card });
  if (law === "47E2(a)" && target.cards.some((c) => c.position > pc.position)) {
    throw new NotOpen({ _tag: "TooLateToRetract", law: "47E2(a)", card });
  }
  const at = pc.position;
  if (reopening) reopen(d, trick!.number - 1);
  withdrawCard(d, at);
  if (law === "47E1") law47E1Unestablish(d, at);
  note(
    d,
    law === "47E1"
      ? { _tag: "RetractedWrongTurn", position, law, seat, card, was: "played" }
      : { _tag: "RetractedMistakenExplanation", position, law, seat, card },
  );
};

/**
 * 47E2(b): the player would take back a card played before a mistaken explanation was corrected, but it is
 * too late (a card has since been played to the trick; an opening lead once dummy has faced a card): the card
 * stands, and the Director may award an adjusted score. Logged as `CardRetracted` under `47E2(b)`.
 */
const law47E2b = (d: PlayDraft, seat: Seat, card: Card, position: number): void => {
  const played = [...d.tricks, ...(d.current === null ? [] : [d.current])]
    .flatMap((t) => t.cards)
    .find((c) => c.seat === seat && c.card === card);
  if (played === undefined)
    throw new NotOpen({ _tag: "CardNotPlayed", law: "47E2(b)", seat, card, where: "anywhere" });
  note(d, { _tag: "TooLateToRetractStands", position, law: "47E2(b)", seat, card });
  ask(d, { _tag: "MistakenExplanationQuestion", law: "47E2(b)", position: played.position, seat, card });
};

/**
 * 47E1 (63A1 does not apply): a play retracted because an opponent wrongly said it was the player's turn
 * establishes nothing.
 */
const law47E1Unestablish = (d: PlayDraft, position: number): void => {
  for (let i = 0; i < d.revokes.length; i += 1) {
    const r = d.revokes[i]!;
    if (r.establishedAt !== position || r.status !== "established") continue;
    d.revokes[i] = {
      trick: r.trick,
      offender: r.offender,
      card: r.card,
      position: r.position,
      status: "committed",
      law: r.law,
      kind: r.kind,
      suit: r.suit,
      ...(r.attention !== undefined && { attention: r.attention }),
    };
  }
};
