/** A page number or a gap ("…") in a pagination bar. */
export type PageItem = number | 'gap';

/**
 * The page numbers to show (1-based): always the first and last page,
 * `siblings` pages on each side of the current one, and gaps between.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const start = Math.max(2, page - siblings);
  const end = Math.min(pageCount - 1, page + siblings);
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < pageCount - 1) items.push('gap');
  if (pageCount > 1) items.push(pageCount);
  return items;
}
