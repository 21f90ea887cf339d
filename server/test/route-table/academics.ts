import { ADMINS, NONE, type RouteTable } from './_types';

/** Academic periods, courses, grades and sections. */
const admin = { allowed: ADMINS };
const adminById = { allowed: ADMINS, params: { id: NONE } };
/** Section reads: admins and the section's teachers (TE-0001 teaches and owns Grade 7 A). */
const sectionRead = {
  allowed: [...ADMINS, 'TE-0001', 'TE-0003'] as const,
  params: ({ ids }: { ids: { section7A: string } }) => ({ id: ids.section7A }),
};

const academics: RouteTable = {
  'GET /api/academicPeriods': admin,
  'GET /api/academicyears/:id': adminById,
  'POST /api/academicPeriods': { ...admin, body: {} },
  'PUT /api/academicPeriods/:id': { ...adminById, body: {} },
  'DELETE /api/academicPeriods/:id': adminById,
  'GET /api/getcourses/:id': adminById,
  'POST /api/addcourse': { ...admin, body: {} },
  'PUT /api/editcourse': { ...admin, body: {} },
  'PUT /api/editcourse/': { ...admin, body: {} },
  'DELETE /api/deletecourse/:courseId/:periodId': { ...admin, params: { courseId: NONE, periodId: NONE } },
  'GET /api/getgrades/:id': adminById,
  'POST /api/addgrade': { ...admin, body: {} },
  'PUT /api/editgrade': { ...admin, body: {} },
  'DELETE /api/deletegrade/:gradeId/:periodId': { ...admin, params: { gradeId: NONE, periodId: NONE } },
  'GET /api/getsections/:id': adminById,
  'GET /api/getsection/:id': sectionRead,
  'GET /api/getsectionteacher/:id': sectionRead,
  'GET /api/getsectionstudent/:id': sectionRead,
};
export default academics;
