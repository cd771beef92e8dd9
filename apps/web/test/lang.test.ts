import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, pageForTests } from "./browser.ts";

/*
 * Issue 33 point 4: the app follows the browser's language (`navigator.languages`, here a French Chromium:
 * `locale: "fr-FR"`) with a visible switch; its headings and labels come from its catalog (texts/fr.ts), the
 * facts of the Laws from the words' French catalog, the Laws cited "Loi …" with the FFB's titles; Portuguese
 * and Norwegian cite a 2007 board's Laws "Lei …", "§ …" with the seeds' titles.
 */

const base = inject("baseUrl");
let page: Page;
const session = pageForTests({ locale: "fr-FR" });
beforeAll(() => {
  ({ page } = session);
});

/** Opens an example through the French picker. */
const openExampleFr = async (path: string): Promise<void> => {
  const select = page.getByLabel("Un exemple du dépôt");
  if (!(await select.isVisible())) await page.getByText("Ouvrir un autre journal").click();
  await select.selectOption(path);
  await page.getByRole("button", { name: "Ouvrir l'exemple" }).click();
  await page.locator(".board-title .log-name", { hasText: path.split("/").pop()! }).waitFor();
};

const EXAMPLE_2007 = "claims/ED-C1-2007-68B2-claim-unsettled.jsonl";

describe("the app in the browser's language", () => {
  it("a French browser gets the app in French: the page's language, its headings, labels and Laws", async () => {
    await page.goto(base);
    await page.getByRole("heading", { name: "Rejouer une donne selon les Lois" }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("fr");
    await expect(page.getByLabel("Langue").inputValue()).resolves.toBe("fr");
    await openExampleFr(EXAMPLE_2007);
    await page.getByRole("heading", { name: "Annonces" }).waitFor();
    await page.getByRole("heading", { name: "Jeu de la carte" }).waitFor();
    await expect(page.locator(".board-title").textContent()).resolves.toMatch(/^Étui /);
    const facts = (await page.locator(".board-facts").textContent()) ?? "";
    expect(facts).toMatch(/Donneur (Nord|Est|Sud|Ouest)/);
    expect(facts).toMatch(/Vulnérabilité : (personne|tous|Nord-Sud|Est-Ouest)/);
    expect(facts).toContain("Code 2007");
    await page.getByRole("button", { name: "Chronologie" }).click();
    const cited = await page.locator(".law-id").allTextContents();
    expect(cited.length).toBeGreaterThan(0);
    for (const c of cited) expect(c).toMatch(/^Loi \d/);
    await expectAccessible(page);
  });

  it("the switch turns the app to English and back, and the choice is kept on reload", async () => {
    await page.getByLabel("Langue").selectOption("en");
    await page.getByRole("heading", { name: "Auction" }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("en");
    for (const c of await page.locator(".law-id").allTextContents()) expect(c).toMatch(/^Law \d/);
    await page.getByLabel("Language").selectOption("fr");
    await page.getByRole("heading", { name: "Annonces" }).waitFor();
    await page.getByLabel("Langue").selectOption("en");
    await page.reload();
    await page.getByRole("heading", { name: "Replay a board by the Laws" }).waitFor();
    await page.getByLabel("Language").selectOption("fr");
    await page.getByRole("heading", { name: "Rejouer une donne selon les Lois" }).waitFor();
  });

  it("Portuguese and Norwegian cite a 2007 board's Laws as their Code does, the messages said to stay in French", async () => {
    await openExampleFr(EXAMPLE_2007);
    await page.getByRole("button", { name: "Chronologie" }).click();
    await page.getByLabel("Langue").selectOption("pt");
    await page.getByText("pas encore traduits en portugais").waitFor();
    const pt = await page.locator(".law").allTextContents();
    expect(pt.length).toBeGreaterThan(0);
    for (const c of pt) expect(c).toMatch(/^Lei \d/);
    expect(pt.join(" ")).toMatch(/[A-ZÇÃÕÉÊÍÓÚ]{4,}/);
    await page.getByLabel("Langue").selectOption("nb");
    await page.getByText("pas encore traduits en norvégien").waitFor();
    for (const c of await page.locator(".law-id").allTextContents()) expect(c).toMatch(/^§ \d/);
    await page.getByLabel("Langue").selectOption("fr");
  });
});
