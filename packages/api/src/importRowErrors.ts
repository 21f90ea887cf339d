/**
 * One error of one imported row, the same for every import (teachers, students, later grades):
 * `row` is the row's index among the rows submitted (0-based), `field` the column when known.
 *
 * Plain TypeScript, no zod: the API client reads these from a refused import, and the client is
 * in every page's first chunk (the validation code stays in the forms chunk; e2e/home-weight).
 */
export interface ImportRowError {
  row: number;
  field?: string;
  error: string;
}

function isImportRowError(value: unknown): value is ImportRowError {
  if (typeof value !== 'object' || value === null) return false;
  const { row, field, error } = value as Record<string, unknown>;
  return Number.isInteger(row) && typeof error === 'string' && (field === undefined || typeof field === 'string');
}

/** The per-row errors of a refused import (400 `{ error, errors: ImportRowError[] }`), or null when the failure is of another kind. */
export function importRowErrorsOf(failure: { body?: unknown }): ImportRowError[] | null {
  const body = failure.body;
  if (typeof body !== 'object' || body === null) return null;
  const errors = (body as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.every(isImportRowError) ? errors : null;
}
