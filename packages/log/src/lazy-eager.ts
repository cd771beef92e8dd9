import type { lazyList as lazyListProxy, lazy as lazyProxy, lazyRecord as lazyRecordProxy } from "./lazy.ts";

/*
 * The browser's `#lazy` (package.json `imports`): a value built at once, as it was before `lazy` (issue 31). A
 * browser bundle gains nothing from building a Schema at its first use (the bundle holds every module it
 * imports, and a page loads it once), and it keeps the bytes of the proxy: the same values, built when their
 * module is evaluated. Node.js and every other runtime read `lazy.ts`.
 */

/** A Schema or a function, built at once (a browser's `lazy`). */
/* @__NO_SIDE_EFFECTS__ */
export const lazy: typeof lazyProxy = (make) => make();

/** An object, built at once (a browser's `lazyRecord`). */
/* @__NO_SIDE_EFFECTS__ */
export const lazyRecord: typeof lazyRecordProxy = (make) => make();

/** A list, built at once (a browser's `lazyList`). */
/* @__NO_SIDE_EFFECTS__ */
export const lazyList: typeof lazyListProxy = (make) => make();
