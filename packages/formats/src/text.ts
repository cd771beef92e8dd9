/**
 * Bytes to text and back. PBN is defined on ISO 8859-1 (PBN 2.1 §2.2), but files written today are often
 * UTF-8: `decodeText` reads UTF-8 when the bytes are valid UTF-8 and ISO 8859-1 otherwise, byte for byte
 * (code points 0x80–0x9F stay control characters, so the PBN checks can see them; the WHATWG "latin1"
 * decoder would turn them into Windows-1252 punctuation).
 */
const utf8 = new TextDecoder("utf-8", { fatal: true });

export const decodeText = (bytes: Uint8Array): string => {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    text = decodeLatin1(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
};

export const decodeLatin1 = (bytes: Uint8Array): string => {
  let out = "";
  const CHUNK = 0x4000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    out += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return out;
};

/**
 * Text to ISO 8859-1 bytes, as PBN export asks. A character outside ISO 8859-1 becomes `?` (PBN 2.1 §2.2
 * asks software to show `?` for what it cannot display); `replaced` counts them.
 */
export const encodeLatin1 = (text: string): { bytes: Uint8Array; replaced: number } => {
  const bytes = new Uint8Array(text.length);
  let n = 0;
  let replaced = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c <= 0xff) bytes[n++] = c;
    else {
      bytes[n++] = 0x3f;
      replaced += 1;
    }
  }
  return { bytes: bytes.subarray(0, n), replaced };
};
