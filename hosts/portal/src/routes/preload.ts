/**
 * The code of a dashboard's first screen, asked for as soon as the entry runs (decision 99). The
 * dashboards load their routes and each page's widget lazily; left to React, the browser learns of
 * one chunk only once the one before has run: entry -> DashboardRoutes -> the page's widget ->
 * its data. Asking for the routes and the landing pages' widgets together from the start takes one
 * round trip out of that chain on a phone. Other pages still load their widget on demand.
 */
const LANDINGS: [RegExp, () => Promise<unknown>][] = [
  [/^\/dashboard\/student\/[^/]+\/?$/, () => import('../widgets/StudentDashboard')],
  [/^\/dashboard\/student\/[^/]+\/exams\/?$/, () => import('../widgets/StudentExams')],
  [/^\/dashboard\/parent\/[^/]+\/?$/, () => import('@school/widgets/parent-dashboard')],
];

/** Starts loading what `path` (a dashboard URL) shows first; nothing for other paths. */
export function preloadDashboard(path: string) {
  if (!path.startsWith('/dashboard/')) return;
  // A failure here is met again, and shown, where the page itself imports the chunk.
  const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);
  quiet(import('./DashboardRoutes'));
  for (const [pattern, load] of LANDINGS) if (pattern.test(path)) quiet(load());
}
