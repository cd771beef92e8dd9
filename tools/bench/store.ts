// `pnpm bench store` (issue 19): the store's append throughput against raw INSERTs of the same rows into a
// table of the same columns, on the same database, for both backends (PGlite in memory; PostgreSQL in a
// throwaway cluster on loopback when Debian's postgresql is installed). Goal: ratio ≥ 0.5 (raw time / store time).
import { canonicalJson, seal } from "@bridgelaw/log";
import { EventStore, openPglite, openPostgres, type SqlDriver } from "@bridgelaw/store";
import { startCluster } from "../pg-cluster.mjs";
import { generateBoard } from "../src/generate.ts";

const ms = (t0: bigint): number => Number(process.hrtime.bigint() - t0) / 1e6;

/** The same columns as the store's table, with a primary key and nothing else: no chain, no unique position. */
const RAW_TABLE = `CREATE TABLE IF NOT EXISTS bench_raw (
  global_position bigserial PRIMARY KEY, stream_id text NOT NULL, stream_position integer NOT NULL,
  type text NOT NULL, record text NOT NULL, hash text NOT NULL, prev text NOT NULL,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(), created_at timestamptz NOT NULL DEFAULT now())`;

interface Board {
  readonly events: Record<string, unknown>[];
  readonly sealed: Record<string, unknown>[];
}

const corpus = (boards: number): Board[] =>
  Array.from({ length: boards }, (_, i) => {
    const events = generateBoard(19, i + 1) as unknown as Record<string, unknown>[];
    return { events, sealed: seal(events) };
  });

const benchBackend = async (
  print: (line: string) => void,
  name: string,
  open: () => Promise<SqlDriver>,
  boards: Board[],
  run: number,
): Promise<void> => {
  const store = await EventStore.open(await open());
  const db = store.db;
  await db.exec(RAW_TABLE);
  const events = boards.reduce((n, b) => n + b.events.length, 0);
  const prefix = `bench/${run}/${name}`;

  // a live table: one append per event, the head known from the previous append (as the server keeps it)
  const storeOne = async (slice: Board[], tag: string): Promise<number> => {
    const t = process.hrtime.bigint();
    for (let b = 0; b < slice.length; b++) {
      const id = `${prefix}/${tag}/${b + 1}`;
      let head: string | undefined;
      const evs = slice[b]!.events;
      for (let i = 0; i < evs.length; i++) {
        const r = await store.append(id, [evs[i] as never], { expectedVersion: i, ...(head && { head }) });
        head = r.head;
      }
    }
    return ms(t);
  };
  const rawOne =
    (table: string) =>
    async (slice: Board[], tag: string): Promise<number> => {
      const t = process.hrtime.bigint();
      for (let b = 0; b < slice.length; b++) {
        const id = `${prefix}/${tag}/${b + 1}`;
        for (const r of slice[b]!.sealed) {
          await db.query(
            `INSERT INTO ${table} (stream_id, stream_position, type, record, hash, prev) VALUES ($1, $2, $3, $4, $5, $6)`,
            [id, r.seq, r.type, canonicalJson(r), r.hash, r.prev],
            `bench_one_${table}`,
          );
        }
      }
      return ms(t);
    };
  // an import: one append per board
  const storeBoard = async (slice: Board[], tag: string): Promise<number> => {
    const t = process.hrtime.bigint();
    for (let b = 0; b < slice.length; b++) {
      await store.append(`${prefix}/${tag}/${b + 1}`, slice[b]!.events as never[], { expectedVersion: 0 });
    }
    return ms(t);
  };
  const rawBoard =
    (table: string) =>
    async (slice: Board[], tag: string): Promise<number> => {
      const t = process.hrtime.bigint();
      for (let b = 0; b < slice.length; b++) {
        const rows = slice[b]!.sealed;
        await db.query(
          `INSERT INTO ${table} (stream_id, stream_position, type, record, hash, prev)
         SELECT $1, x.p, x.t, x.r, x.h, x.v FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[]) AS x (p, t, r, h, v)`,
          [
            `${prefix}/${tag}/${b + 1}`,
            rows.map((r) => r.seq),
            rows.map((r) => r.type),
            rows.map((r) => canonicalJson(r)),
            rows.map((r) => r.hash),
            rows.map((r) => r.prev),
          ],
          `bench_many_${table}`,
        );
      }
      return ms(t);
    };
  // Rounds over slices of the boards, raw and store back to back (the order alternating), so a load that comes
  // and goes on a shared machine touches both alike; the figure is the median of the rounds' ratios.
  const ROUNDS = 7;
  const size = Math.max(1, Math.floor(boards.length / ROUNDS));
  await rawOne("bridgelaw_events")(boards.slice(0, size), "warm-raw");
  await storeOne(boards.slice(0, size), "warm-store");
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  const measure = async (
    raw: (s: Board[], tag: string) => Promise<number>,
    ours: (s: Board[], tag: string) => Promise<number>,
    tag: string,
  ) => {
    const ratios: number[] = [];
    let rawMs = 0;
    let storeMs = 0;
    let count = 0;
    for (let k = 0; k < ROUNDS; k++) {
      const slice = boards.slice(k * size, (k + 1) * size);
      count += slice.reduce((n, b) => n + b.events.length, 0);
      const first = k % 2 === 0;
      const a = first ? await raw(slice, `${tag}-raw-${k}`) : 0;
      const s = await ours(slice, `${tag}-store-${k}`);
      const r = first ? a : await raw(slice, `${tag}-raw-${k}`);
      ratios.push(r / s);
      rawMs += r;
      storeMs += s;
    }
    const rate = (t: number) => `${Math.round((count * 1000) / t).toLocaleString("en")} events/s`;
    return { text: `store ${rate(storeMs)}, raw INSERT ${rate(rawMs)}, ratio ${median(ratios).toFixed(2)}` };
  };
  const one = await measure(rawOne("bridgelaw_events"), storeOne, "one");
  const batch = await measure(rawBoard("bridgelaw_events"), storeBoard, "board");
  const bareOne = await measure(rawOne("bench_raw"), storeOne, "bare-one");
  const bareBatch = await measure(rawBoard("bench_raw"), storeBoard, "bare-board");
  print(
    `${name}: ${boards.length} boards, ${events} events, ${ROUNDS} rounds (median of raw/store per round)`,
  );
  print("  raw INSERTs of the same sealed rows into the store's own table (its chain constraints included):");
  print(`    one event per append:  ${one.text}  (goal ≥ 0.5)`);
  print(`    one board per append:  ${batch.text}  (goal ≥ 0.5)`);
  print(
    "  for comparison, raw INSERTs into a bare table of the same columns (a primary key, no constraint):",
  );
  print(`    one event per append:  ${bareOne.text}`);
  print(`    one board per append:  ${bareBatch.text}`);
  await store.close();
};

export async function benchStore(print: (line: string) => void, boards = 100): Promise<void> {
  const data = corpus(boards);
  const run = Date.now();
  await benchBackend(print, "PGlite (in memory)", () => openPglite(), data, run);
  const url = process.env.DATABASE_URL;
  const cluster = url === undefined ? startCluster() : undefined;
  if (url === undefined && cluster === undefined) {
    print("PostgreSQL: not installed here (apt-get install postgresql), or set DATABASE_URL");
    return;
  }
  try {
    await benchBackend(print, "PostgreSQL (loopback)", () => openPostgres(url ?? cluster!.url), data, run);
  } finally {
    cluster?.stop();
  }
}
