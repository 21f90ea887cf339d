import { coreMessages } from './core';
import { publicSiteMessages } from './publicSite';

// The public site's part of the English catalogue in a module of its own (decision 250): /home
// and the embed read it by `usePublicTexts()`, and a module that also made the whole catalogue
// (english.ts) would bring every area of it into their first chunks.

/** The public site's part (core + public site) in English: the twin of `publicMessages`. */
export const englishPublicMessages = /* @__PURE__ */ Object.freeze({ ...coreMessages, ...publicSiteMessages });
export type PublicMessages = typeof englishPublicMessages;
