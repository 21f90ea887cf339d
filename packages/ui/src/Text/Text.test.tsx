import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { Text } from './Text';

describe('Text', () => {
  it('is a paragraph by default', () => {
    renderWithTheme(<Text>Hello</Text>);
    const text = screen.getByText('Hello');
    expect(text.tagName).toBe('P');
    expect(text).toHaveAttribute('data-tone', 'default');
    expect(text).toHaveAttribute('data-size', 'md');
  });

  it('takes a tone, a size, bold and another element', () => {
    renderWithTheme(
      <Text as="span" tone="muted" size="sm" bold>
        Note
      </Text>,
    );
    const text = screen.getByText('Note');
    expect(text.tagName).toBe('SPAN');
    expect(text).toHaveAttribute('data-tone', 'muted');
    expect(text).toHaveAttribute('data-size', 'sm');
    expect(text).toHaveAttribute('data-bold', 'true');
  });
});
