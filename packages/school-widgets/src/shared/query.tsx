import { useCallback, useState, type ReactNode } from 'react';
import {
  hashKey,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { failureCode, type ApiResult, type ErrorCode } from '@school/api';
import { useToasts } from '@school/ui';

// ─── The widgets' one query layer (TanStack Query) ───────────────────────────────────────────
// Reads: useApiQuery(key, load) — cached by key, shared between widgets, refetched after a
// mutation invalidates its key, previous data kept while paging. Writes: useApiMutation(run,
// { invalidates }) — the server's message or error shown once, here, as a toast (or through the
// widget's own `announce`, e.g. a notice with the spec's duration).
// Keys come from `queryKeys` (shared/queryKeys.ts) and start with the area's name:
// ['students', 'list', { page, search }], ['teachers', 'detail', id]. docs/decisions/0026-data-layer-tanstack-query-behind-one-hook-pair.md.

/** The state of one read, as `queryFallback` and the widgets take it. */
export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; error: string; /** The machine code to branch on (never the text). */ code?: ErrorCode; data?: undefined }
  | { status: 'success'; data: T; error?: undefined };

/** How a widget announces an outcome: a toast, or a timed notice. */
export type Announce = (kind: 'success' | 'error', message: string) => void;

/** A failed ApiResult, thrown inside the query so TanStack sees an error. */
export class ApiQueryError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode = 'server_error',
  ) {
    super(message);
    this.name = 'ApiQueryError';
  }
}

export interface SchoolQueryClientOptions {
  /** How often a read that failed on the network (no answer) is tried again. @default 1 */
  networkRetries?: number;
}

/** The QueryClient hosts give the widgets: no retries of refused calls, no focus refetch storms. */
export function createSchoolQueryClient({ networkRetries = 1 }: SchoolQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refused call (4xx) will be refused again; a network failure is tried once more.
        retry: (count, error) => count < networkRetries && error instanceof ApiQueryError && error.status === 0,
      },
      mutations: { retry: false },
    },
  });
}

export interface SchoolQueryProviderProps {
  /** A client to share (the portal's, the embed's per API base); a new one is made when omitted. */
  client?: QueryClient;
  children: ReactNode;
}

/** Hosts wrap the widgets in this once (portal, embed, Storybook, tests). */
export function SchoolQueryProvider({ client, children }: SchoolQueryProviderProps) {
  const [own] = useState(() => createSchoolQueryClient());
  return <QueryClientProvider client={client ?? own}>{children}</QueryClientProvider>;
}

/**
 * Runs `run` once none of `client`'s reads is loading (at once when none is); returns a cancel.
 * The portal opens its live connection after the page's first reads were answered (decision 136).
 */
export function whenReadsSettle(client: QueryClient, run: () => void): () => void {
  if (client.isFetching() === 0) {
    run();
    return () => undefined;
  }
  const stop = client.getQueryCache().subscribe(() => {
    if (client.isFetching() > 0) return;
    stop();
    run();
  });
  return stop;
}

// ─── Reads ───────────────────────────────────────────────────────────────────

export interface ApiQueryOptions {
  /** false: do not load yet (e.g. until a period is chosen). */
  enabled?: boolean;
  /** Keep showing the previous key's data while the next loads (paging, search). */
  keepPrevious?: boolean;
  /** How long a result counts as fresh, in ms (default 30 s). */
  staleTime?: number;
  /** Poll every n ms (live lists). */
  refetchInterval?: number;
}

export type ApiQuery<T> = QueryState<T> & {
  reload: () => Promise<void>;
  /** A request is in flight (also while previous data is shown). */
  isFetching: boolean;
  /** The data shown belongs to the previous key while the new one loads (keepPrevious). */
  isPrevious: boolean;
  /** Identifies the settled request (changes with every load). */
  requestKey: string;
};

/** Reads through the query layer; the state has the shape `queryFallback` takes. */
export function useApiQuery<T>(queryKey: QueryKey, load: () => Promise<ApiResult<T>>, options: ApiQueryOptions = {}): ApiQuery<T> {
  const q = useQuery({
    queryKey,
    queryFn: async () => {
      const result = await load();
      if (!result.ok) throw new ApiQueryError(result.error, result.status, failureCode(result));
      return result.data;
    },
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    staleTime: options.staleTime,
    refetchInterval: options.refetchInterval,
  });
  const { refetch } = q;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const requestKey = `${JSON.stringify(queryKey)}:${q.dataUpdatedAt}:${q.errorUpdatedAt}`;
  const base = { reload, isFetching: q.isFetching, isPrevious: q.isPlaceholderData, requestKey };
  if (q.data !== undefined && (q.status === 'success' || q.isPlaceholderData)) return { ...base, status: 'success', data: q.data as T };
  if (q.status === 'error') {
    const code = q.error instanceof ApiQueryError ? q.error.code : undefined;
    return { ...base, status: 'error', error: q.error instanceof Error ? q.error.message : String(q.error), code };
  }
  return { ...base, status: 'loading' };
}

