import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { amMessages, messages, type MessageKey } from '@school/api/schemas';
import { notificationRecipients, notifications, teacherSections, users } from '../src/db/schema';
import { fillIn, inLanguage, languageFromHeader, messages as readerMessages } from '../src/i18n';
import { bearer, DEMO_PASSWORD, useTestApp } from './helpers';
import { multipart, type Parts } from './multipart';
import { solidPng } from '../src/seed/images';
import { PDF } from './teaching-helpers';
import { caller, teachingIds } from './teaching-helpers';
import { buildExam, examIds, start } from './exams-helpers';

// ─── The server's own texts in the reader's language (issue 38) ──────────────────────────────
// A signed-in person reads the server in their stored language (users.language), a visitor in
// their Accept-Language; the error `code` is the same in every language (clients branch on it).

const t = useTestApp();
const am = amMessages as Record<MessageKey, string>;
const AMHARIC = { 'accept-language': 'am-ET,am;q=0.9,en;q=0.5' };

const setLanguage = (ID: string, language: 'en' | 'am') => t.database.db.update(users).set({ language }).where(eq(users.ID, ID));
const login = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, headers });

describe('the reader’s language', () => {
  it('is the best of ours in Accept-Language, else English', () => {
    expect(languageFromHeader('am-ET,am;q=0.9,en;q=0.8')).toBe('am');
    expect(languageFromHeader('en-US,am;q=0.9')).toBe('en');
    expect(languageFromHeader('fr-FR, am;q=0.4, en;q=0.3')).toBe('am');
    expect(languageFromHeader('am;q=0, en')).toBe('en');
    expect(languageFromHeader('de, fr')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });

  it('formats ICU plurals by each language’s rules through FormatJS, and leaves a year as written', () => {
    // Amharic's CLDR `one` is 0 and 1; English's is 1 only.
    const text = '{count, plural, one {# item} other {# items}} in {year}';
    expect(inLanguage('en', () => fillIn(text, { count: 0, year: 2026 }))).toBe('0 items in 2026');
    expect(inLanguage('am', () => fillIn(text, { count: 0, year: 2026 }))).toBe('0 item in 2026');
    expect(inLanguage('am', () => readerMessages.accountFrozen)).toBe(am.accountFrozen);
    expect(readerMessages.accountFrozen).toBe(messages.accountFrozen); // no reader: English
  });

  it('every catalogue text is a valid ICU message in both languages', () => {
    const values = new Proxy({}, { get: () => 1, has: () => true }) as Record<string, number>;
    for (const [key, text] of [...Object.entries(messages), ...Object.entries(am)]) {
      const names = [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]!);
      const filled = fillIn(text, Object.fromEntries(names.map((n) => [n, values[n]!])), /[ሀ-፼]/.test(text) ? 'am' : 'en');
      expect(filled, key).not.toMatch(/\{\w+\}/);
    }
  });
});

describe('errors (auth area)', () => {
  it('a visitor reads a refused sign-in in Amharic with Accept-Language: am; the code is the same', async () => {
    const english = await login({ ID: 'ST-0001', password: 'wrong-password' });
    const amharic = await login({ ID: 'ST-0001', password: 'wrong-password' }, AMHARIC);
    expect(english.statusCode).toBe(amharic.statusCode);
    expect(english.json()).toMatchObject({ error: messages.wrongCredentials, code: 'wrong_credentials' });
    expect(amharic.json()).toMatchObject({ error: am.wrongCredentials, errors: [am.wrongCredentials], code: 'wrong_credentials' });
    expect(amharic.headers.vary).toMatch(/Accept-Language/);
  });

  it('validation texts, a schema’s own and the generic ones, arrive in Amharic', async () => {
    const res = await login({ password: DEMO_PASSWORD }, AMHARIC);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_input');
    expect(res.json().error).toMatch(/[ሀ-፼]/);
    expect(res.json().error).not.toMatch(/required/i);
  });

  it('a signed-in person reads their stored language, whatever the browser sends', async () => {
    await setLanguage('ST-0001', 'am');
    try {
      const st = await t.login('ST-0001');
      // A student may not read the admins' list: the refusal is theirs to read, in Amharic.
      const refused = await t.app.inject({ method: 'GET', url: '/api/getstudents', headers: bearer(st) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: am.forbidden, code: 'forbidden' });
      // An English reader asking in Amharic still reads English: the stored choice wins.
      const te = await t.login('TE-0003');
      const english = await t.app.inject({ method: 'GET', url: '/api/getstudents', headers: { ...bearer(te), ...AMHARIC } });
      expect(english.json()).toMatchObject({ error: messages.forbidden, code: 'forbidden' });
    } finally {
      await setLanguage('ST-0001', 'en');
    }
  });

  it('an expired session says so in the person’s language, with its code', async () => {
    await setLanguage('FA-0001', 'am');
    const token = await t.login('FA-0001');
    t.clock.offsetMs = 10 * 3600_000 + 1;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
      expect(res.statusCode).toBe(440);
      expect(res.json()).toMatchObject({ error: am.sessionExpired, code: 'session_expired' });
    } finally {
      t.clock.offsetMs = 0;
      await setLanguage('FA-0001', 'en');
    }
  });
});

