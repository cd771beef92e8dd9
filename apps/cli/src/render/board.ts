import type { BoardView } from "@bridgelaw/table";
import { renderAttention } from "./attention.ts";
import { renderAuction } from "./auction.ts";
import { renderAudit } from "./audit.ts";
import { renderHands } from "./hands.ts";
import { renderResult } from "./result.ts";
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
  if (view.table !== undefined) extra.push(`Table: ${view.table}`);
  if (view.pairs?.NS !== undefined) extra.push(`NS: ${view.pairs.NS}`);
  if (view.pairs?.EW !== undefined) extra.push(`EW: ${view.pairs.EW}`);
  if (extra.length > 0) lines.push(extra.join("   "));
  return lines.join("\n");
};

export interface RenderOptions {
  /** Print the audit trail (default true). */
  readonly audit?: boolean;
}

/** The whole board as text: header, hands, auction, play, contract and result, attention, audit trail. */
export const renderBoard = (view: BoardView, options: RenderOptions = {}): string =>
  [
    renderHeader(view),
    renderHands(view),
    renderAuction(view),
    renderTricks(view),
    renderResult(view),
    renderAttention(view),
    options.audit === false ? "" : renderAudit(view),
  ]
    .filter((s) => s !== "")
    .join("\n\n");
