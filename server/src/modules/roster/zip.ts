import { Readable } from 'node:stream';
import { Unzip, UnzipInflate, UnzipPassThrough, Zip, ZipDeflate } from 'fflate';

// ─── The zip of a OneRoster set, read and written as streams (fflate, decision 0200) ───────────
// Reading takes the upload's chunks as they arrive: each entry is inflated as its bytes come and
// counted, so a zip bomb is refused once its inflated bytes pass the cap, never held whole, and a
// file past the compressed cap is drained without being kept. Writing streams the entries out.

export interface ZipLimits {
  /** Most bytes of the zip itself. */
  maxZipBytes: number;
  /** Most bytes all entries may inflate to together. */
  maxInflatedBytes: number;
  /** Most entries (files and folders). */
  maxEntries: number;
}

export type ZipProblem = 'tooLarge' | 'bomb' | 'tooManyEntries' | 'notZip' | 'corrupt' | 'nested';

export type ZipRead = { ok: true; entries: Map<string, Uint8Array> } | { ok: false; problem: ZipProblem; name?: string };

const LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

/** Folders a zip tool adds on its own (macOS Finder), skipped rather than refused. */
const toolEntry = (name: string) => name.startsWith('__MACOSX/') || name.endsWith('/.DS_Store') || name === '.DS_Store';

/**
 * Reads a zip from a stream of chunks, keeping only the inflated entries. The stream is always
 * read to its end (the request then completes and gets its answer) even once a limit is passed.
 */
export async function readZip(source: AsyncIterable<Uint8Array>, limits: ZipLimits): Promise<ZipRead> {
  const entries = new Map<string, Uint8Array[]>();
  let failure: { problem: ZipProblem; name?: string } | null = null;
  let zipBytes = 0;
  let inflated = 0;
  let count = 0;
  const head: number[] = [];
  const fail = (problem: ZipProblem, name?: string) => {
    failure ??= { problem, name };
  };

  const unzip = new Unzip((file) => {
    if (failure) return;
    if (++count > limits.maxEntries) return fail('tooManyEntries');
    const name = file.name;
    if (name.endsWith('/') || toolEntry(name)) return; // a folder entry or a tool's file: not read
    if (name.includes('/') || name.includes('\\')) return fail('nested', name);
    // A declared size past the cap is refused before a byte is inflated.
    if ((file.originalSize ?? 0) > limits.maxInflatedBytes) return fail('bomb', name);
    const chunks: Uint8Array[] = [];
    entries.set(name, chunks);
    file.ondata = (err, chunk, final) => {
      if (failure) return;
      if (err) return fail('corrupt', name);
      inflated += chunk.length;
      if (inflated > limits.maxInflatedBytes) {
        file.terminate();
        return fail('bomb', name);
      }
      chunks.push(chunk);
      void final;
    };
    try {
      file.start();
    } catch {
      fail('corrupt', name); // a compression method other than stored or deflate, or encryption
    }
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);

  for await (const chunk of source) {
    zipBytes += chunk.length;
    if (head.length < 4) head.push(...chunk.subarray(0, 4 - head.length));
    if (zipBytes > limits.maxZipBytes) fail('tooLarge');
    if (failure) continue; // keep reading so the request completes; inflate nothing more
    if (head.length >= 4 && LOCAL_HEADER.some((b, i) => head[i] !== b)) {
      fail('notZip');
      continue;
    }
    try {
      unzip.push(chunk, false);
    } catch {
      fail('corrupt');
    }
  }
  if (!failure) {
    try {
      unzip.push(new Uint8Array(0), true);
    } catch {
      fail('corrupt');
    }
  }
  if (!failure && (head.length < 4 || entries.size === 0)) fail('notZip');
  if (failure) return { ok: false, ...(failure as { problem: ZipProblem; name?: string }) };
  const out = new Map<string, Uint8Array>();
  for (const [name, chunks] of entries) out.set(name, Buffer.concat(chunks));
  return { ok: true, entries: out };
}

/** A zip of text files as a stream, each entry deflated; `mtime` is every entry's time. */
export function zipStream(files: readonly { name: string; text: string }[], mtime: Date): Readable {
  const out = new Readable({ read() {} });
  const zip = new Zip((err, chunk, final) => {
    if (err) return void out.destroy(err);
    out.push(Buffer.from(chunk));
    if (final) out.push(null);
  });
  for (const f of files) {
    const entry = new ZipDeflate(f.name, { level: 6 });
    entry.mtime = mtime;
    zip.add(entry);
    entry.push(Buffer.from(f.text, 'utf8'), true);
  }
  zip.end();
  return out;
}
