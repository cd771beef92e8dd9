export * from "./export.ts";
export * from "./hands.ts";
export * from "./import.ts";
export * from "./lexer.ts";
