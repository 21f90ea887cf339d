import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { messages } from '@school/api/schemas';
import { fileToken, noteServerDate } from '../../packages/api/src/client/file-signing';
import { signedFileUrl } from '../../packages/api/src/client/files';
import { news, sessions, storedFiles, students, users } from '../src/db/schema';
import { fileKeyOf, signFileToken } from '../src/auth/file-tokens';
import { redactUrl } from '../src/http/log';
import { assertApplicantQuota, bytesSentBy } from '../src/modules/admissions/applicationFiles';
import { solidPng } from '../src/seed/images';
import { DOC, DOCX, FAKE_DOCX, ZIP_AS_DOCX } from './file-fixtures';
import { bearer, createTestApp, TODAY, useTestApp, type TestContext } from './helpers';
import { multipart, type FilePart, type Parts } from './multipart';

const PNG = solidPng(8, 6, [10, 120, 200]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const nowMs = () => TODAY.getTime();
const sidOf = (jwt: string) => (JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as { sid: string }).sid;

const application = (email: string): Parts =>
  Object.entries({
    firstName: 'Liya',
    middleName: 'Bekele',
    lastName: 'Tadesse',
    age: '12',
    gender: 'female',
    birthPlace: 'Mizan Teferi',
    birthDate: '2014-03-05',
    email,
    password: 'Liya#Mizan26',
    conpassword: 'Liya#Mizan26',
    phoneNumber: '091-234-5678',
    motherFullName: 'Almaz Tesfaye',
    homeAddress: 'Kebele 02',
    emergencyContact: 'Almaz Tesfaye',
    emergencyPhoneNumber: '0912345679',
    previousSchoolAttended: 'Aman Primary',
    currentGradeLevel: 'Grade 6',
    avarageValue: '88.5',
    year: '2026',
    semester: '1',
    classG: 'Grade 7',
  });
const photo = (filename = 'me.png', content = PNG): FilePart => ({ filename, content, type: 'image/png' });
const doc = (filename: string, content: Buffer): [string, FilePart] => ['neccesseryDoc', { filename, content }];

function registerOn(t: TestContext, parts: Parts) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/register', payload, headers });
}

const t = useTestApp();
// The client takes the server's clock from its Date header; here the server's clock is the test's TODAY.
beforeAll(() => noteServerDate(TODAY.toUTCString()));
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  await mkdir(path.join(t.config.uploadDir, 'users'), { recursive: true });
  await writeFile(path.join(t.config.uploadDir, 'users', 'st-0001.png'), PNG);
  await writeFile(path.join(t.config.uploadDir, 'users', 'other.png'), PNG);
  await t.database.db.update(users).set({ photo: 'other.png' }).where(eq(users.ID, 'TE-0001'));
  await t.database.db
    .insert(storedFiles)
    .values({ kind: 'users', storedName: 'st-0001.png', originalName: 'Abebe at school ☀.png', size: PNG.length, mime: 'image/png' });
});

