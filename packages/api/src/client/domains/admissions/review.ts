import type {
  ApplicantList,
  ApproveRequest,
  CreateEntranceLinkRequest,
  CreateQuestionnaireRequest,
  EntranceExam,
  EntranceExamLink,
  MessageBody,
  PageQuery,
  Questionnaire,
  StudentList,
  StudentRecord,
  UpdateQuestionnaireRequest,
} from '../../../schemas';
import type { Caller } from '../../core';

const id = encodeURIComponent;

/** Applicants: approval, entrance exams and questionnaires (spec 000 §7 Admin). */
export const applicantsApi = (call: Caller) => ({
  /** GET studenttobeapproved with searchTerm, page, limit. */
  list: (query: PageQuery) => call<ApplicantList>({ method: 'GET', path: 'studenttobeapproved', query }),
  /** GET studentalreadyapproved with searchTerm, page, limit (same rows as the students list). */
  listApproved: (query: PageQuery) => call<StudentList>({ method: 'GET', path: 'studentalreadyapproved', query }),
  /** GET getunapprovedstudent/{_id}: the applicant's record (also once approved). */
  get: (studentId: string) => call<{ student: StudentRecord }>({ method: 'GET', path: `getunapprovedstudent/${id(studentId)}` }),
  /** POST approve {_id}; 200 'successfully approved'. */
  approve: (body: ApproveRequest) =>
    call<MessageBody & { student: StudentRecord }>({ method: 'POST', path: 'approve', body, success: 200 }),
  exams: {
    /** GET examsforentrance (our path): the entrance exams to choose from. */
    list: () => call<{ exams: EntranceExam[] }>({ method: 'GET', path: 'examsforentrance' }),
  },
  entranceLinks: {
    /** GET getenterancelinks/{student_id} (our path): the exams assigned to an applicant. */
    list: (studentId: string) => call<{ links: EntranceExamLink[] }>({ method: 'GET', path: `getenterancelinks/${id(studentId)}` }),
    /** POST createenterancelink {student_id, exam_id, grade_name}; 201. */
    add: (body: CreateEntranceLinkRequest) =>
      call<MessageBody & { link: EntranceExamLink }>({ method: 'POST', path: 'createenterancelink', body, success: 201 }),
    /** DELETE deleteEnteranceExamLink/{id}. */
    remove: (linkId: string) => call<MessageBody>({ method: 'DELETE', path: `deleteEnteranceExamLink/${id(linkId)}` }),
  },
  questionnaires: {
    /** GET getquestionaires/{receiver user _id} (our path). */
    list: (receiverId: string) => call<{ questionnaires: Questionnaire[] }>({ method: 'GET', path: `getquestionaires/${id(receiverId)}` }),
    /** POST createquestionaire; 201. */
    add: (body: CreateQuestionnaireRequest) =>
      call<MessageBody & { questionnaire: Questionnaire }>({ method: 'POST', path: 'createquestionaire', body, success: 201 }),
    /** PUT updatequestionaire/{id}. */
    edit: (questionnaireId: string, body: UpdateQuestionnaireRequest) =>
      call<MessageBody & { questionnaire: Questionnaire }>({ method: 'PUT', path: `updatequestionaire/${id(questionnaireId)}`, body }),
    /** DELETE deletequestionaire/{id}. */
    remove: (questionnaireId: string) => call<MessageBody>({ method: 'DELETE', path: `deletequestionaire/${id(questionnaireId)}` }),
  },
});
