import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureFolders } from '../features';

// One widget folder never reaches into another (issue 40): what two features use goes to
// packages/school-widgets/src/shared/ (useNotice, useNow, the student record's logic, ...). Tests,
// stories and fixtures may borrow another feature's fixtures. A widget that shows another feature's
// screen inside its own (the parent dashboard shows the child's report card) is listed below, each
// with its reason; the list may only shrink (an entry no longer needed fails too).
const root = fileURLToPath(new URL('../..', import.meta.url));
const src = `${root}packages/school-widgets/src`;
const features = featureFolders(src, 'shared');
const featureOf = (file: string) => features.find((f) => file === f || file.startsWith(`${f}/`)) ?? file.split('/')[0];

/** `from → imported file` pairs allowed for now (paths under src/, no extension). */
const ALLOWED: Record<string, string> = {
  // The parent dashboard shows each child's report card, attendance and week: those features' screens.
  'parent-dashboard/ParentDashboard.tsx → grade-reports/pdf/makePdf': 'composition: the report card PDF',
  'parent-dashboard/StudentPanel.tsx → grade-reports/GradeReportCard': 'composition: the child’s report card',
  'parent-dashboard/StudentPanel.tsx → grade-reports/pdf/makePdf': 'composition: the report card PDF',
  'parent-dashboard/StudentPanel.tsx → attendance/StudentAttendance': 'composition: the child’s attendance',
  'parent-dashboard/StudentPanel.tsx → my-schedule/WeekTable': 'composition: the child’s week',
  // The applicant's onboarding shows the student profile's header.
  'admissions/onboarding/ApplicantOnboarding.tsx → student-profile/StudentProfile': 'composition: the profile header',
  // The teacher sees a taker's result as the taker does; an admin sees a person's own profile card.
  'exam-builder/TakerResult.tsx → exam-taker/ExamResult': 'composition: the taker’s result as the taker sees it',
  'user-detail/UserDetail.tsx → profile/ProfileCard': 'composition: the person’s profile card',
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !/^(fixtures|test-utils|takerTestKit)/.test(name) ? [file] : [];
  });
}

describe('widget folders', () => {
  it('import nothing from one another (shared things live in shared/)', () => {
    const found = new Set<string>();
    for (const file of sources(src)) {
      const from = path.relative(src, file);
      const own = featureOf(from);
      if (own === 'shared' || !from.includes(path.sep)) continue; // shared/, and the package's own index.ts
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
        const target = path.relative(src, path.resolve(path.dirname(file), m[1]!));
        const theirs = featureOf(target);
        if (theirs !== own && theirs !== 'shared' && !target.startsWith('..')) found.add(`${from} → ${target}`);
      }
    }
    const refused = [...found].filter((k) => !(k in ALLOWED));
    expect(refused, 'move what both use to packages/school-widgets/src/shared/').toEqual([]);
    const stale = Object.keys(ALLOWED).filter((k) => !found.has(k));
    expect(stale, 'no longer imported: remove from ALLOWED').toEqual([]);
  });
});
