import { urgently, type UrgentScope } from '../../db/priority';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  EXAM_GRACE_MS,
  type CompareCodeRequest,
  type ConnectionEventsRequest,
  type MistakeRequest,
  type StudentExam,
  type StudentExamSummary,
} from '@school/api/schemas';
import { messages } from '../../i18n';
import type { z } from 'zod';
import type { answerRequestSchema, claimRequestSchema, startExamRequestSchema, submitExamRequestSchema } from '@school/api/schemas';
import type { Db } from '../../db';
import type { AuthUser } from '../../auth/guard';
import {
  courses,
  examAnswers,
  examAttempts,
  examCodes,
  examConnectionEvents,
  examMistakes,
  examQuestions,
  examSections,
  exams,
  students,
} from '../../db/schema';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { examsToTakeScope, studentIdOf } from '../../auth/policies';
import { fill } from '../../lib/text';
import { attemptDto, figuresOf, findExam, integrityLogs, iso, type AttemptRow, type ExamRow } from './dto';
import { finalizeAttempt } from './finalize';
import { examQuestionFacts, examQuestionList } from './questionCache';
import { isUniqueViolation } from '../../http/db-errors';

// ─── Taking an exam (spec 001 §4, §7, §9) ────────────────────────────────────────────────────
// The server owns the clock (deadline = min(start + duration, end_time), stored at start) and the
// answers (saved with an idempotent upsert before the 201). Nothing here returns a correct answer.

/** The students.id of a signed-in student (auth/access/people.ts remembers it: a user's record never changes). */
export async function callerStudent(db: Db, auth: AuthUser): Promise<string> {
  const id = await studentIdOf(db, auth.userId);
  if (!id) throw forbidden(messages.examNotAvailable);
  return id;
}

/** The caller's attempt of an exam, or null. */
export async function attemptOf(db: Db, auth: AuthUser, examId: string): Promise<AttemptRow | null> {
  const studentId = await callerStudent(db, auth);
  const [a] = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, studentId)))
    .limit(1);
  return a ?? null;
}

/** Per database (tests open many databases in one process, from one seeded copy). */
const attemptIds = new WeakMap<Db, Map<string, AttemptRow>>();
/**
 * The caller's attempt for the answer path: remembered once found (an attempt's id, exam and
 * student never change). Only its id and exam are used: whether it is still open is checked by
 * the save's own statement in SQL, so a remembered row never lets a late answer in.
 */
export async function knownAttempt(db: Db, auth: AuthUser, examId: string): Promise<AttemptRow | null> {
  let known = attemptIds.get(db);
  if (!known) attemptIds.set(db, (known = new Map()));
  const key = `${auth.userId}|${examId}`;
  const hit = known.get(key);
  if (hit) return hit;
  const a = await attemptOf(db, auth, examId);
  if (!a) return null;
  if (known.size > 50_000) known.clear();
  known.set(key, a);
  return a;
}

const isOpen = (a: AttemptRow, now: Date) => !a.submittedAt && now.getTime() <= a.deadline.getTime() + EXAM_GRACE_MS;

/** Exams the student may take (the list scope beside mayTakeExam, auth/access/exams.ts). */
async function examsForStudent(db: Db, auth: AuthUser, studentId: string): Promise<ExamRow[]> {
  return db
    .select()
    .from(exams)
    .where(examsToTakeScope(db, auth, studentId))
    .orderBy(asc(exams.startTime));
}

async function coursesOf(db: Db, examIds: string[]) {
  const out = new Map<string, string[]>();
  if (examIds.length === 0) return out;
  const rows = await db
    .selectDistinct({ examId: examSections.examId, name: courses.name })
    .from(examSections)
    .innerJoin(courses, eq(courses.id, examSections.courseId))
    .where(inArray(examSections.examId, examIds));
  for (const r of rows) out.set(r.examId, [...(out.get(r.examId) ?? []), r.name]);
  return out;
}

