import { remembered } from '../shell/warmLazy';
import { LANDINGS } from './landings';

/**
 * The code of a dashboard's first screen, asked for as soon as the entry runs (decision 99). The
 * dashboards load their routes and each page's widget lazily; left to React, the browser learns of
 * one chunk only once the one before has run: entry -> DashboardRoutes -> the page's widget ->
 * its data. Asking for the routes and the landing pages' widgets together from the start takes one
 * round trip out of that chain on a phone (the server's modulepreload links, decision 119, start
 * the downloads earlier still; this also runs them). Other pages load their widget on demand.
 *
 * The loaders are remembered (shell/warmLazy.ts) and the same ones render the routes (App.tsx)
 * and the landing widgets (their pages): the entry renders a dashboard once they are loaded, and
 * React then takes them in its first render, with no loading text and no 300 ms hold (decision 135).
 */
export const loadDashboardRoutes = remembered(() => import('./DashboardRoutes').then((m) => m.default));
/** The landing's widget (its modules in landings.ts `LANDING_NEEDS`, besides DashboardRoutes). */
export const LANDING_LOADERS = {
  student: remembered(() => import('../widgets/StudentDashboard').then((m) => m.StudentDashboard)),
  exams: remembered(() => import('../widgets/StudentExams').then((m) => m.StudentExams)),
  parent: remembered(() => import('@school/widgets/parent-dashboard').then((m) => m.ParentDashboard)),
};

/**
 * Starts loading what `path` (a dashboard URL) shows first. Resolves once it is loaded or failed
 * (a failure is met again, and shown, where the page itself loads the chunk); undefined for other paths.
 */
export function preloadDashboard(path: string): Promise<void> | undefined {
  if (!path.startsWith('/dashboard/')) return undefined;
  const landing = LANDINGS.find((l) => new RegExp(l.pattern).test(path));
  const loads: Promise<unknown>[] = [loadDashboardRoutes(), ...(landing ? [LANDING_LOADERS[landing.name]()] : [])];
  return Promise.allSettled(loads).then(() => undefined);
}
