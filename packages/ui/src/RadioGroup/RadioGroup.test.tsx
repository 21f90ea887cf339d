import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'present', label: 'Present' },
  { value: 'absent', label: 'Absent' },
];

describe('RadioGroup', () => {
  it('is a named group and reports the chosen value', async () => {
    const onChange = vi.fn();
    renderWithTheme(<RadioGroup label="Attendance" options={options} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Attendance' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Absent' }));
    expect(onChange).toHaveBeenCalledWith({ value: 'absent' });
    expect(screen.getByRole('radio', { name: 'Absent' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Present' })).not.toBeChecked();
  });

  it('follows a controlled value', () => {
    const { rerender } = renderWithTheme(<RadioGroup label="A" options={options} value="present" />);
    expect(screen.getByRole('radio', { name: 'Present' })).toBeChecked();
    rerender(<RadioGroup label="A" options={options} value="absent" />);
    expect(screen.getByRole('radio', { name: 'Absent' })).toBeChecked();
  });
});
