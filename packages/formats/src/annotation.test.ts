import { describe, expect, it } from "vitest";
import { composeNote, decomposeNote } from "./annotation.ts";
import { composeMetaNote, parseMetaNote } from "./meta-note.ts";

describe("the note of a call or card", () => {
  it("suffix, NAGs, alert, text and comments, and back", () => {
    const a = { suffix: "!!", nags: [25], alert: true, text: "two colours", comments: ["slow"] };
    expect(composeNote(a)).toBe("!! $25 Alert: two colours {slow}");
    expect(decomposeNote("!! $25 Alert: two colours {slow}")).toEqual(a);
  });
  it("a note typed by hand is the explanation; nothing is no note", () => {
    expect(decomposeNote("natural, 5+ hearts")).toEqual({
      nags: [],
      alert: false,
      text: "natural, 5+ hearts",
      comments: [],
    });
    expect(composeNote({ nags: [], alert: false, text: "", comments: [] })).toBeUndefined();
    expect(decomposeNote("Alert")).toMatchObject({ alert: true, text: "" });
  });
});

describe("the note of BoardStarted: what the log has no field for, as PBN", () => {
  it("tags, a section with its data, comments, and back", () => {
    const meta = {
      tags: [
        { name: "Site", value: 'Amsterdam "Schiphol"' },
        { name: "West", value: "Podgor" },
      ],
      sections: [
        {
          name: "OptimumResultTable",
          value: "Declarer;Denomination\\2R;Result\\2R",
          lines: ["N C 9", "N D 6"],
        },
      ],
      comments: ["a diagram\n  S AK"],
      text: "",
    };
    const note = composeMetaNote(meta)!;
    expect(note).toBe(
      '[Site "Amsterdam \\"Schiphol\\""]\n[West "Podgor"]\n{a diagram\n  S AK}\n[OptimumResultTable "Declarer;Denomination\\\\2R;Result\\\\2R"]\nN C 9\nN D 6',
    );
    expect(parseMetaNote(note)).toEqual(meta);
  });
  it("a note that is not PBN is free text", () => {
    expect(parseMetaNote("Board fouled at table 3")).toEqual({
      tags: [],
      sections: [],
      comments: [],
      text: "Board fouled at table 3",
    });
  });
});
