#!/usr/bin/env node
/**
 * Plays one board through the live table server's HTTP API, as its four players, each looking only at his own
 * view, and prints the board's sealed JSON Lines log (the Director's export) on standard output.
 *
 *   pnpm serve &                                      # the server, on http://127.0.0.1:8080
 *   pnpm exec tsx apps/server/examples/play-board.ts http://127.0.0.1:8080 [seed] > board.jsonl
 *   pnpm bridgelaw verify board.jsonl                 # the chain holds
 *
 * Each player, at his turn, picks one of the calls or cards his own view lists as legal (declarer also for
 * dummy, whose hand he sees once it is faced): opens most of the time, then passes most of the time, and plays
 * a random legal card.
 */
export {};

const base = (process.argv[2] ?? "http://127.0.0.1:8080").replace(/\/$/, "");
const seed = process.argv[3] ?? String(Date.now());

type Seat = "N" | "E" | "S" | "W";

/** A small seeded generator (the choices are repeatable for a seed; the deal comes from the seed too). */
let state = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16_777_619) >>> 0, 2_166_136_261);
const next = (n: number): number => {
  state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
  return (state >>> 8) % n;
};

const api = async (method: string, path: string, token?: string, body?: unknown) => {
  const r = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text}`);
  return text;
};

const created = JSON.parse(
  await api("POST", "/sessions", undefined, {
    id: `play-${seed.replace(/[^A-Za-z0-9]/g, "")}`,
    tables: 1,
    boards: [1],
    seed,
  }),
);
const session: string = created.session.id;
const players: Record<Seat, string> = created.tokens.tables["1"];
const board = `/sessions/${session}/tables/1/boards/1`;

interface View {
  phase: string;
  declarer: Seat | null;
  dummy: Seat | null;
  turn: { seat: Seat; to: "call" | "play"; legal?: string[] } | null;
}
const viewOf = async (seat: Seat) =>
  JSON.parse(await api("GET", board, players[seat])) as { version: number; view: View };

for (let actions = 0; actions < 200; actions++) {
  const { version, view } = await viewOf("N");
  if (view.phase === "complete" || view.turn === null) break;
  const turn = view.turn.seat;
  // dummy's cards are played by declarer (45B), who sees them once the lead is faced
  const actor: Seat = view.turn.to === "play" && turn === view.dummy ? view.declarer! : turn;
  const own = (await viewOf(actor)).view.turn;
  const legal = own?.legal ?? [];
  if (legal.length === 0) throw new Error(`${actor} sees no legal ${view.turn.to} at version ${version}`);
  let choice: string;
  if (view.turn.to === "call") {
    const bids = legal.filter((c) => /^[1-7]/.test(c));
    // someone opens most of the time (a passed-out board is a board, but a short one); then mostly passes
    const opened = !legal.includes("1C"); // 1C is legal until someone bids
    choice =
      next(100) < (opened ? 60 : 30) || bids.length === 0 ? "P" : bids[next(Math.min(3, bids.length))]!;
  } else {
    choice = legal[next(legal.length)]!;
  }
  const command =
    view.turn.to === "call"
      ? { type: "MakeCall", call: choice }
      : { type: "PlayCard", card: choice, ...(actor !== turn && { seat: turn }) };
  await api("POST", `${board}/commands`, players[actor], { ...command, expectedVersion: version });
}

process.stdout.write(await api("GET", `${board}/log`, created.tokens.director));
