// Reads of a student's records by someone other than the student: each is recorded in the audit
// trail (issue 39) after its answer is sent, in batches, so these measure what recording costs.
// Before issue 39 the same requests ran without the trail (compare the two runs).
/** @type {import('../run.mjs').ScenarioFile} */
export default {
  group: 'student records (signed in, audited)',
  goal: { reqPerSec: 1000, p99Ms: 50 },
  async requests({ login, get }) {
    const auth = { authorization: `Bearer ${await login('SA-0001')}` };
    const teacher = { authorization: `Bearer ${await login('TE-0001')}` };
    const record = (await get('/api/getstudent/ST-0001', auth)).body.student;
    // The current term's section (newest first).
    const current = [...record.academicRecords].sort(
      (a, b) => b.academic_period.year - a.academic_period.year || b.academic_period.semester - a.academic_period.semester,
    )[0];
    const section = current.section._id;
    return [
      { name: 'GET /api/getstudent/:id (profile)', path: '/api/getstudent/ST-0001', headers: auth },
      { name: 'GET /api/singlestudentgradereport (grades)', path: `/api/singlestudentgradereport/ST-0001/${section}`, headers: auth },
      {
        name: 'GET /api/getattendancesinglestudent (attendance)',
        path: `/api/getattendancesinglestudent/ST-0001/${section}`,
        headers: auth,
      },
      {
        name: 'GET /api/studentgradereport/:section (a section: one event per student)',
        path: `/api/studentgradereport/${section}`,
        headers: teacher,
      },
    ];
  },
};
