import { Worker } from "node:worker_threads";
import { generateBoard, toJsonLines } from "../src/generate.ts";

/** `count` generated legal boards as log texts, board numbers cycling through 1–32. */
export const generateCorpus = (count: number, seed = 2017): string[] => {
  const texts: string[] = new Array(count);
  for (let i = 0; i < count; i += 1) texts[i] = toJsonLines(generateBoard(seed + i, (i % 32) + 1));
  return texts;
};

/**
 * `generateCorpus` run in a worker thread: the generator drives the same recipes the replay runs, and what
 * the engine learns from it (the shapes it meets, the code it optimises) would stay in the process that then
 * measures the replay. The worker loads TypeScript through tsx's API, as `pnpm bench` runs this file.
 */
export const generateCorpusApart = (count: number, seed = 2017): Promise<string[]> =>
  new Promise((resolve, reject) => {
    const tsx = import.meta.resolve("tsx/esm/api");
    const worker = new URL("./corpus-worker.ts", import.meta.url).href;
    const code = `(async () => {
      const { register } = await import(${JSON.stringify(tsx)});
      register();
      await import(${JSON.stringify(worker)});
    })();`;
    const w = new Worker(code, { eval: true, workerData: { count, seed } });
    w.once("message", (texts: string[]) => resolve(texts));
    w.once("error", reject);
    w.once("exit", (code) => {
      if (code !== 0) reject(new Error(`the corpus worker exited with code ${code}`));
    });
  });
