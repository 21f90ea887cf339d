// ─── CSV as the OneRoster binding writes it (section 2.2): RFC 4180, UTF-8 ───────────────────
// A field holding a comma, a double quote or a space at either end is quoted, a quote inside
// doubled; line breaks are not allowed inside a field; lists are comma-separated values inside
// one quoted field. A reader tolerates a byte order mark and takes LF as well as CRLF.

/** One CSV line from its fields. */
export function csvLine(fields: readonly string[]): string {
  return fields
    .map((raw) => {
      // The binding forbids line breaks in a field: a description's breaks become spaces.
      const f = raw.replace(/\r\n|[\r\n]/g, ' ');
      return /[",]|^\s|\s$/.test(f) ? `"${f.replace(/"/g, '""')}"` : f;
    })
    .join(',');
}

/** A whole file: the header, then the rows, each line ended by CRLF. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((r) => `${csvLine(r)}\r\n`).join('');
}

/** A list value (grades, termSourcedIds, agentSourcedIds…). */
export const csvList = (values: readonly string[]) => values.join(',');

/** The values of a list field (blank: none). */
export const listValues = (value: string) =>
  value === ''
    ? []
    : value
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '');

export interface CsvRecord {
  /** The line of the file the record starts on (1 = the header). */
  line: number;
  fields: string[];
}

export type CsvProblem = 'encoding' | 'unclosedQuote' | 'lineBreakInField' | 'strayQuote';

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; line: number; problem: CsvProblem };

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Reads a file's bytes: UTF-8 only (a BOM is skipped), blank lines ignored. */
export function parseCsv(bytes: Uint8Array): CsvParse {
  let text: string;
  try {
    text = utf8.decode(bytes); // drops a leading BOM
  } catch {
    return { ok: false, line: 1, problem: 'encoding' };
  }
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const start = line;
    const fields: string[] = [];
    let field = '';
    let endOfRecord = false;
    while (!endOfRecord) {
      if (text[i] === '"') {
        // A quoted field: up to the closing quote; "" is one quote.
        i++;
        for (;;) {
          if (i >= n) return { ok: false, line: start, problem: 'unclosedQuote' };
          const c = text[i];
          if (c === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === '\n' || c === '\r') return { ok: false, line, problem: 'lineBreakInField' };
          field += c;
          i++;
        }
        if (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') return { ok: false, line, problem: 'strayQuote' };
      } else {
        while (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
          if (text[i] === '"') return { ok: false, line, problem: 'strayQuote' };
          field += text[i];
          i++;
        }
      }
      fields.push(field);
      field = '';
      if (i >= n) endOfRecord = true;
      else if (text[i] === ',') i++;
      else {
        // CRLF, LF or a lone CR ends the record.
        if (text[i] === '\r' && text[i + 1] === '\n') i++;
        i++;
        line++;
        endOfRecord = true;
      }
    }
    // A blank line (a trailing newline included) is no record.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: start, fields });
  }
  return { ok: true, records };
}
