import { type Card, SEAT_NAMES } from "@bridgelaw/cards";
import { DomainRejection } from "@bridgelaw/log";
import { CardNotHeld, evolvePlay } from "@bridgelaw/play";
import { Schema } from "effect";
import { withAudit } from "../audit.ts";
import type { AuditEntry, TableState } from "../state.ts";
import { CardToken, SeatToken } from "../tokens.ts";

/** A card played to a trick (Laws 41–67); from dummy, `seat` is dummy's seat. */
export const CardPlayed = Schema.Struct({
  type: Schema.Literal("CardPlayed"),
  seat: SeatToken,
  card: CardToken,
});
export type CardPlayed = typeof CardPlayed.Type;

export const playCard = (s: TableState, e: CardPlayed, position: number): TableState => {
  const before = s.play;
  if (before === null) {
    throw new DomainRejection(
      s.auction?.ended ? "a card played on a passed-out board" : "a card played before the auction has ended",
    );
  }
  let play;
  try {
    play = evolvePlay(before, { type: "CardPlayed", seat: e.seat, card: e.card as Card }, position);
  } catch (err) {
    if (err instanceof CardNotHeld) throw new DomainRejection(err.message);
    throw err;
  }
  const next = { ...s, play };
  if (play.irregular.length > before.irregular.length) {
    const irr = play.irregular[play.irregular.length - 1]!;
    return withAudit(next, [
      { position, law: irr.law, text: `${SEAT_NAMES[e.seat]} ${e.card}: ${irr.reason}` },
    ]);
  }
  const audit: AuditEntry[] = [];
  if (before.tricks.length === 0 && before.current?.cards.length === 0) {
    audit.push({
      position,
      law: "41D",
      text: `opening lead ${e.card}: dummy (${SEAT_NAMES[play.dummy]}) is faced`,
    });
  }
  if (play.revokes.length > before.revokes.length) {
    audit.push({
      position,
      law: "61A",
      text: `${SEAT_NAMES[e.seat]} did not follow suit though able: revoke committed (rectified only once attention is drawn, Law 63)`,
    });
  }
  if (play.tricks.length > before.tricks.length) {
    const t = play.tricks[play.tricks.length - 1]!;
    audit.push({ position, law: "44", text: `trick ${t.number} won by ${SEAT_NAMES[t.winner!]}` });
    if (play.ended) {
      audit.push({
        position,
        law: "79A",
        text: `play ends: NS ${play.tricksWon.NS} tricks, EW ${play.tricksWon.EW} tricks`,
      });
    }
  }
  return withAudit(next, audit);
};
