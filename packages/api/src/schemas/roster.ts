import { z } from 'zod';
import { idSchema, roleNameSchema } from './common';
import { errorCodeSchema } from './errors';

// ─── Roster exchange: OneRoster 1.2 CSV (issue 39, ours) ────────────────────────────────────

/** GET roster/export: the whole school, or one academic period; the released grades on request. */
export const rosterExportQuerySchema = z.object({
  academic_period_id: idSchema.optional(),
  grades: z.enum(['true', 'false']).optional(),
});
export type RosterExportQuery = { academic_period_id?: string; grades?: boolean };

/** One problem of an imported zip: the file, its line (1 = the header) and column where there is one. */
export const rosterIssueSchema = z.object({
  file: z.string(),
  line: z.number().int().nullable(),
  column: z.string().nullable(),
  error: z.string(),
});
export type RosterIssue = z.infer<typeof rosterIssueSchema>;

/** What an import makes or changes, per kind of record. */
export const rosterCountKinds = [
  'periods',
  'grades',
  'sections',
  'courses',
  'assignments',
  'users',
  'placements',
  'links',
  'lessons',
] as const;
export type RosterCountKind = (typeof rosterCountKinds)[number];
export const rosterCountSchema = z.object({ kind: z.enum(rosterCountKinds), created: z.number().int(), updated: z.number().int() });
export type RosterCount = z.infer<typeof rosterCountSchema>;

/** POST roster/import/check: the file can be imported; what the import would do. */
export const rosterCheckSchema = z.object({
  message: z.string(),
  counts: z.array(rosterCountSchema),
  warnings: z.array(z.string()),
});
export type RosterCheck = z.infer<typeof rosterCheckSchema>;

/** A new account of an import with its temporary password, shown once. */
export const rosterAccountSchema = z.object({
  _id: z.string(),
  ID: z.string(),
  fullName: z.string(),
  role: roleNameSchema,
  temporaryPassword: z.string(),
});
export type RosterAccount = z.infer<typeof rosterAccountSchema>;

/** POST roster/import: done; the new accounts with their temporary passwords. */
export const rosterImportResponseSchema = rosterCheckSchema.extend({ accounts: z.array(rosterAccountSchema) });
export type RosterImportResponse = z.infer<typeof rosterImportResponseSchema>;

/** The 400 of a refused zip: `errors` names each problem's file, line and column. */
export const rosterRefusalSchema = z.object({
  error: z.string(),
  errors: z.array(rosterIssueSchema),
  code: errorCodeSchema,
});
export type RosterRefusal = z.infer<typeof rosterRefusalSchema>;
