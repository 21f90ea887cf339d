import { localeOf, type Calendar, type Language } from '@school/api';

/**
 * Dates as people read them, in the current language and calendar (issue 19): the Ethiopian
 * calendar through Intl's `ethiopic` calendar (no dependency). English with the Gregorian calendar
 * keeps the spec's formats ("March 2, 2026", "March 2, 2026 9:05 AM"), written with Intl too so
 * the embed carries no date library (issue 19, the embed's weight).
 */
const cache = new Map<string, Intl.DateTimeFormat>();
function intl(language: Language, calendar: Calendar, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = `${localeOf(language)}${calendar === 'ethiopic' ? '-u-ca-ethiopic' : ''}`;
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
// ICU writes a narrow no-break space before AM/PM; the spec's format has a plain space.
const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/**
 * Every date of the widgets is written here (issue 38): Intl's parts in a language and calendar,
 * the Ethiopian era as that language's catalogue writes it (`era`: "ዓ.ም." in Amharic, not Intl's
 * Latin "AM" that read like the time of day beside "ከሰዓት"). SchoolIntlProvider's `useFormat()`
 * calls it with the reader's language (shared/intl/dates.ts, decision 220); the global functions
 * that read decision 60's language are gone (decision 265).
 */
export function writeDate(
  language: Language,
  era: string,
  calendar: Calendar,
  options: Intl.DateTimeFormatOptions,
  value: string | number | Date,
): string {
  // A day alone ("2026-03-02": attendance, a date of birth) is that day here, not UTC's midnight.
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  const parts = intl(language, calendar, options).formatToParts(date);
  return spaces(parts.map((p) => (p.type === 'era' ? era : p.value)).join(''));
}
