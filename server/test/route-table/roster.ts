import { ADMINS, type RouteTable } from './_types';

/** Roster exchange (issue 39): OneRoster 1.2 zips out and in, admins only. */
const admin = { allowed: ADMINS };

const rosterTable: RouteTable = {
  'GET /api/roster/export': { ...admin, note: 'the whole school as a zip' },
  'POST /api/roster/import/check': { ...admin, note: 'no file: 400 past the rule, nothing written' },
  'POST /api/roster/import': { ...admin, note: 'no file: 400 past the rule, nothing written' },
};
export default rosterTable;