function studentSummary(e: ExamRow, courseNames: string[], attempt: AttemptRow | undefined): StudentExamSummary {
  return {
    _id: e.id,
    title: e.title,
    description: e.description,
    start_time: iso(e.startTime),
    end_time: iso(e.endTime),
    duration: e.duration,
    total_marks: e.totalMarks,
    courses: courseNames,
    is_entrance: e.isEntrance,
    isExamTaken: !!attempt,
    isExamAnnounced: e.resultsAnnounced,
  };
}

/** GET examsforstudent/{id}. */
export async function listStudentExams(db: Db, auth: AuthUser, now: Date) {
  const studentId = await callerStudent(db, auth);
  const rows = await examsForStudent(db, auth, studentId);
  const ids = rows.map((r) => r.id);
  const [names, attempts] = await Promise.all([
    coursesOf(db, ids),
    ids.length
      ? db
          .select()
          .from(examAttempts)
          .where(and(eq(examAttempts.studentId, studentId), inArray(examAttempts.examId, ids)))
      : Promise.resolve([] as AttemptRow[]),
  ]);
  const byExam = new Map(attempts.map((a) => [a.examId, a]));
  return { exams: rows.map((e) => studentSummary(e, names.get(e.id) ?? [], byExam.get(e.id))), serverNow: iso(now) };
}

/** GET examforstudent/{id}/{exam_id}: start and guard screens. */
export async function studentExam(db: Db, auth: AuthUser, examId: string, now: Date): Promise<{ exam: StudentExam }> {
  const e = await findExam(db, examId);
  const [attempt, names, figures, [{ n }], code] = await Promise.all([
    attemptOf(db, auth, examId),
    coursesOf(db, [examId]),
    figuresOf(db, examId),
    db.select({ n: count() }).from(examQuestions).where(eq(examQuestions.examId, examId)),
    db.select({ id: examCodes.id }).from(examCodes).where(eq(examCodes.examId, examId)).limit(1),
  ]);
  const log = attempt?.submittedAt ? ((await integrityLogs(db, [attempt.id])).get(attempt.id)?.log ?? []) : [];
  return {
    exam: {
      ...studentSummary(e, names.get(examId) ?? [], attempt ?? undefined),
      caution: e.caution,
      figures,
      questionCount: Number(n),
      hasCode: code.length > 0,
      attempt: attempt ? attemptDto(attempt) : null,
      integrityLog: log,
      serverNow: iso(now),
    },
  };
}

/** POST compareexamcode: 200 when the code is the exam's. */
export async function compareCode(db: Db, b: CompareCodeRequest) {
  const [c] = await db.select({ code: examCodes.code }).from(examCodes).where(eq(examCodes.examId, b.exam_id)).limit(1);
  if (!c || c.code !== b.exam_code) throw badRequest(messages.examCodeWrong);
  return { message: messages.examCodeMatches };
}

