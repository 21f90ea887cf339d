import { coreMessages } from './core';
import { publicSiteMessages } from './publicSite';
import { mergeMessages } from './merge';

/**
 * The texts of the public site's shell and home page: a part of `messages` (same keys, same
 * texts) that code on /home imports instead, so the first page does not load the whole
 * catalogue (issue 7; docs/decisions/0022-home-loads-140-kb-of-javascript-at-most.md). Everything else keeps importing `messages`.
 */
export const publicMessages = /* @__PURE__ */ mergeMessages([coreMessages, publicSiteMessages]);
