import { readdirSync, readFileSync } from "node:fs";
import { formatLogError } from "@bridgelaw/log";
import { describe, expect, it } from "vitest";
import { replayLog } from "./index.ts";
import { cardsOf, pendingOf, scenarioLogs, trickOf, workedScenarioIds } from "./scenario-testing.ts";

/**
 * Every worked scenario about Laws 41–67 (W1–W13, W20–W34, W38, W39) and every play example of the WBFLC
 * commentary is a log under examples/play/; each is replayed end to end and its derived state checked (test
 * names start with the Law id). Every `OptionChosen` in a log must have been listed as pending just before it.
 */
const dir = new URL("../../../examples/play/", import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".jsonl"))
  .sort();
const { lines, find, full, upTo, chosen, beforeChoice } = scenarioLogs((name) =>
  readFileSync(new URL(`${name}.jsonl`, dir), "utf8"),
);
const trick = trickOf;
const cards = cardsOf;
const ofType = (type: string) => (e: Record<string, unknown>) => e.type === type;

const scenarios: Record<string, [string, (name: string) => void]> = {
  "W01-64A1-revoker-wins-revoke-trick": [
    "64A1: W1, declarer ruffs and wins the revoke trick: two tricks, 4S down one",
    (n) => {
      const { view } = full(n);
      expect(view.tricksWon).toEqual({ NS: 11, EW: 2 });
      expect(view.transfers).toEqual([{ revoke: 25, from: "NS", to: "EW", tricks: 2, law: "64A1" }]);
      expect(view.finalTricks).toEqual({ NS: 9, EW: 4 });
      expect(view.result).toMatchObject({ tricksByDeclarer: 9, score: { NS: -50, EW: 50 } });
      expect(view.revokes[0]).toMatchObject({ status: "rectified", establishedBy: "63A1", transfer: 2 });
      expect(view.rulingsNeeded.map((r) => r.law)).toEqual(["64C1"]);
    },
  ],
  "W02-64A2-defender-revokes-declarer-wins-trick": [
    "64A2: W2, a defender revokes, declarer wins the trick, defenders win later: one trick, 3NT made",
    (n) => {
      const { view } = full(n);
      expect(view.tricksWon).toEqual({ NS: 8, EW: 5 });
      expect(view.transfers).toMatchObject([{ from: "EW", to: "NS", tricks: 1, law: "64A2" }]);
      expect(view.result).toMatchObject({ tricksByDeclarer: 9, score: { NS: 600 } });
    },
  ],
  "W03-64B1-offending-side-wins-nothing-after": [
    "64B1: W3, the offending side wins neither the revoke trick nor a later one: no transfer, 4H made",
    (n) => {
      const { view } = full(n);
      expect(view.transfers).toEqual([]);
      expect(view.revokes[0]).toMatchObject({ status: "rectified", transfer: 0, rectifiedBy: "64B1" });
      expect(view.result).toMatchObject({ tricksByDeclarer: 10, score: { NS: 420 } });
      expect(view.rulingsNeeded.map((r) => r.law)).toEqual(["64C1"]);
    },
  ],
  "W04-64A2-dummy-wins-the-revoke-trick": [
    "64A2: W4, declarer revokes and dummy wins the trick (fn 19: not won by declarer): one trick, 5D made",
    (n) => {
      const { view } = full(n);
      expect(trick(view, 6).winner).toBe("N");
      expect(view.tricksWon.NS).toBe(12);
      expect(view.transfers).toMatchObject([{ tricks: 1, law: "64A2" }]);
      expect(view.result).toMatchObject({ tricksByDeclarer: 11, score: { NS: 400 } });
    },
  ],
  "W05-62-defender-revoke-corrected": [
    "62B1: W5, a defender's revoke corrected in time: penalty card, 62C1 and 62C2 withdrawals, 50D2, no transfer",
    (n) => {
      const s = beforeChoice(n, "62C1");
      expect(s.penaltyCards).toMatchObject([{ seat: "E", card: "SK", kind: "major", law: "62B1" }]);
      expect(s.revokes[0]).toMatchObject({ status: "corrected", correctedBy: "62B1" });
      expect(cards(s, 4)).toEqual(["N:D5", "E:D9", "S:DQ", "W:DA"]);
      expect(pendingOf(s)).toEqual([{ seat: "S", law: "62C1", options: ["keep", "withdraw"] }]);
      const w = beforeChoice(n, "62C2");
      expect(pendingOf(w)).toEqual([{ seat: "W", law: "62C2", options: ["keep", "withdraw"] }]);
      const d = beforeChoice(n, "50D2");
      expect(cards(d, 4)).toEqual(["N:D5", "E:D9", "S:D2", "W:DA"]);
      expect(trick(d, 4).winner).toBe("W");
      expect(pendingOf(d)).toEqual([{ seat: "S", law: "50D2", options: ["require-S", "forbid-S", "none"] }]);
      const { view } = full(n);
      expect(view.transfers).toEqual([]);
      expect(view.finalTricks).toEqual(view.tricksWon);
      expect(view.audit).toContainEqual(
        expect.objectContaining({
          _tag: "PenaltyCardLeadRestricted",
          law: "50D2",
          verb: "forbid",
          leader: "W",
          suits: ["S"],
        }),
      );
    },
  ],
  "W06-62D1-trick-12-revoke-corrected": [
    "62D1: W6, a trick-12 revoke corrected after the play: tricks 12 and 13 decided afresh, 3NT down one (64B6)",
    (n) => {
      const { view } = full(n);
      expect(cards(view, 12)).toEqual(["S:DJ", "W:S7", "N:C2", "E:DQ"]);
      expect(trick(view, 12).winner).toBe("E");
      expect(trick(view, 13)).toMatchObject({ leader: "E", winner: "E" });
      expect(view.revokes[0]).toMatchObject({ status: "corrected", correctedBy: "62D1" });
      expect(view.result).toMatchObject({ tricksByDeclarer: 8, score: { NS: -50 } });
    },
  ],
  "W07a-54A-declarer-spreads-and-becomes-dummy": [
    "54A: W7, the presumed declarer spreads his hand and becomes dummy",
    (n) => {
      expect(pendingOf(beforeChoice(n, "54"))).toEqual([
        { seat: "S", law: "54", options: ["spread", "accept", "refuse"] },
      ]);
      const { view } = full(n);
      expect(view).toMatchObject({ declarer: "N", dummy: "S", openingLeader: "E" });
      expect(cards(view, 1)[0]).toBe("E:SK");
      expect(view.result?.declarer).toBe("N");
    },
  ],
  "W07b-54B-opening-lead-out-of-turn-accepted": [
    "54B: W7, the faced opening lead out of turn accepted: declarer plays second from his own hand",
    (n) => {
      const { view } = full(n);
      expect(view).toMatchObject({ declarer: "S", openingLeader: "E" });
      expect(cards(view, 1).slice(0, 2)).toEqual(["E:SK", "S:SA"]);
    },
  ],
  "W07c-54B1-accepted-by-declarer-playing": [
    "54B1: W7, declarer playing from his hand accepts the opening lead out of turn",
    (n) => {
      const { view } = full(n);
      expect(cards(view, 1)).toEqual(["E:SK", "S:S2", "W:S9", "N:S3"]);
      expect(view.irregularPlays[0]).toMatchObject({ seat: "E", law: "54" });
    },
  ],
  "W07d-54D-refused-penalty-card-and-50D2": [
    "54D: W7, the opening lead refused: a major penalty card, then declarer's 50D2 choice before the proper lead",
    (n) => {
      const s = beforeChoice(n, "50D2");
      expect(s.penaltyCards).toMatchObject([{ seat: "E", card: "SK", kind: "major", law: "54D" }]);
      expect(pendingOf(s)).toEqual([{ seat: "S", law: "50D2", options: ["require-S", "forbid-S", "none"] }]);
      const after = upTo(n, find(n, chosen("50D2")));
      expect(after.penaltyCards).toEqual([]);
      expect(after.leadObligations).toMatchObject([
        { seat: "W", kind: "require", suits: ["S"], law: "50D2" },
      ]);
      expect(after.turn?.legal).toEqual(["SJ", "ST", "S9"]);
      expect(trick(full(n).view, 1).leader).toBe("W");
    },
  ],
  "W07e-41A-face-down-lead-out-of-turn-returned": [
    "41A: a face-down opening lead out of turn goes back to the hand, not a penalty card",
    (n) => {
      const { view } = full(n);
      expect(view.irregularPlays[0]).toMatchObject({ seat: "E", card: "SK", law: "41A" });
      expect(view.penaltyCards).toEqual([]);
      expect(trick(view, 1).leader).toBe("W");
    },
  ],
  "W08a-56A-lead-out-of-turn-accepted": [
    "56A: W8, declarer accepts a defender's lead out of turn: dummy plays next",
    (n) => {
      expect(pendingOf(beforeChoice(n, "56"))).toEqual([
        { seat: "S", law: "56", options: ["accept", "retract"] },
      ]);
      expect(cards(full(n).view, 2).slice(0, 2)).toEqual(["W:H5", "N:H7"]);
    },
  ],
  "W08b-53B-declarer-makes-the-proper-lead": [
    "53B: W8, declarer makes his proper lead: the card led out of turn goes back, not a penalty card",
    (n) => {
      const { view } = full(n);
      expect(trick(view, 2).leader).toBe("S");
      expect(cards(view, 2)[0]).toBe("S:HA");
      expect(view.audit.some((a) => a.law === "53B")).toBe(true);
      expect(view.audit.some((a) => a._tag.startsWith("PenaltyCard"))).toBe(false);
    },
  ],
  "W08c-56B-retracted-major-penalty-card": [
    "56B: W8, the lead out of turn retracted: a major penalty card, played at the first legal opportunity",
    (n) => {
      const s = upTo(n, find(n, chosen("56")));
      expect(s.penaltyCards).toMatchObject([{ seat: "W", card: "H5", kind: "major", law: "56B" }]);
      expect(cards(full(n).view, 2).slice(0, 2)).toEqual(["S:HA", "W:H5"]);
    },
  ],
  "W08d-60A1-dummy-plays-to-the-lead-accepted": [
    "60A1: W8, a card from dummy to the lead out of turn accepts it",
    (n) => {
      const { view } = full(n);
      expect(cards(view, 2).slice(0, 2)).toEqual(["W:H5", "N:H7"]);
      expect(view.audit).toContainEqual(
        expect.objectContaining({
          _tag: "LeadOutOfTurnAccepted",
          law: "53A",
          how: "rectification-forfeited",
        }),
      );
    },
  ],
  "W38-60A1-rectification-forfeited": [
    "60A1: W38, declarer plays from his hand after the lead out of turn: rectification forfeited",
    (n) => {
      const { view } = full(n);
      expect(trick(view, 2).leader).toBe("E");
      expect(cards(view, 2)).toEqual(["E:C6", "S:C2", "W:C7", "N:CJ"]);
      expect(view.penaltyCards).toEqual([]);
    },
  ],
  "W09a-55A-defenders-disagree-LHO-prevails": [
    "55A: W9, the defenders disagree: the next to play after the lead out of turn prevails; 55B2",
    (n) => {
      const s = beforeChoice(n, "55A");
      expect(pendingOf(s)).toEqual([
        { seat: "W", law: "55A", options: ["accept", "retract"] },
        { seat: "E", law: "55A", options: ["accept", "retract"] },
      ]);
      const afterEast = upTo(n, find(n, chosen("55A")));
      expect(pendingOf(afterEast)).toEqual([{ seat: "W", law: "55A", options: ["accept", "retract"] }]);
      const { view } = full(n);
      expect(trick(view, 2).leader).toBe("N");
      expect(view.audit.some((a) => a.law === "55B2")).toBe(true);
    },
  ],
  "W09b-53A-accepted-by-LHO-playing": [
    "53A: W9, the defender next in rotation plays to declarer's lead out of turn: accepted",
    (n) => expect(cards(full(n).view, 2)).toEqual(["S:CQ", "W:C7", "N:C3", "E:C6"]),
  ],
  "W09c-55B2-60B-defender-plays-before-the-correct-lead": [
    "60B: W9, a defender plays after the retraction, before declarer leads from the correct hand: major penalty card",
    (n) => {
      const s = upTo(
        n,
        find(n, (e) => e.type === "CardPlayed" && e.card === "D9"),
      );
      expect(s.penaltyCards).toMatchObject([{ seat: "E", card: "D9", kind: "major", law: "60B" }]);
      expect(trick(full(n).view, 2).leader).toBe("N");
    },
  ],
  "W09d-53C-wrong-defender-plays-law-57": [
    "53C: W9, the defender who should play last plays to declarer's lead out of turn: it stands, Law 57",
    (n) => {
      const s = beforeChoice(n, "57A");
      expect(s.penaltyCards).toMatchObject([{ seat: "E", card: "C6", law: "57A" }]);
      expect(s.pending[0]).toMatchObject({ seat: "S", law: "57A" });
      expect(s.pending[0]!.options).toEqual(
        expect.arrayContaining(["highest", "lowest", "require-D", "forbid-D"]),
      );
      expect(cards(full(n).view, 2)).toEqual(["S:CQ", "W:C7", "N:C3", "E:C6"]);
    },
  ],
  "W10-57A-premature-lead-highest": [
    "57A: W10, a premature lead to the next trick: a major penalty card and partner's highest card",
    (n) => {
      const s = beforeChoice(n, "57A");
      expect(s.penaltyCards).toMatchObject([{ seat: "W", card: "H6", kind: "major", law: "57A" }]);
      expect(s.pending[0]!.options).toEqual([
        "highest",
        "lowest",
        "require-H",
        "require-D",
        "require-C",
        "forbid-H",
        "forbid-D",
        "forbid-C",
      ]);
      const after = upTo(n, find(n, chosen("57A")));
      expect(after.turn).toMatchObject({ seat: "E", legal: ["SK"] });
      expect(after.playObligations).toMatchObject([{ seat: "E", kind: "highest", law: "57A" }]);
    },
  ],
  "W11a-57D-legal-card-played-in-turn": [
    "57D: W11, a defender plays at his RHO's turn a card he may legally play: he must play it in turn",
    (n) => {
      const s = upTo(
        n,
        find(n, (e) => e.type === "CardPlayed" && e.card === "H2"),
      );
      expect(s.playObligations).toMatchObject([{ seat: "E", kind: "cards", cards: ["H2"], law: "57D" }]);
      expect(s.penaltyCards).toEqual([]);
      expect(cards(full(n).view, 2)).toEqual(["S:HA", "W:H5", "N:H7", "E:H2"]);
    },
  ],
  "W11b-57D-illegal-card-major-penalty-card": [
    "57D: W11, a card he may not legally play becomes a major penalty card",
    (n) => {
      const s = upTo(
        n,
        find(n, (e) => e.type === "CardPlayed" && e.card === "C6"),
      );
      expect(s.penaltyCards).toMatchObject([{ seat: "E", card: "C6", kind: "major", law: "57D" }]);
    },
  ],
  "W12a-45D1-dummy-card-not-named-corrected": [
    "45D1: W12, dummy's card not named by declarer is withdrawn in time; the defenders may change theirs",
    (n) => {
      const s = beforeChoice(n, "45D1");
      expect(cards(s, 2)).toEqual(["N:DK", "E:D4", "S:D2", "W:DA"]);
      expect(pendingOf(s)).toEqual([{ seat: "E", law: "45D1", options: ["keep", "withdraw"] }]);
      const { view } = full(n);
      expect(cards(view, 2)).toEqual(["N:DK", "E:D9", "S:D2", "W:DA"]);
      expect(view.penaltyCards).toEqual([]);
    },
  ],
  "W12b-45D2-too-late-the-play-stands": [
    "45D2: W12, found after both sides played to the next trick: the play stands",
    (n) => {
      const { view } = full(n);
      expect(cards(view, 2)[0]).toBe("N:D3");
      expect(view.audit.some((a) => a.law === "45D2(a)")).toBe(true);
    },
  ],
  "W13a-46B1b-46B3a-win-and-king": [
    "46B1: W13, 'win' from dummy playing last is the lowest winning card; 'king' from dummy on lead (46B3(a))",
    (n) => {
      const { view } = full(n);
      expect(cards(view, 2)).toEqual(["E:DT", "S:D4", "W:DJ", "N:DQ"]);
      expect(cards(view, 3)[0]).toBe("N:DK");
    },
  ],
  "W13b-46B3b-two-legal-cards-of-the-rank": [
    "46B3: W13, a rank naming two legal cards: declarer says which",
    (n) => {
      expect(pendingOf(beforeChoice(n, "46B3"))).toEqual([{ seat: "S", law: "46B3", options: ["S8", "H8"] }]);
      expect(cards(full(n).view, 3)).toEqual(["N:H8"]);
    },
  ],
  "W13c-46B2-suit-without-rank": [
    "46B2: W13, a suit without a rank is its lowest card",
    (n) => expect(cards(full(n).view, 1)).toEqual(["W:H4", "N:H3"]),
  ],
  "W13d-46B1a-high": [
    "46B1: W13, 'high' is the highest card of the suit led",
    (n) => expect(cards(full(n).view, 1)).toEqual(["W:H4", "N:HK"]),
  ],
  "W13e-46B4-card-not-in-dummy": [
    "46B4: W13, a card dummy does not hold: the designation is void",
    (n) => {
      const s = upTo(
        n,
        find(n, (e) => e.type === "CardDesignated"),
      );
      expect(cards(s, 1)).toEqual(["W:S5"]);
      expect(s.audit.at(-1)?.law).toBe("46B4");
      expect(cards(full(n).view, 1)).toEqual(["W:S5", "N:S9"]);
    },
  ],
  "W13f-46B5-play-anything": [
    "46B5: W13, 'play anything': either defender designates dummy's card",
    (n) => {
      expect(pendingOf(beforeChoice(n, "46B5"))).toEqual([
        { seat: "E", law: "46B5", options: ["S9", "S8"] },
        { seat: "W", law: "46B5", options: ["S9", "S8"] },
      ]);
      expect(cards(full(n).view, 1)).toEqual(["W:S5", "N:S8"]);
    },
  ],
  "W20-67B1-omitted-card-found-late": [
    "67B1: W20, a card omitted from a trick found late: placed, the trick keeps its winner, one trick (64A2)",
    (n) => {
      const quit = upTo(
        n,
        find(n, (e) => e.type === "CardPlayed" && e.trick === 7),
      );
      expect(trick(quit, 6).cards).toHaveLength(3);
      const { view } = full(n);
      expect(cards(view, 6)).toEqual(["S:CA", "W:C9", "N:C4", "E:D6"]);
      expect(trick(view, 6).winner).toBe("S");
      expect(view.revokes).toMatchObject([
        { trick: 6, offender: "E", kind: "defective", law: "67B1", transfer: 1 },
      ]);
      expect(view.finalTricks).toEqual({ NS: view.tricksWon.NS + 1, EW: view.tricksWon.EW - 1 });
    },
  ],
  "W21-67B2-extra-card-restored-revoke": [
    "67B2: W21, a second card to a trick found late goes back; not playing it later was a revoke",
    (n) => {
      const { view } = full(n);
      expect(cards(view, 3)).toEqual(["S:DQ", "W:DA", "N:D3", "E:D4"]);
      expect(view.revokes).toMatchObject([
        { trick: 4, offender: "E", law: "67B2(b)", status: "rectified", transfer: 1 },
      ]);
      expect(view.audit.some((a) => a.law === "67B2(a)")).toBe(true);
    },
  ],
  "W22-50C-minor-penalty-card-then-two-major": [
    "50C: W22, a minor penalty card bars the small cards of its suit; a second penalty card makes both major",
    (n) => {
      const s = upTo(
        n,
        find(n, (e) => e.type === "CardExposed"),
      );
      expect(s.penaltyCards).toMatchObject([{ seat: "W", card: "C7", kind: "minor" }]);
      expect(s.turn).toMatchObject({ seat: "W", legal: ["CT", "C7"] });
      expect(s.pending).toEqual([]);
      const two = upTo(
        n,
        find(n, (e) => e.type === "CardExposed" && e.card === "D8"),
      );
      expect(two.penaltyCards.map((pc) => pc.kind)).toEqual(["major", "major"]);
    },
  ],
  "W23a-51B2-require-one-suit": [
    "51B2: W23, penalty cards in two suits: declarer requires one, its card is picked up, the other stays",
    (n) => {
      const s = beforeChoice(n, "51B2");
      expect(pendingOf(s)).toEqual([
        {
          seat: "S",
          law: "51B2",
          options: ["require-S", "require-D", "forbid-S", "forbid-D", "forbid-S+D", "none"],
        },
      ]);
      const after = upTo(n, find(n, chosen("51B2")));
      expect(after.penaltyCards).toMatchObject([{ seat: "E", card: "D9", kind: "major" }]);
      expect(after.turn?.legal).toEqual(["SJ", "ST", "S9"]);
    },
  ],
  "W23b-51B2c-no-requirement-then-51A": [
    "51A: W23, a defender with two penalty cards he may play: declarer designates which",
    (n) => {
      expect(pendingOf(beforeChoice(n, "51A"))).toEqual([{ seat: "S", law: "51A", options: ["SK", "D9"] }]);
      expect(cards(full(n).view, 2)).toEqual(["S:CK", "W:C9", "N:C4", "E:D9"]);
    },
  ],
  "W24a-52B2-penalty-card-substituted": [
    "52B2: W24, declarer rejects the card played instead of a penalty card: it becomes a major penalty card",
    (n) => {
      expect(pendingOf(beforeChoice(n, "52B"))).toEqual([
        { seat: "S", law: "52B", options: ["accept", "reject"] },
      ]);
      const after = upTo(n, find(n, chosen("52B")));
      expect(after.penaltyCards).toMatchObject([
        { seat: "W", card: "D8", kind: "major" },
        { seat: "W", card: "S9", kind: "major", law: "52B2" },
      ]);
      expect(after.turn).toMatchObject({ seat: "W", legal: ["D8"] });
      const { view } = full(n);
      expect(cards(view, 4)).toEqual(["S:HQ", "W:D8", "N:H9", "E:H4"]);
      expect(view.revokes[0]).toMatchObject({
        kind: "penalty-card",
        status: "corrected",
        correctedBy: "52B2",
      });
    },
  ],
  "W24b-52B1a-declarer-accepts": [
    "52B1: W24, declarer accepts the card played; the revoke gets no automatic adjustment (64B3)",
    (n) => {
      const { view } = full(n);
      expect(view.revokes[0]).toMatchObject({
        kind: "penalty-card",
        status: "rectified",
        transfer: 0,
        rectifiedBy: "64B3",
      });
    },
  ],
  "W24c-52B1b-declarer-has-played-on": [
    "52B1: W24, declarer has played since: he must accept (52B1(b))",
    (n) => {
      const s = upTo(
        n,
        find(n, (e) => e.type === "AttentionDrawn"),
      );
      expect(s.pending).toEqual([]);
      expect(s.audit.at(-1)?.law).toBe("52B1(b)");
    },
  ],
  "W25-43B2b-dummy-asks-after-forfeiting-rights": [
    "43B2: W25, dummy who forfeited his rights asks first: the revoke is corrected and Law 64 applies",
    (n) => {
      const { view } = full(n);
      expect(cards(view, 1)).toEqual(["W:DA", "N:D3", "E:D4", "S:D2"]);
      expect(view.transfers).toMatchObject([{ from: "NS", tricks: 1, law: "43B2(b) → 64A2" }]);
      expect(view.result).toMatchObject({ tricksByDeclarer: 10, score: { NS: 420 } });
    },
  ],
  "W26a-58B2-meant-the-spot-card": [
    "58B2: W26, two cards led at once, he meant the spot card: the honour is a major penalty card",
    (n) => {
      const s = upTo(
        n,
        find(n, (e) => e.type === "CardExposed"),
      );
      expect(s.penaltyCards).toMatchObject([{ seat: "W", card: "SJ", kind: "major" }]);
    },
  ],
  "W26b-58B2-meant-the-honour": [
    "58B2: W26, he meant the honour: the spot card is a minor penalty card",
    (n) => {
      const s = upTo(
        n,
        find(n, (e) => e.type === "CardExposed"),
      );
      expect(s.penaltyCards).toMatchObject([{ seat: "W", card: "S9", kind: "minor" }]);
    },
  ],
  "W26c-58B2-meant-a-third-card": [
    "58B2: W26, he meant a third card: both are major and declarer chooses which is led (51A)",
    (n) => {
      const s = beforeChoice(n, "51A");
      expect(s.penaltyCards.map((pc) => pc.kind)).toEqual(["major", "major"]);
      expect(pendingOf(s)).toEqual([{ seat: "S", law: "51A", options: ["SJ", "S9"] }]);
      expect(cards(full(n).view, 1)[0]).toBe("W:S9");
    },
  ],
  "W27-53A-lead-out-of-turn-at-trick-13-cancelled": [
    "53A: W27, a lead out of turn at trick 13 is cancelled (fn 17)",
    (n) => {
      const { view } = full(n);
      expect(view.irregularPlays).toMatchObject([{ law: "53A" }]);
      expect(trick(view, 13).leader).toBe(trick(view, 12).winner);
      expect(view.penaltyCards).toEqual([]);
    },
  ],
  "W28-47E1-retracted-after-misinformation": [
    "47E1: W28, a lead out of turn after an opponent said it was his turn: retracted, no rectification",
    (n) => {
      const { view } = full(n);
      expect(view.irregularPlays).toMatchObject([{ seat: "W", card: "DA", law: "56" }]);
      expect(view.audit.some((a) => a.law === "47E1")).toBe(true);
      expect(trick(view, 2).leader).toBe("E");
    },
  ],
  "W29-47E2a-opening-lead-changed-after-correction": [
    "47E2: W29, the opening lead taken back after a corrected explanation, before dummy has faced a card",
    (n) => {
      const s = upTo(
        n,
        find(n, (e) => e.type === "CardRetracted"),
      );
      expect(s.tricks).toEqual([]);
      expect(s.turn).toMatchObject({ seat: "W" });
      expect(cards(full(n).view, 1)[0]).toBe("W:SJ");
    },
  ],
  "W30-62C3-both-sides-revoke-on-one-trick": [
    "62C3: W30, both sides revoke on one trick, one side has played on: both corrected, no adjustment (64B8)",
    (n) => {
      const s = upTo(
        n,
        find(n, (e) => e.type === "AttentionDrawn"),
      );
      expect(s.penaltyCards).toMatchObject([
        { seat: "E", card: "C6", kind: "major", law: "62C3" },
        { seat: "W", card: "CT", kind: "major", law: "62C3" },
      ]);
      expect(s.audit.some((a) => a.law === "64B8")).toBe(true);
      const { view } = full(n);
      expect(cards(view, 1)).toEqual(["W:D8", "N:D3", "E:D9", "S:DQ"]);
      expect(trick(view, 2).leader).toBe("S");
      expect(view.revokes.map((r) => r.correctedBy)).toEqual(["62C3", "62C3"]);
      expect(view.transfers).toEqual([]);
    },
  ],
  "W32-64B5-revoke-raised-after-the-round": [
    "64B5: W32, the revoke of W2 raised only after the round: no automatic transfer, 3NT down one",
    (n) => {
      const { view } = full(n);
      expect(view.revokes[0]).toMatchObject({ rectifiedBy: "64B5", transfer: 0 });
      expect(view.result).toMatchObject({ tricksByDeclarer: 8, score: { NS: -100 } });
      expect(view.rulingsNeeded.map((r) => r.law)).toEqual(["64C1"]);
    },
  ],
  "W33-64B2-second-revoke-same-suit-same-player": [
    "64B2: W33, a second revoke in the same suit by the same player: only the first is adjusted; 64C2(a) ruling",
    (n) => {
      const before = upTo(n, lines(n).length - 1);
      expect(before.revokes.map((r) => [r.rectifiedBy, r.transfer])).toEqual([
        ["64A2", 1],
        ["64B2", 0],
      ]);
      expect(before.rulingsNeeded.map((r) => r.law)).toEqual(["64C1", "64C2(a)"]);
      const { view } = full(n);
      expect(view.finalTricks).toEqual({ NS: 12, EW: 1 });
      expect(view.audit.at(-1)?.law).toBe("64C2(a)");
    },
  ],
  "W34-64B7-both-sides-revokes-established": [
    "64B7: W34, both sides' revokes established: no automatic transfer for either; 64C2(b)",
    (n) => {
      const { view } = full(n);
      expect(view.revokes.map((r) => r.rectifiedBy)).toEqual(["64B7", "64B7"]);
      expect(view.transfers).toEqual([]);
      // declarer's lead out of turn at trick 4, accepted: 55C asks whether he gained through it
      expect(view.rulingsNeeded.map((r) => r.law)).toEqual(["55C", "64C2(b)", "64C2(b)"]);
    },
  ],
  "W39-45C4b-unintended-designation-changed": [
    "45C4: W39, declarer's unintended designation changed: the opponent may withdraw his card (47D)",
    (n) => {
      expect(pendingOf(beforeChoice(n, "47D"))).toEqual([
        { seat: "E", law: "47D", options: ["keep", "withdraw"] },
      ]);
      expect(cards(full(n).view, 2).slice(0, 2)).toEqual(["N:DK", "E:D9"]);
    },
  ],
  "W31-64A2-revoke-then-claim-by-offending-side": [
    "64A2: W31, a revoke then a claim by the offending side: established by the claim (63A3), one trick, 4H down two",
    (n) => {
      const { view } = full(n);
      expect(view.revokes[0]).toMatchObject({ offender: "E", trick: 9, establishedBy: "63A3", transfer: 1 });
      expect(view.tricksWon).toEqual({ NS: 7, EW: 6 });
      expect(view.transfers).toEqual([{ revoke: 40, from: "EW", to: "NS", tricks: 1, law: "64A2" }]);
      expect(view.result).toMatchObject({ tricksByDeclarer: 8, score: { NS: -100, EW: 100 } });
      // the tricks the claim credited are the play's (64A): Law 64 counts them, with no correction by the table
      expect(full(n).state.play?.credited).toEqual({ NS: 0, EW: 4 });
    },
  ],
  "L62D2-trick-12-revoke-before-partner-played-16C": [
    "62D2: a defender's revoke on trick 12 before his partner played, corrected in time (62D1): 16C for partner, no penalty card",
    (n) => {
      const at = find(n, ofType("AttentionDrawn"));
      const s = upTo(n, at);
      expect(s.revokes).toMatchObject([
        { offender: "E", card: "D7", trick: 12, status: "corrected", correctedBy: "62D1" },
      ]);
      expect(s.penaltyCards).toEqual([]);
      const here = s.audit.filter((a) => a.position === at).map((a) => a.law);
      expect(here).toContain("62D2");
      expect(here).not.toContain("50E1");
      expect(s.rulingsNeeded.map((r) => r.law)).toContain("62D2");
      const { view } = full(n);
      expect(view.audit.some((a) => a.law === "50E1")).toBe(false);
      expect(view.rulingsNeeded).toEqual([]);
      expect(view.result).toMatchObject({ tricksByDeclarer: 12 });
    },
  ],
  "L65B-misoriented-card-pointed-out": [
    "65B3: misoriented cards pointed out, in time (no consequence) and after the side played on (16B); tricks unchanged",
    (n) => {
      const { view } = full(n);
      expect(view.arrangement.turned).toMatchObject([
        { seat: "N", trick: 1, toward: "partner", misoriented: true, pointedOut: 11 },
        { seat: "W", trick: 2, toward: "partner", misoriented: true, pointedOut: 19 },
      ]);
      expect(view.audit.filter((a) => a.position === 11).map((a) => a.law)).toEqual(["65B3"]);
      expect(view.audit.filter((a) => a.position === 19).map((a) => a.law)).toEqual(["16B"]);
      expect(trick(view, 1).winner).toBe("W");
      expect(view.rulingsNeeded).toEqual([]);
      expect(view.finalTricks).toEqual(view.tricksWon);
    },
  ],
  "C65B3-ex47-dummy-tells-declarer-of-misoriented-card": [
    "65B3: WBFLC Ex 47, dummy tells declarer of his misoriented card too late (43A1(c)): the Director's adjusted score",
    (n) => {
      const s = upTo(n, lines(n).length - 1);
      expect(s.audit.filter((a) => a.position === 13).map((a) => a.law)).toEqual(["43A1(c)"]);
      expect(s.rulingsNeeded).toMatchObject([{ law: "65B3", position: 13 }]);
      const { view } = full(n);
      expect(view.tricksWon.NS).toBe(10);
      expect(view.finalTricks).toEqual({ NS: 9, EW: 4 });
      expect(view.result).toMatchObject({ tricksByDeclarer: 9, score: { NS: -50 } });
    },
  ],
  "L45C-cards-handled-played-or-not": [
    "45C: declarer's card taken back in one movement (not played), dummy's card arranged (not played), a defender's card held up (the Director: played), dummy's card touched (played)",
    (n) => {
      const { view } = full(n);
      expect(view.cardsHandled.map((h) => [h.seat, h.card, h.law, h.played])).toEqual([
        ["S", "C4", "45C2", false],
        ["N", "SA", "45C3", false],
        ["E", "S6", "45C1", true],
        ["N", "D3", "45C3", true],
      ]);
      expect(cards(view, 2)).toEqual(["S:SQ", "W:S7", "N:SK", "E:S6"]);
      expect(trick(view, 2).cards.find((c) => c.seat === "E")?.position).toBe(18);
      expect(trick(view, 3)).toMatchObject({ leader: "N" });
      expect(trick(view, 3).cards[0]).toMatchObject({ seat: "N", card: "D3", position: 20 });
      expect(view.rulingsNeeded).toEqual([]);
      expect(view.result).toMatchObject({ tricksByDeclarer: 8, score: { NS: -50 } });
    },
  ],
  "ED-P13-2007-64B2-second-revoke-first-corrected": [
    "64B2 (2007 text): East's first spade revoke corrected, his second established: no transfer all the same; 64C",
    (n) => {
      const { view } = full(n);
      expect(view.edition).toBe("2007");
      expect(view.revokes.map((r) => [r.trick, r.status, r.rectifiedBy ?? null, r.transfer ?? null])).toEqual(
        [
          [2, "corrected", null, null],
          [3, "rectified", "64B2", 0],
        ],
      );
      expect(view.transfers).toEqual([]);
      expect(view.result).toMatchObject({ tricksByDeclarer: 12, score: { NS: 490 } });
      // the 2007 Code numbers the penalty-card question 50E3 (2017 50E4)
      expect(view.rulingsNeeded.map((r) => r.law)).toEqual(["50E3", "64C"]);
    },
  ],
  "ED-P13-2017-64B2-second-revoke-first-corrected": [
    '64B2 (2017 text, "the first revoke having been established"): the first corrected, the second gets its 64A2 transfer',
    (n) => {
      const { view } = full(n);
      expect(view.revokes.map((r) => [r.trick, r.status, r.rectifiedBy ?? null, r.transfer ?? null])).toEqual(
        [
          [2, "corrected", null, null],
          [3, "rectified", "64A2", 1],
        ],
      );
      expect(view.transfers).toMatchObject([{ from: "EW", to: "NS", tricks: 1, law: "64A2" }]);
      expect(view.result).toMatchObject({ tricksByDeclarer: 13, score: { NS: 520 } });
      expect(view.rulingsNeeded.map((r) => r.law)).toEqual(["50E4", "64C1"]);
    },
  ],
  "C12A1-dummy-card-left-face-up": [
    "12A1: WBFLC on Law 12, dummy's card left face up from trick 3 to trick 10 misled the defenders: adjusted score",
    (n) => {
      const s = upTo(n, lines(n).length - 1);
      expect(s.arrangement.turned).toMatchObject([{ seat: "N", trick: 3, leftFaceUp: true }]);
      expect(s.audit.find((a) => a.position === 46)?.law).toBe("65A");
      expect(s.rulingsNeeded).toMatchObject([{ law: "12A1", position: 46 }]);
      const { view } = full(n);
      expect(view.tricksWon.NS).toBe(9);
      expect(view.result).toMatchObject({ tricksByDeclarer: 8, score: { NS: -100, EW: 100 } });
    },
  ],
  "L66-inspection-of-tricks": [
    "66A: the trick just played faced for declarer; 66B own card; 66C quitted tricks; 66D after the play and mixed cards",
    (n) => {
      const { view } = full(n);
      expect(view.arrangement.inspections.map((i) => [i.seat, i.trick, i.law, i.allowed])).toEqual([
        ["S", 1, "66A", true],
        ["E", 1, "66C", false],
        ["E", 1, "66B", true],
        ["W", 1, "66C", false],
        ["W", 1, "66C", true],
        ["E", 5, "66D", true],
      ]);
      expect(view.arrangement.disputed).toBe(64);
      const s = upTo(n, lines(n).length - 1);
      expect(s.rulingsNeeded).toMatchObject([
        { law: "66D", position: 65, answers: ["established", "other-side"] },
      ]);
      expect(view.rulingsNeeded).toEqual([]);
      expect(view.finalTricks).toEqual(view.tricksWon);
    },
  ],
  "L65D-cards-disturbed-then-tricks-disputed": [
    "65D: a side that disturbed its played cards disputes the tricks; cards mixed after the claim: ruled for the other side (66D)",
    (n) => {
      const { view } = full(n);
      expect(view.audit.find((a) => a.position === 10)?.law).toBe("65C");
      expect(view.audit.filter((a) => a.position === 59).map((a) => a.law)).toEqual(["79B", "65D"]);
      expect(view.arrangement.disturbed).toEqual([
        { seat: "E", position: 10 },
        { seat: "N", position: 60 },
      ]);
      expect(view.tricksWon.NS).toBe(9);
      expect(view.finalTricks).toEqual({ NS: 8, EW: 5 });
      expect(view.result).toMatchObject({ tricksByDeclarer: 8, score: { NS: -100 } });
    },
  ],
  "L67B3a-played-card-back-in-hand-restored": [
    "67B3: a played card found back in the hand during the play is restored to the played cards",
    (n) => {
      const back = upTo(n, 10);
      expect(back.hands?.E).toContain("4");
      expect(back.hands?.E.split(".")[2]).toBe("9764");
      const { view } = full(n);
      expect(view.irregularPlays).toMatchObject([{ seat: "E", card: "D4", law: "67B3" }]);
      expect(cards(view, 1)).toEqual(["W:DA", "N:D3", "E:D4", "S:D2"]);
      expect(view.tricks.flatMap((t) => t.cards).filter((c) => c.card === "D4")).toHaveLength(1);
      expect(view.hands).toEqual({ N: "-", E: "-", S: "-", W: "-" });
    },
  ],
  "L43B2a-forfeited-dummy-warns-against-wrong-hand-lead": [
    "43B2(a): dummy, having forfeited his rights, warns declarer against a lead from the wrong hand: a defender chooses the hand",
    (n) => {
      expect(pendingOf(beforeChoice(n, "43B2(a)"))).toEqual([
        { seat: "W", law: "43B2(a)", options: ["lead-S", "lead-N"] },
        { seat: "E", law: "43B2(a)", options: ["lead-S", "lead-N"] },
      ]);
      // 43B2(a) is silent; as 55A: East chose North's hand; West, next in turn after South, chose South's and prevails
      const east = upTo(n, find(n, chosen("43B2(a)")));
      expect(pendingOf(east)).toEqual([{ seat: "W", law: "43B2(a)", options: ["lead-S", "lead-N"] }]);
      const { view } = full(n);
      expect(trick(view, 2).winner).toBe("S");
      expect(trick(view, 3)).toMatchObject({ leader: "S" });
      expect(cards(view, 3)[0]).toBe("S:CA");
      expect(view.audit).toContainEqual(
        expect.objectContaining({ _tag: "DeclarerLeadsFrom", law: "43B2(a)", chooser: "W" }),
      );
    },
  ],
  "L50E4-penalty-card-information-adjusted": [
    "50E4: the offending side gained through the information of a penalty card: the Director's adjusted score",
    (n) => {
      const s = upTo(n, 10);
      expect(s.rulingsNeeded).toMatchObject([{ law: "50E4", position: 10 }]);
      const { view } = full(n);
      expect(view.tricksWon.NS).toBe(10);
      expect(view.result).toMatchObject({ tricksByDeclarer: 11, score: { NS: 450 } });
      expect(view.scores.table).toMatchObject({ tricks: 11 });
    },
  ],
  "C55C-ex44-finesse-after-declined-lead-out-of-turn": [
    "55C: WBFLC Ex 44, declarer's lead out of turn declined, his later finesse succeeds: adjusted score",
    (n) => {
      const s = upTo(n, find(n, chosen("55A")));
      expect(s.rulingsNeeded).toMatchObject([{ law: "55C", position: 14 }]);
      expect(s.audit.at(-1)?.law).toBe("55B2");
      const { view } = full(n);
      expect(cards(view, 3)[0]).toBe("S:DQ");
      expect(view.result).toMatchObject({ tricksByDeclarer: 8, score: { NS: -100 } });
    },
  ],
  "L47E2b-too-late-to-retract-after-corrected-explanation": [
    "47E2(b): a card played after a mistaken explanation, too late to retract: it stands, the Director adjusts",
    (n) => {
      const s = upTo(n, 14);
      expect(cards(s, 2)).toEqual(["W:CT", "N:C3"]);
      expect(s.rulingsNeeded).toMatchObject([{ law: "47E2(b)", position: 11 }]);
      const { view } = full(n);
      expect(view.result).toMatchObject({ tricksByDeclarer: 8, score: { NS: -100 } });
    },
  ],
  "C53B-proper-leader-plays-after-lead-out-of-turn-following": [
    "53B: WBFLC, the proper leader next in rotation plays after a lead out of turn: the Director finds he followed",
    (n) => {
      const s = upTo(n, 11);
      expect(s.turn).toBeNull();
      expect(s.rulingsNeeded).toMatchObject([
        { law: "53B", position: 11, answers: ["following", "leading"] },
      ]);
      const { view } = full(n);
      expect(cards(view, 2).slice(0, 2)).toEqual(["S:CA", "W:CT"]);
      expect(trick(view, 2).leader).toBe("S");
      expect(view.rulingsNeeded.map((r) => r.law)).toEqual(["55C"]);
    },
  ],
  "C53B-proper-leader-plays-after-lead-out-of-turn-leading": [
    "53B: WBFLC commentary, … the Director finds he led: his card is the proper lead, declarer's goes back",
    (n) => {
      const { view } = full(n);
      expect(trick(view, 2).leader).toBe("W");
      expect(cards(view, 2)[0]).toBe("W:CT");
      expect(view.irregularPlays[0]).toMatchObject({ seat: "S", card: "CA", law: "55" });
      expect(view.penaltyCards).toEqual([]);
      expect(view.rulingsNeeded).toEqual([]);
    },
  ],
  "C61B3-ex45-surprised-inquiry-about-a-revoke": [
    "61B3: WBFLC Ex 45, a defender asks partner about a revoke in a surprised manner: UI, no rectification; the ruling",
    (n) => {
      const s = upTo(n, 23);
      expect(s.audit.filter((a) => a.position >= 22).map((a) => a.law)).toEqual(["61B3", "61B1"]);
      expect(s.rulingsNeeded).toMatchObject([{ law: "61B3", position: 22 }]);
      expect(s.revokes).toEqual([]);
      const { view } = full(n);
      expect(view.rulingsNeeded).toEqual([]);
      expect(view.finalTricks).toEqual(view.tricksWon);
    },
  ],
  "L10B-director-cancels-players-penalty-card": [
    "10B: the Director, summoned, cancels a penalty card the players created wrongly",
    (n) => {
      const s = upTo(n, 11);
      expect(s.penaltyCards).toMatchObject([{ seat: "E", card: "S5", kind: "minor" }]);
      expect(s.rulingsNeeded.map((r) => r.law)).toEqual(["50E4", "10B"]);
      const after = upTo(n, 12);
      expect(after.penaltyCards).toEqual([]);
      expect(after.rulingsNeeded).toEqual([]);
      expect(after.turn).toMatchObject({ seat: "W" });
      expect(full(n).view.audit.some((a) => a.law === "50D1")).toBe(false);
    },
  ],
  "C43B3-forfeited-dummy-points-out-lead-out-of-turn": [
    "43B3: WBFLC, dummy who forfeited his rights points out a lead out of turn: accepted; defenders-only adjustment",
    (n) => {
      const { view } = full(n);
      expect(trick(view, 2).leader).toBe("W");
      expect(view.rulingsNeeded.map((r) => r.law)).toEqual(["43B3"]);
    },
  ],
  "C50D-both-defenders-penalty-cards-forbid": [
    "50D: WBFLC Ex 43, both defenders hold penalty cards; declarer forbids the suit: the leader may not lead his own",
    (n) => {
      const after = upTo(n, find(n, chosen("50D2")));
      expect(after.penaltyCards).toMatchObject([{ seat: "W", card: "S9" }]);
      expect(after.turn?.legal).not.toContain("S9");
    },
  ],
  "C50D-both-defenders-penalty-cards-require": [
    "50D: WBFLC Ex 43, declarer requires the suit: the leader must lead his own penalty card",
    (n) => expect(upTo(n, find(n, chosen("50D2"))).turn?.legal).toEqual(["S9"]),
  ],
  "C50D-both-defenders-penalty-cards-no-requirement": [
    "50D: WBFLC Ex 43, no requirement: the leader leads his penalty card and partner plays his to it",
    (n) => {
      expect(upTo(n, find(n, chosen("50D2"))).turn?.legal).toEqual(["S9"]);
      expect(
        upTo(
          n,
          find(n, (e) => e.type === "CardPlayed" && e.card === "S3"),
        ).turn?.legal,
      ).toEqual(["SK"]);
    },
  ],
  "C53-both-defenders-lead-accepted": [
    "53: WBFLC, both defenders lead, the wrong one first; accepted: the proper leader's card is a penalty card",
    (n) => {
      const s = beforeChoice(n, "56");
      expect(pendingOf(s)).toEqual([{ seat: "S", law: "56", options: ["accept", "retract"] }]);
      const after = upTo(n, find(n, chosen("56")));
      expect(after.penaltyCards).toMatchObject([{ seat: "W", card: "DJ", kind: "major", law: "53" }]);
      expect(trick(after, 2).leader).toBe("E");
    },
  ],
  "C53-both-defenders-lead-refused": [
    "53: WBFLC commentary, refused: the first card is a penalty card, the proper leader's card is the lead",
    (n) => {
      const after = upTo(n, find(n, chosen("56")));
      expect(after.penaltyCards).toMatchObject([{ seat: "E", card: "C6", kind: "major", law: "56B" }]);
      expect(cards(after, 2)).toEqual(["W:DJ"]);
    },
  ],
  "C57-require-a-suit-partner-ruffs": [
    "57A: WBFLC commentary, declarer requires a named suit (2017): partner must ruff",
    (n) => {
      const after = upTo(n, find(n, chosen("57A")));
      expect(after.turn).toMatchObject({ seat: "E", legal: ["H4", "H3", "H2"] });
      expect(trick(full(n).view, 2).winner).toBe("E");
    },
  ],
  "C41B-review-of-the-auction-and-the-contract": [
    "41B: WBFLC, a review of the auction only before one's first play; then the contract at one's turn (41C)",
    (n) => {
      const { view } = full(n);
      // a question not open to him now: what it conveys may be unauthorized for his partner (16B)
      const closed = ["dummy-no-right", "not-opening-leader", "only-at-own-turn", "review-over"];
      const asked = view.audit
        .filter((a) => a._tag === "QuestionAfterAuction")
        .map((a) => `${a.position} ${a.law} ${closed.includes(String(a.answer)) ? "not open" : "open"}`);
      expect(asked).toEqual([
        "6 41B open", // East, the opening leader's partner, before the lead is faced
        "7 41B not open", // presumed dummy
        "9 41B open", // declarer at his first turn (from dummy), before playing
        "13 41C not open", // declarer after he has played: no more review
        "14 41C open", // the contract and whether doubled, at his turn
        "15 41C not open", // East, not at his turn
        "17 20F1 open", // West, an explanation at his turn
      ]);
      expect(view.finalTricks).toEqual(view.tricksWon);
    },
  ],
  "C42A3-dummy-stops-dummys-own-revoke": [
    "42A3: WBFLC commentary, dummy sees that dummy follows suit: no 43A1(b) breach, the revoke corrected under 62B2",
    (n) => {
      const s = upTo(n, find(n, ofType("AttentionDrawn")));
      expect(s.revokes).toMatchObject([{ offender: "N", card: "H9", kind: "dummy", correctedBy: "62B2" }]);
      expect(s.audit.map((a) => a.law)).toContain("42A3");
      expect(s.audit.map((a) => a.law)).not.toContain("43A1(b)");
      expect(s.penaltyCards).toEqual([]);
      expect(s.turn).toMatchObject({ seat: "N", legal: ["SQ", "S4", "S3"] });
      const { view } = full(n);
      expect(cards(view, 1)).toEqual(["W:SJ", "N:S3", "E:SK", "S:SA"]);
      expect(view.transfers).toEqual([]);
      expect(view.finalTricks).toEqual({ NS: 11, EW: 2 });
    },
  ],
  "C45D1-lead-to-the-next-trick-withdrawn-too": [
    "45D1: WBFLC, up to five cards withdrawn: dummy's unnamed card, the others' cards and the lead to the next trick",
    (n) => {
      const s = upTo(n, find(n, ofType("AttentionDrawn")));
      expect(pendingOf(s)).toEqual([{ seat: "E", law: "45D1", options: ["keep", "withdraw"] }]);
      const lead = beforeChoice(n, "45D1");
      expect(lead.irregularPlays).toMatchObject([{ seat: "N", card: "D3", law: "45D" }]);
      // after East, South and West have answered for trick 2, West may take back his lead to trick 3
      const third = upTo(
        n,
        find(n, (e) => e.type === "OptionChosen" && e.seat === "W"),
      );
      expect(cards(third, 2)).toEqual(["N:DK", "E:D9", "S:D2", "W:DA"]);
      expect(pendingOf(third)).toEqual([{ seat: "W", law: "45D1", options: ["keep", "withdraw"] }]);
      expect(third.pending[0]).toMatchObject({ _tag: "MayWithdraw", card: "C7" });
      const { view } = full(n);
      expect(trick(view, 2)).toMatchObject({ winner: "W" });
      expect(cards(view, 3)[0]).toBe("W:H5");
      // withdrawn cards of the side not at fault are not penalty cards (WBFLC on 45D1)
      expect(view.penaltyCards).toEqual([]);
      expect(view.finalTricks).toEqual({ NS: 11, EW: 2 });
    },
  ],
  "C45D2-defender-deemed-to-revoke-64C1": [
    "45D2: WBFLC commentary, dummy's unnamed lead found too late: a defender who did not follow it revoked (64C1 only)",
    (n) => {
      const { view } = full(n);
      expect(cards(view, 2)).toEqual(["N:D3", "E:H2", "S:D2", "W:DA"]);
      expect(view.revokes).toMatchObject([
        {
          offender: "E",
          card: "H2",
          misplacedLead: true,
          status: "rectified",
          transfer: 0,
          rectifiedBy: "45D2(a)",
        },
      ]);
      expect(view.transfers).toEqual([]);
      const before = upTo(n, find(n, ofType("DirectorRuled")) - 1);
      expect(before.rulingsNeeded.map((r) => r.law)).toEqual(["64C1"]);
      expect(before.finalTricks).toEqual({ NS: 11, EW: 2 });
      expect(view.rulingsNeeded).toEqual([]);
      expect(view.finalTricks).toEqual({ NS: 12, EW: 1 });
      expect(view.result).toMatchObject({ tricksByDeclarer: 12, score: { NS: 480 } });
    },
  ],
  "L45D2a-declarer-fails-to-follow-misplaced-lead-64A": [
    "45D2(a): dummy's unnamed lead found too late: declarer, who did not follow it, revoked (64A2, one trick)",
    (n) => {
      const { view } = full(n);
      expect(view.transfers).toEqual([{ revoke: 12, from: "NS", to: "EW", tricks: 1, law: "64A2" }]);
      expect(view.result).toMatchObject({ tricksByDeclarer: 8, score: { NS: -100 } });
      expect(view.rulingsNeeded.map((r) => r.law)).toEqual(["64C1"]);
    },
  ],
  "L45D2b-dummy-revokes-with-misplaced-card-64B3": [
    "45D2(b): dummy's unnamed card to a trick in progress found too late was dummy's revoke: 64B3, 64C1 question",
    (n) => {
      const { view } = full(n);
      expect(view.revokes).toMatchObject([{ offender: "N", rectifiedBy: "64B3", transfer: 0 }]);
      expect(view.transfers).toEqual([]);
      expect(view.rulingsNeeded.map((r) => r.law)).toEqual(["64C1"]);
    },
  ],
  "C46B5-ex42-play-one-of-two-defenders-choose": [
    '46B5: WBFLC Ex 42, declarer meant one of two cards and said "play one": the defenders choose between those two only',
    (n) => {
      const s = beforeChoice(n, "46B5");
      expect(pendingOf(s)).toEqual([
        { seat: "E", law: "46B5", options: ["SQ", "S4"] },
        { seat: "W", law: "46B5", options: ["SQ", "S4"] },
      ]);
      const { view } = full(n);
      expect(cards(view, 1)).toEqual(["W:SJ", "N:S4", "E:SK", "S:SA"]);
      expect(view.audit).toContainEqual(
        expect.objectContaining({ _tag: "DesignatedFromDummy", law: "46B5", card: "S4" }),
      );
    },
  ],
  "C58B2-two-spot-cards-he-meant-one": [
    "58B2: WBFLC commentary, two spot cards faced together, he meant one: it is led, the other is a minor penalty card",
    (n) => {
      const s = upTo(n, find(n, ofType("CardExposed")));
      expect(cards(s, 1)).toEqual(["W:H5"]);
      expect(s.penaltyCards).toMatchObject([{ seat: "W", card: "H6", kind: "minor" }]);
      const { view } = full(n);
      // 50D1: the minor penalty card is played at the first legal opportunity
      expect(trick(view, 5).cards.find((c) => c.seat === "W")).toMatchObject({ card: "H6", law: "50D1" });
      expect(view.penaltyCards).toEqual([]);
    },
  ],
  "C62C2-other-defender-played-before-declarers-card": [
    "62C2: WBFLC, declarer changes his card after the correction; the other defender, who played before it, may not",
    (n) => {
      const s = beforeChoice(n, "62C1");
      expect(cards(s, 2)).toEqual(["W:D8", "N:D3", "E:D4", "S:D2"]);
      expect(s.penaltyCards).toMatchObject([{ seat: "E", card: "S6", kind: "major", law: "62B1" }]);
      expect(pendingOf(s)).toEqual([{ seat: "S", law: "62C1", options: ["keep", "withdraw"] }]);
      const after = upTo(n, find(n, chosen("62C1")) + 1);
      expect(cards(after, 2)).toEqual(["W:D8", "N:D3", "E:D4", "S:DQ"]);
      expect(trick(after, 2).winner).toBe("S");
      expect(after.pending).toEqual([]);
      const { view } = full(n);
      expect(view.revokes).toMatchObject([{ status: "corrected", correctedBy: "62B1" }]);
      expect(view.transfers).toEqual([]);
      expect(view.finalTricks).toEqual(view.tricksWon);
    },
  ],
  "C64A1-lead-ban-disobeyed-wins-the-trick": [
    "64A1: WBFLC commentary, a defender leads a suit declarer forbade (a revoke, 61A) and wins the trick: two tricks",
    (n) => {
      const { view } = full(n);
      expect(cards(view, 2)).toEqual(["W:DA", "N:D3", "E:D4", "S:D2"]);
      expect(view.revokes).toMatchObject([
        {
          offender: "W",
          card: "DA",
          kind: "required",
          status: "rectified",
          transfer: 2,
          rectifiedBy: "64A1",
        },
      ]);
      expect(view.transfers).toEqual([{ revoke: 12, from: "EW", to: "NS", tricks: 2, law: "64A1" }]);
      expect(view.tricksWon).toEqual({ NS: 10, EW: 3 });
      expect(view.finalTricks).toEqual({ NS: 12, EW: 1 });
      expect(view.rulingsNeeded.map((r) => r.law)).toEqual(["50E4", "64C1"]);
      // 50E2: East's ♦9 picked up when declarer forbade diamonds is unauthorized for West
      expect(view.audit.find((a) => a.law === "50E2")).toMatchObject({
        _tag: "PickedUpInformation",
        cards: expect.arrayContaining(["D9"]),
        leader: "W",
      });
    },
  ],
  "C64C1-equity-where-64B1-gives-nothing": [
    "64C1: WBFLC commentary, equity applies where 64B leaves no automatic adjustment; the ruling replaces it",
    (n) => {
      const before = upTo(n, find(n, ofType("DirectorRuled")) - 1);
      expect(before.revokes).toMatchObject([{ transfer: 0, rectifiedBy: "64B1" }]);
      expect(before.finalTricks).toEqual({ NS: 10, EW: 3 });
      const { view } = full(n);
      expect(view.transfers).toEqual([]);
      expect(view.finalTricks).toEqual({ NS: 11, EW: 2 });
      expect(view.result).toMatchObject({ tricksByDeclarer: 11, score: { NS: 450 } });
      expect(view.audit.filter((a) => a.law === "64C1").length).toBeGreaterThan(0);
    },
  ],
};

