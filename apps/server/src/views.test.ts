import { dealFromSeed } from "@bridgelaw/boards";
import { DECK, SEATS, type Seat } from "@bridgelaw/cards";
import type { EventStore } from "@bridgelaw/store";
import { evolveTable, initialTableState, type TableEvent, type TableState } from "@bridgelaw/table";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateBoard } from "../../../tools/src/generate.ts";
import { asCommands, cardTokens, type inProcess, openStore, inProcess as start } from "./test-support.ts";

/*
 * Sessions scoped like views (issue 28, point 2), as a property: random sessions of two or three tables playing
 * one deal (each its own auction and play), random spectator settings (which hands, how far behind, when a
 * board is over), the tables advancing in a random interleaving; at random moments every token of the session
 * but the Director's asks every route it may (the session summary, each table's board, each table's log, the
 * live stream, /me, the token list, a command at a table not its own) and no answer names a card the token may
 * not see by the Laws, worked out here from the events played (not from the server's views): a player his own
 * hand, dummy once the opening lead is made, the cards played at his table, every card once his table has
 * finished the board (66D); a spectator as the session's `spectators` say, `delay` events behind each table
 * still playing; the scorer no concealed hand; both every card of a table only once the deal is over
 * (`boardOver`: at every table that plays it, or at that table). A player sees another table's progress only
 * once his own has finished the deal; a spectator's versions are the delayed ones on every route; the log is
 * given exactly when the board is over for its asker. In process, on PGlite in memory.
 */

let store: EventStore;
let app: Awaited<ReturnType<typeof inProcess>>;
let sessions = 0;

beforeAll(async () => {
  store = await openStore("pglite");
  app = await start(store, { limits: { streamsPerToken: 50 } });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await store?.close();
});

type Hands = "one" | "all" | "after-board";

interface Token {
  readonly name: string;
  readonly token: string;
  readonly role: "player" | "spectator" | "scorer";
  /** A player's table and seat; a table spectator's table and the seat he sits behind. */
  readonly table?: string;
  readonly seat?: Seat;
}

/** What the events of a table so far show to whom (the oracle): worked out from the events, not the server. */
const tableFacts = (events: readonly TableEvent[], upTo: number) => {
  const played = new Set<string>();
  let state: TableState = initialTableState;
  for (const e of events.slice(0, upTo)) {
    state = evolveTable(state, e);
    if (e.type === "CardPlayed") played.add(e.card);
  }
  return { played, dummy: played.size > 0 ? (state.play?.dummy ?? null) : null };
};

