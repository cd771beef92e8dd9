import { Schema } from "effect";
import { Alerted, CallChanged, CallMade, Explained, ExplanationCorrected } from "./phases/auction.ts";
import { BoardStarted } from "./phases/board.ts";
import { CardPlayed } from "./phases/play.ts";
import { AttentionDrawn, CardExposed, DirectorRuled, OptionChosen } from "./phases/shared.ts";

/**
 * The log's event vocabulary, version 1 (design §3). Each event is one JSON object per line with a `type`.
 * The union grows additively within major version 1: a v1 log stays valid forever. Every line may also
 * carry the envelope fields `at` (ISO time), `by`, `note` and, sealed, `seq`, `prev`, `hash`: they are not
 * part of the event and stay in the line's record (`@bridgelaw/log`).
 */
export const LOG_FORMAT_VERSION = 1;

export {
  Alerted,
  AttentionDrawn,
  BoardStarted,
  CallChanged,
  CallMade,
  CardExposed,
  CardPlayed,
  DirectorRuled,
  Explained,
  ExplanationCorrected,
  OptionChosen,
};

/** Every event of log format v1, each with its `type`. */
export const TableEvent = Schema.Union([
  BoardStarted,
  CallMade,
  CardPlayed,
  OptionChosen,
  DirectorRuled,
  AttentionDrawn,
  CallChanged,
  CardExposed,
  Alerted,
  Explained,
  ExplanationCorrected,
]);
export type TableEvent = typeof TableEvent.Type;
export const EVENT_TYPES: readonly TableEvent["type"][] = [
  "BoardStarted",
  "CallMade",
  "CardPlayed",
  "OptionChosen",
  "DirectorRuled",
  "AttentionDrawn",
  "CallChanged",
  "CardExposed",
  "Alerted",
  "Explained",
  "ExplanationCorrected",
];
