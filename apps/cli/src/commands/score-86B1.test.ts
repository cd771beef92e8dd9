import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, it } from "vitest";
import { runInProcess } from "../testing/in-process.ts";

const SESSION = fileURLToPath(new URL("../../../../examples/session/86B1-one-result/", import.meta.url));

describe("bridgelaw score: a board with a result at one table only (86B1)", { timeout: 120_000 }, () => {
  it("86B1, 12C2: the Director's estimate is tested; an assigned score or 12C2 by responsibility enters the match", async ({
    expect,
  }) => {
    const r = await runInProcess(["score", join(SESSION), "--method", "imp", "--travellers"], "");
    expect(r.code).toBe(0);
    const out = r.stdout;
    // board 9: 40 % 3NT+1 / 60 % 1NT+3 at the other table is +3.6 IMPs expected: clearly favourable, assigned
    // the adjusted score marked beside the score that applies (the Director's ruling, 86B1)
    expect(out).toMatch(
      / {2}1 +A +B +3NT\+1 by N +\+3\.6 IMPs +-3\.6 IMPs +ruled: \+3\.6 IMPs +\+3\.60 +-3\.60 +79A1 86B1\n/,
    );
    // board 10: −1 IMP expected: not clearly favourable; B responsible: average-plus to A, valued by 12C2(c)
    expect(out).toMatch(
      / {2}1 +A +B +1NT\+1 by E +average-plus +average-minus +ruled: A\+\/A− +\+10 +-10 +79A1 86B1 12C2\n/,
    );
    expect(out).toMatch(/ {7}3 {2}A +\+23\.60/);
  });
});
