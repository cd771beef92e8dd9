import * as Schema from "effect/Schema";
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lazy, lazyList, lazyRecord } from "./lazy.ts";

describe("lazy: a value built at its first use (issue 31)", () => {
  it("builds nothing until the value is used, then once", () => {
    let built = 0;
    const Seat = lazy(() => {
      built++;
      return Schema.Literals(["N", "E", "S", "W"]);
    });
    expect(built).toBe(0);
    const decode = Schema.decodeUnknownSync(Seat);
    expect(decode("N")).toBe("N");
    expect(() => decode("Q")).toThrow(/Expected "N" \| "E" \| "S" \| "W"/);
    expect(Schema.decodeUnknownSync(Seat)("W")).toBe("W");
    expect(built).toBe(1);
  });

  it("is the Schema it stands for: a field of a Struct, a member of a Union, a Schema to Effect", () => {
    const Seat = lazy(() => Schema.Literals(["N", "E", "S", "W"]));
    const Card = lazy(() => Schema.String.check(Schema.isPattern(/^[SHDC][AKQJT98765432]$/)));
    const CardPlayed = lazy(() =>
      Schema.Struct({ type: Schema.Literal("CardPlayed"), seat: Seat, card: Card }),
    );
    const Passed = lazy(() => Schema.Struct({ type: Schema.Literal("Passed"), seat: Seat }));
    const Event = lazy(() => Schema.Union([CardPlayed, Passed]));
    expect(Schema.isSchema(Event)).toBe(true);
    expect(typeof CardPlayed).toBe(typeof Schema.Struct({}));
    expect(Object.keys(CardPlayed.fields)).toEqual(["type", "seat", "card"]);
    const decode = Schema.decodeUnknownSync(Event);
    expect(decode({ type: "CardPlayed", seat: "S", card: "HQ" })).toEqual({
      type: "CardPlayed",
      seat: "S",
      card: "HQ",
    });
    expect(() => decode({ type: "CardPlayed", seat: "S", card: "H1" })).toThrow();
    // The same representation (JSON Schema's source) as the Schemas built at once.
    const seat = Schema.Literals(["N", "E", "S", "W"]);
    const eager = Schema.Union([
      Schema.Struct({
        type: Schema.Literal("CardPlayed"),
        seat,
        card: Schema.String.check(Schema.isPattern(/^[SHDC][AKQJT98765432]$/)),
      }),
      Schema.Struct({ type: Schema.Literal("Passed"), seat }),
    ]);
    expect(JSON.stringify(Schema.toRepresentation(Event))).toBe(
      JSON.stringify(Schema.toRepresentation(eager)),
    );
  });

  it("takes what Effect writes on it (toTaggedUnion adds its helpers to the union it is given)", () => {
    const Union = lazy(() =>
      Schema.Union([
        Schema.Struct({ type: Schema.Literal("A"), n: Schema.Number }),
        Schema.Struct({ type: Schema.Literal("B") }),
      ]),
    );
    const Tagged = lazy(() => Schema.toTaggedUnion("type")(Union));
    expect(Tagged.discriminants).toEqual(["A", "B"]);
    expect(Tagged.guards.A({ type: "A", n: 1 })).toBe(true);
    expect(Tagged.guards.B({ type: "A", n: 1 })).toBe(false);
  });

  it("binds a method to the built value, the same function at every read", () => {
    class Counter {
      #n = 0;
      bump(): number {
        this.#n++;
        return this.#n;
      }
    }
    const c = lazy(() => new Counter());
    expect(c.bump()).toBe(1);
    const bump = c.bump;
    expect(bump()).toBe(2);
    expect(c.bump).toBe(bump);
    expect(c instanceof Counter).toBe(true);
  });

  it("calls and constructs what it stands for", () => {
    class Point {
      constructor(readonly x: number) {}
    }
    const P = lazy(() => Point);
    const p = new P(3);
    expect(p).toBeInstanceOf(Point);
    expect(p.x).toBe(3);
    expect(p instanceof P).toBe(true);
    const double = lazy(() => (n: number) => 2 * n);
    expect(double(21)).toBe(42);
    expect([1, 2].map(double)).toEqual([2, 4]);
  });

  it("lazyRecord and lazyList: the same keys, entries and JSON as the value, a list is an array", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.jsonValue()), (record, list) => {
        let built = 0;
        const r = lazyRecord(() => {
          built++;
          return record;
        });
        const l = lazyList(() => list);
        expect(built).toBe(0);
        expect(Object.keys(r)).toEqual(Object.keys(record));
        expect({ ...r }).toEqual({ ...record });
        expect(JSON.stringify(r)).toBe(JSON.stringify(record));
        expect(Array.isArray(l)).toBe(true);
        expect(l.length).toBe(list.length);
        expect([...l]).toEqual(list);
        expect(JSON.stringify(l)).toBe(JSON.stringify(list));
        expect(built).toBe(1);
      }),
    );
  });
});
