// The public part of the catalogue: /home uses these helpers and must not load the whole catalogue.
import { currentCalendar, currentLanguage, formatMessage, localeOf, publicMessages as messages, type Calendar } from '@school/api';

/**
 * Dates as people read them, in the current language and calendar (issue 19): the Ethiopian
 * calendar through Intl's `ethiopic` calendar (no dependency). English with the Gregorian calendar
 * keeps the spec's formats ("March 2, 2026", "March 2, 2026 9:05 AM"), written with Intl too so
 * the embed carries no date library (issue 19, the embed's weight).
 */
const cache = new Map<string, Intl.DateTimeFormat>();
function intl(calendar: Calendar, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = `${localeOf(currentLanguage())}${calendar === 'ethiopic' ? '-u-ca-ethiopic' : ''}`;
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
// ICU writes a narrow no-break space before AM/PM; the spec's format has a plain space.
const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** A date in a given calendar ("Hedar 17, 2019 AM", "17 ኅዳር 2019 AM", "November 26, 2026"). */
export function formatDateIn(value: string | number | Date, calendar: Calendar): string {
  return spaces(intl(calendar, { dateStyle: 'long' }).format(new Date(value)));
}

/** A date (ms since the epoch) as people read it: "March 2, 2026", or in the chosen calendar. */
export function formatDate(ms: number): string {
  return formatDateIn(ms, currentCalendar());
}

/** A moment in the spec's result and list format: "March 2, 2026 9:05 AM", or in the chosen calendar. */
export function formatDateTime(value: string | number): string {
  const calendar = currentCalendar();
  const date = new Date(value);
  // The date and the time side by side ("March 2, 2026 9:05 AM"), without Intl's joining word.
  return spaces(`${intl(calendar, { dateStyle: 'long' }).format(date)} ${intl(calendar, { timeStyle: 'short' }).format(date)}`);
}

/** Today with its weekday, for the dashboard's top bar: "Thursday, November 26, 2026". */
export function formatLongDate(value: string | number | Date = Date.now()): string {
  return spaces(intl(currentCalendar(), { dateStyle: 'full' }).format(new Date(value)));
}

/** A date in both calendars, the Ethiopian first (report cards and their PDFs): "17 ኅዳር 2019 AM (November 26, 2026)". */
export function formatDateBoth(value: string | number | Date): string {
  return formatMessage(messages.bothCalendarsDate, {
    ethiopic: formatDateIn(value, 'ethiopic'),
    gregorian: formatDateIn(value, 'gregorian'),
  });
}
