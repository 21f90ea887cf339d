// The admin tables' reads with a signed-in admin (one page of 10, as the server-paged tables ask).
/** @type {import('../run.mjs').ScenarioFile} */
export default {
  group: 'admin lists (signed in)',
  goal: { reqPerSec: 2000, p99Ms: 50 },
  // With the list caches off (BENCH_UNCACHED), issue 21's goal for the database path: ≥ 1,000 req/s
  // with p99 ≤ 50 ms, both saturated and paced at BENCH_RATE=1000.
  uncachedGoal: { reqPerSec: 1000, p99Ms: 50 },
  async requests({ login, get }) {
    const token = await login('AD-0001');
    const auth = { authorization: `Bearer ${token}` };
    const periods = await get('/api/academicPeriods?page=1&limit=all', auth);
    const current = periods.body.academicPeriods[0]; // newest first: the current term
    return [
      { name: 'GET /api/getstudents', path: '/api/getstudents?page=1&limit=10', headers: auth },
      { name: 'GET /api/getteachers/:period', path: `/api/getteachers/${current._id}?page=1&limit=10`, headers: auth },
      { name: 'GET /api/studenttobeapproved', path: '/api/studenttobeapproved?page=1&limit=10', headers: auth },
      { name: 'GET /api/academicPeriods', path: '/api/academicPeriods?page=1&limit=10', headers: auth },
      { name: 'GET /api/getgrades/:period', path: `/api/getgrades/${current._id}?page=1&limit=10`, headers: auth },
      { name: 'GET /api/getnews (admin, all)', path: '/api/getnews?page=1&limit=10', headers: auth },
      { name: 'GET /api/getallgallery', path: '/api/getallgallery?page=1&limit=10', headers: auth },
      { name: 'GET /api/emails (inbox)', path: '/api/emails?folder=inbox&page=1&limit=10', headers: auth },
    ];
  },
};
