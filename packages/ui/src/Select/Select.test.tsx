import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { Select } from './Select';

const options = [
  { value: 'g1', label: 'Grade 1' },
  { value: 'g2', label: 'Grade 2' },
];

describe('Select', () => {
  it('selects an option by its label', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Select label="Class" options={options} placeholder="Choose" onChange={(e) => onChange(e.target.value)} />);
    const select = screen.getByRole('combobox', { name: 'Class' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Grade 2');
    expect(onChange).toHaveBeenCalledWith('g2');
    expect(select).toHaveValue('g2');
  });

  it('reports its error', () => {
    renderWithTheme(<Select label="Class" options={options} error="Required" />);
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveAccessibleDescription('Required');
  });
});
