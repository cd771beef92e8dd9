import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { frenchTypography } from "@bridgelaw/words";
import { describe, expect, it } from "vitest";
import { parseOutcome } from "./commands/adjustment.ts";
import { cliLang, cliLawLang, envLang, setLang, takeLang } from "./lang.ts";
import { runInProcess as run } from "./testing/in-process.ts";
import { ROOT } from "./testing/run-cli.ts";

const B1T3 = join(ROOT, "examples/session/pairs/b1-t3.jsonl");
/** A 2007 board: a revoke corrected, a second one established (61, 62, 63, 64). */
const REVOKES_2007 = join(ROOT, "examples/play/ED-P13-2007-64B2-second-revoke-first-corrected.jsonl");
/** A 2017 board: an insufficient bid (27). */
const INSUFFICIENT = join(ROOT, "examples/auction/CM-28-27B1a-transfer-corrected.jsonl");

/** The headings and labels of the English text outputs, none of which a French output may print. */
const ENGLISH_LABELS = [
  "Board ",
  "Dealer:",
  "Vulnerability:",
  "Auction\n",
  "Play\n",
  "Trick  Leader",
  "Winner",
  "Tricks won",
  "Contract:",
  "Result:",
  "Score:",
  "Audit trail",
  "Laws cited",
  "Law ",
  " by ",
  "Pass ",
  "North",
  "South",
  "West",
];

