import { randomBytes } from 'node:crypto';
import { open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { and, eq } from 'drizzle-orm';
import { storedFiles } from '../db/schema';
import { inReaderLanguage, messages } from '../i18n';
import type { Db } from '../db';
import { badRequest } from '../http/errors';
import { refusedInput } from '../http/input-guard';
import { ensureFolder, folderPath, resolveInside, type Folder } from './storage';
import { fill } from '../lib/text';

/** Photo inputs (spec: images only) and documents (applicant files). */
export type UploadKind = 'image' | 'document';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTS = 10;

export interface DetectedType {
  ext: string;
  mime: string;
}

const IMAGE_TYPES: Record<string, DetectedType> = {
  jpg: { ext: '.jpg', mime: 'image/jpeg' },
  png: { ext: '.png', mime: 'image/png' },
  gif: { ext: '.gif', mime: 'image/gif' },
  webp: { ext: '.webp', mime: 'image/webp' },
};
const DOCX: DetectedType = { ext: '.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };

/**
 * The names of a zip's entries, from its central directory (the end record is found from the
 * back, past an optional comment); null when the bytes are not a well-formed zip.
 */
export function zipEntryNames(buf: Buffer): string[] | null {
  const EOCD = 0x06054b50;
  const CEN = 0x02014b50;
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CEN) return null;
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    if (at + 46 + nameLen > buf.length) return null;
    names.push(buf.toString('utf8', at + 46, at + 46 + nameLen));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

/** A Word document is an OOXML package: a zip holding [Content_Types].xml and the word/ part. */
export function isWordPackage(buf: Buffer): boolean {
  const names = zipEntryNames(buf);
  return !!names && names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/'));
}

/**
 * Markup a browser would run if it ever took the file for a page: an image that is also HTML or
 * script (a polyglot: a valid GIF or JPEG whose bytes hold `<script>…`) is refused (issue 36).
 * Images are searched whole (their own data never holds these words; their XMP metadata is
 * `<x:xmpmeta>`/`<rdf:…>`, not listed); documents only where a browser sniffs, their first 1 KB.
 */
const MARKUP = ['<script', '<html', '<body', '<iframe', '<svg', '<!doctype', '<?php', '<object', '<embed', '<meta', 'javascript:'];
export function holdsMarkup(buf: Buffer, kind: UploadKind): boolean {
  const text = (kind === 'image' ? buf : buf.subarray(0, 1024)).toString('latin1').toLowerCase();
  return MARKUP.some((m) => text.includes(m));
}

/**
 * The type of a stored upload from its content (the `file-type` package reads each format's
 * header structure), never from the name or the client's content type. SVG is not an image
 * here: it is XML that may carry script. A .docx must also be a real OOXML package; an OLE2
 * compound file (the legacy .doc, also .xls and .msi) is taken only under a .doc name.
 */
export async function detectType(fullPath: string, originalName: string, kind: UploadKind): Promise<DetectedType | null> {
  const found = await fileTypeFromFile(fullPath).catch(() => undefined);
  if (!found) return null;
  if (holdsMarkup(await readFile(fullPath), IMAGE_TYPES[found.ext] ? 'image' : 'document')) return null;
  if (IMAGE_TYPES[found.ext]) return IMAGE_TYPES[found.ext];
  if (kind === 'image') return null;
  if (found.ext === 'pdf') return { ext: '.pdf', mime: 'application/pdf' };
  if (found.ext === 'cfb' && path.extname(originalName).toLowerCase() === '.doc') return { ext: '.doc', mime: 'application/msword' };
  if (found.ext === 'docx' && isWordPackage(await readFile(fullPath))) return DOCX;
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

/** A sender's file name as a header-safe display name: no path, no control characters, at most 255 characters. */
export const cleanOriginalName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255) || 'file';

/** Drops the stored-file rows of files that were removed. */
export async function forgetStored(db: Db, list: { folder: Folder; name: string }[]) {
  for (const f of list) await db.delete(storedFiles).where(and(eq(storedFiles.kind, f.folder), eq(storedFiles.storedName, f.name)));
}

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
export interface ReadFormOptions {
  /** Most bytes all files of the request may hold together (POST register); past it, 400 uploadTotalTooLarge. */
  maxTotalBytes?: number;
}

const MB = 1024 * 1024;
/** `{mb}` of a message filled with whole megabytes. */
export const withMb = (text: string, bytes: number) => fill(text, { mb: Math.floor(bytes / MB) });

export async function readForm(
  req: FastifyRequest,
  uploadDir: string,
  rules: Record<string, FileRule>,
  opts: ReadFormOptions = {},
): Promise<ParsedForm> {
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
  let total = 0;
  let overTotal = false;
  const renamedIn = new Set<Folder>();

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
      const fh = await open(tmpPath, 'wx', 0o600);
      try {
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > limit) tooLarge = true;
          total += chunk.length;
          if (opts.maxTotalBytes !== undefined && total > opts.maxTotalBytes) overTotal = true;
          if (tooLarge || overTotal) continue; // keep reading so the request completes; write nothing more
          await fh.write(chunk);
        }
        // On disk before the 201, like the row that names it (issue 23): one fdatasync per file.
        if (!tooLarge && !overTotal && size > 0) await fh.datasync();
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
      if (overTotal) continue;
      const type = await detectType(tmpPath, part.filename ?? '', rule.kind);
      if (!type) {
        errors.add(invalidText(rule.kind));
        continue;
      }
      const name = `${randomBytes(16).toString('hex')}${type.ext}`;
      await rename(tmpPath, resolveInside(uploadDir, rule.folder, name));
      renamedIn.add(rule.folder);
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
  if (overTotal) errors.add(withMb(messages.uploadTotalTooLarge, opts.maxTotalBytes ?? 0));
  // Temporary files of refused uploads never stay behind.
  await Promise.all(written.filter((w) => w.name.startsWith('.upload-')).map((w) => removeStored(uploadDir, w.folder, w.name)));
  if (errors.size) await cleanup();
  const stored = Object.values(files).flat();
  // The new names on disk too (a rename is a change of its folder): each folder, and the upload
  // directory above it (a folder made by this upload), synced once.
  if (!errors.size && stored.length) {
    for (const dir of [...[...renamedIn].map((f) => folderPath(uploadDir, f)), uploadDir]) await syncDir(dir);
  }
  const db = req.server.db;
  if (!errors.size && stored.length && db) {
    // What the disk alone cannot say: the original name (Content-Disposition), who sent it (quotas, purges).
    await db.insert(storedFiles).values(
      stored.map((f) => ({
        kind: f.folder,
        storedName: f.name,
        originalName: cleanOriginalName(f.originalName),
        size: f.size,
        mime: f.mime,
        uploaderId: req.auth?.userId ?? null,
      })),
    );
  }
  const cleanupAll = async () => {
    await cleanup();
    if (stored.length && db) await forgetStored(db, stored);
  };
  return { fields, values, files, errors: [...errors], cleanup: cleanupAll };
}

/** fsync of a directory (its entries: a rename, a new folder); a file system without it is left as it is. */
async function syncDir(dir: string) {
  const fh = await open(dir, 'r');
  try {
    await fh.sync();
  } catch (err) {
    if (!['EINVAL', 'ENOTSUP', 'EISDIR'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
  } finally {
    await fh.close();
  }
}

/** The first message per field of a failed zod parse, joined the way the client shows them. */
export function issuesText(issues: readonly { path: PropertyKey[]; message: string }[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const i of issues) {
    const key = i.path.map(String).join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    const text = inReaderLanguage(i.message); // a schema's own text was fixed in English at load
    if (!out.includes(text)) out.push(text);
  }
  return out;
}
