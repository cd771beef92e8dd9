import { writeFileSync } from "node:fs";
import { CODE_TITLES_FILE, codeTitlesSource } from "./code-titles.ts";

/** Writes packages/cards/src/code-titles.ts again from the seeds (../shared/seeds). */
writeFileSync(CODE_TITLES_FILE, codeTitlesSource());
console.log(`${CODE_TITLES_FILE}: written from the seeds`);
