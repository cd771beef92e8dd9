import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));

/** PGlite's files that its code fetches from beside itself (`new URL(file, import.meta.url)`). */
export const PGLITE_FILES = ["pglite.wasm", "pglite.data", "initdb.wasm"] as const;

/**
 * The terminal's page in `dir`: `index.html`, the terminal bundled by esbuild for the browser (one ES module,
 * minified, as an app developer would; the workspace's packages from their sources), and PGlite's files
 * beside it. PGlite's
 * Emscripten code imports `node:module` only when it runs in Node: left to the browser as an import it never
 * makes. Returns esbuild's metafile (what went into the bundle).
 */
export const buildTerminal = async (dir: string): Promise<Metafile> => {
  const result = await build({
    absWorkingDir: PACKAGE,
    entryPoints: ["test/terminal.ts"],
    outfile: join(dir, "terminal.js"),
    bundle: true,
    platform: "browser",
    format: "esm",
    target: "es2022",
    minify: true,
    conditions: ["source"],
    external: ["node:module"],
    metafile: true,
    logLevel: "silent",
  });
  const pglite = dirname(createRequire(join(PACKAGE, "package.json")).resolve("@electric-sql/pglite"));
  for (const file of PGLITE_FILES) copyFileSync(join(pglite, file), join(dir, file));
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Table terminal</title>' +
      '<script type="module" src="terminal.js"></script></head><body></body></html>\n',
  );
  return result.metafile;
};

/**
 * What an app's `import "@bridgelaw/store"` brings into a bundle for the browser (esbuild, `platform:
 * "browser"`, the workspace's packages from their sources): the inputs esbuild read.
 */
export const browserInputsOfStore = async (): Promise<string[]> => {
  const result = await build({
    absWorkingDir: PACKAGE,
    stdin: { contents: 'export * from "@bridgelaw/store";', resolveDir: PACKAGE, loader: "js" },
    bundle: true,
    write: false,
    platform: "browser",
    format: "esm",
    conditions: ["source"],
    external: ["node:module"],
    metafile: true,
    logLevel: "silent",
  });
  return Object.keys(result.metafile.inputs);
};

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".data": "application/octet-stream",
};

/** Serves the files of `dir` on 127.0.0.1 (a port of the system's choosing); its URL and how to stop it. */
export const serve = async (dir: string): Promise<{ url: string; stop: () => Promise<void> }> => {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const file = path === "/" ? "index.html" : path.slice(1);
    if (!/^[\w.-]+$/.test(file)) return res.writeHead(404).end();
    try {
      const body = readFileSync(join(dir, file));
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((r) => server.close(() => r())),
  };
};