describe("examples/play: the play's worked scenarios replayed end to end", () => {
  it("every worked scenario of laws-40-93.md §W about Laws 41–67 has its log here", () => {
    const spec = readFileSync(new URL("../../../../shared/spec/laws-40-93.md", import.meta.url), "utf8");
    const ids = workedScenarioIds(spec, 41, 67);
    // W1–W13, W20–W34, W38, W39 (W14–W19 are claims, W35–W37 scoring)
    expect(ids).toEqual([
      ...Array.from({ length: 13 }, (_, i) => `W${i + 1}`),
      ...Array.from({ length: 15 }, (_, i) => `W${i + 20}`),
      "W38",
      "W39",
    ]);
    const missing = ids.filter((w) => !files.some((f) => new RegExp(`^W0?${w.slice(1)}[a-z]?-`).test(f)));
    expect(missing).toEqual([]);
  });
  it("every log under examples/play has its test, and every test its log", () => {
    expect(files.map((f) => f.replace(".jsonl", ""))).toEqual(Object.keys(scenarios).sort());
  });
  for (const name of Object.keys(scenarios).sort()) {
    const [title, check] = scenarios[name]!;
    it(title, () => {
      const r = full(name);
      expect(r.error).toBeUndefined();
      check(name);
    });
  }
  it("10C1: every choice in the logs was pending, for that seat, just before it was made", () => {
    for (const name of files.map((f) => f.replace(".jsonl", ""))) {
      lines(name).forEach((l, i) => {
        const e = JSON.parse(l);
        if (e.type !== "OptionChosen") return;
        const before = upTo(name, i);
        expect(
          before.pending.some((p) => p.law === e.law && p.seat === e.seat && p.options.includes(e.option)),
          `${name} line ${i + 1}`,
        ).toBe(true);
      });
    }
  });
  it("replay is deterministic, byte for byte", () => {
    for (const f of files) {
      const t = readFileSync(new URL(f, dir), "utf8");
      expect(JSON.stringify(replayLog(t).view)).toBe(JSON.stringify(replayLog(t).view));
    }
  });
});

