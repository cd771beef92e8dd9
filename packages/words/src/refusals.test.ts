import type { DeciderRefusal } from "@bridgelaw/table";
import { expect, describe as group, it } from "vitest";
import { REFUSALS } from "./en/refusals.ts";
import { describe } from "./format.ts";

/** One refusal of each tag of the table Decider's own, with the English it reads as. */
const EXAMPLES: readonly (readonly [DeciderRefusal, string])[] = [
  [
    {
      _tag: "RoleMayNotGive",
      role: "committee",
      command: "StartBoard",
      roles: ["player", "director", "scorer"],
    },
    "the appeals committee may not give StartBoard (it is for player or director or scorer)",
  ],
  [
    { _tag: "RoleMayNotGive", role: "player", player: "N", command: "Rule", roles: ["director"] },
    "North may not give Rule (it is for director)",
  ],
  [
    { _tag: "ActsForOwnSeatOnly", player: "N", seat: "S" },
    "North may not act for South: a player acts only for his own seat",
  ],
  [
    { _tag: "DeclarerPlaysDummy", player: "E", seat: "S", declarer: "N", law: "45B" },
    "East may not act for South: only declarer (North) plays dummy's cards (45B)",
  ],
  [
    { _tag: "DefenderPartnerCards", player: "E", seat: "W" },
    "East may not act for West: a defender never handles his partner's cards",
  ],
  [
    { _tag: "DummyNotFaced", player: "N", seat: "S", law: "41D" },
    "North may not act for South: dummy's hand is faced only once the opening lead is faced (41D), and only then does declarer play its cards (45B)",
  ],
  [
    { _tag: "AppealNotOfSide", role: "player", player: "E", appellant: "NS", law: "92A" },
    "an appeal for NS is lodged by a member of that side or its captain (92A), not East",
  ],
  [
    { _tag: "AppealNotOfSide", role: "captain", side: "EW", appellant: "NS", law: "92A" },
    "an appeal for NS is lodged by a member of that side or its captain (92A), not the captain of EW",
  ],
  [
    { _tag: "DecisionNotOfBody", role: "director", body: "committee", law: "93B2" },
    "a decision of the appeals committee (93B2) is not the Director's to give",
  ],
  [
    { _tag: "DeclarerDesignates", player: "W", declarer: "N", law: "46" },
    "only declarer (North) designates dummy's cards (46)",
  ],
  [
    { _tag: "SeatNotDummy", seat: "E", dummy: "S", law: "46" },
    "East is not dummy: a command about dummy's hand names South (46)",
  ],
  [
    { _tag: "NoPlayYet", command: "DesignateCard", law: "46" },
    "a card of dummy designated before the play has begun (46)",
  ],
  [
    { _tag: "NoPlayYet", command: "FindDummyViolation", law: "43" },
    "dummy's limitations apply once the play has begun (43)",
  ],
  [
    {
      _tag: "InvalidField",
      field: "call",
      problem: "invalid",
      expected: "call",
      got: "1X",
      gotKind: "string",
    },
    'expected a call token: P, X, XX or a bid such as 1C, 3NT at "call", got "1X"',
  ],
  [
    {
      _tag: "InvalidField",
      field: "board",
      problem: "invalid",
      expected: "board-number",
      got: 1e20,
      gotKind: "number",
    },
    'expected a board number of 1 or more (Law 2) at "board", got 100000000000000000000',
  ],
  [
    {
      _tag: "InvalidField",
      field: "trick",
      problem: "invalid",
      expected: "trick",
      got: 2 ** 53,
      gotKind: "number",
    },
    'expected a trick from 1 to 13 at "trick", got 9007199254740992',
  ],
  [
    {
      _tag: "InvalidField",
      field: "about",
      problem: "invalid",
      expected: "position",
      got: 0,
      gotKind: "number",
    },
    'expected a position in the log, 1 or more at "about", got 0',
  ],
  [
    { _tag: "InvalidField", field: "card", problem: "invalid", expected: "card", gotKind: "object" },
    'expected a card token such as SA, HT or C2 at "card", got an object',
  ],
  [
    {
      _tag: "InvalidField",
      field: "seat",
      problem: "unknown",
      allowed: ["N", "E", "S", "W"],
      got: "Q",
      gotKind: "string",
    },
    'unknown value "Q" at "seat" (one of N or E or S or W)',
  ],
  [{ _tag: "InvalidField", field: "call", problem: "missing", gotKind: "nothing" }, 'missing field "call"'],
  [
    { _tag: "InvalidField", field: "sead", problem: "unexpected", got: "S", gotKind: "string" },
    'unexpected field "sead"',
  ],
  [
    {
      _tag: "InvalidField",
      field: "tricks",
      problem: "invalid",
      expected: "integer",
      got: 1.5,
      gotKind: "number",
    },
    'expected a whole number at "tricks", got 1.5',
  ],
  [
    { _tag: "NotACommand", gotKind: "null", got: null },
    "a command is a JSON object with its type (such as MakeCall), not null",
  ],
  [{ _tag: "UnknownCommand", got: "Nonsense", gotKind: "string" }, 'unknown command type "Nonsense"'],
  [
    { _tag: "UnknownCommand", gotKind: "nothing" },
    'missing field "type": a command names its type (such as MakeCall)',
  ],
];

group("the table Decider's own refusals in English", () => {
  it("every tag has a message, and an example here", () => {
    expect(new Set(EXAMPLES.map(([r]) => r._tag))).toEqual(new Set(Object.keys(REFUSALS)));
  });
  for (const [refusal, words] of EXAMPLES) {
    it(`${refusal._tag}: ${words}`, () => {
      expect(describe(refusal)).toBe(words);
    });
  }
  it("no refusal of the Decider names a card: the words of a refusal to a player reveal no concealed card", () => {
    for (const source of Object.values(REFUSALS)) expect(source).not.toMatch(/\{card/);
  });
});
