import { readFileSync } from "node:fs";
import { seal } from "@bridgelaw/log";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { examplePath, expectAccessible, openExample, pageForTests, screenshot } from "./browser.ts";

/*
 * Issue 26 point 3 and issue 30 points 1 and 3: the result line under the board, the rulings panel and the
 * printed appeal file show the score that applies from the board's standing (`view.standing`), with its mark
 * and why; a 64C decision is the Director's ruling, never the table result; after a 79C correction the
 * corrected result stands beside the recorded one. Issue 26 point 2: the seal check of the log on the board
 * and in the print (`verify` of @bridgelaw/log).
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
const openLines = async (name: string, lines: readonly string[]) => {
  await page.getByLabel("A log (JSON Lines), a PBN or LIN file, or drop one here").setInputFiles({
    name,
    mimeType: "application/x-ndjson",
    buffer: Buffer.from(`${lines.join("\n")}\n`),
  });
  await page.locator(".board-title .log-name", { hasText: name }).waitFor();
};
const exampleLines = (path: string): string[] => readFileSync(examplePath(path), "utf8").trim().split("\n");
const text = async (selector: string): Promise<string> =>
  (await page.locator(`.screen-only ${selector}`).first().textContent()) ?? "";

/** The appeal file as printed (print media), its text; the page back to screen media after. */
const printed = async (): Promise<string> => {
  await page.emulateMedia({ media: "print" });
  try {
    const file = page.locator(".print-only .appeal-file");
    await file.waitFor();
    return (await file.textContent()) ?? "";
  } finally {
    await page.emulateMedia({ media: "screen" });
  }
};

const B1T3 = "session/pairs/b1-t3.jsonl";

describe("the score that applies, from the board's standing", () => {
  it("b1-t3 (ruled, appealed): the result line gives the table result and the committee's weighted score with its mark", async () => {
    await fresh();
    await openExample(page, B1T3);
    const result = page.locator(".screen-only [data-testid=result]");
    await expect(result.getAttribute("data-applies")).resolves.toBe("appeal");
    await expect(text("[data-testid=result-played]")).resolves.toBe(
      "At the table (79A1): 2♠ by North, 8 tricks: NS +110",
    );
    await expect(text("[data-testid=result-applies]")).resolves.toBe(
      "The appeals committee's decision applies (changed; 93B2, position 10): NS 50% 3♣E= −110 / 50% 2♠N= +110",
    );
    await page.getByRole("button", { name: "Rulings and appeals" }).click();
    const panel = page.locator(".rulings");
    await expect(panel.locator("tr", { hasText: "Director's ruling" }).textContent()).resolves.toContain(
      "NS −110, EW +110 (AS: 3♣ by East, 9 tricks)",
    );
    await expect(panel.locator("tr.applies th").textContent()).resolves.toBe("On appeal");
    await expect(page.getByTestId("applies").textContent()).resolves.toContain(
      "the appeals committee's decision applies (changed; 93B2, position 10): NS 50% 3♣E= −110 / 50% 2♠N= +110",
    );
    await expectAccessible(page);
    await screenshot(page, "result-line-appeal");
  });

  it("b1-t3 printed: the committee's score and its mark, the seal check, and no 'no card played' above a result", async () => {
    const file = await printed();
    expect(file).toContain(
      "The appeals committee's decision applies (changed; 93B2, position 10): NS 50% 3♣E= −110 / 50% 2♠N= +110",
    );
    expect(file).toContain("At the table (79A1): 2♠ by North, 8 tricks: NS +110");
    expect(file).toContain("Not sealed");
    expect(file).toContain("The play is not in the log");
    expect(file).not.toContain("No card played yet");
    expect(file).not.toContain("Tricks won: North-South 0, East-West 0");
  });

  it("the appeal file of b1-t3 and of C64C1 (a whole play) prints on two A4 pages, with the committee's blanks", async () => {
    for (const path of [B1T3, "play/C64C1-equity-where-64B1-gives-nothing.jsonl"]) {
      await fresh();
      await openExample(page, path);
      await page.emulateMedia({ media: "print" });
      try {
        const file = page.locator(".print-only .appeal-file");
        await file.waitFor();
        const words = (await file.textContent()) ?? "";
        for (const part of [
          "For the appeals committee",
          "Grounds of the appeal",
          "Deposit",
          "Signed (chair)",
        ])
          expect(words).toContain(part);
        const pdf = await page.pdf({ format: "A4", printBackground: true });
        const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
        expect(pages.length).toBeLessThanOrEqual(2);
      } finally {
        await page.emulateMedia({ media: "screen" });
      }
    }
  });

  it("b3-t2 (weighted): the Director's weighted score names every outcome's contract, on screen and in print", async () => {
    await fresh();
    await openExample(page, "session/pairs/b3-t2.jsonl");
    const applies = "The Director's ruling applies (12C1(c), position 13): NS 60% 3♥N= +140 / 40% 4♥N−1 −50";
    await expect(text("[data-testid=result-played]")).resolves.toBe(
      "At the table (79A1): 4♥ by North, 9 tricks: NS −50",
    );
    await expect(text("[data-testid=result-applies]")).resolves.toBe(applies);
    expect(await printed()).toContain(applies);
  });

  it("C64C1 (64C): the tricks the Director decided are his ruling, never the table result", async () => {
    await fresh();
    await openExample(page, "play/C64C1-equity-where-64B1-gives-nothing.jsonl");
    await expect(text("[data-testid=result-played]")).resolves.toBe(
      "At the table (77): 4♥ by South, 10 tricks: NS +420",
    );
    await expect(text("[data-testid=result-applies]")).resolves.toBe(
      "The Director's ruling on the tricks applies (64C1, position 59): 4♥ by South, 11 tricks: NS +450",
    );
    await page.getByRole("button", { name: "Rulings and appeals" }).click();
    await expect(page.locator(".rulings tr.applies th").textContent()).resolves.toBe("Director's ruling");
    await expect(page.getByTestId("applies").textContent()).resolves.not.toContain("table result");
    const file = await printed();
    expect(file).toContain("The Director's ruling on the tricks applies (64C1, position 59)");
    expect(file).not.toContain("the table result applies");
  });

  it("b10-t1 (86B1): an artificial score to each side reads per side with A+/A−", async () => {
    await fresh();
    await openExample(page, "session/86B1-one-result/b10-t1.jsonl");
    await expect(text("[data-testid=result-applies]")).resolves.toBe(
      "The Director's ruling applies (12C2, position 7): North-South average-plus (A+), East-West average-minus (A−)",
    );
  });

  it("79C: the corrected result applies, the recorded one beside it", async () => {
    await fresh();
    await openLines("b1-t3-corrected.jsonl", [
      ...exampleLines(B1T3).slice(0, 6),
      '{"type":"ScoreCorrected","tricks":9,"at":"2026-11-22T21:00:00Z"}',
    ]);
    await expect(text("[data-testid=result-played]")).resolves.toBe(
      "Recorded at the table (79A1): 2♠ by North, 8 tricks: NS +110",
    );
    await expect(text("[data-testid=result-applies]")).resolves.toBe(
      "The corrected score applies (79C1, position 7): 2♠ by North, 9 tricks: NS +140 (recorded: 2♠ by North, 8 tricks: NS +110)",
    );
  });
});