describe("the play: bad input gets a typed error naming the line; nothing before it is lost", () => {
  const base = lines("W08a-56A-lead-out-of-turn-accepted").slice(0, 10);
  // the play's refusals are data (its words are @bridgelaw/words'): the refusal of the error
  const cases: [string, string, RegExp | object][] = [
    [
      "an option that is not pending",
      `{"type":"OptionChosen","seat":"S","law":"54","option":"accept"}`,
      {
        _tag: "OptionNotPending",
        law: "54",
        open: [{ _tag: "OpenOption", seat: "S", law: "56", options: ["accept", "retract"] }],
      },
    ],
    [
      "an option id not open under the Law",
      `{"type":"OptionChosen","seat":"S","law":"56","option":"spread"}`,
      { _tag: "OptionNotListed", law: "56", option: "spread" },
    ],
    [
      "an option chosen by the wrong seat",
      `{"type":"OptionChosen","seat":"E","law":"56","option":"accept"}`,
      { _tag: "OptionNotYours", law: "56", seat: "E", owners: ["S"] },
    ],
    [
      "a ruling for a question not asked",
      `{"type":"DirectorRuled","law":"64C1","tricks":9}`,
      { _tag: "NoQuestionAsked", law: "64C1" },
    ],
    [
      "a retraction the Law does not open (47F2)",
      `{"type":"CardRetracted","seat":"S","card":"SA","law":"47E2(a)"}`,
      { _tag: "NotInTrickInProgress", law: "47E2(a)", seat: "S", card: "SA" },
    ],
    [
      "a designation of a card that is not dummy's",
      `{"type":"CardDesignated","seat":"S","word":"low"}`,
      { _tag: "DesignationNotFromDummy", law: "46", seat: "S", dummy: "N" },
    ],
    [
      "a card exposed that the seat does not hold",
      `{"type":"CardExposed","seat":"E","card":"SA","how":"shown"}`,
      { _tag: "CardAlreadyPlayed", seat: "E", card: "SA" },
    ],
    [
      "a dummy violation by a seat that is not dummy",
      `{"type":"DummyViolation","seat":"E","clause":"43A2(b)"}`,
      { _tag: "NotDummy", law: "43", seat: "E" },
    ],
    [
      "65A: a card turned in a trick not complete",
      `{"type":"CardTurned","seat":"N","trick":5,"toward":"partner"}`,
      { _tag: "TrickNotComplete", law: "65A", trick: 5 },
    ],
    [
      "65B3: a misoriented card pointed out where no card was turned",
      `{"type":"OrientationPointedOut","seat":"E","about":3}`,
      { _tag: "NoCardTurnedAt", law: "65B3", at: 3 },
    ],
    [
      "66: a trick inspected that has not been played",
      `{"type":"TrickInspected","seat":"S","trick":9}`,
      { _tag: "TrickNotPlayed", law: "66", trick: 9, completed: 1 },
    ],
    [
      "67B3: a card back in the hand that was not played to a quitted trick",
      `{"type":"CardReturnedToHand","seat":"E","card":"SA"}`,
      { _tag: "CardNotPlayed", law: "67B3", seat: "E", card: "SA", where: "quitted-trick" },
    ],
    [
      "43B2(a): a warning by a seat that is not dummy",
      `{"type":"WrongHandWarning","seat":"E"}`,
      { _tag: "NotDummy", law: "43B2(a)", seat: "E" },
    ],
    [
      "61B: a player asking himself about a revoke",
      `{"type":"RevokeInquired","seat":"S","of":"S"}`,
      { _tag: "AskedHimself", law: "61B", seat: "S" },
    ],
    [
      "47E2(b): a card the seat has not played",
      `{"type":"CardRetracted","seat":"E","card":"SA","law":"47E2(b)"}`,
      { _tag: "CardNotPlayed", law: "47E2(b)", seat: "E", card: "SA", where: "anywhere" },
    ],
  ];
  for (const [what, line, message] of cases) {
    it(`${what}: refused with its line`, () => {
      const r = replayLog(`${[...base, line].join("\n")}\n`);
      expect(r.error?._tag).toBe("EventRejected");
      if (message instanceof RegExp) expect(formatLogError(r.error!)).toMatch(message);
      else expect(r.error).toMatchObject({ line: 11, refusal: message });
      expect(r.state.applied).toBe(10);
      expect(r.view.pending).toEqual([
        {
          _tag: "DefenderLeadOutOfTurn",
          seat: "S",
          law: "56",
          options: ["accept", "retract"],
          about: 10,
          offender: "W",
          card: "H5",
          proper: "S",
          properLead: false,
        },
      ]);
    });
  }
});