describe('signed file tokens', () => {
  it('the client signs a URL the server accepts; it holds no session token', async () => {
    const jwt = await t.login('ST-0001');
    const url = signedFileUrl('/api', 'users', 'st-0001.png', jwt);
    const token = url.split('/').pop()!;
    expect(url).not.toContain(jwt);
    expect(token).toMatch(new RegExp(`^${sidOf(jwt)}\\.\\d+\\.[A-Za-z0-9_-]{43}$`));
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    // the session row holds the key the client derived from its token
    const [row] = await t.database.db
      .select({ fileKey: sessions.fileKey })
      .from(sessions)
      .where(eq(sessions.id, sidOf(jwt)));
    expect(row.fileKey).toBe(fileKeyOf(jwt));
  });

  it('the URL stays the same within 5 minutes and lives 10 to 15 minutes', () => {
    const jwt = `x.${Buffer.from(JSON.stringify({ sid: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.y`;
    const at = Date.UTC(2026, 10, 22, 9, 1, 0);
    const a = fileToken(jwt, 'users/a.png', at)!;
    expect(fileToken(jwt, 'users/a.png', at + 60_000)).toBe(a);
    const exp = Number(a.split('.')[1]) * 1000;
    expect(exp - at).toBeGreaterThanOrEqual(10 * 60_000);
    expect(exp - at).toBeLessThanOrEqual(15 * 60_000);
    expect(fileToken(jwt, 'users/b.png', at)).not.toBe(a);
  });

  it('is bound to its file: another file, another record segment or a forged signature is 401', async () => {
    const jwt = await t.login('ST-0001');
    const token = fileToken(jwt, 'users/st-0001.png', nowMs())!;
    expect((await get(`/api/users/st-0001.png/${token}`)).statusCode).toBe(200);
    const other = await get(`/api/users/other.png/${token}`);
    expect(other.statusCode).toBe(401);
    expect(other.json()).toMatchObject({ error: messages.unauthorized });
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await get(`/api/users/st-0001.png/${forged}`)).statusCode).toBe(401);
    // the same file path under another route (students/) is another file
    expect((await get(`/api/students/st-0001.png/${token}`)).statusCode).not.toBe(200);
  });

  it('is bound to its session: signed with another key, or after logout, it is refused', async () => {
    const jwt = await t.login('ST-0001');
    const sid = sidOf(jwt);
    const otherJwt = await t.login('TE-0001');
    const exp = Math.floor(nowMs() / 1000) + 600;
    // the teacher's key signing for the student's session id
    const mixed = signFileToken(fileKeyOf(otherJwt), sid, exp, 'users/st-0001.png');
    expect((await get(`/api/users/st-0001.png/${mixed}`)).statusCode).toBe(401);
    const good = signFileToken(fileKeyOf(jwt), sid, exp, 'users/st-0001.png');
    expect((await get(`/api/users/st-0001.png/${good}`)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(jwt) });
    expect((await get(`/api/users/st-0001.png/${good}`)).statusCode).toBe(401);
  });

  it('answers 440 once its minutes are over, and refuses an expiry too far ahead', async () => {
    const jwt = await t.login('ST-0001');
    const token = fileToken(jwt, 'users/st-0001.png', nowMs())!;
    t.clock.offsetMs = 16 * 60_000;
    const late = await get(`/api/users/st-0001.png/${token}`);
    t.clock.offsetMs = 0;
    expect(late.statusCode).toBe(440);
    expect(late.json()).toMatchObject({ error: messages.sessionExpired });
    const far = signFileToken(fileKeyOf(jwt), sidOf(jwt), Math.floor(nowMs() / 1000) + 24 * 3600, 'users/st-0001.png');
    expect((await get(`/api/users/st-0001.png/${far}`)).statusCode).toBe(401);
  });

  it('old links with the session token keep working while the session lives, then 440', async () => {
    const jwt = await t.login('ST-0001');
    expect((await get(`/api/users/st-0001.png/${jwt}`)).statusCode).toBe(200);
    t.clock.offsetMs = 10 * 3600_000 + 1;
    const ended = await get(`/api/users/st-0001.png/${jwt}`);
    t.clock.offsetMs = 0;
    expect(ended.statusCode).toBe(440);
  });

  it('sessions made before file keys get theirs from their first call', async () => {
    const jwt = await t.login('ST-0001');
    await t.database.db
      .update(sessions)
      .set({ fileKey: null })
      .where(eq(sessions.id, sidOf(jwt)));
    // An old session is not the one this sign-in's guard remembers (issue 34): past its 10 s.
    t.clock.offsetMs += 11_000;
    // any call made with the session token (here an old-style file link)
    try {
      expect((await get(`/api/users/st-0001.png/${jwt}`)).statusCode).toBe(200);
    } finally {
      t.clock.offsetMs -= 11_000;
    }
    const [row] = await t.database.db
      .select({ fileKey: sessions.fileKey })
      .from(sessions)
      .where(eq(sessions.id, sidOf(jwt)));
    expect(row.fileKey).toBe(fileKeyOf(jwt));
  });

  it('the logger redacts file tokens and session tokens in file URLs', async () => {
    const jwt = await t.login('ST-0001');
    const token = fileToken(jwt, 'users/st-0001.png', nowMs())!;
    expect(redactUrl(`/api/users/st-0001.png/${token}`)).toBe('/api/users/st-0001.png/[redacted]');
    expect(redactUrl(`/api/assignments/a.pdf/abc/${jwt}`)).toBe('/api/assignments/a.pdf/abc/[redacted]');
    expect(redactUrl(`/api/users/st-0001.png/${token}`, '/api/users/:photo/:token')).not.toContain(token);

    const lines: string[] = [];
    const logged = await createTestApp({ logger: true, logStream: { write: (l) => void lines.push(l) } });
    try {
      const j = await logged.login('ST-0001');
      await logged.app.inject({ method: 'GET', url: `/api/users/nobody.png/${fileToken(j, 'users/nobody.png', nowMs())}` });
      await logged.app.inject({ method: 'GET', url: `/api/users/nobody.png/${j}` });
      const text = lines.join('\n');
      expect(text).toContain('/api/users/nobody.png/[redacted]');
      expect(text).not.toContain(j);
      expect(text).not.toContain(j.split('.')[2]);
      expect(text).not.toMatch(/[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}/);
    } finally {
      await logged.close();
    }
  });
});

