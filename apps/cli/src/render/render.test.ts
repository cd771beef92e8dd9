import { type BoardView, replayLog } from "@bridgelaw/table";
import { describe as words } from "@bridgelaw/words";
import { describe, expect, it } from "vitest";
import {
  DOUBLED_DOWN,
  GRAND_SLAM,
  IRREGULAR,
  OPTION_PENDING,
  PASSED_OUT,
  RULING_NEEDED,
} from "../testing/fixtures.ts";
import { renderAttention } from "./attention.ts";
import { auctionRows, callFootnote, callReason, renderAuction } from "./auction.ts";
import { renderAudit } from "./audit.ts";
import { renderBoard, renderHeader } from "./board.ts";
import { renderHands } from "./hands.ts";
import { outcome, renderResult, resultLine, scoreLine } from "./result.ts";
import { cardDisplay, contractDisplay, holdingDisplay } from "./text.ts";
import { renderTricks, trickCells } from "./tricks.ts";

const viewOf = (text: string): BoardView => {
  const r = replayLog(text);
  expect(r.error).toBeUndefined();
  return r.view;
};

const grand = viewOf(GRAND_SLAM);
const doubled = viewOf(DOUBLED_DOWN);
const passed = viewOf(PASSED_OUT);
const irregular = viewOf(IRREGULAR);
const pending = viewOf(OPTION_PENDING);
const ruling = viewOf(RULING_NEEDED);

describe("text helpers", () => {
  it("prints the ten as 10, a void as a dash, cards and contracts with suit symbols", () => {
    expect(holdingDisplay("AKT9")).toBe("AK109");
    expect(holdingDisplay("")).toBe("—");
    expect(cardDisplay("HT")).toBe("♥10");
    expect(cardDisplay("C2")).toBe("♣2");
    expect(contractDisplay("4SX")).toBe("4♠X");
    expect(contractDisplay("7NTXX")).toBe("7NTXX");
    expect(contractDisplay("Pass")).toBe("Passed out");
  });
});

describe("renderHeader", () => {
  it("names board, dealer, vulnerability and the Code", () => {
    expect(renderHeader(grand)).toBe("Board 1   Dealer: North   Vulnerability: None   Laws: 2017");
    expect(renderHeader(doubled)).toContain(
      "Board 4   Dealer: West   Vulnerability: All (both sides vulnerable)",
    );
  });
  it("adds event, table and pairs when the log names them", () => {
    expect(renderHeader(irregular).split("\n")[1]).toBe(
      "Event: Club night   Table: 4   NS: Smith-Jones   EW: Brown-Green",
    );
  });
  it("says so when there is no board", () => {
    expect(renderHeader(replayLog("").view)).toMatch(/^No board/);
  });
});

describe("renderHands", () => {
  it("lays out the deal as dealt in the compass layout, dealer marked", () => {
    expect(renderHands(grand)).toBe(
      [
        "              North (dealer)",
        "              ♠ AKQJ",
        "              ♥ AKQ",
        "              ♦ AKQ",
        "              ♣ AKQ",
        "West                            East",
        "♠ 2                             ♠ 10987",
        "♥ 5432                          ♥ J109",
        "♦ 5432                          ♦ J109",
        "♣ 5432                          ♣ J109",
        "              South",
        "              ♠ 6543",
        "              ♥ 876",
        "              ♦ 876",
        "              ♣ 876",
      ].join("\n"),
    );
  });
  it("is empty before BoardStarted", () => {
    expect(renderHands(replayLog("").view)).toBe("");
  });
});

describe("renderAuction", () => {
  it("starts at West, leaving the dealer's earlier columns blank", () => {
    expect(auctionRows(grand)).toEqual([
      [null, "7NT", "Pass", "Pass"],
      ["Pass", null, null, null],
    ]);
    expect(auctionRows(doubled)).toEqual([
      ["Pass", "Pass", "2♠", "X"],
      ["Pass", "Pass", "Pass", null],
    ]);
    expect(renderAuction(passed)).toBe(
      ["Auction", "  West    North   East    South", "                  Pass    Pass", "  Pass    Pass"].join(
        "\n",
      ),
    );
  });
  it("marks an irregular call with its Law and adds a footnote line with its reason", () => {
    expect(auctionRows(irregular)).toEqual([
      [null, null, null, "1NT"],
      ["1♣*27A1", "2♣", "Pass", "3NT"],
      ["Pass", "Pass", "Pass", null],
    ]);
    const marked = irregular.auction.calls.filter((c) => c.law !== undefined);
    expect(marked.map((c) => c.position)).toEqual([3]);
    const text = renderAuction(irregular);
    expect(text).toContain(`\n  ${callFootnote(marked[0]!, irregular)}`);
    expect(callFootnote(marked[0]!, irregular)).toMatch(/^\*27A1 {2}position 3, West 1♣: \S/);
  });
  it("shows a withdrawn call in parentheses, its replacement on the next row, and each footnote", () => {
    expect(auctionRows(ruling)).toEqual([
      [null, null, null, "1NT"],
      ["(1♣)*27B", null, null, null],
      ["2♣", null, null, null],
    ]);
    const withdrawn = ruling.auction.calls.find((c) => c.position === 3)!;
    expect(callFootnote(withdrawn, ruling)).toBe(
      `*27B  position 3, West 1♣ (withdrawn): ${callReason(withdrawn, ruling)}`,
    );
    expect(callReason(withdrawn, ruling)).toContain("insufficient");
  });
  it("says whose call it is while the auction goes on", () => {
    const view = viewOf(GRAND_SLAM.split("\n").slice(0, 3).join("\n"));
    expect(renderAuction(view)).toContain("(auction in progress: South to call)");
  });
  it("10C1: while an option is pending, names whose choice the auction waits for (no one is to call)", () => {
    expect(pending.turn).toBeNull();
    expect(renderAuction(pending)).toContain("(auction waits for North's choice under Law 27A1)");
    expect(renderAuction(pending)).not.toContain("to call");
  });
});

