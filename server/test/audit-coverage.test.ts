import { useTestApp } from './helpers';

// ─── Every route of a student's records declares what it audits (issue 39, decision 206) ─────
// A route whose path speaks of a student's records (students, grades, attendance, exam results
// and the integrity log, a person's profile, a family's children) either declares its audit
// beside its policy (`config.audit`) or is listed below with the reason it records nothing. A new
// route of that kind fails here until one or the other is written.

const RECORDS =
  /student|grade|attendance|mistake|behavior|comment|examconnection|submitexam|takeexam|myexam|announceexam|users\/:id|parent/i;

/** Routes of those words that touch no student's record, or only the caller's own reading of it. */
const classLevel = 'a grade here is a class level (Grade 7), not a mark';
const directory = 'a list of names and IDs (the directory); opening a record is what is recorded';
const own = 'the student’s own reading while taking or reviewing an exam or assignment';
const notAKind = 'assignments and submissions are not among the recorded kinds (decision 206)';
const EXEMPT: Record<string, string> = {
  'GET /api/getallgrades': classLevel,
  'GET /api/getgrades/:id': classLevel,
  'POST /api/addgrade': classLevel,
  'PUT /api/editgrade': classLevel,
  'PUT /api/editassignedgrade': classLevel,
  'DELETE /api/deletegrade/:gradeId/:periodId': classLevel,
  'GET /api/gradescale': 'the school’s grade scale, no student’s',
  'POST /api/gradescale': 'the school’s grade scale, no student’s',
  'GET /api/gradereportcourses/:teacher_id': 'the courses a teacher grades, no student’s marks',
  'GET /api/getstudents': directory,
  'GET /api/get_students': directory,
  'GET /api/studenttobeapproved': directory,
  'GET /api/studentalreadyapproved': directory,
  'GET /api/getsectionstudent/:id': directory,
  'GET /api/parent/:id': directory,
  'GET /api/parent_student_academic_period/:parent_id/:student_id':
    'the terms and sections a child sat in: the page that opens the reports, whose reads are recorded',
  'POST /api/addsinglestudent': 'makes the record: its trail starts after it',
  'POST /api/importstudent': 'makes the records: their trails start after them',
  'GET /api/submittedassignment_by_student/:teacher_id/:assignment_id/:student_id/:section_id/:course_id': notAKind,
  'GET /api/student_dash_data/:studentId': notAKind,
  'GET /api/assignmentforstudent/:id/:assignment_id': own,
  'GET /api/examsforenterance/:student/:page/:limit': 'an applicant’s entrance exam links, no result',
  'GET /api/examsforstudent/:id': own,
  'GET /api/examforstudent/:id/:exam_id': own,
  'GET /api/examforstudentquestion/:id/:exam_id': own,
  'GET /api/myexam/:id/:exam_id': own,
  'GET /api/studentexam/:image/:token': 'a taker’s profile picture in the takers list (photos are not recorded: decision 206)',
};

const t = useTestApp();

describe('the audit declarations', () => {
  it('cover every route of a student’s records, and the exemptions name real routes', () => {
    const routes = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    const audited = new Set(t.app.auditTable.keys());
    const missing = routes.filter((k) => RECORDS.test(k) && !audited.has(k) && !(k in EXEMPT));
    expect(missing).toEqual([]);
    expect(Object.keys(EXEMPT).filter((k) => !routes.includes(k))).toEqual([]);
    expect(Object.keys(EXEMPT).filter((k) => audited.has(k))).toEqual([]);
  });

  it('records the kinds the issue names', () => {
    const kinds = new Set([...t.app.auditTable.values()].flatMap((s) => (typeof s.kind === 'string' ? [s.kind] : [...s.kind])));
    expect([...kinds].sort()).toEqual(['attendance', 'documents', 'exam-results', 'grades', 'integrity', 'profile', 'trail']);
  });
});
