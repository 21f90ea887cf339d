import { LANDINGS, type LandingName } from './landings';

/**
 * The code of a dashboard's first screen, asked for as soon as the entry runs (decision 99). The
 * dashboards load their routes and each page's widget lazily; left to React, the browser learns of
 * one chunk only once the one before has run: entry -> DashboardRoutes -> the page's widget ->
 * its data. Asking for the routes and the landing pages' widgets together from the start takes one
 * round trip out of that chain on a phone (the server's modulepreload links, decision 119, start
 * the downloads earlier still; this also runs them). Other pages load their widget on demand.
 */
const routes = () => import('./DashboardRoutes');
/** The landing's widget (its modules in landings.ts `LANDING_NEEDS`, besides DashboardRoutes). */
export const LANDING_LOADERS: Record<LandingName, () => Promise<unknown>> = {
  student: () => import('../widgets/StudentDashboard'),
  exams: () => import('../widgets/StudentExams'),
  parent: () => import('@school/widgets/parent-dashboard'),
};

/** Starts loading what `path` (a dashboard URL) shows first; nothing for other paths. */
export function preloadDashboard(path: string) {
  if (!path.startsWith('/dashboard/')) return;
  // A failure here is met again, and shown, where the page itself imports the chunk.
  const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);
  quiet(routes());
  const landing = LANDINGS.find((l) => new RegExp(l.pattern).test(path));
  if (landing) quiet(LANDING_LOADERS[landing.name]());
}
