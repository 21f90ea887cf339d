import { type RoleName } from '@school/api/schemas';
import { messages } from '../../i18n';
import { GRADE_CODES } from './tables';

// ─── Our words and OneRoster's (pure; decision 0200 has the table) ───────────────────────────

/** A grade's CEDS level from its name: 'KG' → KG, 'Grade 7' → 07; a name that is a code stays; other names have none. */
export function gradeCode(name: string): string | null {
  const trimmed = name.trim();
  const n = /^grade\s+(\d{1,2})$/i.exec(trimmed);
  if (n && Number(n[1]) >= 1 && Number(n[1]) <= 13) return n[1].padStart(2, '0');
  return (GRADE_CODES as readonly string[]).includes(trimmed) ? trimmed : null;
}

/** The name of the grade a CEDS level stands for: 07 → 'Grade 7', KG → 'KG'; another code is its own name. */
export function gradeNameOf(code: string): string {
  return /^(0[1-9]|1[0-3])$/.test(code) ? `Grade ${Number(code)}` : code;
}

/** Our role as OneRoster's role of a user (roles.csv). */
export const ONEROSTER_ROLE: Record<RoleName, string> = {
  'super admin': 'systemAdministrator',
  admin: 'siteAdministrator',
  teacher: 'teacher',
  student: 'student',
  Family: 'parent',
};

/** OneRoster's role as ours; null for the roles the product has no account for (aide, counselor, proctor). */
export function roleFromOneRoster(role: string): RoleName | null {
  switch (role) {
    case 'systemAdministrator':
      return 'super admin';
    case 'siteAdministrator':
    case 'districtAdministrator':
    case 'principal':
      return 'admin';
    case 'teacher':
      return 'teacher';
    case 'student':
      return 'student';
    case 'parent':
    case 'guardian':
    case 'relative':
      return 'Family';
    default:
      return null;
  }
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;

/** A lesson as a class's `periods` value: 'Mon 08:00-08:40' (day 1 = Monday). */
export const periodText = (day: number, start: string, end: string) => `${DAYS[day - 1]} ${start}-${end}`;

/** A `periods` value written as periodText writes it; null for any other (a period number of another system). */
export function parsePeriod(text: string): { day: number; startTime: string; endTime: string } | null {
  const m = /^(Mon|Tue|Wed|Thu|Fri) ([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  if (!m) return null;
  const startTime = `${m[2]}:${m[3]}`;
  const endTime = `${m[4]}:${m[5]}`;
  if (startTime >= endTime) return null;
  return { day: DAYS.indexOf(m[1] as (typeof DAYS)[number]) + 1, startTime, endTime };
}

/** A full name in OneRoster's three parts: the first word given, the last family, the rest middle. */
export function nameParts(fullName: string): { givenName: string; middleName: string; familyName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { givenName: words[0] ?? '', middleName: '', familyName: words[0] ?? '' };
  return { givenName: words[0], middleName: words.slice(1, -1).join(' '), familyName: words[words.length - 1] };
}

/** The full name of OneRoster's parts (nameParts's inverse: a one-word name was written with itself as family name). */
export function fullNameOf(p: { givenName: string; middleName: string; familyName: string }): string {
  const given = p.givenName.trim();
  const middle = p.middleName.trim();
  const family = p.familyName.trim();
  if (!middle && given === family) return given;
  return [given, middle, family].filter(Boolean).join(' ');
}

/** The school year a session's dates and schoolYear stand for in our words: the Gregorian year it starts in. */
export const startYear = (startDate: string) => Number(startDate.slice(0, 4));

/**
 * The year and semester of a session titled as our export titles terms (the catalogue's
 * rosterSessionTitle, '{year}, semester {semester}'); null for any other title. Dates alone cannot
 * tell them: a school year exported with only its second semester looks like a year of its own.
 */
export function sessionNumbers(title: string): { year: number; semester: number } | null {
  const pattern = messages.rosterSessionTitle
    .split(/(\{year\}|\{semester\})/)
    .map((part) =>
      part === '{year}' ? '(?<year>\\d{4})' : part === '{semester}' ? '(?<semester>[1-4])' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  const m = new RegExp(`^${pattern}$`).exec(title.trim());
  return m?.groups ? { year: Number(m.groups.year), semester: Number(m.groups.semester) } : null;
}
