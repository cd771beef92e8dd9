import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { lawTitle } from "@bridgelaw/cards";
import { replayLog } from "@bridgelaw/table";
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import {
  examplePath,
  expectAccessible,
  openExample,
  pageForTests,
  screenshot,
  stepOf,
  toStep,
  watchErrors,
} from "./browser.ts";

const base = inject("baseUrl");
let browser: Browser;
let page: Page;
let errors: string[];

const stepPanel = () => page.locator(".step-panel");
/** The Laws every board meets when nothing goes wrong: the deal, the auction's course, the lead, the play, the score. */
const ROUTINE = new Set(["2", "17B", "22A", "22B", "41A", "41D", "44", "79A", "79A1"]);
/** One example of each kind (each folder of examples/), with the first irregularity the packages find in it. */
const KINDS = [
  "auction/WS-03-27B2-replaced-by-pass.jsonl",
  "board/14B4-missing-card-restored-revoke.jsonl",
  "board/15A3-board-23-called-on-board-22-with-these-cards.jsonl",
  "claims/W16-68B2-partner-objects-at-once.jsonl",
  "information/16B-hesitation-partner-bids-on-adjusted.jsonl",
  "information/20F-questions-about-the-opponents-calls-and-answers.jsonl",
  "play/W07d-54D-refused-penalty-card-and-50D2.jsonl",
  "score/12C1e-serious-error-redressed-in-part.jsonl",
  "session/86B1-one-result/b10-t1.jsonl",
  "session/pairs/b1-t3.jsonl",
].map((path) => {
  const { view, lines } = replayLog(readFileSync(examplePath(path), "utf8"));
  const first = view.audit.find((a) => !ROUTINE.has(a.law));
  if (first === undefined) throw new Error(`${path}: no irregularity`);
  return {
    path,
    step: first.position,
    law: first.law,
    title: lawTitle(first.law, view.edition),
    of: lines.length,
  };
});
const fresh = async () => {
  await page.goto(base);
  await page.getByRole("heading", { name: "Replay a board by the Laws" }).waitFor();
};

const session = pageForTests();
beforeAll(() => {
  ({ browser, page, errors } = session);
});

