import { messages, type CalendarFeed } from '@school/api';
import { fill } from '../shared/text';

/** The card's title: "My calendar", or "Abebe Kebede Alemu’s calendar" on a Family account's child feed. */
export function feedTitle(feed: Pick<CalendarFeed, 'student'>): string {
  return feed.student ? fill(messages.calendarFeedChild, { name: feed.student.fullName }) : messages.calendarFeedOwn;
}

/** The key a feed is known by in the widget (a child's id, or 'own'). */
export const feedKey = (feed: Pick<CalendarFeed, 'student'>) => feed.student?._id ?? 'own';
