import type { BoardView } from "@bridgelaw/table";
import { t } from "../texts.ts";
import { renderAttention } from "./attention.ts";
import { renderAuction } from "./auction.ts";
import { renderAudit } from "./audit.ts";
import { renderClaims } from "./claims.ts";
import { type LogFacts, NO_FACTS } from "./facts.ts";
import { renderHands } from "./hands.ts";
import { renderLawsCited } from "./laws.ts";
import { renderResult } from "./result.ts";
import { renderScores } from "./scores.ts";
import { seatName } from "./text.ts";
import { renderTricks } from "./tricks.ts";

/** `Board 7   Dealer: South   Vulnerability: All …`, then event, table and pairs when the log names them. */
export const renderHeader = (view: BoardView): string => {
  if (view.board === null) return t("noBoard");
  const lines = [
    t("header", {
      board: view.board,
      dealer: seatName(view.dealer),
      vul: view.vulnerability ?? "",
      edition: view.edition,
    }),
  ];
  const extra: string[] = [];
  const named = [
    ["event", view.event],
    ["date", view.date],
    ["section", view.section],
    ["round", view.round],
    ["room", view.room],
    ["table", view.table],
  ] as const;
  for (const [id, x] of named) if (x !== undefined) extra.push(t(id, { x }));
  for (const side of ["NS", "EW"] as const) {
    const team = view.teams?.[side];
    const pair = view.pairs?.[side];
    if (team !== undefined) extra.push(t("sideTeam", { side, team, pair }));
    else if (pair !== undefined) extra.push(t("sideTeam", { side, team: pair }));
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
    options.audit === false ? "" : renderLawsCited(view),
  ]
    .filter((s) => s !== "")
    .join("\n\n");
};
