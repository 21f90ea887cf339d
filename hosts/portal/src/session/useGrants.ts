import { queryKeys, useApiQuery } from '@school/widgets/query';
import type { GrantConstant } from '@school/api';
import { useSession } from './SessionProvider';

/** The permissions the portal acts on: the one list of @school/api (GRANT_CONSTANTS), which the server's catalog names too. */
export type { GrantConstant };

export interface Grants {
  /** 'loading' until a teacher's grants are read; everyone else is 'ready' at once (they gain nothing). */
  status: 'loading' | 'ready';
  /** The constants of the permissions held now (active grants only). */
  held: ReadonlySet<string>;
  has: (constant: GrantConstant) => boolean;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The signed-in teacher's active grants, read under the registry's key that the Settings widget reads too
 * (`queryKeys.permissions.mine`, from `@school/widgets/query`: the registry, not the widget)
 * so a decision taken in Settings refreshes the sidebar, the guards and the screens. A grant
 * unlocks something for teachers only (the server's rule); an expired grant (active: false) none.
 * A failed read counts as no grant: the server refuses what the screens would ask anyway.
 */
export function useGrants(): Grants {
  const { session, api } = useSession();
  const teacher = session?.type === 'teacher' && session.user.temp_password_changed;
  const mine = useApiQuery(queryKeys.permissions.mine, () => api.permissions.permissions.mine(), { enabled: !!teacher });
  if (!teacher) return { status: 'ready', held: NONE, has: () => false };
  if (mine.status === 'loading') return { status: 'loading', held: NONE, has: () => false };
  const held: ReadonlySet<string> =
    mine.status === 'success' ? new Set(mine.data.grants.filter((g) => g.active).map((g) => g.permission.constant)) : NONE;
  return { status: 'ready', held, has: (c) => held.has(c) };
}
