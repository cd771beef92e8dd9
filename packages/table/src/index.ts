export * from "./decider.ts";
export * from "./events.ts";
export * from "./evolve.ts";
export * from "./replay.ts";
export * from "./seat-view.ts";
export * from "./state.ts";
export * from "./view.ts";
