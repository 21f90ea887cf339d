// The admissions domain's operations (Admissions): its part of the table in index.ts, which says what an entry holds.
import { type OperationEntry, P } from './domains';

export const admissions: Record<string, OperationEntry> = {
  'POST /api/register': [
    'register',
    'Apply (register a new student) with documents',
    undefined,
    'Throttled per address like sign-in; the account starts as an applicant.',
  ],
  'GET /api/studenttobeapproved': ['studenttobeapproved', 'Page the applicants to approve'],
  'GET /api/studentalreadyapproved': ['studentalreadyapproved', 'Page the approved applicants'],
  'GET /api/getunapprovedstudent/:id': ['getunapprovedstudent', 'Read one applicant', P({ id: "The applicant's user id." })],
  'POST /api/approve': ['approve', 'Approve an applicant', undefined, 'A second approve is a 400.'],
  'GET /api/examsforentrance': ['examsforentrance', 'The entrance exams, soonest first'],
  'GET /api/getenterancelinks/:id': ['getenterancelinks', "An applicant's entrance exam links", P({ id: "The applicant's user id." })],
  'POST /api/createenterancelink': ['createenterancelink', 'Link an entrance exam to an applicant'],
  'DELETE /api/deleteEnteranceExamLink/:id': ['deleteEnteranceExamLink', 'Delete an entrance exam link', P({ id: "The link's id." })],
  'GET /api/getquestionaires/:id': ['getquestionaires', "A receiver's questionnaires", P({ id: "The receiver's (applicant's) user id." })],
  'POST /api/createquestionaire': ['createquestionaire', 'Send a questionnaire'],
  'PUT /api/updatequestionaire/:id': ['updatequestionaire', 'Edit a questionnaire', P({ id: "The questionnaire's id." })],
  'DELETE /api/deletequestionaire/:id': ['deletequestionaire', 'Delete a questionnaire', P({ id: "The questionnaire's id." })],
  'POST /api/createanswerforquestionnaire': ['createanswerforquestionnaire', 'Answer a questionnaire (with files)'],
  'GET /api/examsforenterance/:student/:page/:limit': [
    'examsforenterance',
    "Page an applicant's entrance exams",
    P({ student: "The applicant's user id.", page: 'The page, from 1.', limit: 'Items per page.' }),
  ],
  'GET /api/questionniare/:answer/:questionaireId/:token': [
    'questionnaireAnswerFile',
    "A questionnaire answer's file",
    P({ answer: 'The stored file name of the answer, as the record gives it.' }),
  ],
};
