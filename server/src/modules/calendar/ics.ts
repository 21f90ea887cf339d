// ─── iCalendar text (RFC 5545) ────────────────────────────────────────────────────────────────
// Content lines end with CRLF and are folded so that no physical line is longer than 75 octets
// (§3.1): the break goes between two characters, never inside a UTF-8 sequence (Ethiopic letters
// are 3 octets each), and the next line starts with one space. TEXT values escape backslash,
// semicolon, comma and newline (§3.3.11). DATE-TIME values are written in form #2 (UTC, `Z`) or
// form #3 (local time with a TZID parameter, whose VTIMEZONE the calendar carries) (§3.3.5).

/** One property: `NAME;PARAM=v:value`, the value already in its iCalendar form. */
export interface IcsProperty {
  name: string;
  params?: Record<string, string>;
  value: string;
}

/** A component (VCALENDAR, VEVENT, VTIMEZONE, STANDARD…) with its properties and sub-components. */
export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components?: IcsComponent[];
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** A TEXT value (§3.3.11): `\` `;` `,` escaped, line breaks as `\n`. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (§3.2): quoted when it holds `:` `;` or `,`; a double quote cannot appear in one. */
function paramValue(value: string): string {
  const clean = value.replace(/"/g, "'");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * Folds one content line (§3.1): chunks of at most 75 octets, the later ones after CRLF and a
 * space (which counts in the 75). A multi-octet character is never split.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1; // the leading space of a continuation line
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

function propertyLine(p: IcsProperty): string {
  const params = Object.entries(p.params ?? {})
    .map(([k, v]) => `;${k}=${paramValue(v)}`)
    .join('');
  return foldLine(`${p.name}${params}:${p.value}`);
}

/** The component as iCalendar text, every line folded and ended with CRLF. */
export function serialize(c: IcsComponent): string {
  let text = `BEGIN:${c.name}${CRLF}`;
  for (const p of c.properties) text += propertyLine(p) + CRLF;
  for (const sub of c.components ?? []) text += serialize(sub);
  return `${text}END:${c.name}${CRLF}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A DATE-TIME in UTC (form #2): 20261128T063000Z. */
export function utcDateTime(d: Date): string {
  return `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}T${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}Z`;
}

/** A wall-clock time in the school's zone: 2026-11-28 and '08:30' (or seconds). */
export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM or HH:MM:SS */
  time: string;
}

/** A DATE-TIME with local time (forms #1 and #3 without the TZID): 20261128T083000. */
export function localDateTime({ date, time }: LocalDateTime): string {
  const [h = '00', m = '00', s = '00'] = time.split(':');
  return `${date.replace(/-/g, '')}T${h.padStart(2, '0')}${m.padStart(2, '0')}${s.padStart(2, '0')}`;
}
