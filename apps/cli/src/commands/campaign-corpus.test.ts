import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runInProcess as run } from "../testing/in-process.ts";
import { hasStackTrace } from "../testing/run-cli.ts";

/*
 * Issue 36: the fuzz campaign's log inputs kept as a corpus (src/testing/fixtures/campaign). A sealed log
 * edited so that it parses to the same value (a number in another text, an integer beyond 2^53 with its
 * digits changed) and every malformed line is refused by each reader: exit 1, the file and the line and the
 * reason on standard error, never a stack trace. A deal of the wrong size replays, asks the Director (13,
 * 14), and is not scored until he rules.
 */

const OPTIONS = { timeout: 180_000 } as const;
const CORPUS = new URL("../testing/fixtures/campaign/", import.meta.url).pathname;

/** Each refused file: the line named and words of the reason. */
const REFUSED: Readonly<Record<string, { readonly line: number; readonly reason: string }>> = {
  "sealed-seq-written-2.0.jsonl": {
    line: 2,
    reason: 'the number 2.0 at "seq" is not written as the log writes it (2)',
  },
  "sealed-tricks-written-1E1.jsonl": { line: 6, reason: 'the number 1E1 at "tricks"' },
  "sealed-board-written-1e0.jsonl": { line: 1, reason: 'the number 1e0 at "board"' },
  "sealed-big-integer-digits-edited.jsonl": { line: 2, reason: "integer beyond 2^53" },
  "sealed-duplicate-call.jsonl": { line: 2, reason: 'duplicate key "call"' },
  "sealed-lone-surrogate.jsonl": { line: 3, reason: "lone surrogate" },
  "number-out-of-range.jsonl": { line: 6, reason: "out of range" },
  "nested-10000-deep.jsonl": { line: 2, reason: "nested deeper than 16 levels" },
  "byte-order-mark-on-line-3.jsonl": { line: 3, reason: "byte order mark" },
  "nul-in-a-line.jsonl": { line: 2, reason: "not valid JSON" },
  "carriage-returns-only.jsonl": { line: 1, reason: "carriage return" },
  "cut-inside-line-4.jsonl": { line: 4, reason: "not valid JSON" },
};

describe("the campaign's corpus: every reader refuses what the chain cannot see (issue 36)", OPTIONS, () => {
  it("the corpus holds every refused file listed here, and the two deals of the wrong size", () => {
    const files = readdirSync(CORPUS).sort();
    expect(files).toEqual(
      [...Object.keys(REFUSED), "deal-14-and-12-played.jsonl", "deal-51-cards-played.jsonl"].sort(),
    );
  });

  it.each(Object.entries(REFUSED))(
    "%s: replay, audit and verify refuse it at its line",
    async (name, want) => {
      const file = join(CORPUS, name);
      for (const command of ["replay", "audit", "verify"]) {
        const r = await run([command, file]);
        expect.soft(r.code, `${command} ${name}`).toBe(1);
        expect.soft(r.stderr, `${command} ${name}`).toContain(`line ${want.line}`);
        expect.soft(r.stderr, `${command} ${name}`).toContain(want.reason);
        expect.soft(hasStackTrace(r.stderr), `${command} ${name}`).toBe(false);
      }
    },
  );

  it("a broken chain's reason in the run's language, from the fault as data (issue 33)", async () => {
    const sealed = (
      await run(["seal", "-"], readFileSync(join(CORPUS, "deal-51-cards-played.jsonl"), "utf8"))
    ).stdout;
    const edited = sealed.replace('"call":"3NT"', '"call":"4NT"');
    const en = await run(["verify", "-"], edited);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain(
      "chain broken at position 4 (line 4): record 4 has a hash that does not match its content",
    );
    const fr = await run(["verify", "-", "--lang", "fr"], edited);
    expect(fr.code).toBe(1);
    expect(fr.stderr).toContain(
      "chaîne rompue à la position 4 (ligne 4)\u00a0: l'enregistrement 4 a une empreinte qui ne correspond pas à son contenu",
    );
  });

  it.each([
    ["deal-51-cards-played.jsonl", "14"],
    ["deal-14-and-12-played.jsonl", "13"],
  ])("%s: replayed, the Director asked under Law %s, not scored until he rules", async (name, law) => {
    const file = join(CORPUS, name);
    const replayed = await run(["replay", file, "--json"]);
    expect(replayed.code).toBe(0);
    const view = JSON.parse(replayed.stdout);
    expect(view.rulingsNeeded).toEqual([
      expect.objectContaining({ _tag: "DealCountRuling", law, position: 1 }),
    ]);
    expect(view.standing).toMatchObject({ applies: null, NS: null });
    const score = await run(["score", file]);
    expect(score.stdout).toContain(`played; no score until the Director's ruling (Law ${law})`);
    const french = await run(["score", file, "--lang", "fr"]);
    expect(french.stdout).toContain(`pas de marque avant la décision de l'arbitre (Loi ${law})`);
    const json = JSON.parse((await run(["score", file, "--json"])).stdout);
    expect(json.unscored).toEqual([expect.objectContaining({ state: "awaiting ruling", awaiting: [law] })]);
    const open = await run(["rule", "--all", "--open", file]);
    expect(open.stdout).toContain(`Law ${law}`);
    const text = readFileSync(file, "utf8");
    const adjusted = `${text}{"type":"ScoreAdjusted","law":"${law}","about":1,"NS":"average","EW":"average"}\n`;
    const scored = await run(["replay", "-", "--json"], adjusted);
    expect(JSON.parse(scored.stdout).standing).toMatchObject({ applies: "ruled" });
  });
});
