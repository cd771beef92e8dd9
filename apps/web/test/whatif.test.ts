import { readFileSync } from "node:fs";
import { readLog, replayLog } from "@bridgelaw/table";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import {
  examplePath,
  expectAccessible,
  openExample,
  pageForTests,
  screenshot,
  stepOf,
  toStep,
} from "./browser.ts";

const base = inject("baseUrl");
let page: Page;

const start = async (path: string) => {
  await page.goto(base);
  await openExample(page, path);
  await page.getByRole("button", { name: "What if" }).click();
};
const differences = () => page.getByTestId("differences");
/** Presses Tab until the focused element is the one given (at most `limit` times); fails if never. */
const tabTo = async (target: ReturnType<Page["getByRole"]>, limit = 60) => {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
};

const session = pageForTests({ acceptDownloads: true });
beforeAll(() => {
  ({ page } = session);
});

describe("what-if in Chromium", () => {
  it("revoke board (W32): attention drawn during the round, not after it: the transfer (64A2) and the score change; the branch saves as a log", async () => {
    const path = "play/W32-64B5-revoke-raised-after-the-round.jsonl";
    const text = readFileSync(examplePath(path), "utf8");
    const logged = replayLog(text);
    expect(logged.view.transfers).toEqual([]);
    await start(path);
    const { of } = await stepOf(page);
    await toStep(page, of);
    const editor = page.getByRole("form", { name: `Change event ${of}` });
    await editor.getByLabel("after").fill("");
    await editor.getByRole("button", { name: `Change event ${of} in the branch` }).click();
    await differences().waitFor();
    await expect(page.getByTestId("parting").textContent()).resolves.toContain(`part at event ${of}`);
    const transfers = differences().locator('tr[data-aspect="transfers"]');
    await expect(transfers.locator("td").nth(0).textContent()).resolves.toBe("none");
    await expect(transfers.locator("td").nth(1).textContent()).resolves.toMatch(
      /1 trick from East-West to North-South \(Law 64A2/,
    );
    const score = differences().locator('tr[data-aspect="appliedScore"]');
    await expect(score.locator("td").nth(0).textContent()).resolves.toContain("NS −100");
    await expect(score.locator("td").nth(1).textContent()).resolves.toContain("NS +600");
    await expect(page.locator(".only-in").textContent()).resolves.toMatch(/what if, event \d+: Law 64A2/);
    await expectAccessible(page);
    await screenshot(page, "what-if-revoke");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Save the branch as a log" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("W32-64B5-revoke-raised-after-the-round-what-if.jsonl");
    const saved = readFileSync((await download.path())!, "utf8");
    const branch = replayLog(saved);
    expect(branch.error).toBeUndefined();
    expect(branch.view.transfers).toEqual([{ revoke: 17, from: "EW", to: "NS", tricks: 1, law: "64A2" }]);
    expect(branch.view.result?.score.NS).toBe(600);
    expect(saved.trim().split("\n").at(-1)).toBe('{"type":"AttentionDrawn","seat":"N","about":17}');
    expect(saved.trim().split("\n").length).toBe(of);

    await page.getByRole("button", { name: "Step through the branch" }).click();
    await expect(page.locator(".board-title").textContent()).resolves.toContain("-what-if.jsonl");
  });

  it("64C1 (C64C1): the Director's equity ruling answered with another figure changes the tricks and the score", async () => {
    const path = "play/C64C1-equity-where-64B1-gives-nothing.jsonl";
    const logged = replayLog(readFileSync(examplePath(path), "utf8"));
    const at = logged.lines.findIndex((l) => l.record.type === "DirectorRuled") + 1;
    const ruled = logged.lines[at - 1]!.record.tricks as number;
    await start(path);
    await toStep(page, at);
    const form = page.locator("form.answer-form").first();
    await expect(form.textContent()).resolves.toMatch(/Law 64C/);
    await form.getByLabel("Tricks the ruling awards").fill(String(ruled - 1));
    await form.getByLabel("The Director's words").fill("one trick less");
    await form.getByRole("button", { name: "Answer in the branch" }).click();
    await differences().waitFor();
    await expect(page.getByTestId("parting").textContent()).resolves.toContain(`part at event ${at}`);
    expect(await differences().locator('tr[data-aspect="tricks"]').count()).toBe(1);
    expect(await differences().locator('tr[data-aspect="appliedScore"]').count()).toBe(1);
    expect(await differences().locator('tr[data-aspect="transfers"]').count()).toBe(0);
    // the tricks the Director decided are his ruling on both sides, never the table result
    const applied = differences().locator('tr[data-aspect="appliedScore"] td');
    for (const i of [0, 1]) {
      const t = (await applied.nth(i).textContent()) ?? "";
      expect(t).toMatch(/^the Director's ruling on the tricks applies \(64C1, position \d+\): 4♥ by South/);
      expect(t).not.toContain("table result");
    }
    await expect(applied.nth(0).textContent()).resolves.toContain(`${ruled} tricks`);
    await expect(applied.nth(1).textContent()).resolves.toContain(`${ruled - 1} tricks`);
    // the result as played is the same in both: only the ruling differs
    expect(await differences().locator('tr[data-aspect="played"]').count()).toBe(0);
    await page.getByRole("button", { name: "Discard the branch" }).click();
    expect(await differences().count()).toBe(0);
  });

  it("70 (W14a): the contested claim answered with another line (the claim allowed in full) changes the tricks and the score", async () => {
    const path = "claims/W14a-70C-outstanding-trump.jsonl";
    const logged = replayLog(readFileSync(examplePath(path), "utf8"));
    const at = logged.lines.findIndex((l) => l.record.type === "DirectorRuled") + 1;
    await start(path);
    await toStep(page, at);
    const form = page.locator("form.answer-form").first();
    await expect(form.textContent()).resolves.toMatch(/Law 70/);
    await form.getByLabel("Tricks the ruling awards").fill("3");
    await form.getByLabel("The Director's words").fill("the claim stands: no normal line loses a trick");
    await form.getByRole("button", { name: "Answer in the branch" }).click();
    await differences().waitFor();
    await expect(page.getByTestId("parting").textContent()).resolves.toContain(`part at event ${at}`);
    const tricks = differences().locator('tr[data-aspect="tricks"]');
    await expect(tricks.locator("td").nth(0).textContent()).resolves.toContain("North-South 11");
    await expect(tricks.locator("td").nth(1).textContent()).resolves.toContain("North-South 12");
    const score = differences().locator('tr[data-aspect="appliedScore"]');
    await expect(score.locator("td").nth(0).textContent()).resolves.toContain("NS +450");
    await expect(score.locator("td").nth(1).textContent()).resolves.toContain("NS +480");
    await expect(score.locator("td").nth(1).textContent()).resolves.toMatch(
      /^the Director's ruling on the tricks applies \(70/,
    );
  });

  it("27B1 (WS-05): another 23 finding (not comparable for comparable) parts at the ruling; 27B1(b) only as logged", async () => {
    const path = "auction/WS-05-27B1b-comparable-double.jsonl";
    const logged = replayLog(readFileSync(examplePath(path), "utf8"));
    const at = logged.lines.findIndex((l) => l.record.type === "DirectorRuled") + 1;
    await start(path);
    await toStep(page, at);
    const form = page.locator("form.answer-form").first();
    await expect(form.textContent()).resolves.toMatch(/Law 27B1/);
    await form.getByLabel("Finding").selectOption("not-comparable");
    await form.getByRole("button", { name: "Answer in the branch" }).click();
    await page.locator(".comparison").waitFor();
    await expect(page.getByTestId("parting").textContent()).resolves.toMatch(
      new RegExp(`part at event ${at}: .*answer=A2 became .*answer=not-comparable`),
    );
    await expect(page.locator(".only-in").textContent()).resolves.toMatch(
      new RegExp(`as logged, event ${at}: Law 27B1\\(b\\)`),
    );
  });

  it("an event removed (WS-01: the pass that accepted the insufficient bid): the branch parts there, 27A1 only as logged", async () => {
    await start("auction/WS-01-27A1-insufficient-bid-accepted.jsonl");
    await toStep(page, 4);
    await page.getByRole("button", { name: "Remove event 4 from the branch" }).click();
    await page.locator(".comparison").waitFor();
    await expect(page.getByTestId("parting").textContent()).resolves.toContain("part at event 4");
    await expect(page.locator(".only-in").textContent()).resolves.toMatch(/as logged, event 4: Law 27A1/);
  });

  it("another option (29A accept, where East refused): the branch parts at the choice and replays on", async () => {
    await start("auction/WS-08-30A-pass-at-rho-turn.jsonl");
    await toStep(page, 2);
    const form = page.getByRole("form", { name: "Choose for East under Law 29A" });
    await form.getByLabel("Option").selectOption("accept");
    await form.getByRole("button", { name: "Choose in the branch" }).click();
    await page.locator(".comparison").waitFor();
    await expect(page.getByTestId("parting").textContent()).resolves.toMatch(
      /part at event 3: OptionChosen E law=29A option=refuse became OptionChosen E law=29A option=accept/,
    );
    await expect(page.locator(".only-in").textContent()).resolves.toMatch(/as logged, event 3: Law 29B/);
  });

  it("keyboard only: the what-if panel, an event changed and the comparison, without the mouse", async () => {
    const path = "play/W32-64B5-revoke-raised-after-the-round.jsonl";
    const events = readLog(readFileSync(examplePath(path), "utf8")).lines.length;
    await page.goto(`${base}#example=${encodeURIComponent(path)}`);
    // only the fragment changed: the page shows the earlier example until it has read this one
    await page
      .getByTestId("step")
      .filter({ hasText: ` of ${events}` })
      .waitFor();
    await page.locator("body").focus();
    await page.keyboard.press("End");
    const { of } = await stepOf(page);
    expect((await stepOf(page)).step).toBe(of);
    await tabTo(page.getByRole("button", { name: "What if" }));
    await page.keyboard.press("Enter");
    const editor = page.getByRole("form", { name: `Change event ${of}` });
    await tabTo(editor.getByLabel("after"));
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
    await tabTo(editor.getByRole("button", { name: `Change event ${of} in the branch` }));
    await page.keyboard.press("Enter");
    await differences().waitFor();
    const score = differences().locator('tr[data-aspect="appliedScore"]');
    await expect(score.locator("td").nth(1).textContent()).resolves.toContain("NS +600");
    await tabTo(page.getByRole("button", { name: "Discard the branch" }));
    await page.keyboard.press("Enter");
    expect(await differences().count()).toBe(0);
  });

  it("a card changed to one the player no longer holds: the branch's replay names the line it stops at", async () => {
    await start("03-game-3NT.jsonl");
    const logged = replayLog(readFileSync(examplePath("03-game-3NT.jsonl"), "utf8"));
    const first = logged.view.tricks[0]!.cards[0]!;
    const again = logged.view.tricks[1]!.cards.find((c) => c.seat === first.seat)!;
    await toStep(page, again.position);
    const editor = page.getByRole("form", { name: `Change event ${again.position}` });
    await editor.getByLabel("card").fill(first.card);
    await editor.getByRole("button", { name: `Change event ${again.position} in the branch` }).click();
    await page.locator(".comparison").waitFor();
    await expect(page.locator(".comparison .log-error").textContent()).resolves.toMatch(
      new RegExp(`Replay stops: line ${again.position}: `),
    );
  });

  it("W01: a mid-play card changed (event 25, the revoke ♠2 to ♦7): the branch stops where South's next lead no longer fits, and ends there", async () => {
    await start("play/W01-64A1-revoker-wins-revoke-trick.jsonl");
    await toStep(page, 25);
    const editor = page.getByRole("form", { name: "Change event 25" });
    await editor.getByLabel("card").fill("D7");
    await editor.getByRole("button", { name: "Change event 25 in the branch" }).click();
    const stop = page.getByTestId("branch-stop");
    await stop.waitFor();
    await expect(stop.textContent()).resolves.toMatch(
      /stops making sense at event 26.*South's ♠Q \(event 26\) is now irregular.*compared up to event 25/,
    );
    // compared up to there: no replay error, and no question or consequence after event 25 in the branch only
    expect(await page.locator(".comparison .log-error").count()).toBe(0);
    const only =
      (await page
        .locator(".only-in")
        .textContent()
        .catch(() => "")) ?? "";
    expect(only).not.toMatch(/what if, event (2[6-9]|[3-9]\d)/);
    await expectAccessible(page);
    await screenshot(page, "what-if-branch-stops");
    // replayed anyway, the later events give the old answer: the replay stops at a card no longer held
    await stop.getByRole("button", { name: "Replay the later events anyway" }).click();
    await expect(page.locator(".comparison .log-error").textContent()).resolves.toMatch(
      /Replay stops: line \d+/,
    );
    await stop.getByRole("button", { name: "Compare up to event 25 only" }).click();
    expect(await page.locator(".comparison .log-error").count()).toBe(0);
    // ended there: the branch is 25 events, and saved as such
    await stop.getByRole("button", { name: "End the branch at event 25" }).click();
    await stop.waitFor({ state: "detached" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Save the branch as a log" }).click(),
    ]);
    const saved = readFileSync((await download.path())!, "utf8")
      .trim()
      .split("\n");
    expect(saved).toHaveLength(25);
    expect(JSON.parse(saved[24]!)).toEqual({ type: "CardPlayed", seat: "S", card: "D7" });
    expect(replayLog(saved.join("\n")).error).toBeUndefined();
    await page.getByRole("button", { name: "Discard the branch" }).click();
  });

  it("WS-01: the insufficient bid refused where the log accepted it: the pass after it no longer fits, the branch stops there", async () => {
    await start("auction/WS-01-27A1-insufficient-bid-accepted.jsonl");
    await toStep(page, 3);
    const form = page.getByRole("form", { name: "Choose for South under Law 27A1" });
    await form.getByLabel("Option").selectOption("refuse");
    await form.getByRole("button", { name: "Choose in the branch" }).click();
    const stop = page.getByTestId("branch-stop");
    await stop.waitFor();
    await expect(stop.textContent()).resolves.toMatch(
      /stops making sense at event 5: South's Pass \(event 5\) is now irregular.*event 4 of the log/,
    );
    // no later call is turned into a pass out of rotation in the comparison
    await expect(page.locator(".comparison").textContent()).resolves.not.toMatch(/what if, event [6-9]/);
    await page.getByRole("button", { name: "Discard the branch" }).click();
  });

  it("end the branch here: the branch keeps the events up to the step", async () => {
    await start("play/W32-64B5-revoke-raised-after-the-round.jsonl");
    await toStep(page, 10);
    await page.getByRole("button", { name: "End the branch here (after event 10)" }).click();
    await page.locator(".comparison").waitFor();
    await expect(page.getByTestId("parting").textContent()).resolves.toBe(
      "The branch ends before event 11 of the log.",
    );
    await page.getByRole("button", { name: "Discard the branch" }).click();
  });

  it("an emptied JSON field is cleared from the event, not kept silently (16B: the rights reserved)", async () => {
    const path = "information/16B-hesitation-partner-bids-on-adjusted.jsonl";
    await start(path);
    await toStep(page, 7);
    const editor = page.getByRole("form", { name: "Change event 7" });
    const reserved = editor.getByLabel("reserved");
    await expect(reserved.inputValue()).resolves.toBe('["E","W"]');
    // text that is not JSON is said so, and changes nothing
    await reserved.fill('["E",');
    await expect(editor.getByRole("alert").textContent()).resolves.toMatch(/not JSON/);
    await reserved.fill("");
    expect(await editor.getByRole("alert").count()).toBe(0);
    await editor.getByRole("button", { name: "Change event 7 in the branch" }).click();
    await page.locator(".comparison").waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Save the branch as a log" }).click(),
    ]);
    const saved = readFileSync((await download.path())!, "utf8")
      .trim()
      .split("\n");
    const event = JSON.parse(saved[6]!) as Record<string, unknown>;
    expect(event.type).toBe("ExtraneousInformation");
    expect("reserved" in event).toBe(false);
    await page.getByRole("button", { name: "Discard the branch" }).click();
  });
});