// ─── Writes ──────────────────────────────────────────────────────────────────

/** A cache entry a write answers with: [key, the new data or an updater of the old]. */
export type CacheUpdate = readonly [QueryKey, unknown];

export interface ApiMutationOptions<V, T> {
  /** Query keys (prefixes) to refetch after a success. */
  invalidates?: QueryKey[] | ((data: T, vars: V) => QueryKey[]);
  /**
   * Cache entries to set from the answer (e.g. the saved record into its detail), so the screen
   * shows it at once without a second read. A function value is an updater of the old data. These
   * entries are not refetched even when `invalidates` covers them.
   */
  updates?: (data: T, vars: V) => readonly CacheUpdate[];
  /** Toast shown on success when the server sends no message; false: no success notice. */
  successText?: string | false;
  /** false: the caller shows failures itself (e.g. inside a dialog). Default true. */
  toastErrors?: boolean;
  /** How outcomes are announced. @default a toast (useToasts) */
  announce?: Announce;
  onSuccess?: (data: T, vars: V, message: string) => void;
}

export interface ApiMutation<V, T> {
  /** Runs the write; resolves with its result (never throws). */
  run: (vars: V) => Promise<ApiResult<T>>;
  isPending: boolean;
  /** The last failure's text, cleared by the next run. */
  error: string | null;
  /** Clears `error` (a dialog closed). */
  reset: () => void;
}

/** Writes through the query layer: one place that shows outcomes and refreshes what changed. */
export function useApiMutation<V = void, T = unknown>(
  write: (vars: V) => Promise<ApiResult<T>>,
  options: ApiMutationOptions<V, T> = {},
): ApiMutation<V, T> {
  const client = useQueryClient();
  const toasts = useToasts();
  const [error, setError] = useState<string | null>(null);
  const m = useMutation({ mutationFn: write });
  const { mutateAsync } = m;
  const { invalidates, updates, successText, toastErrors = true, announce, onSuccess } = options;
  const run = useCallback(
    async (vars: V): Promise<ApiResult<T>> => {
      const say: Announce = announce ?? ((kind, message) => void toasts.push({ kind, message }));
      setError(null);
      let result: ApiResult<T>;
      try {
        result = await mutateAsync(vars);
      } catch (e) {
        result = { ok: false, status: 0, error: e instanceof Error ? e.message : String(e), code: 'network' };
      }
      if (!result.ok) {
        setError(result.error);
        if (toastErrors) say('error', result.error);
        // A conflict means what the screen shows changed meanwhile (another tab, another person):
        // what the write would have refreshed is read again, so the next try starts from it.
        if (result.code === 'conflict' && Array.isArray(invalidates)) {
          for (const queryKey of invalidates) void client.invalidateQueries({ queryKey });
        }
        return result;
      }
      const written = new Set<string>();
      for (const [key, value] of updates?.(result.data, vars) ?? []) {
        client.setQueryData(key, value);
        written.add(hashKey(key));
      }
      const keys = typeof invalidates === 'function' ? invalidates(result.data, vars) : (invalidates ?? []);
      // Not awaited: the write is done when the server answered; what shows it refetches behind.
      // What the answer itself just wrote is fresh and is not read again.
      for (const queryKey of keys) void client.invalidateQueries({ queryKey, predicate: (q) => !written.has(q.queryHash) });
      const message = result.message || messageOf(result.data);
      const text = successText === false ? '' : message || (successText ?? '');
      if (text) say('success', text);
      onSuccess?.(result.data, vars, message);
      return result;
    },
    [mutateAsync, client, toasts, invalidates, updates, successText, toastErrors, announce, onSuccess],
  );
  const reset = useCallback(() => setError(null), []);
  return { run, isPending: m.isPending, error, reset };
}

/** The `message` of a success body (`{ message, student }`), when the result did not lift it. */
function messageOf(data: unknown): string {
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : '';
}

/**
 * The end of a ConfirmDialog's `onConfirm` through a mutation: a failure is thrown, so the dialog
 * shows it and stays open (the mutation already announced it); a success returns the data.
 */
export async function confirmed<V, T>(mutation: ApiMutation<V, T>, vars: V): Promise<T> {
  const result = await mutation.run(vars);
  if (!result.ok) throw new Error(result.error);
  return result.data;
}