describe("the language of the text outputs (--lang, LC_ALL, LANG)", () => {
  it("--lang takes a language the words have, out of the arguments; LC_ALL, then LANG, by default", () => {
    expect(takeLang(["replay", "--lang", "fr", "x.jsonl"], {})).toEqual({ args: ["replay", "x.jsonl"] });
    expect(takeLang(["replay", "--lang=en"], {}).args).toEqual(["replay"]);
    expect(takeLang(["replay", "--lang", "xx"], {}).error).toMatch(/--lang xx: the languages are en, fr/);
    expect(envLang({ LANG: "fr_FR.UTF-8" })).toBe("fr");
    expect(envLang({ LC_ALL: "en_GB.UTF-8", LANG: "fr_FR.UTF-8" })).toBe("en");
    expect(envLang({ LANG: "C.UTF-8" })).toBeUndefined();
  });

  it("replay --lang fr: the Laws' consequences in French (93B2: the committee's decision applies)", async () => {
    const fr = await run(["replay", "--lang", "fr", B1T3]);
    expect(fr.code).toBe(0);
    expect(fr.stdout).toContain(
      "la décision du comité d'appel s'applique (modifiée\u00a0; 93B2, position 10)",
    );
    const en = await run(["replay", B1T3]);
    expect(en.stdout).toContain("the appeals committee's decision applies (changed; 93B2, position 10)");
  });

  it("replay --lang fr: a deal that does not read, and a score the scoring Laws cannot take, refused in French (1A, 12C1(c))", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bridgelaw-lang-"));
    const deal = join(dir, "three-hands.jsonl");
    writeFileSync(
      deal,
      '{"type":"BoardStarted","board":1,"deal":"N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9"}\n',
    );
    const weights = join(dir, "poids.jsonl");
    writeFileSync(
      weights,
      [
        '{"type":"BoardStarted","board":1,"deal":"N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765"}',
        '{"type":"ScoreAdjusted","law":"12C1(c)","outcomes":[{"contract":"4S","declarer":"N","tricks":10,"weight":0.6},{"contract":"4S","declarer":"N","tricks":9,"weight":0.3}]}',
        "",
      ].join("\n"),
    );
    const fr = await run(["replay", "--lang", "fr", deal]);
    expect(fr.stderr).toContain(frenchTypography("ligne 1 : donne invalide : attendu 4 mains, 3 trouvées"));
    expect((await run(["replay", deal])).stderr).toContain("line 1: invalid deal: expected 4 hands, found 3");
    const score = await run(["replay", "--lang", "fr", weights]);
    expect(score.stderr).toContain("les poids d'une marque pondérée doivent faire 1 au total");
    expect(score.stderr).not.toMatch(/weights|must|sum to/u);
  });

  it("an unknown language is a usage error (exit 2)", async () => {
    const r = await run(["replay", "--lang", "xx", B1T3]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--lang xx: the languages are en, fr");
  });

  it("pt and nb: Law titles and references in the language, the messages in English (in French when LANG is French), said once", () => {
    const pt = takeLang(["replay", "--lang", "pt"], {});
    expect([cliLawLang(), cliLang()]).toEqual(["pt", "en"]);
    expect(pt.notice).toBe(
      "messages in English: not yet translated into Portuguese (Law titles and references in Portuguese)",
    );
    takeLang(["replay", "--lang=nb"], { LANG: "fr_FR.UTF-8" });
    expect([cliLawLang(), cliLang()]).toEqual(["nb", "fr"]);
    expect(takeLang(["replay", "--lang", "no"], {}).error).toBeUndefined();
    expect(cliLawLang()).toBe("nb");
    expect(takeLang(["replay", "--lang", "fr"], {}).notice).toBeUndefined();
    expect(envLang({ LANG: "pt_BR.UTF-8" })).toBe("pt");
    expect(envLang({ LANG: "nb_NO.UTF-8" })).toBe("nb");
    expect(envLang({ LC_ALL: "no_NO" })).toBe("nb");
    takeLang([], {});
  });

  it.each([
    ["pt", "Lei 61A", "Lei 61 – DEIXAR DE SEGUIR O NAIPE – PERGUNTAS QUANTO AO REVOQUE", "Portuguese"],
    ["nb", "§ 61A", "§ 61 – UNNLATELSE AV Å FØLGE FARGE – FORESPØRSLER OM REVOKE", "Norwegian"],
  ])(
    "replay --lang %s of a 2007 board cites %s, with the Code's title (%s)",
    async (lang, ref, heading, name) => {
      const r = await run(["replay", "--lang", lang, REVOKES_2007]);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`  ${ref}  `);
      expect(r.stdout).toContain(`  ${heading}\n`);
      expect(r.stdout).toContain("East did not follow suit though able");
      expect(r.stderr.match(/not yet translated/g)).toEqual(["not yet translated"]);
      expect(r.stderr).toContain(`into ${name}`);
    },
  );

  it("replay --lang fr: every heading and label in French, the FFB's Law titles, French notation", async () => {
    const r = await run(["replay", "--lang", "fr", INSUFFICIENT]);
    expect(r.code).toBe(0);
    for (const s of [
      "Étui ",
      "Donneur\u00a0: ",
      "Vulnérabilité\u00a0: ",
      "Annonces\n",
      "Historique",
      "Lois citées (Code 2017)",
    ])
      expect(r.stdout).toContain(s);
    expect(r.stdout).toContain("  Loi 27 – ENCHÈRE INSUFFISANTE\n");
    expect(r.stdout).toMatch(/ {2}Loi 27B1\(a\) +/);
    for (const s of ENGLISH_LABELS) expect(r.stdout, s).not.toContain(s);
    const board = await run(["replay", "--lang", "fr", REVOKES_2007]);
    expect(board.stdout).toContain("Jeu de la carte");
    expect(board.stdout).toContain("  Passe   Passe   Passe");
    expect(board.stdout).toContain("Levées gagnées\u00a0: NS 12, EO 1");
    expect(board.stdout).toContain(
      "  ! levée 3, Est ♥7\u00a0: renonce (Loi 61A), rectifiée (Loi 64B2, 0 levée)",
    );
    expect(board.stdout).toContain("Contrat\u00a0: 3SA par Sud");
    expect(board.stdout).toContain("Résultat\u00a0: 3SA par Sud, 12 levées, fait, 3 levées de mieux");
    expect(board.stdout).toContain("♠ ARD5");
    expect(board.stdout).toContain("  Loi 63 – Établissement d'une renonce\n");
  });

  it("audit --lang fr: the timeline in French; audit --json keeps its English words", async () => {
    const fr = await run(["audit", "--lang", "fr", REVOKES_2007]);
    expect(fr.stdout).toContain("→ Loi 61A\u00a0: Est n'a pas fourni alors qu'il le pouvait");
    const json = await run(["audit", "--json", "--lang", "fr", REVOKES_2007]);
    const en = await run(["audit", "--json", REVOKES_2007]);
    expect(json.stdout).toBe(en.stdout);
  });

  it("--lang fr: what a command writes as data (a sealed log, PBN, LIN, JSON) is written as it is, without French typography", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bridgelaw-typo-"));
    const log = join(dir, "note.jsonl");
    const said = "majeures : « oui » ?";
    writeFileSync(
      log,
      readFileSync(
        join(ROOT, "examples/auction/CM-18-21B3-misinformation-after-the-final-pass.jsonl"),
        "utf8",
      ).replace('"text":"majors"', `"text":${JSON.stringify(said)}`),
    );
    for (const args of [
      ["seal", log],
      ["export", "--to", "pbn", log],
      ["export", "--to", "lin", log],
      ["replay", "--json", log],
    ]) {
      const fr = await run([...args, "--lang", "fr"]);
      const en = await run(args);
      expect(fr.stdout, args.join(" ")).toBe(en.stdout);
      expect(fr.stdout, args.join(" ")).toContain(said);
    }
    // the text a reader reads is typeset, the player's words within it too
    const text = await run(["replay", "--lang", "fr", log]);
    expect(text.stdout).toContain("majeures\u00a0: «\u00a0oui\u00a0»\u00a0?");
  });

  it("--lang fr: an adjusted score's outcome reads the French notation (3♥ O 9, 3SAX, Passe) as the log's", () => {
    setLang("fr");
    expect(parseOutcome("3♥ O 9 60%")).toEqual({ contract: "3H", declarer: "W", tricks: 9, weight: 0.6 });
    expect(parseOutcome("3SAX N 8")).toEqual({ contract: "3NTX", declarer: "N", tricks: 8 });
    expect(parseOutcome("Passe")).toEqual({ contract: "Pass" });
    expect(parseOutcome("3H N 9")).toEqual({ contract: "3H", declarer: "N", tricks: 9 });
    setLang("en");
    expect(parseOutcome("3♥ N 9")).toEqual({ contract: "3H", declarer: "N", tricks: 9 });
    expect(parseOutcome("Passe")).toMatch(/not understood|expected/);
  });
});
