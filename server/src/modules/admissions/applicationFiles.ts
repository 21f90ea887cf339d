import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { messages } from '../../i18n';
import type { Db } from '../../db';
import type { AppConfig } from '../../config';
import { storedFiles, students, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { Job } from '../../jobs/runner';
import { removeStored, withMb } from '../../files/upload';
import type { Folder } from '../../files/storage';

// ─── Limits of student applications (issue 7, Files) ─────────────────────────────────────────
// POST register is public: its files are capped per request and per applicant, and an
// application nobody approved is not kept for ever: after `maxAgeDays` the sweep below deletes
// the account, the record and every file the applicant sent.

const DAY_MS = 86_400_000;
const MB = 1024 * 1024;

export const applicationLimits = (config: AppConfig) => ({
  maxAgeDays: config.applications?.maxAgeDays ?? 90,
  requestMaxBytes: config.applications?.requestMaxBytes ?? 30 * MB,
  applicantMaxBytes: config.applications?.applicantMaxBytes ?? 60 * MB,
});

/**
 * Bytes of every file an account sent (stored_files rows). With `uploadDir`, only files still
 * on disk count (a file an admin deleted since no longer weighs on the applicant).
 */
export async function bytesSentBy(db: Db, userId: string, uploadDir?: string): Promise<number> {
  const rows = await db
    .select({ kind: storedFiles.kind, name: storedFiles.storedName, size: storedFiles.size })
    .from(storedFiles)
    .where(eq(storedFiles.uploaderId, userId));
  let total = 0;
  for (const r of rows) {
    if (uploadDir) {
      const info = await stat(path.join(uploadDir, r.kind, r.name)).catch(() => null);
      if (!info?.isFile()) continue;
    }
    total += r.size;
  }
  return total;
}

/**
 * An applicant (an unapproved student) may hold at most `applicantMaxBytes` of files in all:
 * called after an upload was stored (its rows count), so the caller cleans up on the 400.
 */
export async function assertApplicantQuota(db: Db, config: AppConfig, userId: string) {
  const limit = applicationLimits(config).applicantMaxBytes;
  if ((await bytesSentBy(db, userId, config.uploadDir)) > limit) throw badRequest(withMb(messages.applicantQuotaExceeded, limit));
}

/** Marks the files of an application as the new applicant's (they were sent before the account existed). */
export async function claimUploads(tx: Pick<Db, 'update'>, userId: string, names: { folder: Folder; name: string }[]) {
  for (const f of names) {
    await tx
      .update(storedFiles)
      .set({ uploaderId: userId })
      .where(and(eq(storedFiles.kind, f.folder), eq(storedFiles.storedName, f.name)));
  }
}

/** Applications handled per sweep transaction. */
const BATCH = 50;

/**
 * Deletes unapproved applications older than `maxAgeDays` at `now`: the account (its record,
 * sessions and links go with it), the record's files and every file the applicant uploaded.
 * Rows are claimed FOR UPDATE SKIP LOCKED, so several instances share the sweep. Returns how
 * many applications were deleted.
 */
export async function purgeStaleApplications(db: Db, config: AppConfig, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - applicationLimits(config).maxAgeDays * DAY_MS);
  const gone: { folder: string; name: string }[] = [];
  const count = await db.transaction(async (tx) => {
    const stale = await tx
      .select({
        userId: students.userId,
        profilePic: students.profilePic,
        birthCertificate: students.birthCertificate,
        nationalId: students.nationalId,
        gradeReports: students.gradeReports,
        neccesseryDoc: students.neccesseryDoc,
      })
      .from(students)
      .where(and(eq(students.approved, false), lt(students.createdAt, cutoff)))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!stale.length) return 0;
    const ids = stale.map((s) => s.userId);
    const uploads = await tx
      .select({ kind: storedFiles.kind, name: storedFiles.storedName })
      .from(storedFiles)
      .where(inArray(storedFiles.uploaderId, ids));
    for (const s of stale) {
      for (const name of [s.profilePic, s.birthCertificate, s.nationalId, ...s.gradeReports, ...s.neccesseryDoc]) {
        if (name) gone.push({ folder: 'students', name });
      }
    }
    for (const u of uploads) gone.push({ folder: u.kind, name: u.name });
    await tx.delete(users).where(inArray(users.id, ids));
    for (const f of gone) await tx.delete(storedFiles).where(and(eq(storedFiles.kind, f.folder), eq(storedFiles.storedName, f.name)));
    return stale.length;
  });
  // Files go once the rows are gone (a failed transaction leaves both).
  await Promise.all(gone.map((f) => removeStored(config.uploadDir, f.folder as Folder, f.name)));
  return count;
}

export const staleApplicationsJob = (config: AppConfig): Job => ({
  name: 'stale applications',
  everyMs: 60 * 60_000,
  run: (db, now) => purgeStaleApplications(db, config, now),
});
