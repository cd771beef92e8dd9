import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";

/**
 * Chromium from Debian's packages (`apt-get install -y --no-install-recommends chromium`; the test command
 * installs it when missing), driven by playwright-core: never a browser download. The flags keep it off the
 * network.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const launch = async (): Promise<Browser> => {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `no Chromium at ${CHROMIUM}: install Debian's (apt-get install -y --no-install-recommends chromium) or set CHROMIUM_PATH`,
    );
  return chromium.launch({
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
};

/** Console errors and uncaught page errors, collected for a page (the tests expect none). */
export const watchErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`page: ${e.message}`));
  return errors;
};

/** A test file's Chromium, its page and the errors seen on it, set by `pageForTests`' hooks. */
export interface TestPage {
  browser: Browser;
  page: Page;
  errors: string[];
}

/**
 * One Chromium page (1280×900 unless `options` say otherwise) for a test file: launched before its tests,
 * closed after them; each test must end with no console or page error on it.
 */
export const pageForTests = (options: Parameters<Browser["newPage"]>[0] = {}): TestPage => {
  const t = {} as TestPage;
  beforeAll(async () => {
    t.browser = await launch();
    t.page = await t.browser.newPage({ viewport: { width: 1280, height: 900 }, ...options });
    t.errors = watchErrors(t.page);
  });
  afterAll(async () => {
    await t.browser?.close();
  });
  afterEach(() => {
    expect(t.errors.splice(0)).toEqual([]);
  });
  return t;
};

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core on the page as it stands: the serious and critical violations of WCAG 2 A/AA and best practice. */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE });
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const r = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    return r.violations;
  })) as AxeViolation[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join("; ")})`);
};

export const expectAccessible = async (page: Page): Promise<void> => {
  expect(await seriousViolations(page)).toEqual([]);
};

const SHOTS = fileURLToPath(new URL("../screenshots/", import.meta.url));

/**
 * A screenshot of a main screen, to apps/web/screenshots/ (gitignored; the README's copies are in docs/): the
 * whole page, or only what the screen shows (`fullPage: false`, a phone's screen with its step bar).
 */
export const screenshot = async (page: Page, name: string, fullPage = true): Promise<void> => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage });
};

export const examplePath = (path: string): string =>
  fileURLToPath(new URL(`../../../examples/${path}`, import.meta.url));

/** Opens an example of the repository through the viewer's own example picker. */
export const openExample = async (page: Page, path: string): Promise<void> => {
  const select = page.getByLabel("An example of the repository");
  if (!(await select.isVisible())) await page.getByText("Open another log").click();
  await select.selectOption(path);
  await page.getByRole("button", { name: "Open the example" }).click();
  // the board shown is the one opened (not the one before it): its title names the file
  const name = path
    .split("/")
    .pop()!
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await page.locator(".board-title .log-name", { hasText: new RegExp(`— ${name}$`) }).waitFor();
};

/** The step the viewer shows (`Event k of n`). */
export const stepOf = async (page: Page): Promise<{ step: number; of: number }> => {
  const t = (await page.getByTestId("step").textContent()) ?? "";
  const m = /Event (\d+) of (\d+)/.exec(t);
  if (m === null) throw new Error(`no step in "${t}"`);
  return { step: Number(m[1]), of: Number(m[2]) };
};

/** Moves the viewer to a step with its slider. */
export const toStep = async (page: Page, n: number): Promise<void> => {
  await page.getByRole("slider").fill(String(n));
  expect((await stepOf(page)).step).toBe(n);
};

/**
 * What sticks out of a screen `width` px wide: the page's own width, and every element whose box passes the
 * right edge (or the left), leaving aside what a scroll box of its own clips and the 1 px boxes of text for
 * screen readers.
 */
export const overflow = (page: Page, width: number) =>
  page.evaluate((width) => {
    const clipped = (e: Element): boolean => {
      for (let a = e.parentElement; a !== null && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a).overflowX;
        if (o === "auto" || o === "scroll" || o === "hidden" || o === "clip") return true;
      }
      return false;
    };
    const out: string[] = [];
    for (const e of document.querySelectorAll("body *")) {
      const r = e.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      if (getComputedStyle(e).visibility === "hidden") continue;
      if ((r.right > width + 0.5 || r.left < -0.5) && !clipped(e))
        out.push(
          `${e.tagName.toLowerCase()}.${[...e.classList].join(".")} ${Math.round(r.left)}–${Math.round(r.right)}`,
        );
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      bodyWidth: document.body.scrollWidth,
      out: out.slice(0, 12),
    };
  }, width);

/** The page fits a screen `width` px wide: no horizontal scroll, nothing past its edges. */
export const expectFits = async (page: Page, width: number): Promise<void> => {
  expect(await overflow(page, width)).toEqual({ scrollWidth: width, bodyWidth: width, out: [] });
};
