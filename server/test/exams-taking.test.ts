import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  examAnswers,
  examAttempts,
  exams,
  gradeChanges,
  notificationRecipients,
  notifications,
  studentGrades,
  users,
} from '../src/db/schema';
import { useTestApp } from './helpers';
import { submitExam } from '../src/modules/exams/taking';
import { caller } from './teaching-helpers';
import { birthDateOf, buildExam, examBody, examIds, minutesFromNow, questionsOf, start, type ExamIds } from './exams-helpers';

const t = useTestApp();
let ids: ExamIds;
let te1Token: string;
let st1Token: string;
let te1: ReturnType<typeof caller>;
let st1: ReturnType<typeof caller>;
beforeAll(async () => {
  ids = await examIds(t);
  te1Token = await t.login('TE-0001');
  st1Token = await t.login('ST-0001');
  te1 = caller(t, te1Token);
  st1 = caller(t, st1Token);
});

const attemptRow = async (examId: string) =>
  (
    await t.database.db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, ids.st1.studentId)))
  )[0];

describe('exams: starting (student)', () => {
  it('lists the exams of the student’s sections; the start refuses before the window, after it, a wrong code or date of birth', async () => {
    const later = await buildExam(t, ids, te1Token, {
      title: 'Later quiz',
      start_time: minutesFromNow(t, 60),
      end_time: minutesFromNow(t, 120),
    });
    const past = await buildExam(t, ids, te1Token, {
      title: 'Past quiz',
      start_time: minutesFromNow(t, -120),
      end_time: minutesFromNow(t, -60),
    });
    const live = await buildExam(t, ids, te1Token, { title: 'Live quiz' });
    const list = await st1.get('examsforstudent/ST-0001');
    expect(list.statusCode).toBe(200);
    expect(list.json().exams.map((e: { title: string }) => e.title)).toEqual(
      expect.arrayContaining(['Later quiz', 'Past quiz', 'Live quiz']),
    );
    const dob = await birthDateOf(t, 'ST-0001');
    const startBody = (exam_id: string, over: Record<string, unknown> = {}) => ({
      exam_id,
      student_id: 'ST-0001',
      exam_code: 'Ab3$9(',
      birth_date: dob,
      ...over,
    });
    const early = await st1.post('start_exam', startBody(later));
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatch(/^The exam will start on \d{4}-\d{2}-\d{2} at \d{2}:\d{2} UTC$/);
    expect((await st1.post('start_exam', startBody(past))).json().error).toBe('The exam has already expired');
    expect((await st1.post('start_exam', startBody(live, { exam_code: 'Ab3$9)' }))).json().error).toBe('The exam code is not correct.');
    expect((await st1.post('start_exam', startBody(live, { exam_code: undefined }))).json().error).toBe('Enter the exam code first.');
    expect((await st1.post('start_exam', startBody(live, { birth_date: '1999-01-01' }))).json().error).toBe(
      'The date of birth does not match our records.',
    );
    expect((await st1.post('compareexamcode', { exam_id: live, exam_code: 'nope!!' })).statusCode).toBe(400);
    expect((await st1.post('compareexamcode', { exam_id: live, exam_code: 'Ab3$9(' })).statusCode).toBe(200);
    expect(await attemptRow(live)).toBeUndefined();
  });

  it('fixes the deadline on the server at min(start + duration, end_time); one attempt per student (a constraint)', async () => {
    const examId = await buildExam(t, ids, te1Token, { end_time: minutesFromNow(t, 10), duration: 30 });
    const started = await start(t, st1Token, 'ST-0001', examId);
    expect(started.attempt.deadline).toBe(minutesFromNow(t, 10));
    expect(started.serverNow).toBe(t.config.now().toISOString());
    const again = await st1.post('start_exam', { exam_id: examId, exam_code: 'Ab3$9(', birth_date: await birthDateOf(t, 'ST-0001') });
    expect(again.json().error).toBe('The exam has already been taken');
    const row = await attemptRow(examId);
    await expect(
      t.database.db.insert(examAttempts).values({ examId, studentId: ids.st1.studentId, startedAt: row.startedAt, deadline: row.deadline }),
    ).rejects.toThrow();
    const short = await buildExam(t, ids, te1Token, { duration: 20 }, '');
    expect((await start(t, st1Token, 'ST-0001', short, '')).attempt.deadline).toBe(minutesFromNow(t, 20));
  });

  it('refuses students outside the exam’s sections and applicants on section exams', async () => {
    const examId = await buildExam(t, ids, te1Token);
    for (const ID of ['ST-0003', 'ST-0002']) {
      const other = caller(t, await t.login(ID));
      expect((await other.get(`examforstudent/${ID}/${examId}`)).statusCode).toBe(403);
      expect(
        (await other.post('start_exam', { exam_id: examId, exam_code: 'Ab3$9(', birth_date: await birthDateOf(t, ID) })).statusCode,
      ).toBe(403);
      expect((await other.post('answersinglequestion/', { exam_id: examId, question_id: 'x', answer: 'y' })).statusCode).toBe(403);
    }
    expect((await st1.get(`examforstudent/ST-0003/${examId}`)).statusCode).toBe(403);
  });
});