describe("the seal check (verify of @bridgelaw/log)", () => {
  const sealed = seal(exampleLines(B1T3).map((l) => JSON.parse(l) as Record<string, unknown>));
  const head = sealed[sealed.length - 1]!.hash as string;

  it("a sealed log: sealed, chain verified, its head, on the board and in the print", async () => {
    await fresh();
    await openLines(
      "b1-t3-sealed.jsonl",
      sealed.map((r) => JSON.stringify(r)),
    );
    await expect(text("[data-testid=seal]")).resolves.toBe(
      `Sealed, chain verified (${sealed.length} records, head ${head})`,
    );
    expect(await printed()).toContain(`Sealed, chain verified (${sealed.length} records, head ${head})`);
    await expectAccessible(page);
  });

  it("an edited sealed log: chain broken at the line edited, on the board and in the print", async () => {
    // the tricks agreed changed from 8 to 9 after the log was sealed: line 6
    const edited = sealed.map((r, i) => JSON.stringify(i === 5 ? { ...r, tricks: 9 } : r));
    await fresh();
    await openLines("b1-t3-edited.jsonl", edited);
    const seal = await text("[data-testid=seal]");
    expect(seal).toMatch(/^Chain broken at line 6: record 6 has a hash that does not match its content/);
    // the board as the log now reads, the broken chain said above it
    await expect(text("[data-testid=result-played]")).resolves.toContain("9 tricks: NS +140");
    expect(await printed()).toContain("Chain broken at line 6");
    await expectAccessible(page);
    await screenshot(page, "seal-broken");
  });

  it("an unsealed log says so", async () => {
    await fresh();
    await openExample(page, B1T3);
    await expect(text("[data-testid=seal]")).resolves.toMatch(/^Not sealed/);
  });
});
