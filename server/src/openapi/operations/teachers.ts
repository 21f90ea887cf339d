// The teachers domain's operations (Teachers): its part of the table in index.ts, which says what an entry holds.
import { type OperationEntry, P } from './domains';

export const teachers: Record<string, OperationEntry> = {
  'GET /api/getteachers/:id': ['getteachers', 'Page the teachers of a period', P({ id: "The academic period's id." })],
  'POST /api/addteacher': ['addteacher', 'Add a teacher (with a photo)'],
  'POST /api/assignteacher': ['assignteacher', 'Assign a teacher to a section and course'],
  'PUT /api/editteacher': ['editteacher', 'Edit a teacher (a new photo optional)'],
  'DELETE /api/deleteteacher/:id/:academic_period_id': [
    'deleteteacher',
    'Take a teacher out of a period',
    P({ id: "The teacher's user id." }),
  ],
  'PUT /api/freezteacher': ['freezteacher', 'Freeze or unfreeze a teacher'],
  'PUT /api/editassignedgrade': ['editassignedgrade', "Move a teacher's assignment to another section or course of the same period"],
  'DELETE /api/deleteassignedsection/:academic_period_id/:course_id/:section_id/:teacher_id': [
    'deleteassignedsection',
    "Remove a teacher's assignment to a section and course",
  ],
  'POST /api/add-multiple-teachers': ['add-multiple-teachers', 'Import teachers (a list)'],
  'GET /api/getfullinfoteacher/:teacher_id': ['getfullinfoteacher', "A teacher's full record"],
  'GET /api/teachers/:photo/:token': ['teacherPhoto', "A teacher's photo (file)"],
  'GET /api/teachers/profile/:photo/:token': ['teacherProfilePhoto', "A teacher's photo (file; the spec's other address)"],
  'PUT /api/changeteacherprofilepic/:teacher_id': ['changeteacherprofilepic', 'Replace my photo (teacher)'],
  'GET /api/teacher_dash_data/:teacherId': [
    'teacher_dash_data',
    "A teacher's dashboard: this period's sections, today's lessons, absence flags, ungraded submissions",
  ],
  'GET /api/getteacher/:a/:b': [
    'getteacher',
    "A teacher and that period's sections",
    P({ a: "The teacher's user id.", b: "The academic period's id, or `current`." }),
  ],
  'GET /api/admindash': ['admindash', "The admin's dashboard figures"],
};
