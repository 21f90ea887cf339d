import { englishPublicMessages } from '@school/api';
import { writeDate } from '../format';
import { useSchoolIntlState } from './state';

/**
 * A date in the reader's language and calendar ("March 2, 2026", "2 ማርች 2026"): `useFormat()`'s
 * `formatDate` alone, for the public pages and the embed (decision 250). The whole DateFormat
 * (dates.ts, readerFormat.ts) weighs 0.3 KB gzip that the embed's news and gallery pages cannot
 * carry; this writes the same text by the same `writeDate` (light.test.tsx compares the two).
 */
export function usePublicDate(): (value: string | number | Date) => string {
  const { language, calendar, texts } = useSchoolIntlState();
  return (value) => writeDate(language, (texts ?? englishPublicMessages).ethiopianEra, calendar, { dateStyle: 'long' }, value);
}
