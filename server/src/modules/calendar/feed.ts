import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { calendarFeedItems, calendarFeeds } from '../../db/schema';
import type { FeedEvent } from './events';
import { escapeText, localDateTime, serialize, utcDateTime, type IcsComponent, type IcsProperty } from './ics';
import { toInstant, vtimezone } from './zone';

// ─── A feed's text, and what changed since the last poll (issue 39) ──────────────────────────
// Calendar apps poll a subscription and replace what they hold with what they get. So that a
// change shows as one (RFC 5545 §3.8.7.4), each feed remembers per event UID the content it last
// served (calendar_feed_items): a changed event gets SEQUENCE + 1 and a new DTSTAMP /
// LAST-MODIFIED; an event that left the feed is still sent for GONE_DAYS, as STATUS:CANCELLED, or,
// for a weekly lesson that had already begun, as the same series ended (RRULE UNTIL) where it
// stopped, so the lessons already held stay in the calendar. DTSTAMP is the time the event last
// changed, not the time of the poll, so an unchanged feed is the same text (and ETag) every time.

export const GONE_DAYS = 30;

interface Item {
  uid: string;
  hash: string;
  sequence: number;
  changedAt: Date;
  goneAt: Date | null;
  event: FeedEvent;
}

const hashOf = (e: FeedEvent) => createHash('sha256').update(JSON.stringify(e)).digest('base64url').slice(0, 32);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const readItems = async (db: Db | Tx, feedId: string): Promise<Item[]> =>
  (await db
    .select({
      uid: calendarFeedItems.uid,
      hash: calendarFeedItems.hash,
      sequence: calendarFeedItems.sequence,
      changedAt: calendarFeedItems.changedAt,
      goneAt: calendarFeedItems.goneAt,
      event: calendarFeedItems.event,
    })
    .from(calendarFeedItems)
    .where(eq(calendarFeedItems.feedId, feedId))) as Item[];

type Change = { type: 'insert'; item: Item } | { type: 'update'; item: Item } | { type: 'drop'; uid: string };

/** What the poll changes in the feed's memory: new, changed and vanished events, and old cancellations dropped. */
function diff(items: Item[], events: FeedEvent[], now: Date): Change[] {
  const known = new Map(items.map((i) => [i.uid, i]));
  const current = new Set<string>();
  const out: Change[] = [];
  for (const event of events) {
    current.add(event.uid);
    const hash = hashOf(event);
    const had = known.get(event.uid);
    if (!had) out.push({ type: 'insert', item: { uid: event.uid, hash, sequence: 0, changedAt: now, goneAt: null, event } });
    else if (had.hash !== hash || had.goneAt)
      out.push({ type: 'update', item: { uid: event.uid, hash, sequence: had.sequence + 1, changedAt: now, goneAt: null, event } });
  }
  const dropBefore = now.getTime() - GONE_DAYS * 86_400_000;
  for (const item of items) {
    if (current.has(item.uid)) continue;
    if (!item.goneAt) out.push({ type: 'update', item: { ...item, sequence: item.sequence + 1, changedAt: now, goneAt: now } });
    else if (item.goneAt.getTime() < dropBefore) out.push({ type: 'drop', uid: item.uid });
  }
  return out;
}

/**
 * Brings the feed's memory up to date with `events` and returns every item to send. Only a poll
 * that finds a change writes; it does so under the feed row's lock, recomputing from what it
 * reads there, so two polls at once cannot both bump a SEQUENCE.
 */
