import type * as SchemaAST from "effect/SchemaAST";

/**
 * The browser's `#jit` (package.json `imports`): Effect's JIT schema compiler left out of a browser bundle
 * (issue 31: it is a fifth of effect's code there, and it compiles with `new Function`, which a page's
 * Content-Security-Policy may forbid). The hand-written fast decoder still reads the lines a log writes;
 * Effect's interpreter decodes the rest, the same way.
 */
export const enableJit = (_: SchemaAST.AST): void => {};
