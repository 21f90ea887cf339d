import type { Catalogue, Language } from '../i18n';
import { amMessages } from './index';

// The catalogues of the languages other than English, behind loadCatalogue's one dynamic import
// (decision 270): Amharic is here (one chunk, fetched as before when Amharic is asked for), the
// pseudo-locale one more chunk away, generated from English. In loadCatalogue itself a second
// import cost /home 45 B of its 2 (decision 250); this module's name and its export's are short for
// the same reason (they are written in /home's chunk).

/** The catalogue of a language other than English. */
export async function textsOf(lang: Exclude<Language, 'en'>): Promise<Catalogue> {
  return lang === 'pseudo' ? (await import('../pseudoMessages')).pseudoMessages : amMessages;
}
