// The public part of the catalogue: /home uses these helpers and must not load the whole catalogue.
import {
  currentCalendar,
  currentLanguage,
  formatMessage,
  localeOf,
  publicMessages as messages,
  type Calendar,
  type Language,
} from '@school/api';

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
 * calls it with the reader's language (shared/intl/dates.ts, decision 220); the functions below,
 * with decision 60's global one.
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
const write = (calendar: Calendar, options: Intl.DateTimeFormatOptions, value: string | number | Date) =>
  writeDate(currentLanguage(), messages.ethiopianEra, calendar, options, value);

/** A date in a given calendar ("Hedar 17, 2019 AM", "17 ኅዳር 2019 ዓ.ም.", "November 26, 2026"). */
export function formatDateIn(value: string | number | Date, calendar: Calendar): string {
  return write(calendar, { dateStyle: 'long' }, value);
}

/** A date (ms since the epoch) as people read it: "March 2, 2026", or in the chosen calendar. */
export function formatDate(ms: number): string {
  return formatDateIn(ms, currentCalendar());
}

/** A moment in the spec's result and list format: "March 2, 2026 9:05 AM", or in the chosen calendar. */
export function formatDateTime(value: string | number): string {
  const calendar = currentCalendar();
  // The date and the time side by side ("March 2, 2026 9:05 AM"), without Intl's joining word.
  return `${write(calendar, { dateStyle: 'long' }, value)} ${write(calendar, { timeStyle: 'short' }, value)}`;
}

/** A moment of this year, short (chat messages): "Nov 28, 7:34 PM", or in the chosen language and calendar. */
export function formatShortDateTime(value: string | number | Date): string {
  const calendar = currentCalendar();
  return `${write(calendar, { month: 'short', day: 'numeric' }, value)}, ${write(calendar, { timeStyle: 'short' }, value)}`;
}

/** A day with its weekday (attendance): "Monday, March 2, 2026", or in the chosen language and calendar. */
export function formatDayLong(value: string | number | Date): string {
  return write(currentCalendar(), { dateStyle: 'full' }, value);
}

/** Today with its weekday, for the dashboard's top bar: "Thursday, November 26, 2026". */
export function formatLongDate(value: string | number | Date = Date.now()): string {
  return write(currentCalendar(), { dateStyle: 'full' }, value);
}

/**
 * A date in both calendars (report cards and their PDFs), the reader's chosen calendar first
 * (issue 35): "November 26, 2026 (Hedar 17, 2019 AM)" for the Gregorian choice,
 * "Hedar 17, 2019 AM (November 26, 2026)" for the Ethiopian one.
 */
export function formatDateBoth(value: string | number | Date): string {
  const ethiopic = formatDateIn(value, 'ethiopic');
  const gregorian = formatDateIn(value, 'gregorian');
  return currentCalendar() === 'ethiopic'
    ? formatMessage(messages.bothCalendarsDate, { ethiopic, gregorian })
    : formatMessage(messages.bothCalendarsDate, { ethiopic: gregorian, gregorian: ethiopic });
}

/** A day (a date of birth, '2014-03-05' or its ISO moment) as people read it, in the chosen calendar. */
export function formatDay(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  return day ? write(currentCalendar(), { dateStyle: 'long' }, day) : value;
}
