import { describe, expect, it } from "vitest";
import { replayLog } from "./index.ts";
import type { BoardView } from "./view.ts";

// Board 16 (dealer West), the deal of WS-21 / WBFLC Ex 15.
const START = `{"type":"BoardStarted","board":16,"deal":"N:K42.QJT872.43.Q7 QJ.K96.Q65.KJ862 9653.A5.JT2.A953 AT87.43.AK987.T4"}`;
const call = (seat: string, c: string): string => `{"type":"CallMade","seat":"${seat}","call":"${c}"}`;
/** W P, N 1H, E P, S P: West is next; North's pass at West's turn would be the third pass after 1H. */
const OPENING = [START, call("W", "P"), call("N", "1H"), call("E", "P"), call("S", "P")];
const replay = (...lines: string[]): BoardView => {
  const r = replayLog(`${lines.join("\n")}\n`);
  expect(r.error).toBeUndefined();
  return r.view;
};
const ui = (v: BoardView): string[] =>
  v.auction.unauthorisedInformation.map((i) => `${i.seat} ${i.call} UI:${i.unauthorisedFor}`);
const status = (v: BoardView, position: number): string => {
  const c = v.auction.calls.find((x) => x.position === position)!;
  return `${c.status} ${c.law ?? ""}`.trim();
};

describe("Law 17D3: a player deprived of his turn by a pass out of rotation", () => {
  it("17D3: the pass out of rotation that would close the auction is cancelled; its maker is an offender (16C for his side)", () => {
    const v = replay(...OPENING, call("N", "P"));
    expect(status(v, 6)).toBe("cancelled 17D3");
    expect(ui(v)).toEqual(["N P UI:NS"]);
    expect(v.turn?.seat).toBe("W");
    expect(v.auction.obligations).toEqual([]);
  });

  it("17D3 (WBFLC Ex 15): the opponent who passes after it, in rotation, accepts it: his pass is cancelled too but he is no offender (16C1: no unauthorised information for his side)", () => {
    const v = replay(...OPENING, call("N", "P"), call("E", "P"));
    expect(status(v, 7)).toBe("cancelled 17D3");
    expect(ui(v)).toEqual(["N P UI:NS"]);
    expect(v.audit.find((a) => a.position === 7)).toMatchObject({
      _tag: "PassAfterPassOutOfRotation",
      law: "17D3",
      seat: "E",
      after: "N",
    });
    expect(v.turn?.seat).toBe("W");
  });

  it("17D3: then the deprived player calls and the auction proceeds normally, the cancelled passes out of it", () => {
    const v = replay(...OPENING, call("N", "P"), call("E", "P"), call("W", "2D"));
    expect(ui(v)).toEqual(["N P UI:NS"]);
    expect(v.auction.calls.filter((c) => c.status === "standing").map((c) => `${c.seat} ${c.call}`)).toEqual([
      "W P",
      "N 1H",
      "E P",
      "S P",
      "W 2D",
    ]);
    expect(v.turn?.seat).toBe("N");
    expect(v.auction.obligations).toEqual([]);
  });

  it("17D3: a pass by the deprived player's partner out of rotation is an offender's pass, for his own side", () => {
    const v = replay(...OPENING, call("E", "P"));
    expect(status(v, 6)).toBe("cancelled 17D3");
    expect(ui(v)).toEqual(["E P UI:EW"]);
  });

  it("17D3 (WBFLC Ex 14): a pass out of rotation accepted by LHO's pass in a passed-out auction: both cancelled, only the offender's pass is unauthorised information", () => {
    const start = `{"type":"BoardStarted","board":4,"deal":"N:AQ2.Q9875.Q52.K2 K964.32.AKJ76.Q8 J853.A4.T843.973 T7.KJT6.9.AJT654"}`;
    const v = replay(start, call("W", "P"), call("N", "P"), call("S", "P"), call("W", "P"));
    expect(status(v, 4)).toBe("cancelled 17D3");
    expect(status(v, 5)).toBe("cancelled 17D3");
    expect(ui(v)).toEqual(["S P UI:NS"]);
    expect(v.turn?.seat).toBe("E");
  });

  it("17D3 (2007 17E2): the same under the 2007 Code: only the pass out of rotation is an offender's", () => {
    const start = START.replace(`"board":16,`, `"board":16,"edition":"2007",`);
    const v = replay(start, ...OPENING.slice(1), call("N", "P"), call("E", "P"));
    expect(ui(v)).toEqual(["N P UI:NS"]);
    expect(v.turn?.seat).toBe("W");
    // the 2007 Code's number: 17E2 (its 17D is cards taken from the wrong board)
    expect(status(v, 6)).toBe("cancelled 17E2");
    expect(v.auction.unauthorisedInformation.map((i) => i.law)).toEqual(["17E2"]);
    expect(v.audit.filter((a) => a.position >= 6).map((a) => a.law)).not.toContain("17D3");
  });
});
