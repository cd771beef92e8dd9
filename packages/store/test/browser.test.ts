import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { replayLog, tableResultOf } from "@bridgelaw/table";
import type { Metafile } from "esbuild";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewRecord } from "../src/store.ts";
import { boardStreamId } from "../src/stream-id.ts";
import { browserInputsOfStore, buildTerminal, serve } from "./page.ts";
import type { Terminal } from "./terminal.ts";

/**
 * The store in a browser (issue 31): an offline table terminal (`test/terminal.ts`) bundled by esbuild for the
 * browser, served on 127.0.0.1 and run in Chromium (Debian's, driven by playwright-core: never a browser
 * download; the test command installs it when missing), its store kept in IndexedDB.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const EXAMPLE = new URL("../../../examples/03-game-3NT.jsonl", import.meta.url);
const text = readFileSync(EXAMPLE, "utf8");
const records = text
  .split("\n")
  .filter((l) => l !== "")
  .map((l) => JSON.parse(l) as NewRecord);
const id = boardStreamId({ event: "club", session: "2026-11-27", round: "1", table: "2", board: 3 });
const DATA_DIR = "idb://bridgelaw-terminal";

/** Calls the terminal of a page. */
const call = <K extends keyof Terminal>(page: Page, name: K, ...args: Parameters<Terminal[K]>) =>
  page.evaluate(
    ([name, args]) =>
      (
        (globalThis as unknown as { terminal: Record<string, (...a: unknown[]) => unknown> }).terminal[
          name as string
        ] as (...a: unknown[]) => unknown
      )(...(args as unknown[])),
    [name, args] as const,
  ) as Promise<Awaited<ReturnType<Terminal[K]>>>;

describe("the store in a browser: an offline table terminal in Chromium, kept in IndexedDB", () => {
  const dir = mkdtempSync(join(tmpdir(), "bridgelaw-terminal-"));
  let metafile: Metafile;
  let site: Awaited<ReturnType<typeof serve>>;
  let browser: Browser;
  /** One browser profile: its pages share IndexedDB and Web Locks, as the tabs of one browser do. */
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM))
      throw new Error(
        `no Chromium at ${CHROMIUM}: install Debian's (apt-get install -y --no-install-recommends chromium) or set CHROMIUM_PATH`,
      );
    metafile = await buildTerminal(dir);
    site = await serve(dir);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        "--disable-dev-shm-usage",
      ],
    });
    context = await browser.newContext();
    page = await context.newPage();
    page.on("pageerror", (e) => errors.push(`page: ${e.message}`));
    await page.goto(site.url);
    await page.waitForFunction(() => "terminal" in globalThis);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("bundles without node-postgres or Node's built-in modules", () => {
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.filter((i) => /node_modules\/(pg|pg-[a-z-]+|pgpass)\//.test(i))).toEqual([]);
    // the store's browser entry (paths are relative to the package), none of its Node-only modules
    expect(inputs).toContain("src/browser.ts");
    expect(
      inputs.filter((i) => /^src\/(index|pglite-node|postgres-driver|data-dir-lock|service)\.ts$/.test(i)),
    ).toEqual([]);
    // what the bundle imports: only PGlite's `node:module`, which its Emscripten code imports when run by Node
    const imports = Object.values(metafile.outputs).flatMap((o) => o.imports);
    expect(imports.every((i) => i.path === "node:module" && i.kind === "dynamic-import" && i.external)).toBe(
      true,
    );
  });

  it("is what `@bridgelaw/store` resolves to in a bundle for the browser (its `browser` export condition)", async () => {
    const inputs = await browserInputsOfStore();
    expect(inputs).toContain("src/browser.ts");
    expect(inputs).not.toContain("src/index.ts");
    expect(inputs.filter((i) => /node_modules\/(pg|pg-[a-z-]+|pgpass)\//.test(i))).toEqual([]);
  });

  it("opens a store, appends a board's events one by one, reads them back sealed and replays them", async () => {
    await call(page, "open", DATA_DIR);
    expect(await call(page, "append", id, records)).toBe(records.length);
    const stored = await call(page, "read", id);
    expect(stored.map(({ seq, prev, hash, sealed, ...event }) => event)).toEqual(records);
    expect(stored.map((r) => r.seq)).toEqual(records.map((_, i) => i + 1));
    // the same board replayed in the page and here, by the same Laws
    const expected = tableResultOf(replayLog(text).view);
    expect(expected).not.toBeNull();
    expect(await call(page, "replay", id)).toEqual({ error: null, result: expected });
  }, 300_000);

  it("refuses a second page of the browser on the same database", async () => {
    const other = await context.newPage();
    await other.goto(site.url);
    await other.waitForFunction(() => "terminal" in globalThis);
    await expect(call(other, "open", DATA_DIR)).rejects.toThrow(
      `the data directory ${DATA_DIR} is in use by another page of this browser`,
    );
    await other.close();
  }, 300_000);

  it("reads and replays the same board after the page is reloaded", async () => {
    const before = await call(page, "read", id);
    const replayed = await call(page, "replay", id);
    await page.reload();
    await page.waitForFunction(() => "terminal" in globalThis);
    await call(page, "open", DATA_DIR);
    expect(await call(page, "read", id)).toEqual(before);
    expect(await call(page, "replay", id)).toEqual(replayed);
    // what the table's reader refuses is refused after the reload as before it, and nothing is written
    await expect(call(page, "append", id, [{ type: "Nonsense" }])).rejects.toThrow(
      `${id}, record ${records.length + 1}: unknown event type "Nonsense"`,
    );
    expect(await call(page, "read", id)).toEqual(before);
    await call(page, "close");
    expect(errors).toEqual([]);
  }, 300_000);
});