describe('exams: answers, the clock and the sweep', () => {
  it('saves answers idempotently by sequence number; an older save never overwrites a newer one', async () => {
    const examId = await buildExam(t, ids, te1Token);
    await start(t, st1Token, 'ST-0001', examId);
    const [choice, , short] = await questionsOf(t, st1Token, 'ST-0001', examId);
    const save = (question_id: string, answer: string, seq: number) =>
      st1.post('answersinglequestion/', { exam_id: examId, question_id, answer, seq });
    expect((await save(short._id, 'numerator', 2)).statusCode).toBe(201);
    const replay = await save(short._id, 'numerator', 2);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().seq).toBe(2);
    const stale = await save(short._id, 'denominator', 1);
    expect(stale.statusCode).toBe(201);
    expect(stale.json().seq).toBe(2);
    const stored = async () => (await t.database.db.select().from(examAnswers).where(eq(examAnswers.questionId, short._id)))[0];
    expect((await stored()).answer).toBe('numerator');
    expect((await save(short._id, 'Numerator ', 3)).json().seq).toBe(3);
    expect((await stored()).answer).toBe('Numerator ');
    expect((await save(choice._id, 'seven', 1)).json().error).toBe('The answer must be one of the options.');
    expect((await save('not-a-question', 'x', 1)).statusCode).toBe(400);
    expect(
      (await st1.post('answersinglequestion/', { exam_id: examId, question_id: choice._id, answer: 'x'.repeat(2001) })).statusCode,
    ).toBe(400);
    const page = await st1.get(`examforstudentquestion/ST-0001/${examId}?page=3&limit=1`);
    expect(page.json()).toMatchObject({
      pagination: { totalQuestions: 3, totalPages: 3, page: 3 },
      answer: { answer: 'Numerator ', seq: 3 },
      unansweredQuestions: 2,
    });
  });

  it('accepts answers in flight for 60 s after the deadline, then refuses them and writes nothing', async () => {
    const examId = await buildExam(t, ids, te1Token, { duration: 10 });
    await start(t, st1Token, 'ST-0001', examId);
    const [choice, tf] = await questionsOf(t, st1Token, 'ST-0001', examId);
    try {
      t.clock.offsetMs = 10 * 60_000 + 30_000; // 30 s into the grace
      expect(
        (await st1.post('answersinglequestion/', { exam_id: examId, question_id: choice._id, answer: '3/4', seq: 1 })).statusCode,
      ).toBe(201);
      t.clock.offsetMs = 10 * 60_000 + 61_000;
      const late = await st1.post('answersinglequestion/', { exam_id: examId, question_id: tf._id, answer: 'True', seq: 1 });
      expect(late.statusCode).toBe(400);
      expect(late.json().error).toBe('The exam time is over: the answer was not saved.');
      expect(await t.database.db.select().from(examAnswers).where(eq(examAnswers.questionId, tf._id))).toHaveLength(0);
      // The browser never submitted: the server's sweep finalises the attempt and scores it.
      const swept = await t.app.jobs.runAll();
      expect(swept['exam deadlines']).toBeGreaterThanOrEqual(1);
      expect(await attemptRow(examId)).toMatchObject({ finalizedBy: 'deadline', correctCount: 1, totalQuestions: 3 });
      expect((await st1.post('submitexam/', { exam_id: examId })).json().error).toBe('The exam has already been submitted.');
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('submits once: check_first counts the unanswered questions; later answers are refused', async () => {
    const examId = await buildExam(t, ids, te1Token);
    await start(t, st1Token, 'ST-0001', examId);
    const [choice] = await questionsOf(t, st1Token, 'ST-0001', examId);
    await st1.post('answersinglequestion/', { exam_id: examId, question_id: choice._id, answer: '3/4', seq: 1 });
    const check = await st1.post('submitexam/', { exam_id: examId, check_first: true });
    expect(check.json()).toMatchObject({ submitted: false, unansweredQuestions: 2 });
    expect((await attemptRow(examId)).submittedAt).toBeNull();
    const done = await st1.post('submitexam/', { exam_id: examId, check_first: false });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ submitted: true, attempt: { finalized_by: 'student' } });
    expect((await st1.post('submitexam/', { exam_id: examId })).statusCode).toBe(400);
    expect(
      (await st1.post('answersinglequestion/', { exam_id: examId, question_id: choice._id, answer: '1/4', seq: 2 })).json().error,
    ).toBe('The exam has already been submitted.');
    expect((await st1.get(`examforstudentquestion/ST-0001/${examId}`)).statusCode).toBe(400);
  });

  it('six simultaneous submits of one attempt: exactly one answers submitted, the others already submitted (the database decides)', async () => {
    // The test clock stands still: all six carry the same "now", so a timestamp comparison cannot tell them apart.
    for (let round = 0; round < 3; round++) {
      const examId = await buildExam(t, ids, te1Token);
      await start(t, st1Token, 'ST-0001', examId);
      const all = await Promise.all(Array.from({ length: 6 }, () => st1.post('submitexam/', { exam_id: examId, check_first: false })));
      const won = all.filter((r) => r.statusCode === 200);
      expect(won, all.map((r) => r.body).join('\n')).toHaveLength(1);
      expect(won[0].json()).toMatchObject({ submitted: true, attempt: { finalized_by: 'student' } });
      for (const r of all.filter((x) => x !== won[0])) {
        expect(r.statusCode).toBe(400);
        expect(r.json().error).toBe('The exam has already been submitted.');
      }
    }
    // What a racing request holds: the attempt as read before the first submit landed. Submitted
    // again with it (same clock), the database still says no.
    const examId = await buildExam(t, ids, te1Token);
    await start(t, st1Token, 'ST-0001', examId);
    const stale = await attemptRow(examId);
    const first = await submitExam(t.database.db, stale, { exam_id: examId, check_first: false }, t.config.now());
    expect(first.submitted).toBe(true);
    await expect(submitExam(t.database.db, stale, { exam_id: examId, check_first: false }, t.config.now())).rejects.toThrow(
      'The exam has already been submitted.',
    );
  });
});

