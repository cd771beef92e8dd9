import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatHand, parseDeal, SEATS, type Seat } from "@bridgelaw/cards";
import { ddTable, par } from "@bridgelaw/double-dummy";
import { exportBoards } from "@bridgelaw/formats";
import { replayLog } from "@bridgelaw/table";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  examplePath,
  expectAccessible,
  openExample,
  pageForTests,
  screenshot,
  stepOf,
  toStep,
} from "./browser.ts";

/*
 * Issue 30, point 7: what BBO's hand viewer and BridgeComposer give, in the viewer: the trick on the table in
 * the centre, stepping by trick, played cards greyed, players, vulnerability colours, HCP, the double-dummy
 * table and par solved in a worker, PBN and LIN files opened directly (a file of several boards lists them),
 * and hand records of several deals a page.
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
const POINTS: Readonly<Record<string, number>> = { A: 4, K: 3, Q: 2, J: 1 };
const hcp = (hand: string) => [...hand].reduce((n, c) => n + (POINTS[c] ?? 0), 0);

/** A club night's file: the legal example boards, with the players' names, as PBN (all) and LIN (three). */
const LEGAL = [
  "01-passed-out.jsonl",
  "02-partscore-2H-plus-one.jsonl",
  "03-game-3NT.jsonl",
  "04-small-slam-6S-vulnerable.jsonl",
  "05-grand-slam-7NT.jsonl",
  "06-doubled-down-three-vulnerable.jsonl",
  "07-redoubled-overtrick.jsonl",
  "08-one-notrump-down-one.jsonl",
];
const PLAYERS = { N: "Ann North", E: "Bob East", S: "Cy South", W: "Di West" };
const logs = LEGAL.map((f) => {
  const records = readFileSync(examplePath(f), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { readonly type: string } & Record<string, unknown>);
  records[0] = { ...records[0]!, event: "Club night", players: PLAYERS };
  return records;
});
const dir = mkdtempSync(join(tmpdir(), "bridgelaw-web-files-"));
const PBN = join(dir, "club-night.pbn");
const LIN = join(dir, "club-night.lin");
const ONE = join(dir, "one-board.pbn");
writeFileSync(PBN, exportBoards(logs, "pbn"));
writeFileSync(LIN, exportBoards(logs.slice(0, 3), "lin"));
writeFileSync(ONE, exportBoards([logs[2]!], "pbn"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const chooseFile = (path: string) =>
  page.getByLabel("A log (JSON Lines), a PBN or LIN file, or drop one here").setInputFiles(path);

describe("the hand viewer in Chromium", () => {
  it("3NT (board 3): the trick in the centre, played cards greyed, HCP as dealt, the vulnerable side in colour", async () => {
    const { view } = replayLog(readFileSync(examplePath("03-game-3NT.jsonl"), "utf8"));
    const trick = view.tricks[0]!;
    const third = trick.cards[2]!;
    await fresh();
    await openExample(page, "03-game-3NT.jsonl");
    await toStep(page, third.position);
    const centre = page.getByTestId("current-trick");
    await expect(centre.locator(".trick-head").textContent()).resolves.toBe(`Trick 1, led by West`);
    for (const c of trick.cards.slice(0, 3))
      await expect(centre.locator(`.spot-${c.seat} .spot-card`).textContent()).resolves.toContain(
        c.card.slice(1),
      );
    const fourth = trick.cards[3]!;
    expect(await centre.locator(`.spot-${fourth.seat} .spot-card.empty`).count()).toBe(1);
    // the cards played so far are greyed in their hands, where they were
    for (const c of trick.cards.slice(0, 3)) {
      const gone = page.locator(`.hand-${c.seat} .rank.gone`);
      await expect(gone.allTextContents()).resolves.toEqual([
        `${c.card.slice(1).replace("T", "10")} (played)`,
      ]);
    }
    // the trick complete: its winner said
    await toStep(page, fourth.position);
    await expect(centre.locator(".trick-head").textContent()).resolves.toBe(
      `Trick 1, led by West, won by ${{ N: "North", E: "East", S: "South", W: "West" }[trick.winner!]}`,
    );
    // HCP of each hand as dealt
    const deal = parseDeal(view.deal!);
    for (const s of SEATS)
      await expect(page.getByTestId(`hcp-${s}`).textContent()).resolves.toBe(
        `${hcp(formatHand(deal[s]))} HCP`,
      );
    // board 3: East-West vulnerable
    expect(view.vulnerability).toBe("EW");
    for (const s of ["E", "W"] as Seat[]) {
      await expect(page.locator(`.hand-${s}`).getAttribute("class")).resolves.toContain("is-vul");
      await expect(page.locator(`.hand-${s} .vul-tag`).textContent()).resolves.toBe("vulnerable");
      await expect(page.locator(`.spot-${s} .spot-seat`).getAttribute("class")).resolves.toContain("vul");
    }
    await expect(page.locator(".hand-N .vul-tag").textContent()).resolves.toBe("not vulnerable");
    await expect(page.locator(".auction-grid th.vul").allTextContents()).resolves.toEqual([
      "West, vulnerable",
      "East, vulnerable",
    ]);
    await expectAccessible(page);
    await screenshot(page, "hand-viewer");
  });

  it("stepping by trick: the buttons and Shift+arrows go from one trick complete to the next", async () => {
    const { view } = replayLog(readFileSync(examplePath("03-game-3NT.jsonl"), "utf8"));
    const ends = view.tricks.map((t) => t.cards.at(-1)!.position);
    const lead = view.tricks[0]!.cards[0]!.position;
    await fresh();
    await openExample(page, "03-game-3NT.jsonl");
    await page.getByRole("button", { name: "First event" }).click();
    await page.getByRole("button", { name: "Next trick" }).click();
    expect((await stepOf(page)).step).toBe(ends[0]);
    await page.getByRole("button", { name: "Next trick" }).click();
    expect((await stepOf(page)).step).toBe(ends[1]);
    await page.locator("body").focus();
    await page.keyboard.press("Shift+ArrowRight");
    expect((await stepOf(page)).step).toBe(ends[2]);
    await page.keyboard.press("Shift+ArrowLeft");
    expect((await stepOf(page)).step).toBe(ends[1]);
    await page.getByRole("button", { name: "Previous trick" }).click();
    expect((await stepOf(page)).step).toBe(ends[0]);
    await page.getByRole("button", { name: "Previous trick" }).click();
    expect((await stepOf(page)).step).toBe(lead - 1);
    await page.getByRole("button", { name: "Last event" }).click();
    await expect(page.getByRole("button", { name: "Next trick" }).isDisabled()).resolves.toBe(true);
    // the row of the trick of the step stands out in the play table
    await toStep(page, ends[4]!);
    await expect(page.locator(".tricks-table tr.current-row th").textContent()).resolves.toBe("5");
  });

  it("the double-dummy table and par of the deal, solved in a module worker, equal the package's", async () => {
    const { view } = replayLog(readFileSync(examplePath("04-small-slam-6S-vulnerable.jsonl"), "utf8"));
    const table = ddTable(parseDeal(view.deal!));
    const expected = par(table, view.vulnerability!, view.dealer!);
    const workers: string[] = [];
    page.on("worker", (w) => workers.push(w.url()));
    await fresh();
    await openExample(page, "04-small-slam-6S-vulnerable.jsonl");
    await page.getByRole("button", { name: "Double dummy" }).click();
    const result = page.getByTestId("dd-result");
    await result.waitFor({ timeout: 120_000 });
    for (const d of SEATS)
      for (const s of ["NT", "S", "H", "D", "C"] as const)
        await expect(
          result.locator(`tr[data-declarer="${d}"] td[data-strain="${s}"]`).textContent(),
        ).resolves.toBe(String(table[d][s]));
    const parText = (await page.getByTestId("par").textContent()) ?? "";
    expect(parText).toContain(`NS ${expected.NS > 0 ? "+" : "−"}${Math.abs(expected.NS)}`);
    expect(workers.some((u) => /dd-worker/.test(u))).toBe(true);
    await expectAccessible(page);
    await screenshot(page, "double-dummy");
  });

  it("a PBN file of eight boards lists them; a board opens in the viewer with its players; a one-board file opens at once", async () => {
    await fresh();
    await chooseFile(PBN);
    const list = page.getByTestId("board-list");
    await list.waitFor();
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "club-night.pbn: 8 boards (PBN)",
    );
    expect(await list.locator("tbody tr").count()).toBe(8);
    await expect(list.locator("tbody tr").nth(2).textContent()).resolves.toMatch(
      /^3South, East-WestAnn North, Bob East, Cy South, Di West3NT S, 9: NS \+400/,
    );
    await expectAccessible(page);
    await screenshot(page, "board-file");
    await list.getByRole("button", { name: /^Open board 3 / }).click();
    await expect(page.locator(".board-title").textContent()).resolves.toMatch(/^Board 3/);
    await expect(page.locator(".hand-N .player").textContent()).resolves.toBe(" Ann North");
    await expect(page.locator(".auction-grid thead").textContent()).resolves.toContain("Di West");
    // the same board as the example it was exported from: the same events
    expect((await stepOf(page)).of).toBe(logs[2]!.length);
    await fresh();
    await chooseFile(ONE);
    await expect(page.locator(".board-title").textContent()).resolves.toMatch(/^Board 3/);
  });

  it("a LIN file (BBO) of three boards lists them and opens each", async () => {
    await fresh();
    await chooseFile(LIN);
    const list = page.getByTestId("board-list");
    await list.waitFor();
    expect(await list.locator("tbody tr").count()).toBe(3);
    await list.getByRole("button", { name: /^Open board 2 / }).click();
    await expect(page.locator(".board-title").textContent()).resolves.toMatch(/^Board 2/);
    await expect(page.locator(".result").first().textContent()).resolves.toContain("NS −140");
  });

  it("hand records: every deal with its hands, HCP, double-dummy table and par, four to a printed A4 page", async () => {
    await fresh();
    await chooseFile(PBN);
    await page.getByRole("button", { name: "Hand records of these boards" }).click();
    await page.getByText("8 deals solved double dummy.").waitFor({ timeout: 300_000 });
    const records = page.locator(".hand-record");
    expect(await records.count()).toBe(8);
    for (let i = 0; i < 8; i += 1) {
      const r = records.nth(i);
      const deal = parseDeal(replayLog(logs[i]!.map((l) => JSON.stringify(l)).join("\n")).view.deal!);
      for (const s of SEATS)
        await expect(r.getByTestId(`rec-hcp-${s}`).textContent()).resolves.toBe(
          `${s} ${hcp(formatHand(deal[s]))}`,
        );
      expect(await r.locator(".dd-table tbody tr").count()).toBe(4);
      await expect(r.getByTestId("par").textContent()).resolves.toMatch(/^Par /);
    }
    await expectAccessible(page);
    await page.emulateMedia({ media: "print" });
    try {
      await screenshot(page, "hand-records-print");
      const pdf = await page.pdf({ format: "A4", printBackground: true });
      const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages.length).toBe(2);
    } finally {
      await page.emulateMedia({ media: "screen" });
    }
  });
});
