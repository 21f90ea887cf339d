import { messages, userResponseSchema } from '@school/api/schemas';
import { bearer, useTestApp } from './helpers';

const t = useTestApp();
const get = async (as: string, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/users/${encodeURIComponent(id)}`, headers: bearer(await t.login(as)) });

describe('GET /api/users/:id', () => {
  it('a user reads their own profile by ID or _id', async () => {
    const res = await get('ST-0001', 'ST-0001');
    expect(res.statusCode).toBe(200);
    const { user } = userResponseSchema.parse(res.json());
    expect(user).toMatchObject({ ID: 'ST-0001', type: { name: 'student' }, section: 'Grade 7 A', gender: 'male', age: 12 });
    const byId = await get('ST-0001', user._id);
    expect(byId.json().user.ID).toBe('ST-0001');
  });

  it('a teacher profile lists the courses taught this period', async () => {
    const { user } = userResponseSchema.parse((await get('TE-0001', 'TE-0001')).json());
    expect(user.courses).toEqual(['ICT', 'Mathematics']);
  });

  it('a Family account lists and reads its linked child, not other students', async () => {
    const { user } = userResponseSchema.parse((await get('FA-0001', 'FA-0001')).json());
    expect(user.links.map((l) => l.ID)).toEqual(['ST-0001']);
    expect((await get('FA-0001', 'ST-0001')).statusCode).toBe(200);
    const other = await get('FA-0001', 'ST-0003');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: messages.forbidden });
  });

  it('a student cannot read another student or staff', async () => {
    expect((await get('ST-0001', 'ST-0003')).statusCode).toBe(403);
    expect((await get('ST-0001', 'TE-0001')).statusCode).toBe(403);
  });

  it('a teacher reads students of their sections only', async () => {
    expect((await get('TE-0001', 'ST-0001')).statusCode).toBe(200); // Grade 7 A: teaches and owns it
    const kg = (await get('AD-0001', 'ST-0001')).json(); // sanity: admins see it too
    expect(kg.user.section).toBe('Grade 7 A');
    // ST-0008 is a KG pupil (seed: 7th enrolled student); TE-0008 teaches Physical Education,
    // which starts at Grade 1, and owns Grade 8 A, so never had that child.
    expect((await get('AD-0001', 'ST-0008')).json().user.section).toBe('KG A');
    const outside = await get('TE-0008', 'ST-0008');
    expect(outside.statusCode).toBe(403);
    expect((await get('TE-0001', 'AD-0001')).statusCode).toBe(403);
  });

  it('admins read anyone; unknown ids are 404; no token 401; expired 440', async () => {
    expect((await get('SA-0001', 'TE-0002')).statusCode).toBe(200);
    const missing = await get('AD-0001', 'XX-0000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not found' });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/ST-0001' })).statusCode).toBe(401);
    const token = await t.login('AD-0001');
    t.clock.offsetMs = 10 * 3600_000 + 1;
    const res = await t.app.inject({ method: 'GET', url: '/api/users/ST-0001', headers: bearer(token) });
    t.clock.offsetMs = 0;
    expect(res.statusCode).toBe(440);
  });
});
