/**
 * The outside consumer (issue 14): every public package packed with `pnpm pack`, the tarballs installed with
 * plain `npm install` into a fresh project in the system's temporary folder, outside the workspace, with
 * the peers the READMEs' install lines name (effect, immer; issue 31), the registry dependencies from the
 * registry, then used as an app would use them: plain
 * `node` imports each package, replays an example log and runs each README's first example; `tsc --noEmit`
 * type-checks a consumer program against the shipped `.d.ts` with `moduleResolution: NodeNext`; `npx
 * bridgelaw` runs the packed command. The results are compared with the workspace's own, from source.
 * Run by the tools' `consumer` target (after every public package's `build`), part of `pnpm test`.
 */
import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseDeal } from "@bridgelaw/cards";
import { ddTable } from "@bridgelaw/double-dummy";
import { claimReport, replayLog } from "@bridgelaw/table";
import { claimReportWithWords, withWords } from "@bridgelaw/words";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readmeExample, readmePrograms } from "./readme.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const EXAMPLE = join(ROOT, "examples", "03-game-3NT.jsonl");
const MINUTES = 60_000;

interface Public {
  readonly dir: string;
  readonly name: string;
  readonly version: string;
  readonly bin: boolean;
  /** Its peer dependencies the app must install (effect, immer: issue 31), optional ones left out. */
  readonly peers: readonly string[];
}

/** Every package the workspace publishes: `packages/*` and `apps/*` that are not private. */
const PUBLIC: readonly Public[] = ["packages", "apps"].flatMap((group) =>
  readdirSync(join(ROOT, group))
    .map((n) => join(ROOT, group, n))
    .filter((dir) => existsSync(join(dir, "package.json")))
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) }))
    .filter(({ pkg }) => pkg.private !== true)
    .map(({ dir, pkg }) => ({
      dir,
      name: pkg.name,
      version: pkg.version,
      bin: pkg.bin !== undefined,
      peers: Object.keys(pkg.peerDependencies ?? {}).filter(
        (d) => pkg.peerDependenciesMeta?.[d]?.optional !== true,
      ),
    })),
);
/**
 * The peers the app installs itself, as each README's install line says, at the version the workspace's
 * tests ran with (within every package's range: tools/src/peers.test.ts).
 */
const PEERS = [...new Set(PUBLIC.flatMap((p) => p.peers))].sort().map((name) => {
  const from = PUBLIC.find((p) => p.peers.includes(name))!;
  const manifest = createRequire(join(from.dir, "package.json")).resolve(`${name}/package.json`);
  return `${name}@${JSON.parse(readFileSync(manifest, "utf8")).version}`;
});
const LIBRARIES = PUBLIC.filter((p) => !p.bin);

/** Runs a command; a failure shows its output in the assertion message. */
const run = (
  cmd: string,
  args: readonly string[],
  cwd: string,
  timeout = 5 * MINUTES,
): SpawnSyncReturns<string> =>
  spawnSync(cmd, args, {
    cwd,
    encoding: "utf8",
    timeout,
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", npm_config_update_notifier: "false" },
  });
const ok = (r: SpawnSyncReturns<string>, what: string): string => {
  if (r.status !== 0)
    throw new Error(`${what} failed (${r.status ?? r.signal}):\n${r.stdout ?? ""}\n${r.stderr ?? ""}`);
  return r.stdout;
};

/** pnpm as this test was started by it (`pnpm test`, Nx), or from the path. */
const pnpm = (args: readonly string[], cwd: string) => {
  const execPath = process.env.npm_execpath;
  return execPath !== undefined && /pnpm/.test(execPath)
    ? run(process.execPath, [execPath, ...args], cwd)
    : run("pnpm", args, cwd);
};

let tmp = "";
let app = "";
const node = (file: string, ...args: string[]) => run(process.execPath, [file, ...args], app);

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "bridgelaw-consumer-"));
  const tarballs = join(tmp, "tarballs");
  app = join(tmp, "app");
  mkdirSync(tarballs);
  mkdirSync(app);
  for (const p of PUBLIC) ok(pnpm(["pack", "--pack-destination", tarballs], p.dir), `pnpm pack in ${p.dir}`);
  writeFileSync(
    join(app, "package.json"),
    `${JSON.stringify({ name: "bridgelaw-consumer", private: true, type: "module" }, null, 2)}\n`,
  );
  const files = readdirSync(tarballs).map((f) => join(tarballs, f));
  ok(
    run(
      "npm",
      [
        "install",
        "--no-audit",
        "--no-fund",
        "--prefer-offline",
        "--loglevel=error",
        ...files,
        ...PEERS,
        "@types/node@20.19.43",
      ],
      app,
      8 * MINUTES,
    ),
    "npm install of the tarballs",
  );
}, 10 * MINUTES);

