import { ADMINS, BODY_NAMES_RECORD, LIBRARIAN, NONE, TEACHERS, type RouteTable } from './_types';

/**
 * Exams (issue 9). The builder's routes ask "is this the caller's exam", the taker's routes "may
 * this student take it" or "has this student started it". The route table calls them with a key
 * that names no exam, so past the role every caller is refused there (403), and the rule itself is
 * proven with real exams in exams-builder.test.ts and exams-taking.test.ts. Validation runs before
 * the ownership rule, so a write without a body answers 400 to anyone the role lets through.
 */
const noExam = 'no exam has this key: the ownership rule refuses everyone (real exams: exams-*.test.ts)';
const taker = ['ST-0001', 'ST-0002'] as const;
/** A valid token reaches the file lookup (404 for a name no file has); a temporary password does not. */
const fileReaders = [...ADMINS, 'TE-0001', 'TE-0003', LIBRARIAN, 'ST-0001', 'ST-0002', 'FA-0001', 'FA-0002'] as const;
const unknownFile = 'no file has this name: 404 past the token check';

const examsTable: RouteTable = {
  // ─── The teacher's builder ─────────────────────────────────────────────────
  'GET /api/exams/:_id': { allowed: ['TE-0001'], params: { _id: 'TE-0001' }, note: 'a teacher reads only their own list' },
  'GET /api/exam/:_id/:exam_id': { allowed: [], params: { _id: 'TE-0001', exam_id: NONE }, note: noExam },
  'POST /api/exam': { allowed: TEACHERS, body: {}, note: BODY_NAMES_RECORD },
  'POST /api/exam/': { allowed: TEACHERS, body: {}, note: BODY_NAMES_RECORD },
  'PUT /api/exam/:exam_id': { allowed: TEACHERS, params: { exam_id: NONE }, body: {}, note: BODY_NAMES_RECORD },
  'DELETE /api/exam/:id/:exam_id': { allowed: [], params: { id: 'TE-0001', exam_id: NONE }, note: noExam },
  'POST /api/question/:exam_id': { allowed: TEACHERS, params: { exam_id: NONE }, body: {}, note: BODY_NAMES_RECORD },
  'PUT /api/question/:exam_id': { allowed: TEACHERS, params: { exam_id: NONE }, body: {}, note: BODY_NAMES_RECORD },
  'DELETE /api/question/:id/:exam_id/:question_id': {
    allowed: [],
    params: { id: 'TE-0001', exam_id: NONE, question_id: NONE },
    note: noExam,
  },
  'POST /api/examfig/:id/:exam_id': { allowed: [], params: { id: 'TE-0001', exam_id: NONE }, note: noExam },
  'PUT /api/examfig/:id/:exam_id/:figure_id': { allowed: [], params: { id: 'TE-0001', exam_id: NONE, figure_id: NONE }, note: noExam },
  'DELETE /api/examfig/:id/:exam_id/:figure_id': { allowed: [], params: { id: 'TE-0001', exam_id: NONE, figure_id: NONE }, note: noExam },
  'GET /api/examcode/:id': { allowed: [], params: { id: NONE }, note: noExam },
  'POST /api/examcode': { allowed: TEACHERS, body: {}, note: BODY_NAMES_RECORD },
  'PUT /api/examcode/:code_id': { allowed: TEACHERS, params: { code_id: NONE }, body: {}, note: BODY_NAMES_RECORD },
  'DELETE /api/examcode/:exam_id': { allowed: [], params: { exam_id: NONE }, note: noExam },
  'POST /api/examlink': { allowed: TEACHERS, body: {}, note: BODY_NAMES_RECORD },
  'GET /api/studentstakeexam/:id/:exam_id': {
    allowed: ['AD-0001'],
    params: { id: 'AD-0001', exam_id: NONE },
    note: 'the caller names themselves; admins read any exam’s takers, a teacher only their own exam’s',
  },
  'GET /api/studenttakeexam/:id/:exam_id/:student_id': {
    allowed: ['AD-0001'],
    params: { id: 'AD-0001', exam_id: NONE, student_id: NONE },
  },
  'GET /api/announceexamresult/:id/:exam_id': { allowed: [], params: { id: 'TE-0001', exam_id: NONE }, note: noExam },
  // ─── The taker (students, and applicants for their entrance exams) ──────────
  'GET /api/examsforstudent/:id': { allowed: ['ST-0001'], params: { id: 'ST-0001' }, note: 'a student reads only their own list' },
  'GET /api/examforstudent/:id/:exam_id': { allowed: [], params: { id: 'ST-0001', exam_id: NONE }, note: noExam },
  'GET /api/examforstudentquestion/:id/:exam_id': { allowed: [], params: { id: 'ST-0001', exam_id: NONE }, note: noExam },
  'GET /api/myexam/:id/:exam_id': { allowed: ['ST-0001'], params: { id: 'ST-0001', exam_id: NONE } },
  'POST /api/compareexamcode': { allowed: taker, body: {} },
  'POST /api/start_exam': { allowed: taker, body: {} },
  'POST /api/start_exam/': { allowed: taker, body: {} },
  'POST /api/answersinglequestion': { allowed: taker, body: {} },
  'POST /api/answersinglequestion/': { allowed: taker, body: {} },
  'POST /api/submitexam': { allowed: taker, body: {} },
  'POST /api/submitexam/': { allowed: taker, body: {} },
  'POST /api/studentmistakes': { allowed: taker, body: {} },
  'POST /api/studentmistakes/': { allowed: taker, body: {} },
  'POST /api/examconnection': { allowed: taker, body: {} },
  'POST /api/examclaim': { allowed: taker, body: {} },
  // ─── Files (the token in the last segment) ─────────────────────────────────
  'GET /api/exam_image/:image/:token': { allowed: fileReaders, params: { image: 'none.png' }, note: unknownFile },
  'GET /api/studentexam/:image/:token': { allowed: fileReaders, params: { image: 'none.png' }, note: unknownFile },
};

export default examsTable;
