import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contestantAt, contestantLabel, type Movement } from "@bridgelaw/scoring";
import { DEAL } from "./fixtures.ts";

const SEATS = ["N", "E", "S", "W"] as const;

/**
 * The log of one board as a movement seats it: North bids `level`NT after the players before him pass, East
 * leads, North claims the thirteen tricks (the fixtures' deal: North holds the top cards). The level varies by
 * table and round, so that the tables' scores differ.
 */
const boardLog = (board: number, level: number, start: Record<string, unknown>): string => {
  const dealer = (board - 1) % 4;
  const calls: string[] = [];
  for (let k = dealer; k % 4 !== 0; k++)
    calls.push(JSON.stringify({ type: "CallMade", seat: SEATS[k % 4], call: "P" }));
  calls.push(JSON.stringify({ type: "CallMade", seat: "N", call: `${level}NT` }));
  for (const seat of ["E", "S", "W"]) calls.push(JSON.stringify({ type: "CallMade", seat, call: "P" }));
  return `${[
    JSON.stringify({ type: "BoardStarted", board, deal: DEAL, ...start }),
    ...calls,
    JSON.stringify({ type: "CardPlayed", seat: "E", card: "ST" }),
    JSON.stringify({ type: "ClaimMade", seat: "N", tricks: 13 }),
    JSON.stringify({ type: "ClaimAcquiesced", seat: "E" }),
    JSON.stringify({ type: "ClaimAcquiesced", seat: "W" }),
  ].join("\n")}\n`;
};

/**
 * Writes a log for every board of every table of every round of a movement into `dir` (as the logs of the
 * evening would be): BoardStarted names the section, round, table, room and each side by the contestant's
 * name (else its label). `seat` may change what a table's log says (a wrong pair, a wrong board). Gives the
 * files written.
 */
export const writeMovementLogs = (
  dir: string,
  movement: Movement,
  seat: (at: { round: number; table: number; room?: string; board: number; NS: string; EW: string }) => {
    NS: string;
    EW: string;
    board: number;
  } = (x) => x,
): string[] => {
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (const section of movement.sections)
    for (const round of section.rounds)
      for (const t of round.tables)
        for (const board of t.boards) {
          const id = (n: number, side: "NS" | "EW") => {
            const c = contestantAt(section, n, side)!;
            return c.name ?? contestantLabel(c);
          };
          const at = seat({
            round: round.round,
            table: t.table,
            ...(t.room !== undefined && { room: t.room }),
            board,
            NS: id(t.NS, "NS"),
            EW: id(t.EW, "EW"),
          });
          const level = 1 + ((t.table * 3 + round.round + (t.room === "Closed" ? 2 : 0)) % 7);
          const sides = { NS: at.NS, EW: at.EW };
          const start = {
            ...(movement.event !== undefined && { event: movement.event }),
            ...(section.section !== undefined && { section: section.section }),
            round: String(round.round),
            table: String(t.table),
            ...(t.room !== undefined && { room: t.room }),
            ...(movement.contestants === "teams"
              ? {
                  teams: sides,
                  pairs: { NS: `${sides.NS} (${t.room ?? "NS"})`, EW: `${sides.EW} (${t.room ?? "EW"})` },
                }
              : { pairs: sides }),
          };
          const name = `${section.section ?? ""}r${round.round}-t${t.table}${t.room ?? ""}-b${at.board}.jsonl`;
          writeFileSync(join(dir, name), boardLog(at.board, level, start));
          files.push(name);
        }
  return files;
};

/**
 * The Mitchell evening's mistake (fixtures/movements/mitchell-evening): in round 2, East-West 1 sits at
 * table 3 as well as at its own table 2 (East-West 2 was due there), a board played by the wrong pair (15B).
 */
export const WRONG_PAIR: NonNullable<Parameters<typeof writeMovementLogs>[2]> = (x) =>
  x.round === 2 && x.table === 3 ? { ...x, EW: "Leroy & Moreau" } : x;
