/**
 * The first example of a package README, as the consumer test runs it: the `## Install` section's shell
 * block (`npm install @bridgelaw/x`), its first `js` block (run as written with plain node, type-checked
 * as TypeScript) and, when a `text` block follows it at once, what the example prints.
 */
export interface ReadmeExample {
  readonly install: string;
  readonly code?: string;
  readonly output?: string;
}

const FENCE = /^```(\w*)\n([\s\S]*?)^```\n/gm;

export const readmeExample = (markdown: string): ReadmeExample | undefined => {
  const text = markdown.replace(/\r\n/g, "\n");
  const start = text.search(/^## Install\b/m);
  if (start < 0) return undefined;
  const next = text.slice(start + 1).search(/^## /m);
  const section = next < 0 ? text.slice(start) : text.slice(start, start + 1 + next);
  const blocks = [...section.matchAll(FENCE)].map((m) => ({
    lang: m[1]!,
    body: m[2]!,
    start: m.index,
    end: m.index + m[0].length,
  }));
  const install = blocks.find((b) => b.lang === "sh" && /\bnpm install\b/.test(b.body));
  if (install === undefined) return undefined;
  const i = blocks.findIndex((b) => b.lang === "js");
  if (i < 0) return { install: install.body };
  const code = blocks[i]!;
  const after = blocks[i + 1];
  const output = after !== undefined && after.lang === "text" ? after.body : undefined;
  return { install: install.body, code: code.body, ...(output === undefined ? {} : { output }) };
};
