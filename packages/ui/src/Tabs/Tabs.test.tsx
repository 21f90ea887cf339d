import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { Tabs } from './Tabs';

const items = [
  { value: 'grades', label: 'Grades', content: 'Grades panel' },
  { value: 'attendance', label: 'Attendance', content: 'Attendance panel' },
  { value: 'schedule', label: 'Schedule', content: 'Schedule panel' },
];

describe('Tabs', () => {
  it('switches with the arrow keys and wraps around', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Tabs items={items} label="Record" onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Record' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Grades panel');

    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Grades' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Attendance' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Attendance panel');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 'attendance' });

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects a tab on click', async () => {
    renderWithTheme(<Tabs items={items} label="Record" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Schedule' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Schedule panel');
  });
});
