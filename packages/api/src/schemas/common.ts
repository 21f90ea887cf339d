import { z } from 'zod';

export { importRowErrorsOf, type ImportRowError } from '../importRowErrors';

/** Database ids travel as strings (`_id` in the spec's payloads). */
export const idSchema = z.string().min(1).max(100);

/** Names of the roles; the parent role is `Family` (spec 000 §3). */
export const roleNames = ['super admin', 'admin', 'teacher', 'student', 'Family'] as const;
export const roleNameSchema = z.enum(roleNames);
export type RoleName = z.infer<typeof roleNameSchema>;

/**
 * A person's role as the spec's `type` (spec 000 §3): `name` is the role's kind, one of the five
 * (the landing page, login ID prefix and base policy follow it, and the spec's clients route by it);
 * `role` is the role record's own name when it is a custom one, e.g. 'Librarian' of the teacher kind (issue 37).
 */
export const roleTypeSchema = z.object({ name: roleNameSchema, role: z.string().optional() });
export type RoleType = z.infer<typeof roleTypeSchema>;

/** One error of one imported row (`ImportRowError`), as the server's response schemas declare it. */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string().optional(),
  error: z.string(),
});

/** The success envelope most calls share: a message beside the data. */
export const messageBodySchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBodySchema>;

/**
 * How a list is sorted (ours; the spec's lists have a fixed order): a column the endpoint sorts by
 * and the direction. Both optional, so every existing call keeps its answer; an endpoint answers
 * 400 'This list cannot be sorted by …' for a column it does not sort by (docs/decisions/0026-data-layer-tanstack-query-behind-one-hook-pair.md).
 */
export const sortQuerySchema = z.object({
  sortBy: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z_]+$/)
    .optional(),
  sortDir: z.enum(['asc', 'desc']).optional(),
});
export type SortQuery = { sortBy?: string; sortDir?: 'asc' | 'desc' };

/** List queries: `limit` may be the word `all` (spec 000 §7); sortBy/sortDir as above. */
export const pageQuerySchema = z.object({
  searchTerm: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.union([z.literal('all'), z.coerce.number().int().min(1).max(500)]).default(5),
  ...sortQuerySchema.shape,
});
export type PageQuery = { searchTerm?: string; page?: number; limit?: number | 'all' } & SortQuery;

/** YYYY-MM-DD naming a day that exists: 2026-02-30 does not (Date would roll it over to March). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A date-time Date.parse reads, whose YYYY-MM-DD part (when written so) is a real day. */
export function isRealInstant(value: string): boolean {
  if (Number.isNaN(Date.parse(value))) return false;
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return !day || isCalendarDate(day[1]);
}

/** The bounds every shared schema uses for these kinds of field (issue 7: bounded input). */
export const LIMITS = { email: 254, name: 100, id: 100, shortText: 200, text: 2000 } as const;