describe("the board viewer in Chromium", () => {
  it("the opening screen: file picker, URL, examples; accessible", async () => {
    await fresh();
    await expect(page.getByLabel("A log (JSON Lines), a PBN or LIN file, or drop one here")).toBeTruthy();
    expect(await page.getByLabel("An example of the repository").locator("option").count()).toBeGreaterThan(
      150,
    );
    await expectAccessible(page);
    await screenshot(page, "open");
  });

  it("a legal board from the file picker: every step, the buttons, the result as the packages score it", async () => {
    await fresh();
    const path = examplePath("03-game-3NT.jsonl");
    const expected = replayLog(readFileSync(path, "utf8"));
    await page.getByLabel("A log (JSON Lines), a PBN or LIN file, or drop one here").setInputFiles(path);
    await page.getByTestId("step").waitFor();
    const { step, of } = await stepOf(page);
    expect(step).toBe(expected.lines.length);
    expect(of).toBe(expected.lines.length);
    const result = expected.view.result!;
    await expect(page.getByTestId("result").first().textContent()).resolves.toContain(
      `NS ${result.score.NS > 0 ? "+" : ""}${result.score.NS}`,
    );
    await page.getByRole("button", { name: "First event" }).click();
    expect((await stepOf(page)).step).toBe(0);
    await page.getByRole("button", { name: "Next event" }).click();
    expect((await stepOf(page)).step).toBe(1);
    // the board is opened: Law 2 gives the dealer and the vulnerability
    await expect(stepPanel().textContent()).resolves.toMatch(/Law 2.*The Duplicate Boards/);
    // the four hands of 13 cards before any card is played
    expect(await page.locator(".diagram .count").allTextContents()).toEqual([
      "13 cards",
      "13 cards",
      "13 cards",
      "13 cards",
    ]);
    await page.getByRole("button", { name: "Last event" }).click();
    expect((await stepOf(page)).step).toBe(of);
    await expectAccessible(page);
    await screenshot(page, "viewer-legal-board");
  });

  it("auction (WS-01): the insufficient bid's step shows Law 18D, then 27A1, each with its title; the grid marks it", async () => {
    await fresh();
    await openExample(page, "auction/WS-01-27A1-insufficient-bid-accepted.jsonl");
    await toStep(page, 3);
    await expect(stepPanel().textContent()).resolves.toMatch(/Law 18D.*Bids.*insufficient/);
    await toStep(page, 4);
    await expect(stepPanel().textContent()).resolves.toMatch(/Law 27A1.*Insufficient Bid.*accepts/);
    const cell = page.locator('td.call[data-position="3"]');
    await expect(cell.getAttribute("class")).resolves.toContain("irregular");
    await expect(cell.textContent()).resolves.toContain("27A1");
    await expect(page.locator(".call-notes").textContent()).resolves.toMatch(/27A1.*Insufficient Bid/);
    await expectAccessible(page);
    await screenshot(page, "viewer-auction-27A1");
  });

  it("play (W01): the revoke (61A), its establishment (63A1), the transfer at the end (64A1), dummy faced", async () => {
    await fresh();
    await openExample(page, "play/W01-64A1-revoker-wins-revoke-trick.jsonl");
    await toStep(page, 6);
    await expect(page.locator(".hand-N h3").textContent()).resolves.toContain("dummy, faced (Law 41D)");
    await toStep(page, 25);
    await expect(stepPanel().textContent()).resolves.toMatch(
      /Law 61A.*Failure to Follow Suit.*revoke committed/,
    );
    await toStep(page, 26);
    await expect(stepPanel().textContent()).resolves.toMatch(/Law 63A1.*Establishment of a Revoke/);
    await page.keyboard.press("End");
    await expect(stepPanel().textContent()).resolves.toMatch(
      /Law 64A1.*Procedure after Establishment of a Revoke.*2 tricks transferred/,
    );
    await expect(page.locator(".tricks-won").textContent()).resolves.toMatch(/after Law 64/);
    // played cards are gone: at the end, no hand holds a card
    expect(await page.locator(".diagram .count").allTextContents()).toEqual([
      "0 cards",
      "0 cards",
      "0 cards",
      "0 cards",
    ]);
    await screenshot(page, "viewer-play-revoke");
  });

  it("play (W22): penalty cards are shown apart from the hand, with their Law", async () => {
    await fresh();
    await openExample(page, "play/W22-50C-minor-penalty-card-then-two-major.jsonl");
    const log = replayLog(
      readFileSync(examplePath("play/W22-50C-minor-penalty-card-then-two-major.jsonl"), "utf8"),
    );
    const exposed = log.lines.findIndex((l) => l.record.type === "CardExposed");
    expect(exposed).toBeGreaterThan(0);
    await toStep(page, exposed + 1);
    const onTable = page.locator(".on-table");
    expect(await onTable.count()).toBeGreaterThan(0);
    await expect(onTable.first().textContent()).resolves.toMatch(/penalty card/);
  });

  it("claims (W14a): the claim disputed leaves a question for the Director (70); his ruling answers it", async () => {
    await fresh();
    await openExample(page, "claims/W14a-70C-outstanding-trump.jsonl");
    await toStep(page, 46);
    await expect(stepPanel().textContent()).resolves.toMatch(/Law 68A.*Claim or Concession of Tricks/);
    await toStep(page, 47);
    await expect(page.locator(".ruling-needed").textContent()).resolves.toMatch(
      /Question for the Director.*Law 70.*Contested Claim or Concession/,
    );
    await toStep(page, 48);
    expect(await page.locator(".ruling-needed").count()).toBe(0);
    await expect(stepPanel().textContent()).resolves.toMatch(/Law 70C.*NS take 2 of the 3/);
  });

  it("session (pairs b1-t3): the rulings panel: table result, ruling 12C1(b), decision 93B2, which applies, 79C/92B times", async () => {
    await fresh();
    await openExample(page, "session/pairs/b1-t3.jsonl");
    await page.getByRole("button", { name: "Rulings and appeals" }).click();
    const panel = page.locator(".rulings");
    const text = (await panel.textContent()) ?? "";
    expect(text).toMatch(/At the table.*2S.*79A1/);
    expect(text).toMatch(/Director's ruling.*12C1\(b\)/);
    expect(text).toMatch(/On appeal.*appeals committee.*93B2/);
    await expect(page.getByTestId("applies").textContent()).resolves.toMatch(
      /the appeals committee's decision applies \(changed; 93B2, position 10\): NS 50% 3♣E= −110 \/ 50% 2♠N= \+110/,
    );
    expect(text).toMatch(/Correction period ends.*2026-11-22 22:30 UTC/);
    expect(text).toMatch(/Appeals must be lodged by.*2026-11-22 22:30 UTC/);
    expect(text).toMatch(/92D1/);
    await expect(panel.locator("tr.applies th").textContent()).resolves.toBe("On appeal");
    await expectAccessible(page);
    await screenshot(page, "rulings-and-appeals");
  });

  it.each(KINDS)(
    "each kind of example ($path): stepped to its first irregularity, Law $law and its title",
    async (k) => {
      await fresh();
      await openExample(page, k.path);
      expect((await stepOf(page)).of).toBe(k.of);
      await toStep(page, k.step);
      const text = (await stepPanel().textContent()) ?? "";
      expect(text).toContain(`Law ${k.law}`);
      if (k.title !== null) expect(text).toContain(k.title);
    },
  );

  // every example, one after another: the time it takes is the number of examples times the machine's load, so
  // the test has room for a slow, shared machine (it measures nothing of time)
  it("every example of the repository opens and steps to its end with the packages' count of events", {
    timeout: 900_000,
  }, async () => {
    await fresh();
    const select = page.getByLabel("An example of the repository");
    const paths = await select
      .locator("option")
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ""));
    expect(paths.length).toBeGreaterThan(200);
    const wrong: unknown[] = [];
    for (const path of paths) {
      await openExample(page, path);
      const { lines } = replayLog(readFileSync(examplePath(path), "utf8"));
      await page.keyboard.press("End");
      const at = await stepOf(page);
      const problems = errors.splice(0);
      if (at.step !== lines.length || at.of !== lines.length || problems.length > 0)
        wrong.push({ path, at, events: lines.length, problems });
    }
    expect(wrong).toEqual([]);
  });

  it("alerts and explanations (20F): the call marked in the grid, the explanation listed with its words", async () => {
    await fresh();
    await openExample(page, "information/20F-questions-about-the-opponents-calls-and-answers.jsonl");
    await toStep(page, 6);
    const cell = page.locator('.auction-grid td[data-position="3"]');
    await expect(cell.locator(".alert-mark").textContent()).resolves.toBe("!");
    await expect(cell.locator(".note-mark").textContent()).resolves.toBe("a");
    await expect(page.getByRole("list", { name: "Alerts and explanations" }).textContent()).resolves.toMatch(
      /call at 3: alerted by West.*call at 3: explained by West \(event 6\): “both majors”/,
    );
  });

  it("a 2007 board reads the 2007 Code's titles (Law 17: Duration of the Auction)", async () => {
    await fresh();
    await openExample(page, "auction/ED-A10-2007-30B2-pass-at-partner-turn.jsonl");
    await toStep(page, 1);
    await expect(stepPanel().textContent()).resolves.toMatch(/Law 17B.*Duration of the Auction/);
    await expect(page.locator(".table-centre").textContent()).resolves.toContain("2007 Code");
    await openExample(page, "auction/ED-A10-2017-30B1-pass-at-partner-turn.jsonl");
    await toStep(page, 1);
    await expect(stepPanel().textContent()).resolves.toMatch(/Law 17B.*The Auction Period/);
  });

  it("the timeline moves the board to the event clicked", async () => {
    await fresh();
    await openExample(page, "auction/WS-08-30A-pass-at-rho-turn.jsonl");
    await page.getByRole("button", { name: "Timeline" }).click();
    await page.locator(".timeline ol > li").nth(2).getByRole("button").click();
    expect((await stepOf(page)).step).toBe(3);
    await expectAccessible(page);
    await screenshot(page, "timeline");
  });

  it("a log at a URL (served with CORS), and a file dropped on the page", async () => {
    const text = readFileSync(examplePath("play/W05-62-defender-revoke-corrected.jsonl"), "utf8");
    const server: Server = createServer((_, res) => {
      res.writeHead(200, { "content-type": "application/x-ndjson", "access-control-allow-origin": "*" });
      res.end(text);
    });
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    try {
      await fresh();
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/W05.jsonl`;
      await page.getByLabel("A log (or a PBN or LIN file) at a URL").fill(url);
      await page.getByRole("button", { name: "Open the URL" }).click();
      await page.getByTestId("step").waitFor();
      await expect(page.locator(".board-title").textContent()).resolves.toContain("W05.jsonl");
      expect((await stepOf(page)).of).toBe(replayLog(text).lines.length);
    } finally {
      server.close();
    }
    await fresh();
    const drop = await page.evaluateHandle((t) => {
      const dt = new DataTransfer();
      dt.items.add(new File([t], "dropped.jsonl", { type: "application/x-ndjson" }));
      return dt;
    }, text);
    await page.locator(".drop-zone").dispatchEvent("drop", { dataTransfer: drop });
    await page.getByTestId("step").waitFor();
    await expect(page.locator(".board-title").textContent()).resolves.toContain("dropped.jsonl");
  });

  it("the share link holds the log (compressed in the fragment) and the step, and reopens it", async () => {
    await fresh();
    await page
      .getByLabel("A log (JSON Lines), a PBN or LIN file, or drop one here")
      .setInputFiles(examplePath("play/W05-62-defender-revoke-corrected.jsonl"));
    await page.getByTestId("step").waitFor();
    await toStep(page, 12);
    await page.getByRole("button", { name: "Share link" }).click();
    const link = await page.getByTestId("share-link").inputValue();
    expect(link).toMatch(/#log=[A-Za-z0-9_-]+&step=12$/);
    const other = await browser.newPage();
    const otherErrors = watchErrors(other);
    await other.goto(link);
    await other.getByTestId("step").waitFor();
    expect(await other.getByTestId("step").textContent()).toMatch(/Event 12 of /);
    expect(await other.locator(".board-title").textContent()).toContain("shared-board.jsonl");
    // an example's link names its location
    await other.goto(
      `${base}#example=${encodeURIComponent("play/W05-62-defender-revoke-corrected.jsonl")}&step=3`,
    );
    await other.getByText("Event 3 of").waitFor();
    expect(otherErrors).toEqual([]);
    await other.close();
  });

  it("a log with a bad line: the board up to it, and the error naming the line", async () => {
    await fresh();
    const lines = readFileSync(examplePath("03-game-3NT.jsonl"), "utf8").split("\n");
    lines.splice(3, 0, '{"type":"CallMade","seat":"Q","call":"1S"}');
    await page.getByLabel("A log (JSON Lines), a PBN or LIN file, or drop one here").setInputFiles({
      name: "bad.jsonl",
      mimeType: "application/x-ndjson",
      buffer: Buffer.from(lines.join("\n")),
    });
    await page.getByTestId("step").waitFor();
    expect((await stepOf(page)).of).toBe(3);
    await expect(page.locator(".log-error").first().textContent()).resolves.toMatch(/line 4/);
  });

  it("the appeal file prints the deal, auction, play, timeline, ruling and decision (CSS print)", async () => {
    await fresh();
    await openExample(page, "session/pairs/b1-t1.jsonl");
    await page.emulateMedia({ media: "print" });
    try {
      const file = page.locator(".print-only .appeal-file");
      await file.waitFor();
      expect(await file.isVisible()).toBe(true);
      expect(await page.locator(".step-control").isVisible()).toBe(false);
      const text = (await file.textContent()) ?? "";
      for (const part of ["The deal", "Auction", "Play", "Timeline", "Rulings and appeals"])
        expect(text).toContain(part);
      await screenshot(page, "appeal-file-print");
    } finally {
      await page.emulateMedia({ media: "screen" });
    }
    await page.getByRole("button", { name: "Appeal file", exact: true }).click();
    await expectAccessible(page);
  });

  it("the live table's join page (no token yet): a token field and the server's API; accessible", async () => {
    await page.goto(`${base}#live`);
    await page.getByRole("heading", { name: "Live table" }).waitFor();
    expect(await page.getByLabel("Token").getAttribute("type")).toBe("password");
    await expect(page.getByLabel("Server API").inputValue()).resolves.toBe("/api");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Viewer" }).click();
    await page.getByRole("heading", { name: "Live table" }).waitFor({ state: "detached" });
    await expect(page.getByRole("link", { name: "Viewer" }).getAttribute("aria-current")).resolves.toBe(
      "page",
    );
  });

  it("keyboard only: skip link, open an example, step with the arrows, switch panels", async () => {
    await fresh();
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Skip to the board");
    const select = page.getByLabel("An example of the repository");
    // Tab through the page to the example picker, choose with the keyboard, open with Enter
    for (let i = 0; i < 20; i += 1) {
      if (await select.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    expect(await select.evaluate((el) => el === document.activeElement)).toBe(true);
    await select.selectOption("auction/WS-08-30A-pass-at-rho-turn.jsonl");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.getByTestId("step").waitFor();
    const { of } = await stepOf(page);
    await page.keyboard.press("Home");
    expect((await stepOf(page)).step).toBe(0);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect((await stepOf(page)).step).toBe(2);
    await page.keyboard.press("ArrowLeft");
    expect((await stepOf(page)).step).toBe(1);
    await page.keyboard.press("End");
    expect((await stepOf(page)).step).toBe(of);
    // Tab to the panel buttons and open the rulings panel with the keyboard
    for (let i = 0; i < 30; i += 1) {
      const label = await page.evaluate(() => document.activeElement?.textContent ?? "");
      if (label === "Rulings and appeals") break;
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    expect(await page.locator(".rulings").count()).toBe(1);
  });
});
