import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { textsOf } from "@bridgelaw/words";
import { describe, expect, it } from "vitest";
import { runInProcess as run } from "./testing/in-process.ts";
import { ROOT } from "./testing/run-cli.ts";
import { EN, type TextId } from "./texts/en.ts";
import { FR } from "./texts/fr.ts";

/*
 * Issue 33 point 5: every text of the command line has its French rendering (the type of fr.ts makes a missing
 * one a compile error; here each compiles and renders), plural forms (1 levée / 2 levées), and a stop-list:
 * what `verify`, `seal`, `manifest`, `diff` and the help print with --lang fr holds no English sentence.
 */

/** English words that a French sentence never holds: any of them in a French output is an English sentence left. */
const STOP =
  /\b(the|of|and|is|are|with|from|at|by|not|no|to|which|only|more|none|events?|logs?|chain|sealed|unsealed|board|score|ruling|head|intact|written|record|print|replay|check)\b/i;

/** A line with its file names, hashes and command words (flags, `bridgelaw seal …`) taken out. */
const words = (line: string, names: readonly string[]): string => {
  let s = line;
  for (const n of names) s = s.split(n).join(" ");
  return s
    .replace(/\b[0-9a-f]{16,}\b/g, " ")
    .replace(/\(bridgelaw [^)]*\)/g, " ")
    .replace(/--[a-z-]+/g, " ")
    .replace(/\bverify\b/g, " ");
};

const englishIn = (out: string, names: readonly string[]): string[] =>
  out.split("\n").filter((l) => STOP.test(words(l, names)));

const text = textsOf<TextId>({ en: EN, fr: FR });

const B1T3 = join(ROOT, "examples/session/pairs/b1-t3.jsonl");

