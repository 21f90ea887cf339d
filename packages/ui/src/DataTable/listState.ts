import { useCallback, useEffect, useRef, useState } from 'react';

/** A sorted column: its id and direction. */
export interface DataTableSort {
  /** The column's id (the accessor key, or the `id` given to the column). */
  id: string;
  /** Descending (Z→A, newest first). */
  desc: boolean;
}

/** What a list remembers: the page (from 1), its size, the search text and the sorted column. */
export interface DataTableState {
  page: number;
  pageSize: number;
  search: string;
  sort: DataTableSort | null;
}

/**
 * The state after a change: a new search, page size or sort starts again at page 1 (spec 000 §9),
 * unless the change names its page itself.
 */
export function nextListState(current: DataTableState, patch: Partial<DataTableState>): DataTableState {
  const next = { ...current, ...patch };
  const sortChanged = 'sort' in patch && (patch.sort?.id !== current.sort?.id || patch.sort?.desc !== current.sort?.desc);
  const restarts =
    (patch.search !== undefined && patch.search !== current.search) ||
    (patch.pageSize !== undefined && patch.pageSize !== current.pageSize) ||
    sortChanged;
  if (restarts && patch.page === undefined) next.page = 1;
  return next;
}

/** Reads a list state from values that may be missing or off (a typed address): defaults fill in. */
export function listStateOf(given: Partial<DataTableState> | undefined, defaults: DataTableState): DataTableState {
  const page = Number(given?.page);
  const pageSize = Number(given?.pageSize);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : defaults.page,
    pageSize: Number.isInteger(pageSize) && pageSize >= 1 ? pageSize : defaults.pageSize,
    search: given?.search ?? defaults.search,
    sort: given?.sort === undefined ? defaults.sort : given.sort,
  };
}

export interface UseListStateOptions {
  /** The state the caller keeps (e.g. in the address); missing parts come from `defaults`. */
  state?: Partial<DataTableState>;
  /** Called with every change; without it the state is kept inside. */
  onStateChange?: (state: DataTableState) => void;
  /** Where a list starts. */
  defaults: DataTableState;
}

/**
 * A list's state, kept by the caller (`state` + `onStateChange`, e.g. the portal's address) or
 * inside when the caller does not keep it. Returns the state and `update(patch)`, which applies
 * `nextListState` (a search, size or sort change goes back to page 1).
 */
export function useListState({ state, onStateChange, defaults }: UseListStateOptions) {
  const [own, setOwn] = useState<Partial<DataTableState>>({});
  const current = listStateOf({ ...own, ...state }, defaults);
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });
  const update = useCallback(
    (patch: Partial<DataTableState>) => {
      const next = nextListState(latest.current, patch);
      latest.current = next;
      setOwn(next);
      onStateChange?.(next);
    },
    [onStateChange],
  );
  return [current, update] as const;
}

/**
 * The text of a search box whose value reaches the list after a pause (server searches): typing
 * shows at once, `onSettled` runs `delayMs` after the last keystroke. A new `value` from outside
 * (Back to a remembered search) replaces what is shown; the list echoing what was just settled
 * does not (keys typed meanwhile stay).
 */
export function useSettledText(value: string, onSettled: (text: string) => void, delayMs: number) {
  const [draft, setDraft] = useState({ text: value, seen: value, settled: value });
  // Adjusting state while rendering: the list's search changed.
  if (value !== draft.seen) {
    setDraft(value === draft.settled ? { ...draft, seen: value } : { text: value, seen: value, settled: value });
  }
  const settle = useRef(onSettled);
  useEffect(() => {
    settle.current = onSettled;
  });
  const pending = draft.text !== draft.settled;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setDraft((d) => ({ ...d, settled: d.text }));
      settle.current(draft.text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [pending, draft.text, delayMs]);
  return [draft.text, (text: string) => setDraft((d) => ({ ...d, text }))] as const;
}
