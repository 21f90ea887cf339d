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
  return { get: (path: string) => send('GET', path), post: (path: string, body: unknown) => send('POST', path, body) };
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
