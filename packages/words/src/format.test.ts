import { EventRejected } from "@bridgelaw/log";
import {
  evolveTable,
  initialTableState,
  replayLog,
  seatView,
  type TableEvent,
  type TableState,
  viewOf,
} from "@bridgelaw/table";
import { expect, describe as group, it } from "vitest";
import { LANGS } from "./catalog.ts";
import { AUCTION } from "./en/auction.ts";
import { CLAIM_PHRASES, CLAIMS } from "./en/claims.ts";
import { PLAY } from "./en/play.ts";
import { REFUSALS } from "./en/refusals.ts";
import { SCORING } from "./en/scoring.ts";
import { TABLE } from "./en/table.ts";
import { describe, describeLogError, messageTags, NoMessage, selectKey } from "./format.ts";
import { seatViewWithWords, withWords } from "./view.ts";

const DEAL = "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765";

group("the formatter", () => {
  it("one message a tag: a tag two packages share is the same fact, worded once (the catalogs never disagree)", () => {
    const catalogs: Record<string, Readonly<Record<string, string>>> = {
      AUCTION,
      PLAY,
      CLAIMS,
      CLAIM_PHRASES,
      TABLE,
      REFUSALS,
      SCORING,
    };
    const worded = new Map<string, { readonly by: string; readonly message: string }>();
    const disagree: string[] = [];
    for (const [by, catalog] of Object.entries(catalogs)) {
      for (const [tag, message] of Object.entries(catalog)) {
        const first = worded.get(tag);
        if (first === undefined) worded.set(tag, { by, message });
        else if (first.message !== message) disagree.push(`${tag}: ${first.by} and ${by}`);
      }
    }
    expect(disagree).toEqual([]);
  });

  it("every message of every language compiles (ICU MessageFormat)", () => {
    for (const lang of LANGS) {
      for (const tag of messageTags(lang)) {
        // an unknown field renders as nothing; a syntax error throws
        expect(() => describe({ _tag: tag }, lang), `${lang} ${tag}`).not.toThrow(/syntax/);
      }
    }
  });

  it("writes a fact from its tag and fields, with the language's words for seats", () => {
    expect(describe({ _tag: "MustPass", seat: "E", scope: "next-turn", law: "30A", position: 3 })).toBe(
      "East must pass at his next turn (30A)",
    );
    expect(describe({ _tag: "MustPass", seat: "W", scope: "throughout", law: "27B3", position: 5 })).toBe(
      "West must pass whenever it is his turn to call (27B3)",
    );
  });

  it("a select reads the value as a case key (every non-identifier character as _; none is other)", () => {
    expect(selectKey("next-turn")).toBe("next_turn");
    expect(selectKey("27B1(a)")).toBe("27B1_a_");
    expect(selectKey(undefined)).toBe("other");
    expect(selectKey(true)).toBe("true");
  });

  it("a tag with no message is an error naming the tag and the language", () => {
    expect(() => describe({ _tag: "NoSuchConsequence" })).toThrow(NoMessage);
    expect(() => describe({ _tag: "NoSuchConsequence" })).toThrow("no en message for NoSuchConsequence");
  });

  it("a log error in words: a refusal from its data, any other error as it reads", () => {
    const refused = new EventRejected(4, { _tag: "CardNotHeld", seat: "N", card: "C2" });
    expect(describeLogError(refused)).toBe("line 4: North does not hold C2");
    expect(describeLogError({ line: 2, message: 'line 2: unknown event type "Foo"' })).toBe(
      'line 2: unknown event type "Foo"',
    );
  });

  it("withWords puts the words beside the data of every audit entry, option, question and review", () => {
    const { view } = replayLog(
      [
        JSON.stringify({ type: "BoardStarted", board: 1, deal: DEAL }),
        JSON.stringify({ type: "CallMade", seat: "E", call: "P" }),
        JSON.stringify({ type: "OptionChosen", seat: "S", law: "29A", option: "refuse" }),
      ].join("\n"),
    );
    const worded = withWords(view);
    const bar = worded.audit.find((a) => a._tag === "MustPass");
    expect(bar).toMatchObject({ _tag: "MustPass", seat: "E", text: "East must pass at his next turn (30A)" });
    for (const a of worded.audit) expect(a.text).toBe(describe(a));
    for (const r of worded.auction.reviews) expect(r.text).toBe(describe(r));
    expect(worded.auction.reviews).toContainEqual(
      expect.objectContaining({
        _tag: "DamageReview",
        text: "damage through the pass out of rotation (30A)",
      }),
    );
  });

  it("a board's audit entries are worded once: the next version's view shares them, worded, in each language", () => {
    const events: TableEvent[] = [
      { type: "BoardStarted", board: 1, deal: DEAL },
      { type: "CallMade", seat: "E", call: "P" },
      { type: "OptionChosen", seat: "S", law: "29A", option: "refuse" },
      { type: "CallMade", seat: "N", call: "1C" },
    ] as TableEvent[];
    const states: TableState[] = [];
    let s = initialTableState;
    for (const e of events) states.push((s = evolveTable(s, e)));
    const at3 = withWords(viewOf(states[2]!));
    const at4 = withWords(viewOf(states[3]!));
    const seat4 = seatViewWithWords(seatView(states[3]!, events, { role: "player", seat: "S" }));
    expect(at3.audit.length).toBeGreaterThan(0);
    for (const [i, a] of at3.audit.entries()) {
      expect(at4.audit[i]).toBe(a); // the same frozen entry, worded once
      expect(Object.isFrozen(a)).toBe(true);
      expect(a.text).toBe(describe(a));
    }
    expect(seat4.audit[0]).toBe(at4.audit[0]);
    const french = withWords(viewOf(states[3]!), "fr");
    expect(french.audit[0]!.text).toBe(describe(at4.audit[0]!, "fr"));
    expect(french.audit[0]!.text).not.toBe(at4.audit[0]!.text);
    // a fact that may still change is worded afresh each time
    const open = { _tag: "MustPass", seat: "E", scope: "next-turn", law: "30A", position: 3 } as const;
    const once = withWords({ ...at4, audit: [open] } as never).audit[0];
    const twice = withWords({ ...at4, audit: [open] } as never).audit[0];
    expect(once).not.toBe(twice);
    expect(once).toEqual(twice);
    // frozen on the outside only: what it holds may still change, so it is worded afresh too
    const shallow = Object.freeze({ _tag: "PenaltyCard", seat: "E", cards: ["SA"], law: "50", position: 4 });
    const a = withWords({ ...at4, audit: [shallow] } as never).audit[0];
    expect(a).not.toBe(withWords({ ...at4, audit: [shallow] } as never).audit[0]);
    // a trail that grows from one view to the next: only what may have changed, and what is new, is worded
    const first = viewOf(states[3]!).audit[0]!;
    const moving = { _tag: "MustPass", seat: "E", scope: "next-turn", law: "30A", position: 3 };
    const grown = withWords({ ...at4, audit: [first, moving] } as never).audit;
    moving.seat = "W";
    const later = withWords({ ...at4, audit: [first, moving, first] } as never).audit;
    expect(later[0]).toBe(grown[0]);
    expect(later[1]!.text).toBe(describe(moving as never));
    expect(later[1]!.text).not.toBe(grown[1]!.text);
    expect(later[2]).toBe(grown[0]);
  });
});