describe("sessions scoped like views: every route, several tables on one deal", () => {
  it("no route shows a token a card, a version or a log its view may not show", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          seed: fc.integer({ min: 1, max: 1_000_000 }),
          board: fc.integer({ min: 1, max: 4 }),
          passOut: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
          tables: fc.integer({ min: 2, max: 3 }),
          hands: fc.constantFrom<Hands>("one", "all", "after-board"),
          delay: fc.constantFrom(0, 0, 2),
          boardOver: fc.constantFrom<"all-tables" | "table">("all-tables", "all-tables", "table"),
          order: fc.array(fc.nat(2), { minLength: 400, maxLength: 400 }),
          probes: fc.array(fc.integer({ min: 5, max: 150 }), { minLength: 1, maxLength: 2 }),
        }),
        async ({ seed, board, passOut, tables, hands, delay, boardOver, order, probes }) => {
          const deal = dealFromSeed(String(seed), board);
          const handOf = (seat: Seat) => new Set<string>(deal[seat]);
          // one deal, each table its own auction and play (the pass rate differs); a table may pass it out,
          // over with no card played (every hand then shown at that table, 66D, and nowhere else yet)
          const plays = Array.from({ length: tables }, (_, i) => {
            const events = generateBoard(seed, board, { passPercent: 25 + 20 * i });
            if (!passOut[i] || i === 0) return events;
            const dealer = events.find((e) => e.type === "CallMade")!.seat as Seat;
            const rotation = [0, 1, 2, 3].map((k) => SEATS[(SEATS.indexOf(dealer) + k) % 4]!);
            return [
              events[0]!,
              ...rotation.map((seat) => ({ type: "CallMade", seat, call: "P" }) as TableEvent),
            ];
          });
          const commands = plays.map((events) => asCommands(events));
          const id = `v${++sessions}`;
          const created = await app.api.call("POST", "/api/sessions", undefined, {
            id,
            tables,
            boards: [board],
            seed: String(seed),
            spectators: { hands, delay },
            boardOver,
          });
          expect(created.status, created.text).toBe(201);
          const tk = created.body.tokens;
          const tableIds = Array.from({ length: tables }, (_, i) => String(i + 1));
          const issued = await app.api.call("POST", `/api/sessions/${id}/tokens`, tk.director, {
            role: "spectator",
            table: "1",
            seat: "W",
          });
          expect(issued.status).toBe(201);
          const tokens: Token[] = [
            ...tableIds.flatMap((t) =>
              SEATS.map((seat) => ({
                name: `${t}/${seat}`,
                token: tk.tables[t][seat],
                role: "player" as const,
                table: t,
                seat,
              })),
            ),
            { name: "spectator", token: tk.spectator, role: "spectator", seat: "S" },
            { name: "table spectator", token: issued.body.token, role: "spectator", table: "1", seat: "W" },
            { name: "scorer", token: tk.scorer, role: "scorer" },
          ];
          const progress = tableIds.map(() => 1); // versions: BoardStarted is there
          const complete = (i: number) => progress[i] === plays[i]!.length;
          const over = (i: number) =>
            complete(i) && (boardOver === "table" || plays.every((_, j) => complete(j)));
          const path = (t: string) => `/api/sessions/${id}/tables/${t}/boards/${board}`;

          const advance = async (i: number) => {
            if (complete(i)) return;
            const { by, body } = commands[i]![progress[i]! - 1]!;
            const token =
              by === "director" || by === "scorer" || by === "committee"
                ? tk[by]
                : tk.tables[tableIds[i]!][by];
            const r = await app.api.call("POST", `${path(tableIds[i]!)}/commands`, token, {
              ...body,
              expectedVersion: progress[i],
            });
            expect(r.status, r.text).toBe(200);
            progress[i] = r.body.version;
          };

          /** The version a token is shown of table i, and the cards it may see there (undefined: not at all). */
          const sight = (tok: Token, i: number): { version: number; cards: Set<string> } | undefined => {
            const t = tableIds[i]!;
            if (tok.table !== undefined && tok.table !== t) return undefined;
            const all = new Set<string>(DECK);
            if (tok.role === "player") {
              const f = tableFacts(plays[i]!, progress[i]!);
              if (complete(i)) return { version: progress[i]!, cards: all };
              const cards = new Set([...handOf(tok.seat!), ...f.played, ...(f.dummy ? handOf(f.dummy) : [])]);
              return { version: progress[i]!, cards };
            }
            const lag = tok.role === "spectator" && !complete(i) ? delay : 0;
            const version = Math.max(1, progress[i]! - lag);
            if (over(i)) return { version, cards: all };
            const f = tableFacts(plays[i]!, version);
            const cards = new Set([...f.played, ...(f.dummy ? handOf(f.dummy) : [])]);
            if (tok.role === "spectator" && hands === "all") return { version, cards: all };
            // 76B1: the hand of the player he sits behind
            if (tok.role === "spectator" && hands === "one") for (const c of handOf(tok.seat!)) cards.add(c);
            return { version, cards };
          };
          const allowedFor = (tok: Token) => {
            const out = new Set<string>();
            tableIds.forEach((_, i) => {
              for (const c of sight(tok, i)?.cards ?? []) out.add(c);
            });
            return out;
          };

          const probe = async () => {
            for (const tok of tokens) {
              const allowed = allowedFor(tok);
              const check = (what: string, text: string) => {
                for (const c of cardTokens(text))
                  expect(allowed.has(c), `${tok.name}: ${what} names ${c}`).toBe(true);
              };
              // the session summary
              const summary = await app.api.call("GET", `/api/sessions/${id}`, tok.token);
              expect(summary.status).toBe(200);
              check("the session summary", summary.text);
              for (const [i, t] of tableIds.entries()) {
                const entry = summary.body.tables[i].boards[0];
                const s = sight(tok, i);
                const mine =
                  tok.role === "player" && tok.table !== undefined ? tableIds.indexOf(tok.table) : -1;
                if (s !== undefined) {
                  expect(entry.version, `${tok.name}: summary version of table ${t}`).toBe(s.version);
                } else if (tok.role === "player" && complete(mine)) {
                  expect(entry.version, `${tok.name}: table ${t} once his own is over`).toBe(progress[i]);
                } else {
                  expect(entry, `${tok.name}: table ${t} in the summary`).toEqual({ board, hidden: true });
                }
              }
              // each table's board and log
              for (const [i, t] of tableIds.entries()) {
                const s = sight(tok, i);
                const b = await app.api.call("GET", path(t), tok.token);
                const log = await app.api.call("GET", `${path(t)}/log`, tok.token);
                if (s === undefined) {
                  expect(b.status).toBe(403);
                  expect(log.status).toBe(403);
                  check("a refusal", b.text + log.text);
                  continue;
                }
                expect(b.status).toBe(200);
                expect(b.body.version, `${tok.name}: version of table ${t}`).toBe(s.version);
                check(`table ${t}'s view`, b.text);
                expect(log.status, `${tok.name}: log of table ${t} (${progress.join(",")})`).toBe(
                  over(i) ? 200 : 403,
                );
                check(`table ${t}'s log`, log.text);
              }
              // the live stream's first events: one per board in scope
              const r = await app.api.raw(`/api/sessions/${id}/live?access_token=${tok.token}`);
              expect(r.status).toBe(200);
              const reader = r.body!.getReader();
              const decoder = new TextDecoder();
              const scope = tableIds.filter((_, i) => sight(tok, i) !== undefined).length;
              let text = "";
              while ((text.match(/^event: board$/gm) ?? []).length < scope) {
                const { value, done } = await reader.read();
                if (done) break;
                text += decoder.decode(value, { stream: true });
              }
              await reader.cancel();
              check("the live stream", text);
              for (const m of text.matchAll(/^data: (.*)$/gm)) {
                const state = JSON.parse(m[1]!) as { table: string; version: number };
                expect(state.version, `${tok.name}: live version of table ${state.table}`).toBe(
                  sight(tok, tableIds.indexOf(state.table))!.version,
                );
              }
              // the routes that are not his: refused, naming no card
              const others = [
                await app.api.call("GET", "/api/me", tok.token),
                await app.api.call("GET", `/api/sessions/${id}/tokens`, tok.token),
                await app.api.call("POST", `/api/sessions/${id}/tokens`, tok.token, { role: "committee" }),
                await app.api.call("POST", `${path(tok.table === "2" ? "1" : "2")}/commands`, tok.token, {
                  type: "PlayCard",
                  card: "SA",
                }),
              ];
              expect(others.slice(1).map((x) => x.status)).toEqual([403, 403, 403]);
              check("the other routes", others.map((x) => x.text).join("\n"));
            }
          };

          // at random moments, and when the first table finishes the deal while another still plays it
          const moments = new Set(probes);
          let step = 0;
          let firstDone = false;
          for (const pick of order) {
            const i = pick % tables;
            if (plays.every((_, j) => complete(j))) break;
            await advance(complete(i) ? plays.findIndex((_, j) => !complete(j)) : i);
            step += 1;
            const oneDone = plays.some((_, j) => complete(j)) && !plays.every((_, j) => complete(j));
            if (moments.has(step) || (oneDone && !firstDone)) await probe();
            firstDone ||= oneDone;
          }
          while (!plays.every((_, j) => complete(j))) await advance(plays.findIndex((_, j) => !complete(j)));
          await probe();
        },
      ),
      {
        numRuns: 3,
        // and always the case that tells: a table passes the deal out (every hand shown there) while another
        // still plays it
        examples: [
          [
            {
              seed: 4242,
              board: 2,
              passOut: [false, true, false],
              tables: 2,
              hands: "after-board",
              delay: 2,
              boardOver: "all-tables",
              order: Array.from({ length: 400 }, (_, i) => (i % 3 === 0 ? 0 : 1)),
              probes: [3],
            },
          ],
        ],
      },
    );
  });
});
