import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { Stack } from './Stack';

describe('Stack', () => {
  it('is a column with the md gap by default', () => {
    renderWithTheme(<Stack data-testid="s">a</Stack>);
    const stack = screen.getByTestId('s');
    expect(stack.tagName).toBe('DIV');
    expect(stack).toHaveAttribute('data-direction', 'column');
    expect(stack).toHaveAttribute('data-gap', 'md');
    expect(stack).not.toHaveAttribute('data-wrap');
  });

  it('exposes direction, gap, align, justify and wrap as data attributes and renders the element asked for', () => {
    renderWithTheme(
      <Stack as="ul" direction="row" gap="sm" align="center" justify="space-between" wrap aria-label="Actions">
        <li>one</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Actions' });
    expect(list).toHaveAttribute('data-direction', 'row');
    expect(list).toHaveAttribute('data-gap', 'sm');
    expect(list).toHaveAttribute('data-align', 'center');
    expect(list).toHaveAttribute('data-justify', 'space-between');
    expect(list).toHaveAttribute('data-wrap', 'true');
    expect(getComputedStyle(list).flexDirection).toBe('row');
    expect(getComputedStyle(list).flexWrap).toBe('wrap');
  });
});
