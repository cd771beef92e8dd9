// The Law facts the table keeps, for the modules that read them from here (the Decider's): the rule lives in
// ../rules/facts.ts, below every Law file (one way down: no Law file imports another).
export * from "../rules/facts.ts";
