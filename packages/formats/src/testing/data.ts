/**
 * Where the test fixtures are: the shared data of the project (`/work/shared/data` beside the repository)
 * and the repository's examples. Tests read them with `node:fs`; this module only names them.
 */
export const dataUrl = (path: string): URL => new URL(`../../../../../shared/data/${path}`, import.meta.url);
export const examplesUrl = (path = ""): URL => new URL(`../../../../examples/${path}`, import.meta.url);
