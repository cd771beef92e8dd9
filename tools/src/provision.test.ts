import { describe, expect, it } from "vitest";
import { aptGet, type Env, needed, type ProvisionOptions, present, provision } from "../provision.mjs";

/**
 * A machine for `provision`: the packages installed, whether apt's lists are there, and how apt-get answers
 * (`fails`: how many of its next installs fail). The commands run and the lines printed are recorded.
 */
const machine = (
  o: { installed?: string[]; root?: boolean; listsEmpty?: boolean; fails?: number; apt?: boolean } = {},
) => {
  const installed = new Set(o.installed ?? []);
  let listsEmpty = o.listsEmpty ?? false;
  let fails = o.fails ?? 0;
  const commands: string[] = [];
  const printed: string[] = [];
  const options = (env: Env = {}, projects: string[] = []): ProvisionOptions => ({
    projects,
    env,
    root: o.root ?? true,
    has: (pkg) => installed.has(pkg),
    hasApt: () => o.apt ?? true,
    listsEmpty: () => listsEmpty,
    log: "/tmp/apt.log",
    run: (command) => {
      commands.push(command.join(" "));
      if (command[1] === "update") {
        listsEmpty = false;
        return 0;
      }
      if (listsEmpty || fails > 0) {
        fails -= 1;
        return 100;
      }
      for (const p of command.filter((w) => w === "chromium" || w === "postgresql")) installed.add(p);
      return 0;
    },
    print: (line) => printed.push(line),
  });
  return { options, commands, printed, installed };
};

const INSTALL = aptGet.install(["chromium", "postgresql"]).join(" ");
const UPDATE = aptGet.update.join(" ");

describe("provision, as root", () => {
  it("does nothing when everything is installed", () => {
    const m = machine({ installed: ["chromium", "postgresql"] });
    expect(provision(m.options())).toEqual({ ok: true, installed: [] });
    expect(m.commands).toEqual([]);
    expect(m.printed).toEqual([]);
  });

  it("installs what is missing with one apt-get install, quietly, after one line of note naming the log", () => {
    const m = machine();
    expect(provision(m.options())).toEqual({ ok: true, installed: ["chromium", "postgresql"] });
    expect(m.commands).toEqual([INSTALL]);
    expect(INSTALL).toContain("apt-get install -y -qq --no-install-recommends");
    expect(m.printed).toHaveLength(1);
    expect(m.printed[0]).toMatch(
      /^Installing Debian's chromium and postgresql .*about 45 s.*\/tmp\/apt\.log/,
    );
  });

  it("installs only what is missing", () => {
    const m = machine({ installed: ["chromium"] });
    expect(provision(m.options())).toEqual({ ok: true, installed: ["postgresql"] });
    expect(m.commands).toEqual([aptGet.install(["postgresql"]).join(" ")]);
  });

  it("updates the package lists first when they are empty (a fresh container), and only then", () => {
    const m = machine({ listsEmpty: true });
    expect(provision(m.options()).ok).toBe(true);
    expect(m.commands).toEqual([UPDATE, INSTALL]);
  });

  it("updates the lists and tries once more when the install fails without it", () => {
    const m = machine({ fails: 1 });
    expect(provision(m.options()).ok).toBe(true);
    expect(m.commands).toEqual([INSTALL, UPDATE, INSTALL]);
  });

  it("fails, naming the log, when apt-get cannot install them", () => {
    const m = machine({ fails: 2 });
    const r = provision(m.options());
    expect(r).toEqual({ ok: false, message: expect.stringContaining("see /tmp/apt.log") });
    expect(m.commands).toEqual([INSTALL, UPDATE, INSTALL]);
  });

  it("fails when the program is still not where the tests look after the install", () => {
    const m = machine({ installed: ["postgresql"] });
    const r = provision({ ...m.options({ CHROMIUM_PATH: "/opt/nowhere/chrome" }), has: () => false });
    expect(r).toEqual({ ok: false, message: expect.stringContaining("still no /opt/nowhere/chrome") });
  });

  it("stops with the command to run when there is no apt-get", () => {
    const m = machine({ apt: false });
    const r = provision(m.options());
    expect(r.ok).toBe(false);
    expect(m.commands).toEqual([]);
    expect(r.ok || r.message).toContain("no apt-get");
  });
});

describe("provision, as another user", () => {
  it("does nothing when everything is installed", () => {
    const m = machine({ root: false, installed: ["chromium", "postgresql"] });
    expect(provision(m.options())).toEqual({ ok: true, installed: [] });
  });

  it("runs nothing and stops with the one command to run, naming what is missing and where it was looked for", () => {
    const m = machine({ root: false });
    const r = provision(m.options());
    expect(m.commands).toEqual([]);
    expect(m.printed).toEqual([]);
    if (r.ok) throw new Error("expected a stop");
    expect(r.message).toContain("\n  sudo apt-get install -y --no-install-recommends chromium postgresql\n");
    expect(r.message).toContain("there is no /usr/bin/chromium");
    expect(r.message).toContain("there is no /usr/lib/postgresql/*/bin/initdb");
    expect(r.message).toContain("BRIDGELAW_SKIP_POSTGRES=1");
  });

  it("names only what is missing, where the environment says to look, and updates the lists first when empty", () => {
    const m = machine({ root: false, installed: ["postgresql"], listsEmpty: true });
    const r = provision(m.options({ CHROMIUM_PATH: "/opt/chrome" }));
    if (r.ok) throw new Error("expected a stop");
    expect(r.message.split("\n").at(-1)).toBe(
      "  sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium",
    );
    expect(r.message).toContain("there is no /opt/chrome");
    expect(r.message).not.toContain("BRIDGELAW_SKIP_POSTGRES");
  });
});

describe("what the tests need", () => {
  const names = (projects: string[], env: Env = {}) => needed(projects, env).map((n) => n.package);

  it("follows the projects whose tests run: Chromium for the web app and the store, PostgreSQL for the store and the server", () => {
    expect(names([])).toEqual(["chromium", "postgresql"]);
    expect(names(["@bridgelaw/tools", "@bridgelaw/cli"])).toEqual([]);
    expect(names(["@bridgelaw/web"])).toEqual(["chromium"]);
    expect(names(["@bridgelaw/server", "@bridgelaw/cli"])).toEqual(["postgresql"]);
    expect(names(["@bridgelaw/store"])).toEqual(["chromium", "postgresql"]);
    expect(names(["@bridgelaw/*"])).toEqual(["chromium", "postgresql"]);
  });

  it("no PostgreSQL when a server is given or its tests are skipped on purpose", () => {
    expect(names([], { BRIDGELAW_TEST_DATABASE_URL: "postgres://x@127.0.0.1/db" })).toEqual(["chromium"]);
    expect(names([], { BRIDGELAW_SKIP_POSTGRES: "1" })).toEqual(["chromium"]);
    const m = machine({ root: false, installed: ["chromium"] });
    expect(provision(m.options({ BRIDGELAW_SKIP_POSTGRES: "1" }))).toEqual({ ok: true, installed: [] });
  });

  it("is looked for where the tests look: CHROMIUM_PATH and BRIDGELAW_POSTGRES_BIN when set", () => {
    expect(present("chromium", { CHROMIUM_PATH: "/nonexistent/chromium" })).toBe(false);
    expect(present("postgresql", { BRIDGELAW_POSTGRES_BIN: "/nonexistent/bin" })).toBe(false);
    expect(present("chromium", { CHROMIUM_PATH: process.execPath })).toBe(true);
  });
});