afterAll(() => {
  if (tmp !== "") rmSync(tmp, { recursive: true, force: true });
}, 5 * MINUTES); // the installed node_modules are large: removing them takes a while on a busy machine

describe("an outside project installs the packed packages", { timeout: 5 * MINUTES }, () => {
  it("each package ships dist (ESM, .d.ts, source maps) and exports it without the workspace's source condition", () => {
    for (const p of LIBRARIES) {
      const dir = join(app, "node_modules", p.name);
      const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
      expect(pkg.version).toBe(p.version);
      // a bundler reads dist/ module by module (`module`); Node.js one bundled file per entry (dist/node/);
      // a package with a browser entry (the store) names it first
      const browser = pkg.exports["."].browser;
      expect(pkg.exports["."]).toEqual({
        ...(browser !== undefined && { browser }),
        types: "./dist/index.d.ts",
        module: "./dist/index.js",
        import: "./dist/node/index.js",
        default: "./dist/node/index.js",
      });
      for (const f of [
        "dist/index.js",
        "dist/index.d.ts",
        "dist/index.js.map",
        "dist/node/index.js",
        "dist/node/index.js.map",
        "README.md",
        "LICENSE",
        "CHANGELOG.md",
      ])
        expect(existsSync(join(dir, f)), `${p.name}: ${f}`).toBe(true);
      expect(existsSync(join(dir, "src")), `${p.name} ships no sources`).toBe(false);
      for (const dep of Object.keys(pkg.dependencies ?? {}))
        expect(pkg.dependencies[dep], `${p.name} → ${dep}`).not.toMatch(/^workspace:/);
    }
  });

  it("every tarball, the command's too, ships its CHANGELOG.md", () => {
    for (const p of PUBLIC)
      expect(existsSync(join(app, "node_modules", p.name, "CHANGELOG.md")), `${p.name}: CHANGELOG.md`).toBe(
        true,
      );
  });

  it("plain node imports every package and subpath: the same exports as the workspace's sources", async () => {
    const script = join(app, "exports.mjs");
    const entries = LIBRARIES.flatMap((p) => {
      const exports = JSON.parse(readFileSync(join(p.dir, "package.json"), "utf8")).exports;
      return Object.entries(exports)
        .filter(([, target]) => typeof target === "object")
        .map(([path]) => (path === "." ? p.name : `${p.name}/${path.slice(2)}`));
    });
    writeFileSync(
      script,
      [
        `const names = ${JSON.stringify(entries)};`,
        "const out = {};",
        "for (const n of names) out[n] = Object.keys(await import(n)).sort();",
        "console.log(JSON.stringify(out));",
      ].join("\n"),
    );
    const shipped = JSON.parse(ok(node(script), "node exports.mjs"));
    for (const name of entries) {
      const source = Object.keys(await import(name)).sort();
      expect(shipped[name], name).toEqual(source);
    }
    // The files a package exports as they are (the table's JSON Schemas) are in the tarball.
    for (const p of LIBRARIES) {
      const pkg = JSON.parse(readFileSync(join(app, "node_modules", p.name, "package.json"), "utf8"));
      for (const target of Object.values<unknown>(pkg.exports))
        if (typeof target === "string")
          expect(existsSync(join(app, "node_modules", p.name, target)), target).toBe(true);
    }
  });

  it("plain node replays examples/03-game-3NT.jsonl: the same view as the workspace, 3NT by South making 9 tricks", () => {
    const script = join(app, "replay.mjs");
    writeFileSync(
      script,
      [
        'import { readFileSync } from "node:fs";',
        'import { formatLogError } from "@bridgelaw/log";',
        'import { replayLog } from "@bridgelaw/table";',
        'const { view, error } = replayLog(readFileSync(process.argv[2], "utf8"));',
        "if (error) { console.error(formatLogError(error)); process.exit(1); }",
        "console.log(JSON.stringify(view));",
      ].join("\n"),
    );
    const view = JSON.parse(ok(node(script, EXAMPLE), "node replay.mjs"));
    expect(view.result).toEqual({
      contract: "3NT",
      declarer: "S",
      tricksByDeclarer: 9,
      score: { NS: 400, EW: -400 },
    });
    expect(view).toEqual(JSON.parse(JSON.stringify(replayLog(readFileSync(EXAMPLE, "utf8")).view)));
  });

  it("the double-dummy WebAssembly core runs from dist: the example's table as the workspace solves it", () => {
    const deal = JSON.parse(readFileSync(EXAMPLE, "utf8").split("\n")[0]!).deal as string;
    const script = join(app, "dd.mjs");
    writeFileSync(
      script,
      [
        'import { parseDeal } from "@bridgelaw/cards";',
        'import { ddTable } from "@bridgelaw/double-dummy";',
        "console.log(JSON.stringify(ddTable(parseDeal(process.argv[2]))));",
      ].join("\n"),
    );
    const shipped = JSON.parse(ok(node(script, deal), "node dd.mjs"));
    expect(shipped).toEqual(JSON.parse(JSON.stringify(ddTable(parseDeal(deal)))));
  });

  it("each package README's first example runs as written with plain node and prints what the README shows", () => {
    for (const p of PUBLIC) {
      const example = readmeExample(readFileSync(join(p.dir, "README.md"), "utf8"));
      expect(example, `${p.name}: README has an Install section with npm install ${p.name}`).toBeDefined();
      expect(example!.install).toContain(`npm install ${p.bin ? "-g " : ""}${p.name}`);
      for (const peer of p.peers)
        expect(example!.install.split(/\s+/), `${p.name}: the install line names its peer ${peer}`).toContain(
          peer,
        );
      if (example!.code === undefined) continue; // the command's README: its example is run below
      const file = join(app, `readme-${p.name.replace(/\W/g, "-")}.mjs`);
      writeFileSync(file, example!.code);
      const out = ok(node(file), `${p.name}'s README example`);
      // as printed, line for line: no blank line the README does not show
      if (example!.output !== undefined)
        expect(out, `${p.name}'s README example output`).toBe(example!.output);
    }
  });

  it("every program a README names (`X.mjs`, run with `node X.mjs`) runs as written and prints what the README shows", () => {
    const programs = PUBLIC.flatMap((p) => {
      const readme = readFileSync(join(p.dir, "README.md"), "utf8");
      const first = readmeExample(readme)?.code; // run by the test above
      return readmePrograms(readme)
        .filter((program) => program.code !== first)
        .map((program) => ({ p, program }));
    });
    // the table's seat view, the double-dummy package's worker threads …
    expect(programs.map(({ program }) => program.file)).toEqual(
      expect.arrayContaining(["seat-view.mjs", "tables.mjs"]),
    );
    for (const { p, program } of programs) {
      const file = join(app, `program-${p.name.replace(/\W/g, "-")}-${program.file}`);
      writeFileSync(file, program.code);
      const out = ok(node(file), `${p.name}'s README program ${program.file}`);
      if (program.output !== undefined)
        expect(out, `${p.name}'s README program ${program.file}: its output`).toBe(program.output);
    }
  });

  it("tsc --noEmit type-checks a consumer program and the README programs against the shipped .d.ts (NodeNext, strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, skipLibCheck: false)", () => {
    const tsc = join(ROOT, "node_modules", ".bin", "tsc");
    writeFileSync(
      join(app, "tsconfig.json"),
      `${JSON.stringify(
        {
          compilerOptions: {
            target: "ES2023",
            // effect's declarations name Web Crypto and Web Storage types (CryptoKey, JsonWebKey, Storage):
            // @types/node 20 declares none of them globally, the DOM library does (root README, TypeScript).
            lib: ["ES2023", "DOM"],
            module: "NodeNext",
            moduleResolution: "NodeNext",
            strict: true,
            exactOptionalPropertyTypes: true,
            noUncheckedIndexedAccess: true,
            noEmit: true,
            skipLibCheck: false,
            types: ["node"],
          },
          include: ["consumer.ts", "readme-*.ts"],
        },
        null,
        2,
      )}\n`,
    );
    writeFileSync(join(app, "consumer.ts"), readFileSync(new URL("program.ts", import.meta.url), "utf8"));
    // The README programs are TypeScript too: the same code, type-checked (a worker thread's program, whose
    // messages JavaScript leaves untyped, is only run).
    for (const p of LIBRARIES)
      for (const program of readmePrograms(readFileSync(join(p.dir, "README.md"), "utf8")))
        if (!program.code.includes("node:worker_threads"))
          writeFileSync(
            join(app, `readme-${p.name.replace(/\W/g, "-")}-${program.file.replace(/\.mjs$/, "")}.ts`),
            program.code,
          );
    ok(run(tsc, ["--noEmit", "-p", "tsconfig.json"], app), "tsc --noEmit of the consumer");
  });

  it("npx bridgelaw --version and npx bridgelaw replay run the packed command", () => {
    const cli = PUBLIC.find((p) => p.bin)!;
    const version = ok(
      run("npx", ["--no-install", "bridgelaw", "--version"], app),
      "npx bridgelaw --version",
    );
    expect(version).toBe(`bridgelaw v${cli.version}\n`);
    const text = ok(
      run("npx", ["--no-install", "bridgelaw", "replay", EXAMPLE], app),
      "npx bridgelaw replay",
    );
    expect(text).toContain("Result:   3NT by South, 9 tricks, made");
    const json = ok(
      run("npx", ["--no-install", "bridgelaw", "replay", "--json", EXAMPLE], app),
      "replay --json",
    );
    // the JSON output keeps the English (`text`) beside each consequence's data
    expect(JSON.parse(json)).toEqual(
      JSON.parse(JSON.stringify(withWords(replayLog(readFileSync(EXAMPLE, "utf8")).view))),
    );
  });

  it("npx bridgelaw dd solves deals on two worker threads of the packed command (dist/dd-worker.js)", () => {
    const deals = [
      "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
      "E:QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 AK96.KQ8.A98.K63",
    ];
    const out = ok(
      run("npx", ["--no-install", "bridgelaw", "dd", ...deals, "--json", "--workers", "2"], app),
      "npx bridgelaw dd --workers 2",
    );
    const tables = out
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line).table);
    expect(tables).toEqual(deals.map((d) => JSON.parse(JSON.stringify(ddTable(parseDeal(d))))));
  });

  it("npx bridgelaw claim checks the claims of a directory of logs on two worker threads of the packed command", () => {
    const claims = join(ROOT, "examples", "claims");
    const logs = readdirSync(claims)
      .filter((n) => n.endsWith(".jsonl"))
      .sort();
    const out = ok(
      run("npx", ["--no-install", "bridgelaw", "claim", "--all", "--json", "--workers", "2", claims], app),
      "npx bridgelaw claim --workers 2",
    );
    const reports = out
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line).report);
    const own = logs.flatMap((n) =>
      // --json gives the report's notes and error with their words beside their data
      replayLog(readFileSync(join(claims, n), "utf8")).view.claims.map((c) =>
        claimReportWithWords(claimReport(c)),
      ),
    );
    expect(reports.length).toBeGreaterThan(1);
    expect(reports).toEqual(JSON.parse(JSON.stringify(own)));
  });

  it("the command's README example runs as written: its board replays, 7NT by North making 13 tricks", () => {
    const cli = PUBLIC.find((p) => p.bin)!;
    const readme = readFileSync(join(cli.dir, "README.md"), "utf8");
    const board = /cat > board\.jsonl <<'LOG'\n([\s\S]*?)\nLOG\n/.exec(readme)?.[1];
    expect(board, "the README writes board.jsonl").toBeDefined();
    writeFileSync(join(app, "board.jsonl"), `${board}\n`);
    const text = ok(
      run("npx", ["--no-install", "bridgelaw", "replay", "board.jsonl"], app),
      "replay board.jsonl",
    );
    expect(text).toContain("Result:   7NT by North, 13 tricks, made");
    ok(run("npx", ["--no-install", "bridgelaw", "replay", "--json", "board.jsonl"], app), "replay --json");
    ok(run("npx", ["--no-install", "bridgelaw", "--help"], app), "bridgelaw --help");
  });

  it("npx runs the CLI tarball itself from an empty folder, with nothing else installed", () => {
    const cli = PUBLIC.find((p) => p.bin)!;
    const empty = join(tmp, "empty");
    mkdirSync(empty);
    const tarball = join(tmp, "tarballs", `${cli.name.slice(1).replace("/", "-")}-${cli.version}.tgz`);
    const version = ok(
      run("npx", ["--yes", `--package=${tarball}`, "bridgelaw", "--version"], empty),
      "npx tarball",
    );
    expect(version).toBe(`bridgelaw v${cli.version}\n`);
  });
});
