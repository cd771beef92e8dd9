import { readFileSync } from "node:fs";
import { checkClaim } from "@bridgelaw/claims";
import { replayLog } from "@bridgelaw/table";
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import {
  examplePath,
  expectAccessible,
  openExample,
  pageForTests,
  screenshot,
  toStep,
  watchErrors,
} from "./browser.ts";

const base = inject("baseUrl");
let browser: Browser;
let page: Page;

const W14A = "claims/W14a-70C-outstanding-trump.jsonl";
const W15A = "claims/W15a-70E1-unstated-finesse.jsonl";

/** The Claims panel of the board on screen (the appeal file has its own copy). */
const panel = () => page.locator(".board-main [data-testid=claims]");
const claims = () => panel().locator("article.claim");
/** The i-th claim's report once its worker has answered. */
const reportOf = (i: number) => claims().nth(i).locator(".claim-report");

const fresh = async () => {
  await page.goto(base);
  await page.getByRole("heading", { name: "Replay a board by the Laws" }).waitFor();
};

/** W17a cut after West leads to trick 12, then a second claim: South claims the last 2, both defenders agree. */
const twoClaims = (): string => {
  const lines = readFileSync(examplePath("claims/W17a-68D2b-play-continues.jsonl"), "utf8")
    .trimEnd()
    .split("\n")
    .slice(0, 53);
  lines.push(
    JSON.stringify({ type: "ClaimMade", seat: "S", tricks: 2, statement: "the diamonds are good now" }),
    JSON.stringify({ type: "ClaimAcquiesced", seat: "W" }),
    JSON.stringify({ type: "ClaimAcquiesced", seat: "E" }),
  );
  return `${lines.join("\n")}\n`;
};

const session = pageForTests();
beforeAll(() => {
  ({ browser, page } = session);
});

