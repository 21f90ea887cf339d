import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { LoadingState } from './LoadingState';

describe('LoadingState', () => {
  it('announces the catalogue text, which a provider can override', () => {
    const { unmount } = renderWithTheme(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    unmount();
    renderWithTheme(<LoadingState />, { messages: { loading: 'Chargement…' } });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });
});
