export * from "./auction.ts";
export * from "./legality.ts";
export * from "./state.ts";
