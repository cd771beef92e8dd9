import { readFileSync } from "node:fs";
import { replayLog } from "@bridgelaw/table";
import { describe as describeFact } from "@bridgelaw/words";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { examplePath, expectAccessible, openExample, pageForTests, screenshot, toStep } from "./browser.ts";

/*
 * Issue 30, point 2: the facts a committee weighs marked where they happened and listed in a facts panel: a
 * hesitation (16B) in the auction grid and the print, the end-of-play reviews, the revoke card, lead
 * restrictions from their step on, open questions in the rulings panel, a refused event shown as refused, and
 * scores a committee reads at once (average-minus to both sides, a split score).
 */

const base = inject("baseUrl");
let page: Page;
const session = pageForTests();
beforeAll(() => {
  ({ page } = session);
});

const fresh = async () => {
  await page.goto(base);
  await page.getByRole("heading", { name: "Replay a board by the Laws" }).waitFor();
};
/** Opens a log given as lines (a file chosen in the picker). */
const openLines = async (name: string, lines: readonly string[]) => {
  await page.getByLabel("A log (JSON Lines), a PBN or LIN file, or drop one here").setInputFiles({
    name,
    mimeType: "application/x-ndjson",
    buffer: Buffer.from(`${lines.join("\n")}\n`),
  });
  await page.locator(".board-title .log-name", { hasText: name }).waitFor();
};
const panel = async (name: string) => {
  await page.getByRole("button", { name, exact: true }).click();
};
const HESITATION = "information/16B-hesitation-partner-bids-on-adjusted.jsonl";
const exampleLines = (path: string) => readFileSync(examplePath(path), "utf8").trim().split("\n");

