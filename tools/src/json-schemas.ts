// Writes the JSON Schemas the table package ships (issue 14 point 5): schema/log-line.v1.json and
// schema/view.v1.json, generated from the Effect Schemas of @bridgelaw/table. Run after changing an event or the
// view: `pnpm --filter @bridgelaw/table schemas`. The table's tests fail while the files are stale.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { logLineJsonSchema, viewJsonSchema } from "@bridgelaw/table";

const dir = new URL("../../packages/table/schema/", import.meta.url);
const files: [string, Record<string, unknown>][] = [
  ["log-line.v1.json", logLineJsonSchema()],
  ["view.v1.json", viewJsonSchema()],
];
for (const [name, schema] of files) writeFileSync(new URL(name, dir), `${JSON.stringify(schema, null, 2)}\n`);
// the repository's formatter owns the layout (the content is what the test compares)
const biome = new URL("../../node_modules/.bin/biome", import.meta.url).pathname;
const paths = files.map(([name]) => new URL(name, dir).pathname);
const r = spawnSync(biome, ["format", "--write", ...paths], { stdio: "inherit" });
process.exitCode = r.status ?? 1;
for (const p of paths) console.log(`wrote ${p}`);
