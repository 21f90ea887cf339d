import { randomBytes } from 'node:crypto';
import { open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { messages } from '@school/api/schemas';
import { badRequest } from '../http/errors';
import { refusedInput } from '../http/input-guard';
import { ensureFolder, resolveInside, type Folder } from './storage';

/** Photo inputs (spec: images only) and documents (applicant files). */
export type UploadKind = 'image' | 'document';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTS = 10;

export interface DetectedType {
  ext: string;
  mime: string;
}

const startsWith = (head: Buffer, bytes: number[], at = 0) => head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * The type of a file from its first bytes (magic numbers), never from the name or the
 * client's content type alone. SVG is not an image here: it is XML that may carry script.
 */
export function detectType(head: Buffer, originalName: string, kind: UploadKind): DetectedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { ext: '.jpg', mime: 'image/jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: '.png', mime: 'image/png' };
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return { ext: '.gif', mime: 'image/gif' };
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return { ext: '.webp', mime: 'image/webp' };
  if (kind === 'image') return null;
  if (startsWith(head, ascii('%PDF-'))) return { ext: '.pdf', mime: 'application/pdf' };
  // OLE2 compound file: the legacy Word format.
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { ext: '.doc', mime: 'application/msword' };
  // Any zip starts with PK; only a .docx name makes it a Word document (xlsx, jar, ... are refused).
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && path.extname(originalName).toLowerCase() === '.docx') {
    return { ext: '.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  }
  return null;
}

export interface FileRule {
  folder: Folder;
  kind: UploadKind;
  /** Most files this field may carry. */
  max: number;
}

export interface StoredUpload {
  field: string;
  /** Generated name inside the folder: random id + the detected extension. */
  name: string;
  folder: Folder;
  size: number;
  mime: string;
  /** The file's name on the sender's computer (shown in lists; never used as a path). */
  originalName: string;
}

export interface ParsedForm {
  /** The first value of each text field. */
  fields: Record<string, string>;
  /** Every value of each text field, in order (repeated fields: cc, bcc, recipients). */
  values: Record<string, string[]>;
  files: Record<string, StoredUpload[]>;
  /** Upload problems (type, size, count), in the spec's `{ error }` words. */
  errors: string[];
  /** Removes every file this request wrote. */
  cleanup: () => Promise<void>;
}

const maxBytesOf = (kind: UploadKind) => (kind === 'image' ? PHOTO_MAX_BYTES : DOCUMENT_MAX_BYTES);
const tooLargeText = (kind: UploadKind) => (kind === 'image' ? messages.photoTooLarge : messages.documentTooLarge);
const invalidText = (kind: UploadKind) => (kind === 'image' ? messages.invalidPhoto : messages.invalidDocument);

export const removeStored = async (uploadDir: string, folder: Folder, name: string | null | undefined) => {
  if (!name) return;
  await unlink(resolveInside(uploadDir, folder, name)).catch(() => {});
};

/** Multipart errors of the parser (limits, malformed bodies) as a 400 with our texts. */
function parserError(err: unknown): Error {
  const code = (err as { code?: string } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return badRequest(messages.tooManyFiles);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(messages.documentTooLarge);
  return badRequest(messages.invalidData);
}

/**
 * Reads a multipart request: text fields as strings, files streamed to
 * UPLOAD_DIR/<folder>/ under generated names after a content check. Files that fail a check
 * are deleted and reported in `errors`; the caller validates the fields, and on any failure
 * calls `cleanup()` so a refused request leaves nothing on disk.
 */
export async function readForm(req: FastifyRequest, uploadDir: string, rules: Record<string, FileRule>): Promise<ParsedForm> {
  if (!req.isMultipart()) throw badRequest(messages.invalidData);
  const fields: Record<string, string> = {};
  const values: Record<string, string[]> = {};
  const files: Record<string, StoredUpload[]> = {};
  const errors = new Set<string>();
  const written: { folder: Folder; name: string }[] = [];
  const cleanup = async () => {
    await Promise.all(written.map((w) => removeStored(uploadDir, w.folder, w.name)));
    written.length = 0;
  };
  const ruleList = Object.values(rules);
  const totalFiles = ruleList.reduce((n, r) => n + r.max, 0);
  const biggest = Math.max(0, ...ruleList.map((r) => maxBytesOf(r.kind)));

  try {
    const options = {
      // One byte over the largest allowed size lets us tell "too large" from "exactly the limit".
      limits: { fileSize: biggest + 1, files: totalFiles, fields: 50, parts: totalFiles + 50, fieldSize: 256 * 1024 },
      // Read at runtime by @fastify/multipart though missing from its types: we check sizes here.
      throwFileSizeLimit: false,
    };
    const parts = req.parts(options as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (part.type === 'field') {
        // Truncated (over fieldSize) or holding a NUL byte (http/input-guard.ts): refused.
        if (part.valueTruncated || refusedInput(part.fieldname) || refusedInput(part.value)) errors.add(messages.invalidData);
        else if (typeof part.value === 'string') {
          if (!(part.fieldname in fields)) fields[part.fieldname] = part.value;
          (values[part.fieldname] ??= []).push(part.value);
        }
        continue;
      }
      const rule = rules[part.fieldname];
      const count = files[part.fieldname]?.length ?? 0;
      if (!rule || count >= rule.max) {
        if (rule) errors.add(rule.kind === 'image' ? messages.invalidData : messages.tooManyFiles);
        part.file.resume();
        await new Promise((r) => part.file.once('end', r).once('close', r));
        continue;
      }
      await ensureFolder(uploadDir, rule.folder);
      const tmpName = `.upload-${randomBytes(12).toString('hex')}.part`;
      const tmpPath = resolveInside(uploadDir, rule.folder, tmpName);
      written.push({ folder: rule.folder, name: tmpName });
      const limit = maxBytesOf(rule.kind);
      let size = 0;
      let tooLarge = false;
      const headChunks: Buffer[] = [];
      let headLen = 0;
      const fh = await open(tmpPath, 'wx', 0o600);
      try {
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > limit) tooLarge = true;
          if (tooLarge) continue; // keep reading so the request completes; write nothing more
          if (headLen < 16) {
            headChunks.push(chunk);
            headLen += chunk.length;
          }
          await fh.write(chunk);
        }
      } finally {
        await fh.close();
      }
      if (tooLarge || part.file.truncated) {
        errors.add(tooLargeText(rule.kind));
        continue;
      }
      // A browser sends an empty part for a file input left empty: that is "no file".
      if (size === 0 && !part.filename) {
        await removeStored(uploadDir, rule.folder, tmpName);
        continue;
      }
      const type = detectType(Buffer.concat(headChunks).subarray(0, 16), part.filename ?? '', rule.kind);
      if (!type) {
        errors.add(invalidText(rule.kind));
        continue;
      }
      const name = `${randomBytes(16).toString('hex')}${type.ext}`;
      await rename(tmpPath, resolveInside(uploadDir, rule.folder, name));
      written[written.length - 1] = { folder: rule.folder, name };
      (files[part.fieldname] ??= []).push({
        field: part.fieldname,
        name,
        folder: rule.folder,
        size,
        mime: type.mime,
        originalName: (part.filename ?? name).slice(0, 255),
      });
    }
  } catch (err) {
    await cleanup();
    throw parserError(err);
  }
  // Temporary files of refused uploads never stay behind.
  await Promise.all(written.filter((w) => w.name.startsWith('.upload-')).map((w) => removeStored(uploadDir, w.folder, w.name)));
  if (errors.size) await cleanup();
  return { fields, values, files, errors: [...errors], cleanup };
}

/** The first message per field of a failed zod parse, joined the way the client shows them. */
export function issuesText(issues: readonly { path: PropertyKey[]; message: string }[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const i of issues) {
    const key = i.path.map(String).join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    if (!out.includes(i.message)) out.push(i.message);
  }
  return out;
}
