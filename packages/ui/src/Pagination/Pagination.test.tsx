import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { Pagination } from './Pagination';
import { pageItems } from './pages';

describe('Pagination', () => {
  it('marks the current page and moves with Previous/Next and page buttons', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Pagination page={2} pageCount={5} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange.mock.calls.map(([c]) => c.page)).toEqual([3, 1, 5]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = renderWithTheme(<Pagination page={1} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    rerender(<Pagination page={3} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('hides for a single page unless forced', () => {
    const { rerender } = renderWithTheme(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<Pagination page={1} pageCount={1} onPageChange={() => {}} alwaysShow />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });
});

describe('pageItems', () => {
  it('keeps first, last and neighbours with gaps between', () => {
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 1)).toEqual([1]);
  });
});
