/**
 * The dashboards' first screens, as data (issue 19, decision 119): for each landing URL, the
 * modules its first render needs and the API reads it makes first. Three readers:
 * - `preload.ts` starts those modules as soon as the entry runs (it takes `LANDINGS` only, so
 *   the rest stays out of /home's first chunk);
 * - the build (`scripts/vite-landings.ts`) turns the modules into the chunk files they load and
 *   writes `dist/.vite/landings.json`;
 * - the server (`server/src/http/static.ts`) adds `<link rel="modulepreload">` for those files to
 *   the page's HTML, and for a signed-in visitor the answers of `reads`, so none of them waits for
 *   the script before it. `$1` is the URL's first group (a login ID).
 * Data only: the Vite config imports this file.
 */
export type LandingName = 'student' | 'exams' | 'parent';

/** Which landing a dashboard URL is (a regular expression's source). */
export const LANDINGS: { name: LandingName; pattern: string }[] = [
  { name: 'student', pattern: '^/dashboard/student/([A-Za-z0-9_-]+)/?$' },
  { name: 'exams', pattern: '^/dashboard/student/([A-Za-z0-9_-]+)/exams/?$' },
  { name: 'parent', pattern: '^/dashboard/parent/([A-Za-z0-9_-]+)/?$' },
];

/** The shell's routes and the top bar's two badges: the same on every dashboard page. */
const SHELL = 'src/routes/DashboardRoutes.tsx';
const TOP_BAR_READS = ['/api/notifications?status=unread&limit=1', '/api/emails?folder=inbox&limit=1'];

/**
 * What each landing's first render needs: `modules` beyond the entry, as the build names them
 * (relative to hosts/portal; preload.ts has a loader for each), and `reads`, exactly as the
 * portal's client asks for them (earlyReads.test.tsx renders each landing to check).
 */
export const LANDING_NEEDS: Record<LandingName, { modules: string[]; reads: string[] }> = {
  student: { modules: [SHELL, 'src/widgets/StudentDashboard.ts'], reads: ['/api/student_dash_data/$1', ...TOP_BAR_READS] },
  exams: { modules: [SHELL, 'src/widgets/StudentExams.ts'], reads: ['/api/examsforstudent/$1', ...TOP_BAR_READS] },
  parent: {
    modules: [SHELL, '../../packages/school-widgets/src/parent-dashboard/index.ts'],
    reads: ['/api/parent/$1', '/api/parent/$1/digest', ...TOP_BAR_READS],
  },
};
