import { ADMINS, NONE, type RouteTable } from './_types';

/** The application form and its public lists, and the admins' applicant screens. */
const admin = { allowed: ADMINS };
const adminById = { allowed: ADMINS, params: { id: NONE } };

const applicants: RouteTable = {
  'POST /api/register': { allowed: 'everyone', note: '400: no form' },
  'GET /api/allacademicPeriods': { allowed: 'everyone' },
  'GET /api/getallgrades': { allowed: 'everyone' },
  'GET /api/studenttobeapproved': admin,
  'GET /api/studentalreadyapproved': admin,
  'GET /api/getunapprovedstudent/:id': adminById,
  'POST /api/approve': { ...admin, body: {} },
  'GET /api/examsforentrance': admin,
  'GET /api/getenterancelinks/:id': adminById,
  'POST /api/createenterancelink': { ...admin, body: {} },
  'DELETE /api/deleteEnteranceExamLink/:id': adminById,
  'GET /api/getquestionaires/:id': {
    allowed: [...ADMINS, 'ST-0002'],
    params: { id: 'ST-0002' },
    note: 'the applicant reads their own questionnaires (onboarding)',
  },
  'POST /api/createquestionaire': { ...admin, body: {} },
  'PUT /api/updatequestionaire/:id': { ...adminById, body: {} },
  'DELETE /api/deletequestionaire/:id': adminById,
};
export default applicants;
