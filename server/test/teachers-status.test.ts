import { teacherListSchema } from '@school/api/schemas';
import { currentTerm } from '../src/db/current-term';
import { bearer, useTestApp } from './helpers';

// getteachers/{period}?status=active|frozen (issue 22, docs/decisions/0110-one-teacher-picker-that-searches-on-the-server-20-at-a-time.md): the shared
// TeacherPicker asks the server for the active teachers instead of dropping frozen ones itself.
const t = useTestApp();
let admin = '';
let periodId = '';
const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/getteachers/${periodId}?${query}`, headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return teacherListSchema.parse(res.json());
};
const freeze = (ID: string, status: boolean) =>
  t.app.inject({ method: 'PUT', url: '/api/freezteacher', headers: bearer(admin), payload: { ID, status } });

beforeAll(async () => {
  admin = await t.login('AD-0001');
  periodId = (await currentTerm(t.database.db, t.config.now()))!.id;
});

describe('GET getteachers status filter', () => {
  it('lists only the active or only the frozen teachers, counted and paged on the server', async () => {
    const everyone = await list('all=true&limit=all');
    expect(everyone.teachers.every((x) => x.status)).toBe(true);
    expect((await freeze('TE-0002', false)).statusCode).toBe(200);
    try {
      const active = await list('all=true&status=active&limit=all');
      expect(active.totalItems).toBe(everyone.totalItems - 1);
      expect(active.teachers.map((x) => x.ID)).not.toContain('TE-0002');
      expect(active.teachers.every((x) => x.status)).toBe(true);

      const frozen = await list('all=true&status=frozen&page=1&limit=20');
      expect(frozen).toMatchObject({ totalItems: 1, totalPages: 1 });
      expect(frozen.teachers.map((x) => [x.ID, x.status])).toEqual([['TE-0002', false]]);

      // With a search, and the first page of 20 as the picker asks it.
      const term = await list('all=true&status=active&searchTerm=TE-000&page=1&limit=20');
      expect(term.teachers.map((x) => x.ID)).not.toContain('TE-0002');
      expect(term.teachers.length).toBe(Math.min(20, term.totalItems));
      const none = await list('all=true&status=frozen&searchTerm=TE-0001');
      expect(none).toEqual({ teachers: [], totalItems: 0, totalPages: 0 });
      // The period's own list (without all) takes the filter too.
      const period = await list('status=active&limit=all');
      expect(period.teachers.map((x) => x.ID)).not.toContain('TE-0002');
    } finally {
      await freeze('TE-0002', true);
    }
    expect((await list('all=true&status=frozen&limit=all')).totalItems).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: `/api/getteachers/${periodId}?status=gone`, headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
  });
});
