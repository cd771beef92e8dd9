/**
 * The repository's example logs, bundled with the app (each loaded only when opened), so the viewer has
 * boards to show offline: `examples/auction`, `play`, `claims`, `session` and the legal boards at the top.
 */
const modules = import.meta.glob<string>("../../../../examples/**/*.jsonl", {
  query: "?raw",
  import: "default",
});

const PREFIX = "../../../../examples/";

/** `auction/WS-01-27A1-insufficient-bid-accepted.jsonl`, … in order, grouped by folder. */
export const EXAMPLES: readonly string[] = Object.keys(modules)
  .map((k) => k.slice(PREFIX.length))
  .sort((a, b) => {
    const da = a.includes("/") ? a.slice(0, a.indexOf("/")) : "";
    const db = b.includes("/") ? b.slice(0, b.indexOf("/")) : "";
    return da === db ? a.localeCompare(b) : da.localeCompare(db);
  });

/** The group an example belongs to: "legal boards" for the top folder, else its folder. */
export const exampleGroup = (path: string): string =>
  path.includes("/") ? path.slice(0, path.indexOf("/")) : "legal boards";

export const loadExample = async (path: string): Promise<string> => {
  const load = modules[PREFIX + path];
  if (load === undefined) throw new Error(`no example ${path}`);
  return load();
};
