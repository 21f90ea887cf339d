import { academicsMessages } from './academics';
import { admissionsMessages } from './admissions';
import { coreMessages } from './core';
import { publicSiteMessages } from './publicSite';

// The public forms' part of the English catalogue in a module of its own (decision 250): the
// sign-in, application, feedback and newsletter forms read it by `useFormTexts()`, without the
// rest of the catalogue (english.ts) in their chunks.

/** The public forms' part in English: the twin of `formMessages`. */
export const englishFormMessages = /* @__PURE__ */ Object.freeze({
  ...coreMessages,
  ...academicsMessages,
  ...publicSiteMessages,
  ...admissionsMessages,
});
export type FormMessages = typeof englishFormMessages;
