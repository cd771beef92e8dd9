/*
 * Compile-time checks that two types are the same: each assignable to the other, with the same keys at every
 * level (an optional field missing on one side is a difference too). A check is a constant typed `true`:
 * `const _same: DeepSame<A, B> = true;` fails to compile, naming the constant, when A and B differ. Used where
 * a type is written twice and must not drift: the view and its Schema (`view-schema.ts`), the phase packages'
 * events and the table's Schemas of them (`phases/`).
 */

export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Bare<T> = Exclude<T, null | undefined>;
type Every<T> = [T] extends [true] ? true : false;
export type DeepSame<A, B> =
  Same<A, B> extends false
    ? false
    : [Bare<A>] extends [readonly (infer X)[]]
      ? [Bare<B>] extends [readonly (infer Y)[]]
        ? DeepSame<X, Y>
        : false
      : [Bare<A>] extends [object]
        ? string extends keyof Bare<A>
          ? // a consequence's open fields (an index signature): the same when assignable both ways
            true
          : Same<keyof Bare<A>, keyof Bare<B>> extends false
            ? false
            : Every<
                { [K in keyof Bare<A>]-?: DeepSame<Bare<A>[K], Bare<B>[K & keyof Bare<B>]> }[keyof Bare<A>]
              >
        : true;
