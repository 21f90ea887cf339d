import ICAL from 'ical.js';
import { and, count, eq } from 'drizzle-orm';
import { scheduleEntries, schedulePeriods } from '../src/db/schema';
import { bearer, createTestApp, useTestApp, type TestContext } from './helpers';
import { caller } from './teaching-helpers';
import { examBody, examIds, type ExamIds } from './exams-helpers';

// ─── Calendar feeds (issue 39): every feed read by an independent parser (ical.js) ────────────
// The demo school's current term runs 2026-09-01 (a Tuesday) to 2027-01-31 (a Sunday); TODAY is
// 2026-11-22. Grade 7 A has lessons in the first three periods (08:00, 08:45, 09:30) each weekday;
// TE-0001 teaches some of them, ST-0001 sits there, FA-0001 is ST-0001's family.

const t = useTestApp();
let ids: ExamIds;
beforeAll(async () => {
  ids = await examIds(t);
});

/** The path of a feed URL (the app is called through inject). */
const pathOf = (url: string) => new URL(url).pathname;

async function makeFeed(ctx: TestContext, token: string, student_id?: string) {
  const res = await caller(ctx, token).post('calendar/feeds', student_id ? { student_id } : {});
  expect(res.statusCode, res.body).toBe(201);
  return res.json().feed as { _id: string; url: string };
}

async function fetchFeed(ctx: TestContext, url: string, etag?: string) {
  return ctx.app.inject({ method: 'GET', url: pathOf(url), headers: etag ? { 'if-none-match': etag } : {} });
}

/** The feed parsed by ical.js, its time zones registered so every time resolves to an instant. */
function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const events = cal.getAllSubcomponents('vevent').map((v) => ({ vevent: v, event: new ICAL.Event(v) }));
  return { cal, events, byUid: (uid: string) => events.find((e) => e.event.uid === uid) };
}

/** Every occurrence of a recurring event, as instants. */
function occurrences(event: ICAL.Event): Date[] {
  const it = event.iterator();
  const out: Date[] = [];
  for (let next = it.next(); next && out.length < 200; next = it.next()) out.push(next.toJSDate());
  return out;
}

/** The form of the text itself (RFC 5545 §3.1): CRLF line ends, no line over 75 octets. */
function expectWellFormed(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.split('\r\n').slice(0, -1);
  expect(lines.filter((l) => l.includes('\n') || l.includes('\r'))).toEqual([]);
  expect(lines.filter((l) => Buffer.byteLength(l, 'utf8') > 75)).toEqual([]);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
}

