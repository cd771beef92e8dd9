import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { howell, mitchell, roundRobin, swissRound, swissStart } from "@bridgelaw/scoring";
import { fc, test } from "@fast-check/vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import {
  decodeTableEvent,
  logLineJsonSchema,
  movementJsonSchema,
  replayLog,
  viewJsonSchema,
} from "./index.ts";

const pkg = new URL("../", import.meta.url).pathname;
const examples = new URL("../../../examples/", import.meta.url).pathname;
const logs = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? logs(join(dir, d.name)) : d.name.endsWith(".jsonl") ? [join(dir, d.name)] : [],
  );
const files = logs(examples);
const shipped = (name: string): unknown => JSON.parse(readFileSync(join(pkg, "schema", name), "utf8"));

const ajv = new Ajv2020({ strict: true, allErrors: true });
const line = ajv.compile(shipped("log-line.v1.json") as object);
const view = ajv.compile(shipped("view.v1.json") as object);
const why = (v: typeof line): string => ajv.errorsText(v.errors);

describe("JSON Schema of the log line and of the view, shipped in schema/ (issue 14)", () => {
  it("schema/log-line.v1.json and schema/view.v1.json are the Effect Schemas' (else: pnpm --filter @bridgelaw/table schemas)", () => {
    expect(shipped("log-line.v1.json")).toEqual(logLineJsonSchema());
    expect(shipped("view.v1.json")).toEqual(viewJsonSchema());
  });

  it("every line of every example log is a valid v1 log line", () => {
    expect(files.length).toBeGreaterThan(200);
    let n = 0;
    for (const f of files) {
      readFileSync(f, "utf8")
        .split("\n")
        .forEach((text, i) => {
          if (text.trim() === "") return;
          const ok = line(JSON.parse(text));
          expect(ok, `${f.slice(examples.length)}:${i + 1}: ${why(line)}`).toBe(true);
          n += 1;
        });
    }
    expect(n).toBeGreaterThan(7000);
  });

  it("the view of every example (and of every prefix of the auction and claims examples) is a valid view", () => {
    for (const f of files) {
      const text = readFileSync(f, "utf8");
      const prefixes = /\/(auction|claims)\//.test(f) ? text.trimEnd().split("\n") : [];
      const texts = [text, ...prefixes.map((_, i) => `${prefixes.slice(0, i + 1).join("\n")}\n`)];
      for (const t of texts) {
        const json = JSON.parse(JSON.stringify(replayLog(t).view));
        expect(view(json), `${f.slice(examples.length)}: ${why(view)}`).toBe(true);
      }
    }
  });

  it("a sealed line's envelope is described: seq, prev and hash", () => {
    const sealed = {
      type: "CallMade",
      seat: "S",
      call: "1NT",
      at: "2026-11-22T19:04:05Z",
      by: "TD",
      seq: 2,
      prev: "0".repeat(64),
      hash: "a".repeat(64),
    };
    expect(line(sealed), why(line)).toBe(true);
    expect(line({ ...sealed, seq: 0 })).toBe(false);
    expect(line({ ...sealed, hash: "xyz" })).toBe(false);
    expect(line({ ...sealed, by: 7 })).toBe(false);
    // the first line of a sealed log carries the seal marker
    expect(line({ ...sealed, seq: 1, sealed: "sha256-chain/1" }), why(line)).toBe(true);
    expect(line({ ...sealed, seq: 1, sealed: "other" })).toBe(false);
  });

  it("what the reader refuses, the schema refuses: an unknown type, a bad token, null for an absent field", () => {
    expect(line({ type: "CallMade", seat: "S", call: "1NT" })).toBe(true);
    expect(line({ type: "CallMade", seat: "S", call: "1N" })).toBe(false);
    expect(line({ type: "CallMade", seat: "Q", call: "1NT" })).toBe(false);
    expect(line({ type: "CardPlayed", seat: "S", card: "S1" })).toBe(false);
    expect(line({ type: "BoardStarted", board: 1, deal: "N:...", dealer: null })).toBe(false);
    expect(line({ type: "CallMade", seat: "S", call: "1NT", simultaneous: null })).toBe(false);
    expect(line({ type: "Shuffled", seat: "S" })).toBe(false);
    expect(line({ seat: "S", call: "1NT" })).toBe(false);
    expect(line({ type: "ScoresPosted" })).toBe(false); // its `at` is required
  });
});

/** Every field of every example line, mutated to another JSON value: the schema and the reader agree. */
const exampleLines = files.flatMap((f) =>
  readFileSync(f, "utf8")
    .split("\n")
    .filter((t) => t.trim() !== "")
    .map((t) => JSON.parse(t) as Record<string, unknown>),
);
const ENVELOPE = new Set(["at", "by", "note", "seq", "prev", "hash", "sealed"]);
const jsonValue = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    14,
    7,
    "",
    "N",
    "SA",
    "1NT",
    "8C",
    "x",
    "2026-11-22T22:00:00Z",
  ),
  fc.string(),
  fc.integer(),
  fc.array(fc.constantFrom("N", "S", "SA", 3)),
  fc.constant({}),
);

describe("the JSON Schema agrees with the log reader (Effect Schema) on tampered lines", () => {
  test.prop([fc.nat({ max: exampleLines.length - 1 }), fc.nat(), jsonValue, fc.boolean()], { numRuns: 600 })(
    "a field of an example line set to another value, or removed: valid for the schema iff the reader takes it",
    (i, k, value, remove) => {
      const record = { ...exampleLines[i]! };
      const keys = Object.keys(record).filter((x) => !ENVELOPE.has(x) || x === "at");
      const key = keys[k % keys.length]!;
      if (remove) delete record[key];
      else record[key] = value;
      let reader = true;
      try {
        decodeTableEvent(record);
      } catch {
        reader = false;
      }
      // the reader keeps an envelope `at` that is not a time as it is (it is not the event's); the schema asks for a time
      if (key === "at" && !("at" in (decodeTableEvent(exampleLines[i]!) as object))) return;
      expect(line(record), `${JSON.stringify(record)}: reader ${reader}; ${why(line)}`).toBe(reader);
    },
  );
});

describe("JSON Schema of the movement file, shipped by @bridgelaw/scoring (issue 29)", () => {
  const movementFile = JSON.parse(
    readFileSync(new URL("../../scoring/schema/movement.v1.json", import.meta.url), "utf8"),
  ) as object;
  const movement = ajv.compile(movementFile);

  it("schema/movement.v1.json is the Effect Schema's (else: pnpm --filter @bridgelaw/table schemas)", () => {
    expect(movementFile).toEqual(movementJsonSchema());
  });

  it("every standard movement is valid; a table without its boards or a seat by name is not", () => {
    for (const m of [
      mitchell(5, { boardsPerRound: 3 }),
      howell(8, { boardsPerRound: 2 }),
      roundRobin(5, { boardsPerRound: 8 }),
      swissRound(swissStart(6), [], 8),
    ])
      expect(movement(JSON.parse(JSON.stringify(m))), why(movement)).toBe(true);
    const bad = JSON.parse(JSON.stringify(mitchell(3, { boardsPerRound: 2 })));
    delete bad.sections[0].rounds[0].tables[0].boards;
    expect(movement(bad)).toBe(false);
    bad.sections[0].rounds[0].tables[0] = { table: 1, NS: "Smith", EW: 2, boards: [1] };
    expect(movement(bad)).toBe(false);
  });
});
