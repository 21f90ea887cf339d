import { liveCatalogue } from './i18n';
import type { Merged } from './parts';

/**
 * One catalogue out of the areas' parts (keys are unique across areas: messages/index.ts checks it).
 * The result is live: it speaks the current language (`applyLanguage` in ./i18n rewrites it).
 */
export function mergeMessages<const T extends readonly object[]>(parts: T): Readonly<Merged<T>> {
  return liveCatalogue(Object.assign({}, ...parts)) as Readonly<Merged<T>>;
}
