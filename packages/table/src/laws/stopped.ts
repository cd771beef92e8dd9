// A board the Director does not let be played, for the modules that route events from here (evolve.ts): the
// rule lives in ../rules/stopped.ts, below every Law file (one way down).
export * from "../rules/stopped.ts";
