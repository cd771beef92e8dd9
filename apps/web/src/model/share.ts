/**
 * The shareable link: the log itself, compressed (raw DEFLATE, the browser's own CompressionStream) and
 * base64url-encoded in the URL's fragment, which never reaches a server; or the log's location (a URL, an
 * example of the repository). `#log=…`, `#url=…`, `#example=…`; `&step=N` opens it at a step.
 */

export type SharedLog =
  | { readonly kind: "log"; readonly data: string; readonly step?: number }
  | { readonly kind: "url"; readonly url: string; readonly step?: number }
  | { readonly kind: "example"; readonly path: string; readonly step?: number };

const toBase64Url = (bytes: Uint8Array): string => {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

const fromBase64Url = (s: string): Uint8Array => {
  const b = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
  const out = new Uint8Array(b.length);
  for (let i = 0; i < b.length; i += 1) out[i] = b.charCodeAt(i);
  return out;
};

const through = async (
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> => {
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
};

/** The log's text as a fragment value: raw DEFLATE, base64url. */
export const packLog = async (text: string): Promise<string> =>
  toBase64Url(await through(new TextEncoder().encode(text), new CompressionStream("deflate-raw")));

/** The log's text back from a fragment value; throws on data that is not a packed log. */
export const unpackLog = async (data: string): Promise<string> =>
  new TextDecoder("utf-8", { fatal: true }).decode(
    await through(fromBase64Url(data), new DecompressionStream("deflate-raw")),
  );

/** The fragment (without `#`) that opens a shared log, at a step when given. */
export const fragmentOf = (shared: SharedLog): string => {
  const main =
    shared.kind === "log"
      ? `log=${shared.data}`
      : shared.kind === "url"
        ? `url=${encodeURIComponent(shared.url)}`
        : `example=${encodeURIComponent(shared.path)}`;
  return shared.step === undefined ? main : `${main}&step=${shared.step}`;
};

/** What a fragment asks to open, or null when it names no log. */
export const parseFragment = (hash: string): SharedLog | null => {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const stepText = params.get("step");
  const n = stepText === null ? Number.NaN : Number(stepText);
  const step = Number.isInteger(n) && n >= 0 ? { step: n } : {};
  const log = params.get("log");
  if (log !== null && log !== "") return { kind: "log", data: log, ...step };
  const url = params.get("url");
  if (url !== null && url !== "") return { kind: "url", url, ...step };
  const path = params.get("example");
  if (path !== null && path !== "") return { kind: "example", path, ...step };
  return null;
};
