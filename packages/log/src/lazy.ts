/*
 * A value built at its first use instead of when its module is imported (issue 31: a cold import of
 * `@bridgelaw/table` must not build, nor in Node.js load, Effect's Schema modules, about three quarters of what
 * the import cost). The value returned stands for the one `make` builds: every read, `in`, key listing,
 * prototype (so `instanceof`), call and `new` reaches the built value, which is built once. Methods read from
 * it are bound to it (a method that reads a private field works), the same function each time.
 *
 * A Schema declared at module level is written `export const CardPlayed = lazy(() => Schema.Struct({ … }))`:
 * its type is the Schema's own, and Effect sees the Schema itself through it (`Schema.decodeUnknownSync`,
 * `Schema.Struct` fields, `Schema.toRepresentation` all read its `ast`).
 */
type Constructor = new (...a: unknown[]) => object;

const forward = <T extends object>(value: () => T, target: object): T => {
  const bound = new Map<PropertyKey, { readonly source: unknown; readonly method: unknown }>();
  const handler: ProxyHandler<object> = {
    get: (_, key) => {
      const v = value();
      const found: unknown = Reflect.get(v, key, v);
      // A method (from the prototype chain), bound to the built value once: the same function at every read.
      if (typeof found !== "function" || Object.hasOwn(v, key)) return found;
      const seen = bound.get(key);
      if (seen !== undefined && seen.source === found) return seen.method;
      const method = (found as (...a: unknown[]) => unknown).bind(v);
      bound.set(key, { source: found, method });
      return method;
    },
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(value(), key);
      // A Proxy may report a property as unconfigurable only when its target has it so (a list's `length`).
      if (d === undefined || Reflect.getOwnPropertyDescriptor(target, key)?.configurable === false) return d;
      return { ...d, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
    apply: (_, self, args) => Reflect.apply(value() as (...a: unknown[]) => unknown, self, args),
    construct: (_, args, newTarget) =>
      Reflect.construct(
        value() as Constructor,
        args,
        (newTarget === proxy ? value() : newTarget) as Constructor,
      ),
    // Writes reach the built value (Effect's `toTaggedUnion` adds its helpers to the union it is given).
    set: (_, key, v) => Reflect.set(value(), key, v),
    defineProperty: (_, key, d) => Reflect.defineProperty(value(), key, d),
    deleteProperty: (_, key) => Reflect.deleteProperty(value(), key),
    setPrototypeOf: () => false,
  };
  const proxy = new Proxy(target, handler) as T;
  return proxy;
};

/** Builds once, at the first call. */
const once = <T>(make: () => T): (() => T) => {
  let built: { readonly value: T } | undefined;
  return () => {
    if (built === undefined) built = { value: make() };
    return built.value;
  };
};

/** A plain object built at its first use (a Struct's fields, a table of lookups): `typeof` is `"object"`. */
/* @__NO_SIDE_EFFECTS__ */
export function lazyRecord<T extends object>(make: () => T): T {
  return forward(once(make), {});
}

/** A list built at its first use (`Array.isArray` holds of it). */
/* @__NO_SIDE_EFFECTS__ */
export function lazyList<T extends readonly unknown[]>(make: () => T): T {
  return forward(once(make), []);
}

/**
 * A Schema (Effect's Schemas are callable), a decoder or a class, built at its first use: callable and
 * constructible, `typeof` is `"function"`. Its target is a bound function, which has no own `prototype` (a
 * Proxy must not report an unconfigurable property of its target as configurable).
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazy<T extends object>(make: () => T): T {
  return forward(once(make), function unbuilt() {}.bind(null));
}
