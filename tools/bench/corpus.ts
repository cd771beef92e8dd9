import { generateBoard, toJsonLines } from "../src/generate.ts";

/** `count` generated legal boards as log texts, board numbers cycling through 1–32. */
export const generateCorpus = (count: number, seed = 2017): string[] => {
  const texts: string[] = new Array(count);
  for (let i = 0; i < count; i += 1) texts[i] = toJsonLines(generateBoard(seed + i, (i % 32) + 1));
  return texts;
};
