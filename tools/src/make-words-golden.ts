import { writeFileSync } from "node:fs";
import { describe as words } from "@bridgelaw/words";
import { GOLDEN, linesOf, sources } from "./words-golden.ts";

/** Writes tools/golden/words-en.json again from the formatter (after a deliberate change of wording). */
const out: Record<string, string[]> = {};
for (const s of sources()) out[s.name] = linesOf(s.view, (x) => words(x));
writeFileSync(GOLDEN, `${JSON.stringify(out, null, 1)}\n`);
console.log(`${GOLDEN}: ${Object.keys(out).length} sources`);
