import { englishPublicMessages, type PublicMessages } from '@school/api';
import { lightTextsOf } from './lightTexts';
import { useSchoolIntlState } from './overlay';
import type { Texts } from './texts';

/**
 * The public site's texts (core + public site) with the light filler (no FormatJS, decision 250)
 * and the reader's dates: the public pages' and the embed's `useTexts()`. A block that shows no
 * date reads `usePublicMessages()` / `usePublicFill()` instead (publicWords.ts): no date formats.
 */
export function usePublicTexts(): Texts<PublicMessages> {
  return lightTextsOf(englishPublicMessages, useSchoolIntlState());
}
