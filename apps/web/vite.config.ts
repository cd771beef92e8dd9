import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

// The app is static files with relative URLs (base "./"): `pnpm web` serves them, and so does the live table
// server at `/` (its WEB_ROOT). Workspace packages are read from their TypeScript sources (the `source`
// export condition), so no package build comes first.
export default defineConfig({
  base: "./",
  plugins: [react()],
  resolve: { conditions: ["source", ...defaultClientConditions] },
  // the claim checker's module worker (src/model/claim-worker.ts) is bundled as an ES module with the same
  // `resolve` (the workspace packages from their sources)
  worker: { format: "es" },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    sourcemap: true,
    // no timing warnings: on a shared machine they measure the machine's load, not the build
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  server: { host: "127.0.0.1", fs: { allow: ["../.."] } },
});
