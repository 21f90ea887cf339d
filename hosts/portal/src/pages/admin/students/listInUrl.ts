import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PAGED_LIST_DEFAULTS, type PagedListState } from '@school/widgets/students';

/**
 * A server-paged list's search, page and size kept in the URL (?q=&page=&size=), so Back from a
 * detail (the browser's or the page's) returns to the same place, and a link shares it. Defaults
 * are left out of the URL; each change replaces the entry (typing is not a history step).
 */
export function useListStateInUrl(): [PagedListState, (next: PagedListState) => void] {
  const [params, setParams] = useSearchParams();
  const positive = (v: string | null, fallback: number) => {
    const n = Number(v);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const state: PagedListState = {
    search: params.get('q') ?? PAGED_LIST_DEFAULTS.search,
    page: positive(params.get('page'), PAGED_LIST_DEFAULTS.page),
    limit: positive(params.get('size'), PAGED_LIST_DEFAULTS.limit),
  };
  const set = (next: PagedListState) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        const put = (key: string, value: string, fallback: string) => (value === fallback ? out.delete(key) : out.set(key, value));
        put('q', next.search, PAGED_LIST_DEFAULTS.search);
        put('page', String(next.page), String(PAGED_LIST_DEFAULTS.page));
        put('size', String(next.limit), String(PAGED_LIST_DEFAULTS.limit));
        return out;
      },
      { replace: true },
    );
  return [state, set];
}

/** Opens a detail remembering the list's URL (search, page, size) for its Back button. */
export function useOpenFromList() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (to: string) => navigate(to, { state: { back: pathname + search } });
}

/** Back from a detail: to the list as it was left, or to `fallback` when opened directly. */
export function useBackToList(fallback: string) {
  const navigate = useNavigate();
  const { state } = useLocation();
  const back = (state as { back?: unknown } | null)?.back;
  return () => navigate(typeof back === 'string' && back.startsWith(fallback) ? back : fallback);
}
