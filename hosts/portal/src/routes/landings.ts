/**
 * The dashboards' first screens, as data (issue 19, decision 119): for each landing URL, the
 * modules its first render needs and the API reads it makes first. Three readers:
 * - `preload.ts` starts those modules as soon as the entry runs;
 * - the build (`scripts/vite-landings.ts`) turns the modules into the chunk files they load and
 *   writes `dist/.vite/landings.json`;
 * - the server (`server/src/http/static.ts`) adds `<link rel="modulepreload">` for those files to
 *   the page's HTML, and for a signed-in visitor the answers of `reads`, so none of them waits for
 *   the script before it. `$1` is the URL's first group (a login ID).
 * Data only: the Vite config imports this file.
 */
export interface Landing {
  /** The dashboard URL, a regular expression's source. */
  pattern: string;
  /** Modules the first render needs beyond the entry, as the build names them (relative to hosts/portal). */
  modules: string[];
  /** The API reads of the first render, exactly as the portal's client asks for them. */
  reads: string[];
}

/** The shell's routes and the top bar's two badges: the same on every dashboard page. */
const SHELL = 'src/routes/DashboardRoutes.tsx';
const TOP_BAR_READS = ['/api/notifications?status=unread&limit=1', '/api/emails?folder=inbox&limit=1'];

export const LANDINGS: Landing[] = [
  {
    pattern: '^/dashboard/student/([A-Za-z0-9_-]+)/?$',
    modules: [SHELL, 'src/widgets/StudentDashboard.ts'],
    reads: ['/api/student_dash_data/$1', ...TOP_BAR_READS],
  },
  {
    pattern: '^/dashboard/student/([A-Za-z0-9_-]+)/exams/?$',
    modules: [SHELL, 'src/widgets/StudentExams.ts'],
    reads: ['/api/examsforstudent/$1', ...TOP_BAR_READS],
  },
  {
    pattern: '^/dashboard/parent/([A-Za-z0-9_-]+)/?$',
    modules: [SHELL, '../../packages/school-widgets/src/parent-dashboard/index.ts'],
    reads: ['/api/parent/$1', '/api/parent/$1/digest', ...TOP_BAR_READS],
  },
];
