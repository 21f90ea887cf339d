import { createContext, useContext } from 'react';
import type { Calendar, Catalogue, Language } from '@school/api';

/**
 * What SchoolIntlProvider hands the widgets (issue 38, decision 220): the reader's language and
 * calendar, and that language's catalogue once loaded (null for English, the catalogue's source).
 * Nothing global is rewritten: two providers with two languages side by side each keep their own.
 */
export interface SchoolIntlState {
  readonly language: Language;
  readonly calendar: Calendar;
  readonly texts: Catalogue | null;
}

/** Outside any provider (a test that renders a widget bare, a host not yet wired): English, Gregorian. */
export const englishState: SchoolIntlState = Object.freeze({ language: 'en', calendar: 'gregorian', texts: null });

export const SchoolIntlContext = createContext<SchoolIntlState>(englishState);

/** The reader of the nearest SchoolIntlProvider (English and Gregorian outside any). */
export function useSchoolIntlState(): SchoolIntlState {
  return useContext(SchoolIntlContext);
}
