import type { AcademicPeriod, RosterAccount, RosterCount, RosterCountKind } from '@school/api';
import { toCsv } from '@school/ui';
import type { Texts } from '../shared/intl';

// ─── The roster exchange's pure rules ───────────────────────────────────────────────────────

/** Most bytes of a zip the server takes (server/src/modules/roster/service.ts). */
export const ROSTER_MAX_BYTES = 20 * 1024 * 1024;

/** What is wrong with a chosen file before it is sent, or null. */
export function zipProblem({ messages, fill }: Texts, file: { name: string; size: number }): string | null {
  if (!/\.zip$/i.test(file.name)) return messages.rosterNotZip;
  if (file.size > ROSTER_MAX_BYTES) return fill(messages.rosterTooLarge, { mb: ROSTER_MAX_BYTES / 1024 / 1024 });
  return null;
}

const kindText = ({ messages }: Texts): Record<RosterCountKind, string> => ({
  periods: messages.rosterKindPeriods,
  grades: messages.rosterKindGrades,
  sections: messages.rosterKindSections,
  courses: messages.rosterKindCourses,
  assignments: messages.rosterKindAssignments,
  users: messages.rosterKindUsers,
  placements: messages.rosterKindPlacements,
  links: messages.rosterKindLinks,
  lessons: messages.rosterKindLessons,
});

/** The counts an import makes or changes, named; kinds it leaves alone are left out. */
export const countRows = (t: Texts, counts: readonly RosterCount[]) => {
  const kinds = kindText(t);
  return counts.filter((c) => c.created || c.updated).map((c) => ({ ...c, label: kinds[c.kind] }));
};

/** An upload's progress as a whole percent (0 to 100). */
export const percent = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 100);

/** The periods to choose from, newest first, as the export's select shows them. */
export const periodOptions = ({ messages, fill }: Texts, periods: readonly AcademicPeriod[]) =>
  [...periods]
    .sort((a, b) => b.year - a.year || b.semester - a.semester)
    .map((p) => ({ value: p._id, label: fill(messages.rosterExportPeriodOption, { year: p.year, semester: p.semester }) }));

/** The new accounts with their passwords as a CSV file (ID, name, role, password). */
export const accountsCsv = (accounts: readonly RosterAccount[]) =>
  toCsv(accounts, [
    { header: 'ID', value: (a) => a.ID },
    { header: 'fullName', value: (a) => a.fullName },
    { header: 'role', value: (a) => a.role },
    { header: 'temporaryPassword', value: (a) => a.temporaryPassword },
  ]);

/** The download's file name the server gave (Content-Disposition is not readable here): ours, by date. */
export const exportFileName = (today: Date, periodLabel?: string) =>
  `oneroster-${periodLabel ? `${periodLabel}-` : ''}${today.toISOString().slice(0, 10)}.zip`;
