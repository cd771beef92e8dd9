import { pointsScore, type TableResult } from "@bridgelaw/scoring";
import { describe, it } from "vitest";
import { applyMovement, readMovement } from "./movement.ts";

const result = (extra: Partial<TableResult>): TableResult => ({
  board: 5,
  pairs: {},
  NS: pointsScore({ NS: 420, EW: -420 }),
  EW: pointsScore({ NS: 420, EW: -420 }),
  source: "b5.jsonl",
  ...extra,
});

describe("the movement file of score --movement", () => {
  it("tables: an entry gives the pairs of the results it selects; what a log says is kept, with a warning", ({
    expect,
  }) => {
    const read = readMovement(
      JSON.stringify({ tables: [{ table: "3", board: 5, pairs: { NS: "12", EW: "7" } }] }),
    );
    expect("movement" in read).toBe(true);
    const movement = (read as { movement: Parameters<typeof applyMovement>[0] }).movement;
    const warnings: string[] = [];
    const [a, b, c] = applyMovement(
      movement,
      [
        { result: result({}), place: { table: "3", board: 5 } },
        { result: result({ pairs: { NS: "12", EW: "9" } }), place: { table: "3", board: 5 } },
        { result: result({}), place: { table: "4", board: 5 } },
      ],
      (m) => warnings.push(m),
    );
    expect(a!.pairs).toEqual({ NS: "12", EW: "7" });
    expect(b!.pairs).toEqual({ NS: "12", EW: "9" });
    expect(c!.pairs).toEqual({});
    expect(warnings).toEqual([
      'b5.jsonl: the log gives the pair EW "9", the movement file "7": the log\'s is kept',
    ]);
  });

  it("teams: a result whose two pairs belong to teams gets the teams", ({ expect }) => {
    const read = readMovement(JSON.stringify({ teams: { A: ["1", "2"], B: ["3", "4"] } }));
    const movement = (read as { movement: Parameters<typeof applyMovement>[0] }).movement;
    const [r] = applyMovement(
      movement,
      [{ result: result({ pairs: { NS: "3", EW: "1" } }), place: { board: 5 } }],
      () => {},
    );
    expect(r!.teams).toEqual({ NS: "B", EW: "A" });
  });

  it("a file that is not the format: one line naming what is wrong", ({ expect }) => {
    expect(readMovement("{")).toMatchObject({ error: expect.stringMatching(/^not valid JSON/) });
    expect(readMovement('{"tables":[{"board":"five"}]}')).toMatchObject({
      error: expect.stringMatching(/board/),
    });
    expect(readMovement('{"seats":[]}')).toMatchObject({
      error: expect.stringMatching(/unexpected field "seats"/),
    });
  });
});
