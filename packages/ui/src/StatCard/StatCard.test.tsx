import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('pairs the label with its value for assistive technology', () => {
    renderWithTheme(<StatCard label="Students" value={482} />);
    expect(screen.getByRole('term')).toHaveTextContent('Students');
    expect(screen.getByRole('definition')).toHaveTextContent('482');
  });
});
