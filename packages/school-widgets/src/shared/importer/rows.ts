import type { z, ZodType } from 'zod';
import { englishFormMessages } from '@school/api';
import type { DraftRow, ImportRowError, SheetOutcome } from './types';
import { fieldValidationText } from '../validationText';

// ─── From a matrix to rows ──────────────────────────────────────────────────

/**
 * How the header row is matched to the columns:
 * - `exact`: the header names exactly the columns, any order, surrounding spaces ignored (teachers);
 * - `known`: the known columns are found without case, spaces or punctuation ("First Name" finds
 *   firstName), other columns are ignored and reported, empty cells and empty rows are dropped (students).
 */
export type HeaderMode = 'exact' | 'known';

export interface SheetRows<F extends string> {
  rows: Partial<Record<F, string>>[];
  /** The columns that hold a value in some row (`exact`: every column), in the columns' order. */
  present: F[];
  /** Header cells that are not columns (ignored; `known` only). */
  ignored: string[];
}

const cellText = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
const looseKey = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');

/** A parser's rows keyed by the header, as the matrix they came from (header first). */
export function matrixOf(outcome: Extract<SheetOutcome, { ok: true }>, columns: readonly string[]): unknown[][] {
  if ('matrix' in outcome) return outcome.matrix;
  return [[...columns], ...outcome.rows.map((r) => columns.map((c) => r[c] ?? ''))];
}

/** The rows of the sheet for the columns, or null when the header does not match (see HeaderMode). */
export function sheetRows<F extends string>(
  matrix: readonly (readonly unknown[])[],
  columns: readonly F[],
  mode: HeaderMode,
): SheetRows<F> | null {
  const [header = [], ...body] = matrix;
  const names = header.map(cellText);
  if (mode === 'exact') {
    const given = names.filter(Boolean);
    if (given.length !== columns.length || !columns.every((c) => given.includes(c))) return null;
    const at = columns.map((c) => names.indexOf(c));
    const rows = body.map((line) => Object.fromEntries(columns.map((c, i) => [c, cellText(line[at[i]])])) as Partial<Record<F, string>>);
    return { rows, present: [...columns], ignored: [] };
  }
  const byKey = new Map(columns.map((c) => [looseKey(c), c]));
  const found = names.map((n) => byKey.get(looseKey(n)) ?? null);
  if (!found.some(Boolean)) return null;
  const ignored = names.filter((n, i) => !found[i] && n !== '');
  const rows: Partial<Record<F, string>>[] = [];
  for (const line of body) {
    const row: Partial<Record<F, string>> = {};
    found.forEach((column, i) => {
      const text = cellText(line[i]);
      if (column && text) row[column] = text;
    });
    if (Object.keys(row).length) rows.push(row);
  }
  const present = columns.filter((c) => rows.some((r) => r[c] !== undefined));
  return { rows, present, ignored };
}

// ─── Drafts: the editable preview ───────────────────────────────────────────

export const toDrafts = <F extends string>(rows: readonly Partial<Record<F, string>>[], keyPrefix = 'r'): DraftRow<F>[] =>
  rows.map((cells, i) => ({ key: `${keyPrefix}${i}`, cells, serverErrors: [] }));

/** Puts the server's errors (by index of the submitted rows) on their rows; every row keeps what was typed. */
export function withServerErrors<F extends string>(drafts: readonly DraftRow<F>[], errors: readonly ImportRowError[]): DraftRow<F>[] {
  return drafts.map((d, i) => ({ ...d, serverErrors: errors.filter((e) => e.row === i) }));
}

/** Editing a cell clears that row's server errors (they may be fixed); the next submit checks it again. */
export function editCell<F extends string>(drafts: readonly DraftRow<F>[], key: string, field: F, value: string): DraftRow<F>[] {
  return drafts.map((d) => (d.key === key ? { ...d, cells: { ...d.cells, [field]: value }, serverErrors: [] } : d));
}

// ─── Checks on the client ───────────────────────────────────────────────────

/**
 * The row schema's errors of every row (as `{ row, field, error }`, one per message and row),
 * then the extra checks across rows (e.g. an email repeated in the file). `validationText` writes
 * a rule that names no message, `messageText` the schema's own messages, in the reader's language
 * (SpreadsheetImporter passes both; without them, English).
 */
export function clientErrors<F extends string, T>(
  rows: readonly Partial<Record<F, string>>[],
  {
    schema,
    toRequest,
    extra,
    validationText = (issue) => fieldValidationText({ messages: englishFormMessages }, issue),
    messageText = (message) => message,
  }: {
    schema?: ZodType;
    toRequest: (cells: Partial<Record<F, string>>) => T;
    extra?: (rows: readonly T[]) => ImportRowError[];
    validationText?: (issue: z.core.$ZodRawIssue) => string;
    messageText?: (message: string) => string;
  },
): ImportRowError[] {
  const requests = rows.map(toRequest);
  const out: ImportRowError[] = [];
  if (schema) {
    requests.forEach((request, row) => {
      const parsed = schema.safeParse(request, { error: validationText });
      if (parsed.success) return;
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const message = messageText(issue.message);
        if (seen.has(message)) continue;
        seen.add(message);
        out.push({ row, field: issue.path.length ? String(issue.path[0]) : undefined, error: message });
      }
    });
  }
  return [...out, ...(extra?.(requests) ?? [])];
}

/** The messages of one row, in order, without repeats. */
export const messagesOf = (errors: readonly ImportRowError[]) => [...new Set(errors.map((e) => e.error))];
