import dayjs from 'dayjs';
import { currentCalendar, currentLanguage, formatMessage, localeOf, messages, type Calendar } from '@school/api';

/**
 * Dates as people read them, in the current language and calendar (issue 19): the Ethiopian
 * calendar through Intl's `ethiopic` calendar (no dependency). English with the Gregorian calendar
 * keeps the spec's formats ("March 2, 2026", "March 2, 2026 9:05 AM").
 */
const cache = new Map<string, Intl.DateTimeFormat>();
function intl(calendar: Calendar, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = `${localeOf(currentLanguage())}${calendar === 'ethiopic' ? '-u-ca-ethiopic' : ''}`;
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
const plain = (calendar: Calendar) => calendar === 'gregorian' && currentLanguage() === 'en';

/** A date in a given calendar ("Hedar 17, 2019 AM", "17 ኅዳር 2019 AM", "November 26, 2026"). */
export function formatDateIn(value: string | number | Date, calendar: Calendar): string {
  if (plain(calendar)) return dayjs(value).format('MMMM D, YYYY');
  return intl(calendar, { dateStyle: 'long' }).format(new Date(value));
}

/** A date (ms since the epoch) as people read it: "March 2, 2026", or in the chosen calendar. */
export function formatDate(ms: number): string {
  return formatDateIn(ms, currentCalendar());
}

/** A moment in the spec's result and list format: "March 2, 2026 9:05 AM", or in the chosen calendar. */
export function formatDateTime(value: string | number): string {
  const calendar = currentCalendar();
  if (plain(calendar)) return dayjs(value).format('MMMM D, YYYY h:mm A');
  return intl(calendar, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(value));
}

/** Today with its weekday, for the dashboard's top bar: "Thursday, November 26, 2026". */
export function formatLongDate(value: string | number | Date = Date.now()): string {
  const calendar = currentCalendar();
  if (plain(calendar)) return dayjs(value).format('dddd, MMMM D, YYYY');
  return intl(calendar, { dateStyle: 'full' }).format(new Date(value));
}

/** A date in both calendars, the Ethiopian first (report cards and their PDFs): "17 ኅዳር 2019 AM (November 26, 2026)". */
export function formatDateBoth(value: string | number | Date): string {
  return formatMessage(messages.bothCalendarsDate, {
    ethiopic: formatDateIn(value, 'ethiopic'),
    gregorian: formatDateIn(value, 'gregorian'),
  });
}
