#!/usr/bin/env node
// Builds the `bridgelaw` command (apps/cli) into dist/: one ESM bundle per entry with esbuild, from the
// workspace packages' sources (the `source` export condition) and every dependency (effect, platform-node,
// clack) bundled in, so the package needs nothing at run time. Code splitting keeps each command's module
// (formats, the claim checker, the double-dummy WebAssembly, …) in chunks loaded only by the command that
// uses it: `main.ts` imports them dynamically (`cli.ts`). Run by the CLI's Nx `build` target.
import { rmSync } from "node:fs";
import { build } from "esbuild";

const cli = new URL("../apps/cli/", import.meta.url);
const outdir = new URL("dist/", cli).pathname;
rmSync(outdir, { recursive: true, force: true });

await build({
  absWorkingDir: cli.pathname,
  entryPoints: { bridgelaw: "src/main.ts" },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  conditions: ["source"],
  chunkNames: "chunks/[name]-[hash]",
  minify: true,
  sourcemap: "linked",
  sourcesContent: false,
  legalComments: "linked",
  logLevel: "warning",
  banner: {
    // The shebang of a bin, and `require` for the CommonJS code bundled into ESM.
    js: '#!/usr/bin/env node\nimport { createRequire as __bridgelawRequire } from "node:module"; const require = __bridgelawRequire(import.meta.url);',
  },
});