export async function syncFeed(db: Db, feedId: string, events: FeedEvent[], now: Date): Promise<Item[]> {
  const items = await readItems(db, feedId);
  if (diff(items, events, now).length === 0) return items;
  return db.transaction(async (tx) => {
    await tx.select({ id: calendarFeeds.id }).from(calendarFeeds).where(eq(calendarFeeds.id, feedId)).for('update');
    const fresh = await readItems(tx, feedId);
    const changes = diff(fresh, events, now);
    const byUid = new Map(fresh.map((i) => [i.uid, i]));
    for (const c of changes) {
      if (c.type === 'drop') {
        await tx.delete(calendarFeedItems).where(and(eq(calendarFeedItems.feedId, feedId), eq(calendarFeedItems.uid, c.uid)));
        byUid.delete(c.uid);
        continue;
      }
      const { uid, ...values } = c.item;
      if (c.type === 'insert') await tx.insert(calendarFeedItems).values({ feedId, uid, ...values });
      else
        await tx
          .update(calendarFeedItems)
          .set(values)
          .where(and(eq(calendarFeedItems.feedId, feedId), eq(calendarFeedItems.uid, uid)));
      byUid.set(uid, c.item);
    }
    return [...byUid.values()];
  });
}

const local = (zone: string) => ({ TZID: zone });

function vevent(item: Item, zone: string): IcsComponent {
  const e = item.event;
  const started = e.weeklyUntil && item.goneAt && toInstant(e.start, zone).getTime() < item.goneAt.getTime();
  const cancelled = !!item.goneAt && !started;
  const p: IcsProperty[] = [
    { name: 'UID', value: e.uid },
    { name: 'DTSTAMP', value: utcDateTime(item.changedAt) },
    { name: 'LAST-MODIFIED', value: utcDateTime(item.changedAt) },
    { name: 'SEQUENCE', value: String(item.sequence) },
    { name: 'DTSTART', params: local(zone), value: localDateTime(e.start) },
  ];
  if (e.end) p.push({ name: 'DTEND', params: local(zone), value: localDateTime(e.end) });
  if (e.weeklyUntil) {
    // A lesson series that stopped mid-term ends where it stopped: the lessons already held stay.
    const until = started && item.goneAt!.getTime() < Date.parse(e.weeklyUntil) ? item.goneAt! : new Date(e.weeklyUntil);
    p.push({ name: 'RRULE', value: `FREQ=WEEKLY;UNTIL=${utcDateTime(until)}` });
  }
  p.push(
    { name: 'SUMMARY', value: escapeText(e.summary) },
    { name: 'DESCRIPTION', value: escapeText(e.description) },
    { name: 'STATUS', value: cancelled ? 'CANCELLED' : 'CONFIRMED' },
    // A due date is a moment, not time taken: it does not make the person busy.
    { name: 'TRANSP', value: e.end ? 'OPAQUE' : 'TRANSPARENT' },
  );
  return { name: 'VEVENT', properties: p };
}

export interface FeedText {
  body: string;
  etag: string;
}

/** The VCALENDAR (RFC 5545 §3.4, §3.6; NAME and REFRESH-INTERVAL of RFC 7986) and its ETag. */
export function feedText(items: Item[], opts: { zone: string; name: string; now: Date }): FeedText {
  const sorted = [...items].sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
  const years = sorted.flatMap((i) => [
    Number(i.event.start.date.slice(0, 4)),
    Number((i.event.weeklyUntil ?? i.event.start.date).slice(0, 4)),
  ]);
  const thisYear = opts.now.getUTCFullYear();
  const calendar: IcsComponent = {
    name: 'VCALENDAR',
    properties: [
      { name: 'VERSION', value: '2.0' },
      { name: 'PRODID', value: '-//Mizan Teferi Academy//School platform calendar feed//EN' },
      { name: 'CALSCALE', value: 'GREGORIAN' },
      { name: 'METHOD', value: 'PUBLISH' },
      { name: 'NAME', value: escapeText(opts.name) },
      { name: 'X-WR-CALNAME', value: escapeText(opts.name) },
      { name: 'X-WR-TIMEZONE', value: opts.zone },
      { name: 'REFRESH-INTERVAL', params: { VALUE: 'DURATION' }, value: 'PT15M' },
      { name: 'X-PUBLISHED-TTL', value: 'PT15M' },
    ],
    components: [
      vtimezone(opts.zone, Math.min(thisYear, ...years) - 1, Math.max(thisYear, ...years) + 1),
      ...sorted.map((i) => vevent(i, opts.zone)),
    ],
  };
  const body = serialize(calendar);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}
