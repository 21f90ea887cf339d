import type { ReactElement, ReactNode } from 'react';
import { createRoutesFromChildren, type RouteObject } from 'react-router-dom';
import { App } from '../hosts/portal/src/App';
import DashboardRoutes from '../hosts/portal/src/routes/DashboardRoutes';

// The portal's own route table, read from its React Router elements (not a copy), so a route added
// to the portal is in every sweep over it (phone-width.test.ts) without touching the test.

export type Role = 'admin' | 'teacher' | 'student' | 'parent';

export interface PortalRoute {
  /** The pattern as the router matches it: '/dashboard/teacher/:id/assignment/:section_id/:course_id'. */
  pattern: string;
  /** Who may open it: the roles of its `RequireRole` guard; public routes have none. */
  roles: Role[];
}

const roleOf = (name: string): Role | null =>
  name === 'admin' || name === 'super admin'
    ? 'admin'
    : name === 'Family'
      ? 'parent'
      : name === 'teacher' || name === 'student'
        ? name
        : null;

/** The roles of the first `RequireRole` (a `roles` prop) in an element's tree of props. */
function guardRoles(node: ReactNode): Role[] {
  if (!node || typeof node !== 'object' || !('props' in node)) return [];
  const props = (node as ReactElement<{ roles?: readonly string[]; children?: ReactNode }>).props;
  if (props.roles) return [...new Set(props.roles.map(roleOf).filter((r): r is Role => r !== null))];
  const children = Array.isArray(props.children) ? props.children : [props.children];
  for (const child of children) {
    const found = guardRoles(child as ReactNode);
    if (found.length) return found;
  }
  return [];
}

function flatten(routes: RouteObject[], base: string, out: PortalRoute[]) {
  for (const r of routes) {
    const here = r.path ? (r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`) : base;
    if (r.path && r.path !== '*' && !r.path.endsWith('/*')) out.push({ pattern: here, roles: guardRoles(r.element) });
    if (r.children) flatten(r.children, here, out);
  }
  return out;
}

const childrenOf = (el: ReactNode) => (el as ReactElement<{ children: ReactNode }>).props.children;

/** Every route of the dashboards (under /dashboard) with the roles that may open it. */
export function dashboardRoutes(): PortalRoute[] {
  return flatten(createRoutesFromChildren(childrenOf((DashboardRoutes as () => ReactNode)())), '/dashboard', []);
}

/** Every public route (the routes of the public layout). */
export function publicRoutes(): PortalRoute[] {
  const [routes] = childrenOf((App as () => ReactNode)()) as ReactNode[];
  return flatten(createRoutesFromChildren(childrenOf(routes)), '/', []).filter((r) => !r.pattern.startsWith('/dashboard'));
}

/**
 * A pattern with its parameters filled from `values` (by name); null when one has no value, so
 * a route whose parameter a sweep does not know is reported rather than skipped.
 */
export function fill(pattern: string, values: Record<string, string | undefined>): string | null {
  let missing = false;
  const path = pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const v = values[name];
    if (v === undefined) missing = true;
    return encodeURIComponent(v ?? '');
  });
  return missing ? null : path;
}
