import type { AuditEvent, AuditTrail } from '@school/api';

/** Fakes of the trail's answers (stories and tests). */
export const auditEvent = (over: Partial<AuditEvent> = {}): AuditEvent => ({
  _id: '1',
  at: '2026-11-22T09:00:00.000Z',
  action: 'read',
  kind: 'grades',
  actor: { _id: 'u-te1', ID: 'TE-0001', fullName: 'Tesfaye Bekele Gebre', role: 'teacher' },
  route: 'GET /api/singlestudentgradereport/:student_id/:section_id',
  record: 'student_id=ST-0001 section_id=s-7a',
  ip: '10.0.0.7',
  ...over,
});

export const trailOf = (events: AuditEvent[], over: Partial<AuditTrail> = {}): AuditTrail => ({
  student: { _id: 'st-1', ID: 'ST-0001', fullName: 'Abebe Kebede Alemu' },
  events,
  totalItems: events.length,
  totalPages: 1,
  retentionDays: 365,
  ...over,
});
