import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { badRequest, notFound } from '../http/errors';

/** Stored file names: no separators, no spaces, nothing a shell or a path would interpret. */
export const SAFE_NAME = /^[A-Za-z0-9._-]+$/;

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

/** Streams a stored file with its type; `nosniff` keeps browsers from running an upload as HTML. */
export async function sendStoredFile(reply: FastifyReply, uploadDir: string, folder: Folder, name: string) {
  const full = resolveInside(uploadDir, folder, name);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) throw notFound();
  return reply
    .header('Content-Type', contentTypeFor(name))
    .header('Content-Length', info.size)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, max-age=3600')
    .send(createReadStream(full));
}
