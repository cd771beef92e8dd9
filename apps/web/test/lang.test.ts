import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Seat } from "@bridgelaw/cards";
import { exportBoards } from "@bridgelaw/formats";
import { seal } from "@bridgelaw/log";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { examplePath, expectAccessible, pageForTests } from "./browser.ts";
import { type LiveServer, SERVER_MAIN, startLiveServer } from "./server.ts";

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
    expect(facts).toMatch(/Vulnérabilité\u00a0: (personne|tous|Nord-Sud|Est-Ouest)/);
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

/*
 * Issue 33 point 5, the web app's stop-list: every panel, rendered in French, holds no English sentence. The
 * words the app writes are checked, not the log's own (its event tokens in <code>, the Director's words for the
 * record, a claim's statement in quotes, the event's name, the players' names, the file's name) nor the
 * server's (a traveller's result, the method's description), which the page shows as they were written.
 */

/** English words that a French sentence never holds: any of them left in a French page is an English sentence. */
const STOP =
  /\b(the|of|and|is|are|with|from|by|not|no|to|at|for|which|only|none|whatever|events?|boards?|score|ruling|tricks?|played|play|law|laws|director|dummy|declarer|pass|vulnerable|dealer|appeals?|committee|hand|step|waiting|your|you|open|yet)\b/i;

/** Where the page shows words that are not the app's: left out of the stop-list. */
const NOT_THE_APPS =
  "code, select, option, textarea, input, script, style, .reason, .log-words, .server-words, .log-name, .player, .hash, .lang-switch";

/**
 * The app's words on the page, each text block (a paragraph, an item, a cell, a heading …) and each label or
 * title: the text of its own nodes, quotations (“…”, « … ») taken out.
 */
const appTexts = (page: Page): Promise<string[]> =>
  page.evaluate((skip) => {
    const out: string[] = [];
    const blocks = document.querySelectorAll(
      "main p, main li, main th, main td, main dt, main dd, main h1, main h2, main h3, main h4, main caption, main label, main button, main summary, main legend, main output, main span, main abbr, main a",
    );
    for (const el of blocks) {
      if (el.closest(skip) !== null) continue;
      let text = "";
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n !== null; n = walker.nextNode())
        if (n.parentElement?.closest(skip) === null) text += n.textContent;
      out.push(text.replace(/“[^”]*”|«[^»]*»/g, " "));
      for (const a of ["aria-label", "title", "aria-valuetext", "data-label"]) {
        const v = el.getAttribute(a);
        if (v !== null) out.push(v);
      }
    }
    for (const el of document.querySelectorAll("main [aria-label], main [title]"))
      if (el.closest(skip) === null)
        for (const a of ["aria-label", "title"]) {
          const v = el.getAttribute(a);
          if (v !== null) out.push(v.replace(/“[^”]*”|«[^»]*»/g, " "));
        }
    return out;
  }, NOT_THE_APPS);

/**
 * The log's own words, as its events hold them (the Director's `text`, a claim's `statement`, a `note`): the
 * Laws' messages quote them as written (`… : East's pass after the hesitation was not an option`).
 */
const logWords = (path: string): string[] =>
  readFileSync(examplePath(path), "utf8")
    .trim()
    .split("\n")
    .flatMap((line) => {
      const r = JSON.parse(line) as Record<string, unknown>;
      return ["text", "statement", "note"].map((k) => r[k]).filter((v): v is string => typeof v === "string");
    });

/** The texts of the page that hold an English word of the stop-list (none expected), the log's words aside. */
const englishOn = async (page: Page, quoted: readonly string[] = []): Promise<string[]> => [
  ...new Set(
    (await appTexts(page))
      .map((x) => quoted.reduce((s, q) => s.split(q).join(" "), x))
      .map((x) =>
        x
          .replace(/[\w.-]+\.(jsonl|pbn|lin)\b/g, " ")
          .replace(/\s+/g, " ")
          .trim(),
      )
      .filter((x) => STOP.test(x)),
  ),
];