describe("claims and the claim checker's report (Laws 68–71) in Chromium", () => {
  it("W14a: the claim, its 70C ruling, and the report from a worker: NS take 3 of 3, the outstanding ♠J and its line", async () => {
    await fresh();
    const workers: string[] = [];
    page.on("worker", (w) => workers.push(w.url()));
    await openExample(page, W14A);
    const claim = claims().first();
    await expect(claims().count()).resolves.toBe(1);
    await expect(claim.locator("h3").textContent()).resolves.toContain("South claims 3 of the 3 tricks left");
    await expect(claim.getByTestId("claim-standing").textContent()).resolves.toMatch(
      /ruled by the Director under 70C: NS take 2 of the 3.*Law 70C/,
    );
    await expect(claim.textContent()).resolves.toContain("statement: “the hearts are good”");
    await reportOf(0).waitFor();
    // the report came from a module worker of the app, not the page's thread
    expect(workers.some((u) => /claim-worker/.test(u))).toBe(true);
    const report = (await reportOf(0).textContent()) ?? "";
    expect(report).toContain("Position (trumps ♠, South to play)");
    expect(report).toContain(
      "Double dummy: NS take 3 of 3: the claim holds against the best defence; best line: S ♠A ♠J ♣4 ♦8 | S ♥K ♦6 ♣3 ♦7 | S ♥Q ♦5 ♣2 ♣5",
    );
    expect(report).toContain("No line can lose (whatever NS play): no; the fewest tricks NS can take: 1");
    expect(report).toContain("Stated line: none given (68C)");
    await expect(reportOf(0).getByTestId("claim-70c").textContent()).resolves.toBe(
      "Law 70C: the opponents hold ♠J; the statement does not mention them; a line where it takes a trick: yes (at most 1 trick): S ♥K ♠J ♣4 ♦8. C0, C1 and C3 hold: the Director decides C2 (was it at all likely the claimer forgot the trump?)",
    );
    await expect(claim.textContent()).resolves.toContain(
      "The checker informs; the Director's ruling decides (Law 70).",
    );
    await expect(claim.locator(".claim-status").textContent()).resolves.toBe("");
    // the report the page computed is the checker's own, here in the test's process
    const view = replayLog(readFileSync(examplePath(W14A), "utf8")).view;
    const shown = JSON.parse((await reportOf(0).getAttribute("data-report")) ?? "null");
    expect(shown).toEqual(JSON.parse(JSON.stringify(checkClaim(view.claims[0]!.checkInput))));
    await expectAccessible(page);
    await screenshot(page, "claims-checker");
  });

  it("while the worker checks, the claim says checking… (a polite status); the report replaces it", async () => {
    // a page of its own: the worker's script must come from the server (not a cache), held back until the
    // status has been read, so the check cannot have ended before
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const own = await context.newPage();
    const ownErrors = watchErrors(own);
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await own.route(/claim-worker-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await own.goto(base);
      await openExample(own, W14A);
      const claim = own.locator(".board-main [data-testid=claims] article.claim").first();
      const status = claim.getByRole("status");
      await expect(status.textContent()).resolves.toBe("checking…");
      await expect(status.getAttribute("aria-live")).resolves.toBe("polite");
      await expect(claim.locator(".claim-report").count()).resolves.toBe(0);
      await expectAccessible(own);
      release();
      await claim.locator(".claim-report").waitFor();
      await expect(claim.locator(".claim-status").textContent()).resolves.toBe("");
      expect(ownErrors).toEqual([]);
    } finally {
      release();
      await context.close();
    }
  });

  it("W14a: before the claim there is no panel; back at it, the report is there at once (kept, not checked again)", async () => {
    await fresh();
    await openExample(page, W14A);
    await reportOf(0).waitFor();
    // one check sent to a worker since the page opened (the page's count, on the panel)
    const sent = async () => Number(await panel().getAttribute("data-checks-sent"));
    await expect(sent()).resolves.toBe(1);
    const position = replayLog(readFileSync(examplePath(W14A), "utf8")).view.claims[0]!.position;
    await toStep(page, position - 1);
    await expect(panel().count()).resolves.toBe(0);
    await toStep(page, position);
    // open, not yet disputed: the report from the cache on the first render, no "checking…"
    await expect(claims().first().getByTestId("claim-standing").textContent()).resolves.toContain(
      "open: play is suspended (68D)",
    );
    await expect(reportOf(0).count()).resolves.toBe(1);
    await expect(claims().first().locator(".claim-status").textContent()).resolves.toBe("");
    await toStep(page, position + 1);
    await expect(claims().first().textContent()).resolves.toContain("disputed by West");
    await page.keyboard.press("End");
    await expect(reportOf(0).count()).resolves.toBe(1);
    // back and forth: still the one check
    await expect(sent()).resolves.toBe(1);
    await expectAccessible(page);
  });

  it("W15a: the 70E card: the tricks depend on ♠K being with West, and the line played for it with East", async () => {
    await fresh();
    await openExample(page, W15A);
    await reportOf(0).waitFor();
    await expect(claims().first().getByTestId("claim-standing").textContent()).resolves.toContain(
      "ruled by the Director under 70E1: NS take 1 of the 2",
    );
    await expect(reportOf(0).getByTestId("claim-70e").textContent()).resolves.toBe(
      "Law 70E: the tricks depend on ♠K being with West rather than East: played for it with East, NS take 1: S ♠3 ♠5 ♠A ♠J | N ♠Q ♠10 ♠2 ♠K",
    );
    await expect(reportOf(0).textContent()).resolves.toContain(
      "Law 70C: no trump is out against the claimer",
    );
    await expectAccessible(page);
  });

  it("a board with two claims shows both, each with its report; the appeal file prints them", async () => {
    await fresh();
    const text = twoClaims();
    const view = replayLog(text).view;
    expect(view.claims.length).toBe(2);
    await page.getByLabel("A log (JSON Lines), a PBN or LIN file, or drop one here").setInputFiles({
      name: "two-claims.jsonl",
      mimeType: "application/x-ndjson",
      buffer: Buffer.from(text),
    });
    await page.getByTestId("step").waitFor();
    await expect(claims().count()).resolves.toBe(2);
    await expect(claims().nth(0).textContent()).resolves.toContain(
      "void: play continued by agreement (68D2(b)); the play decides",
    );
    await expect(claims().nth(1).textContent()).resolves.toMatch(
      /South claims 2 of the 2 tricks left.*agreed by West, East.*agreed \(69A\): NS take 2 of the 2/,
    );
    await reportOf(0).waitFor();
    await reportOf(1).waitFor();
    // a check for each claim, sent to the workers once
    await expect(panel().getAttribute("data-checks-sent")).resolves.toBe("2");
    await expect(reportOf(1).textContent()).resolves.toContain("trick so far: West ♦Q");
    for (const i of [0, 1]) {
      const shown = JSON.parse((await reportOf(i).getAttribute("data-report")) ?? "null");
      expect(shown).toEqual(JSON.parse(JSON.stringify(checkClaim(view.claims[i]!.checkInput))));
    }
    await expectAccessible(page);
    await page.emulateMedia({ media: "print" });
    try {
      const file = page.locator(".print-only .appeal-file [data-testid=claims]");
      await file.waitFor();
      await expect(file.locator("article.claim").count()).resolves.toBe(2);
      await expect(file.locator(".claim-report").count()).resolves.toBe(2);
      await expect(file.textContent()).resolves.toContain("Double dummy: NS take 2 of 2");
    } finally {
      await page.emulateMedia({ media: "screen" });
    }
  });

  it("a board without claims has no Claims panel", async () => {
    await fresh();
    await openExample(page, "03-game-3NT.jsonl");
    await expect(panel().count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Appeal file", exact: true }).click();
    await expect(page.locator("[data-testid=claims]").count()).resolves.toBe(0);
  });
});
