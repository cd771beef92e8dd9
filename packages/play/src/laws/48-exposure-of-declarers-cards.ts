import type { Card, Seat } from "@bridgelaw/cards";
import type { PlayDraft } from "../state.ts";
import { note } from "../step.ts";

/**
 * Law 48A: declarer is not subject to rectification for exposing a card, and no card of declarer's or
 * dummy's hand ever becomes a penalty card; declarer need not play a card he dropped accidentally. (45C2: a
 * card held face up touching or near the table may be played; that is the Director's finding, logged as a
 * `CardPlayed`. 48B2: facing his hand may be a claim, Law 68.)
 */
export const law48DeclarerExposure = (d: PlayDraft, seat: Seat, card: Card, position: number): void =>
  note(d, { _tag: "DeclarerCardExposed", position, law: "48A", seat, card });
