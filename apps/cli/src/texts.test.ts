import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IMPORT_PROBLEM_EXAMPLES, type ImportProblem, importBoards, reasonText } from "@bridgelaw/formats";
import {
  describeFinding,
  describeNotice,
  describeWarning,
  type MovementFinding,
  type SessionNotice,
  type SessionWarning,
} from "@bridgelaw/scoring";
import { EVENT_TYPES } from "@bridgelaw/table";
import { textsOf } from "@bridgelaw/words";
import { describe, expect, it } from "vitest";
import { COMMANDS } from "./cli.ts";
import { frenchHeadings, untranslatedHelp } from "./help.ts";
import { type Prompter, scriptedPrompter } from "./prompter.ts";
import { problemWords } from "./render/import-problem.ts";
import { findingText } from "./render/movement-findings.ts";
import { noticeText, warningText } from "./render/session-warnings.ts";
import { englishIn } from "./testing/english.ts";
import { WEIGHTED_RULING_B3T3 } from "./testing/fixtures.ts";
import { runInProcess as run } from "./testing/in-process.ts";
import { ROOT } from "./testing/run-cli.ts";
import { withLang } from "./testing/with-lang.ts";
import { EN, type TextId } from "./texts/en.ts";
import { FR } from "./texts/fr.ts";

