import { randomBytes } from "node:crypto";
import { dealFromSeed } from "@bridgelaw/boards";
import { formatDeal } from "@bridgelaw/cards";
import { importBoards } from "@bridgelaw/formats";
import type { CreateSession } from "../http/schemas.ts";
import { apiErrorSaid } from "./errors.ts";
import type { SessionBoard, SessionDoc } from "./model.ts";

/** The boards of a PBN file to be played: each board's deal, dealer and vulnerability, its first record. */
const boardsOfPbn = (pbn: string): SessionBoard[] => {
  const imported = importBoards("session.pbn", pbn);
  const boards = new Map<number, SessionBoard>();
  for (const b of imported.boards) {
    const started = b.records[0] as
      | { type?: string; board?: number; deal?: string; dealer?: string; vulnerability?: string }
      | undefined;
    if (started?.type !== "BoardStarted" || started.board === undefined || started.deal === undefined)
      continue;
    if (boards.has(started.board)) continue; // the same board again (another table's result): one deal each
    boards.set(started.board, {
      board: started.board,
      deal: started.deal,
      ...(started.dealer !== undefined && { dealer: started.dealer as SessionBoard["dealer"] }),
      ...(started.vulnerability !== undefined && {
        vulnerability: started.vulnerability as SessionBoard["vulnerability"],
      }),
    });
  }
  if (boards.size === 0) {
    const first = imported.reports.find((r) => r.status === "rejected");
    throw apiErrorSaid(
      "InvalidRequest",
      "pbnNoDeal",
      {},
      {
        field: "pbn",
        ...(first !== undefined && { record: first.record }),
      },
    );
  }
  return [...boards.values()].sort((a, b) => a.board - b.board);
};

/**
 * A new session from its request: the tables, the boards they play (all tables the same boards, as in a
 * duplicate session), the deals (from the PBN file, or dealt by Law 6 from the seed, a random one when none is
 * given) and the settings of the views.
 */
export const newSession = (r: CreateSession, now: Date): SessionDoc => {
  let boards: SessionBoard[];
  if (r.pbn !== undefined) {
    if (r.seed !== undefined) throw apiErrorSaid("InvalidRequest", "pbnAndSeed", {}, { field: "seed" });
    const all = boardsOfPbn(r.pbn);
    if (r.boards === undefined) boards = all;
    else {
      boards = r.boards.map((n) => {
        const b = all.find((x) => x.board === n);
        if (b === undefined)
          throw apiErrorSaid("InvalidRequest", "boardNotInPbn", { board: String(n) }, { field: "boards" });
        return b;
      });
    }
  } else {
    const seed = r.seed ?? randomBytes(16).toString("hex");
    boards = (r.boards ?? [1]).map((board) => ({ board, deal: formatDeal(dealFromSeed(seed, board)) }));
  }
  const all = boards.map((b) => b.board);
  const tables =
    typeof r.tables === "number"
      ? Array.from({ length: r.tables }, (_, i) => ({ id: String(i + 1), boards: all }))
      : r.tables.map((t) =>
          typeof t === "string" ? { id: t, boards: all } : { id: t.id, boards: t.boards ?? all },
        );
  const ids = new Set<string>();
  for (const t of tables) {
    if (ids.has(t.id))
      throw apiErrorSaid("InvalidRequest", "tableTwice", { table: t.id }, { field: "tables" });
    ids.add(t.id);
    for (const n of t.boards) {
      if (!all.includes(n)) {
        throw apiErrorSaid(
          "InvalidRequest",
          "tableBoardNotInSession",
          { table: t.id, board: String(n) },
          {
            field: "tables",
          },
        );
      }
    }
  }
  return {
    id: r.id ?? `s-${randomBytes(6).toString("hex")}`,
    event: r.event ?? "bridgelaw",
    round: r.round ?? "1",
    edition: r.edition ?? "2017",
    screens: r.screens ?? false,
    screenmates: r.screenmates ?? "NE/SW",
    spectators: { hands: r.spectators?.hands ?? "one", delay: r.spectators?.delay ?? 0 },
    boardOver: r.boardOver ?? "all-tables",
    tables,
    boards,
    createdAt: now.toISOString(),
  };
};
