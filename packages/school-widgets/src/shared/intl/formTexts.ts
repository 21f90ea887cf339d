import { englishFormMessages, type FormMessages } from '@school/api';
import { lightTextsOf } from './lightTexts';
import { useSchoolIntlState } from './overlay';
import type { Texts } from './texts';

// The public forms' texts (sign-in, application, feedback, newsletter), filled by the light
// filler (decision 250: no FormatJS in the public pages' and the embed's chunks), and the reader's
// dates. Its messages alone: useFormMessages() (formWords.ts), without the date formats.

/** `useFormMessages()` with the light filler (no FormatJS, decision 250) and the reader's dates. */
export function useFormTexts(): Texts<FormMessages> {
  return lightTextsOf(englishFormMessages, useSchoolIntlState());
}
