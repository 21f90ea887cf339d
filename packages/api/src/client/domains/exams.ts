import type {
  AnnounceResponse,
  AnswerRequest,
  AnswerResponse,
  ClaimRequest,
  ClaimResponse,
  CompareCodeRequest,
  ConnectionEventsRequest,
  ExamCode,
  ExamCodeRequest,
  ExamLinkRequest,
  ExamRequest,
  ExamResult,
  ExamTakers,
  MessageBody,
  MistakeRequest,
  MistakeResponse,
  PageQuery,
  QuestionRequest,
  SavedExam,
  StartExamRequest,
  StartExamResponse,
  StudentExam,
  StudentExamList,
  StudentQuestionPage,
  SubmitExamRequest,
  SubmitExamResponse,
  TeacherExam,
  TeacherExamList,
} from '../../schemas';
import type { Caller } from '../core';

const id = encodeURIComponent;
type WithExam = { message: string; exam: TeacherExam };

/** Fields of a figure (multipart); the image is required when adding. */
export interface FigureInput {
  figureNumber: number | string;
  description?: string;
  image?: Blob | null;
}

function figureForm(examId: string, f: FigureInput) {
  const form = new FormData();
  form.append('figureNumber', String(f.figureNumber));
  form.append('description', f.description ?? '');
  form.append('exam_id', examId);
  if (f.image) form.append('image', f.image);
  return form;
}

