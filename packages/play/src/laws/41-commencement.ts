import { type Card, lho, type Seat } from "@bridgelaw/cards";
import type { PlayDraft, PlayState } from "../state.ts";
import { addIrregular, name, note } from "../step.ts";

/**
 * Law 41A: an opening lead made face down by the wrong defender and not yet faced is taken back on
 * the Director's instruction; the card goes back to the hand and is not a penalty card (16C may apply).
 * A face-down lead by the opening leader is the lead once faced (41C: the play period then begins and dummy
 * is spread, 41D).
 */
export const law41FaceDownLead = (d: PlayDraft, seat: Seat, card: Card, position: number): void => {
  addIrregular(d, {
    seat,
    card,
    position,
    law: "41A",
    reason: "face-down opening lead out of turn",
    status: "returned",
  });
  note(
    d,
    position,
    "41A",
    `${name(seat)}'s face-down opening lead of ${card} out of turn goes back to his hand (not a penalty card); ${name(d.current!.leader)} leads`,
  );
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
  const asks = `${name(seat)} asks ${what === "review" ? "for a review of the auction" : what === "explanation" ? "for an explanation of an opponent's call" : "what the contract is"}`;
  const open = (law: string, text: string): void => note(d, position, law, `${asks}: ${text}`);
  const closed = (law: string, text: string): void =>
    note(
      d,
      position,
      law,
      `${asks}: ${text}; what the question conveys may be unauthorized for his partner (16B)`,
    );
  if (seat === d.dummy) {
    closed(
      faced ? "42" : "41B",
      "dummy has no such right (41B: not presumed dummy; 42A1 only facts and law)",
    );
    return;
  }
  if (!faced) {
    if (what === "contract") {
      open("41B", "the auction may be reviewed until the opening lead is faced");
      return;
    }
    if (seat !== leader) {
      open("41B", "open until the opening lead is faced");
      return;
    }
    if (what === "explanation" && !played) open("20F1", "at his turn to lead");
    else
      closed(
        "41B",
        "the opening leader's partner and declarer may ask, not the opening leader once he has led",
      );
    return;
  }
  if (what === "contract") {
    if (turn) open("41C", "he is told the contract and whether it was doubled or redoubled, not by whom");
    else closed("41C", "only at his own turn to play");
    return;
  }
  if (what === "review") {
    if (turn && !played) {
      open("41B", "at his first turn to play, before he has played");
      return;
    }
    closed(
      "41C",
      "the auction may no longer be reviewed once he has played; at his turn he may ask the contract (41C) or about a specific call (20F)",
    );
    return;
  }
  if (!turn) {
    closed("20F1", "only at his own turn to play");
    return;
  }
  if (seat === d.declarer) open("20F1", "at his turn, from his own hand or from dummy (41B fn)");
  else
    open(
      "20F1",
      "at his turn; the answer is authorized for him, his question may be unauthorized for his partner (16B)",
    );
};
