import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { Card } from './Card';

describe('Card', () => {
  it('uses the requested heading level for its title', () => {
    renderWithTheme(
      <Card title="Exams" headingLevel={2}>
        Body
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Exams' })).toBeInTheDocument();
  });
});
