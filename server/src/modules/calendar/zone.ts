import type { IcsComponent, LocalDateTime } from './ics';
import { localDateTime } from './ics';

// ─── The school's time zone: wall-clock ↔ instant, and its VTIMEZONE (RFC 5545 §3.6.5) ───────
// Node's Intl knows every IANA zone (SCHOOL_TIME_ZONE). The VTIMEZONE is written from it: each
// change of UTC offset within the feed's years becomes its own STANDARD or DAYLIGHT observance
// (DTSTART in local time, TZOFFSETFROM, TZOFFSETTO), the form RFC 5545 allows for zones whose
// rules are not a simple yearly pattern; a zone without changes (Africa/Addis_Ababa, UTC+3 since
// 1936) is one STANDARD observance.

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall clock of `zone` at an instant. */
export function toLocal(instant: Date, zone: string): LocalDateTime {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

/** The zone's offset from UTC at an instant, in minutes (Addis Ababa: 180). */
export function offsetMinutes(instant: Date, zone: string): number {
  const { date, time } = toLocal(instant, zone);
  const asUtc = Date.parse(`${date}T${time}Z`);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a wall-clock time in `zone` (a time skipped by a change is taken after it). */
export function toInstant(local: LocalDateTime, zone: string): Date {
  const [h = '00', m = '00', s = '00'] = local.time.split(':');
  const naive = Date.parse(`${local.date}T${h.padStart(2, '0')}:${m.padStart(2, '0')}:${s.padStart(2, '0')}Z`);
  let guess = naive - offsetMinutes(new Date(naive), zone) * 60_000;
  guess = naive - offsetMinutes(new Date(guess), zone) * 60_000;
  return new Date(guess);
}

/** ±HHMM of an offset in minutes. */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

interface Change {
  at: Date;
  from: number;
  to: number;
}

/** The changes of offset between two instants, each found to the second by bisection of a daily scan. */
function changes(zone: string, from: Date, to: Date): Change[] {
  const DAY = 86_400_000;
  const out: Change[] = [];
  let t = from.getTime();
  let before = offsetMinutes(from, zone);
  while (t < to.getTime()) {
    const next = Math.min(t + DAY, to.getTime());
    const after = offsetMinutes(new Date(next), zone);
    if (after !== before) {
      let lo = t;
      let hi = next;
      while (hi - lo > 1000) {
        const mid = Math.floor((lo + hi) / 2000) * 1000;
        if (offsetMinutes(new Date(mid), zone) === before) lo = mid;
        else hi = mid;
      }
      out.push({ at: new Date(hi), from: before, to: after });
      before = after;
    }
    t = next;
  }
  return out;
}

/**
 * The VTIMEZONE of `zone` covering the years `fromYear`..`toYear`: the offset in force at the
 * start, then every change. Each observance's DTSTART is the local time (before the change) at
 * which it begins, as §3.6.5 says.
 */
export function vtimezone(zone: string, fromYear: number, toYear: number): IcsComponent {
  const key = `${zone} ${fromYear} ${toYear}`;
  let known = zones.get(key);
  if (!known) zones.set(key, (known = buildVtimezone(zone, fromYear, toYear)));
  return known;
}

const zones = new Map<string, IcsComponent>();

function buildVtimezone(zone: string, fromYear: number, toYear: number): IcsComponent {
  const start = new Date(Date.UTC(fromYear, 0, 1));
  const end = new Date(Date.UTC(toYear + 1, 0, 1));
  const initial = offsetMinutes(start, zone);
  const found = changes(zone, start, end);
  const observances: IcsComponent[] = [];
  // The offset in force when the range begins, from its first day (or 1970 when it never changes).
  const firstDate = found.length ? `${fromYear}-01-01` : '1970-01-01';
  observances.push({
    name: found.length && found[0].to < initial ? 'DAYLIGHT' : 'STANDARD',
    properties: [
      { name: 'DTSTART', value: localDateTime({ date: firstDate, time: '00:00:00' }) },
      { name: 'TZOFFSETFROM', value: utcOffset(initial) },
      { name: 'TZOFFSETTO', value: utcOffset(initial) },
    ],
  });
  for (const c of found) {
    // A change to a larger offset than the one after it is daylight saving time (southern zones too).
    const wall = new Date(c.at.getTime() + c.from * 60_000).toISOString();
    const local = { date: wall.slice(0, 10), time: wall.slice(11, 19) };
    observances.push({
      name: c.to > c.from ? 'DAYLIGHT' : 'STANDARD',
      properties: [
        { name: 'DTSTART', value: localDateTime(local) },
        { name: 'TZOFFSETFROM', value: utcOffset(c.from) },
        { name: 'TZOFFSETTO', value: utcOffset(c.to) },
      ],
    });
  }
  return { name: 'VTIMEZONE', properties: [{ name: 'TZID', value: zone }], components: observances };
}
