import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { solidPng } from '../../src/seed/images';
import { DEMO_PASSWORD, useTestApp } from '../helpers';
import { listen } from '../live';
import { HEAVY_TEST_MS } from '../timeouts';

// ─── A client built from the description alone (issue 37) ────────────────────────────────────
// As a third-party developer would: openapi-typescript turns /api/openapi.json into types (in a
// temporary folder), the tour below is type-checked against them with tsc (a wrong path, body or
// parameter name fails here), then run with openapi-fetch against the app listening on a port:
// sign in, page students, news with a photo (multipart), a teacher's exam with a question and a
// figure, a student's exams, a file URL, the email inbox.

const t = useTestApp();
const repo = fileURLToPath(new URL('../../..', import.meta.url));

/** The tour: written only against the generated `paths` (./schema.ts) and openapi-fetch. */
const TOUR = String.raw`
import createClient from 'openapi-fetch';
import type { paths } from './schema';

/** Sends a body as multipart/form-data (file parts are Blobs, as the description types them). */
const form = (body: Record<string, unknown>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(body)) {
    if (v instanceof Blob) fd.append(k, v, k + '.png');
    else if (v !== undefined) fd.append(k, String(v));
  }
  return fd;
};

export async function tour(baseUrl: string, password: string, now: Date, png: Blob) {
  const log: string[] = [];
  const api = createClient<paths>({ baseUrl });
  const signIn = async (ID: string) => {
    const { data, error } = await api.POST('/api/login', { body: { ID, password } });
    if (!data) throw new Error('login ' + ID + ': ' + JSON.stringify(error));
    return { headers: { Authorization: 'Bearer ' + data.token }, user: data.user, token: data.token };
  };

  // An admin signs in and pages the students.
  const admin = await signIn('AD-0001');
  const students = await api.GET('/api/getstudents', { params: { query: { page: 1, limit: 5 } }, headers: admin.headers });
  if (!students.data) throw new Error('getstudents: ' + JSON.stringify(students.error));
  log.push('students ' + students.data.students.length + ' of ' + students.data.totalItems);

  // News with a photo, multipart.
  const news = await api.POST('/api/addnews', {
    headers: admin.headers,
    body: { title: 'Tour news', description: 'Made by a generated client.', content: '<p>Hello</p>', photo: png },
    bodySerializer: form,
  });
  if (!news.data) throw new Error('addnews: ' + JSON.stringify(news.error));
  log.push('news ' + news.data.news.title + ' photo ' + (news.data.news.photo ? 'yes' : 'no'));

  // Its photo, a file URL: the token is a path parameter.
  const photo = await api.GET('/api/news/{photo}/{token}', {
    params: { path: { photo: news.data.news.photo!, token: admin.token } },
    parseAs: 'blob',
  });
  if (!photo.data) throw new Error('news photo: ' + photo.response.status);
  log.push('file ' + photo.response.headers.get('content-type') + ' ' + photo.data.size);

  // A teacher's exam for a course they teach, with a question and a figure.
  const teacher = await signIn('TE-0001');
  const courses = await api.GET('/api/gradereportcourses/{teacher_id}', {
    params: { path: { teacher_id: teacher.user._id } },
    headers: teacher.headers,
  });
  if (!courses.data) throw new Error('gradereportcourses: ' + JSON.stringify(courses.error));
  // The newest period's sections and courses the teacher teaches (the exam is for all of them).
  const periods = courses.data.courses.map((c) => c.academic_period.startDate).sort();
  const current = courses.data.courses.filter((c) => c.academic_period.startDate === periods[periods.length - 1]);
  const minutes = (m: number) => new Date(now.getTime() + m * 60_000).toISOString();
  const exam = await api.POST('/api/exam', {
    headers: teacher.headers,
    body: {
      title: 'Tour quiz',
      start_time: minutes(-5),
      end_time: minutes(120),
      duration: 30,
      total_marks: 10,
      ID: teacher.user.ID,
      sectioninfo: current.map((c) => ({ section_id: c.section._id, course_id: c.course._id })),
    },
  });
  if (!exam.data) throw new Error('exam: ' + JSON.stringify(exam.error));
  const examId = exam.data.exam_id;
  const question = await api.POST('/api/question/{exam_id}', {
    params: { path: { exam_id: examId } },
    headers: teacher.headers,
    body: { text: 'What is 1/2 + 1/4?', type: 'multiple-choice', options: ['1/4', '3/4'], correctAnswer: '3/4', exam_id: examId },
  });
  if (!question.data) throw new Error('question: ' + JSON.stringify(question.error));
  const figure = await api.POST('/api/examfig/{id}/{exam_id}', {
    params: { path: { id: teacher.user._id, exam_id: examId } },
    headers: teacher.headers,
    body: { figureNumber: 1, description: 'A pie cut in four.', image: png },
    bodySerializer: form,
  });
  if (!figure.data) throw new Error('examfig: ' + JSON.stringify(figure.error));
  log.push('exam questions ' + figure.data.exam.questions.length + ' figures ' + figure.data.exam.figures.length);

  // The student of that section sees the exam among theirs, and reads their inbox.
  const student = await signIn('ST-0001');
  const mine = await api.GET('/api/examsforstudent/{id}', { params: { path: { id: student.user._id } }, headers: student.headers });
  if (!mine.data) throw new Error('examsforstudent: ' + JSON.stringify(mine.error));
  log.push('student sees the exam ' + mine.data.exams.some((e) => e._id === examId));
  const inbox = await api.GET('/api/emails', { params: { query: { folder: 'inbox' } }, headers: student.headers });
  if (!inbox.data) throw new Error('emails: ' + JSON.stringify(inbox.error));
  log.push('inbox ' + inbox.data.emails.length + ' of ' + inbox.data.inbox.total);

  // A refusal is typed too: the error contract.
  const refused = await api.GET('/api/getstudents', { params: { query: { page: 1, limit: 5 } }, headers: student.headers });
  log.push('refused ' + refused.response.status + ' ' + (refused.error as { code?: string } | undefined)?.code);
  return log;
}
`;