const WEEK = 7 * 86_400_000;
/** The date in Addis Ababa (UTC+3 all year). */
const dayOf = (d: Date) => new Date(d.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
const weekdayOf = (d: Date, zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' }).format(d);
const timeOf = (d: Date, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);

describe('a teacher’s feed', () => {
  let teacher: string;
  let url: string;
  beforeAll(async () => {
    teacher = await t.login('TE-0001');
  });

  it('lists the own calendar without an address, then makes one', async () => {
    const before = await caller(t, teacher).get('calendar/feeds');
    expect(before.statusCode).toBe(200);
    expect(before.json().feeds).toEqual([{ _id: null, student: null, url: null, createdAt: null }]);
    const feed = await makeFeed(t, teacher);
    url = feed.url;
    expect(url).toMatch(/^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await caller(t, teacher).get('calendar/feeds')).json().feeds[0].url).toBe(url);
  });

  it('holds the weekly lessons of the term, in the school’s time zone with its VTIMEZONE', async () => {
    const res = await fetchFeed(t, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expectWellFormed(res.body);
    const { cal, events } = parse(res.body);
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Africa/Addis_Ababa');
    const lessons = events.filter((e) => e.event.uid.startsWith('lesson-'));
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(scheduleEntries)
      .where(eq(scheduleEntries.teacherId, ids.te1.teacherId));
    expect(lessons.length).toBe(n);
    expect(lessons.length).toBeGreaterThan(0);
    for (const { event, vevent } of lessons) {
      expect(event.isRecurring()).toBe(true);
      expect(vevent.getFirstPropertyValue('rrule')?.toString()).toMatch(/^FREQ=WEEKLY;UNTIL=\d{8}T\d{6}Z$/);
      expect(event.startDate.zone?.tzid).toBe('Africa/Addis_Ababa');
      const dates = occurrences(event);
      // One lesson a week from the term's first such weekday to its last, always the same weekday and local time.
      expect(dates.slice(1).map((d, i) => d.getTime() - dates[i].getTime())).toEqual(dates.slice(1).map(() => WEEK));
      expect(dayOf(dates[0]) >= '2026-09-01' && dayOf(dates[0]) < '2026-09-08').toBe(true);
      expect(dayOf(dates[dates.length - 1]) > '2027-01-24' && dayOf(dates[dates.length - 1]) <= '2027-01-31').toBe(true);
      expect(new Set(dates.map((d) => weekdayOf(d, 'Africa/Addis_Ababa'))).size).toBe(1);
      expect(new Set(dates.map((d) => timeOf(d, 'Africa/Addis_Ababa')))).toEqual(new Set([timeOf(dates[0], 'Africa/Addis_Ababa')]));
      expect(['08:00', '08:45', '09:30']).toContain(timeOf(dates[0], 'Africa/Addis_Ababa'));
      expect(event.summary).toMatch(/ · Grade 7 [AB]$/);
    }
    // 08:00 in Addis Ababa (UTC+3) is 05:00 UTC.
    const eight = lessons.find((l) => timeOf(occurrences(l.event)[0], 'Africa/Addis_Ababa') === '08:00');
    if (eight) expect(occurrences(eight.event)[0].getUTCHours()).toBe(5);
  });

  it('answers If-None-Match with 304 and no body while nothing changed', async () => {
    const first = await fetchFeed(t, url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await fetchFeed(t, url, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A poll after a write elsewhere (the cache emptied) still finds the same text.
    await caller(t, teacher).put('preferences', { language: 'en' });
    expect((await fetchFeed(t, url, etag)).statusCode).toBe(304);
  });

  it('shows a new exam, its change (SEQUENCE + 1) and its deletion (cancelled) on the next polls', async () => {
    const te = caller(t, teacher);
    const created = await te.post(
      'exam',
      examBody(t, ids, { title: 'Calendar quiz', start_time: '2026-12-01T07:00:00.000Z', end_time: '2026-12-01T09:00:00.000Z' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const examId = created.json().exam_id as string;
    const uid = `exam-${examId}@calendar.school`;

    const one = parse((await fetchFeed(t, url)).body).byUid(uid)!;
    expect(one.event.summary).toBe('Exam: Calendar quiz');
    expect(one.event.sequence).toBe(0);
    expect(one.event.startDate.toJSDate().toISOString()).toBe('2026-12-01T07:00:00.000Z');
    expect(one.event.startDate.toString()).toBe('2026-12-01T10:00:00'); // local wall clock, UTC+3
    expect(one.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');

    const moved = await te.put(
      `exam/${examId}`,
      examBody(t, ids, { title: 'Calendar quiz (moved)', start_time: '2026-12-02T07:00:00.000Z', end_time: '2026-12-02T09:00:00.000Z' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const two = parse((await fetchFeed(t, url)).body).byUid(uid)!;
    expect(two.event.summary).toBe('Exam: Calendar quiz (moved)');
    expect(two.event.sequence).toBe(1);
    expect(two.event.startDate.toJSDate().toISOString()).toBe('2026-12-02T07:00:00.000Z');

    expect((await te.del(`exam/TE-0001/${examId}`)).statusCode).toBe(200);
    const three = parse((await fetchFeed(t, url)).body).byUid(uid)!;
    expect(three.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(three.event.sequence).toBe(2);
    // Still cancelled, with the same SEQUENCE, at the poll after.
    expect(parse((await fetchFeed(t, url)).body).byUid(uid)!.event.sequence).toBe(2);
  });

  it('ends a lesson series where it was removed mid-term: the lessons already held stay', async () => {
    const db = t.database.db;
    const [entry] = await db
      .select({ id: scheduleEntries.id, day: scheduleEntries.day, startTime: schedulePeriods.startTime, endTime: schedulePeriods.endTime })
      .from(scheduleEntries)
      .innerJoin(schedulePeriods, eq(schedulePeriods.id, scheduleEntries.periodId))
      .where(and(eq(scheduleEntries.teacherId, ids.te1.teacherId), eq(scheduleEntries.sectionId, ids.grade7A)))
      .limit(1);
    const uid = `lesson-${entry.id}@calendar.school`;
    const before = parse((await fetchFeed(t, url)).body).byUid(uid)!;
    const admin = caller(t, await t.login('AD-0001'));
    const removed = await admin.post('deleteschedule', {
      section_id: ids.grade7A,
      course: ids.math,
      day: entry.day,
      startTime: entry.startTime,
      endTime: entry.endTime,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = parse((await fetchFeed(t, url)).body).byUid(uid)!;
    expect(after.event.sequence).toBe(before.event.sequence + 1);
    expect(after.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const held = occurrences(after.event);
    expect(held.length).toBeGreaterThan(0);
    expect(held.length).toBeLessThan(occurrences(before.event).length);
    expect(held.every((d) => d.getTime() <= t.config.now().getTime())).toBe(true);
    expect(occurrences(before.event).filter((d) => d.getTime() <= t.config.now().getTime())).toEqual(held);
  });

  it('writes the titles in the person’s language, folded without splitting a letter', async () => {
    expect((await caller(t, teacher).put('preferences', { language: 'am' })).statusCode).toBe(200);
    const res = await fetchFeed(t, url);
    expectWellFormed(res.body);
    const { cal, events } = parse(res.body);
    expect(String(cal.getFirstPropertyValue('x-wr-calname'))).toMatch(/፦ የእኔ የቀን መቁጠሪያ$/);
    // The lessons still taught (the series ended above keeps the text it had when it ended).
    const current = events.filter((e) => e.event.uid.startsWith('lesson-') && dayOf(occurrences(e.event).at(-1)!) > '2027-01-24');
    expect(current.length).toBeGreaterThan(0);
    for (const lesson of current) {
      expect(lesson.event.description).toMatch(/^የ.+ ትምህርት በGrade 7 [AB]፣/);
      expect(lesson.event.description).toContain('\nመምህር፦ ');
    }
    const lesson = current[0];
    // Long Ethiopic lines were folded (3 octets a letter), and read back whole.
    expect(res.body).toMatch(/\r\n [^\r\n]/);
    expect(lesson.event.description).toMatch(/በሴሚስተሩ ሙሉ።\n/);
    await caller(t, teacher).put('preferences', { language: 'en' });
  });

  it('regenerates the address (the old one answers 404) and revokes it', async () => {
    const again = await makeFeed(t, teacher);
    expect(again._id).toBeDefined();
    expect(again.url).not.toBe(url);
    expect((await fetchFeed(t, url)).statusCode).toBe(404);
    expect((await fetchFeed(t, again.url)).statusCode).toBe(200);
    // Someone else cannot revoke it.
    const other = caller(t, await t.login('TE-0003'));
    expect((await other.del(`calendar/feeds/${again._id}`)).statusCode).toBe(403);
    const revoked = await caller(t, teacher).del(`calendar/feeds/${again._id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe('Calendar subscription stopped: its address no longer works');
    const gone = await fetchFeed(t, again.url);
    expect(gone.statusCode).toBe(404);
    expect((await caller(t, teacher).get('calendar/feeds')).json().feeds[0].url).toBeNull();
  });
});

describe('a student’s and a parent’s feeds', () => {
  it('gives the student the section’s lessons, its exam windows and its due dates', async () => {
    const student = await t.login('ST-0001');
    const teacher = caller(t, await t.login('TE-0001'));
    const exam = await teacher.post(
      'exam',
      examBody(t, ids, { title: 'Decimals', start_time: '2026-12-10T06:00:00.000Z', end_time: '2026-12-10T07:00:00.000Z' }),
    );
    expect(exam.statusCode).toBe(201);
    const assignment = await teacher.post('assignment', {
      ID: 'TE-0001',
      section_id: ids.grade7A,
      course_id: ids.math,
      title: 'Worksheet 4',
      description: 'Exercises 1 to 10.',
      submissionType: 'text',
      submissionMethod: 'system',
      dueDate: '2026-12-04T14:00:00.000Z',
    });
    expect(assignment.statusCode, assignment.body).toBe(201);

    const feed = await makeFeed(t, student);
    const res = await fetchFeed(t, feed.url);
    expectWellFormed(res.body);
    const { events } = parse(res.body);
    const [{ n }] = await t.database.db.select({ n: count() }).from(scheduleEntries).where(eq(scheduleEntries.sectionId, ids.grade7A));
    expect(events.filter((e) => e.event.uid.startsWith('lesson-')).length).toBe(n);
    expect(
      events
        .find((e) => e.event.summary === 'Exam: Decimals')
        ?.event.endDate.toJSDate()
        .toISOString(),
    ).toBe('2026-12-10T07:00:00.000Z');
    const due = events.find((e) => e.event.summary === 'Due: Worksheet 4 (Mathematics)')!;
    expect(due.event.startDate.toJSDate().toISOString()).toBe('2026-12-04T14:00:00.000Z');
    expect(due.vevent.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
  });

  it('gives a parent one feed per linked child, titled with the child’s name, and no other child’s', async () => {
    const parent = await t.login('FA-0001');
    const list = (await caller(t, parent).get('calendar/feeds')).json().feeds as { student: { ID: string } }[];
    expect(list.map((f) => f.student.ID)).toEqual(['ST-0001']);
    expect((await caller(t, parent).post('calendar/feeds', {})).statusCode).toBe(400);
    expect((await caller(t, parent).post('calendar/feeds', { student_id: 'ST-0003' })).statusCode).toBe(403);
    const feed = await makeFeed(t, parent, 'ST-0001');
    const { events, cal } = parse((await fetchFeed(t, feed.url)).body);
    expect(String(cal.getFirstPropertyValue('x-wr-calname'))).toMatch(/: \S+$/);
    const exam = events.find((e) => e.event.summary.endsWith('Exam: Decimals'))!;
    expect(exam.event.summary).toMatch(/^\S+: Exam: Decimals$/);
  });

  it('has no calendar for admins, and a student names no child', async () => {
    expect((await caller(t, await t.login('AD-0001')).get('calendar/feeds')).statusCode).toBe(403);
    expect((await caller(t, await t.login('ST-0001')).post('calendar/feeds', { student_id: 'ST-0001' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/not-a-token.ics' })).statusCode).toBe(404);
  });
});

describe('a school in a time zone with daylight saving time', () => {
  let berlin: TestContext;
  beforeAll(async () => {
    berlin = await createTestApp({ schoolTimeZone: 'Europe/Berlin' });
  });
  afterAll(async () => berlin?.close());

  it('keeps each lesson at its local time across the change of offset (the VTIMEZONE carries it)', async () => {
    const token = await berlin.login('TE-0001');
    const feed = await makeFeed(berlin, token);
    const res = await berlin.app.inject({ method: 'GET', url: pathOf(feed.url), headers: bearer(token) });
    const { cal, events } = parse(res.body);
    const vtz = cal.getFirstSubcomponent('vtimezone')!;
    expect(vtz.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    expect(vtz.getAllSubcomponents('daylight').length).toBeGreaterThan(0);
    const lesson = events.find((e) => e.event.uid.startsWith('lesson-'))!;
    const dates = occurrences(lesson.event);
    const local = new Set(dates.map((d) => timeOf(d, 'Europe/Berlin')));
    expect(local.size).toBe(1); // the same wall-clock time all term…
    const utcHours = new Set(dates.map((d) => d.getUTCHours()));
    expect(utcHours.size).toBe(2); // …which is one UTC hour before 25 October 2026 and another after
    const october = dates.filter((d) => d < new Date('2026-10-25T01:00:00Z'));
    const november = dates.filter((d) => d > new Date('2026-10-25T01:00:00Z'));
    expect(october[0].getUTCHours() + 1).toBe(november[0].getUTCHours());
  });
});