describe('exams: monitoring', () => {
  it('records violations with their level; the exam’s level ends the attempt; offline/online never count', async () => {
    const examId = await buildExam(t, ids, te1Token, { termination_level: 3 });
    await start(t, st1Token, 'ST-0001', examId);
    const one = await st1.post('studentmistakes/', { exam_id: examId, name: 'Right-click', type: 1 });
    expect(one.json()).toMatchObject({ termination: false, mistakes: 1 });
    expect((await st1.post('studentmistakes/', { exam_id: examId, name: 'x', type: 4 })).statusCode).toBe(400);
    const net = await st1.post('examconnection', {
      exam_id: examId,
      events: [
        { kind: 'offline', at: minutesFromNow(t, -1) },
        { kind: 'online', at: minutesFromNow(t, 0) },
      ],
    });
    expect(net.statusCode).toBe(201);
    const three = await st1.post('studentmistakes/', { exam_id: examId, name: 'PrintScreen', type: 3 });
    expect(three.json()).toMatchObject({ termination: true, mistakes: 2 });
    expect(await attemptRow(examId)).toMatchObject({ terminated: true, finalizedBy: 'termination' });
    const takers = await te1.get(`studentstakeexam/TE-0001/${examId}`);
    const row = takers.json().students[0];
    expect(row.termination).toBe(true);
    expect(row.stud_errors.map((e: { type: number }) => e.type)).toEqual([1, 3]);
    // Oldest first: the offline minute came before the violations (server time).
    expect(row.integrityLog.map((e: { kind: string }) => e.kind)).toEqual(['offline', 'violation', 'violation', 'online']);
    // The student sees their own log once the attempt is over.
    const own = await st1.get(`examforstudent/ST-0001/${examId}`);
    expect(own.json().exam.integrityLog).toHaveLength(4);
  });

  it('keeps a level-2 violation on a "never" exam a record only', async () => {
    const examId = await buildExam(t, ids, te1Token, { termination_level: 0 });
    await start(t, st1Token, 'ST-0001', examId);
    expect((await st1.post('studentmistakes/', { exam_id: examId, name: 'PrintScreen', type: 3 })).json().termination).toBe(false);
    expect((await attemptRow(examId)).submittedAt).toBeNull();
  });
});

