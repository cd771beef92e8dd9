import type { BoardView } from "@bridgelaw/table";
import { renderAttention } from "./attention.ts";
import { renderAuction } from "./auction.ts";
import { renderAudit } from "./audit.ts";
import { renderClaims } from "./claims.ts";
import { type LogFacts, NO_FACTS } from "./facts.ts";
import { renderHands } from "./hands.ts";
import { renderResult } from "./result.ts";
import { renderScores } from "./scores.ts";
import { seatName } from "./text.ts";
import { renderTricks } from "./tricks.ts";

const VULNERABILITY: Readonly<Record<string, string>> = {
  None: "None",
  NS: "NS (North-South vulnerable)",
  EW: "EW (East-West vulnerable)",
  All: "All (both sides vulnerable)",
};

/** `Board 7   Dealer: South   Vulnerability: All …`, then event, table and pairs when the log names them. */
export const renderHeader = (view: BoardView): string => {
  if (view.board === null) return "No board: the log has no valid BoardStarted event";
  const lines = [
    `Board ${view.board}   Dealer: ${seatName(view.dealer)}   Vulnerability: ${
      VULNERABILITY[view.vulnerability ?? ""] ?? view.vulnerability
    }   Laws: ${view.edition}`,
  ];
  const extra: string[] = [];
  if (view.event !== undefined) extra.push(`Event: ${view.event}`);
  if (view.date !== undefined) extra.push(`Date: ${view.date}`);
  if (view.section !== undefined) extra.push(`Section: ${view.section}`);
  if (view.round !== undefined) extra.push(`Round: ${view.round}`);
  if (view.room !== undefined) extra.push(`Room: ${view.room}`);
  if (view.table !== undefined) extra.push(`Table: ${view.table}`);
  for (const side of ["NS", "EW"] as const) {
    const team = view.teams?.[side];
    const pair = view.pairs?.[side];
    if (team !== undefined) extra.push(`${side}: ${team}${pair === undefined ? "" : ` (pair ${pair})`}`);
    else if (pair !== undefined) extra.push(`${side}: ${pair}`);
  }
  if (extra.length > 0) lines.push(extra.join("   "));
  return lines.join("\n");
};

export interface RenderOptions {
  /** Print the audit trail (default true). */
  readonly audit?: boolean;
  /** What the printers read from the log's own lines: alerts and explanations, players' names. */
  readonly facts?: LogFacts;
  /** A line printed first, e.g. `As it stood after line 7 …` for `--until`. */
  readonly title?: string;
}

/**
 * The whole board as text: header, hands, auction, play, claims, contract and result, the score at every
 * stage, attention, audit trail.
 */
export const renderBoard = (view: BoardView, options: RenderOptions = {}): string => {
  const facts = options.facts ?? NO_FACTS;
  return [
    options.title ?? "",
    renderHeader(view),
    renderHands(view),
    renderAuction(view, facts),
    renderTricks(view),
    renderClaims(view),
    renderResult(view),
    renderScores(view),
    renderAttention(view),
    options.audit === false ? "" : renderAudit(view),
  ]
    .filter((s) => s !== "")
    .join("\n\n");
};
