import { and, eq, ne } from 'drizzle-orm';
import { messages } from '@school/api/schemas';
import { sections, teacherSections } from '../src/db/schema';
import { bearer, useTestApp } from './helpers';

const t = useTestApp();
let admin: string;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token: string | null = admin) =>
  t.app.inject({ method, url: `/api/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

type Teacher = { _id: string; fullName: string; course: { _id: string; name: string } };
let periodId: string;
let g7a: string;
let teachers: Teacher[];

beforeAll(async () => {
  admin = await t.login('AD-0001');
  periodId = (await call('GET', 'academicPeriods?limit=1')).json().academicPeriods[0]._id;
  g7a = (await call('GET', `getsections/${periodId}?searchTerm=Grade 7 A`)).json().sections[0]._id;
  teachers = (await call('GET', `getsectionteacher/${g7a}`)).json().teachers;
});

const lesson = (teacher: Teacher, day: number, startTime: string, endTime: string, section = g7a) => ({
  section_id: section,
  teacher_id: teacher._id,
  fullName: teacher.fullName,
  course: teacher.course._id,
  day,
  startTime,
  endTime,
});

describe('the weekly schedule', () => {
  it('needs an admin to change it: 401 without a token, 403 for a teacher; the section’s teachers read it', async () => {
    expect((await call('GET', `getschedule/${g7a}`, undefined, null)).statusCode).toBe(401);
    const teacher = await t.login('TE-0001');
    expect((await call('GET', `getschedule/${g7a}`, undefined, teacher)).statusCode).toBe(200);
    expect((await call('GET', `getschedule/${g7a}`, undefined, await t.login('TE-0006'))).statusCode).toBe(403);
    expect((await call('POST', 'schedule', lesson(teachers[0], 1, '08:00', '08:40'), teacher)).statusCode).toBe(403);
    expect((await call('GET', 'getschedule/nope')).statusCode).toBe(404);
  });

  it("reads the seeded section's periods (by start) and lessons", async () => {
    const res = (await call('GET', `getschedule/${g7a}`)).json();
    expect(res.periods.map((p: { startTime: string }) => p.startTime)).toEqual(['08:00', '08:45', '09:30', '10:30']);
    expect(res.entries.length).toBe(15);
    expect(res.entries[0]).toMatchObject({
      day: 1,
      startTime: '08:00',
      endTime: '08:40',
      teacher: { fullName: expect.any(String) },
      course: { name: expect.any(String) },
    });
  });

  it('adds a period (201) and refuses overlaps and bad times', async () => {
    const res = await call('POST', 'schedule-period', { section_id: g7a, startTime: '12:00', endTime: '12:40' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: messages.added, period: { startTime: '12:00', endTime: '12:40' } });
    const overlap = await call('POST', 'schedule-period', { section_id: g7a, startTime: '08:20', endTime: '08:50' });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toMatchObject({ error: 'This period overlaps another period of the schedule' });
    expect((await call('POST', 'schedule-period', { section_id: g7a, startTime: '13:00', endTime: '12:50' })).json().error).toBe(
      'End time must be after start time',
    );
    expect((await call('POST', 'schedule-period', { section_id: g7a, startTime: '07:5', endTime: '12:50' })).json().error).toBe(
      'Enter a time as HH:MM',
    );
    expect((await call('POST', 'schedule-period', { section_id: 'nope', startTime: '14:00', endTime: '14:40' })).statusCode).toBe(404);
  });

  it('assigns a teacher of the section to a free slot (201) and refuses a taken slot', async () => {
    const res = await call('POST', 'schedule', lesson(teachers[0], 1, '12:00', '12:40'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: messages.added,
      entry: { day: 1, startTime: '12:00', teacher: { _id: teachers[0]._id }, course: { _id: teachers[0].course._id } },
    });
    const again = await call('POST', 'schedule', lesson(teachers[1], 1, '12:00', '12:40'));
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(`Grade 7 A already has ${teachers[0].course.name} with ${teachers[0].fullName} on Monday 12:00–12:40`);
  });

  it('refuses a teacher who does not teach that course in the section, and a slot that is not a period', async () => {
    const wrongCourse = { ...teachers[0], course: teachers.find((x) => x._id !== teachers[0]._id)!.course };
    const res = await call('POST', 'schedule', lesson(wrongCourse, 2, '12:00', '12:40'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`${teachers[0].fullName} does not teach ${wrongCourse.course.name} in Grade 7 A`);
    expect((await call('POST', 'schedule', lesson(teachers[0], 2, '12:05', '12:40'))).json().error).toBe(
      'This section has no period from 12:05 to 12:40',
    );
    expect((await call('POST', 'schedule', lesson(teachers[0], 6, '12:00', '12:40'))).json().error).toBe(messages.dayRange);
  });

  it('refuses a teacher booked in another section at an overlapping time that day, naming the clash', async () => {
    const teacher = teachers[0];
    // Another current-period section this teacher teaches in.
    const [other] = await t.database.db
      .select({ sectionId: teacherSections.sectionId, courseId: teacherSections.courseId, name: sections.name })
      .from(teacherSections)
      .innerJoin(sections, eq(sections.id, teacherSections.sectionId))
      .where(
        and(eq(teacherSections.teacherId, teacher._id), eq(teacherSections.academicPeriodId, periodId), ne(teacherSections.sectionId, g7a)),
      )
      .limit(1);
    await call('POST', 'schedule-period', { section_id: other.sectionId, startTime: '12:20', endTime: '13:00' });
    const there = { ...teacher, course: { _id: other.courseId, name: '' } };
    const res = await call('POST', 'schedule', lesson(there, 1, '12:20', '13:00', other.sectionId));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`${teacher.fullName} already teaches Grade 7 A on Monday 12:00–12:40`);
    // Tuesday is free: accepted.
    expect((await call('POST', 'schedule', lesson(there, 2, '12:20', '13:00', other.sectionId))).statusCode).toBe(201);
  });

  describe('two clashing requests at the same moment: one wins, the other gets the 400 naming the clash', () => {
    const otherSection = async (teacher: Teacher) => {
      const [other] = await t.database.db
        .select({ sectionId: teacherSections.sectionId, courseId: teacherSections.courseId, name: sections.name })
        .from(teacherSections)
        .innerJoin(sections, eq(sections.id, teacherSections.sectionId))
        .where(
          and(
            eq(teacherSections.teacherId, teacher._id),
            eq(teacherSections.academicPeriodId, periodId),
            ne(teacherSections.sectionId, g7a),
          ),
        )
        .limit(1);
      return other;
    };
    const outcome = (results: { statusCode: number }[]) => results.map((r) => r.statusCode).sort();

    it('the same slot for two teachers', async () => {
      const results = await Promise.all([
        call('POST', 'schedule', lesson(teachers[0], 5, '12:00', '12:40')),
        call('POST', 'schedule', lesson(teachers[1], 5, '12:00', '12:40')),
      ]);
      expect(outcome(results)).toEqual([201, 400]);
      const winner = results.findIndex((r) => r.statusCode === 201);
      const w = teachers[winner];
      expect(results[1 - winner].json().error).toBe(`Grade 7 A already has ${w.course.name} with ${w.fullName} on Friday 12:00–12:40`);
      const entries = (await call('GET', `getschedule/${g7a}`))
        .json()
        .entries.filter((e: { day: number; startTime: string }) => e.day === 5 && e.startTime === '12:00');
      expect(entries).toHaveLength(1);
    });

    it('one teacher in two sections at overlapping times', async () => {
      const teacher = teachers[0];
      const other = await otherSection(teacher);
      const there = { ...teacher, course: { _id: other.courseId, name: '' } };
      const results = await Promise.all([
        call('POST', 'schedule', lesson(teacher, 4, '12:00', '12:40')),
        call('POST', 'schedule', lesson(there, 4, '12:20', '13:00', other.sectionId)),
      ]);
      expect(outcome(results)).toEqual([201, 400]);
      const error = results.find((r) => r.statusCode === 400)!.json().error;
      expect([
        `${teacher.fullName} already teaches ${other.name} on Thursday 12:20–13:00`,
        `${teacher.fullName} already teaches Grade 7 A on Thursday 12:00–12:40`,
      ]).toContain(error);
    });

    it('two overlapping periods in one section', async () => {
      const other = await otherSection(teachers[0]);
      const results = await Promise.all([
        call('POST', 'schedule-period', { section_id: other.sectionId, startTime: '14:00', endTime: '14:40' }),
        call('POST', 'schedule-period', { section_id: other.sectionId, startTime: '14:20', endTime: '15:00' }),
      ]);
      expect(outcome(results)).toEqual([201, 400]);
      expect(results.find((r) => r.statusCode === 400)!.json().error).toBe(messages.periodOverlap);
    });
  });

  it('removes a lesson by section, day and start (deleteschedule), then 404', async () => {
    const res = await call('POST', 'deleteschedule', lesson(teachers[0], 1, '12:00', '12:40'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.deleted });
    const again = await call('POST', 'deleteschedule', lesson(teachers[0], 1, '12:00', '12:40'));
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('No lesson is scheduled in this slot');
  });

  it('deleting a period removes its lessons', async () => {
    await call('POST', 'schedule', lesson(teachers[0], 3, '12:00', '12:40'));
    let schedule = (await call('GET', `getschedule/${g7a}`)).json();
    const period = schedule.periods.find((p: { startTime: string }) => p.startTime === '12:00');
    expect(schedule.entries.some((e: { periodId: string }) => e.periodId === period._id)).toBe(true);
    expect((await call('DELETE', `schedule-period/${period._id}`)).json()).toEqual({ message: messages.deleted });
    schedule = (await call('GET', `getschedule/${g7a}`)).json();
    expect(schedule.periods).toHaveLength(4);
    expect(schedule.entries.some((e: { periodId: string }) => e.periodId === period._id)).toBe(false);
    expect((await call('DELETE', `schedule-period/${period._id}`)).statusCode).toBe(404);
  });
});
