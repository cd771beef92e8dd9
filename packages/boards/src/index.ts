export * from "./board-conditions.ts";
export * from "./deal-validation.ts";
export * from "./errors.ts";
export * from "./seeded-deal.ts";
export * from "./seeded-random.ts";
