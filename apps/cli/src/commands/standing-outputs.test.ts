import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, it } from "vitest";
import { runInProcess as run } from "../testing/in-process.ts";
import { tempDir } from "../testing/run-cli.ts";

/**
 * Issue 26.3, the score that applies, once: one board, ruled (12C1(b)), corrected (79C1) and appealed (93B2,
 * a weighted score: 12C1(c)), through every output of the command line. Each shows the same score that
 * applies, the same mark and why (the board's standing, `view.standing`), and keeps the table result as
 * played (corrected, with what was recorded) apart from it.
 */
const PAIRS = fileURLToPath(new URL("../../../../examples/session/pairs/", import.meta.url));
const B1T3 = readFileSync(join(PAIRS, "b1-t3.jsonl"), "utf8").trimEnd().split("\n");

/** Board 1 at table 3: 2S by N, 8 tricks agreed; ruled 3C by E (12C1(b)); 9 tricks corrected (79C1); appealed. */
const CORRECTION = JSON.stringify({
  type: "ScoreCorrected",
  tricks: 9,
  at: "2026-11-22T21:55:00Z",
  text: "entered 8 tricks; both sides agree declarer took 9",
});
const RULED_CORRECTED_APPEALED = `${[...B1T3.slice(0, 7), CORRECTION, ...B1T3.slice(7)].join("\n")}\n`;
/** The same board before any ruling: the tricks agreed at the table (79A1). */
const UNRULED = `${B1T3.slice(0, 6).join("\n")}\n`;
/** The same board ruled only: an assigned adjusted score, 3C by E made, NS −110 (12C1(b)). */
const RULED = `${B1T3.slice(0, 7).join("\n")}\n`;

const MARK = "50% 3♣E= −110 / 50% 2♠N= +110";
/** The mark in PBN commentary (ISO 8859-1, PBN 2.1 §2.2). */
const MARK_LATIN1 = "50% 3CE= -110 / 50% 2SN= +110";
const WHY = "the appeals committee's decision applies (changed; 93B2, position 11)";
const APPLIED = "weighted: 50% × (NS -110, EW +110), 50% × (NS +110, EW -110)";
const RESULT =
  "Result:   2♠ by North, 9 tricks, made, 1 overtrick (corrected, Law 79C1, position 8; recorded: 2♠ by North, 8 tricks, made, NS +110, EW -110)";
const SCORE = `Score:    ${APPLIED} [${MARK}]\n          ${WHY}\n          the table result: NS +140, EW -140`;
const LAWS = ["79A1", "79C1", "12C1(b)", "93B2", "12C1(c)"];

