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

/** A program of a README: a `js` block that the text before it names as a file run with node. */
export interface ReadmeProgram {
  /** The file the README names: "(`tables.mjs`, run with `node tables.mjs`)". */
  readonly file: string;
  readonly code: string;
  /** What it prints: the `text` block right after it, when there is one. */
  readonly output?: string;
}

const PROGRAM = /\(`([\w-]+\.mjs)`, run with\s+`node \1`\)/;

/** Every program of a README, in order (the first example of `## Install` among them). */
export const readmePrograms = (markdown: string): readonly ReadmeProgram[] => {
  const text = markdown.replace(/\r\n/g, "\n");
  const blocks = [...text.matchAll(FENCE)].map((m) => ({
    lang: m[1]!,
    body: m[2]!,
    start: m.index,
    end: m.index + m[0].length,
  }));
  return blocks.flatMap((b, i) => {
    if (b.lang !== "js") return [];
    const file = PROGRAM.exec(text.slice(i === 0 ? 0 : blocks[i - 1]!.end, b.start))?.[1];
    if (file === undefined) return [];
    const after = blocks[i + 1];
    return [{ file, code: b.body, ...(after?.lang === "text" && { output: after.body }) }];
  });
};
