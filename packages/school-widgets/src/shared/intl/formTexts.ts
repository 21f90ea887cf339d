import { englishFormMessages, type FormMessages } from '@school/api';
import { lightTextsOf } from './lightTexts';
import { catalogueIn, useSchoolIntlState } from './overlay';
import type { Texts } from './texts';

// The public forms' texts (sign-in, application, feedback, newsletter), filled by the light
// filler (decision 250: no FormatJS in the public pages' and the embed's chunks).

/** The public forms' texts in the reader's language: the twin of `formMessages`. */
export function useFormMessages(): FormMessages {
  return catalogueIn(englishFormMessages, useSchoolIntlState().texts);
}

/** `useFormMessages()` with the light filler (no FormatJS, decision 250) and the reader's dates. */
export function useFormTexts(): Texts<FormMessages> {
  return lightTextsOf(englishFormMessages, useSchoolIntlState());
}
