import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { rosterSourcedIds, type RosterKind } from '../../db/schema';

// ─── sourcedIds: ours, derived, or kept from another system (decision 0200) ──────────────────
// A record with a row of its own exports its id. A record we keep as a pair or have no row for
// (a class is a section and a course; a student's enrollment in a class) gets an id derived from
// the ids it is made of: a name-based UUID (RFC 9562 version 5) in the school's namespace, the
// same at every export. A record that came in by import exports the sourcedId it came with
// (roster_sourced_ids).

/** A version 5 UUID of `name` in the namespace `namespace` (a UUID). */
export function uuidV5(namespace: string, name: string): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The namespace of every derived id (a fixed UUID, so derived ids are the same in any database). */
const NAMESPACE = 'a3f1c2d4-5b6e-4f70-8a9b-0c1d2e3f4a5b';

/**
 * A derived sourcedId: `parts` name the record (kind first) in this database's own namespace
 * (`namespaceOf`), which no import changes: the ids stay the same when the school's sourcedId does.
 */
export const derivedId = (namespace: string, ...parts: string[]) => uuidV5(NAMESPACE, [namespace, ...parts].join('\u0000'));

/** The local key of a class: a section and a course. */
export const classKey = (sectionId: string, courseId: string) => `${sectionId}/${courseId}`;
/** The local key of a student's enrollment in a class: the student_sections row and the course. */
export const studentEnrollmentKey = (studentSectionId: string, courseId: string) => `${studentSectionId}/${courseId}`;
/** The local key of a school year. */
export const yearKey = (year: number) => `year:${year}`;
export const SCHOOL_KEY = 'school';
/** The local key of this database's namespace of derived ids (kept beside the school's sourcedId). */
const NAMESPACE_KEY = 'namespace';

type Reader = Pick<Db, 'select'>;

/** An org row's sourcedId, made once (a random UUID); `insert … on conflict do nothing` lets two first exports agree. */
async function orgRow(db: Db, localId: string): Promise<string> {
  const read = async () =>
    (
      await db
        .select({ sourcedId: rosterSourcedIds.sourcedId })
        .from(rosterSourcedIds)
        .where(and(eq(rosterSourcedIds.kind, 'org'), eq(rosterSourcedIds.localId, localId)))
        .limit(1)
    )[0]?.sourcedId;
  const found = await read();
  if (found) return found;
  await db.insert(rosterSourcedIds).values({ kind: 'org', localId, sourcedId: randomUUID() }).onConflictDoNothing();
  return (await read())!;
}

/** The school's sourcedId: kept from an import, else made once and kept (so two schools never share one). */
export const schoolSourcedId = (db: Db) => orgRow(db, SCHOOL_KEY);

/** This database's namespace of derived sourcedIds: made once, never changed by an import. */
export const namespaceOf = (db: Db) => orgRow(db, NAMESPACE_KEY);

/** Kept sourcedIds of one kind, by local id. */
export async function keptIds(db: Reader, kind: RosterKind): Promise<Map<string, string>> {
  const rows = await db
    .select({ localId: rosterSourcedIds.localId, sourcedId: rosterSourcedIds.sourcedId })
    .from(rosterSourcedIds)
    .where(eq(rosterSourcedIds.kind, kind));
  return new Map(rows.map((r) => [r.localId, r.sourcedId]));
}

/** Local ids of kept sourcedIds of one kind, by `scope\u0000sourcedId`. */
export async function localIds(db: Reader, kinds: RosterKind[]): Promise<Map<string, string>> {
  if (!kinds.length) return new Map();
  const rows = await db
    .select({
      kind: rosterSourcedIds.kind,
      localId: rosterSourcedIds.localId,
      sourcedId: rosterSourcedIds.sourcedId,
      scope: rosterSourcedIds.scope,
    })
    .from(rosterSourcedIds)
    .where(inArray(rosterSourcedIds.kind, kinds));
  return new Map(rows.map((r) => [mappingKey(r.kind, r.sourcedId, r.scope), r.localId]));
}

export const mappingKey = (kind: RosterKind, sourcedId: string, scope = '') => `${kind}\u0000${scope}\u0000${sourcedId}`;