describe('file response headers', () => {
  it('a private file: no-store, same-origin, named by its original name, never by the token', async () => {
    const jwt = await t.login('ST-0001');
    const res = await get(signedFileUrl('/api', 'users', 'st-0001.png', jwt));
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Opened on its own, the file's page runs nothing (issue 36): a sandboxed, script-less origin.
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*; sandbox$/);
    const cd = String(res.headers['content-disposition']);
    expect(cd).toContain('inline');
    expect(cd).toContain(`filename*=UTF-8''${encodeURIComponent('Abebe at school ☀.png')}`);
    expect(cd).toContain('filename="Abebe at school _.png"');
    expect(cd).not.toContain(sidOf(jwt));
  });

  it('without a recorded original name, the stored name', async () => {
    const jwt = await t.login('TE-0001');
    const res = await get(signedFileUrl('/api', 'users', 'other.png', jwt));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="other.png"; filename*=UTF-8''other.png`);
  });

  it('a shown news photo stays public and cross-origin (the CMS embed); a hidden one is private', async () => {
    const [item] = await t.database.db.select().from(news).where(eq(news.show, true)).limit(1);
    const shown = await get(`/api/news/${item.photo}/null`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(shown.headers['cache-control']).toMatch(/^public/);
    const [hidden] = await t.database.db.select().from(news).where(eq(news.show, false)).limit(1);
    if (hidden?.photo) {
      const admin = await t.login('AD-0001');
      const res = await get(signedFileUrl('/api', 'news', hidden.photo, admin));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('JSON with personal data is no-store; anonymous public reads are not', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { ID: 'AD-0001', password: 'Passw0rd!' } });
    expect(login.headers['cache-control']).toBe('no-store');
    const { token: admin, user } = login.json() as { token: string; user: { _id: string } };
    const own = await t.app.inject({ method: 'GET', url: `/api/users/${user._id}`, headers: bearer(admin) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    // an admin list, the second time from the in-process cache
    for (let i = 0; i < 2; i++) {
      const list = await t.app.inject({ method: 'GET', url: '/api/studenttobeapproved', headers: bearer(admin) });
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
    }
    const refused = await t.app.inject({ method: 'GET', url: `/api/users/${user._id}` });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const publicNews = await t.app.inject({ method: 'GET', url: '/api/getnews?show=true' });
    expect(publicNews.statusCode).toBe(200);
    expect(publicNews.headers['cache-control']).not.toBe('no-store');
  });
});

describe('upload types from the file itself', () => {
  it('refuses a PDF renamed .png as a photo and a zip or a fake package renamed .docx', async () => {
    const cases: [Parts, string][] = [
      [[['profilePic', photo('me.png', PDF)], doc('a.pdf', PDF)], messages.invalidPhoto],
      [[['profilePic', photo()], doc('report.docx', ZIP_AS_DOCX)], messages.invalidDocument],
      [[['profilePic', photo()], doc('report.docx', FAKE_DOCX)], messages.invalidDocument],
      [[['profilePic', photo()], doc('script.pdf', Buffer.from('<html><script>alert(1)</script></html>'))], messages.invalidDocument],
      [[['profilePic', photo()], doc('sheet.doc', Buffer.from('just text'))], messages.invalidDocument],
    ];
    for (const [files, error] of cases) {
      const before = await readdir(path.join(t.config.uploadDir, 'students')).catch(() => []);
      const res = await registerOn(t, [...application('types@example.et'), ...files]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(error);
      expect(await readdir(path.join(t.config.uploadDir, 'students')).catch(() => [])).toEqual(before);
    }
  });

  it('stores a real .docx and .doc under their detected types with their original names', async () => {
    const res = await registerOn(t, [
      ...application('real.docs@example.et'),
      ['profilePic', photo('Liya photo.png')],
      doc('Report card.docx', DOCX),
      doc('old.doc', DOC),
    ]);
    expect(res.statusCode).toBe(200);
    const [u] = await t.database.db.select().from(users).where(eq(users.email, 'real.docs@example.et'));
    const [record] = await t.database.db.select().from(students).where(eq(students.userId, u.id));
    expect(record.neccesseryDoc.map((n) => path.extname(n))).toEqual(['.docx', '.doc']);
    const admin = await t.login('AD-0001');
    const file = await get(signedFileUrl('/api', 'students', record.neccesseryDoc[0], admin));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('filename="Report card.docx"');
    expect(file.headers['cache-control']).toBe('no-store');
    // the files are the applicant's: they count against the application's total
    expect(await bytesSentBy(t.database.db, u.id)).toBe(PNG.length + DOCX.length + DOC.length);
  });
});

describe('application limits', () => {
  const small = {} as TestContext;
  beforeAll(async () => {
    Object.assign(
      small,
      await createTestApp({ applications: { requestMaxBytes: 64 * 1024, applicantMaxBytes: 128 * 1024, maxAgeDays: 90 } }),
    );
  });
  afterAll(async () => small.close?.());

  it('refuses an application whose files together pass the cap, keeping nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(40 * 1024)]);
    const before = await readdir(path.join(small.config.uploadDir, 'students'));
    const res = await registerOn(small, [...application('big@example.et'), ['profilePic', photo()], doc('a.pdf', big), doc('b.pdf', big)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: messages.uploadTotalTooLarge.replace('{mb}', '0') });
    expect(await readdir(path.join(small.config.uploadDir, 'students'))).toEqual(before);
    expect(await small.database.db.select().from(users).where(eq(users.email, 'big@example.et'))).toEqual([]);
    const ok = await registerOn(small, [...application('fits@example.et'), ['profilePic', photo()], doc('a.pdf', big)]);
    expect(ok.statusCode).toBe(200);
  });

  it('an applicant past their total is refused', async () => {
    const [u] = await small.database.db.select().from(users).where(eq(users.email, 'fits@example.et'));
    await expect(assertApplicantQuota(small.database.db, small.config, u.id)).resolves.toBeUndefined();
    // a file deleted since (its row left behind) weighs nothing
    const row = { kind: 'questionniare', originalName: 'x.pdf', size: 100 * 1024, mime: 'application/pdf', uploaderId: u.id };
    await small.database.db.insert(storedFiles).values({ ...row, storedName: 'gone.pdf' });
    await expect(assertApplicantQuota(small.database.db, small.config, u.id)).resolves.toBeUndefined();
    await mkdir(path.join(small.config.uploadDir, 'questionniare'), { recursive: true });
    await writeFile(path.join(small.config.uploadDir, 'questionniare', 'answer.pdf'), PDF);
    await small.database.db.insert(storedFiles).values({
      kind: 'questionniare',
      storedName: 'answer.pdf',
      originalName: 'answer.pdf',
      size: 100 * 1024,
      mime: 'application/pdf',
      uploaderId: u.id,
    });
    await expect(assertApplicantQuota(small.database.db, small.config, u.id)).rejects.toThrow(
      messages.applicantQuotaExceeded.replace('{mb}', '0'),
    );
  });

  it('the sweep deletes applications older than the set age with their files; approved students stay', async () => {
    const [u] = await small.database.db.select().from(users).where(eq(users.email, 'fits@example.et'));
    const [record] = await small.database.db.select().from(students).where(eq(students.userId, u.id));
    const approvedBefore = await small.database.db.select().from(students).where(eq(students.approved, true));

    small.clock.offsetMs = 89 * 86_400_000;
    expect((await small.app.jobs.runAll())['stale applications']).toBe(0);
    small.clock.offsetMs = 91 * 86_400_000;
    const swept = await small.app.jobs.runAll();
    small.clock.offsetMs = 0;
    expect(swept['stale applications']).toBeGreaterThanOrEqual(1);

    expect(await small.database.db.select().from(users).where(eq(users.id, u.id))).toEqual([]);
    expect(await small.database.db.select().from(students).where(eq(students.id, record.id))).toEqual([]);
    const left = await readdir(path.join(small.config.uploadDir, 'students'));
    for (const name of [record.profilePic!, ...record.neccesseryDoc]) expect(left).not.toContain(name);
    expect(await readdir(path.join(small.config.uploadDir, 'questionniare'))).not.toContain('answer.pdf');
    expect(await small.database.db.select().from(storedFiles).where(eq(storedFiles.uploaderId, u.id))).toEqual([]);
    expect(await small.database.db.select().from(students).where(eq(students.approved, true))).toHaveLength(approvedBefore.length);
  });
});