describe("the play's questions answered by the score phase (12C)", () => {
  it("61B3: an adjusted score about the fact of a play question (`ScoreAdjusted` with its `about`) answers it", () => {
    const name = "C61B3-ex45-surprised-inquiry-about-a-revoke";
    const log = [
      ...lines(name).slice(0, -1),
      `{"type":"ScoreAdjusted","law":"61B3","about":22,"NS":"average-plus","EW":"average-minus"}`,
    ];
    const { view, error } = replayLog(`${log.join("\n")}\n`);
    expect(error).toBeUndefined();
    expect(view.rulingsNeeded).toEqual([]);
    expect(view.scores.ruled).toMatchObject({ law: "61B3" });
    expect(view.audit.at(-1)).toEqual({
      _tag: "AdjustedScoreAnswers",
      position: log.length,
      law: "61B3",
      under: "61B3",
      about: 22,
    });
  });
  it("9B, 65: the table procedure before the play is refused (no play yet), except summoning the Director", () => {
    const start = lines("L65B-misoriented-card-pointed-out").slice(0, 2);
    const turned = replayLog(`${[...start, `{"type":"CardTurned","seat":"N"}`].join("\n")}\n`);
    expect(turned.error).toMatchObject({
      line: 3,
      refusal: { _tag: "NotInPlay", law: "65", event: "CardTurned" },
    });
    const summoned = replayLog(`${[...start, `{"type":"DirectorSummoned","seat":"W"}`].join("\n")}\n`);
    expect(summoned.error).toBeUndefined();
    expect(summoned.view.audit.at(-1)).toEqual({ _tag: "DirectorCalled", position: 3, law: "9B" });
  });
});

