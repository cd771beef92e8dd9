/**
 * Where the test fixtures are: the shared data of the project (`/work/shared/data` beside the repository)
 * and the repository's examples. Tests read them with `node:fs`; this module only names them.
 */
export const dataUrl = (path: string): URL => new URL(`../../../../../shared/data/${path}`, import.meta.url);
export const examplesUrl = (path = ""): URL => new URL(`../../../../examples/${path}`, import.meta.url);

/**
 * The corpus of damaged imports (issue 36): small PBN and LIN files made from the shared data's MIT-licensed
 * `pbn/eytc-1998.pbn` and `lin/bbo-table-example.lin` (dominicprice/endplay), each with one damage a fuzz
 * campaign found. `import-corpus.test.ts` says what each must give.
 */
export const damagedUrl = (name = ""): URL => new URL(`./fixtures/damaged/${name}`, import.meta.url);
