import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { readLog, replayLines } from "@bridgelaw/table";
import { generateCorpus } from "./corpus.ts";
const f = "/tmp/corpus3000.json";
if (!existsSync(f)) writeFileSync(f, JSON.stringify(generateCorpus(3000)));
const corpus: string[] = JSON.parse(readFileSync(f, "utf8"));
const t0 = performance.now();
let n = 0;
for (let k = 0; k < 5; k++) for (const text of corpus) { const d = readLog(text); n += replayLines(d.lines, d.error).state.applied; }
console.log("replay", performance.now() - t0);
const t1 = performance.now();
for (let k = 0; k < 5; k++) for (const text of corpus) { const d = readLog(text); n += d.lines.length; }
console.log("readLog only", performance.now() - t1);
const t2 = performance.now();
for (let k = 0; k < 5; k++) for (const text of corpus) for (const l of text.split("\n")) if (l) n += JSON.parse(l).type.length;
console.log("parse only", performance.now() - t2);
