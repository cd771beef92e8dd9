import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportBoards } from "@bridgelaw/formats";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  examplePath,
  expectAccessible,
  expectFits,
  openExample,
  pageForTests,
  screenshot,
  toStep,
} from "./browser.ts";

/*
 * Issue 30, point 4: the viewer on a phone, 390 px wide (an iPhone's CSS width): nothing wider than the
 * screen (no horizontal scroll, no hand cut off, no panel wider than the page), a slider as wide as the screen,
 * the step bar never over a heading, and axe-core clean on every main screen at that width.
 */

const WIDTH = 390;
const base = inject("baseUrl");
let page: Page;
const session = pageForTests({ viewport: { width: WIDTH, height: 844 }, hasTouch: true });
beforeAll(() => {
  ({ page } = session);
});

const dir = mkdtempSync(join(tmpdir(), "bridgelaw-web-phone-"));
const PBN = join(dir, "club-night.pbn");
writeFileSync(
  PBN,
  exportBoards(
    ["03-game-3NT.jsonl", "04-small-slam-6S-vulnerable.jsonl"].map((f) =>
      readFileSync(examplePath(f), "utf8"),
    ),
    "pbn",
  ),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every heading of the page scrolled to the top and to the bottom of the screen: the step bar covers none. */
const expectHeadingsClear = async () => {
  const covered = await page.evaluate(async () => {
    const bar = document.querySelector(".step-control");
    const out: string[] = [];
    for (const h of document.querySelectorAll("main h1, main h2, main h3")) {
      const box = h.getBoundingClientRect();
      // not shown: in the print-only part, or in a closed <details>
      if (box.width === 0 || h.closest(".print-only") !== null || h.closest("details:not([open])") !== null)
        continue;
      for (const block of ["start", "end"] as const) {
        h.scrollIntoView({ block });
        await new Promise((r) => requestAnimationFrame(() => r(null)));
        const r = h.getBoundingClientRect();
        const b = bar?.getBoundingClientRect();
        const overlaps = b !== undefined && r.bottom > b.top + 0.5 && r.top < b.bottom - 0.5;
        const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 20), r.top + r.height / 2);
        if (overlaps || hit === null || !h.contains(hit))
          out.push(`${h.textContent?.slice(0, 40)} (${block}: ${Math.round(r.top)}–${Math.round(r.bottom)})`);
      }
    }
    window.scrollTo(0, 0);
    return out;
  });
  expect(covered).toEqual([]);
};

const panel = (name: string) => page.getByRole("button", { name, exact: true }).click();

describe("the viewer on a phone (390 px wide), in Chromium", () => {
  it("the opening screen fits and is accessible", async () => {
    await page.goto(base);
    await page.getByRole("heading", { name: "Replay a board by the Laws" }).waitFor();
    await expectFits(page, WIDTH);
    await expectAccessible(page);
  });

  it("a board in the play (W01): the four hands within the screen, the slider the screen's width, the step bar at the bottom over no heading", async () => {
    await page.goto(base);
    await openExample(page, "play/W01-64A1-revoker-wins-revoke-trick.jsonl");
    await toStep(page, 27);
    await expectFits(page, WIDTH);
    for (const s of ["N", "E", "S", "W"]) {
      const r = (await page.locator(`.hand-${s}`).boundingBox())!;
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.x + r.width).toBeLessThanOrEqual(WIDTH);
    }
    const slider = (await page.getByRole("slider").boundingBox())!;
    expect(slider.width).toBeGreaterThan(WIDTH * 0.8);
    // the step bar sits at the bottom of the screen: its buttons within reach, none off the screen
    const bar = (await page.locator(".step-control").boundingBox())!;
    expect(bar.y + bar.height).toBeCloseTo(844, 0);
    for (const name of [
      "First event",
      "Previous trick",
      "Previous event",
      "Next event",
      "Next trick",
      "Last event",
    ]) {
      const b = (await page.getByRole("button", { name }).boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(WIDTH);
      expect(b.height).toBeGreaterThanOrEqual(30);
    }
    await expectHeadingsClear();
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "phone-board", false);
  });

  it.each([
    ["This step", "play/W01-64A1-revoker-wins-revoke-trick.jsonl"],
    ["Facts", "information/16B-hesitation-partner-bids-on-adjusted.jsonl"],
    ["Rulings and appeals", "session/pairs/b1-t3.jsonl"],
    ["Timeline", "play/W01-64A1-revoker-wins-revoke-trick.jsonl"],
    ["Double dummy", "03-game-3NT.jsonl"],
    ["Appeal file", "session/pairs/b1-t3.jsonl"],
  ])("the %s panel (%s) fits the screen, clear of the step bar, accessible", async (name, path) => {
    await page.goto(base);
    await openExample(page, path);
    await panel(name);
    if (name === "Double dummy") await page.getByTestId("dd-result").waitFor({ timeout: 120_000 });
    await expectFits(page, WIDTH);
    await expectHeadingsClear();
    await expectAccessible(page);
    if (name === "Rulings and appeals") {
      await page.locator(".rulings").evaluate((e) => e.scrollIntoView({ block: "start" }));
      await screenshot(page, "phone-rulings", false);
    }
  });

  it("what-if with a branch compared: the forms and the comparison fit the screen", async () => {
    await page.goto(base);
    await openExample(page, "play/W32-64B5-revoke-raised-after-the-round.jsonl");
    await panel("What if");
    await page.keyboard.press("End");
    const editor = page.locator("form.event-editor");
    await editor.getByLabel("after").fill("");
    await editor.getByRole("button", { name: /in the branch$/ }).click();
    await page.getByTestId("differences").waitFor();
    await expectFits(page, WIDTH);
    await expectHeadingsClear();
    await expectAccessible(page);
    await page.locator(".comparison").evaluate((e) => e.scrollIntoView({ block: "start" }));
    await screenshot(page, "phone-what-if", false);
  });

  it("a PBN file's boards and their hand records fit the screen", async () => {
    await page.goto(base);
    await page.getByLabel("A log (JSON Lines), a PBN or LIN file, or drop one here").setInputFiles(PBN);
    await page.getByTestId("board-list").waitFor();
    await expectFits(page, WIDTH);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Hand records of these boards" }).click();
    await page.getByText("2 deals solved double dummy.").waitFor({ timeout: 120_000 });
    await expectFits(page, WIDTH);
    await expectAccessible(page);
  });

  it("the live table's join page fits the screen", async () => {
    await page.goto(`${base}#live`);
    await page.getByRole("heading", { name: "Live table" }).waitFor();
    await expectFits(page, WIDTH);
    await expectAccessible(page);
  });
});
