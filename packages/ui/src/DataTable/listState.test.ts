import { describe, expect, it } from 'vitest';
import { listStateOf, nextListState, type DataTableState } from './listState';

const at: DataTableState = { page: 3, pageSize: 10, search: 'ab', sort: { id: 'name', desc: false } };

describe('nextListState', () => {
  it('keeps the page for a page change alone', () => {
    expect(nextListState(at, { page: 4 })).toEqual({ ...at, page: 4 });
  });

  it('goes back to page 1 on a new search, page size or sort (spec 000 §9)', () => {
    expect(nextListState(at, { search: 'abc' }).page).toBe(1);
    expect(nextListState(at, { pageSize: 25 }).page).toBe(1);
    expect(nextListState(at, { sort: { id: 'name', desc: true } }).page).toBe(1);
    expect(nextListState(at, { sort: null }).page).toBe(1);
  });

  it('does not restart when nothing really changed', () => {
    expect(nextListState(at, { search: 'ab', pageSize: 10, sort: { id: 'name', desc: false } }).page).toBe(3);
  });
});

describe('listStateOf', () => {
  const defaults: DataTableState = { page: 1, pageSize: 5, search: '', sort: null };

  it('fills what is missing from the defaults', () => {
    expect(listStateOf({ search: 'x' }, defaults)).toEqual({ ...defaults, search: 'x' });
    expect(listStateOf(undefined, defaults)).toEqual(defaults);
  });

  it('ignores a page or size that is not a positive whole number (a typed address)', () => {
    expect(listStateOf({ page: 0, pageSize: Number.NaN }, defaults)).toEqual(defaults);
    expect(listStateOf({ page: 2.5, pageSize: -5 }, defaults)).toEqual(defaults);
  });
});