/** The viewer's panels, by their French buttons. */
const PANELS_FR = [
  "Cette étape",
  "Faits",
  "Décisions et appels",
  "Et si",
  "Chronologie",
  "Double mort",
  "Dossier d'appel",
] as const;

/**
 * Every panel of the board shown, each at the last step and at the first: the English found in any (the
 * double-dummy panel as it is, solving or solved: the hand records' test waits for its figures).
 */
const englishInPanels = async (quoted: readonly string[]): Promise<string[]> => {
  const found: string[] = [];
  for (const step of ["Dernier événement", "Premier événement"])
    for (const panel of PANELS_FR) {
      await page.getByRole("button", { name: panel, exact: true }).click();
      const to = page.getByRole("button", { name: step, exact: true });
      if (await to.isEnabled()) await to.click();
      found.push(...(await englishOn(page, quoted)).map((x) => `${panel}, ${step}: ${x}`));
    }
  return found;
};

describe("the app in French holds no English sentence (stop-list)", () => {
  it("the stop-list finds English: the same board in English is caught", async () => {
    await page.goto(base);
    await page.getByLabel("Langue").selectOption("en");
    await page.getByRole("heading", { name: "Replay a board by the Laws" }).waitFor();
    const select = page.getByLabel("An example of the repository");
    await select.selectOption("session/pairs/b1-t3.jsonl");
    await page.getByRole("button", { name: "Open the example" }).click();
    await page.locator(".board-title .log-name", { hasText: "b1-t3.jsonl" }).waitFor();
    await page.getByRole("button", { name: "Rulings and appeals", exact: true }).click();
    expect((await englishOn(page)).length).toBeGreaterThan(10);
    await page.getByLabel("Language").selectOption("fr");
    await page.getByRole("heading", { name: "Décisions et appels" }).waitFor();
  });

  it("a board ruled, its score adjusted (12C1(b)), appealed and changed by the committee (weighted, 12C1(c)): every panel", async () => {
    await openExampleFr("session/pairs/b1-t3.jsonl");
    const found = await englishInPanels(logWords("session/pairs/b1-t3.jsonl"));
    expect(found).toEqual([]);
    // what the committee reads, in French: the stages, the score that applies and its Laws
    await page.getByRole("button", { name: "Décisions et appels", exact: true }).click();
    await page.getByRole("button", { name: "Dernier événement", exact: true }).click();
    const rulings = (await page.locator(".rulings").textContent()) ?? "";
    expect(rulings).toContain("Décision de l'arbitre");
    expect(rulings).toContain("le comité d'appel");
    expect(rulings).toContain("Marque qui s'applique\u00a0:");
  });

  it("a claim with the checker's report: the claims panel and the appeal file", async () => {
    await openExampleFr("claims/CM-49-69B-claimer-faced-his-hand.jsonl");
    const quoted = logWords("claims/CM-49-69B-claimer-faced-his-hand.jsonl");
    const found = await englishInPanels(quoted);
    await page.getByRole("button", { name: "Cette étape", exact: true }).click();
    await page.getByRole("button", { name: "Dernier événement", exact: true }).click();
    await page.locator(".claim-report").first().waitFor({ timeout: 120_000 });
    found.push(...(await englishOn(page, quoted)));
    expect(found).toEqual([]);
    await expect(page.locator(".claims h2").first().textContent()).resolves.toBe(
      "Réclamations et concessions (Lois 68–71)",
    );
  });

  it("a what-if branch compared with the log, in French", async () => {
    await openExampleFr("session/pairs/b1-t3.jsonl");
    await page.getByRole("button", { name: "Et si", exact: true }).click();
    await page.getByRole("button", { name: "Premier événement", exact: true }).click();
    await page.getByRole("button", { name: "Événement suivant", exact: true }).click();
    await page.getByRole("button", { name: "Événement suivant", exact: true }).click();
    await page.getByRole("button", { name: "Retirer l'événement 2 de la variante" }).click();
    await page.locator(".comparison").waitFor();
    expect(await englishOn(page, logWords("session/pairs/b1-t3.jsonl"))).toEqual([]);
    await page.getByRole("button", { name: "Abandonner la variante" }).click();
  });

  it("a sealed log cut by an unreadable line: the seal check and the error in French", async () => {
    const path = "session/pairs/b1-t3.jsonl";
    const lines = readFileSync(examplePath(path), "utf8").trim().split("\n");
    const sealed = seal(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).map((r) =>
      JSON.stringify(r),
    );
    await page.goto(base);
    await page
      .getByLabel("Un journal (JSON Lines), un fichier PBN ou LIN, ou déposez-en un ici")
      .setInputFiles({
        name: "b1-t3-coupe.jsonl",
        mimeType: "application/x-ndjson",
        buffer: Buffer.from(`${[...sealed.slice(0, 5), "{ pas du JSON", ...sealed.slice(5)].join("\n")}\n`),
      });
    const check = page.locator("[data-testid=seal]").first();
    await check.waitFor();
    await expect(check.textContent()).resolves.toMatch(
      /^Chaîne rompue à la ligne 6\u00a0: la ligne ne peut pas être lue/,
    );
    expect(await englishOn(page, logWords(path))).toEqual([]);
  });

  it("a sealed log edited after sealing: the broken chain's reason in French", async () => {
    const path = "session/pairs/b1-t3.jsonl";
    const lines = readFileSync(examplePath(path), "utf8").trim().split("\n");
    const sealed = seal(lines.map((l) => JSON.parse(l) as Record<string, unknown>));
    const edited = sealed.map((r, i) => JSON.stringify(i === 2 ? { ...r, note: "modifié" } : r));
    await page.goto(base);
    await page
      .getByLabel("Un journal (JSON Lines), un fichier PBN ou LIN, ou déposez-en un ici")
      .setInputFiles({
        name: "b1-t3-modifie.jsonl",
        mimeType: "application/x-ndjson",
        buffer: Buffer.from(`${edited.join("\n")}\n`),
      });
    const check = page.locator("[data-testid=seal]").first();
    await check.waitFor();
    await expect(check.textContent()).resolves.toMatch(
      /^Chaîne rompue à la ligne 3\u00a0: l'enregistrement 3 a une empreinte qui ne correspond pas à son contenu/,
    );
    expect(await englishOn(page, logWords(path))).toEqual([]);
  });

  it("a PBN file's boards and their hand records", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bridgelaw-web-lang-"));
    const pbn = join(dir, "soiree.pbn");
    writeFileSync(
      pbn,
      exportBoards(
        ["03-game-3NT.jsonl", "04-small-slam-6S-vulnerable.jsonl"].map((f) =>
          readFileSync(examplePath(f), "utf8"),
        ),
        "pbn",
      ),
    );
    await page.goto(base);
    await page
      .getByLabel("Un journal (JSON Lines), un fichier PBN ou LIN, ou déposez-en un ici")
      .setInputFiles(pbn);
    await page.getByTestId("board-list").waitFor();
    expect(await englishOn(page)).toEqual([]);
    await page.getByRole("button", { name: "Diagrammes de ces donnes" }).click();
    await page.getByText("2 donnes calculées en double mort.").waitFor({ timeout: 240_000 });
    await expect(page.locator(".hand-record .par").first().textContent()).resolves.toMatch(/^Par /);
    expect(await englishOn(page)).toEqual([]);
  });
});