describe('grade reports: answers and notifications', () => {
  let ids: Awaited<ReturnType<typeof teachingIds>>;
  beforeAll(async () => {
    ids = await teachingIds(t);
  });

  it('the release answers the Amharic owner in Amharic; each family member is told in their own language', async () => {
    await setLanguage('TE-0001', 'am');
    await setLanguage('ST-0001', 'am');
    try {
      const te1 = caller(t, await t.login('TE-0001'));
      const mark = await te1.post('gradereportstudent', {
        teacherInSection_id: await mathSlot(),
        student_id: ids.st1.studentId,
        finalExam: 30,
      });
      expect(mark.statusCode, mark.body).toBeLessThan(300);
      const res = await te1.post('changegradevisibilitystatus', { section_id: ids.grade7A, isVisible: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: am.visibilityChanged, isVisible: true });

      const [fa1] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.ID, 'FA-0001'));
      const told = await t.database.db
        .select({ userId: notificationRecipients.userId, title: notifications.title, message: notifications.message })
        .from(notificationRecipients)
        .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
        .where(
          and(
            inArray(notificationRecipients.userId, [ids.st1.userId, fa1.id]),
            inArray(notifications.title, [messages.reportReleasedTitle, am.reportReleasedTitle]),
          ),
        );
      // The student (Amharic) and the parent (English) each once, in their language.
      expect(told.filter((n) => n.userId === ids.st1.userId).map((n) => n.title)).toEqual([am.reportReleasedTitle]);
      expect(told.find((n) => n.userId === ids.st1.userId)!.message).toContain('Grade 7 A');
      expect(told.filter((n) => n.userId === fa1.id).map((n) => n.title)).toEqual([messages.reportReleasedTitle]);
      expect(told.find((n) => n.userId === fa1.id)!.message).toMatch(/released/);

      // Read through the API, the notification is the reader's.
      const list = await caller(t, await t.login('ST-0001')).get('notifications');
      expect(JSON.stringify(list.json())).toContain(am.reportReleasedTitle);
    } finally {
      await setLanguage('TE-0001', 'en');
      await setLanguage('ST-0001', 'en');
    }
  });

  async function mathSlot() {
    const [row] = await t.database.db
      .select({ id: teacherSections.id })
      .from(teacherSections)
      .where(and(eq(teacherSections.sectionId, ids.grade7A), eq(teacherSections.courseId, ids.math)));
    return row.id;
  }
});

describe('exams: the integrity log', () => {
  it('a violation recorded from an Amharic page reads in the teacher’s language, and in Amharic for an Amharic reader', async () => {
    const ids = await examIds(t);
    const teToken = await t.login('TE-0001');
    const stToken = await t.login('ST-0001');
    const examId = await buildExam(t, ids, teToken, { termination_level: 0 });
    await start(t, stToken, 'ST-0001', examId);
    const st = caller(t, stToken);
    expect((await st.post('studentmistakes/', { exam_id: examId, name: am.violationRightClick, type: 1 })).statusCode).toBeLessThan(300);

    const takers = await caller(t, teToken).get(`studentstakeexam/TE-0001/${examId}`);
    const row = takers.json().students[0];
    expect(row.integrityLog.map((e: { name: string }) => e.name)).toEqual([messages.violationRightClick]);
    expect(row.stud_errors.map((e: { name: string }) => e.name)).toEqual([messages.violationRightClick]);

    await setLanguage('TE-0001', 'am');
    try {
      const again = await caller(t, await t.login('TE-0001')).get(`studentstakeexam/TE-0001/${examId}`);
      expect(again.json().students[0].integrityLog.map((e: { name: string }) => e.name)).toEqual([am.violationRightClick]);
    } finally {
      await setLanguage('TE-0001', 'en');
    }
  });
});

describe('admissions: the application form', () => {
  const fields = (email: string) =>
    Object.entries({
      firstName: 'Hana',
      middleName: 'Kebede',
      lastName: 'Alemu',
      age: '12',
      gender: 'female',
      birthPlace: 'Mizan Teferi',
      birthDate: '2014-03-05',
      email,
      password: 'Hana#Mizan26',
      conpassword: 'Hana#Mizan26',
      phoneNumber: '091-234-5678',
      motherFullName: 'Almaz Tesfaye',
      homeAddress: 'Kebele 02',
      emergencyContact: 'Almaz Tesfaye',
      emergencyPhoneNumber: '0912345679',
      previousSchoolAttended: 'Aman Primary',
      currentGradeLevel: 'Grade 6',
      avarageValue: '88.5',
      year: String(t.config.now().getFullYear()),
      semester: '1',
      classG: 'Grade 7',
    });
  const files: Parts = [
    ['profilePic', { filename: 'me.png', content: solidPng(8, 6, [10, 120, 200]), type: 'image/png' }],
    ['neccesseryDoc', { filename: 'report.pdf', content: PDF }],
  ];
  const register = (parts: Parts, headers: Record<string, string>) => {
    const body = multipart([...parts, ...files]);
    return t.app.inject({ method: 'POST', url: '/api/register', payload: body.payload, headers: { ...body.headers, ...headers } });
  };

  it('an applicant who applied in Amharic reads Amharic from the first sign-in; refusals of the form are Amharic', async () => {
    const refused = await register(
      fields('hana.am@example.et').filter(([k]) => k !== 'firstName'),
      AMHARIC,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/[ሀ-፼]/);

    const res = await register(fields('hana.am@example.et'), AMHARIC);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select({ ID: users.ID, language: users.language })
      .from(users)
      .where(eq(users.email, 'hana.am@example.et'));
    expect(row.language).toBe('am');
    const signedIn = await login({ ID: row.ID, password: 'Hana#Mizan26' });
    expect(signedIn.json().user).toMatchObject({ language: 'am' });

    const english = await register(fields('hana.en@example.et'), {});
    expect(english.statusCode, english.body).toBe(200);
    const [en] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.email, 'hana.en@example.et'));
    expect(en.language).toBe('en');
  });
});
