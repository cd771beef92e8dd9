import { readdirSync, readFileSync } from "node:fs";
import { formatLogError } from "@bridgelaw/log";
import { describe, expect, it } from "vitest";
import { type BoardReplay, type BoardView, claimReport, replayLog } from "./index.ts";
import { workedScenarioIds } from "./scenario-testing.ts";

/**
 * Every claim scenario is a log under examples/claims/: the worked scenarios W14–W19 and W31, the WBFLC
 * commentary's (Ex 48–51; 63A4), and the boards whose outcome differs between the 2007 and 2017 Codes (68B2,
 * 68D2, 70E1, 63A4); each is replayed end to end and its derived result checked (test names start with the
 * Law id).
 */
const dir = new URL("../../../examples/claims/", import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".jsonl"))
  .sort();
const text = (name: string): string => readFileSync(new URL(`${name}.jsonl`, dir), "utf8");
const full = (name: string): BoardReplay => {
  const r = replayLog(text(name));
  expect(r.error === undefined ? undefined : formatLogError(r.error)).toBeUndefined();
  return r;
};
const laws = (v: BoardView, from = 0): string[] =>
  v.audit.filter((a) => a.position >= from).map((a) => a.law);
const claim = (v: BoardView) => v.claims[v.claims.length - 1]!;