const webRoot = inject("webRoot");
const withServer = existsSync(SERVER_MAIN);

describe.runIf(withServer)("the live pages in French, on the server of apps/server", () => {
  let server: LiveServer;
  const SEATS: readonly Seat[] = ["N", "E", "S", "W"];
  interface Tokens {
    director: string;
    spectator: string;
    tables: Record<string, Record<Seat, string>>;
  }
  let tokens: Tokens;
  const api = async (path: string, token: string, body?: unknown): Promise<unknown> => {
    const res = await fetch(`${server.url}/api${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { authorization: `Bearer ${token}` },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  beforeAll(async () => {
    server = await startLiveServer(webRoot);
    const res = await fetch(`${server.url}/api/sessions`, {
      method: "POST",
      body: JSON.stringify({ id: "langue", tables: 1, boards: [1], seed: "bridgelaw-web-lang" }),
    });
    tokens = ((await res.json()) as { tokens: Tokens }).tokens;
  });
  afterAll(async () => {
    await server?.stop();
  });
  /** A fresh page load with the token in the fragment (a change of the fragment alone reloads nothing). */
  const join = async (token: string) => {
    await page.goto("about:blank");
    await page.goto(`${server.url}/#live&token=${token}`);
  };

  it("the join page, a player's seat after an insufficient bid, and the Director's page", async () => {
    await page.goto(`${server.url}/#live`);
    await page.getByRole("heading", { name: "Table en direct" }).waitFor();
    expect(await englishOn(page)).toEqual([]);
    const path = "/sessions/langue/tables/1/boards/1";
    const { view } = (await api(path, tokens.director)) as { view: { dealer: Seat } };
    const dealer = view.dealer;
    const next = SEATS[(SEATS.indexOf(dealer) + 1) % 4]!;
    await api(`${path}/commands`, tokens.tables["1"]![dealer], { type: "MakeCall", call: "1H" });
    await api(`${path}/commands`, tokens.tables["1"]![next], { type: "MakeCall", call: "1C" });
    await join(tokens.tables["1"]![next]);
    await page.locator(".bidding-box").waitFor();
    await expect(page.getByTestId("turn").textContent()).resolves.toMatch(/arbitre|À \S+ de déclarer/);
    expect(await englishOn(page)).toEqual([]);
    await page.getByRole("button", { name: "Quitter la table" }).click();
    await join(tokens.director);
    await page.getByRole("heading", { name: /^Arbitre\s: séance langue/ }).waitFor();
    await page.locator(".tables-overview tbody tr").first().waitFor();
    await page.getByTestId("tokens").waitFor();
    expect(await englishOn(page)).toEqual([]);
    await page.getByRole("button", { name: "Quitter la séance" }).click();
  });

  it("the results page, with the board over: the ranking and its traveller", async () => {
    const res = await fetch(`${server.url}/api/sessions`, {
      method: "POST",
      body: JSON.stringify({ id: "resultats", tables: 1, boards: [1], seed: "bridgelaw-web-lang-results" }),
    });
    const own = ((await res.json()) as { tokens: Tokens }).tokens;
    await join(own.spectator);
    await page.getByRole("heading", { name: /^Résultats/ }).waitFor();
    await page.getByText(/^0 donne terminée sur 1 à toutes les tables/).waitFor();
    expect(await englishOn(page)).toEqual([]);
    const path = "/sessions/resultats/tables/1/boards/1";
    const { view } = (await api(path, own.director)) as { view: { dealer: Seat } };
    for (let i = 0; i < 4; i++) {
      const seat = SEATS[(SEATS.indexOf(view.dealer) + i) % 4]!;
      await api(`${path}/commands`, own.tables["1"]![seat], { type: "MakeCall", call: "P" });
    }
    await page.getByText(/^1 donne terminée sur 1 à toutes les tables, mis à jour en direct\.$/).waitFor();
    await page.locator('.traveller[data-board="1"] tbody tr').first().waitFor();
    await expect(page.locator(".traveller h3").first().textContent()).resolves.toBe("Étui 1");
    expect(await englishOn(page)).toEqual([]);
  });
});
