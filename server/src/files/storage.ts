import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { storedFiles } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { SAFE_NAME } from '../http/params';

/** The upload folders of the spec's file URLs (users/, students/, teachers/, news/, ...). */
export type Folder =
  | 'users'
  | 'students'
  | 'teachers'
  | 'news'
  | 'gallery'
  | 'staff'
  | 'questionniare'
  | 'email'
  // teaching (issue 8): helper documents, submitted files, course material
  | 'assignments'
  | 'submissions'
  | 'courseMaterial'
  // exams (issue 9): figures (exam_image/{image}/{token})
  | 'examFigures';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.txt': 'text/plain; charset=utf-8',
};
export const contentTypeFor = (name: string) => TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

export const folderPath = (uploadDir: string, folder: Folder) => path.join(uploadDir, folder);

export async function ensureFolder(uploadDir: string, folder: Folder) {
  await mkdir(folderPath(uploadDir, folder), { recursive: true });
}

/** Absolute path of `name` inside the folder, or 400 when the name could escape it. */
export function resolveInside(uploadDir: string, folder: Folder, name: string): string {
  if (!SAFE_NAME.test(name) || name === '.' || name === '..') throw badRequest();
  const base = path.resolve(folderPath(uploadDir, folder));
  const full = path.resolve(base, name);
  if (path.dirname(full) !== base) throw badRequest();
  return full;
}

/** Stored-file rows are read and written through the app's database (app.ts decorates it). */
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** The name the file had on its sender's computer, or null when none was recorded. */
async function originalNameOf(db: Db | undefined, folder: Folder, name: string): Promise<string | null> {
  if (!db) return null;
  const [row] = await db
    .select({ originalName: storedFiles.originalName })
    .from(storedFiles)
    .where(and(eq(storedFiles.kind, folder), eq(storedFiles.storedName, name)))
    .limit(1);
  return row?.originalName ?? null;
}

/**
 * `inline` with the file's name: the stored original name (so a PDF viewer or a download is
 * titled with it, never with the URL's token), as a plain-ASCII fallback and RFC 5987 UTF-8.
 */
export function contentDisposition(fileName: string, how: 'inline' | 'attachment' = 'inline'): string {
  const clean = fileName.replace(/[\p{Cc}"\\/]/gu, '_').trim() || 'file';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${how}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface SendOptions {
  /**
   * A file anyone may see (a shown news, gallery or staff photo): cached by browsers and
   * readable from other origins (the school's CMS site embeds them). Anything else is private:
   * never stored by a cache, readable by this origin only.
   */
  public?: boolean;
}

/**
 * What a file's own page may do, opened on its own (issue 36): nothing. `sandbox` gives it a unique
 * origin with no script, so even a file that fooled the upload check runs nothing with the
 * school's origin. Not on PDFs: Chromium's viewer refuses to show a PDF in a sandboxed document,
 * and a PDF is served as application/pdf with nosniff, which no browser renders as a page.
 */
const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * Streams a stored file with the type its content was found to be at upload (its stored name's
 * extension: files/upload.ts), `nosniff` so no browser guesses another, and the file CSP; images
 * and PDFs inline (shown in the portal), Word documents as attachments (no browser shows them).
 */
export async function sendStoredFile(reply: FastifyReply, uploadDir: string, folder: Folder, name: string, opts: SendOptions = {}) {
  const full = resolveInside(uploadDir, folder, name);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) throw notFound();
  const original = await originalNameOf(reply.server.db, folder, name);
  const type = contentTypeFor(name);
  const shown = type.startsWith('image/') || type === 'application/pdf';
  reply
    .header('Content-Type', type)
    .header('Content-Length', info.size)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', contentDisposition(original ?? name, shown ? 'inline' : 'attachment'));
  if (type !== 'application/pdf') reply.header('Content-Security-Policy', FILE_CSP);
  if (opts.public) reply.header('Cache-Control', 'public, max-age=3600').header('Cross-Origin-Resource-Policy', 'cross-origin');
  else reply.header('Cache-Control', 'no-store').header('Cross-Origin-Resource-Policy', 'same-origin');
  return reply.send(createReadStream(full));
}