const scenarios: Record<string, [string, (name: string) => void]> = {
  "W14a-70C-outstanding-trump": [
    "70C: W14, an opponent's trump not mentioned: the Director gives EW one trick, 4S+1",
    (n) => {
      const { view } = full(n);
      expect(view.result).toMatchObject({
        contract: "4S",
        tricksByDeclarer: 11,
        score: { NS: 450, EW: -450 },
      });
      expect(claim(view)).toMatchObject({ status: "adjudicated", tricks: 3, settled: 2, laws: ["70C"] });
      const r = claimReport(claim(view));
      expect(r.law70C).toMatchObject({
        outstanding: ["SJ"],
        mentioned: false,
        canWin: true,
        tricks: 1,
        applies: true,
      });
      expect(r.law70C?.line?.slice(0, 2)).toEqual([
        { seat: "S", card: "HK" },
        { seat: "W", card: "SJ" },
      ]);
      expect(r.doubleDummy).toMatchObject({ tricks: 3, holds: true });
      expect(r.noLineCanLose).toMatchObject({ holds: false, minimum: 1 });
      expect(view.finalTricks).toEqual({ NS: 11, EW: 2 });
      expect(view.rulingsNeeded).toEqual([]);
    },
  ],
  "W14b-70C2-claimer-knew": [
    "70C2: W14, the Director finds the claimer knew of the trump: the claim stands, 4S+2",
    (n) => {
      const { view } = full(n);
      expect(view.result).toMatchObject({ tricksByDeclarer: 12, score: { NS: 480 } });
      expect(claim(view)).toMatchObject({ status: "adjudicated", settled: 3, laws: ["70"] });
    },
  ],
  "W15a-70E1-unstated-finesse": [
    "70E1: W15, an unstated finesse is not credited: the normal line loses to the king, 3NT+1",
    (n) => {
      const { view } = full(n);
      expect(view.result).toMatchObject({ contract: "3NT", tricksByDeclarer: 10, score: { NS: 430 } });
      const r = claimReport(claim(view));
      expect(r.doubleDummy?.tricks).toBe(2);
      expect(r.law70E).toMatchObject({ depends: true, suitsChecked: ["S"] });
      expect(r.law70E?.cards[0]).toMatchObject({ card: "SK", holder: "W", other: "E", tricks: 1 });
    },
  ],
  "W15b-70E1i-opponent-showed-out": [
    "70E1(i): W15 variant, East showed out of spades before the claim: the finesse is credited, 3NT+2",
    (n) => {
      const { view } = full(n);
      expect(view.result).toMatchObject({ tricksByDeclarer: 11, score: { NS: 460 } });
      const r = claimReport(claim(view));
      expect(r.law70E).toMatchObject({ depends: false, cards: [] });
      expect(r.law70E?.shownOut).toContainEqual({ seat: "E", suit: "S" });
    },
  ],
  "W16-68B2-partner-objects-at-once": [
    "68B2: W16, a defender concedes, his partner objects at once: no concession, the shown card is no penalty card, play goes on",
    (n) => {
      const { view } = full(n);
      expect(claim(view)).toMatchObject({
        kind: "concession",
        status: "cancelled",
        settled: null,
        objected: ["E"],
      });
      expect(claim(view).shown).toMatchObject([{ seat: "W", card: "CK" }]);
      expect(laws(view, claim(view).position)).toContain("68B2");
      expect(
        laws(view, claim(view).position).filter((l) => l.startsWith("49") || l.startsWith("50")),
      ).toEqual([]);
      expect(view.tricks).toHaveLength(13);
      expect(view.result).toMatchObject({ tricksByDeclarer: 10, score: { NS: 420 } });
    },
  ],
  "ED-C1-2017-68B2-no-concession-no-claim": [
    "68B2 (2017 Code): 'you get one more, the rest are ours', partner objects at once: neither concession nor claim",
    (n) => {
      const { view } = full(n);
      expect(claim(view)).toMatchObject({ kind: "claim", status: "cancelled" });
      expect(view.tricks).toHaveLength(13);
      expect(view.audit.some((a) => a._tag === "RemarkAsClaimUnsettled")).toBe(false);
    },
  ],
  "ED-C1-2007-68B2-claim-unsettled": [
    "68B2 (2007 Code, its 68A), the same: no concession; whether it is still a claim is unsettled, play goes on",
    (n) => {
      const { view } = full(n);
      expect(view.edition).toBe("2007");
      expect(claim(view)).toMatchObject({ status: "cancelled" });
      expect(view.audit.some((a) => a.law === "68B2" && a._tag === "RemarkAsClaimUnsettled")).toBe(true);
      expect(view.tricks).toHaveLength(13);
    },
  ],
  "W17a-68D2b-play-continues": [
    "68D2(b)(ii): W17, disputed, EW ask and all four agree to play on: the claim is void, the play's result stands",
    (n) => {
      const { view } = full(n);
      expect(claim(view)).toMatchObject({ status: "void", settled: null });
      expect(laws(view)).toContain("68D2(b)(ii)");
      expect(view.tricks).toHaveLength(13);
      expect(view.result).toMatchObject({ tricksByDeclarer: 10, score: { NS: 420 } });
      expect(view.rulingsNeeded).toEqual([]);
    },
  ],
  "W17b-68D2bi-north-refuses": [
    "68D2(b)(i): W17, North does not agree to play on: the Director rules under 70",
    (n) => {
      const { view } = full(n);
      expect(laws(view)).toContain("68D2(b)(i)");
      expect(claim(view)).toMatchObject({ status: "adjudicated", settled: 2 });
      expect(view.result).toMatchObject({ tricksByDeclarer: 10, score: { NS: 420 } });
    },
  ],
  "W18a-69B-agreement-withdrawn-in-time": [
    "69B: W18, agreement withdrawn within the Correction Period for a trick West's master trump would win: 4S+1",
    (n) => {
      const { view } = full(n);
      expect(claim(view)).toMatchObject({ status: "agreed", final: true, settled: 2, laws: ["69A", "69B2"] });
      expect(claim(view).corrections).toMatchObject([{ law: "69B2", tricks: 1, to: "EW" }]);
      expect(claimReport(claim(view)).law69B.opponentsCannotLose).toBe(1);
      expect(view.result).toMatchObject({ tricksByDeclarer: 11, score: { NS: 450 } });
      expect(view.scores.table?.result).toEqual({
        _tag: "ResultLabel",
        contract: "4S",
        declarer: "S",
        over: 1,
      });
    },
  ],
  "W18b-69B-agreement-withdrawn-too-late": [
    "69B: W18, the same raised after the Correction Period: the agreement stands, 4S+2",
    (n) => {
      const { view } = full(n);
      expect(claim(view)).toMatchObject({ settled: 3, corrections: [] });
      expect(view.audit).toContainEqual(
        expect.objectContaining({ _tag: "AgreementWithdrawnLate", law: "69B", timing: "after" }),
      );
      expect(view.result).toMatchObject({ tricksByDeclarer: 12, score: { NS: 480 } });
    },
  ],
  "W19-71B-concession-of-a-trick-that-cannot-be-lost": [
    "71B: W19, 'three for me, one for you' holding four aces: the concession is cancelled, 3NT+1",
    (n) => {
      const { view } = full(n);
      expect(claimReport(claim(view)).law71.cannotLose).toBe(1);
      expect(claimReport(claim(view)).noLineCanLose).toMatchObject({ holds: true, minimum: 4 });
      expect(claim(view).corrections).toMatchObject([{ law: "71B", tricks: 1, to: "NS" }]);
      expect(view.result).toMatchObject({
        contract: "3NT",
        declarer: "N",
        tricksByDeclarer: 10,
        score: { NS: 430 },
      });
    },
  ],
  "W31-63A3-revoke-then-claim-by-offending-side": [
    "63A3: W31, the offending side claims: the revoke is established; agreed; 64A2 moves one trick, 4H-2",
    (n) => {
      const { view } = full(n);
      expect(view.revokes[0]).toMatchObject({
        offender: "E",
        establishedBy: "63A3",
        transfer: 1,
        rectifiedBy: "64A2",
      });
      expect(view.tricksWon).toEqual({ NS: 7, EW: 6 });
      expect(view.finalTricks).toEqual({ NS: 8, EW: 5 });
      expect(view.result).toMatchObject({
        contract: "4H",
        tricksByDeclarer: 8,
        score: { NS: -100, EW: 100 },
      });
    },
  ],
  "CM-48-68-statement-about-current-trick": [
    "68: WBFLC Ex 48, a defender shows A-Q about the trick in progress: not a claim, no penalty cards, play goes on",
    (n) => {
      const { view } = full(n);
      expect(claim(view)).toMatchObject({ status: "current-trick", claimer: "E" });
      expect(claim(view).shown.map((x) => x.card)).toEqual(["SA", "SQ"]);
      expect(view.audit.filter((a) => a.law.startsWith("50") || a.law.startsWith("49"))).toEqual([]);
      expect(view.tricks).toHaveLength(13);
    },
  ],
  "CM-49-69B-claimer-faced-his-hand": [
    "69B2: WBFLC Ex 49, the claimer faced his hand and stated the finesse: withdrawal refused, 3NT+2",
    (n) => {
      const { view } = full(n);
      expect(claimReport(claim(view)).statedLine).toMatchObject({
        bestElsewhere: { holds: true, tricks: 2 },
      });
      expect(view.audit).toContainEqual(
        expect.objectContaining({ _tag: "NothingGivenBack", law: "69B2", under: "69B" }),
      );
      expect(view.result).toMatchObject({ tricksByDeclarer: 11, score: { NS: 460 } });
      expect(view.rulingsNeeded).toEqual([]);
    },
  ],
  "CM-50-69B2-defence-not-found-at-the-table": [
    "69B2: WBFLC Ex 50, a defence the side did not find at the table is not likely: the agreement stands",
    (n) => {
      const { view } = full(n);
      const r = claimReport(claim(view));
      expect(r.doubleDummy?.tricks).toBe(2);
      expect(r.law69B.opponentsCannotLose).toBe(0);
      expect(view.result).toMatchObject({ tricksByDeclarer: 10, score: { NS: 420 } });
    },
  ],
  "CM-51a-70-missing-entry": [
    "70: WBFLC Ex 51, a continuation needing an entry the claimer does not have: the defenders get the tricks",
    (n) => {
      const { view } = full(n);
      expect(claimReport(claim(view)).doubleDummy?.tricks).toBe(1);
      expect(view.result).toMatchObject({ tricksByDeclarer: 8, score: { NS: -50 } });
    },
  ],
  "CM-51b-70-obvious-repeat-finesse": [
    "70: WBFLC commentary on 70, repeating a finesse is the obvious continuation: the claim stands",
    (n) => {
      const { view } = full(n);
      expect(claimReport(claim(view)).doubleDummy).toMatchObject({ tricks: 4, holds: true });
      expect(view.result).toMatchObject({ tricksByDeclarer: 10, score: { NS: 430 } });
    },
  ],
  "ED-P11-2017-63A4-no-agreement-no-establishment": [
    "63A4 (2017 Code): West agrees, East disputes: no agreement, East's revoke is not established, no transfer",
    (n) => {
      const { view } = full(n);
      expect(view.revokes[0]).toMatchObject({ offender: "E", status: "committed" });
      expect(laws(view)).toContain("63A4");
      expect(view.transfers).toEqual([]);
      expect(view.result).toMatchObject({ tricksByDeclarer: 11, score: { NS: 450 } });
    },
  ],
  "ED-P11-2007-63A-assent-establishes": [
    "63A4 (2007 Code, its 63A3): West's assent establishes East's revoke: a 64A2 transfer as well, 4S+2",
    (n) => {
      const { view } = full(n);
      expect(view.revokes[0]).toMatchObject({ establishedBy: "63A4", transfer: 1, rectifiedBy: "64A2" });
      expect(view.result).toMatchObject({ tricksByDeclarer: 12, score: { NS: 480 } });
    },
  ],
  "ED-C2-2017-68D2b-play-on-result-stands": [
    "68D2(b) (2017 Code): play on by agreement, declarer misguesses: the result of the play stands, 4S-1",
    (n) => {
      const { view } = full(n);
      expect(claim(view).status).toBe("void");
      expect(claimReport(claim(view)).statedLine?.bestElsewhere).toMatchObject({ holds: true, tricks: 2 });
      expect(view.result).toMatchObject({ tricksByDeclarer: 9, score: { NS: -50 } });
    },
  ],
  "ED-C2-2007-68D2b-no-play-on-director-rules": [
    "70D3 (2007 Code): no play on by agreement: later cards are evidence, the Director rules, 4S=",
    (n) => {
      const { view } = full(n);
      expect(claim(view)).toMatchObject({ status: "adjudicated", settled: 2 });
      expect(claim(view).evidence).toHaveLength(8);
      expect(laws(view).filter((l) => l === "70D3")).toHaveLength(8);
      expect(view.result).toMatchObject({ tricksByDeclarer: 10, score: { NS: 420 } });
    },
  ],
  "ED-C4-2007-70E1-irrational-not-to-finesse": [
    "70E1 (2007 Code): not to finesse would be irrational: the claim stands, 3NT+1",
    (n) => {
      const { view } = full(n);
      expect(view.rulingsNeeded).toEqual([]);
      expect(view.result).toMatchObject({ tricksByDeclarer: 10, score: { NS: 430 } });
    },
  ],
  "ED-C4-2017-70E1-finesse-not-credited": [
    "70E1 (2017 Code): no irrational exception: the unstated finesse is not credited, 3NT=",
    (n) => {
      const { view } = full(n);
      expect(claimReport(claim(view)).law70E).toMatchObject({ depends: true });
      expect(view.result).toMatchObject({ tricksByDeclarer: 9, score: { NS: 400 } });
    },
  ],
};