describe("the score that applies, in every output (issue 26.3)", { timeout: 120_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  const board = tmp.write("b1-t3.jsonl", RULED_CORRECTED_APPEALED);
  /** The pairs session with this board at table 3. */
  const session = (): string => {
    const dir = join(tmp.dir, "session");
    cpSync(PAIRS, dir, { recursive: true });
    cpSync(board, join(dir, "b1-t3.jsonl"));
    return dir;
  };

  it("79C, 12C1(c), 93B2: replay and audit, as text and JSON: the corrected table result with the recorded one, the committee's score with its mark and why", async ({
    expect,
  }) => {
    const text = (await run(["replay", "--no-audit", board])).stdout;
    expect(text).toContain(`${RESULT}\n${SCORE}`);
    expect(text).toContain(`applies:      on appeal (Laws ${LAWS.join(", ")}): ${APPLIED} [${MARK}]`);
    expect(text).toContain("recorded before the correction (79C): 2S= by N: NS +110, EW -110");

    const json = JSON.parse((await run(["replay", "--json", board])).stdout);
    expect(json.standing).toMatchObject({
      applies: "appeal",
      laws: LAWS,
      mark: { _tag: "ScoreMark", text: MARK },
      why: { _tag: "ScoreApplies", stage: "appeal", law: "93B2", text: WHY },
      corrected: { tricks: 9, NS: 140, law: "79C1", recorded: { tricks: 8, NS: 110, law: "79A1" } },
    });

    const audit = await run(["audit", board]);
    expect(audit.code).toBe(0);
    expect(audit.stdout).toContain(`${RESULT}\n${SCORE}`);

    const auditJson = JSON.parse((await run(["audit", "--json", board])).stdout);
    expect(auditJson.result).toMatchObject({
      contract: "2S",
      declarer: "N",
      tricksByDeclarer: 9,
      score: { NS: 140, EW: -140 },
      recorded: { tricksByDeclarer: 8, score: { NS: 110, EW: -110 } },
      applies: "appeal",
      mark: MARK,
      why: WHY,
      laws: LAWS,
    });
    expect(auditJson.standing.mark.text).toBe(MARK);
  });

  it("79C, 12C1(b), 93B2: diff against the board before any ruling: the result corrected, the ruling, the decision and the score that applies", async ({
    expect,
  }) => {
    const r = await run(["diff", tmp.write("unruled.jsonl", UNRULED), board]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      "  result at the table:\n    A  2♠ by North, 8 tricks, made: NS +110, EW -110\n    B  2♠ by North, 9 tricks, made, 1 overtrick: NS +140, EW -140 (corrected, Law 79C1; recorded: 2♠ by North, 8 tricks, made: NS +110, EW -110)",
    );
    expect(r.stdout).toContain(
      "  score as ruled:\n    A  no ruling\n    B  Law 12C1(b): NS -110, EW +110 [AS]",
    );
    expect(r.stdout).toContain(
      `  score that applies:\n    A  at the table (Laws 79A1): NS +110, EW -110\n    B  on appeal (Laws ${LAWS.join(", ")}): ${APPLIED} [${MARK}]`,
    );
    const json = JSON.parse((await run(["diff", "--json", join(tmp.dir, "unruled.jsonl"), board])).stdout);
    const applied = json.derived.find((x: { aspect: string }) => x.aspect === "score that applies");
    expect(applied.b[0]).toContain(MARK);
  });

  it("12C1(c), 93B2, 79C: score as text, CSV, JSON and HTML: the table result as played beside the committee's score, marked", async ({
    expect,
  }) => {
    const dir = session();
    const text = await run(["score", dir, "--travellers", "--recaps", "--pair", "3"]);
    expect(text.code).toBe(0);
    // the table result (corrected, the recorded one beside it), then the score that applies and its mark
    expect(text.stdout).toMatch(
      / {2}3 +3 +13 +2S\+1 by N \(79C1; recorded 2S= by N\) +50% -110 \/ 50% \+110 +50% \+110 \/ 50% -110 +appeal: 50% 3♣E= −110 \/ 50% 2♠N= \+110 +1\.50 +4\.50 +25\.00 +75\.00 +79A1 79C1 12C1\(b\) 93B2 12C1\(c\)/,
    );
    expect(text.stdout).not.toMatch(/2S= by N +50% -110/);

    const csv = (await run(["score", dir, "--travellers", "--format", "csv"])).stdout;
    const header = csv.split("\r\n").find((l) => l.startsWith("event,round,board"))!;
    expect(header.endsWith(",laws,applies,mark,why")).toBe(true);
    expect(csv).toContain(
      `2S+1 by N (79C1; recorded 2S= by N),50% -110 / 50% +110,50% +110 / 50% -110,1.5,4.5,25,75,79A1 79C1 12C1(b) 93B2 12C1(c),appeal,${MARK},"${WHY}"`,
    );

    const json = JSON.parse((await run(["score", dir, "--json"])).stdout);
    const row = json.events[0].boards[0].rows.find((x: { table?: string }) => x.table === "3");
    expect(row).toMatchObject({
      label: "2S+1 by N (79C1; recorded 2S= by N)",
      scores: { NS: "50% -110 / 50% +110", EW: "50% +110 / 50% -110" },
      applies: "appeal",
      mark: MARK,
      why: WHY,
      laws: LAWS,
      played: "2S= by N",
      corrected: "2S+1 by N",
      recorded: "2S= by N",
    });

    const html = (await run(["score", dir, "--travellers", "--format", "html"])).stdout;
    expect(html).toContain(
      `<td>2S+1 by N (79C1; recorded 2S= by N)</td><td class="n">50% -110 / 50% +110</td><td class="n">50% +110 / 50% -110</td><td><span class="adj" title="${WHY}">`,
    );
    expect(html).toContain(`>appeal: ${MARK}</span></td>`);
  });

  it("12C1(c), 93B2, 79C: export --to pbn: no Score of the table result; Contract and Result the table's; the committee's score as commentary", async ({
    expect,
  }) => {
    const pbn = (await run(["export", board, "--to", "pbn"])).stdout.replace(/\r/g, "");
    expect(pbn).toContain('[Contract "2S"]\n[Result "9"]');
    // a weighted score has no PBN Score: never the table result's (NS 140 corrected, NS 110 recorded)
    expect(pbn).not.toMatch(/\[Score "/);
    expect(pbn).toContain(`[${MARK_LATIN1}]: ${WHY}; Laws ${LAWS.join(" ")}`);
    expect(pbn).toContain(
      "{bridgelaw: the table result (Contract, Result) as corrected (Law 79C1, position 8): 2S+1 by N, NS +140, EW -140; recorded: 2S= by N, NS +110, EW -110}",
    );
  });

  it("12C1(b): a board the Director ruled NS −110: the PBN Score, the traveller and replay give the ruling's score, marked AS", async ({
    expect,
  }) => {
    const ruled = tmp.write("ruled.jsonl", RULED);
    const pbn = (await run(["export", ruled, "--to", "pbn"])).stdout.replace(/\r/g, "");
    expect(pbn).toContain('[Score "NS -110"]');
    expect(pbn).toContain('[Contract "2S"]\n[Result "8"]');
    expect(pbn).toContain(
      "{bridgelaw: the score that applies: NS -110, EW +110 [AS]: the Director's ruling applies (12C1(b), position 7); Laws 79A1 12C1(b)}",
    );
    const text = (await run(["replay", "--no-audit", ruled])).stdout;
    expect(text).toContain(
      "Result:   2♠ by North, 8 tricks, made\nScore:    NS -110, EW +110 [AS]\n          the Director's ruling applies (12C1(b), position 7)\n          the table result: NS +110, EW -110",
    );
    const dir = join(tmp.dir, "ruled-session");
    cpSync(PAIRS, dir, { recursive: true });
    cpSync(ruled, join(dir, "b1-t3.jsonl"));
    const travellers = (await run(["score", dir, "--travellers"])).stdout;
    expect(travellers).toMatch(/ {2}3 +3 +13 +2S= by N +-110 +\+110 +ruled: AS /);
  });
});
