import type * as SchemaAST from "effect/SchemaAST";
import * as SchemaJITCompiler from "effect/schema/SchemaJITCompiler";

/**
 * Turns on Effect's JIT schema compiler for a schema (Node, and every runtime but a browser bundle: see
 * `jit-off.ts`). An optimisation only: when it cannot compile, the interpreter decodes the same way.
 */
export const enableJit = (ast: SchemaAST.AST): void => {
  try {
    SchemaJITCompiler.enable(ast);
  } catch {
    // The JIT compiler is an optimisation: without it the interpreter decodes the same way.
  }
};
