import { describe, expect, it, vi } from 'vitest';
import { fakeFail, fakeOk, loadCatalogue, type ApiResult } from '@school/api';
import { textsIn } from '../shared/intl';
import { adminFeedback } from './fixtures';
import {
  buildContentForm,
  feedbackExportColumns,
  isImageFile,
  isoDay,
  loadEveryPage,
  matchesSearch,
  replaceById,
  statusText,
  toggleLabel,
} from './logic';

const t = textsIn('en');

describe('buildContentForm', () => {
  const photo = new File(['png'], 'cat.png', { type: 'image/png' });

  it('holds the text fields and the photo on add, and no _id', () => {
    const form = buildContentForm({ fields: { title: 'T', description: 'D' }, photo });
    expect(form.get('title')).toBe('T');
    expect(form.get('description')).toBe('D');
    expect((form.get('photo') as File).name).toBe('cat.png');
    expect(form.has('_id')).toBe(false);
  });

  it('adds _id on edit and leaves the photo out when none was chosen', () => {
    const form = buildContentForm({ fields: { fullName: 'A', position: 'B', message: 'C' }, photo: null, id: 'm1' });
    expect(form.get('_id')).toBe('m1');
    expect(form.has('photo')).toBe(false);
    expect([...form.keys()]).toEqual(['fullName', 'position', 'message', '_id']);
  });
});

describe('isImageFile', () => {
  it('accepts image types only', () => {
    expect(isImageFile(new File([''], 'a.jpg', { type: 'image/jpeg' }))).toBe(true);
    expect(isImageFile(new File([''], 'a.pdf', { type: 'application/pdf' }))).toBe(false);
  });
});

describe('loadEveryPage', () => {
  it('reads pages of 100 until the last one', async () => {
    const loadPage = vi.fn(async ({ page }: { page: number; limit: number }) =>
      fakeOk({ items: [page * 10, page * 10 + 1], totalPages: 3 }),
    );
    const result = await loadEveryPage(loadPage, (l) => l.items);
    expect(result).toMatchObject({ ok: true, data: [10, 11, 20, 21, 30, 31] });
    expect(loadPage).toHaveBeenCalledTimes(3);
    expect(loadPage).toHaveBeenLastCalledWith({ page: 3, limit: 100 });
  });

  it('stops after one call when the list is empty (0 pages)', async () => {
    const loadPage = vi.fn(async () => fakeOk({ items: [] as number[], totalPages: 0 }));
    expect(await loadEveryPage(loadPage, (l) => l.items)).toMatchObject({ ok: true, data: [] });
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it('answers the first failure', async () => {
    const loadPage = vi
      .fn<(q: { page: number; limit: number }) => Promise<ApiResult<{ items: number[]; totalPages: number }>>>()
      .mockResolvedValueOnce(fakeOk({ items: [1], totalPages: 2 }))
      .mockResolvedValueOnce(fakeFail('poor connection', 0));
    expect(await loadEveryPage(loadPage, (l) => l.items)).toEqual({ ok: false, status: 0, error: 'poor connection', code: 'network' });
  });
});

describe('lists', () => {
  it('searches the given fields, case-insensitively', () => {
    expect(matchesSearch(adminFeedback, 'SOLOMON', ['fullName']).map((f) => f._id)).toEqual(['f2']);
    expect(matchesSearch(adminFeedback, 'sports', ['fullName', 'feedback']).map((f) => f._id)).toEqual(['f3']);
    expect(matchesSearch(adminFeedback, '  ', ['fullName'])).toHaveLength(4);
  });

  it('replaces an item by _id', () => {
    const next = { ...adminFeedback[1], show: true };
    expect(replaceById(adminFeedback, next)[1].show).toBe(true);
    expect(replaceById(adminFeedback, next)[0]).toBe(adminFeedback[0]);
  });
});

describe('toggle texts', () => {
  it('name what the button will do, and the status what is true', () => {
    expect([toggleLabel(t, 'news', false), toggleLabel(t, 'news', true)]).toEqual(['Make Live', 'Make Garbage']);
    expect([toggleLabel(t, 'gallery', false), toggleLabel(t, 'gallery', true)]).toEqual(['Set to landing page', 'Unset']);
    expect([toggleLabel(t, 'staff', false), toggleLabel(t, 'staff', true)]).toEqual(['Set in Front', 'Unset from Front']);
    expect([toggleLabel(t, 'feedback', false), toggleLabel(t, 'feedback', true)]).toEqual(['Set Feedback', 'Unset Feedback']);
    expect(statusText(t, 'news', true)).toBe('Live');
  });
  it('are said in the language they are given (issue 38)', async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect([toggleLabel(am, 'news', false), toggleLabel(am, 'news', true)]).toEqual(['ይፋ አድርግ', 'ወደ ቆሻሻ ውሰድ']);
    expect(statusText(am, 'news', true)).toBe('ይፋ');
    expect(statusText(am, 'feedback', false)).toBe('አይታይም');
    expect(feedbackExportColumns(am).map((c) => c.header)).toEqual(['ሙሉ ስም', expect.any(String), expect.any(String), 'ቀን', 'ሁኔታ']);
  });
});

describe('feedback export rows', () => {
  it('has name, email, text, day and status', () => {
    const row = feedbackExportColumns(t).map((c) => c.value(adminFeedback[1]));
    expect(feedbackExportColumns(t).map((c) => c.header)).toEqual(['Full name', 'Email', 'Feedback', 'Date', 'Status']);
    expect(row).toEqual([
      'Solomon Girma',
      'solomon@example.com',
      'The parent portal keeps us close.',
      isoDay(adminFeedback[1].date),
      'Not shown',
    ]);
    expect(isoDay(new Date(2026, 2, 2, 9).getTime())).toBe('2026-03-02');
  });
});
