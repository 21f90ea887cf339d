import { ADMINS, NONE, SIGNED_IN, type RouteTable } from './_types';

/** Teachers of the admin area, a teacher's full profile and teacher photos. */
const admin = { allowed: ADMINS };

const teachersTable: RouteTable = {
  'GET /api/getteachers/:id': { ...admin, params: ({ ids }) => ({ id: ids.period }) },
  'POST /api/addteacher': admin,
  'POST /api/assignteacher': { ...admin, body: {} },
  'PUT /api/editteacher': admin,
  'DELETE /api/deleteteacher/:id/:academic_period_id': { ...admin, params: { id: NONE, academic_period_id: NONE } },
  'PUT /api/freezteacher': { ...admin, body: {} },
  'PUT /api/editassignedgrade': { ...admin, body: {} },
  'DELETE /api/deleteassignedsection/:academic_period_id/:course_id/:section_id/:teacher_id': {
    ...admin,
    params: { academic_period_id: NONE, course_id: NONE, section_id: NONE, teacher_id: NONE },
  },
  'POST /api/add-multiple-teachers': { ...admin, body: {} },
  'GET /api/getfullinfoteacher/:teacher_id': {
    allowed: [...ADMINS, 'TE-0001'],
    params: { teacher_id: 'TE-0001' },
    note: 'the teacher themself',
  },
  'GET /api/teachers/:photo/:token': {
    allowed: SIGNED_IN,
    params: { photo: 'nobody.png' },
    note: '404 past the rule: not a teacher’s photo',
  },
};
export default teachersTable;
