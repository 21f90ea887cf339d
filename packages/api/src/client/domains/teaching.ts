import type {
  ApplicantEntranceExams,
  AssignmentLinkRequest,
  AssignmentList,
  AssignmentRequest,
  AttendanceSheet,
  CourseMaterialList,
  MarkAllPresentRequest,
  MarkAllPresentResponse,
  MarkAttendanceRequest,
  MessageBody,
  PersonSchedule,
  Questionnaire,
  SavedAssignment,
  SavedSubmission,
  StudentAssignment,
  StudentAttendance,
  StudentDashboard,
  SubmissionDetail,
  Teacher,
  TeacherDashboard,
  TeacherInPeriod,
  CourseMaterial,
  AttendanceMark,
} from '../../schemas';
import type { Caller } from '../core';

const id = encodeURIComponent;

/** Fields of a submission; `file` is sent only when chosen. */
export interface SubmissionInput {
  assignment_id: string;
  submission_id?: string;
  text?: string;
  file?: Blob | null;
}

/** Fields of a questionnaire answer: text, or a file (new_student_file). */
export interface QuestionnaireAnswerInput {
  questionnaire_id: string;
  student_id?: string;
  answer?: string;
  file?: Blob | null;
}

function submissionForm(input: SubmissionInput) {
  const form = new FormData();
  form.append('assignment_id', input.assignment_id);
  if (input.submission_id) form.append('submission_id', input.submission_id);
  if (input.text !== undefined) form.append('text', input.text);
  if (input.file) form.append('file', input.file);
  return form;
}

const oneFile = (field: string, file: Blob) => {
  const form = new FormData();
  form.append(field, file);
  return form;
};

