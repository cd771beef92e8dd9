import { type ChainFault, seal, verify } from "@bridgelaw/log";
import { describe, expect, it } from "vitest";
import { describe as words } from "../format.ts";

/** A sealed log of a few records, and ways to break it: each gives one kind of fault. */
const LOG = seal([
  {
    type: "BoardStarted",
    board: 1,
    deal: "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432",
  },
  { type: "CallMade", seat: "N", call: "4S" },
  { type: "CallMade", seat: "E", call: "P" },
  { type: "CallMade", seat: "S", call: "P" },
]);
type Rec = Record<string, unknown>;
const edit = (i: number, f: (r: Rec) => Rec) => LOG.map((r, j) => (j === i ? f({ ...r }) : r));
const without = (r: Rec, ...keys: string[]) =>
  Object.fromEntries(Object.entries(r).filter(([k]) => !keys.includes(k)));
const head = LOG[3]!.hash as string;

const BROKEN: readonly [string, ReturnType<typeof verify>][] = [
  [
    "seal stripped",
    verify(
      LOG.map((r, i) =>
        i === 0 ? without(r, "seq", "prev", "hash") : without(r, "seq", "prev", "hash", "sealed"),
      ),
    ),
  ],
  ["not sealed, head expected", verify([{ type: "CallMade" }], { head })],
  ["no records", verify([], { requireSealed: true })],
  ["not sealed", verify([{ type: "CallMade" }], { requireSealed: true })],
  ["seal fields missing", verify(edit(2, (r) => without(r, "seq", "prev", "hash")))],
  ["marker not first", verify(edit(2, (r) => ({ ...r, sealed: "sha256-chain/1" })))],
  ["marker wrong", verify(edit(0, (r) => ({ ...r, sealed: "x" })))],
  [
    "marker missing first",
    verify(
      edit(0, (r) => without(r, "sealed")).map((r, i) => (i === 1 ? { ...r, sealed: "sha256-chain/1" } : r)),
    ),
  ],
  ["seq wrong", verify(edit(1, (r) => ({ ...r, seq: 7 })))],
  ["seq missing", verify(edit(1, (r) => without(r, "seq")))],
  ["prev wrong", verify(edit(2, (r) => ({ ...r, prev: "0".repeat(64) })))],
  ["prev not genesis", verify(edit(0, (r) => ({ ...r, prev: "1".repeat(64) })))],
  ["prev missing", verify(edit(2, (r) => without(r, "prev")))],
  ["hash malformed", verify(edit(1, (r) => ({ ...r, hash: "x" })))],
  ["hash missing", verify(edit(1, (r) => without(r, "hash")))],
  ["hash mismatch", verify(edit(1, (r) => ({ ...r, call: "5S" })))],
  ["added after head", verify(LOG, { head: LOG[1]!.hash as string })],
  ["cut off", verify(LOG.slice(0, 2), { head, count: 4 })],
  ["last not head", verify(LOG.slice(0, 4), { head: "a".repeat(64), count: 4 })],
  ["end not head", verify(LOG.slice(0, 2), { head })],
];

describe("a broken chain in words: the same English as the log's reason, from the fault as data", () => {
  it.each(BROKEN)("%s", (_, v) => {
    expect(v.status).toBe("broken");
    if (v.status !== "broken") return;
    expect(words(v.fault, "en")).toBe(v.reason);
    expect(words(v.fault, "fr")).not.toBe(v.reason);
    expect(words(v.fault, "fr")).toMatch(/enregistrement|journal/);
  });

  it("every kind of fault is met above", () => {
    const kinds: ChainFault["_tag"][] = [
      "SealStripped",
      "NotSealed",
      "SealFieldsMissing",
      "MarkerNotFirst",
      "MarkerWrong",
      "MarkerMissingFirst",
      "SeqWrong",
      "PrevWrong",
      "HashMalformed",
      "HashUnreadable",
      "HashMismatch",
      "AddedAfterHead",
      "CutOff",
      "LastNotHead",
      "EndNotHead",
    ];
    const met = new Set(BROKEN.map(([, v]) => (v.status === "broken" ? v.fault._tag : "")));
    // HashUnreadable needs a record canonical JSON cannot carry (a lone surrogate): written from data
    expect(kinds.filter((k) => !met.has(k))).toEqual(["HashUnreadable"]);
    const f: ChainFault = { _tag: "HashUnreadable", record: 3, why: "a lone surrogate" };
    expect(words(f, "fr")).toBe("l'empreinte de l'enregistrement 3 ne peut être calculée : a lone surrogate");
  });
});
