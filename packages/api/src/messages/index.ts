/**
 * The message catalogue: every fixed text the product shows about the school's data, in one
 * place so a school can reword or translate it. Plain misspellings of the original client are
 * corrected here (spec README: "successfuly" becomes "successfully").
 * UI chrome texts (Refresh, Cancel, ...) live in @school/ui's `uiMessages`.
 * One file per area; keys are unique across the whole catalogue (the type check below fails on a clash).
 */
import { catalogueParts } from './parts';
import { mergeMessages } from './merge';

// A pure call (not an object spread) so that bundles that never read `messages` (the embed, /home)
// drop the whole catalogue: bundlers keep a spread in case of getters, but drop an unused pure call.
export const messages = /* @__PURE__ */ mergeMessages(catalogueParts);

export type MessageKey = keyof typeof messages;

// A key defined in two areas would silently take the later text: make that a type error.
type Overlap<A, B> = Extract<keyof A, keyof B>;
type Areas = typeof catalogueParts;
type PairOverlaps<T extends readonly unknown[]> = T extends readonly [infer H, ...infer R]
  ? { [K in keyof R]: Overlap<H, R[K]> }[number] | PairOverlaps<R>
  : never;
const noClash: [PairOverlaps<Areas>] extends [never] ? true : PairOverlaps<Areas> = true;
void noClash;