const windowText = (d: Date) => ({ date: d.toISOString().slice(0, 10), time: `${d.toISOString().slice(11, 16)} UTC` });
/** POST start_exam: the window, one attempt, the code and the date of birth; the deadline is fixed here. */
export async function startExam(db: Db, auth: AuthUser, b: z.output<typeof startExamRequestSchema>, now: Date) {
  const e = await findExam(db, b.exam_id);
  const studentId = await callerStudent(db, auth);
  if (now < e.startTime) throw badRequest(fill(messages.examNotStarted, windowText(e.startTime)));
  if (now >= e.endTime) throw badRequest(messages.examExpired);
  // What the start checks, in one statement (a start ramp runs 2,000 of them, issue 34): an
  // attempt already made, the questions, the code and the taker's date of birth.
  const [facts] = await db
    .select({
      taken: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(examAttempts)
        .where(and(eq(examAttempts.examId, e.id), eq(examAttempts.studentId, studentId)))})`,
      questions: sql<number>`(${db.select({ n: count() }).from(examQuestions).where(eq(examQuestions.examId, e.id))})`,
      code: sql<string | null>`(${db.select({ code: examCodes.code }).from(examCodes).where(eq(examCodes.examId, e.id)).limit(1)})`,
      birthDate: students.birthDate,
    })
    .from(students)
    .where(eq(students.id, studentId))
    .limit(1);
  if (!facts) throw forbidden(messages.examNotAvailable);
  if (facts.taken) throw badRequest(messages.examAlreadyTaken);
  if (Number(facts.questions) === 0) throw badRequest(messages.examEmpty);
  if (facts.code !== null && !b.exam_code) throw badRequest(messages.examCodeNeeded);
  if (facts.code !== null && facts.code !== b.exam_code) throw badRequest(messages.examCodeWrong);
  if (facts.birthDate && facts.birthDate !== b.birth_date) throw badRequest(messages.examBirthDateWrong);
  const deadline = new Date(Math.min(now.getTime() + e.duration * 60_000, e.endTime.getTime()));
  const clientStart = b.start_time === undefined ? null : new Date(b.start_time);
  try {
    const [row] = await db
      .insert(examAttempts)
      .values({
        examId: e.id,
        studentId,
        startedAt: now,
        deadline,
        clientStartTime: clientStart && !Number.isNaN(clientStart.getTime()) ? clientStart : null,
      })
      .returning();
    return { message: messages.examStartedMessage, attempt: attemptDto(row), serverNow: iso(now) };
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(messages.examAlreadyTaken);
    throw err;
  }
}

/** An open attempt, or the reason it is not (400). */
function requireOpen(a: AttemptRow | null, now: Date): AttemptRow {
  if (!a) throw forbidden(messages.examNotInProgress);
  if (a.submittedAt) throw badRequest(messages.examAlreadySubmitted);
  if (!isOpen(a, now)) throw badRequest(messages.examTimeOver);
  return a;
}

/** GET examforstudentquestion/{id}/{exam_id}?page&limit: questions without keys, while the attempt is open. */
export async function questionPage(db: Db, auth: AuthUser, examId: string, page: number, limit: number, now: Date) {
  const a = requireOpen(await attemptOf(db, auth, examId), now);
  const all = await examQuestionList(db, examId);
  const slice = all.slice((page - 1) * limit, page * limit);
  const answers = await db
    .select({ question_id: examAnswers.questionId, answer: examAnswers.answer, seq: examAnswers.seq })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, a.id));
  const onPage = new Set(slice.map((q) => q._id));
  const pageAnswers = answers.filter((x) => onPage.has(x.question_id));
  return {
    questions: slice.map((q) => ({ ...q, number: all.indexOf(q) + 1 })),
    pagination: { totalQuestions: all.length, totalPages: Math.ceil(all.length / limit), page },
    answer: slice[0] ? (pageAnswers.find((x) => x.question_id === slice[0]._id) ?? null) : null,
    answers: pageAnswers,
    unansweredQuestions: all.length - answers.length,
    deadline: iso(a.deadline),
    serverNow: iso(now),
  };
}

/**
 * POST answersinglequestion/: one idempotent upsert, committed before the 201. A save with a
 * sequence number not above the stored one changes nothing and answers the stored number, so
 * a replayed journal never overwrites a newer answer. Refused once finalised or after the grace.
 */
export async function saveAnswer(
  db: Db,
  attempt: AttemptRow,
  b: z.output<typeof answerRequestSchema>,
  now: Date,
  /** The upsert's durability (db/priority.ts); its `w` is kept only when the answer rests on it alone. */
  scope: UrgentScope = {},
) {
  const facts = (await examQuestionFacts(db, attempt.examId)).get(b.question_id);
  if (!facts) throw badRequest(messages.examQuestionNotFound);
  if (facts.type !== 'short-answer' && b.answer !== '' && !facts.options.includes(b.answer)) throw badRequest(messages.examAnswerInvalid);
  const cutoff = new Date(now.getTime() - EXAM_GRACE_MS);
  // Ahead of the other statements in the embedded database's worker, answered once its flush is
  // done (db/priority.ts).
  const result = (await urgently(
    () =>
      db.execute(sql`
    insert into exam_answers (id, attempt_id, question_id, answer, seq, saved_at)
    select ${crypto.randomUUID()}, a.id, ${b.question_id}, ${b.answer}, ${b.seq}, ${now}
    from exam_attempts a
    where a.id = ${attempt.id} and a.submitted_at is null and a.deadline > ${cutoff}
      and (${b.claim ?? null}::text is null or a.claim is null or a.claim = ${b.claim ?? null})
    for share
    on conflict (attempt_id, question_id) do update
      set answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at
      where exam_answers.seq < excluded.seq
    returning seq`),
    scope,
  )) as unknown as { rows: { seq: number }[] };
  // Nothing written: the answer below rests on what others committed (a newer save, a submit).
  if (result.rows.length === 0) delete scope.w;
  if (result.rows.length > 0) return { message: messages.examAnswerSaved, question_id: b.question_id, seq: Number(result.rows[0].seq) };
  // Nothing written: the attempt closed meanwhile, or a newer (or the same) save is stored.
  const [state] = await db
    .select({ submittedAt: examAttempts.submittedAt, deadline: examAttempts.deadline, claim: examAttempts.claim, seq: examAnswers.seq })
    .from(examAttempts)
    .leftJoin(examAnswers, and(eq(examAnswers.attemptId, examAttempts.id), eq(examAnswers.questionId, b.question_id)))
    .where(eq(examAttempts.id, attempt.id))
    .limit(1);
  if (!state || state.submittedAt) throw badRequest(messages.examAlreadySubmitted);
  if (state.deadline <= cutoff) throw badRequest(messages.examTimeOver);
  if (b.claim && state.claim && state.claim !== b.claim) throw takenOver();
  if (state.seq !== null) return { message: messages.examAnswerSaved, question_id: b.question_id, seq: state.seq };
  throw new HttpError(409, messages.examTimeOver);
}

/** POST submitexam/: check_first counts what is unanswered; otherwise finalises once. */
export async function submitExam(db: Db, attempt: AttemptRow, b: z.output<typeof submitExamRequestSchema>, now: Date) {
  if (attempt.submittedAt) throw badRequest(messages.examAlreadySubmitted);
  requireClaim(attempt, b.claim);
  const [[{ total }], [{ answered }]] = await Promise.all([
    db.select({ total: count() }).from(examQuestions).where(eq(examQuestions.examId, attempt.examId)),
    db.select({ answered: count() }).from(examAnswers).where(eq(examAnswers.attemptId, attempt.id)),
  ]);
  const unanswered = Number(total) - Number(answered);
  if (b.check_first) {
    return {
      message: fill(messages.examUnanswered, { count: unanswered }),
      submitted: false,
      unansweredQuestions: unanswered,
      attempt: attemptDto(attempt),
    };
  }
  // After the deadline the sweep finalises as 'deadline'; a late submit says the same.
  // Which of several simultaneous submits wins is the database's answer (finalizeAttempt), never a clock comparison.
  const { row, finalized } = await finalizeAttempt(
    db,
    attempt.id,
    now.getTime() > attempt.deadline.getTime() + EXAM_GRACE_MS ? 'deadline' : 'student',
    now,
  );
  if (!row || !finalized) throw badRequest(messages.examAlreadySubmitted);
  return { message: messages.examSubmitted, submitted: true, unansweredQuestions: unanswered, attempt: attemptDto(row) };
}

const MAX_LOG_ROWS = 500;

/** POST studentmistakes/: records the violation; the exam's termination level may end the attempt. */
export async function reportMistake(db: Db, attempt: AttemptRow, exam: ExamRow, b: MistakeRequest, now: Date) {
  const a = requireOpen(attempt, now);
  // A page another took over reports nothing: its own tab going to the back is the takeover.
  requireClaim(a, b.claim);
  const [{ n }] = await db.select({ n: count() }).from(examMistakes).where(eq(examMistakes.attemptId, a.id));
  let mistakes = Number(n);
  if (mistakes < MAX_LOG_ROWS) {
    await db.insert(examMistakes).values({ attemptId: a.id, name: b.name, type: b.type, at: now });
    mistakes += 1;
  }
  const termination = exam.terminationLevel > 0 && b.type >= exam.terminationLevel;
  if (termination) await finalizeAttempt(db, a.id, 'termination', now);
  return { message: termination ? messages.examTerminatedMessage : messages.examMistakeRecorded, termination, mistakes };
}

/** 409 taken_over: the page's claim is not the attempt's (another tab or device opened it since). */
const takenOver = () => new HttpError(409, messages.examTakenOver, 'taken_over');
function requireClaim(a: AttemptRow, claim: string | undefined) {
  if (claim && a.claim && a.claim !== claim) throw takenOver();
}

/**
 * POST examclaim (decision 150): the page that shows the attempt holds it. The newest claim wins;
 * the log says why a page came: a reload of the same tab ('reload', its claim kept or not), or
 * another tab or device over an earlier page's claim ('takeover'). The first claim and a repeated
 * one log nothing. Never a
 * violation, whatever the exam's level.
 */
export async function claimAttempt(db: Db, attempt: AttemptRow, b: z.output<typeof claimRequestSchema>, now: Date) {
  requireOpen(attempt, now);
  if (b.check) {
    const [a] = await db.select({ claim: examAttempts.claim }).from(examAttempts).where(eq(examAttempts.id, attempt.id)).limit(1);
    return { message: messages.examClaimed, claim: b.claim, logged: 'none' as const, held: !a?.claim || a.claim === b.claim };
  }
  // The first claim of an attempt (every taker's, once, in a start ramp: issue 34): one statement,
  // no transaction; anything else (a reload, a takeover, a submitted attempt) takes the path below.
  if (!b.reload) {
    const first = await db
      .update(examAttempts)
      .set({ claim: b.claim, claimedAt: now })
      .where(and(eq(examAttempts.id, attempt.id), isNull(examAttempts.claim), isNull(examAttempts.submittedAt)))
      .returning({ id: examAttempts.id });
    if (first.length) return { message: messages.examClaimed, claim: b.claim, logged: 'none' as const, held: true };
  }
  const logged = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [a] = await t
      .select({ claim: examAttempts.claim, submittedAt: examAttempts.submittedAt })
      .from(examAttempts)
      .where(eq(examAttempts.id, attempt.id))
      .for('update')
      .limit(1);
    if (!a || a.submittedAt) throw badRequest(messages.examAlreadySubmitted);
    // A tab keeps its claim through a reload (the browser's session storage): logged, nothing to change.
    if (a.claim === b.claim && !b.reload) return 'none' as const;
    if (a.claim !== b.claim) await t.update(examAttempts).set({ claim: b.claim, claimedAt: now }).where(eq(examAttempts.id, attempt.id));
    const kind = b.reload ? ('reload' as const) : a.claim ? ('takeover' as const) : null;
    if (!kind) return 'none' as const;
    const [{ n }] = await t.select({ n: count() }).from(examConnectionEvents).where(eq(examConnectionEvents.attemptId, attempt.id));
    if (Number(n) < MAX_LOG_ROWS) await t.insert(examConnectionEvents).values({ attemptId: attempt.id, kind, at: now, receivedAt: now });
    return kind;
  });
  return { message: messages.examClaimed, claim: b.claim, logged, held: true };
}

/** POST examconnection: offline/online (and a closed page, a phone's hidden screen) as the taker saw them; logged only, never counted. */
export async function logConnection(db: Db, attempt: AttemptRow, b: ConnectionEventsRequest, now: Date) {
  const [{ n }] = await db.select({ n: count() }).from(examConnectionEvents).where(eq(examConnectionEvents.attemptId, attempt.id));
  const room = Math.max(0, MAX_LOG_ROWS - Number(n));
  const rows = b.events.slice(0, room).map((e) => ({ attemptId: attempt.id, kind: e.kind, at: new Date(e.at), receivedAt: now }));
  if (rows.length) await db.insert(examConnectionEvents).values(rows);
  return { message: messages.examConnectionLogged };
}
