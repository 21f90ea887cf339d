import { parse, protocol, types, type PGlite, type Results } from '@electric-sql/pglite';

// ─── A cached read's answer read from PostgreSQL's bytes (issue 21, decision 140) ───────────
// PGlite's protocol parser copies every field of every row into an ArrayBuffer of its own before
// decoding it (BufferReader.bytes: `buffer.slice`), and turns each message into an object first:
// on the database thread that was a third of an uncached list read (getstudents: 1.1 of 4.2 s of
// the worker's time in a 5 s bench). A read through the statement cache (db/pglite/statements.ts)
// answers Bind, Execute, Sync with a known set of messages, so its bytes are read here directly:
// each field decoded from a view of the answer, rows built as parseResults builds them, with the
// instance's type parsers. An answer holding any other message (an error above all) is handed to
// PGlite's own parser and parseResults, so errors are PGlite's DatabaseError objects, as before.

const decoder = new TextDecoder();

/** The messages of a plain answer: BindComplete, DataRow, CommandComplete, ReadyForQuery, NoData, PortalSuspended. */
const BIND_COMPLETE = 0x32; // '2'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const READY_FOR_QUERY = 0x5a; // 'Z'
const NO_DATA = 0x6e; // 'n'
const PORTAL_SUSPENDED = 0x73; // 's'

export type Field = { name: string; dataTypeID: number };
type Parsers = PGlite['parsers'];
type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** A row description's fields as parseResults keeps them. */
export const fieldsOf = (rowDescription: Message | null): Field[] =>
  rowDescription && 'fields' in rowDescription
    ? (rowDescription.fields as Field[]).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }))
    : [];

/** A field's text: a view decoded, no copy (short ASCII spelled out, cheaper than a decoder call). */
function text(bytes: Uint8Array, start: number, length: number): string {
  if (length <= 24) {
    let s = '';
    for (let i = start, end = start + length; i < end; i++) {
      const c = bytes[i];
      if (c >= 0x80) return decoder.decode(bytes.subarray(start, start + length));
      s += String.fromCharCode(c);
    }
    return s;
  }
  return decoder.decode(bytes.subarray(start, start + length));
}

/**
 * The result of a Bind/Execute/Sync answer `bytes` for a statement whose rows have `fields`
 * (none when it returns no rows), as `parse.parseResults(...)[0]` gives it; null
 * when the answer holds a message this reader leaves to PGlite's parser.
 */
function plainResults<T>(bytes: Uint8Array, fields: Field[], parsers: Parsers, rowMode: 'array' | 'object' | undefined): Results<T> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows: unknown[] = [];
  let result: Results<T> | null = null;
  let at = 0;
  while (at + 5 <= bytes.length) {
    const code = bytes[at];
    const length = view.getInt32(at + 1); // includes itself, not the code
    const body = at + 5;
    const end = at + 1 + length;
    if (code === DATA_ROW) {
      const count = view.getInt16(body);
      let p = body + 2;
      const values: unknown[] = new Array(count);
      for (let i = 0; i < count; i++) {
        const n = view.getInt32(p);
        p += 4;
        if (n === -1) values[i] = null;
        else {
          const type = fields[i].dataTypeID;
          values[i] = types.parseType(text(bytes, p, n), type, parsers);
          p += n;
        }
      }
      if (rowMode === 'array') rows.push(values);
      else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < count; i++) row[fields[i].name] = values[i];
        rows.push(row);
      }
    } else if (code === COMMAND_COMPLETE) {
      // parseResults: the tag's last word is the row count when it is a number; INSERT, UPDATE,
      // DELETE, COPY and MERGE count as affected rows.
      const tag = text(bytes, body, end - body - 1); // without its NUL
      const parts = tag.split(' ');
      const command = parts[0];
      const rowCount = parseInt(parts[parts.length - 1], 10);
      const affected = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? rowCount : 0;
      result = { rows: rows as T[], fields, command, affectedRows: affected } as Results<T>;
      if (!Number.isNaN(rowCount)) (result as { rowCount?: number }).rowCount = rowCount;
    } else if (code !== BIND_COMPLETE && code !== READY_FOR_QUERY && code !== NO_DATA && code !== PORTAL_SUSPENDED) {
      return null;
    }
    at = end;
  }
  return result ?? ({ affectedRows: 0, rows: [], fields: [] } as unknown as Results<T>);
}

/**
 * Runs `message` (Bind, Execute, Sync of a prepared statement) and reads its answer: directly when
 * it is plain, through PGlite's parser otherwise (its first database error thrown, as
 * execProtocolStream throws it).
 */
export async function runRead<T>(
  pg: PGlite,
  message: Uint8Array,
  rowDescription: Message | null,
  fields: Field[],
  rowMode: 'array' | 'object' | undefined,
): Promise<Results<T>> {
  // The chunks are views of PGlite's memory, reused after the call: copied, into the instance's
  // scratch buffer. An ArrayBuffer of its own per answer (`chunk.slice()`) was external
  // memory to V8, 50 MB a second at 1,000 teachers pages, and that pressure made the worker's
  // major GCs (3 a second, up to 18 ms each: the PGlite p99's stalls). Nothing below keeps a view
  // of it: the answer is decoded before this returns, and the instance's next read starts after
  // that (one statement at a time, db/pglite/statements.ts).
  let scratch = scratches.get(pg) ?? new Uint8Array(SCRATCH_START);
  let length = 0;
  await pg.execProtocolRawStream(message, {
    syncToFs: false,
    onRawData: (chunk) => {
      if (length + chunk.length > scratch.length) scratch = grown(scratch, length, length + chunk.length);
      scratch.set(chunk, length);
      length += chunk.length;
    },
  });
  const bytes = scratch.subarray(0, length);
  // A huge answer's buffer is not kept.
  scratches.set(pg, scratch.length > SCRATCH_KEEP ? new Uint8Array(SCRATCH_START) : scratch);
  const plain = plainResults<T>(bytes, fields, pg.parsers, rowMode);
  if (plain) return plain;
  const messages: Message[] = [];
  new protocol.Parser().parse(bytes, (m) => void messages.push(m as Message));
  const error = messages.find((m) => m instanceof protocol.messages.DatabaseError);
  if (error) throw error;
  const all = rowDescription ? [rowDescription, ...messages] : messages;
  return parse.parseResults(all, pg.parsers, rowMode ? { rowMode } : undefined)[0] as Results<T>;
}

const SCRATCH_START = 64 * 1024;
const SCRATCH_KEEP = 4 * 1024 * 1024;
const scratches = new WeakMap<PGlite, Uint8Array>();
/** A larger buffer holding `used` bytes of `buf`, for at least `need`. */
function grown(buf: Uint8Array, used: number, need: number): Uint8Array {
  let size = buf.length * 2;
  while (size < need) size *= 2;
  const out = new Uint8Array(size);
  out.set(buf.subarray(0, used));
  return out;
}

export function concatBytes(parts: Uint8Array[]): Uint8Array {
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
