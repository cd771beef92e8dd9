import { type Card, type LawId, lho, type Seat } from "@bridgelaw/cards";
import type { QuestionAnswer } from "../consequences.ts";
import type { PlayDraft, PlayState } from "../state.ts";
import { addIrregular, note } from "../step.ts";

/**
 * Law 41A (the Law does not name this case): an opening lead made face down by the wrong defender and not yet
 * faced is taken back on the Director's instruction; the card goes back to the hand and is not a penalty card
 * (16C may apply). A face-down lead by the opening leader is the lead once faced (41C: the play period then
 * begins and dummy is spread, 41D).
 */
export const law41FaceDownLead = (d: PlayDraft, seat: Seat, card: Card, position: number): void => {
  addIrregular(d, {
    seat,
    card,
    position,
    law: "41A",
    reason: "face-down-lead",
    status: "returned",
    proper: d.current!.leader,
  });
  note(d, { _tag: "FaceDownLeadReturned", position, law: "41A", seat, card, leader: d.current!.leader });
};

/**
 * Law 41C (17D1): whether the opening lead has been faced, which ends the Clarification Period and the auction
 * period: a card played other than a face-down opening lead not yet faced (41A), or a faced opening lead out of
 * turn awaiting declarer's choice (54).
 */
export const openingLeadFaced = (p: PlayState): boolean =>
  p.tricks.length > 0 ||
  (p.current?.cards.some((c) => c.law !== "41A") ?? false) ||
  p.irregular.some((i) => i.law === "54");

/** What a player asks during the Clarification Period or the play (41B, 41C, 20F). */
export type Question = "review" | "explanation" | "contract";

/**
 * Law 41B/41C (with 20F): a review of the auction, an explanation of an opponent's call, or the contract.
 * Before the opening lead is faced: declarer and the opening leader's partner (not presumed dummy); the
 * opening leader, at his turn to lead, an explanation (20F1). Once it is faced: a review only at a player's
 * first turn to play, before he plays (declarer: his first turn from dummy); an explanation at his turn
 * (declarer from either hand; a defender subject to 16); the contract and whether doubled, not by whom (41C),
 * at his turn. A question not open to him is recorded: what it conveys may be unauthorized for partner (16B).
 */
export const law41Question = (d: PlayDraft, seat: Seat, what: Question, position: number): void => {
  const leader = lho(d.declarer);
  const faced = d.dummyFaced;
  const turn = d.turn === seat || (seat === d.declarer && d.turn === d.dummy);
  const hands = seat === d.declarer ? [d.declarer, d.dummy] : [seat];
  const played = [...d.tricks, ...(d.current === null ? [] : [d.current])].some((t) =>
    t.cards.some((c) => hands.includes(c.seat)),
  );
  // the answer says whether the question is open to him now (else: what it conveys may be UI for partner, 16B)
  const answer = (law: LawId, a: QuestionAnswer): void =>
    note(d, { _tag: "QuestionAfterAuction", position, law, seat, what, answer: a });
  if (seat === d.dummy) {
    answer(faced ? "42" : "41B", "dummy-no-right");
    return;
  }
  if (!faced) {
    if (what === "contract") answer("41B", "reviewable-until-faced");
    else if (seat !== leader) answer("41B", "until-faced");
    else if (what === "explanation" && !played) answer("20F1", "at-turn-to-lead");
    else answer("41B", "not-opening-leader");
    return;
  }
  if (what === "contract") answer("41C", turn ? "contract-told" : "only-at-own-turn");
  else if (what === "review")
    answer(turn && !played ? "41B" : "41C", turn && !played ? "first-turn" : "review-over");
  else if (!turn) answer("20F1", "only-at-own-turn");
  else answer("20F1", seat === d.declarer ? "either-hand" : "defender-at-turn");
};
