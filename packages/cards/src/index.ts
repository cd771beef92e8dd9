export * from "./calls.ts";
export * from "./cards.ts";
export * from "./contract.ts";
export * from "./deals.ts";
export * from "./errors.ts";
export * from "./law.ts";
export * from "./seats.ts";
export * from "./tricks.ts";
