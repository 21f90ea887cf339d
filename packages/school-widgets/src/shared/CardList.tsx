import { useState, type Key, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { EmptyState, Pagination, tokens } from '@school/ui';
import type { QueryState } from './query';
import { queryFallback } from './QueryFallback';

// ─── The widgets' one card list (issue 22, docs/decisions/0102-one-card-list-shared-cardlist-with-the-one-pager.md) ──────────────────────────
// Every list of cards pages the same way: @school/ui Pagination under the list, shown only when
// there is more than one page, the current page kept inside the last page. Two ways to page:
//   client: `items` are the whole list, `limit` cards a page, CardList slices;
//   server: `items` are the page the server answered, with `total` (or `pageCount`); the caller
//           keeps `page` (it is part of the read's key) and reads the next page on `onPageChange`.
// A `query` given shows its loading and error states (queryFallback) in place of the list.
// A card that opens something is a CardButton (./CardParts.tsx): one look, keyboard and focus ring
// for all; CardListSection and CardListToolbar frame a page of cards with its search and sort.

/** The layout of the cards: a grid of equal columns, one column, or masonry (photos). */
export type CardListLayout = 'grid' | 'stack' | 'masonry';

export interface CardListProps<T> {
  /** The cards: the whole list (client paging) or the page the server sent (with `total`/`pageCount`). */
  items: readonly T[] | undefined;
  /** One card (the content of its list item). */
  renderCard: (item: T, index: number) => ReactNode;
  /** A stable key of one item. */
  itemKey: (item: T) => Key;
  /** Cards per page. */
  limit: number;
  /** The list's accessible name (or use `labelledBy`). */
  label?: string;
  /** The id of the heading that names the list. */
  labelledBy?: string;
  /** The page shown, 1-based, when the caller keeps it (search resets it, server paging). @default kept inside */
  page?: number;
  /** Called with the page asked for. */
  onPageChange?: (page: number) => void;
  /** Server paging: how many items the server has in all (then `items` is one page). */
  total?: number;
  /** Server paging: the number of pages when the server answers that instead of `total`. */
  pageCount?: number;
  /** A read whose loading and error states are shown instead of the list (queryFallback). */
  query?: QueryState<unknown> & { reload: () => Promise<void>; isFetching?: boolean };
  /** The text shown when there are no items. @default nothing shown */
  emptyText?: string;
  /** How the cards are laid out. @default 'grid' */
  layout?: CardListLayout;
  /** The narrowest card of the grid layout (CSS length). @default '15rem' */
  minCardWidth?: string;
}

/** The number of pages of `count` items, `limit` a page (at least 1). */
function pagesOf(count: number, limit: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, limit)));
}

/** A list of cards with the one pager, its empty text and its read's loading/error states. */
export function CardList<T>({
  items,
  renderCard,
  itemKey,
  limit,
  label,
  labelledBy,
  page: pageProp,
  onPageChange,
  total,
  pageCount: serverPageCount,
  query,
  emptyText,
  layout = 'grid',
  minCardWidth = '15rem',
}: CardListProps<T>): ReactElement | null {
  const [ownPage, setOwnPage] = useState(1);
  if (query && query.status !== 'success') return queryFallback(query);
  const all = items ?? [];
  const serverPaged = total !== undefined || serverPageCount !== undefined;
  const pageCount = serverPaged ? (serverPageCount ?? pagesOf(total ?? 0, limit)) : pagesOf(all.length, limit);
  const page = Math.min(Math.max(1, pageProp ?? ownPage), Math.max(1, pageCount));
  const shown = serverPaged ? all : all.slice((page - 1) * limit, page * limit);
  const go = (p: number) => {
    setOwnPage(p);
    onPageChange?.(p);
  };

  if (all.length === 0) return emptyText ? <EmptyState title={emptyText} /> : null;
  return (
    <Root>
      <List
        role="list"
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-busy={query?.isFetching || undefined}
        $layout={layout}
        $min={minCardWidth}
      >
        {shown.map((item, i) => (
          <li key={itemKey(item)}>{renderCard(item, (page - 1) * limit + i)}</li>
        ))}
      </List>
      {/* eslint-disable-next-line no-restricted-syntax -- the one card list pages here */}
      <Pagination page={page} pageCount={pageCount} onPageChange={({ page: p }) => go(p)} />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
`;

// [1] Masonry with CSS columns: each card keeps its own height; break-inside keeps a card whole.
const List = styled.ul<{ $layout: CardListLayout; $min: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ $layout, $min }) =>
    $layout === 'masonry'
      ? css`
          columns: 3 16rem;
          column-gap: ${tokens.space.lg};
          li {
            break-inside: avoid;
            margin-bottom: ${tokens.space.lg};
          }
        `
      : $layout === 'stack'
        ? css`
            display: grid;
            gap: ${tokens.space.sm};
          `
        : css`
            display: grid;
            gap: ${tokens.space.md};
            grid-template-columns: repeat(auto-fill, minmax(${$min}, 1fr));
          `}
`;
