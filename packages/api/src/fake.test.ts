import { describe, expect, it } from 'vitest';
import { createFakeApi, fakeOk } from './fake';

describe('createFakeApi', () => {
  it('answers with the given methods and names the ones a test forgot', async () => {
    const api = createFakeApi({ public: { data: async () => fakeOk({ courses: 1, approvedStudents: 2, teachers: 3, grades: 4 }) } });
    expect(await api.public.data()).toMatchObject({ ok: true, data: { teachers: 3 } });
    expect(await api.dashboard.admin()).toEqual({ ok: false, status: 501, error: 'not faked: dashboard.admin' });
  });
});

describe('createFakeApi with nested groups', () => {
  it('answers nested methods and names forgotten ones by their full path', async () => {
    const api = createFakeApi({ content: { news: { list: async () => fakeOk({ news: [], totalPages: 0, totalItems: 0 }) } } });
    expect(await api.content.news.list({})).toMatchObject({ ok: true, data: { totalPages: 0 } });
    expect(await api.content.news.get('x')).toEqual({ ok: false, status: 501, error: 'not faked: content.news.get' });
    expect(await api.content.gallery.listShown({})).toEqual({ ok: false, status: 501, error: 'not faked: content.gallery.listShown' });
    expect(await api.content.subscribe({ email: 'a@b.c' })).toEqual({ ok: false, status: 501, error: 'not faked: content.subscribe' });
  });
});