/** Teacher and student areas: assignments, submissions, course material, attendance, schedules, onboarding (spec 001 §7). */
export const teachingApi = (call: Caller) => ({
  assignments: {
    /** GET assignment/{teacher_id}/{section_id}/{course_id}. */
    listForTeacher: (teacherId: string, sectionId: string, courseId: string) =>
      call<AssignmentList>({ method: 'GET', path: `assignment/${id(teacherId)}/${id(sectionId)}/${id(courseId)}` }),
    /** POST assignment/ (201); dueDate as date 'T' time. */
    create: (body: AssignmentRequest) => call<SavedAssignment>({ method: 'POST', path: 'assignment/', body, success: 201 }),
    /** PUT assignment/{_id}. */
    update: (assignmentId: string, body: AssignmentRequest) =>
      call<SavedAssignment>({ method: 'PUT', path: `assignment/${id(assignmentId)}`, body: { ...body, _id: assignmentId } }),
    /** DELETE assignment/{ID}/{_id}. */
    remove: (teacherId: string, assignmentId: string) =>
      call<MessageBody>({ method: 'DELETE', path: `assignment/${id(teacherId)}/${id(assignmentId)}` }),
    /** POST assignmentlink {assignment_id, assignmentType, ID}; 200. */
    link: (body: AssignmentLinkRequest) => call<SavedAssignment>({ method: 'POST', path: 'assignmentlink', body, success: 200 }),
    /** POST assignmentdoc/{_id}/{asg}, multipart AssignmentDoc; 201. */
    addDoc: (teacherId: string, assignmentId: string, file: Blob) =>
      call<SavedAssignment>({
        method: 'POST',
        path: `assignmentdoc/${id(teacherId)}/${id(assignmentId)}`,
        body: oneFile('AssignmentDoc', file),
        success: 201,
      }),
    /** DELETE assignmentdoc/{_id}/{asg}/{index}. */
    removeDoc: (teacherId: string, assignmentId: string, index: number) =>
      call<SavedAssignment>({ method: 'DELETE', path: `assignmentdoc/${id(teacherId)}/${id(assignmentId)}/${index}` }),
    /** GET assignment/{id}/{section_id}: a student's assignments in a section. */
    listForStudent: (studentId: string, sectionId: string) =>
      call<AssignmentList>({ method: 'GET', path: `assignment/${id(studentId)}/${id(sectionId)}` }),
    /** GET assignmentforstudent/{id}/{assignment_id}. */
    forStudent: (studentId: string, assignmentId: string) =>
      call<StudentAssignment>({ method: 'GET', path: `assignmentforstudent/${id(studentId)}/${id(assignmentId)}` }),
    /** GET submittedassignment_by_student/{teacher_id}/{assignment_id}/{student_id}/{section_id}/{course_id}. */
    submission: (q: { teacherId: string; assignmentId: string; studentId: string; sectionId: string; courseId: string }) =>
      call<SubmissionDetail>({
        method: 'GET',
        path: `submittedassignment_by_student/${id(q.teacherId)}/${id(q.assignmentId)}/${id(q.studentId)}/${id(q.sectionId)}/${id(q.courseId)}`,
      }),
  },
  submissions: {
    /** POST assignmentsubmission/{id}, multipart file, text, assignment_id; 201. */
    submit: (studentId: string, input: SubmissionInput) =>
      call<SavedSubmission>({ method: 'POST', path: `assignmentsubmission/${id(studentId)}`, body: submissionForm(input), success: 201 }),
    /** PUT assignmentsubmission/{id}, the same plus submission_id. */
    edit: (studentId: string, input: SubmissionInput) =>
      call<SavedSubmission>({ method: 'PUT', path: `assignmentsubmission/${id(studentId)}`, body: submissionForm(input) }),
    /** DELETE assignmentsubmission/{id}/{submission_id}. */
    remove: (studentId: string, submissionId: string) =>
      call<MessageBody>({ method: 'DELETE', path: `assignmentsubmission/${id(studentId)}/${id(submissionId)}` }),
  },
  material: {
    /** GET getcoursematerial/{_id}/{course_id}/{section_id}. */
    list: (teacherId: string, courseId: string, sectionId: string) =>
      call<CourseMaterialList>({ method: 'GET', path: `getcoursematerial/${id(teacherId)}/${id(courseId)}/${id(sectionId)}` }),
    /** POST addcoursematerial/{_id}/{course_id}/{section_id}, multipart courseMaterialDoc; 201. */
    add: (teacherId: string, courseId: string, sectionId: string, file: Blob) =>
      call<MessageBody & { courseMaterial: CourseMaterial }>({
        method: 'POST',
        path: `addcoursematerial/${id(teacherId)}/${id(courseId)}/${id(sectionId)}`,
        body: oneFile('courseMaterialDoc', file),
        success: 201,
      }),
    /** DELETE deletecoursematerial/{_id}/{cm}/ (owner only). */
    remove: (teacherId: string, materialId: string) =>
      call<MessageBody>({ method: 'DELETE', path: `deletecoursematerial/${id(teacherId)}/${id(materialId)}/` }),
  },
  attendance: {
    /** GET getattendancestudents/{_id}/{course_id}/{section_id}/{date}. */
    sheet: (teacherId: string, courseId: string, sectionId: string, date: string) =>
      call<AttendanceSheet>({
        method: 'GET',
        path: `getattendancestudents/${id(teacherId)}/${id(courseId)}/${id(sectionId)}/${id(date)}`,
      }),
    /** POST markattendance; 201. Marking again the same day updates. */
    mark: (body: MarkAttendanceRequest) =>
      call<MessageBody & { attendance: AttendanceMark }>({ method: 'POST', path: 'markattendance', body, success: 201 }),
    /** POST markattendanceall (ours): everyone unmarked that day Present, with exceptions; 201. */
    markAllPresent: (body: MarkAllPresentRequest) =>
      call<MarkAllPresentResponse>({ method: 'POST', path: 'markattendanceall', body, success: 201 }),
    /** GET getattendancesinglestudent/{_id}/{section_id}/. */
    forStudent: (studentId: string, sectionId: string) =>
      call<StudentAttendance>({ method: 'GET', path: `getattendancesinglestudent/${id(studentId)}/${id(sectionId)}/` }),
  },
  /** GET schedule/{person}/{academic_period_id} (`current` allowed). */
  schedule: (personId: string, periodId: string) =>
    call<PersonSchedule>({ method: 'GET', path: `schedule/${id(personId)}/${id(periodId)}` }),
  /** GET getteacher/{teacher}/{academic_period_id} (`current` allowed). */
  teacherInPeriod: (teacherId: string, periodId: string) =>
    call<TeacherInPeriod>({ method: 'GET', path: `getteacher/${id(teacherId)}/${id(periodId)}` }),
  /** GET teacher_dash_data/{teacherId}. */
  teacherDashboard: (teacherId: string) => call<TeacherDashboard>({ method: 'GET', path: `teacher_dash_data/${id(teacherId)}` }),
  /** GET student_dash_data/{studentId}. */
  studentDashboard: (studentId: string) => call<StudentDashboard>({ method: 'GET', path: `student_dash_data/${id(studentId)}` }),
  /** PUT changeteacherprofilepic/{teacher_id}, multipart profilePhoto (an image). */
  changeTeacherPhoto: (teacherId: string, photo: Blob) =>
    call<MessageBody & { teacher: Teacher }>({
      method: 'PUT',
      path: `changeteacherprofilepic/${id(teacherId)}`,
      body: oneFile('profilePhoto', photo),
    }),
  onboarding: {
    /** GET examsforenterance/{student}/{page}/{limit} (params ours). */
    entranceExams: (studentId: string, page = 1, limit = 10) =>
      call<ApplicantEntranceExams>({ method: 'GET', path: `examsforenterance/${id(studentId)}/${page}/${limit}` }),
    /** GET getquestionaires/{student}: the applicant's own questionnaires. */
    questionnaires: (studentId: string) =>
      call<{ questionnaires: Questionnaire[] }>({ method: 'GET', path: `getquestionaires/${id(studentId)}` }),
    /** POST createanswerforquestionnaire, multipart questionnaire_id, student_id, answer or new_student_file; 201. */
    answer: (input: QuestionnaireAnswerInput) => {
      const form = new FormData();
      form.append('questionnaire_id', input.questionnaire_id);
      if (input.student_id) form.append('student_id', input.student_id);
      if (input.answer !== undefined) form.append('answer', input.answer);
      if (input.file) form.append('new_student_file', input.file);
      return call<MessageBody & { questionnaire: Questionnaire }>({
        method: 'POST',
        path: 'createanswerforquestionnaire',
        body: form,
        success: 201,
      });
    },
  },
});
