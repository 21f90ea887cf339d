import dayjs from 'dayjs';
import type { ApiResult, Feedback } from '@school/api';
import type { ExportColumn } from '@school/ui';
import type { Texts } from '../shared/intl';

// ─── Multipart forms ─────────────────────────────────────────────────────────

/**
 * The multipart body of addnews / editnews, addgallery / editgallery, addmessage / editmessage:
 * the text fields, the `photo` file when one was chosen (optional on edit) and `_id` on edit.
 */
export function buildContentForm({ fields, photo, id }: { fields: Record<string, string>; photo?: File | null; id?: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) form.append('photo', photo, photo.name);
  if (id) form.append('_id', id);
  return form;
}

/** Photo inputs accept images only (spec 000 §5). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

// ─── Lists ───────────────────────────────────────────────────────────────────

/** The largest page the server answers (newsQuerySchema / galleryQuerySchema: limit ≤ 100). */
export const ALL_PAGE_LIMIT = 100;

/**
 * Reads every page of a paged list (getnews, getallgallery) so the admin table exports every
 * matching item, not one page; stops at the first failure.
 */
export async function loadEveryPage<L extends { totalPages: number }, T>(
  loadPage: (query: { page: number; limit: number }) => Promise<ApiResult<L>>,
  itemsOf: (list: L) => T[],
): Promise<ApiResult<T[]>> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const result = await loadPage({ page, limit: ALL_PAGE_LIMIT });
    if (!result.ok) return result;
    items.push(...itemsOf(result.data));
    if (page >= result.data.totalPages) return { ...result, data: items };
  }
}

/** Items whose given fields contain the search text (case-insensitive); an empty search keeps all. */
export function matchesSearch<T>(items: readonly T[], search: string, fields: readonly (keyof T)[]): T[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...items];
  return items.filter((item) =>
    fields.some((f) =>
      String(item[f] ?? '')
        .toLowerCase()
        .includes(term),
    ),
  );
}

/** Newest first (dates are ms since the epoch). */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => number): T[] {
  return [...items].sort((a, b) => dateOf(b) - dateOf(a));
}

/** A date as a sortable, spreadsheet-friendly day: 2026-03-02. */
export function isoDay(ms: number): string {
  return dayjs(ms).format('YYYY-MM-DD');
}

/** Replaces the item with the same `_id` (after a toggle or an edit). */
export function replaceById<T extends { _id: string }>(items: readonly T[], next: T): T[] {
  return items.map((item) => (item._id === next._id ? next : item));
}

// ─── Show-flag toggles (spec 000 §4) ─────────────────────────────────────────

/** What has a show flag: the three photo items and the feedback. */
export type ShownKind = 'news' | 'gallery' | 'staff' | 'feedback';

/** The toggle button's label: what it will do. */
export function toggleLabel({ messages }: Texts, kind: ShownKind, show: boolean): string {
  return {
    news: show ? messages.makeGarbage : messages.makeLive,
    gallery: show ? messages.unsetLandingPage : messages.setLandingPage,
    staff: show ? messages.unsetFromFront : messages.setInFront,
    feedback: show ? messages.unsetFeedback : messages.setFeedback,
  }[kind];
}

/** The status chip's text: what is true now. */
export function statusText({ messages }: Texts, kind: ShownKind, show: boolean): string {
  return {
    news: show ? messages.statusLive : messages.statusGarbage,
    gallery: show ? messages.statusOnLanding : messages.statusOffLanding,
    staff: show ? messages.statusInFront : messages.statusNotInFront,
    feedback: show ? messages.statusFeedbackSet : messages.statusFeedbackUnset,
  }[kind];
}

// ─── Excel exports (news.xlsx, galleries.xlsx, feedbacks.xlsx, messages.xlsx) ──
// The tables export their own columns (DataTable); the feedback cards export these.

export const EXPORT_FILE = { news: 'news.xlsx', gallery: 'galleries.xlsx', feedback: 'feedbacks.xlsx', staff: 'messages.xlsx' } as const;

/** The feedback export's columns, headed in the reader's language. */
export const feedbackExportColumns = (t: Texts): ExportColumn<Feedback>[] => [
  { header: t.messages.fullNameLabel, value: (f) => f.fullName },
  { header: t.messages.emailLabel, value: (f) => f.email },
  { header: t.messages.feedbackLabel, value: (f) => f.feedback },
  { header: t.messages.dateLabel, value: (f) => isoDay(f.date) },
  { header: t.messages.statusLabel, value: (f) => statusText(t, 'feedback', f.show) },
];
