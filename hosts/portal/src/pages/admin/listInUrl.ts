import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { DataTableSort, DataTableState } from '@school/ui';

/** Where a list's state goes in the URL; `prefix` tells two lists of one page apart (news_q, gallery_q). */
export interface ListInUrlOptions {
  /** Put before each key with '_' (e.g. 'news' → news_q, news_page). @default none: q, page, size, sort */
  prefix?: string;
  /** The list's first page size, left out of the URL. @default 5 */
  pageSize?: number;
}

const positive = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** `sort=fullName` (ascending) or `sort=-fullName` (descending). */
const sortOf = (v: string | null): DataTableSort | null =>
  v && /^-?[A-Za-z_]+$/.test(v) ? { id: v.replace(/^-/, ''), desc: v.startsWith('-') } : null;

/**
 * A list's search, page, size and sort kept in the URL (?q=&page=&size=&sort=), so Back from a
 * detail (the browser's or the page's) returns to the same place, and a link shares it. Defaults
 * are left out of the URL; each change replaces the entry (typing is not a history step).
 */
export function useTableStateInUrl({ prefix, pageSize = 5 }: ListInUrlOptions = {}): [DataTableState, (next: DataTableState) => void] {
  const [params, setParams] = useSearchParams();
  const key = (name: string) => (prefix ? `${prefix}_${name}` : name);
  const state: DataTableState = {
    search: params.get(key('q')) ?? '',
    page: positive(params.get(key('page')), 1),
    pageSize: positive(params.get(key('size')), pageSize),
    sort: sortOf(params.get(key('sort'))),
  };
  const set = (next: DataTableState) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        const put = (name: string, value: string, fallback: string) =>
          value === fallback ? out.delete(key(name)) : out.set(key(name), value);
        put('q', next.search, '');
        put('page', String(next.page), '1');
        put('size', String(next.pageSize), String(pageSize));
        put('sort', next.sort ? `${next.sort.desc ? '-' : ''}${next.sort.id}` : '', '');
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
