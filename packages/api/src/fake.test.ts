import { describe, expect, it } from 'vitest';
import { createFakeApi, fakeOk } from './fake';

describe('createFakeApi', () => {
  it('answers with the given methods and names the ones a test forgot', async () => {
    const api = createFakeApi({ public: { data: async () => fakeOk({ courses: 1, approvedStudents: 2, teachers: 3, grades: 4 }) } });
    expect(await api.public.data()).toMatchObject({ ok: true, data: { teachers: 3 } });
    expect(await api.dashboard.admin()).toEqual({ ok: false, status: 501, error: 'not faked: dashboard.admin' });
  });
});
