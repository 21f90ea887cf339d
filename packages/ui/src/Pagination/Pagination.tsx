import styled from 'styled-components';
import { Button } from '../Button/Button';
import { tokens } from '../theme/tokens';
import { useUiMessages } from '../UiProvider/UiProvider';
import { pageItems } from './pages';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  [aria-current='page'] {
    background: ${tokens.color.primary};
    color: ${tokens.color.onPrimary};
    border-color: ${tokens.color.primary};
  }
  [data-gap] {
    padding: 0 ${tokens.space.xs};
    color: ${tokens.color.textMuted};
  }
`;

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages. */
  pageCount: number;
  /** Called with the requested page (1-based). */
  onPageChange: (change: { page: number }) => void;
  /** Show the bar even when there is only one page. @default false */
  alwaysShow?: boolean;
  /** Pages shown on each side of the current one. @default 1 */
  siblings?: number;
}

/** Page buttons with Previous/Next; the current page has aria-current="page". */
export function Pagination({ page, pageCount, onPageChange, alwaysShow = false, siblings = 1 }: PaginationProps) {
  const messages = useUiMessages();
  if (pageCount <= 1 && !alwaysShow) return null;
  const go = (p: number) => onPageChange({ page: p });
  return (
    <Nav aria-label={messages.pagination} data-ui="pagination">
      <ul>
        <li>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
            {messages.previous}
          </Button>
        </li>
        {pageItems(page, Math.max(pageCount, 1), siblings).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} data-gap aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                variant="secondary"
                size="sm"
                aria-current={item === page ? 'page' : undefined}
                aria-label={`${messages.page} ${item}`}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => go(page + 1)}>
            {messages.next}
          </Button>
        </li>
      </ul>
    </Nav>
  );
}
