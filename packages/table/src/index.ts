export * from "./decider.ts";
export * from "./events.ts";
export * from "./evolve.ts";
export * from "./json-schema.ts";
export * from "./replay.ts";
export * from "./state.ts";
export * from "./view.ts";
export * from "./view-schema.ts";