/** Exams: builder, taker, monitoring, results, entrance exams (spec 001 §7). */
export const examsApi = (call: Caller) => ({
  // ─── Teacher ─────────────────────────────────────────────────────────────
  /** GET exams/{_id}?page&limit&searchTerm&sortBy&sortDir: a page of the teacher's exams (`limit: 'all'` every one). */
  listForTeacher: (teacherId: string, query: PageQuery = { limit: 'all' }) =>
    call<TeacherExamList>({ method: 'GET', path: `exams/${id(teacherId)}`, query }),
  /** GET exam/{_id}/{exam_id}. */
  get: (teacherId: string, examId: string) => call<{ exam: TeacherExam }>({ method: 'GET', path: `exam/${id(teacherId)}/${id(examId)}` }),
  /** POST exam (201; exam_id). */
  create: (body: ExamRequest) => call<SavedExam>({ method: 'POST', path: 'exam', body, success: 201 }),
  /** PUT exam/{exam_id}. */
  update: (examId: string, body: ExamRequest) => call<SavedExam>({ method: 'PUT', path: `exam/${id(examId)}`, body }),
  /** DELETE exam/{id}/{exam_id}. */
  remove: (teacherId: string, examId: string) => call<MessageBody>({ method: 'DELETE', path: `exam/${id(teacherId)}/${id(examId)}` }),
  questions: {
    /** POST question/{exam_id} (201). */
    add: (examId: string, body: QuestionRequest) =>
      call<WithExam>({ method: 'POST', path: `question/${id(examId)}`, body: { ...body, exam_id: examId }, success: 201 }),
    /** PUT question/{exam_id} with question_id. */
    update: (examId: string, questionId: string, body: QuestionRequest) =>
      call<WithExam>({ method: 'PUT', path: `question/${id(examId)}`, body: { ...body, exam_id: examId, question_id: questionId } }),
    /** DELETE question/{id}/{exam_id}/{question_id}. */
    remove: (teacherId: string, examId: string, questionId: string) =>
      call<WithExam>({ method: 'DELETE', path: `question/${id(teacherId)}/${id(examId)}/${id(questionId)}` }),
  },
  figures: {
    /** POST examfig/{id}/{exam_id} (multipart, 201). */
    add: (teacherId: string, examId: string, f: FigureInput) =>
      call<WithExam>({ method: 'POST', path: `examfig/${id(teacherId)}/${id(examId)}`, body: figureForm(examId, f), success: 201 }),
    /** PUT examfig/{id}/{exam_id}/{figure_id} (multipart; the image optional). */
    update: (teacherId: string, examId: string, figureId: string, f: FigureInput) =>
      call<WithExam>({ method: 'PUT', path: `examfig/${id(teacherId)}/${id(examId)}/${id(figureId)}`, body: figureForm(examId, f) }),
    /** DELETE examfig/{id}/{exam_id}/{figure_id}. */
    remove: (teacherId: string, examId: string, figureId: string) =>
      call<WithExam>({ method: 'DELETE', path: `examfig/${id(teacherId)}/${id(examId)}/${id(figureId)}` }),
  },
  code: {
    /** GET examcode/{id}. */
    get: (examId: string) => call<{ code: ExamCode | null }>({ method: 'GET', path: `examcode/${id(examId)}` }),
    /** POST examcode (201). */
    create: (body: ExamCodeRequest) => call<{ message: string; code: ExamCode }>({ method: 'POST', path: 'examcode', body, success: 201 }),
    /** PUT examcode/{code_id}. */
    update: (codeId: string, body: ExamCodeRequest) =>
      call<{ message: string; code: ExamCode }>({ method: 'PUT', path: `examcode/${id(codeId)}`, body }),
    /** DELETE examcode/{exam_id}. */
    remove: (examId: string) => call<MessageBody>({ method: 'DELETE', path: `examcode/${id(examId)}` }),
  },
  /** POST examlink {exam_id, examType, ID}; 200. */
  link: (body: ExamLinkRequest) => call<SavedExam>({ method: 'POST', path: 'examlink', body, success: 200 }),
  /** GET announceexamresult/{id}/{exam_id}. */
  announce: (teacherId: string, examId: string) =>
    call<AnnounceResponse>({ method: 'GET', path: `announceexamresult/${id(teacherId)}/${id(examId)}` }),
  /** GET studentstakeexam/{id}/{exam_id}: who took the exam. */
  takers: (viewerId: string, examId: string) => call<ExamTakers>({ method: 'GET', path: `studentstakeexam/${id(viewerId)}/${id(examId)}` }),
  /** GET studenttakeexam/{id}/{exam_id}/{student_id}: one taker's result (teacher or admin). */
  takerResult: (viewerId: string, examId: string, studentId: string) =>
    call<{ result: ExamResult }>({ method: 'GET', path: `studenttakeexam/${id(viewerId)}/${id(examId)}/${id(studentId)}` }),

  // ─── Student (applicants for entrance exams) ─────────────────────────────
  /** GET examsforstudent/{id}. */
  listForStudent: (studentId: string) => call<StudentExamList>({ method: 'GET', path: `examsforstudent/${id(studentId)}` }),
  /** GET examforstudent/{id}/{exam_id}. */
  forStudent: (studentId: string, examId: string) =>
    call<{ exam: StudentExam }>({ method: 'GET', path: `examforstudent/${id(studentId)}/${id(examId)}` }),
  /** GET examforstudentquestion/{id}/{exam_id}?page&limit. */
  questionPage: (studentId: string, examId: string, page: number, limit: number) =>
    call<StudentQuestionPage>({ method: 'GET', path: `examforstudentquestion/${id(studentId)}/${id(examId)}`, query: { page, limit } }),
  /** POST compareexamcode; 200. */
  compareCode: (body: CompareCodeRequest) => call<MessageBody>({ method: 'POST', path: 'compareexamcode', body, success: 200 }),
  /** POST start_exam; 201. */
  start: (body: StartExamRequest) => call<StartExamResponse>({ method: 'POST', path: 'start_exam', body, success: 201 }),
  /** POST answersinglequestion/; 201. */
  answer: (body: AnswerRequest) => call<AnswerResponse>({ method: 'POST', path: 'answersinglequestion/', body, success: 201 }),
  /** POST submitexam/; 200. */
  submit: (body: SubmitExamRequest) => call<SubmitExamResponse>({ method: 'POST', path: 'submitexam/', body, success: 200 }),
  /** POST studentmistakes/; 200 (carries termination). */
  mistake: (body: MistakeRequest, opts: { keepalive?: boolean } = {}) =>
    call<MistakeResponse>({ method: 'POST', path: 'studentmistakes/', body, success: 200, keepalive: opts.keepalive }),
  /** POST examconnection (ours); 201. */
  connection: (body: ConnectionEventsRequest, opts: { keepalive?: boolean } = {}) =>
    call<MessageBody>({ method: 'POST', path: 'examconnection', body, success: 201, keepalive: opts.keepalive }),
  /** POST examclaim (ours, decision 150): this page holds the attempt now; 200 says what was logged. */
  claim: (body: ClaimRequest) => call<ClaimResponse>({ method: 'POST', path: 'examclaim', body, success: 200 }),
  /** GET myexam/{id}/{exam_id}: the own result after the announcement. */
  myResult: (studentId: string, examId: string) =>
    call<{ result: ExamResult }>({ method: 'GET', path: `myexam/${id(studentId)}/${id(examId)}` }),
});
