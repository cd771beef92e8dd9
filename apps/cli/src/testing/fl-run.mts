import { runInProcess } from "/work/wt-french-last/apps/cli/src/testing/in-process.ts";

const r = await runInProcess(process.argv.slice(2));
process.stdout.write(r.stdout);
process.stderr.write(r.stderr);
process.stdout.write(`[exit ${r.code}]\n`);
