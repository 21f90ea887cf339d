import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseURL, DEMO_PASSWORD } from './harness';

// The tests' direct line to the server under test: sign in for a token, call the API as someone,
// and hand data from one test file to a later one of the same run.

/** A JSON answer as the tests read it. */
export type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Signs in through the API; a refused sign-in fails the test at once, with the server's reason. */
export async function apiToken(ID: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ID, password }),
  });
  const body = (await res.json()) as { token?: string; error?: string };
  if (!body.token) throw new Error(`${ID} could not sign in: ${res.status} ${body.error ?? ''}`);
  return body.token;
}

/**
 * An entrance exam by TE-0001 for Grade 8, open from ten minutes ago for an hour, with one
 * multiple-choice question, assigned to `applicant` by AD-0001. Answers the exam's and the question's ids.
 */
export async function entranceExamFor(
  applicant: string,
  exam: { title: string; description: string },
  question: { text: string; options: string[]; correctAnswer: string },
  /** More fields of the exam (e.g. termination_level). @default {} */
  over: Record<string, unknown> = {},
) {
  const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
  const te = apiAs(await apiToken('TE-0001'));
  const created = await te.post('exam', {
    ...exam,
    start_time: minutesFromNow(-10),
    end_time: minutesFromNow(60),
    duration: 30,
    total_marks: 10,
    caution: '',
    can_be_used_as_mock: false,
    is_entrance: true,
    grade_name: 'Grade 8',
    sectioninfo: [],
    ID: 'TE-0001',
    ...over,
  });
  if (created.status !== 201) throw new Error(`the entrance exam was refused: ${JSON.stringify(created.body)}`);
  const examId: string = created.body.exam_id;
  const q = await te.post(`question/${examId}`, { ...question, type: 'multiple-choice', ID: 'TE-0001', exam_id: examId });
  if (q.status !== 201) throw new Error(`the question was refused: ${JSON.stringify(q.body)}`);
  const link = await apiAs(await apiToken('AD-0001')).post('createenterancelink', {
    student_id: applicant,
    exam_id: examId,
    grade_name: 'Grade 8',
  });
  if (link.status !== 201) throw new Error(`the entrance link was refused: ${JSON.stringify(link.body)}`);
  return { examId, questionId: q.body.exam.questions[0]._id as string };
}

/** Calls the API with a bearer token; each call answers its status and JSON body. */
export function apiAs(bearer: string) {
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseURL}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Body };
  };
  return {
    get: (path: string) => send('GET', path),
    post: (path: string, body: unknown) => send('POST', path, body),
    delete: (path: string) => send('DELETE', path),
  };
}

// One file per run (scripts/e2e.mjs gives every run its own secret) and name.
const handoffFile = (name: string) => join(tmpdir(), `school-e2e-${(process.env.E2E_JWT_SECRET ?? 'local').slice(0, 16)}-${name}.json`);

/** Data a test file leaves for a later file of the same run (the run's order: vitest.config.ts). */
export const handoff = {
  write(name: string, data: unknown) {
    writeFileSync(handoffFile(name), JSON.stringify(data));
  },
  read<T>(name: string, writer: string): T {
    try {
      return JSON.parse(readFileSync(handoffFile(name), 'utf8')) as T;
    } catch {
      throw new Error(`No '${name}' from ${writer} in this run: run that file first (npm run test:e2e runs it first).`);
    }
  },
};
