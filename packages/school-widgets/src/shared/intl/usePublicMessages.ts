import { englishFormMessages, englishPublicMessages, type FormMessages, type PublicMessages } from '@school/api';
import { catalogueIn, textsOf, useSchoolIntlState, type Texts } from './texts';

// The parts of the catalogue that the public pages and the embed read (decision 22: /home and the
// embed's elements do not load the whole catalogue). Same keys and texts as in `useMessages()`.

/** The public site's texts (core + public site) in the reader's language: the twin of `publicMessages`. */
export function usePublicMessages(): PublicMessages {
  return catalogueIn(englishPublicMessages, useSchoolIntlState().texts);
}

/** `usePublicMessages()` with the filler and the reader's dates. */
export function usePublicTexts(): Texts<PublicMessages> {
  return textsOf(englishPublicMessages, useSchoolIntlState());
}

/** The public forms' texts (sign-in, application, feedback, newsletter): the twin of `formMessages`. */
export function useFormMessages(): FormMessages {
  return catalogueIn(englishFormMessages, useSchoolIntlState().texts);
}

/** `useFormMessages()` with the filler and the reader's dates. */
export function useFormTexts(): Texts<FormMessages> {
  return textsOf(englishFormMessages, useSchoolIntlState());
}
