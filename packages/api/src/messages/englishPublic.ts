import { coreMessages } from './core';
import { publicSiteMessages } from './publicSite';

// The public site's part of the English catalogue in a module of its own (decision 250): /home
// and the embed read it by `usePublicTexts()`, and a module that also made the whole catalogue
// (english.ts) would bring every area of it into their first chunks.

/**
 * The public site's part (core + public site) in English: the twin of `publicMessages`. Read-only
 * by its type, not frozen: Object.freeze cost /home 15 B it does not have (decision 250); nothing
 * writes it (nor, since decision 265, anything else).
 */
export const englishPublicMessages: Readonly<typeof coreMessages & typeof publicSiteMessages> = { ...coreMessages, ...publicSiteMessages };
export type PublicMessages = typeof englishPublicMessages;
