import type { FastifyRequest } from 'fastify';
import { type ErrorCode, type RosterCheck, type RosterImportResponse, type RosterIssue } from '@school/api/schemas';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import type { AuthUser } from '../../auth/guard';
import { temporaryCredentials, type Credentials } from '../../accounts/service';
import { HttpError } from '../../http/errors';
import { isUniqueViolation } from '../../http/db-errors';
import { fill } from '../../lib/text';
import { applyPlan } from './apply';
import { planImport, type Plan } from './plan';
import { issue, readRosterSet, type RosterSet } from './read';
import { loadSchool } from './state';
import { readZip, type ZipProblem } from './zip';

// ─── The import's steps: the upload, the check, the write ───────────────────────────────────

const MB = 1024 * 1024;
/** What an uploaded OneRoster zip may be: 20 MB, unpacking to 100 MB at most, 64 entries. */
export const ROSTER_LIMITS = { maxZipBytes: 20 * MB, maxInflatedBytes: 100 * MB, maxEntries: 64 };
/** The issues a refusal lists; the rest are counted. */
const LISTED = 200;

/** A refused zip: 400 with each problem's file, line and column in `errors`. */
export class RosterRefusal extends HttpError {
  constructor(
    public readonly issues: RosterIssue[],
    message = fill(messages.rosterInvalid, { count: issues.length }),
    code?: ErrorCode,
  ) {
    super(400, message, code);
  }

  /** The body: the summary, the listed issues (and a last one counting those not listed). */
  get body() {
    const listed = this.issues.slice(0, LISTED);
    if (this.issues.length > LISTED)
      listed.push(issue('', null, null, fill(messages.rosterMoreErrors, { count: this.issues.length - LISTED })));
    return { error: this.message, errors: listed, code: this.code };
  }
}

function zipRefusal(file: string, problem: ZipProblem, entry?: string): RosterRefusal {
  const texts: Record<ZipProblem, string> = {
    tooLarge: fill(messages.rosterTooLarge, { mb: ROSTER_LIMITS.maxZipBytes / MB }),
    bomb: fill(messages.rosterBomb, { mb: ROSTER_LIMITS.maxInflatedBytes / MB, file: entry ?? '' }),
    tooManyEntries: fill(messages.rosterTooManyEntries, { count: ROSTER_LIMITS.maxEntries }),
    notZip: messages.rosterNotZip,
    corrupt: messages.rosterCorrupt,
    nested: fill(messages.rosterNested, { file: entry ?? '' }),
  };
  const text = texts[problem];
  return new RosterRefusal(
    [issue(file, null, null, text)],
    text,
    problem === 'tooLarge' || problem === 'bomb' ? 'too_large' : 'invalid_input',
  );
}

/** The checked files of the request's zip (multipart field `file`), read as it arrives. */
export async function readUpload(req: FastifyRequest): Promise<RosterSet> {
  if (!req.isMultipart()) throw new RosterRefusal([issue('', null, null, messages.rosterNoFile)], messages.rosterNoFile);
  const options = {
    // One byte past the cap tells "too large" from "exactly the cap"; the rest is drained unread.
    limits: { fileSize: ROSTER_LIMITS.maxZipBytes + 1, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  };
  let read: Awaited<ReturnType<typeof readZip>> | null = null;
  let name = 'upload.zip';
  for await (const part of req.parts(options as Parameters<FastifyRequest['parts']>[0])) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file' || read) {
      part.file.resume();
      continue;
    }
    name = (part.filename || name).slice(0, 255);
    read = await readZip(part.file, ROSTER_LIMITS);
  }
  if (!read) throw new RosterRefusal([issue('', null, null, messages.rosterNoFile)], messages.rosterNoFile);
  if (!read.ok) throw zipRefusal(name, read.problem, read.name);
  const checked = readRosterSet(read.entries);
  if (!checked.ok) throw new RosterRefusal(checked.issues);
  return checked.set;
}

/** POST roster/import/check: what the import would do, or every problem; writes nothing. */
export async function checkRoster(db: Db, auth: AuthUser, set: RosterSet): Promise<RosterCheck> {
  const planned = planImport(set, auth, await loadSchool(db));
  if (!planned.ok) throw new RosterRefusal(planned.issues);
  return { message: messages.rosterChecked, counts: planned.counts, warnings: planned.warnings };
}

const passwordsFor = (plan: Plan, have: Credentials[]) =>
  Promise.all(plan.newUsers.slice(have.length).map(() => temporaryCredentials())).then((more) => [...have, ...more]);

/**
 * POST roster/import: all or nothing, in one transaction that reads the school again (what another
 * writer changed since the check counts). New accounts get temporary passwords (hashed before the
 * transaction; argon2id is the slow part).
 */
export async function importRoster(db: Db, auth: AuthUser, set: RosterSet, now: Date): Promise<RosterImportResponse> {
  const first = planImport(set, auth, await loadSchool(db));
  if (!first.ok) throw new RosterRefusal(first.issues);
  let credentials = await passwordsFor(first.plan, []);
  try {
    return await db.transaction(async (tx) => {
      const planned = planImport(set, auth, await loadSchool(tx as unknown as Db));
      if (!planned.ok) throw new RosterRefusal(planned.issues);
      credentials = await passwordsFor(planned.plan, credentials);
      const accounts = await applyPlan(tx as unknown as Db, planned.plan, credentials, now);
      return { message: messages.rosterImported, counts: planned.counts, warnings: planned.warnings, accounts };
    });
  } catch (err) {
    // Another writer took an email or an ID meanwhile: a clear 400, nothing written.
    if (isUniqueViolation(err))
      throw new RosterRefusal([issue('users.csv', null, null, messages.recordConflict)], messages.recordConflict, 'conflict');
    throw err;
  }
}
