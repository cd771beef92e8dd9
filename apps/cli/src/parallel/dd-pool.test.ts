import { readdirSync, readFileSync } from "node:fs";
import { dealFromSeed } from "@bridgelaw/boards";
import { type Card, SEATS, type Seat, STRAINS } from "@bridgelaw/cards";
import { type ClaimCheckInput, checkClaim } from "@bridgelaw/claims";
import { ddTable, parseDdsFile } from "@bridgelaw/double-dummy";
import { replayLog } from "@bridgelaw/table";
import { describe, it } from "vitest";
import { checkClaims, ddTables, startDdPool } from "./dd-pool.ts";

const LIST10 = parseDdsFile(
  readFileSync(new URL("../../../../../shared/data/dds/list10.txt", import.meta.url), "utf8"),
);

describe("double-dummy tables on worker threads", { timeout: 300_000 }, () => {
  it("every table of list10.txt solved by two workers equals DDS's TABLE, in the deals' order", async ({
    expect,
  }) => {
    const told: number[] = [];
    const tables = await ddTables(
      LIST10.map((d) => d.deal),
      { workers: 2, onTable: (i) => told.push(i) },
    );
    expect(tables).toEqual(LIST10.map((d) => d.table));
    expect([...told].sort((a, b) => a - b)).toEqual(LIST10.map((_, i) => i));
  });

  it("a pool gives the same table as ddTable on this thread, and refuses work once closed", async ({
    expect,
  }) => {
    const pool = startDdPool(1);
    const deal = LIST10[3]!.deal;
    expect(await pool.table(deal)).toEqual(ddTable(deal));
    await pool.close();
    await expect(pool.table(deal)).rejects.toThrow(/closed/);
  });
});

const EXAMPLES = new URL("../../../../examples/claims/", import.meta.url);

/** Every claim of the example logs (the Law's worked cases of 68–71), as the checker's input. */
const exampleClaims = (): ClaimCheckInput[] =>
  readdirSync(EXAMPLES)
    .filter((n) => n.endsWith(".jsonl"))
    .sort()
    .flatMap((n) =>
      replayLog(readFileSync(new URL(n, EXAMPLES), "utf8")).view.claims.map((c) => c.checkInput),
    );

/**
 * Claims in endings of random deals (Law 6 dealing from a seed): each seat's first `size` cards, random
 * trumps, leader and claimer, a claim of one trick more than half: some hold, some fail, some are past the
 * checker's budget (reported as not determined), which the pool must report alike.
 */
const endingClaims = (count: number): ClaimCheckInput[] =>
  Array.from({ length: count }, (_, i) => {
    const deal = dealFromSeed(`claims-${i}`, i + 1);
    const size = 4 + (i % 6);
    const hands = Object.fromEntries(SEATS.map((s) => [s, deal[s].slice(0, size)])) as Record<Seat, Card[]>;
    return {
      position: { hands, trumps: STRAINS[i % 5]!, leader: SEATS[i % 4]!, trick: [] },
      claimer: SEATS[(i >> 2) % 4]!,
      tricks: Math.ceil(size / 2) + (i % 2),
      budget: 20_000,
    };
  });

describe("the claim checker on worker threads", { timeout: 300_000 }, () => {
  it("68–71: every example claim and 24 claims in random endings get the same report as checkClaim on this thread", async ({
    expect,
  }) => {
    const inputs = [...exampleClaims(), ...endingClaims(24)];
    expect(inputs.length).toBeGreaterThan(40);
    const told: number[] = [];
    const reports = await checkClaims(inputs, { workers: 2, onReport: (i) => told.push(i) });
    expect(reports).toEqual(inputs.map((input) => checkClaim(input)));
    expect([...told].sort((a, b) => a - b)).toEqual(inputs.map((_, i) => i));
  });

  it("a pool does tables and claims alike, and refuses a claim once closed", async ({ expect }) => {
    const pool = startDdPool(1);
    const [input] = endingClaims(1);
    const [report, table] = await Promise.all([pool.claim(input!), pool.table(LIST10[0]!.deal)]);
    expect(report).toEqual(checkClaim(input!));
    expect(table).toEqual(LIST10[0]!.table);
    await pool.close();
    await expect(pool.claim(input!)).rejects.toThrow(/closed/);
  });
});
