import { englishPublicMessages, formatMessage, type PublicMessages } from '@school/api';
import { useSchoolIntlState } from './state';
import type { Fill } from './texts';

// The public site's texts without the dates (decision 250): what /home's first blocks read. A
// module apart from usePublicTexts (publicTexts.ts), whose date formats bring shared/format's
// chunk along, and from the form texts (formTexts.ts), whose areas /home does not load.

/**
 * The public site's texts (core + public site) in the reader's language: the twin of `publicMessages`.
 * A language's catalogue has every key of the English one (api's messages/parity.test.ts), so it
 * is read as it is, with no English overlay made (decision 250: /home's first chunk is within
 * bytes of its budget). Its other areas' keys are there too, unread.
 */
export function usePublicMessages(): PublicMessages {
  return (useSchoolIntlState().texts as PublicMessages | null) ?? englishPublicMessages;
}

/**
 * The light filler (no FormatJS, decision 250) in the reader's language, for the public and form
 * texts: light.ts's, made at each render (no memo: a few bytes less on /home); keep it out of a
 * hook's dependencies, or take `usePublicTexts().fill`, stable per language.
 */
export function usePublicFill(): Fill {
  const { language } = useSchoolIntlState();
  return (template, values = {}) => formatMessage(template, values, language);
}
