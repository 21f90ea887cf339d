import { useMemo, type ReactNode } from 'react';
import { createSchoolQueryClient, SchoolQueryProvider } from '@school/widgets/query';
import { useSession } from './SessionProvider';

/**
 * The widgets' query cache, one per session: signing in, out or as someone else starts from an
 * empty cache, so nobody is shown what the previous person's session read (docs/decisions/0026-data-layer-tanstack-query-behind-one-hook-pair.md).
 */
export function SessionQueryProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const token = session?.token ?? null;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new cache per token is the point
  const client = useMemo(() => createSchoolQueryClient(), [token]);
  return <SchoolQueryProvider client={client}>{children}</SchoolQueryProvider>;
}