describe("the command line's texts in French", () => {
  it("every text id renders in French, with no argument left unwritten, and differs from the English where it has words", () => {
    const given: Readonly<Record<string, unknown>> = {
      n: 2,
      command: "seal",
      noun: "log",
      id: "ruled",
      stage: "table",
      reason: "NotFound",
      seat: "N",
      side: "NS",
      ns: "NS",
      ew: "EW",
    };
    for (const id of Object.keys(EN) as TextId[]) {
      // every other argument the message reads a number (a plural's count, a position, a name)
      const params = Object.fromEntries(
        [...EN[id].matchAll(/\{(\w+)/g)].map(([, k]) => [k, k! in given ? given[k!] : 3]),
      );
      const fr = String(text("fr", id, params));
      expect(fr, id).not.toMatch(/undefined|NaN|\[object Object\]/);
      const en = String(text("en", id, params));
      if (/[a-z]{4,} [a-z]{3,}/.test(en)) expect(fr, id).not.toBe(en);
    }
  });

  it("plural forms: 1 levée / 2 levées, 1 journal / 2 journaux, 1 événement / 2 événements", () => {
    expect(text("fr", "tricks", { n: 1 })).toBe("1 levée");
    expect(text("fr", "tricks", { n: 2 })).toBe("2 levées");
    expect(text("fr", "logs", { n: 1 })).toBe("1 journal");
    expect(text("fr", "logs", { n: 2 })).toBe("2 journaux");
    expect(text("fr", "events", { n: 0 })).toBe("0 événement");
    expect(text("fr", "events", { n: 59 })).toBe("59 événements");
    expect(text("en", "events", { n: 1 })).toBe("1 event");
  });

  it("seal, verify and manifest with --lang fr: no English sentence", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bridgelaw-fr-"));
    const sealed = join(dir, "b1-t3.jsonl");
    const names = [dir, sealed, B1T3, "b1-t3.jsonl", "manifest.jsonl"];
    const s = await run(["seal", "--lang", "fr", B1T3, "--out", sealed]);
    expect(s.code).toBe(0);
    expect(s.stdout + s.stderr).toMatch(/scellé, \d+ événements/);
    const v = await run(["verify", "--lang", "fr", sealed]);
    expect(v.code).toBe(0);
    expect(v.stdout).toMatch(/scellé, \d+ événements, chaîne intacte, tête /);
    const u = await run(["verify", "--lang", "fr", B1T3]);
    expect(u.stdout).toMatch(/non scellé, \d+ événements/);
    const m = await run(["manifest", "--lang", "fr", sealed, "--out", join(dir, "manifest.jsonl")]);
    expect(m.code).toBe(0);
    expect(m.stdout + m.stderr).toMatch(/manifeste de séance de 1 journal, scellé, \d+ enregistrements/);
    const r = await run(["manifest", "--lang", "fr", B1T3, "--out", join(dir, "x.jsonl")]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("non scellé : scellez-le d'abord");
    for (const out of [s, v, u, m, r]) expect(englishIn(out.stdout + out.stderr, names)).toEqual([]);
  });

  it("diff with --lang fr: where the logs part and what the Laws derive differently, no English sentence", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bridgelaw-fr-"));
    const lines = readFileSync(B1T3, "utf8").trim().split("\n");
    const cut = join(dir, "cut.jsonl");
    writeFileSync(cut, `${lines.slice(0, lines.length - 3).join("\n")}\n`);
    const d = await run(["diff", "--lang", "fr", cut, B1T3]);
    expect(d.code).toBe(0);
    expect(d.stdout).toMatch(/^A : .*\(\d+ événements\)$/m);
    expect(d.stdout).toContain("B prolonge A");
    expect(d.stdout).toContain("Ce que les Lois en tirent différemment");
    const names = [cut, B1T3];
    // the events themselves are written by the table's describeRecord (its English tokens), not a sentence
    const sentences = d.stdout.split("\n").filter((l) => !/^ {2}[AB] {2}\d/.test(l));
    expect(englishIn(sentences.join("\n"), names)).toEqual([]);
    const json = await run(["diff", "--lang", "fr", "--json", cut, B1T3]);
    expect(JSON.parse(json.stdout).same.join(" ")).toMatch(/[a-z]/);
    expect(json.stdout).not.toContain("Loi ");
  });

  it("score --lang fr (travellers, recaps): the ranking, the boards, the legend in French, no English sentence", async () => {
    const pairs = join(ROOT, "examples/session/pairs");
    const r = await run(["score", "--lang", "fr", "--travellers", "--recaps", pairs]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("points de match (Loi 78A) : 2 pour chaque marque battue");
    expect(r.stdout).toContain("Classement Nord-Sud");
    expect(r.stdout).toMatch(/^ {2}Rang {2}Paire {2}Donnes/m);
    expect(r.stdout).toMatch(/^Étui 1 {3}top 6$/m);
    expect(r.stdout).toMatch(/^Récapitulatif : \d+ {3}rang 1 /m);
    expect(r.stdout).toContain("12C2(a)  une marque ajustée artificielle : moyenne plus 60 %");
    // the session's name and the Directors' own notes are the file's words, not the program's
    const own = /Club pairs|East's pass|half of the field|\(as dealt\)/;
    const lines = r.stdout.split("\n").filter((l) => !own.test(l));
    expect(englishIn(lines.join("\n"), [])).toEqual([]);
    const json = await run(["score", "--lang", "fr", "--format", "json", pairs]);
    expect(json.stdout).toContain('"title":"Ranking North-South"');
  });

  it("replay --lang fr: the score at every stage (77, 79, 12C, 92–93) in French", async () => {
    const r = await run(["replay", "--lang", "fr", B1T3]);
    expect(r.code).toBe(0);
    const block = r.stdout.slice(
      r.stdout.indexOf("La marque à chaque étape"),
      r.stdout.indexOf("Historique"),
    );
    expect(block).toContain("  à la table    Loi 79A1");
    expect(block).toContain("le comité d'appel, modifiée, sur la décision de la position 7");
    expect(block).toMatch(
      /s'applique : {2}en appel \(Lois 79A1, 12C1\(b\), 93B2, 12C1\(c\)\) : pondérée : 50 % ×/,
    );
    const lines = block.split("\n").filter((l) => !/East's pass|half of the field/.test(l));
    expect(englishIn(lines.join("\n"), [])).toEqual([]);
  });

  it("the root help lists each command in French", async () => {
    const h = await run(["--lang", "fr", "--help"]);
    expect(h.stdout).toContain("Les Lois du bridge de compétition en logiciel");
    expect(h.stdout).toContain("ajoute la chaîne de hachage à un journal");
    expect(h.stdout).not.toContain("add the hash chain to a log");
  });
});
