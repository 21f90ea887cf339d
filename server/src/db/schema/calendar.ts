import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, pk } from './_id';
import { users } from './users';
import { students } from './people';

// ─── Calendar feeds (issue 39): a private iCalendar subscription per person ──────────────────
// modules/calendar/. A feed is a secret URL (its token) that a phone's calendar polls; deleting
// the row revokes it (the URL answers 404), a new token regenerates it. A Family account has one
// feed per linked child (`student_id`); a teacher's or student's own feed has none.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: pk(),
    userId: cascadeRef('user_id', () => users.id),
    /** The linked child of a Family account's feed; null for a teacher's or student's own. */
    studentId: text('student_id').references(() => students.id, { onDelete: 'cascade' }),
    /** The secret of the URL (256 random bits, base64url). */
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_unique').on(t.token),
    // One feed per person and child: a second POST regenerates the token of the same row.
    uniqueIndex('calendar_feeds_owner_unique').on(t.userId, sql`coalesce(${t.studentId}, '')`),
  ],
);

/**
 * What a feed last served of each event (its UID): the content's hash, the SEQUENCE, when it
 * changed (DTSTAMP, LAST-MODIFIED), and the event itself so a vanished one can still be sent as
 * cancelled (or, for a lesson series that had begun, ended where it stopped).
 */
export const calendarFeedItems = pgTable(
  'calendar_feed_items',
  {
    feedId: cascadeRef('feed_id', () => calendarFeeds.id),
    uid: text('uid').notNull(),
    hash: text('hash').notNull(),
    sequence: integer('sequence').notNull().default(0),
    changedAt: ts('changed_at').notNull(),
    /** Set when the event left the feed; the item is sent as cancelled (or ended) until it is dropped. */
    goneAt: ts('gone_at'),
    event: jsonb('event').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.uid] }), index('calendar_feed_items_gone_idx').on(t.goneAt)],
);
