import type { LawId } from "@bridgelaw/cards";
import { type BoardReplay, replayLog } from "./replay.ts";
import type { BoardView } from "./view.ts";

/**
 * Reading a scenario log for a test: the log whole, or as it stood after some of its events. `read` gives a
 * log's text by name (the tests read examples/ with node:fs; this module stays pure).
 */
export const scenarioLogs = (read: (name: string) => string) => {
  const lines = (name: string): string[] => read(name).trimEnd().split("\n");
  /** The 1-based position of the first event matching `pred`. */
  const find = (name: string, pred: (e: Record<string, unknown>) => boolean): number =>
    lines(name).findIndex((l) => pred(JSON.parse(l))) + 1;
  /** The board as it stood after the first `n` events. */
  const upTo = (name: string, n: number): BoardView =>
    replayLog(`${lines(name).slice(0, n).join("\n")}\n`).view;
  const chosen = (law: LawId) => (e: Record<string, unknown>) => e.type === "OptionChosen" && e.law === law;
  return {
    lines,
    find,
    upTo,
    chosen,
    full: (name: string): BoardReplay => replayLog(read(name)),
    /** The board just before the first choice under `law`. */
    beforeChoice: (name: string, law: LawId): BoardView => upTo(name, find(name, chosen(law)) - 1),
  };
};

export const trickOf = (v: BoardView, n: number) => v.tricks.find((t) => t.number === n)!;
/** A trick's cards as "seat:card", in rotation from its leader. */
export const cardsOf = (v: BoardView, n: number): string[] =>
  trickOf(v, n).cards.map((c) => `${c.seat}:${c.card}`);
export const pendingOf = (v: BoardView) =>
  v.pending.map((p) => ({ seat: p.seat, law: p.law, options: p.options }));

/**
 * The worked scenarios (`**Wnn — title (Laws).**`) of a spec text whose title cites a Law from `from` to
 * `to`, as "W1", "W2" … (footnote and example numbers are not Laws).
 */
export const workedScenarioIds = (spec: string, from: number, to: number): string[] =>
  [...spec.matchAll(/^\*\*W(\d+) — (.*)\*\*$/gm)]
    .filter(([, , title]) =>
      [...title!.replace(/\b(fn|ex\.) \d+/g, "").matchAll(/\b(\d{2})(?=[A-E(,/)\s]|$)/g)].some(
        ([, law]) => Number(law) >= from && Number(law) <= to,
      ),
    )
    .map(([, n]) => `W${n}`);
