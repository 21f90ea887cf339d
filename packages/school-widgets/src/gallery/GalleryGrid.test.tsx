import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk, type GalleryQuery } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { galleries, galleryPage } from './fixtures';
import { GalleryGrid } from './GalleryGrid';

const apiWith = (items = galleries) => {
  const listShown = vi.fn(async (q: GalleryQuery) => fakeOk(galleryPage(q.page ?? 1, q.limit ?? 10, items)));
  return { listShown, api: createFakeApi({ content: { gallery: { listShown } } }) };
};

describe('GalleryGrid', () => {
  it('shows 10 photos per page and pages when there are more', async () => {
    const { api, listShown } = apiWith();
    const { user } = renderWidget(<GalleryGrid api={api} onOpen={() => undefined} />);
    const grid = await screen.findByRole('list', { name: 'Gallery' });
    expect(within(grid).getAllByRole('button')).toHaveLength(10);
    expect(listShown).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Reading club' })).toBeInTheDocument();
    expect(listShown).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
  });

  it('names the grid in Amharic for a reader in Amharic', async () => {
    const { api } = apiWith(galleries.slice(0, 4));
    renderWidget(<GalleryGrid api={api} onOpen={() => undefined} />, { language: 'am' });
    expect(await screen.findByRole('list', { name: 'የፎቶ ማዕከል' })).toBeInTheDocument();
  });

  it('hides the pagination when everything fits on one page', async () => {
    const { api } = apiWith(galleries.slice(0, 4));
    renderWidget(<GalleryGrid api={api} onOpen={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Science fair' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('opens a photo by keyboard', async () => {
    const onOpen = vi.fn();
    const { user } = renderWidget(<GalleryGrid api={apiWith().api} onOpen={onOpen} />);
    await screen.findByRole('button', { name: 'Science fair' });
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith('g2');
  });

  it("says 'No Gallery Available' when empty", async () => {
    renderWidget(<GalleryGrid api={apiWith([]).api} onOpen={() => undefined} />);
    expect(await screen.findByText('No Gallery Available')).toBeInTheDocument();
  });

  it("shows 'Error: ' and the text on failure", async () => {
    renderWidget(
      <GalleryGrid
        api={createFakeApi({ content: { gallery: { listShown: async () => fakeFail('poor connection', 0) } } })}
        onOpen={() => undefined}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: poor connection');
  });
});
