import type { CalendarFeedList, CalendarFeedRequest, MessageBody, SavedCalendarFeed } from '../../schemas';
import type { Caller } from '../core';

/** Calendar feeds (issue 39): the signed-in person's private subscription addresses. */
export const calendarApi = (call: Caller) => ({
  feeds: {
    /** GET calendar/feeds: the own calendar, or one per linked child (a Family account). */
    list: () => call<CalendarFeedList>({ method: 'GET', path: 'calendar/feeds' }),
    /** POST calendar/feeds (201): makes the address, or a new one in place of the old (regenerate). */
    save: (body: CalendarFeedRequest = {}) => call<SavedCalendarFeed>({ method: 'POST', path: 'calendar/feeds', body, success: 201 }),
    /** DELETE calendar/feeds/{id}: the address stops working. */
    revoke: (feedId: string) => call<MessageBody>({ method: 'DELETE', path: `calendar/feeds/${encodeURIComponent(feedId)}` }),
  },
});