describe('exams: one page holds an attempt (decision 150)', () => {
  it('the newest page takes over, the older one is refused with taken_over; a reload and a takeover are logged, never counted', async () => {
    const examId = await buildExam(t, ids, te1Token, { termination_level: 1 });
    await start(t, st1Token, 'ST-0001', examId);
    const [choice, tf] = await questionsOf(t, st1Token, 'ST-0001', examId);
    const A = 'page-a-0000000001';
    const B = 'page-b-0000000002';
    expect((await st1.post('examclaim', { exam_id: examId, claim: A })).json()).toMatchObject({ logged: 'none', claim: A });
    expect((await st1.post('examclaim', { exam_id: examId, claim: A })).json().logged).toBe('none');
    expect(
      (await st1.post('answersinglequestion/', { exam_id: examId, question_id: choice._id, answer: '3/4', seq: 1, claim: A })).statusCode,
    ).toBe(201);
    // The page closes or reloads: logged, not counted.
    expect((await st1.post('examconnection', { exam_id: examId, events: [{ kind: 'left', at: minutesFromNow(t, 0) }] })).statusCode).toBe(
      201,
    );
    // Another tab or device opens the attempt: it takes over.
    expect((await st1.post('examclaim', { exam_id: examId, claim: B })).json().logged).toBe('takeover');
    // The older page, shown again, asks without taking: not held any more (and nothing logged).
    expect((await st1.post('examclaim', { exam_id: examId, claim: A, check: true })).json()).toMatchObject({ held: false, logged: 'none' });
    expect((await st1.post('examclaim', { exam_id: examId, claim: B, check: true })).json().held).toBe(true);
    const late = await st1.post('answersinglequestion/', { exam_id: examId, question_id: choice._id, answer: '1/4', seq: 2, claim: A });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'taken_over', error: 'This exam continues in another tab or device.' });
    const mistake = await st1.post('studentmistakes/', { exam_id: examId, name: 'Switching tabs', type: 3, claim: A });
    expect(mistake.json().code).toBe('taken_over');
    expect((await st1.post('submitexam/', { exam_id: examId, claim: A })).json().code).toBe('taken_over');
    // Nothing lost: the newer page sees the saved answer and goes on.
    const page = await st1.get(`examforstudentquestion/ST-0001/${examId}?page=1&limit=50`);
    expect(page.json().answers.map((a: { answer: string }) => a.answer)).toEqual(['3/4']);
    expect(
      (await st1.post('answersinglequestion/', { exam_id: examId, question_id: tf._id, answer: 'True', seq: 1, claim: B })).statusCode,
    ).toBe(201);
    // The same tab reloads: logged as a reload.
    expect((await st1.post('examclaim', { exam_id: examId, claim: 'page-b-reloaded-03', reload: true })).json().logged).toBe('reload');
    expect((await attemptRow(examId)).submittedAt).toBeNull();
    const row = (await te1.get(`studentstakeexam/TE-0001/${examId}`)).json().students[0];
    expect(row.termination).toBe(false);
    expect(row.stud_errors).toEqual([]);
    expect(row.integrityLog.map((e: { kind: string; level: number | null }) => `${e.kind}:${e.level}`)).toEqual([
      'left:null',
      'takeover:null',
      'reload:null',
    ]);
    // Calls without a claim (the spec's clients) are not held to one.
    expect((await st1.post('answersinglequestion/', { exam_id: examId, question_id: tf._id, answer: 'False', seq: 2 })).statusCode).toBe(
      201,
    );
    expect((await st1.post('examclaim', { exam_id: examId, claim: 'x' })).statusCode).toBe(400);
  });
});

