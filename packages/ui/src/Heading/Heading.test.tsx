import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { Heading } from './Heading';

describe('Heading', () => {
  it.each([1, 2, 3, 4] as const)('renders level %i as its h-element', (level) => {
    renderWithTheme(<Heading level={level}>Title</Heading>);
    const heading = screen.getByRole('heading', { name: 'Title', level });
    expect(heading.tagName).toBe(`H${level}`);
    expect(heading).toHaveAttribute('data-size', String(level));
  });

  it('is an h2 by default and can look like another level', () => {
    renderWithTheme(<Heading size={3}>Records</Heading>);
    const heading = screen.getByRole('heading', { name: 'Records', level: 2 });
    expect(heading).toHaveAttribute('data-size', '3');
  });
});
