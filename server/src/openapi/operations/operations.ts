// The operations domain's operations (Operations): its part of the table in index.ts, which says what an entry holds.
import { type OperationEntry, P } from './domains';

export const operations: Record<string, OperationEntry> = {
  'GET /api/health': ['health', 'Is the server up'],
  'GET /api/ready': ['ready', 'Is the server ready for traffic (database reachable)'],
  'GET /metrics': [
    'metrics',
    'Prometheus metrics',
    undefined,
    'Outside /api, for the operator: the bearer token is METRICS_TOKEN; without one set the route answers 404.',
  ],
  'GET /api/calendar/feeds': ['listCalendarFeeds', 'My calendar feed addresses'],
  'POST /api/calendar/feeds': ['createCalendarFeed', 'Make a calendar feed address'],
  'DELETE /api/calendar/feeds/:id': ['revokeCalendarFeed', 'Revoke a calendar feed address', P({ id: "The feed's id." })],
  'GET /api/calendar/:token.ics': [
    'calendarFeed',
    'A calendar feed (iCalendar)',
    P({ token: "The feed's secret (the address given when it was made)." }),
  ],
  'GET /api/audit/trail/:student_id': ['auditTrail', "Who read or changed a student's records"],
  'GET /api/audit/trail/:student_id/export': ['auditTrailExport', "A student's audit trail as a file"],
  'GET /api/roster/export': ['rosterExport', 'Export the roster (spreadsheet)'],
  'POST /api/roster/import/check': ['rosterImportCheck', 'Check a roster file before importing'],
  'POST /api/roster/import': ['rosterImport', 'Import a roster file'],
};