/**
 * 67B3, a card played twice, the second time to a quitted trick. Not under examples/: PBN and LIN cannot hold a
 * card played twice, and every example log must export (packages/formats).
 */
const PLAYED_TWICE = [
  `{"type":"BoardStarted","board":3,"deal":"S:A2.AKQJT.Q2.AKQ2 JT9.65.AJT8.T987 Q43.987.K53.J543 K8765.432.9764.6"}`,
  `{"type":"CallMade","seat":"S","call":"4H"}`,
  `{"type":"CallMade","seat":"W","call":"P"}`,
  `{"type":"CallMade","seat":"N","call":"P"}`,
  `{"type":"CallMade","seat":"E","call":"P"}`,
  `{"type":"CardPlayed","seat":"W","card":"DA"}`,
  `{"type":"CardPlayed","seat":"N","card":"D3"}`,
  `{"type":"CardPlayed","seat":"E","card":"D4"}`,
  `{"type":"CardPlayed","seat":"S","card":"D2"}`,
  `{"type":"CardReturnedToHand","seat":"E","card":"D4"}`,
  `{"type":"CardPlayed","seat":"W","card":"D8"}`,
  `{"type":"CardPlayed","seat":"N","card":"D5"}`,
  `{"type":"CardPlayed","seat":"E","card":"D4"}`,
  `{"type":"CardPlayed","seat":"S","card":"DQ"}`,
  `{"type":"CardPlayed","seat":"S","card":"HA"}`,
  `{"type":"CardPlayed","seat":"W","card":"H5"}`,
  `{"type":"CardPlayed","seat":"N","card":"H7"}`,
  `{"type":"CardPlayed","seat":"E","card":"H2"}`,
  `{"type":"AttentionDrawn","seat":"S","about":10}`,
  `{"type":"CardPlayed","seat":"S","card":"C2"}`,
  `{"type":"CardPlayed","seat":"W","card":"C7"}`,
  `{"type":"CardPlayed","seat":"N","card":"C3"}`,
  `{"type":"CardPlayed","seat":"E","card":"C6"}`,
  `{"type":"CardPlayed","seat":"W","card":"C8"}`,
  `{"type":"CardPlayed","seat":"N","card":"C4"}`,
  `{"type":"CardPlayed","seat":"E","card":"D6"}`,
  `{"type":"CardPlayed","seat":"S","card":"CQ"}`,
  `{"type":"CardPlayed","seat":"S","card":"CK"}`,
  `{"type":"CardPlayed","seat":"W","card":"C9"}`,
  `{"type":"CardPlayed","seat":"N","card":"C5"}`,
  `{"type":"CardPlayed","seat":"E","card":"D7"}`,
  `{"type":"CardPlayed","seat":"S","card":"CA"}`,
  `{"type":"CardPlayed","seat":"W","card":"CT"}`,
  `{"type":"CardPlayed","seat":"N","card":"CJ"}`,
  `{"type":"CardPlayed","seat":"E","card":"D9"}`,
  `{"type":"CardPlayed","seat":"S","card":"HT"}`,
  `{"type":"CardPlayed","seat":"W","card":"H6"}`,
  `{"type":"CardPlayed","seat":"N","card":"H8"}`,
  `{"type":"CardPlayed","seat":"E","card":"H3"}`,
  `{"type":"CardPlayed","seat":"S","card":"HJ"}`,
  `{"type":"CardPlayed","seat":"W","card":"DT"}`,
  `{"type":"CardPlayed","seat":"N","card":"H9"}`,
  `{"type":"CardPlayed","seat":"E","card":"H4"}`,
  `{"type":"CardPlayed","seat":"S","card":"HQ"}`,
  `{"type":"CardPlayed","seat":"W","card":"DJ"}`,
  `{"type":"CardPlayed","seat":"N","card":"DK"}`,
  `{"type":"CardPlayed","seat":"E","card":"S5"}`,
  `{"type":"CardPlayed","seat":"S","card":"HK"}`,
  `{"type":"CardPlayed","seat":"W","card":"S9"}`,
  `{"type":"CardPlayed","seat":"N","card":"S3"}`,
  `{"type":"CardPlayed","seat":"E","card":"S6"}`,
  `{"type":"CardPlayed","seat":"S","card":"S2"}`,
  `{"type":"CardPlayed","seat":"W","card":"ST"}`,
  `{"type":"CardPlayed","seat":"N","card":"S4"}`,
  `{"type":"CardPlayed","seat":"E","card":"S7"}`,
  `{"type":"CardPlayed","seat":"W","card":"SJ"}`,
  `{"type":"CardPlayed","seat":"N","card":"SQ"}`,
  `{"type":"CardPlayed","seat":"E","card":"S8"}`,
  `{"type":"CardPlayed","seat":"S","card":"SA"}`,
  `{"type":"DirectorRuled","law":"67B3","tricks":11,"text":"East kept a diamond too many through the play: without it declarer makes eleven tricks"}`,
];

describe("67B3: a played card back in the hand and played again", () => {
  it("67B3: played twice, the second time to a quitted trick: too late to correct, the Director's adjusted score", () => {
    const at = (n: number) => replayLog(`${PLAYED_TWICE.slice(0, n).join("\n")}\n`).view;
    const s = at(19);
    expect(s.tricks.flatMap((t) => t.cards).filter((c) => c.card === "D4")).toHaveLength(2);
    expect(s.rulingsNeeded).toMatchObject([{ law: "67B3", position: 10 }]);
    const { view, error } = replayLog(`${PLAYED_TWICE.join("\n")}\n`);
    expect(error).toBeUndefined();
    expect(view.tricksWon.NS).toBe(10);
    expect(view.result).toMatchObject({ tricksByDeclarer: 11, score: { NS: 450 } });
  });
});
