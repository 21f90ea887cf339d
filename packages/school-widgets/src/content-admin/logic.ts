import dayjs from 'dayjs';
import { messages, type ApiResult, type Feedback } from '@school/api';
import type { ExportColumn } from '@school/ui';

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

/** The toggle button's label: what it will do. */
export const toggleLabel = {
  news: (show: boolean) => (show ? messages.makeGarbage : messages.makeLive),
  gallery: (show: boolean) => (show ? messages.unsetLandingPage : messages.setLandingPage),
  staff: (show: boolean) => (show ? messages.unsetFromFront : messages.setInFront),
  feedback: (show: boolean) => (show ? messages.unsetFeedback : messages.setFeedback),
} as const;

/** The status chip's text: what is true now. */
export const statusText = {
  news: (show: boolean) => (show ? messages.statusLive : messages.statusGarbage),
  gallery: (show: boolean) => (show ? messages.statusOnLanding : messages.statusOffLanding),
  staff: (show: boolean) => (show ? messages.statusInFront : messages.statusNotInFront),
  feedback: (show: boolean) => (show ? messages.statusFeedbackSet : messages.statusFeedbackUnset),
} as const;

// ─── Excel exports (news.xlsx, galleries.xlsx, feedbacks.xlsx, messages.xlsx) ──
// The tables export their own columns (DataTable); the feedback cards export these.

export const EXPORT_FILE = { news: 'news.xlsx', gallery: 'galleries.xlsx', feedback: 'feedbacks.xlsx', staff: 'messages.xlsx' } as const;

export const feedbackExportColumns: ExportColumn<Feedback>[] = [
  { header: messages.fullNameLabel, value: (f) => f.fullName },
  { header: messages.emailLabel, value: (f) => f.email },
  { header: messages.feedbackLabel, value: (f) => f.feedback },
  { header: messages.dateLabel, value: (f) => isoDay(f.date) },
  { header: messages.statusLabel, value: (f) => statusText.feedback(f.show) },
];
