import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders the title as an h1 with its description and actions', async () => {
    const onAdd = vi.fn();
    renderWithTheme(<PageHeader title="Teachers" description="This year" actions={<button onClick={onAdd}>Add teacher</button>} />);
    const header = document.querySelector<HTMLElement>('[data-ui="page-header"]')!;
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(within(header).getByRole('heading', { level: 1, name: 'Teachers' })).toBeInTheDocument();
    expect(within(header).getByText('This year')).toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Add teacher' }));
    expect(onAdd).toHaveBeenCalled();
    expect(getComputedStyle(header).flexWrap).toBe('wrap');
  });

  it('takes another level and leaves out what it was not given', () => {
    renderWithTheme(<PageHeader title="History" level={2} titleId="history" />);
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toHaveAttribute('id', 'history');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.querySelector('[data-part="description"]')).toBeNull();
  });
});
