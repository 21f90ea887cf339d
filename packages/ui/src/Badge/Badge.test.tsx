import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { Badge } from './Badge';

describe('Badge', () => {
  it('caps large counts and can carry a spoken label', () => {
    renderWithTheme(<Badge label="150 unread messages">{150}</Badge>);
    const badge = screen.getByRole('img', { name: '150 unread messages' });
    expect(badge).toHaveTextContent('99+');
  });
});
