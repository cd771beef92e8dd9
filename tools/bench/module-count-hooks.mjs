// A module hook for the load bench (load.ts): writes the URL of every module loaded to stderr, one a line.
import { writeSync } from "node:fs";

export async function load(url, context, next) {
  if (url.startsWith("file:")) writeSync(2, `${url}\n`);
  return next(url, context);
}
