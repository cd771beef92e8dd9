import { fileURLToPath } from "node:url";
import { build, preview } from "vite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the built app is served for the browser tests (`http://127.0.0.1:PORT/`). */
    baseUrl: string;
    /** The built app's folder (what `pnpm web` serves, and the live server's WEB_ROOT). */
    webRoot: string;
  }
}

const root = fileURLToPath(new URL("..", import.meta.url));

/** Builds the app as shipped (`vite build` to dist/) and serves it on a free port of 127.0.0.1. */
export default async function setup(project: TestProject) {
  await build({ root, logLevel: "warn", configFile: `${root}vite.config.ts` });
  const server = await preview({
    root,
    configFile: `${root}vite.config.ts`,
    preview: { host: "127.0.0.1", port: 0, strictPort: false },
    logLevel: "warn",
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === "string") throw new Error("the preview server has no port");
  project.provide("baseUrl", `http://127.0.0.1:${address.port}/`);
  project.provide("webRoot", `${root}dist`);
  return async () => {
    await server.close();
  };
}
