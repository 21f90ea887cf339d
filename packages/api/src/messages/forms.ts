import { academicsMessages } from './academics';
import { admissionsMessages } from './admissions';
import { coreMessages } from './core';
import { publicSiteMessages } from './publicSite';
import { mergeMessages } from './merge';

/**
 * The texts the public forms' schemas (sign-in, application, feedback, newsletter) show: a part
 * of `messages` (same keys, same texts), so the embed's form chunk does not carry the whole catalogue.
 */
export const formMessages = /* @__PURE__ */ mergeMessages([coreMessages, academicsMessages, publicSiteMessages, admissionsMessages]);
