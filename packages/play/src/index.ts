export * from "./play.ts";
export * from "./state.ts";