/*
 * Issue 33 point 5: every text of the command line has its French rendering (the type of fr.ts makes a missing
 * one a compile error; here each compiles and renders), plural forms (1 levée / 2 levées), and a stop-list:
 * what `verify`, `seal`, `manifest`, `diff` and the help print with --lang fr holds no English sentence.
 */

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
    expect(r.stderr).toContain("non scellé\u00a0: scellez-le d'abord");
    for (const out of [s, v, u, m, r]) expect(englishIn(out.stdout + out.stderr, names)).toEqual([]);
  });

  it("diff with --lang fr: where the logs part and what the Laws derive differently, no English sentence", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bridgelaw-fr-"));
    const lines = readFileSync(B1T3, "utf8").trim().split("\n");
    const cut = join(dir, "cut.jsonl");
    writeFileSync(cut, `${lines.slice(0, lines.length - 3).join("\n")}\n`);
    const d = await run(["diff", "--lang", "fr", cut, B1T3]);
    expect(d.code).toBe(0);
    expect(d.stdout).toMatch(/^A\u00a0: .*\(\d+ événements\)$/m);
    expect(d.stdout).toContain("B prolonge A");
    expect(d.stdout).toContain("Ce que les Lois en tirent différemment");
    const names = [cut, B1T3];
    // the events themselves in French too ("Carte jouée N ♥8"), their fields as the log names them
    expect(d.stdout).toMatch(/^ {2}B {2}8 {2}Marques affichées à /m);
    // a colon and a semicolon with the space French puts before them
    expect(d.stdout).toMatch(/^ {2}marque en appel\u00a0:$/m);
    expect(d.stdout).not.toMatch(/\p{L}[:;](\s|$)/mu);
    const sentences = d.stdout.split("\n").map((l) => l.replace(/ \w+=\S+/g, " "));
    expect(englishIn(sentences.join("\n"), names)).toEqual([]);
    const json = await run(["diff", "--lang", "fr", "--json", cut, B1T3]);
    expect(JSON.parse(json.stdout).same.join(" ")).toMatch(/[a-z]/);
    expect(json.stdout).not.toContain("Loi ");
  });

  it("score --lang fr (travellers, recaps): the ranking, the boards, the legend in French, no English sentence", async () => {
    const pairs = join(ROOT, "examples/session/pairs");
    const r = await run(["score", "--lang", "fr", "--travellers", "--recaps", pairs]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("points de match (Loi 78A)\u00a0: 2 pour chaque marque battue");
    expect(r.stdout).toContain("Classement Nord-Sud");
    expect(r.stdout).toMatch(/^ {2}Rang {2}Paire {2}Donnes/m);
    expect(r.stdout).toMatch(/^Étui 1 {3}top 6$/m);
    expect(r.stdout).toMatch(/^Récapitulatif\u00a0: \d+ {3}rang 1 /m);
    expect(r.stdout).toContain("12C2(a)  une marque ajustée artificielle\u00a0: moyenne plus 60 %");
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
      /s'applique\u00a0: {2}en appel \(Lois 79A1, 12C1\(b\), 93B2, 12C1\(c\)\)\u00a0: pondérée\u00a0: 50 % ×/,
    );
    const lines = block.split("\n").filter((l) => !/East's pass|half of the field/.test(l));
    expect(englishIn(lines.join("\n"), [])).toEqual([]);
  });

  it("each command's own --help in French: its description, flags, arguments, examples and effect/cli's headings", async () => {
    const paths = [...COMMANDS.map((c) => [c.name]), ["appeal", "lodge"], ["appeal", "decide"]];
    for (const path of paths) {
      const h = await run([...path, "--help", "--lang", "fr"]);
      expect(h.code, path.join(" ")).toBe(0);
      expect(h.stdout, path.join(" ")).toMatch(/^UTILISATION\n {2}bridgelaw .*\[options\]/m);
      expect(h.stdout).toMatch(/^OPTIONS GÉNÉRALES$/m);
      expect(h.stdout).not.toMatch(/^(USAGE|FLAGS|GLOBAL FLAGS|EXAMPLES|SUBCOMMANDS)$/m);
      expect(h.stdout).not.toContain("(optional)");
      // the examples' command lines, the arguments' names and the words a command reads (JSON keys, PBN
      // tags, values such as from-logs) are not sentences
      const lines = h.stdout
        .split("\n")
        .filter((l) => !/^ {2}(bridgelaw|cat) /.test(l))
        .map((l) =>
          l
            .replace(/^ {2}[a-z]+(\.\.\.)? (texte|choix|entier)\b/, " ")
            .replace(/"[A-Za-z]+"/g, " ")
            .replace(/`[^`]*`/g, " ")
            .replace(/bridgelaw [a-z]+/g, " ")
            .replace(/\b[a-z]+(-[a-z]+)+\b/g, " ")
            .replace(/\(valeurs\u00a0: [^)]*\)/g, " "),
        );
      expect(englishIn(lines.join("\n"), [path.join(" ")]), path.join(" ")).toEqual([]);
      const en = await run([...path, "--help", "--lang", "en"]);
      expect(en.stdout).toMatch(/^USAGE$/m);
      expect(en.stdout).toContain("Show help information");
    }
    // every English text of the help met has its French (a description changed in English only is missing)
    expect(untranslatedHelp()).toEqual([]);
    // at a terminal the headings are bold: in French all the same
    const [bold, plain] = [`${String.fromCharCode(27)}[1m`, `${String.fromCharCode(27)}[0m`];
    expect(
      frenchHeadings(`${bold}USAGE${plain}\n  file string    board logs${bold} (optional)${plain}`),
    ).toBe(`${bold}UTILISATION${plain}\n  file string    board logs${bold} (facultatif)${plain}`);
    const appeal = await run(["appeal", "--help", "--lang", "fr"]);
    expect(appeal.stdout).toMatch(/^ {2}lodge {5}fait appel \(Loi 92\)$/m);
    const score = await run(["score", "--help", "--lang", "fr"]);
    expect(score.stdout).toMatch(/^ {2}--out, -o FICHIER {2,}écrit la sortie dans FICHIER/m);
    expect(score.stdout).toMatch(/\(valeurs\u00a0: mp, imp, cross-imp, butler, total\)$/m);
  });

  it("effect/cli's usage errors in French: an unknown flag or command, a missing argument, a bad value", async () => {
    const flag = await run(["replay", "--lang", "fr", "--jsn", B1T3]);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain("ERREUR\n  Option inconnue\u00a0: --jsn dans la commande bridgelaw replay");
    expect(flag.stderr).toContain("Vouliez-vous dire\u00a0:\n    --json");
    const command = await run(["replays", "--lang", "fr"]);
    expect(command.stderr).toContain(
      "Sous-commande inconnue «\u00a0replays\u00a0» pour «\u00a0bridgelaw\u00a0»",
    );
    const missing = await run(["replay", "--lang", "fr"]);
    expect(missing.stderr).toContain("Argument obligatoire manquant\u00a0: file");
    const value = await run(["score", "--lang", "fr", "--method", "foo", B1T3]);
    expect(value.stderr).toContain(
      'Valeur invalide pour l\'option --method\u00a0: «\u00a0foo\u00a0». Valeurs possibles\u00a0: "mp" | "imp"',
    );
    const number = await run(["replay", "--lang", "fr", "--until", "abc", B1T3]);
    expect(number.stderr).toContain("«\u00a0abc\u00a0». Un nombre est attendu");
    const extra = await run(["diff", "--lang", "fr", B1T3, B1T3, B1T3]);
    expect(extra.stderr).toContain("Argument inattendu\u00a0: ");
    for (const out of [flag, command, missing, value, number, extra])
      expect(englishIn(out.stderr, [B1T3, "bridgelaw replay", "    replay"])).toEqual([]);
    const en = await run(["replay", "--jsn", B1T3]);
    expect(en.stderr).toContain("ERROR\n  Unrecognized flag: --jsn in command bridgelaw replay");
  });

  it("the root help lists each command in French", async () => {
    const h = await run(["--lang", "fr", "--help"]);
    expect(h.stdout).toContain("Les Lois du bridge de compétition en logiciel");
    expect(h.stdout).toContain("ajoute la chaîne de hachage à un journal");
    expect(h.stdout).not.toContain("add the hash chain to a log");
  });
});

describe("the recording commands, claim, dd, import and the movement's findings in French", () => {
  const EX = (name: string) => join(ROOT, "examples", name);
  const W01 = EX("play/W01-64A1-revoker-wins-revoke-trick.jsonl");
  const B3T3 = EX("session/pairs/b3-t3.jsonl");
  /** A line of a command with its shell command (pasted as it is) and the log's own event tokens taken out. */
  const sentences = (out: string): string =>
    out
      .split("\n")
      .filter((l) => !/^\s*bridgelaw /.test(l) && !/^ {2}(DirectorRuled|ScoreAdjusted) /.test(l))
      .join("\n");

  it("rule --lang fr: the open question, then a ruling recorded (--dry-run): what is appended and what changes", async () => {
    const list = await run(["rule", "--lang", "fr", W01]);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain("étui 3\u00a0: 1 question pour l'arbitre");
    expect(list.stdout).toMatch(/^ {2}position 25, Loi 64C1\u00a0: renonce de Sud/m);
    expect(list.stdout).toContain("Une marque ajustée (Loi 12C, ou 79B3, 82C, 86B …)");
    const dir = mkdtempSync(join(tmpdir(), "bridgelaw-fr-"));
    const log = join(dir, "w01.jsonl");
    writeFileSync(log, readFileSync(W01, "utf8"));
    const r = await run(["rule", "--lang", "fr", log, "--law", "64C1", "--tricks", "10", "--dry-run"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Serait ajouté en position 59 \(ligne 59\) de .*\u00a0:$/m);
    expect(r.stdout).toContain("Ce qui change");
    expect(r.stdout).toContain("    avant   NS 9, EW 4");
    expect(r.stdout).toContain("(essai à blanc\u00a0: rien d'écrit)");
    expect(readFileSync(log, "utf8")).toBe(readFileSync(W01, "utf8"));
    for (const out of [list, r])
      expect(englishIn(sentences(out.stdout + out.stderr), [W01, log])).toEqual([]);
  });

  it("choose, appeal and correct --lang fr: the options, the rulings and appeals, the Correction Period", async () => {
    const WS03 = EX("auction/WS-03-27B2-replaced-by-pass.jsonl");
    const c = await run(["choose", "--lang", "fr", WS03]);
    expect(c.stdout).toContain("étui 2\u00a0: aucune option en suspens");
    const a = await run(["appeal", "lodge", "--lang", "fr", B3T3]);
    expect(a.stdout).toContain("  aucune décision dont faire appel (92A)");
    expect(a.stdout).toContain("appels jusqu'à 2026-11-22T22:30:00Z (92B)");
    const k = await run(["correct", "--lang", "fr", B3T3]);
    expect(k.stdout).toContain(
      "  la marque à la table\u00a0: 3♥+1 par Nord, NS +170, EO -170 (Loi 79A1, position 10)",
    );
    expect(k.stdout).toContain("le délai de rectification prend fin 2026-11-22T22:30:00Z (79C1)");
    const usage = await run(["rule", "--lang", "fr", "--open", W01]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("rule\u00a0: --open va avec --all");
    for (const out of [c, a, k, usage])
      expect(
        // the log's whole path is a name, not words (a checkout's folder may be named in English)
        englishIn(sentences(out.stdout + out.stderr), [B3T3, WS03]),
      ).toEqual([]);
  });

  it("appeal and correct --lang fr at a terminal: every question and every choice in French", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bridgelaw-fr-"));
    const b3t3 = readFileSync(B3T3, "utf8");
    const ruled = `${b3t3}${JSON.stringify(WEIGHTED_RULING_B3T3)}\n`;
    const log = join(dir, "ruled.jsonl");
    writeFileSync(log, ruled);
    /** The questions asked, with the labels and hints of the choices offered. */
    const said: string[] = [];
    const recording = (answers: readonly (string | boolean | null)[]): Prompter => {
      const p = scriptedPrompter(answers);
      return {
        ...p,
        select: (message, choices) => {
          said.push(message, ...choices.flatMap((c) => [c.label, c.hint ?? ""]));
          return p.select(message, choices);
        },
        text: (message, options) => {
          said.push(message);
          return p.text(message, options);
        },
        confirm: (message) => {
          said.push(message);
          return p.confirm(message);
        },
      };
    };
    const at = (time: string) => ["--lang", "fr", log, "--at", time];
    const lodge = await run(
      ["appeal", "lodge", ...at("2026-11-22T22:12:00Z")],
      "",
      recording(["NS", "12", "pairs", "N,S", true]),
    );
    expect(lodge.code).toBe(0);
    expect(said).toContain("Quel camp fait appel (92A) ?");
    expect(said).toContain("Nord-Sud");
    const decide = await run(
      ["appeal", "decide", ...at("2026-11-22T23:00:00Z")],
      "",
      recording(["13", "committee", "judgement", "changed", "12C1(b)", "both", "3♥ N 9", false, true]),
    );
    expect(decide.code).toBe(0);
    expect(JSON.parse(readFileSync(log, "utf8").trimEnd().split("\n").at(-1)!)).toMatchObject({
      type: "AppealDecided",
      decision: "changed",
      outcomes: [{ contract: "3H", declarer: "N", tricks: 9 }],
    });
    expect(said).toContain("Selon quelle Loi (p. ex. 12C1(b), 12C1(c), 12C2(a), 79B3) ?");
    const correct = join(dir, "correct.jsonl");
    writeFileSync(correct, b3t3);
    const k = await run(
      ["correct", "--lang", "fr", correct, "--at", "2026-11-22T22:20:00Z"],
      "",
      recording(["79C", "tricks", "9", false, true]),
    );
    expect(k.code).toBe(0);
    expect(said).toContain("Que faut-il rectifier ?");
    // the rulings' own texts offered as hints are the log's record, written by the words' catalog
    const questions = said.filter((x) => x !== "" && !/^\d/.test(x));
    expect(englishIn(questions.join("\n"), [])).toEqual([]);
    // an outcome that cannot be read, said in French
    const bad = await run([
      "rule",
      "--lang",
      "fr",
      log,
      "--law",
      "12C1(b)",
      "--outcome",
      "3♥ N neuf",
      "--dry-run",
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      "«\u00a03♥ N neuf\u00a0»\u00a0: il faut les levées que fait le déclarant (de 0 à 13)",
    );
  });

  it("claim --lang fr: the checker's report (70C, 70E) in French", async () => {
    const r = await run(["claim", "--lang", "fr", EX("claims/W14a-70C-outstanding-trump.jsonl")]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Position (atout ♠, Sud à jouer)\u00a0:");
    expect(r.stdout).toContain("la réclamation tient contre la meilleure défense");
    expect(r.stdout).toContain("Loi 70C\u00a0: les adversaires détiennent ♠V");
    expect(r.stdout).toContain("  S  ♠A ♥RD ♦- ♣-");
    expect(r.stdout).toContain("Le vérificateur informe\u00a0; la décision de l'arbitre tranche (Loi 70).");
    // the player's own statement is his words, not the program's
    const lines = r.stdout.split("\n").filter((l) => !l.includes("«"));
    expect(englishIn(lines.join("\n"), [])).toEqual([]);
  });

  it("dd and import --lang fr: the par line, the records counted", async () => {
    const d = await run([
      "dd",
      "--lang",
      "fr",
      "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765",
    ]);
    expect(d.stdout).toContain("  par  NS +80 (1S-NS), vulnérabilité personne");
    const out = mkdtempSync(join(tmpdir(), "bridgelaw-fr-"));
    const pbn = join(ROOT, "apps/cli/src/testing/fixtures/teams-tables.pbn");
    const i = await run(["import", "--lang", "fr", pbn, "--out", out]);
    expect(i.code).toBe(0);
    expect(i.stdout).toContain("(PBN)\u00a0: 12 journaux d'étuis écrits dans");
    expect(i.stdout).toContain(
      "12 enregistrements\u00a0: 8 complets, 0 incomplets, 4 non joués, 0 rejetés (0 erreur, 0 avertissement dans le rapport)",
    );
    // the groups of records: the outcome, the reason (from its problem's message id) and the records in French
    expect(i.stdout).toMatch(
      /^ {2}4 × non joué\u00a0: un enregistrement de remplissage \(Contract «\u00a0Pass\u00a0»/m,
    );
    expect(i.stdout).toContain("      enregistrements 9–12");
    for (const o of [d.stdout, i.stdout.replace(/«\u00a0[^»]*»/g, " ")])
      expect(englishIn(o, [pbn, out])).toEqual([]);
  });

  it("the movement's findings (Law 15B): the English line is describeFinding's, the French one has no English", () => {
    const place = { section: "A", round: "2", table: "3", room: "Open", board: 5 };
    const findings: MovementFinding[] = [
      {
        kind: "wrong-contestants",
        law: "15B",
        source: "b5.jsonl",
        place,
        expected: { NS: "1", EW: "2" },
        found: { NS: "3" },
        alsoPlayed: ["table 1"],
      },
      {
        kind: "wrong-board",
        law: "15B",
        source: "b5.jsonl",
        place: { board: 5 },
        boards: [1, 2],
        alsoPlayed: [],
      },
      { kind: "not-in-movement", source: "b5.jsonl", place },
      { kind: "unknown-contestant", source: "b5.jsonl", id: "Zed" },
      { kind: "missing-result", law: "12C2", place, expected: { NS: "1", EW: "2" } },
    ];
    for (const f of findings)
      for (const teams of [false, true]) {
        expect(withLang("en", () => findingText(f, teams))).toBe(describeFinding(f, teams));
        expect(
          englishIn(
            withLang("fr", () => findingText(f, teams)),
            ["b5.jsonl", "Open"],
          ),
        ).toEqual([]);
      }
  });

  it("scoring's warnings (an IMP score at matchpoints …): the English line is describeWarning's, the French one has no English", () => {
    const place = { event: "Club pairs", board: 5, table: "3", source: "b5.jsonl" };
    const warnings: SessionWarning[] = [
      { kind: "average-plus-cap", board: 5, pair: "7", n: 3, max: 2 },
      { kind: "average-plus-cap", board: 5, pair: "7", n: 21, max: 2 },
      { kind: "average-plus-movement", board: 5, who: "NS" },
      { kind: "fouled-board", event: "Club pairs", board: 5, deals: 2 },
      { kind: "fouled-board", board: 5, deals: 3 },
      { kind: "no-pair-ids", place: { board: 5 } },
      { kind: "imps-not-matchpointed", place, side: "EW" },
      { kind: "percentage-not-imps", place },
      { kind: "no-datum", place },
      { kind: "total-points-cannot-value", place, side: "NS", score: "artificial" },
      { kind: "two-adjusted-scores", place, team: "Lyon" },
      { kind: "one-result-only", place, team: "Lyon" },
      { kind: "different-forms", place },
      {
        kind: "knockout-non-balancing",
        place,
        a: "Lyon",
        b: "Nice",
        aScore: 3,
        bScore: -1.5,
        aNow: 3,
        bNow: -3,
        law: "12C4",
      },
      { kind: "penalty-no-pair", place, law: "90", side: "NS" },
      { kind: "penalty-unit", place, law: "90", unit: "vps" },
      { kind: "vp-not-team-matches" },
      { kind: "vp-not-team-matches", event: "Club pairs" },
    ];
    for (const w of warnings) {
      expect(withLang("en", () => warningText(w))).toBe(describeWarning(w));
      expect(
        englishIn(
          withLang("fr", () => warningText(w)),
          ["Club pairs", "b5.jsonl", "BoardFouled"],
        ),
      ).toEqual([]);
    }
    expect(withLang("fr", () => warningText(warnings[6]!))).toBe(
      "Club pairs, étui 5, table 3 (b5.jsonl) : la marque en IMP d'EO ne peut pas être convertie en points de match : comptée comme une moyenne (50 %)",
    );
    expect(withLang("fr", () => warningText(warnings[0]!))).toContain("est sa 3e de la séance");
    const notices: SessionNotice[] = [
      { kind: "teams-not-matched", event: "Club pairs" },
      { kind: "pairs-as-team-matches" },
      { kind: "butler-no-teams", event: "Club pairs" },
    ];
    for (const n of notices) {
      expect(withLang("en", () => noticeText(n))).toBe(describeNotice(n));
      expect(
        englishIn(
          withLang("fr", () => noticeText(n)),
          ["Club pairs"],
        ),
      ).toEqual([]);
    }
  });

  it("every event type of a log has its French name; audit --lang fr writes the events in French", async () => {
    for (const type of EVENT_TYPES) {
      const fr = text("fr", "eventType", { type });
      expect(fr, type).not.toBe(type);
      expect(englishIn(fr, []), type).toEqual([]);
    }
    const a = await run(["audit", "--lang", "fr", "--until", "7", W01]);
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/^ {0,2}2 {2}Déclaration S 4♠$/m);
    expect(a.stdout).toMatch(/^ {0,2}6 {2}Carte jouée O ♥7$/m);
    expect(a.stdout).toMatch(
      /^Telle qu'elle était après la ligne 7 \(événement 7\u00a0: Carte jouée N ♥8\)\u00a0; \d+ événements suivants non appliqués$/m,
    );
    const en = await run(["audit", "--until", "7", W01]);
    expect(en.stdout).toMatch(/^ {0,2}2 {2}CallMade S 4S$/m);
    expect(en.stdout).toMatch(
      /^As it stood after line 7 \(event 7: CardPlayed N H8\); \d+ later events not applied$/m,
    );
  });

  describe("import's reasons (ImportProblem of @bridgelaw/formats) in the run's language", () => {
    const examples = Object.values(IMPORT_PROBLEM_EXAMPLES) as ImportProblem[];

    /** A line without what a file says in its own words: its values quoted, its LIN pairs, its tags' names. */
    const ours = (line: string): string => line.replace(/«[^»]*»|"[^"]*"|\w+\|[^|\n]*\||étiquette \w+/g, " ");

    /** The sentences of the formats without a message id yet (`Said`), in a problem. */
    const saidIn = (p: ImportProblem): string[] =>
      p._tag === "Said" ? [p.text] : "detail" in p && p.detail !== undefined ? saidIn(p.detail) : [];

    it("every problem's message id has its French rendering, and its English one is the formats' reason", () => {
      for (const p of examples) {
        const en = withLang("en", () => problemWords(p));
        expect(en, p._tag).toBe(reasonText(p));
        const fr = withLang("fr", () => problemWords(p));
        expect(fr, p._tag).not.toMatch(/undefined|NaN|\[object Object\]/);
        // the French differs from the English but in the sentences of the formats' own (Said) and
        // those nested in a problem's detail
        if (p._tag !== "Said") expect(fr, p._tag).not.toBe(en);
        if (!("detail" in p) || p.detail?._tag !== "Said")
          if (p._tag !== "Said" && p._tag !== "ImportFailed")
            expect(englishIn(ours(fr), []), p._tag).toEqual([]);
      }
      expect(withLang("fr", () => problemWords(IMPORT_PROBLEM_EXAMPLES.CardNotHeld))).toBe(
        "Est ne détient pas ♣D",
      );
    });

    const DATA = join(ROOT, "../shared/data");
    const DAMAGED = join(ROOT, "packages/formats/src/testing/fixtures/damaged");
    const FILES = [
      ...readdirSync(join(DATA, "pbn"))
        .filter((f) => f.endsWith(".pbn"))
        .map((f) => join(DATA, "pbn", f)),
      ...readdirSync(join(DATA, "lin")).map((f) => join(DATA, "lin", f)),
      ...readdirSync(DAMAGED).map((f) => join(DAMAGED, f)),
    ];

    it("import --lang fr on the real PBN and LIN files and the damaged corpus: no English sentence but the formats' own (Said)", async () => {
      const out = mkdtempSync(join(tmpdir(), "bridgelaw-fr-"));
      const english: string[] = [];
      const said = new Set<string>();
      for (const file of FILES) {
        const r = await run(["import", "--lang", "fr", "--force", file, "--out", out]);
        const own = importBoards(file, readFileSync(file, "utf8")).reports.flatMap((x) =>
          x.problem ? saidIn(x.problem) : [],
        );
        for (const s of own) said.add(s);
        // what a file says in its own words (a value, a LIN pair, a tag's name) is not a sentence of ours; a
        // sentence of the formats without a message id yet (Said) is left out here and counted below
        const lines = (r.stdout + r.stderr)
          .split("\n")
          .map((l) => ours(own.reduce((acc, s) => acc.split(s).join(" "), l)));
        english.push(...englishIn(lines.join("\n"), [file, out]).map((l) => `${file}: ${l}`));
      }
      expect(english).toEqual([]);
      // every reason these files give has its message id: none is left as a sentence of the formats (Said)
      expect([...said]).toEqual([]);
    });
  });
});

describe("the last English lines in French (issue 33): dd, audit and replay refused, score's seating, export", () => {
  const dir = mkdtempSync(join(tmpdir(), "bridgelaw-last-fr-"));
  const G3 = join(ROOT, "examples/03-game-3NT.jsonl");

  it("dd --lang fr: a deal dealt wrong, each problem in French (Loi 7B); English as before", async () => {
    const twice = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.A76";
    const lines = join(dir, "deals.txt");
    writeFileSync(lines, "N:AKQJ.T98.765.43 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\n");
    const fr = await run(["dd", "--lang", "fr", twice]);
    expect(fr.code).toBe(1);
    expect(fr.stderr).toContain("donne 1\u00a0: ♣A est distribuée deux fois (Loi 7B)");
    const file = await run(["dd", "--lang", "fr", "--file", lines]);
    expect(file.stderr).toContain(
      `${lines}\u00a0: ligne 1\u00a0: on résout une donne de quatre mains de 13 cartes (Loi 7B)`,
    );
    for (const r of [fr, file]) expect(englishIn(r.stderr, [lines])).toEqual([]);
    const en = await run(["dd", twice]);
    expect(en.stderr).toContain("deal 1: CA is dealt twice (Law 7B)");
  });

  it("replay and audit --lang fr refused (--until past the log): the refusal and its prefix in French", async () => {
    for (const command of ["replay", "audit"]) {
      const fr = await run([command, "--lang", "fr", "--until", "999", G3]);
      expect(fr.code).toBe(2);
      expect(fr.stderr).toContain(
        `${command}\u00a0: ${G3}\u00a0: --until 999\u00a0: pas une ligne du journal (ses événements sont aux lignes 1 à 59)`,
      );
      expect(englishIn(fr.stderr.replace(/^(bridgelaw )?(audit|replay)\u00a0:/gm, ""), [G3])).toEqual([]);
      const en = await run([command, "--until", "999", G3]);
      expect(en.stderr).toContain(
        `${command}: ${G3}: --until 999: not a line of the log (its events are on lines 1 to 59)`,
      );
    }
  });

  it("score --lang fr with a file of seatings: the movement's warnings in French, the sides as French writes them", async () => {
    const seats = join(dir, "seat.json");
    writeFileSync(seats, JSON.stringify({ tables: [{ board: 7, pairs: { NS: "X", EW: "Y" } }] }));
    const teams = join(ROOT, "examples/session/teams");
    const fr = await run(["score", "--lang", "fr", teams, "--movement", seats]);
    expect(fr.code).toBe(0);
    const warned = fr.stdout.split("\n").filter((l) => l.includes("fichier de mouvement"));
    expect(warned).toContain(
      `  ${join(teams, "b7-t1.jsonl")}\u00a0: le journal donne la paire EO «\u00a0B\u00a0», le fichier de mouvement «\u00a0Y\u00a0»\u00a0: celle du journal est gardée`,
    );
    expect(englishIn(warned.join("\n"), [teams])).toEqual([]);
    const en = await run(["score", teams, "--movement", seats]);
    expect(en.stdout).toContain(
      `${join(teams, "b7-t1.jsonl")}: the log gives the pair EW "B", the movement file "Y": the log's is kept`,
    );
    // JSON is English whatever --lang says
    const json = JSON.parse(
      (await run(["score", "--lang", "fr", "--json", teams, "--movement", seats])).stdout,
    );
    expect(JSON.stringify(json.publication.warnings)).toContain(
      `${join(teams, "b7-t1.jsonl")}: the log gives the pair EW \\"B\\", the movement file \\"Y\\": the log's is kept`,
    );
  });

  it("export --lang fr: a log it cannot read named in French; the comments of the file stay English (file data)", async () => {
    const bad = join(dir, "bad.jsonl");
    writeFileSync(bad, "{\n");
    const adjusted = join(ROOT, "examples/score/86B1-not-clearly-favourable-12C2.jsonl");
    const fr = await run(["export", "--lang", "fr", "--to", "pbn", adjusted, bad]);
    expect(fr.code).toBe(1);
    // the file named as French writes it, and the line that cannot be read by its problem (@bridgelaw/words)
    expect(fr.stderr).toContain(`${bad}\u00a0: ligne 1\u00a0: pas du JSON valide`);
    expect(englishIn(fr.stderr, [bad, adjusted])).toEqual([]);
    const empty = join(dir, "empty.jsonl");
    writeFileSync(empty, "");
    const none = await run(["export", "--lang", "fr", "--to", "pbn", empty]);
    expect(englishIn(none.stderr, [empty])).toEqual([]);
    const en = await run(["export", "--to", "pbn", adjusted]);
    const comments = (out: string) => out.split("\n").filter((l) => l.includes("bridgelaw:"));
    expect(comments(en.stdout).length).toBeGreaterThan(0);
    expect(comments(fr.stdout)).toEqual(comments(en.stdout));
  });
});
