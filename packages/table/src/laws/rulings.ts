// The Director's answers to the table's own questions, for the modules that route them from here (evolve.ts):
// the rule lives in ../rules/rulings.ts, below every Law file (one way down).
export * from "../rules/rulings.ts";
