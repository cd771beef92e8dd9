import { existsSync } from "node:fs";
import type { Seat } from "@bridgelaw/cards";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launch, watchErrors } from "./browser.ts";
import { type LiveServer, SERVER_MAIN, startLiveServer } from "./server.ts";

/*
 * The live session's results page (issue 29 point 5): a spectator's page and a player's follow the results
 * as the boards finish (server-sent events, no reload); a board's traveller appears only once the board is
 * over at every table of the session.
 */

interface Tokens {
  director: string;
  spectator: string;
  tables: Record<string, Record<Seat, string>>;
}
const SEATS: readonly Seat[] = ["N", "E", "S", "W"];
const webRoot = inject("webRoot");
const withServer = existsSync(SERVER_MAIN);
const SUITE = withServer
  ? "the live results page in Chromium, on the server of apps/server"
  : `the live results page in Chromium: skipped, no live table server at ${SERVER_MAIN}`;

let server: LiveServer;
let browser: Browser;
let tokens: Tokens;
let spectator: Page;
let player: Page;
const errors: string[][] = [];

const api = async (path: string, token: string, body?: unknown): Promise<unknown> => {
  const res = await fetch(`${server.url}/api${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}` },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
};

/** The board passed out at `table` by its four players, the dealer first. */
const passOut = async (table: string) => {
  const path = `/sessions/results/tables/${table}/boards/1`;
  const { view } = (await api(path, tokens.director)) as { view: { dealer: Seat } };
  const from = SEATS.indexOf(view.dealer);
  for (let i = 0; i < 4; i++) {
    const seat = SEATS[(from + i) % 4]!;
    await api(`${path}/commands`, tokens.tables[table]![seat], { type: "MakeCall", call: "P" });
  }
};

beforeAll(async () => {
  if (!withServer) return;
  server = await startLiveServer(webRoot);
  const res = await fetch(`${server.url}/api/sessions`, {
    method: "POST",
    body: JSON.stringify({ id: "results", tables: 2, boards: [1], seed: "bridgelaw-web-results" }),
  });
  tokens = ((await res.json()) as { tokens: Tokens }).tokens;
  browser = await launch();
  spectator = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  errors.push(watchErrors(spectator));
  await spectator.goto(`${server.url}/#live&token=${tokens.spectator}`);
  player = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  errors.push(watchErrors(player));
  await player.goto(`${server.url}/#live&token=${tokens.tables["1"]!.N}`);
});

afterAll(async () => {
  await spectator?.close();
  await player?.close();
  await browser?.close();
  await server?.stop();
});

describe.runIf(withServer)(SUITE, () => {
  it("a spectator's page is the results: no board over yet, no ranking, no traveller", async () => {
    await spectator.getByRole("heading", { name: /^Results/ }).waitFor();
    await spectator.getByText("0 of 1 board over at every table, updated live.").waitFor();
    await spectator.getByText("Board 1: finished at 0 of 2 tables").waitFor();
    expect(await spectator.locator(".traveller").count()).toBe(0);
    expect(await spectator.locator(".results-ranking").count()).toBe(0);
    await expectAccessible(spectator);
  });

  it("a board over at one table only: said so, its traveller not shown", async () => {
    await passOut("1");
    await spectator.getByText("Board 1: finished at 1 of 2 tables").waitFor();
    expect(await spectator.locator(".traveller").count()).toBe(0);
    expect(await spectator.locator(".results-ranking").count()).toBe(0);
    // the player of table 1 opens the results from his table
    await player.getByRole("button", { name: "Results" }).click();
    await player.getByText("Board 1: finished at 1 of 2 tables").waitFor();
    expect(await player.locator(".traveller").count()).toBe(0);
  });

  it("over at every table: the traveller and the ranking appear on both pages as they are, with no reload", async () => {
    await passOut("2");
    for (const p of [spectator, player]) {
      await p.getByText("1 of 1 board over at every table, updated live.").waitFor();
      const rows = p.locator('.traveller[data-board="1"] tbody tr');
      await rows.nth(1).waitFor();
      await expect(rows.locator("th").allTextContents()).resolves.toEqual(["1", "2"]);
      // both tables passed it out: the same score, a tie (78A: 2 for each score beaten, 1 for each tie)
      await expect(rows.nth(0).locator("td").allTextContents()).resolves.toEqual([
        "1 NS",
        "1 EW",
        "Pass",
        "0",
        "1.00",
        "1.00",
      ]);
      await expect(p.locator(".results-ranking").count()).resolves.toBe(2);
    }
    await expectAccessible(spectator);
    // the player goes back to his table
    await player.getByRole("button", { name: "Back to the table" }).click();
    await player.getByRole("button", { name: "Results" }).waitFor();
    for (const e of errors) expect(e).toEqual([]);
  });
});