describe("the facts a committee weighs, in Chromium", () => {
  it("16B: the hesitation is marked on the call it came with (BIT), explained under the grid and listed in the facts panel", async () => {
    await fresh();
    await openExample(page, HESITATION);
    const cell = page.locator('.auction-grid td[data-position="6"]');
    await expect(cell.locator(".fact-extraneous").textContent()).resolves.toMatch(
      /BIT.*break in tempo.*North.*16B/,
    );
    await expect(page.locator(".call-facts").textContent()).resolves.toMatch(
      /North: a break in tempo \(hesitation\).*thought for about 20 seconds.*unauthorised for South.*East and West reserved their rights/,
    );
    // not before it happened: at the call itself, the hesitation is not yet in the log
    await toStep(page, 6);
    expect(await cell.locator(".fact-mark").count()).toBe(0);
    await toStep(page, 7);
    expect(await cell.locator(".fact-mark").count()).toBe(1);
    await page.keyboard.press("End");
    await panel("Facts");
    const facts = page.getByTestId("facts");
    await expect(facts.locator('li[data-kind="extraneous"]').textContent()).resolves.toMatch(
      /Extraneous information \(16B\).*event 7.*North.*break in tempo/,
    );
    // a click on the event moves the board there
    await facts.getByRole("button", { name: "event 7" }).click();
    await expect(page.getByTestId("step").textContent()).resolves.toMatch(/Event 7 of/);
    await expectAccessible(page);
    await screenshot(page, "facts-hesitation");
  });

  it("16B in the print: the appeal file's auction carries the mark, and the facts are listed", async () => {
    await fresh();
    await openExample(page, HESITATION);
    await page.emulateMedia({ media: "print" });
    try {
      const file = page.locator(".print-only .appeal-file");
      await file.waitFor();
      await expect(
        file.locator('.auction-grid td[data-position="6"] .fact-extraneous').textContent(),
      ).resolves.toContain("BIT");
      await expect(file.locator(".facts").textContent()).resolves.toMatch(/Extraneous information \(16B\)/);
    } finally {
      await page.emulateMedia({ media: "screen" });
    }
  });

  it("reviews (72C), unauthorised information (16C) and the lead restriction (26B) of WS-14b, each from its step", async () => {
    const path = "auction/WS-14b-31B-not-comparable-lead-restriction.jsonl";
    const { view } = replayLog(readFileSync(examplePath(path), "utf8"));
    const review = view.auction.reviews[0]!;
    const restriction = view.leadRestrictions[0]!;
    await fresh();
    await openExample(page, path);
    await panel("Facts");
    const facts = page.getByTestId("facts");
    // the review's words are the words package's
    await expect(facts.locator('li[data-kind="review"]').textContent()).resolves.toContain(
      describeFact(review),
    );
    await expect(facts.locator('li[data-kind="unauthorised"]').textContent()).resolves.toMatch(
      /West's withdrawn or cancelled 1♠ is unauthorised for East-West/,
    );
    await expect(facts.locator('li[data-kind="lead-restriction"]').textContent()).resolves.toMatch(
      /Lead restriction on East's opening lead.*26B/,
    );
    // beside the restricted hand, from the step of the withdrawn call on, not before
    const east = page.locator(".hand-E .lead-restrictions");
    await toStep(page, restriction.from - 1);
    expect(await east.count()).toBe(0);
    await page.keyboard.press("End");
    await expect(east.textContent()).resolves.toMatch(/26B/);
  });

  it("the revoke card (W01, 61A) is marked in the play table; the facts panel follows it to its 64A1 transfer", async () => {
    await fresh();
    await openExample(page, "play/W01-64A1-revoker-wins-revoke-trick.jsonl");
    await toStep(page, 24);
    expect(await page.locator(".tricks-table .revoke-card").count()).toBe(0);
    await toStep(page, 25);
    const card = page.locator('.tricks-table .played[data-position="25"]');
    await expect(card.getAttribute("class")).resolves.toContain("revoke-card");
    await expect(card.locator(".fact-revoke").textContent()).resolves.toMatch(/revoke.*South.*61A/);
    await panel("Facts");
    await expect(page.locator('[data-kind="revoke"]').textContent()).resolves.toMatch(
      /South revoked with ♠2 on trick 5.*committed/,
    );
    await page.keyboard.press("End");
    await expect(page.locator('[data-kind="revoke"]').textContent()).resolves.toMatch(
      /established \(63A1\).*2 tricks transferred \(64A1\)/,
    );
    await expectAccessible(page);
    await screenshot(page, "facts-revoke");
  });

  it("open questions in the rulings panel (W14a: the contested claim, Law 70), gone once ruled", async () => {
    await fresh();
    await openExample(page, "claims/W14a-70C-outstanding-trump.jsonl");
    await toStep(page, 47);
    await panel("Rulings and appeals");
    await expect(page.getByTestId("open-questions").textContent()).resolves.toMatch(
      /For the Director.*about event \d+.*Law 70/,
    );
    await toStep(page, 48);
    await expect(page.getByTestId("open-questions").textContent()).resolves.toBe(
      "No question open for the Director, no option open to a player.",
    );
  });

  it("a refused event is shown as refused: in the step panel, the rulings panel's list and the timeline", async () => {
    const lines = exampleLines(HESITATION);
    lines.splice(8, 0, '{"type":"DirectorRuled","law":"27B1","about":3,"answer":"A1"}');
    await fresh();
    await openLines("refused.jsonl", lines);
    await toStep(page, 9);
    const step = page.locator(".step-panel");
    await expect(page.getByTestId("refused").textContent()).resolves.toMatch(
      /Refused: line 9: .*27B1.*The Laws do not accept this event/,
    );
    await expect(step.textContent()).resolves.not.toContain("Nothing derived");
    await toStep(page, 10);
    await expect(step.textContent()).resolves.toContain(
      "Not replayed: the log stops at the event the Laws refused (event 9)",
    );
    await panel("Rulings and appeals");
    const item = page.locator(".ruling-events li.refused-event");
    await expect(item.textContent()).resolves.toMatch(/DirectorRuled law=27B1.*Refused: line 9/);
    await panel("Timeline");
    await expect(page.locator(".timeline li.refused-event").textContent()).resolves.toMatch(
      /refused: line 9/,
    );
    await panel("Facts");
    await expect(page.locator('[data-kind="refused"]').textContent()).resolves.toMatch(
      /Refused event.*event 9/,
    );
    await expectAccessible(page);
  });

  it("scores a committee reads at once: average-minus to both sides, a split score side by side", async () => {
    const lines = exampleLines(HESITATION).slice(0, -1);
    await fresh();
    await openLines("both-average-minus.jsonl", [
      ...lines,
      '{"type":"ScoreAdjusted","law":"12C2(a)","NS":"average-minus","EW":"average-minus"}',
    ]);
    await panel("Rulings and appeals");
    await expect(page.locator("tr", { hasText: "Director's ruling" }).textContent()).resolves.toContain(
      "average-minus to both sides (North-South and East-West), A−/A−",
    );
    await fresh();
    await openLines("split.jsonl", [
      ...lines,
      '{"type":"ScoreAdjusted","law":"12C1(e)","NS":[{"contract":"4S","declarer":"N","tricks":9}],"EW":[{"contract":"4S","declarer":"N","tricks":10}]}',
    ]);
    await panel("Rulings and appeals");
    await expect(page.getByTestId("applies").textContent()).resolves.toContain(
      "North-South −50 (AS: 4♠ by North, 9 tricks), East-West −420 (AS: 4♠ by North, 10 tricks): a split score, each side scores its own",
    );
    await expectAccessible(page);
  });
});
