import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';
import { caller } from './teaching-helpers';
import { buildExam, examIds, minutesFromNow, start, type ExamIds } from './exams-helpers';
import { schoolTime } from '../src/modules/exams/announceRule';

// Issue 17: a result may be announced as soon as no student can still start or answer — every
// started attempt finalised and the window closed, or every student of the exam finalised — and
// is refused otherwise with the time in the school's words, never a raw ISO timestamp.

const t = useTestApp();
let ids: ExamIds;
let te1: ReturnType<typeof caller>;
beforeAll(async () => {
  ids = await examIds(t);
  te1 = caller(t, await t.login('TE-0001'));
});

const inWords = /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M/;
const iso = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

describe('announce: the rule', () => {
  it('says the time in the school’s words', () => {
    expect(schoolTime(new Date('2026-11-26T12:00:00Z'), 'Africa/Addis_Ababa')).toMatch(/^Thursday, November 26, 2026 at 3:00\s?PM$/);
  });

  it('refuses while the window is open and students of the section have not finished, with the closing time in words', async () => {
    const st1Token = await t.login('ST-0001');
    const examId = await buildExam(t, ids, (await t.login('TE-0001')) as string, {
      start_time: minutesFromNow(t, -5),
      end_time: minutesFromNow(t, 60),
    });
    await start(t, st1Token, 'ST-0001', examId);
    expect((await caller(t, st1Token).post('submitexam/', { exam_id: examId, check_first: false })).statusCode).toBe(200);
    const refused = await te1.get(`announceexamresult/TE-0001/${examId}`);
    expect(refused.statusCode).toBe(400);
    const error = refused.json().error as string;
    expect(error).toMatch(/^The result can be announced once every student of the exam has finished, or once the exam closes on /);
    expect(error).toMatch(inWords);
    expect(error).not.toMatch(iso);
    expect(error).toContain(`1 of ${ids.classmates.length} students have finished.`);
  });

  it('refuses while a started attempt can still answer after the close, then allows once it is finalised', async () => {
    const st1Token = await t.login('ST-0001');
    const examId = await buildExam(t, ids, (await t.login('TE-0001')) as string, {
      start_time: minutesFromNow(t, -5),
      end_time: minutesFromNow(t, 2),
      duration: 40,
    });
    await start(t, st1Token, 'ST-0001', examId);
    try {
      // Past the close, inside the 60 s grace of the attempt's deadline (the close).
      t.clock.offsetMs = 2.5 * 60_000;
      const refused = await te1.get(`announceexamresult/TE-0001/${examId}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatch(/^1 student is still taking this exam: the result can be announced on /);
      expect(refused.json().error).toMatch(inWords);
      expect(refused.json().error).not.toMatch(iso);
      t.clock.offsetMs = 4 * 60_000;
      const allowed = await te1.get(`announceexamresult/TE-0001/${examId}`);
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(allowed.json().announced).toBe(1);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('allows an entrance exam while its window is open once every applicant it is assigned to has finished', async () => {
    const examId = await buildExam(t, ids, (await t.login('TE-0001')) as string, {
      title: 'Grade 7 entrance (announce)',
      is_entrance: true,
      grade_name: 'Grade 7',
      sectioninfo: [],
      start_time: minutesFromNow(t, -5),
      end_time: minutesFromNow(t, 60),
    });
    const admin = caller(t, await t.login('AD-0001'));
    const link = await admin.post('createenterancelink', { student_id: ids.st2.studentId, exam_id: examId, grade_name: 'Grade 7' });
    expect(link.statusCode).toBe(201);
    const st2Token = await t.login('ST-0002');
    const takenOf = async () =>
      ((await admin.get(`getenterancelinks/ST-0002`)).json().links as { exam_id: { _id: string }; taken: boolean }[]).find(
        (l) => l.exam_id._id === examId,
      )?.taken;
    expect(await takenOf()).toBe(false);
    await start(t, st2Token, 'ST-0002', examId);
    // The applicant's Entrance exams list now offers the admin the result.
    expect(await takenOf()).toBe(true);
    // Started, not finished: refused, the window's close in words.
    const early = await te1.get(`announceexamresult/TE-0001/${examId}`);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatch(inWords);
    // The exam's read says the same, so the teacher's button can say why before a click.
    expect((await te1.get(`exam/TE-0001/${examId}`)).json().exam.announceBlocker).toBe(early.json().error);
    expect((await caller(t, st2Token).post('submitexam/', { exam_id: examId, check_first: false })).statusCode).toBe(200);
    expect((await te1.get(`exam/TE-0001/${examId}`)).json().exam.announceBlocker).toBeNull();
    const announced = await te1.get(`announceexamresult/TE-0001/${examId}`);
    expect(announced.statusCode, announced.body).toBe(200);
    expect(announced.json().announced).toBe(1);
  });
});
