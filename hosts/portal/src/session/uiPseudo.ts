import { pseudoCatalogue } from '@school/api';
import { uiMessages, type UiMessages } from '@school/ui';

/**
 * @school/ui's own texts in the pseudo-locale (decision 270), made from `uiMessages` by the
 * catalogue's own pseudo function. A chunk of its own, loaded with 'pseudo' only: /home's entry
 * carries neither the generator nor the texts (decision 286).
 */
export const uiMessagesPseudo = pseudoCatalogue(uiMessages) as UiMessages;