describe("renderTricks", () => {
  it("lists each trick: number, leader, the four cards by seat with the lead marked, winner", () => {
    const lines = renderTricks(grand).split("\n");
    expect(lines[0]).toBe("Play");
    expect(lines[1]).toBe("  Trick  Leader   West    North   East    South  Winner");
    expect(lines[2]).toBe("     1   East     ♠2      ♠A     >♠10     ♠3     North");
    expect(lines[3]).toBe("     2   North    ♥2     >♠K      ♠9      ♠4     North");
    expect(lines).toHaveLength(2 + 13 + 1);
    expect(lines[15]).toBe("  Tricks won: NS 13, EW 0");
    expect(trickCells(grand.tricks[12]!)).toEqual([" ♣5", ">♣Q", " ♣9", " ♣6"]);
  });
  it("shows a trick in progress without a winner, and whose turn it is", () => {
    const text = renderTricks(irregular);
    expect(text).toContain(`     2   North           >♠A      ♥10!${" ".repeat(11)}—`);
    expect(text).toContain("  ! trick 2, East ♥10: revoke (Law 61A), committed");
    expect(text).toContain("(play in progress after 1 trick: South to play)");
  });
  it("is empty before the first card", () => {
    expect(renderTricks(passed)).toBe("");
  });
});

describe("renderResult", () => {
  it("gives contract, result and score of a complete board, with the Law 77 items", () => {
    expect(renderResult(grand)).toBe(
      [
        "Contract: 7NT by North",
        "Result:   7NT by North, 13 tricks, made",
        "Score:    NS +1520, EW -1520",
        "  Law 77, North-South (the declaring side):",
        "     +220  77.1 trick points: 40 + 6 × 30",
        "     +300  77.3 game premium (not vulnerable)",
        "    +1000  77.3 grand slam premium (not vulnerable)",
      ].join("\n"),
    );
    expect(renderResult(doubled)).toBe(
      [
        "Contract: 2♠X by East",
        "Result:   2♠X by East, 0 tricks, down 8",
        "Score:    NS +2300, EW -2300",
        "  Law 77, East-West (the declaring side):",
        "    -2300  77.4 undertricks: 8 down, doubled, vulnerable",
      ].join("\n"),
    );
  });
  it("gives a passed-out board as such, scoring zero", () => {
    expect(renderResult(passed)).toBe(
      ["Contract: none (passed out)", "Result:   Passed out", "Score:    NS 0, EW 0"].join("\n"),
    );
  });
  it("says when the board is not complete", () => {
    expect(renderResult(irregular)).toBe(
      "Contract: 3NT by South\nResult:   not yet (the board is not complete)",
    );
  });
  it("words made, overtricks and undertricks", () => {
    expect(outcome(4, 8)).toBe("down 2");
    expect(outcome(4, 10)).toBe("made");
    expect(outcome(4, 11)).toBe("made, 1 overtrick");
    expect(outcome(1, 9)).toBe("made, 2 overtricks");
    expect(resultLine({ contract: "4SX", declarer: "S", tricksByDeclarer: 8 })).toBe(
      "4♠X by South, 8 tricks, down 2",
    );
    expect(scoreLine({ NS: -500, EW: 500 })).toBe("NS -500, EW +500");
  });
});

describe("renderAttention and renderAudit", () => {
  it("lists revokes", () => {
    expect(renderAttention(irregular)).toBe("Revokes\n  trick 2, position 15: East ♥10, committed (Law 61A)");
    expect(renderAttention(grand)).toBe("");
  });
  it("lists options pending with their choices", () => {
    const text = renderAttention(pending);
    expect(text).toMatch(
      /^Options pending\n {2}North, Law 27A1 \(about position 3\): .* \[accept \| refuse\]$/m,
    );
  });
  it("lists rulings needed with the answers the engine can apply", () => {
    const text = renderAttention(ruling);
    expect(text).toMatch(/^Rulings needed\n {2}position 5, Law 27B1: .*\[.*not-comparable\]/m);
  });
  it("prints every audit entry with its position, Law and text", () => {
    const lines = renderAudit(grand).split("\n");
    expect(lines[0]).toBe("Audit trail (log position, Law, consequence)");
    expect(lines).toHaveLength(grand.audit.length + 1);
    expect(lines[1]).toBe("    1  Law 2    board 1: dealer North, vulnerability None");
    for (const [i, a] of grand.audit.entries()) {
      expect(lines[i + 1]).toContain(`Law ${a.law}`);
      expect(lines[i + 1]).toContain(words(a));
    }
  });
});

describe("renderBoard", () => {
  it("puts the sections in order and leaves the audit trail out on request", () => {
    const text = renderBoard(grand);
    const order = ["Board 1", "North (dealer)", "Auction", "Play", "Contract:", "Audit trail"].map((s) =>
      text.indexOf(s),
    );
    expect(order.every((x, i) => x >= 0 && (i === 0 || x > order[i - 1]!))).toBe(true);
    expect(renderBoard(grand, { audit: false })).not.toContain("Audit trail");
  });
  it("prints no trailing spaces", () => {
    for (const v of [grand, doubled, passed, irregular, pending, ruling])
      expect(renderBoard(v)).not.toMatch(/ +$/m);
  });
});
