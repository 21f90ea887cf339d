import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CardList } from './CardList';
import { CardButton } from './CardParts';
import { renderWidget } from './test-utils';

const items = Array.from({ length: 7 }, (_, i) => ({ id: `c${i + 1}`, name: `Card ${i + 1}` }));
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Cards' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('CardList', () => {
  it("shows the page's cards and the pager moves between pages (client paging)", async () => {
    const { user } = renderWidget(
      <CardList label="Cards" items={items} limit={3} itemKey={(c) => c.id} renderCard={(c) => <strong>{c.name}</strong>} />,
    );
    expect(cardNames()).toEqual(['Card 1', 'Card 2', 'Card 3']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(cardNames()).toEqual(['Card 4', 'Card 5', 'Card 6']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(cardNames()).toEqual(['Card 7']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks the caller for the next page when the server pages (items are one page)', async () => {
    const asked = vi.fn();
    function Host() {
      const [page, setPage] = useState(1);
      const shown = items.slice((page - 1) * 2, page * 2);
      return (
        <CardList
          label="Cards"
          items={shown}
          total={items.length}
          limit={2}
          page={page}
          onPageChange={(p) => {
            asked(p);
            setPage(p);
          }}
          itemKey={(c) => c.id}
          renderCard={(c) => c.name}
        />
      );
    }
    const { user } = renderWidget(<Host />);
    expect(cardNames()).toEqual(['Card 1', 'Card 2']);
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(asked).toHaveBeenCalledWith(4);
    expect(cardNames()).toEqual(['Card 7']);
  });

  it('shows no pager for one page, and the empty text when there are no cards', () => {
    const { unmount } = renderWidget(
      <CardList label="Cards" items={items.slice(0, 2)} limit={3} itemKey={(c) => c.id} renderCard={(c) => c.name} />,
    );
    expect(cardNames()).toEqual(['Card 1', 'Card 2']);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    unmount();
    renderWidget(
      <CardList
        label="Cards"
        items={[]}
        limit={3}
        itemKey={(c: { id: string }) => c.id}
        renderCard={() => null}
        emptyText="Nothing here"
      />,
    );
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cards' })).toBeNull();
  });

  it("shows its read's loading and error states instead of the cards", async () => {
    const reload = vi.fn(async () => undefined);
    const { unmount } = renderWidget(
      <CardList
        label="Cards"
        items={undefined}
        limit={3}
        itemKey={(c: { id: string }) => c.id}
        renderCard={() => null}
        query={{ status: 'loading', reload }}
      />,
    );
    expect(screen.getByText('loading ...')).toBeInTheDocument();
    unmount();
    const { user } = renderWidget(
      <CardList
        label="Cards"
        items={undefined}
        limit={3}
        itemKey={(c: { id: string }) => c.id}
        renderCard={() => null}
        query={{ status: 'error', error: 'poor connection', reload }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: poor connection');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('CardButton: a card that opens by click, Enter or Space, named by its text, never submitting a form', async () => {
    const open = vi.fn();
    const { user } = renderWidget(
      <CardList
        label="Cards"
        items={items.slice(0, 2)}
        limit={3}
        itemKey={(c) => c.id}
        renderCard={(c) => <CardButton onClick={() => open(c.id)}>{c.name}</CardButton>}
      />,
    );
    const first = screen.getByRole('button', { name: 'Card 1' });
    expect(first).toHaveAttribute('type', 'button');
    await user.click(first);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(open.mock.calls).toEqual([['c1'], ['c2'], ['c2']]);
  });
});