describe("claims: every scenario replayed from examples/claims", {
  timeout: 60_000,
}, () => {
  it("every worked scenario of laws-40-93.md §W about Laws 68–71 has its log here", () => {
    const spec = readFileSync(new URL("../../../../shared/spec/laws-40-93.md", import.meta.url), "utf8");
    const ids = workedScenarioIds(spec, 68, 71);
    expect(ids).toEqual(["W14", "W15", "W16", "W17", "W18", "W19"]);
    const missing = ids.filter((w) => !files.some((f) => new RegExp(`^${w}[a-z]?-`).test(f)));
    expect(missing).toEqual([]);
  });
  it("has a test for each example log and an example log for each test", () => {
    expect(files.map((f) => f.replace(/\.jsonl$/, ""))).toEqual(Object.keys(scenarios).sort());
  });
  for (const [name, [title, check]] of Object.entries(scenarios)) it(title, () => check(name));
  it("every complete board adds up to 13 tricks; replay is deterministic", () => {
    for (const f of files) {
      const name = f.replace(/\.jsonl$/, "");
      const a = full(name).view;
      if (a.phase === "complete") expect(a.finalTricks.NS + a.finalTricks.EW).toBe(13);
      expect(JSON.stringify(replayLog(text(name)).view)).toBe(JSON.stringify(a));
    }
  });
});
