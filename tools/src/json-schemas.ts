// Writes the JSON Schemas the packages ship (issue 14 point 5): schema/log-line.v1.json and schema/view.v1.json,
// generated from the Effect Schemas of @bridgelaw/table, and schema/movement.v1.json from the movement's of
// @bridgelaw/scoring (issue 29). Run after changing an event, the view or the movement:
// `pnpm --filter @bridgelaw/table schemas`. The table's and the CLI's tests fail while the files are stale.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { logLineJsonSchema, movementJsonSchema, viewJsonSchema } from "@bridgelaw/table";

const table = new URL("../../packages/table/schema/", import.meta.url);
const scoring = new URL("../../packages/scoring/schema/", import.meta.url);
mkdirSync(scoring, { recursive: true });
const files: [URL, Record<string, unknown>][] = [
  [new URL("log-line.v1.json", table), logLineJsonSchema()],
  [new URL("view.v1.json", table), viewJsonSchema()],
  [new URL("movement.v1.json", scoring), movementJsonSchema()],
];
for (const [file, schema] of files) writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
// the repository's formatter owns the layout (the content is what the test compares)
const biome = new URL("../../node_modules/.bin/biome", import.meta.url).pathname;
const paths = files.map(([file]) => file.pathname);
const r = spawnSync(biome, ["format", "--write", ...paths], { stdio: "inherit" });
process.exitCode = r.status ?? 1;
for (const p of paths) console.log(`wrote ${p}`);
