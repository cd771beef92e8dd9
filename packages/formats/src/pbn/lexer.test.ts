import { describe, expect, it } from "vitest";
import { lexPbn } from "./lexer.ts";
import { readPbn } from "./records.ts";

const tags = (text: string) =>
  lexPbn(text).games.map((g) => g.items.filter((i) => i.kind === "tag").map((i) => `${i.name}=${i.value}`));

describe("PBN lexer (§2–§3.2, §3.8)", () => {
  it("splits games at semi-empty lines (empty, or spaces and tabs only)", () => {
    expect(tags('[Event "a"]\n\n[Event "b"]\n \t \n[Event "c"]\n')).toEqual([
      ["Event=a"],
      ["Event=b"],
      ["Event=c"],
    ]);
  });

  it("reads CRLF, LF and CR line ends alike", () => {
    expect(tags('[Event "a"]\r\n\r\n[Event "b"]\r[Board "2"]\n')).toEqual([
      ["Event=a"],
      ["Event=b", "Board=2"],
    ]);
  });

  it("a semi-empty line inside a brace comment does not end the game", () => {
    const lex = lexPbn('[Event "a"]\n{ first\n\nsecond }\n[Board "1"]\n');
    expect(lex.games).toHaveLength(1);
    expect(lex.games[0]!.items.find((i) => i.kind === "comment")).toMatchObject({
      text: " first\n\nsecond ",
    });
  });

  it("skips % lines (§2.4) and reads % PBN and % EXPORT", () => {
    const lex = lexPbn('% PBN 2.1\n% EXPORT\n[Event "a"]\n%[Event "hidden"]\n');
    expect(lex.version).toBe("2.1");
    expect(lex.games[0]!.exportFormat).toBe(true);
    expect(tags('% EXPORT\n[Event "a"]\n%[Event "hidden"]\n')).toEqual([["Event=a"]]);
  });

  it("reads tag pairs spanning lines, several on a line, with or without spaces (§3.3)", () => {
    expect(tags('[Event"x"] [Date "1998.03.21"]\n[   Site"y"   ]\n [\n   Board\n         "3"\n ]\n')).toEqual(
      [["Event=x", "Date=1998.03.21", "Site=y", "Board=3"]],
    );
  });

  it('unescapes \\" and \\\\ in strings (§3.2)', () => {
    expect(tags('[East "\\\\\\"x\\\\"]\n')).toEqual([['East=\\"x\\']]);
  });

  it("keeps ; and {} comments, also on lines of their own", () => {
    const items = lexPbn('[Site "x"] ; rest of line\n{ own\nlines }\n1D ; after\n').games[0]!.items;
    expect(
      items.filter((i) => i.kind === "comment").map((i) => (i.kind === "comment" ? i.text : "")),
    ).toEqual([" rest of line", " own\nlines ", " after"]);
  });

  it("reports a tag without value, a value without quotes, a tab in a string, a bad character, a long line", () => {
    const problems = (text: string) => lexPbn(text).games.flatMap((g) => g.problems.map((p) => p.message));
    expect(problems("[Event]\n")).toEqual([expect.stringMatching(/has no value/)]);
    expect(problems("[Event No_quotes]\n")).toEqual([expect.stringMatching(/double quotes/)]);
    expect(problems('[Event "a\tb"]\n')).toEqual([expect.stringMatching(/tab character inside a string/)]);
    expect(problems('[Event "a\u0085"]\n')).toEqual([expect.stringMatching(/character 133/)]);
    expect(problems(`{${"x".repeat(300)}}\n[Event "a"]\n`)).toEqual([
      expect.stringMatching(/302 characters/),
    ]);
    expect(problems(`[Event "${"x".repeat(243)}"]\n`)).toEqual([]);
  });

  it("a chunk of comments or stray text goes with the game that follows; stray text is reported", () => {
    const lex = lexPbn('{ between }\n\nstray words\n\n[Event "a"]\n');
    expect(lex.games).toHaveLength(1);
    expect(lex.games[0]!.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/outside any tag pair/),
    ]);
    expect(lex.games[0]!.items.filter((i) => i.kind === "comment")).toHaveLength(1);
  });

  it("an unclosed brace comment ends at a blank line before a new game, and is reported", () => {
    const lex = lexPbn('[ActionTable "Rank;MyText"]\n1 {\n\n% game 2\n[Event "b"]\n');
    expect(lex.games).toHaveLength(2);
    expect(lex.games[0]!.problems[0]!.message).toMatch(/never closed/);
  });
});

describe("PBN records: sections, notes, inheritance (§3.5, §3.6, §4.8)", () => {
  it("a tag with data is a section; Note tags belong to the section before them", () => {
    const r = readPbn('[Auction "N"]\n1D =1= Pass\n[Note "1:short"]\n[Play "E"]\nSA\n[Note "1:lead"]\n')
      .records[0]!;
    expect(r.sections.get("Auction")!.tokens.map((t) => t.text)).toEqual(["1D", "=1=", "Pass"]);
    expect(r.sections.get("Auction")!.notes).toMatchObject([{ index: 1, text: "short" }]);
    expect(r.sections.get("Play")!.notes).toMatchObject([{ index: 1, text: "lead" }]);
  });

  it("a Note outside an auction or play section is an error", () => {
    const r = readPbn('[Event "x"]\n[Note "1:stray"]\n').records[0]!;
    expect(r.problems.map((p) => p.message)).toEqual([expect.stringMatching(/Note tag outside/)]);
  });

  it("# takes the value of the previous game; ## gives it to every later game until redefined", () => {
    const file = readPbn(
      '[Event "##Autumn"]\n[West "Podgor"]\n\n[West "#"]\n\n[Board "3"]\n\n[Event "Winter"]\n\n[Board "5"]\n',
    );
    const v = (i: number, t: string) => file.records[i]!.tags.get(t)?.value;
    expect([v(0, "Event"), v(1, "Event"), v(2, "Event"), v(3, "Event"), v(4, "Event")]).toEqual([
      "Autumn",
      "Autumn",
      "Autumn",
      "Winter",
      "Winter",
    ]);
    expect(v(1, "West")).toBe("Podgor");
    expect(v(2, "West")).toBeUndefined();
  });

  it("Deal, Dealer, Auction … may not be inherited", () => {
    const file = readPbn('[Deal "N:- - - -"]\n\n[Deal "#"]\n');
    expect(file.records[1]!.problems[0]!.message).toMatch(/may not be inherited/);
    expect(file.records[1]!.tags.get("Deal")!.value).toBe("");
  });

  it("a tag repeated with the same value is ignored (§3.4), with a warning", () => {
    const r = readPbn('[Site "a"]\n[Site "a"]\n').records[0]!;
    expect(r.tags.get("Site")!.value).toBe("a");
    expect(r.problems[0]).toMatchObject({ severity: "warning", code: "duplicate-tag", line: 2 });
  });

  it("a tag repeated with another value is an error naming both lines: the record contradicts itself", () => {
    const r = readPbn('[Site "a"]\n[Site "b"]\n').records[0]!;
    expect(r.tags.get("Site")!.value).toBe("a");
    expect(r.problems[0]).toMatchObject({
      severity: "error",
      code: "duplicate-tag",
      line: 2,
      message: 'tag Site is given twice with two values: "a" (line 1) and "b" (line 2)',
    });
  });
});
