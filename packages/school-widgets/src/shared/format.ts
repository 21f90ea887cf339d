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

/**
 * Dates as people read them, in the reader's language and calendar (issue 19): the Ethiopian
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
 * Every date of the widgets is written here (issue 38): Intl's parts in the reader's language and
 * calendar, the Ethiopian era as the catalogue writes it ("ዓ.ም." in Amharic, not Intl's Latin
 * "AM" that read like the time of day beside "ከሰዓት").
 */
function write(reader: DateReader, calendar: Calendar, options: Intl.DateTimeFormatOptions, value: string | number | Date): string {
  // A day alone ("2026-03-02": attendance, a date of birth) is that day here, not UTC's midnight.
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  const parts = intl(reader.language, calendar, options).formatToParts(date);
  return spaces(parts.map((p) => (p.type === 'era' ? reader.era : p.value)).join(''));
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The date and number formats of one reader: what `useFormat()` hands a widget under
 * SchoolIntlProvider (decision 220), with the same names as this module's functions, so that a
 * widget's move is `const { formatDate } = useFormat();` in place of the import.
 */
export function createFormat(reader: DateReader) {
  const { calendar } = reader;
  const dateIn = (value: string | number | Date, cal: Calendar) => write(reader, cal, { dateStyle: 'long' }, value);
  return {
    /** A date in a given calendar ("Hedar 17, 2019 AM", "17 ኅዳር 2019 ዓ.ም.", "November 26, 2026"). */
    formatDateIn: dateIn,
    /** A date (ms since the epoch): "March 2, 2026", or in the reader's calendar. */
    formatDate: (ms: number) => dateIn(ms, calendar),
    /** A moment in the spec's result and list format: "March 2, 2026 9:05 AM" (date and time side by side, no joining word). */
    formatDateTime: (value: string | number) =>
      `${write(reader, calendar, { dateStyle: 'long' }, value)} ${write(reader, calendar, { timeStyle: 'short' }, value)}`,
    /** A moment of this year, short (chat messages): "Nov 28, 7:34 PM". */
    formatShortDateTime: (value: string | number | Date) =>
      `${write(reader, calendar, { month: 'short', day: 'numeric' }, value)}, ${write(reader, calendar, { timeStyle: 'short' }, value)}`,
    /** A day with its weekday (attendance): "Monday, March 2, 2026". */
    formatDayLong: (value: string | number | Date) => write(reader, calendar, { dateStyle: 'full' }, value),
    /** Today with its weekday, for the dashboard's top bar: "Thursday, November 26, 2026". */
    formatLongDate: (value: string | number | Date = Date.now()) => write(reader, calendar, { dateStyle: 'full' }, value),
    /**
     * A date in both calendars (report cards and their PDFs), the reader's calendar first (issue 35):
     * "November 26, 2026 (Hedar 17, 2019 AM)" for the Gregorian choice, the other way for the Ethiopian one.
     */
    formatDateBoth: (value: string | number | Date) => {
      const ethiopic = dateIn(value, 'ethiopic');
      const gregorian = dateIn(value, 'gregorian');
      return calendar === 'ethiopic'
        ? formatMessage(reader.both, { ethiopic, gregorian }, reader.language)
        : formatMessage(reader.both, { ethiopic: gregorian, gregorian: ethiopic }, reader.language);
    },
    /** A day (a date of birth, '2014-03-05' or its ISO moment), in the reader's calendar. */
    formatDay: (value: string) => {
      const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
      return day ? write(reader, calendar, { dateStyle: 'long' }, day) : value;
    },
    /** A number in the reader's language ("1,250"; `{ style: 'percent' }` for a share). */
    formatNumber: (value: number, options: Intl.NumberFormatOptions = {}) => {
      const locale = localeOf(reader.language);
      const key = `${locale}|${JSON.stringify(options)}`;
      let format = numberFormats.get(key);
      if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
      return format.format(value);
    },
  };
}
export type DateFormat = ReturnType<typeof createFormat>;

// ─── This module's functions: the language and calendar of decision 60's global state ─────────
// For the widget folders not yet under SchoolIntlProvider (decision 220); they go with applyLanguage.

const current = (): DateReader => ({
  language: currentLanguage(),
  calendar: currentCalendar(),
  era: messages.ethiopianEra,
  both: messages.bothCalendarsDate,
});

/** A date in a given calendar ("Hedar 17, 2019 AM", "17 ኅዳር 2019 ዓ.ም.", "November 26, 2026"). */
export function formatDateIn(value: string | number | Date, calendar: Calendar): string {
  return createFormat(current()).formatDateIn(value, calendar);
}

/** A date (ms since the epoch) as people read it: "March 2, 2026", or in the chosen calendar. */
export function formatDate(ms: number): string {
  return createFormat(current()).formatDate(ms);
}

/** A moment in the spec's result and list format: "March 2, 2026 9:05 AM", or in the chosen calendar. */
export function formatDateTime(value: string | number): string {
  return createFormat(current()).formatDateTime(value);
}

/** A moment of this year, short (chat messages): "Nov 28, 7:34 PM", or in the chosen language and calendar. */
export function formatShortDateTime(value: string | number | Date): string {
  return createFormat(current()).formatShortDateTime(value);
}

/** A day with its weekday (attendance): "Monday, March 2, 2026", or in the chosen language and calendar. */
export function formatDayLong(value: string | number | Date): string {
  return createFormat(current()).formatDayLong(value);
}

/** Today with its weekday, for the dashboard's top bar: "Thursday, November 26, 2026". */
export function formatLongDate(value: string | number | Date = Date.now()): string {
  return createFormat(current()).formatLongDate(value);
}

/**
 * A date in both calendars (report cards and their PDFs), the reader's chosen calendar first
 * (issue 35): "November 26, 2026 (Hedar 17, 2019 AM)" for the Gregorian choice,
 * "Hedar 17, 2019 AM (November 26, 2026)" for the Ethiopian one.
 */
export function formatDateBoth(value: string | number | Date): string {
  return createFormat(current()).formatDateBoth(value);
}

/** A day (a date of birth, '2014-03-05' or its ISO moment) as people read it, in the chosen calendar. */
export function formatDay(value: string): string {
  return createFormat(current()).formatDay(value);
}
