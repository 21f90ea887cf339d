import { z } from 'zod';
import { calendarMessages } from '../messages/calendar';
import { calendarMessagesAm } from '../messages/am/calendar';
import { coreMessages } from '../messages/core';
import { coreMessagesAm } from '../messages/am/core';
import type { Language } from '../messages/i18n';

// ─── Calendar feeds (issue 39): a private iCalendar subscription URL per person ──────────────

/** One feed the caller has or may make: their own, or (a Family account) one per linked child. */
export const calendarFeedSchema = z.object({
  /** The feed's id; null while no address was made yet. */
  _id: z.string().nullable(),
  /** The linked child of a Family account's feed; null for the caller's own calendar. */
  student: z.object({ _id: z.string(), ID: z.string(), fullName: z.string() }).nullable(),
  /** The subscription address (an absolute https or http URL ending in .ics); null until made. */
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** GET calendar/feeds */
export const calendarFeedListSchema = z.object({ feeds: z.array(calendarFeedSchema) });
export type CalendarFeedList = z.infer<typeof calendarFeedListSchema>;

/** POST calendar/feeds: make the address, or give the existing one a new token (regenerate). */
export const calendarFeedRequestSchema = z.object({
  /** A Family account's linked child (students `_id` or login ID); omitted for one's own calendar. */
  student_id: z.string().trim().min(1).max(100).optional(),
});
export type CalendarFeedRequest = z.infer<typeof calendarFeedRequestSchema>;

export const savedCalendarFeedSchema = z.object({ message: z.string(), feed: calendarFeedSchema });
export type SavedCalendarFeed = z.infer<typeof savedCalendarFeedSchema>;

/** The languages a feed's texts are written in (the person's setting). */
export type CalendarLanguage = Language;

/** The texts of a feed's events in the reader's language (the server writes the .ics). */
export function calendarTexts(lang: Language) {
  return lang === 'am'
    ? { ...calendarMessages, ...calendarMessagesAm, schoolName: coreMessagesAm.schoolName ?? coreMessages.schoolName }
    : { ...calendarMessages, schoolName: coreMessages.schoolName };
}
