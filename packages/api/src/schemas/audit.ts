import { z } from 'zod';
import { messages } from '../messages';
import { isCalendarDate, roleNameSchema } from './common';

// ─── The audit trail (issue 39): who read or changed a student's records ──────────────────────

/** What kind of record an event touched; 'trail' is a reading of the trail itself. */
export const auditKinds = ['profile', 'documents', 'grades', 'attendance', 'exam-results', 'integrity', 'trail'] as const;
export const auditKindSchema = z.enum(auditKinds);
export type AuditKind = z.infer<typeof auditKindSchema>;

export const auditActionSchema = z.enum(['read', 'change']);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditEventSchema = z.object({
  _id: z.string(),
  /** ISO instant. */
  at: z.string(),
  action: auditActionSchema,
  kind: auditKindSchema,
  actor: z.object({ _id: z.string(), ID: z.string(), fullName: z.string().nullable(), role: roleNameSchema.or(z.string()) }),
  /** The route, e.g. 'GET /api/getstudent/:id'. */
  route: z.string(),
  /** The record the request named, e.g. 'id=ST-0001'. */
  record: z.string(),
  /** The client's address; null in a family's copy (staff addresses are not shown to families). */
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

const day = z.string().max(10, messages.dateInvalid).refine(isCalendarDate, messages.dateInvalid).optional();

/** The filters of the trail: a person (login ID or part of a name), a kind, a date range (inclusive, school days). */
export const auditFilterSchema = z.object({
  actor: z.string().trim().max(100).optional(),
  kind: auditKindSchema.optional(),
  from: day,
  to: day,
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditTrailQuerySchema = auditFilterSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
export type AuditTrailQuery = AuditFilter & { page?: number; limit?: number };

export const auditStudentSchema = z.object({ _id: z.string(), ID: z.string(), fullName: z.string() });

/** GET audit/trail/{student_id} */
export const auditTrailSchema = z.object({
  student: auditStudentSchema,
  events: z.array(auditEventSchema),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  /** How many days the trail keeps an event (AUDIT_RETENTION_DAYS). */
  retentionDays: z.number().int(),
});
export type AuditTrail = z.infer<typeof auditTrailSchema>;

/** GET audit/trail/{student_id}/export: every event of the filters, newest first, at most `limit`. */
export const auditExportSchema = z.object({
  student: auditStudentSchema,
  events: z.array(auditEventSchema),
  /** True when more events matched than the export holds (narrow the dates). */
  truncated: z.boolean(),
});
export type AuditExport = z.infer<typeof auditExportSchema>;
