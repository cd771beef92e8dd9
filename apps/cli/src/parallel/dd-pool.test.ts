import { readFileSync } from "node:fs";
import { ddTable, parseDdsFile } from "@bridgelaw/double-dummy";
import { describe, it } from "vitest";
import { ddTables, startDdPool } from "./dd-pool.ts";

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
