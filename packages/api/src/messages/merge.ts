import type { Merged } from './parts';

/**
 * One catalogue out of the areas' parts (keys are unique across areas: messages/index.ts checks it).
 * A plain object in English, the source (decision 265: nothing rewrites it in place any more).
 */
export function mergeMessages<const T extends readonly object[]>(parts: T): Readonly<Merged<T>> {
  return Object.assign({}, ...parts) as Readonly<Merged<T>>;
}
