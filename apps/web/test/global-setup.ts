import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, preview } from "vite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the built app is served for the browser tests (`http://127.0.0.1:PORT/`). */
    baseUrl: string;
    /** The built app's folder (a temporary build as `pnpm web` makes it; the live server's WEB_ROOT). */
    webRoot: string;
  }
}

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Builds the app with its own configuration (`vite build`) into a temporary folder, not dist/: under vitest
 * (NODE_ENV=test) React is bundled in its development build, whose warnings (keys, props) the tests count as
 * console errors, and `pnpm web`'s production build in dist/ is left as it was. Serves it on a free port of
 * 127.0.0.1.
 */
export default async function setup(project: TestProject) {
  const outDir = mkdtempSync(join(tmpdir(), "bridgelaw-web-build-"));
  await build({ root, logLevel: "warn", configFile: `${root}vite.config.ts`, build: { outDir } });
  const server = await preview({
    root,
    configFile: `${root}vite.config.ts`,
    build: { outDir },
    preview: { host: "127.0.0.1", port: 0, strictPort: false },
    logLevel: "warn",
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === "string") throw new Error("the preview server has no port");
  project.provide("baseUrl", `http://127.0.0.1:${address.port}/`);
  project.provide("webRoot", outDir);
  return async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
