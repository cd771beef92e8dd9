import type { Contestant, Movement, MovementRound, MovementSection } from "./movement.ts";
import type { PlacedResult } from "./movement-check.ts";

const natural = (a: string, b: string): number => a.localeCompare(b, undefined, { numeric: true });

/**
 * A movement as the logs played it (their Section, Round, Table, Room and PairNS/PairEW or HomeTeam/VisitTeam
 * tags): the contestants numbered (an id that is a number keeps it, the others follow in order of their
 * names, which they keep), each table's contestants and boards round by round. A table whose logs give no
 * round: each change of contestants there is a round, in the order of the boards. Results without a numbered
 * table or without both contestants are left out. Written to a file, it is the movement the next sessions are checked against.
 */
export const movementFromPlaces = (
  played: readonly PlacedResult[],
  contestants: "pairs" | "teams",
): Movement => {
  const bySection = new Map<string, PlacedResult[]>();
  for (const p of played) {
    const ids = contestants === "teams" ? p.result.teams : p.result.pairs;
    if (ids?.NS === undefined || ids.EW === undefined || !/^\d+$/.test(p.place.table?.trim() ?? "")) continue;
    const k = p.place.section ?? "";
    bySection.set(k, [...(bySection.get(k) ?? []), p]);
  }
  const sections: MovementSection[] = [...bySection]
    .sort(([a], [b]) => natural(a, b))
    .map(([name, rows]) => {
      const idsOf = (p: PlacedResult) =>
        (contestants === "teams" ? p.result.teams! : p.result.pairs) as {
          NS: string;
          EW: string;
        };
      const all = [...new Set(rows.flatMap((p) => [idsOf(p).NS, idsOf(p).EW]))];
      const numeric = all.filter((id) => /^\d+$/.test(id) && Number(id) >= 1);
      const taken = new Set(numeric.map(Number));
      const numberOf = new Map<string, number>(numeric.map((id) => [id, Number(id)]));
      let next = 1;
      for (const id of all.filter((x) => !numberOf.has(x)).sort(natural)) {
        while (taken.has(next)) next++;
        numberOf.set(id, next);
        taken.add(next);
      }
      const people: Contestant[] = all
        .map((id) => ({ number: numberOf.get(id)!, ...(!/^\d+$/.test(id) && { name: id }) }))
        .sort((a, b) => a.number - b.number);
      // the round of each result: the log's, else the n-th seating at its table in the order of the boards
      const roundOf = new Map<PlacedResult, number>();
      const tables = new Map<string, PlacedResult[]>();
      for (const p of rows) {
        if (p.place.round !== undefined && /^\d+$/.test(p.place.round.trim()))
          roundOf.set(p, Number(p.place.round));
        else {
          const k = `${p.place.table}|${p.place.room ?? ""}`;
          tables.set(k, [...(tables.get(k) ?? []), p]);
        }
      }
      for (const list of tables.values()) {
        list.sort((a, b) => a.place.board - b.place.board);
        const seatings: string[] = [];
        for (const p of list) {
          const s = `${idsOf(p).NS}|${idsOf(p).EW}`;
          if (seatings.at(-1) !== s) seatings.push(s);
          roundOf.set(p, seatings.length);
        }
      }
      const rounds = new Map<number, Map<string, { p: PlacedResult; boards: number[] }>>();
      for (const p of rows) {
        const r = roundOf.get(p)!;
        const m = rounds.get(r) ?? new Map();
        const k = `${p.place.table}|${p.place.room ?? ""}|${idsOf(p).NS}|${idsOf(p).EW}`;
        const entry = m.get(k) ?? { p, boards: [] };
        if (!entry.boards.includes(p.place.board)) entry.boards.push(p.place.board);
        m.set(k, entry);
        rounds.set(r, m);
      }
      const out: MovementRound[] = [...rounds]
        .sort(([a], [b]) => a - b)
        .map(([round, m]) => ({
          round,
          tables: [...m.values()]
            .sort(
              (a, b) =>
                natural(a.p.place.table!, b.p.place.table!) ||
                natural(a.p.place.room ?? "", b.p.place.room ?? ""),
            )
            .map(({ p, boards }) => ({
              table: Number(p.place.table),
              ...(p.place.room !== undefined && { room: p.place.room }),
              NS: numberOf.get(idsOf(p).NS)!,
              EW: numberOf.get(idsOf(p).EW)!,
              boards: boards.sort((a, b) => a - b),
            })),
        }));
      return { ...(name !== "" && { section: name }), contestants: people, rounds: out };
    });
  const event = played.find((p) => p.result.event !== undefined)?.result.event;
  return {
    format: 1,
    kind: "custom",
    contestants,
    ...(event !== undefined && { event }),
    sections,
  };
};
