import { catalogueParts, type Merged } from './parts';

// ─── The catalogue in English, never rewritten (issue 38, decision 220) ─────────────────────
// The source the widgets' `useMessages()` (and its public and form parts) overlays the reader's
// language on. `messages`, `publicMessages` and `formMessages` are decision 60's live twins, kept
// until the last widget folder has moved to SchoolIntlProvider. A module of its own, so that the
// chunks of the live catalogue (/home's first load) do not carry these.

/** One frozen object out of the areas' parts (keys are unique across areas: messages/index.ts checks it). */
function plainMessages<const T extends readonly object[]>(parts: T): Readonly<Merged<T>> {
  return Object.freeze(Object.assign({}, ...parts)) as Readonly<Merged<T>>;
}

/** The whole catalogue in English: the twin of `messages`. */
export const englishMessages = /* @__PURE__ */ plainMessages(catalogueParts);
/** The whole catalogue's shape: what `useMessages()` returns, in any language. */
export type Messages = typeof englishMessages;

// The public and form parts: modules of their own, so /home and the embed load no other area.
export { englishPublicMessages, type PublicMessages } from './englishPublic';
export { englishFormMessages, type FormMessages } from './englishForm';