/** Types for the file parts and file answers: a Blob (openapi-typescript's documented transform). */
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

describe('a client generated from /api/openapi.json', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'generated-client-'));
    // The generated client's dependencies (openapi-fetch) resolve from the repository's modules.
    await symlink(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('type-checks a tour against the generated types and runs it against the server', { timeout: HEAVY_TEST_MS }, async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const ast = await openapiTS(res.json(), {
      transform: (schema) => (typeof schema === 'object' && 'contentMediaType' in schema && schema.contentMediaType ? BLOB : undefined),
    });
    const types = astToString(ast);
    await writeFile(path.join(dir, 'schema.ts'), types);
    await writeFile(path.join(dir, 'tour.ts'), TOUR);
    await writeFile(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2023', 'DOM'],
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: ['tour.ts'],
      }),
    );
    // A path, a parameter or a body field the description does not have fails the compile.
    const tsc = path.join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
    const compiled = await promisify(execFile)(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.json')]).catch(
      (err: { stdout?: string }) => ({ stdout: err.stdout ?? 'tsc failed' }),
    );
    expect(compiled.stdout).toBe('');

    const baseUrl = await listen(t.app);
    const { tour } = (await import(pathToFileURL(path.join(dir, 'tour.ts')).href)) as {
      tour: (baseUrl: string, password: string, now: Date, png: Blob) => Promise<string[]>;
    };
    const png = new Blob([new Uint8Array(solidPng(8, 6, [10, 120, 200]))], { type: 'image/png' });
    const log = await tour(baseUrl, DEMO_PASSWORD, t.config.now(), png);
    expect(log).toEqual([
      expect.stringMatching(/^students 5 of \d+$/),
      'news Tour news photo yes',
      expect.stringMatching(/^file image\/png \d+$/),
      'exam questions 1 figures 1',
      'student sees the exam true',
      expect.stringMatching(/^inbox \d+ of \d+$/),
      'refused 403 forbidden',
    ]);
  });
});
