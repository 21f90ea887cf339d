import type { CalendarFeed } from '@school/api';

/** Fakes of the calendar feeds' answers (stories and tests). */
export const ownFeed = (over: Partial<CalendarFeed> = {}): CalendarFeed => ({
  _id: 'feed-1',
  student: null,
  url: 'https://portal.school.example/api/calendar/Qm9keS1vZi1hLXRva2VuLWZvci1hLXN0b3J5LTAwMDE.ics',
  createdAt: '2026-11-20T08:00:00.000Z',
  ...over,
});

export const childFeed = (over: Partial<CalendarFeed> = {}): CalendarFeed => ({
  _id: null,
  student: { _id: 'student-1', ID: 'ST-0001', fullName: 'Abebe Kebede Alemu' },
  url: null,
  createdAt: null,
  ...over,
});
