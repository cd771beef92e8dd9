import pkg from "../package.json" with { type: "json" };

/** The version of `bridgelaw`: the CLI package's own (changesets bump it; the bundle inlines it). */
export const VERSION: string = pkg.version;
