import { LRUCache } from "lru-cache";
import memoizeOne from "memoize-one";

/**
 * Values derived from other values and kept, with no clock: the pure half of the one place that
 * keeps values (docs/decisions/0027). What is kept for a time (her site content, Stripe prices, the
 * shop's answers, /success lookups) is services/cache/kept.server.ts; this half lives in lib so
 * lib's own functions can use it (layers point one way).
 */

/**
 * `make(key)`, made once per object and kept while the object lives (a constant of app/content, a
 * form's definition, her saved section: a save makes a new object, so a change is never missed).
 */
export function keptPerObject<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const kept = new WeakMap<K, V>();
  return (key) => {
    if (kept.has(key)) return kept.get(key) as V;
    const value = make(key);
    kept.set(key, value);
    return value;
  };
}

/**
 * `make(key)`, kept for at most `max` keys (the least recently used forgotten first): for keys a
 * visitor can choose (a month in an address), which must not grow the isolate's memory unbounded.
 */
export function keptPerKey<K extends string | number, V extends object>(max: number, make: (key: K) => V) {
  const kept = new LRUCache<K, V>({ max });
  return (key: K): V => {
    let value = kept.get(key);
    if (value === undefined) kept.set(key, (value = make(key)));
    return value;
  };
}

/**
 * The last call's result, answered again while its arguments are the same by `isEqual` (compared
 * by identity: the inputs are new objects after each change, docs/decisions/0023).
 */
export function keptWhileSame<A extends unknown[], R>(
  make: (...args: A) => R,
  isEqual: (next: A, last: A) => boolean,
): (...args: A) => R {
  return memoizeOne(make, (next, last) => isEqual(next as A, last as A));
}
