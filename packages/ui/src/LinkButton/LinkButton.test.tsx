import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { LinkButton } from './LinkButton';

describe('LinkButton', () => {
  it('is a button, pressed by click, Enter and Space', async () => {
    const onClick = vi.fn();
    renderWithTheme(<LinkButton onClick={onClick}>Almaz Kebede</LinkButton>);
    const button = screen.getByRole('button', { name: 'Almaz Kebede' });
    expect(button.tagName).toBe('BUTTON');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('does not submit a form and is not pressed when disabled', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onClick = vi.fn();
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <LinkButton>Open</LinkButton>
        <LinkButton disabled onClick={onClick}>
          Closed
        </LinkButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Closed' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Closed' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
