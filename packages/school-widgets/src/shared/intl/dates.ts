import { formatMessage, localeOf, type Calendar, type Language } from '@school/api';
import { writeDate } from '../format';

/**
 * Whose dates these are: the language, the calendar, and two texts of that language's catalogue
 * (the Ethiopian era, and how a date in both calendars is written).
 */
export interface DateReader {
  language: Language;
  calendar: Calendar;
  /** The catalogue's `ethiopianEra` in that language ("AM", "ዓ.ም."). */
  era: string;
  /** The catalogue's `bothCalendarsDate` in that language. */
  both: string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The date and number formats of one reader (decision 220): what `useFormat()` hands a widget,
 * written by shared/format.ts's `writeDate` in the reader's language and calendar, with the same
 * names as that module's functions, so that a widget's move is `const { formatDate } =
 * useFormat();` in place of the import. A module apart from format.ts: the chunks that carry the
 * global functions (/home's, the newsletter box's) do not carry this.
 */
export function createFormat({ language, calendar, era, both }: DateReader) {
  const write = (cal: Calendar, options: Intl.DateTimeFormatOptions, value: string | number | Date) =>
    writeDate(language, era, cal, options, value);
  const dateIn = (value: string | number | Date, cal: Calendar) => write(cal, { dateStyle: 'long' }, value);
  const time = (value: string | number | Date) => write(calendar, { timeStyle: 'short' }, value);
  return {
    /** A date in a given calendar ("Hedar 17, 2019 AM", "17 ኅዳር 2019 ዓ.ም.", "November 26, 2026"). */
    formatDateIn: dateIn,
    /** A date (ms since the epoch): "March 2, 2026", or in the reader's calendar. */
    formatDate: (ms: number) => dateIn(ms, calendar),
    /** A moment in the spec's result and list format: "March 2, 2026 9:05 AM" (no joining word). */
    formatDateTime: (value: string | number) => `${dateIn(value, calendar)} ${time(value)}`,
    /** A time of day ("9:05 AM", "3:05 ከሰዓት"): the same in either calendar. */
    formatTime: time,
    /** A moment of this year, short (chat messages): "Nov 28, 7:34 PM". */
    formatShortDateTime: (value: string | number | Date) => `${write(calendar, { month: 'short', day: 'numeric' }, value)}, ${time(value)}`,
    /** A day with its weekday (attendance): "Monday, March 2, 2026". */
    formatDayLong: (value: string | number | Date) => write(calendar, { dateStyle: 'full' }, value),
    /** Today with its weekday, for the dashboard's top bar: "Thursday, November 26, 2026". */
    formatLongDate: (value: string | number | Date = Date.now()) => write(calendar, { dateStyle: 'full' }, value),
    /** A date in both calendars (report cards and their PDFs), the reader's calendar first (issue 35). */
    formatDateBoth: (value: string | number | Date) => {
      const ethiopic = dateIn(value, 'ethiopic');
      const gregorian = dateIn(value, 'gregorian');
      return calendar === 'ethiopic'
        ? formatMessage(both, { ethiopic, gregorian }, language)
        : formatMessage(both, { ethiopic: gregorian, gregorian: ethiopic }, language);
    },
    /** A day (a date of birth, '2014-03-05' or its ISO moment), in the reader's calendar. */
    formatDay: (value: string) => {
      const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
      return day ? write(calendar, { dateStyle: 'long' }, day) : value;
    },
    /** A number in the reader's language ("1,250"; `{ style: 'percent' }` for a share). */
    formatNumber: (value: number, options: Intl.NumberFormatOptions = {}) => {
      const locale = localeOf(language);
      const key = `${locale}|${JSON.stringify(options)}`;
      let format = numberFormats.get(key);
      if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
      return format.format(value);
    },
  };
}
export type DateFormat = ReturnType<typeof createFormat>;