describe('exams: no key reaches a student before the announcement; the announcement writes the grade slot', () => {
  it('runs a whole exam, scans every student response, then announces into the final-exam slot', async () => {
    const examId = await buildExam(t, ids, te1Token, { start_time: minutesFromNow(t, -5), end_time: minutesFromNow(t, 60), duration: 40 });
    expect((await te1.post('examlink', { exam_id: examId, examType: 'finalExam' })).statusCode).toBe(200);
    const st3Token = await t.login(ids.classmates.length ? 'ST-0003' : 'ST-0001');
    const bodies: string[] = [];
    const keep = async (res: Promise<{ statusCode: number; body: string }>) => {
      const r = await res;
      bodies.push(r.body);
      return r;
    };
    await keep(st1.get('examsforstudent/ST-0001'));
    await keep(st1.get(`examforstudent/ST-0001/${examId}`));
    await keep(st1.post('compareexamcode', { exam_id: examId, exam_code: 'Ab3$9(' }));
    const dob = await birthDateOf(t, 'ST-0001');
    await keep(
      st1.post('start_exam', { exam_id: examId, student_id: 'ST-0001', exam_code: 'Ab3$9(', birth_date: dob, start_time: Date.now() }),
    );
    const page = await keep(st1.get(`examforstudentquestion/ST-0001/${examId}?page=1&limit=50`));
    const qs = JSON.parse(page.body).questions as { _id: string }[];
    for (let i = 1; i <= 3; i++) await keep(st1.get(`examforstudentquestion/ST-0001/${examId}?page=${i}&limit=1`));
    await keep(st1.post('answersinglequestion/', { exam_id: examId, question_id: qs[0]._id, answer: '3/4', seq: 1 }));
    await keep(st1.post('answersinglequestion/', { exam_id: examId, question_id: qs[1]._id, answer: 'False', seq: 1 }));
    await keep(st1.post('answersinglequestion/', { exam_id: examId, question_id: qs[2]._id, answer: 'numerator', seq: 1 }));
    await keep(st1.post('studentmistakes/', { exam_id: examId, name: 'Right-click', type: 1 }));
    await keep(st1.post('examconnection', { exam_id: examId, events: [{ kind: 'offline', at: minutesFromNow(t, 0) }] }));
    await keep(st1.post('submitexam/', { exam_id: examId, check_first: true }));
    await keep(st1.post('submitexam/', { exam_id: examId, check_first: false }));
    const early = await keep(st1.get(`myexam/ST-0001/${examId}`));
    expect(early.statusCode).toBe(403);
    await keep(st1.get(`examforstudent/ST-0001/${examId}`));
    // A classmate who has not taken it, and the teacher's reads, are refused to students.
    const st3 = caller(t, st3Token);
    await keep(st3.get(`myexam/ST-0003/${examId}`));
    for (const url of [
      `studentstakeexam/ST-0001/${examId}`,
      `studenttakeexam/ST-0001/${examId}/ST-0001`,
      `exam/ST-0001/${examId}`,
      `examcode/${examId}`,
    ]) {
      const r = await keep(st1.get(url));
      expect(r.statusCode).toBe(403);
    }
    const classmateNames = await t.database.db
      .select({ ID: users.ID, fullName: users.fullName })
      .from(users)
      .where(eq(users.ID, 'ST-0003'));
    for (const body of bodies) {
      expect(body).not.toMatch(/correctAnswer|answer_id|correct_answer/);
      expect(body).not.toContain('Numerator'); // the short-answer key, in no option
      for (const c of classmateNames) {
        expect(body).not.toContain(c.fullName);
      }
    }

    // The teacher announces after the window; the score goes into the final-exam slot (2 of 3 × 40).
    expect((await te1.get(`announceexamresult/TE-0001/${examId}`)).json().error).toMatch(
      /^The result can be announced once every student of the exam has finished, or once the exam closes on /,
    );
    try {
      t.clock.offsetMs = 61 * 60_000;
      const announced = await te1.get(`announceexamresult/TE-0001/${examId}`);
      expect(announced.statusCode, announced.body).toBe(200);
      expect(announced.json()).toMatchObject({ announced: 1, skipped: [] });
      const [grade] = await t.database.db
        .select()
        .from(studentGrades)
        .where(
          and(
            eq(studentGrades.studentId, ids.st1.studentId),
            eq(studentGrades.courseId, ids.math),
            eq(studentGrades.sectionId, ids.grade7A),
          ),
        );
      expect(grade.finalExam).toBe(26.67);
      const [change] = await t.database.db.select().from(gradeChanges).where(eq(gradeChanges.sourceId, examId));
      expect(change).toMatchObject({ source: 'exam', slot: 'finalExam', newValue: 26.67 });
      const notes = await t.database.db
        .select({ title: notifications.title, message: notifications.message })
        .from(notificationRecipients)
        .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
        .where(eq(notificationRecipients.userId, ids.st1.userId));
      expect(notes).toContainEqual({
        title: 'Exam result announced',
        message: `The result of "Fractions quiz" (${ids.period.year}, semester ${ids.period.semester}) is out: 2 of 3 correct.`,
      });
      const mine = await st1.get(`myexam/ST-0001/${examId}`);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().result).toMatchObject({ examLinkWith: 'finalExam', grade_value: [{ gradeScale: 40, examValue: 26.67 }] });
      expect(mine.json().result.questions[2].answer_id.correctAnswer).toBe('Numerator');
      expect((await te1.get(`studenttakeexam/TE-0001/${examId}/ST-0001`)).json().result.answers).toHaveLength(3);
      // Announcing again overwrites (the spec's warning) and still refuses other teachers.
      expect((await te1.get(`announceexamresult/TE-0001/${examId}`)).statusCode).toBe(200);
      expect((await caller(t, await t.login('TE-0006')).get(`announceexamresult/TE-0006/${examId}`)).statusCode).toBe(403);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('refuses to announce with no takers', async () => {
    const examId = await buildExam(t, ids, te1Token, { start_time: minutesFromNow(t, -60), end_time: minutesFromNow(t, -30) });
    expect((await te1.get(`announceexamresult/TE-0001/${examId}`)).json().error).toBe('Nobody has taken this exam yet.');
  });
});

describe('exams: entrance exams for applicants', () => {
  it('lets an applicant take an entrance exam assigned to them; the admin reads the result', async () => {
    const examId = await buildExam(t, ids, te1Token, {
      title: 'Grade 7 entrance (live)',
      is_entrance: true,
      grade_name: 'Grade 7',
      sectioninfo: [],
    });
    const st2Token = await t.login('ST-0002');
    const st2 = caller(t, st2Token);
    expect((await st2.get(`examforstudent/ST-0002/${examId}`)).statusCode).toBe(403);
    const admin = caller(t, await t.login('AD-0001'));
    expect(
      (await admin.post('createenterancelink', { student_id: ids.st2.studentId, exam_id: examId, grade_name: 'Grade 7' })).statusCode,
    ).toBe(201);
    const list = await st2.get('examsforstudent/ST-0002');
    expect(list.json().exams.map((e: { _id: string }) => e._id)).toContain(examId);
    expect(list.json().exams.every((e: { is_entrance: boolean }) => e.is_entrance)).toBe(true);
    await start(t, st2Token, 'ST-0002', examId);
    const [choice] = await questionsOf(t, st2Token, 'ST-0002', examId);
    expect((await st2.post('answersinglequestion/', { exam_id: examId, question_id: choice._id, answer: '3/4', seq: 1 })).statusCode).toBe(
      201,
    );
    expect((await st2.post('submitexam/', { exam_id: examId })).statusCode).toBe(200);
    const result = await admin.get(`studenttakeexam/AD-0001/${examId}/ST-0002`);
    expect(result.statusCode).toBe(200);
    expect(result.json().result.attempt.finalized_by).toBe('student');
    expect(result.json().result.grade_value).toEqual([]);
    expect(examBody(t, ids).title).toBe('Fractions quiz');
  });
});

describe('exams: the demo school’s exam', () => {
  it('takes answers to its true/false question (True and False are its options)', async () => {
    const [seeded] = await t.database.db.select().from(exams).where(eq(exams.title, 'Fractions unit test'));
    expect(seeded).toBeDefined();
    t.clock.offsetMs = seeded.startTime.getTime() + 5 * 60_000 - t.config.now().getTime();
    try {
      // A week later: a session of that day.
      const token = await t.login('ST-0001');
      await start(t, token, 'ST-0001', seeded.id, 'Fr7a#3');
      const trueFalse = (await questionsOf(t, token, 'ST-0001', seeded.id)).find((q) => q.type === 'true-false')!;
      expect(trueFalse.options).toEqual(['True', 'False']);
      const save = (answer: string, seq: number) =>
        caller(t, token).post('answersinglequestion/', { exam_id: seeded.id, question_id: trueFalse._id, answer, seq });
      const saved = await save('True', 1);
      expect(saved.statusCode, saved.body).toBe(201);
      expect((await save('Maybe', 2)).json().error).toBe('The answer must be one of the options.');
      const stored = await t.database.db.select().from(examAnswers).where(eq(examAnswers.questionId, trueFalse._id));
      expect(stored.map((a) => a.answer)).toEqual(['True']);
    } finally {
      t.clock.offsetMs = 0;
    }
  });
});
