import type { CalendarFeed } from '@school/api';
import type { Texts } from '../shared/intl';

/** The card's title: "My calendar", or "Abebe Kebede Alemu’s calendar" on a Family account's child feed. */
export function feedTitle({ messages, fill }: Texts, feed: Pick<CalendarFeed, 'student'>): string {
  return feed.student ? fill(messages.calendarFeedChild, { name: feed.student.fullName }) : messages.calendarFeedOwn;
}

/** The key a feed is known by in the widget (a child's id, or 'own'). */
export const feedKey = (feed: Pick<CalendarFeed, 'student'>) => feed.student?._id ?? 'own';
