import type { AuditExport, AuditFilter, AuditTrail, AuditTrailQuery } from '../../schemas';
import type { Caller } from '../core';

/** The audit trail (issue 39): who read or changed a student's records. */
export const auditApi = (call: Caller) => ({
  /** GET audit/trail/{student}: one page, newest first (the super admin; a family its linked child's). */
  trail: (student: string, query: AuditTrailQuery = {}) =>
    call<AuditTrail>({ method: 'GET', path: `audit/trail/${encodeURIComponent(student)}`, query: { ...query } }),
  /** GET audit/trail/{student}/export: every event of the filters (at most 10,000) for a CSV. */
  export: (student: string, filter: AuditFilter = {}) =>
    call<AuditExport>({ method: 'GET', path: `audit/trail/${encodeURIComponent(student)}/export`, query: { ...filter } }),
});
