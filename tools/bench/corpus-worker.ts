// The worker of `generateCorpusApart` (corpus.ts): generates the corpus and posts it back.
import { parentPort, workerData } from "node:worker_threads";
import { generateCorpus } from "./corpus.ts";

const { count, seed } = workerData as { count: number; seed: number };
parentPort?.postMessage(generateCorpus(count, seed));
