import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger, is named by its title, closes with Escape and the close button', async () => {
    renderWithTheme(
      <Dialog title="Edit student" trigger={<Button>Open</Button>}>
        Body
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Edit student' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('portals into the given container, or the provider default', () => {
    const own = document.createElement('div');
    const fromProvider = document.createElement('div');
    document.body.append(own, fromProvider);
    const { unmount } = renderWithTheme(<Dialog open title="Mine" container={own} />, { portalContainer: fromProvider });
    expect(own.querySelector('[role="dialog"]')).not.toBeNull();
    unmount();
    renderWithTheme(<Dialog open title="Default" />, { portalContainer: fromProvider });
    expect(fromProvider.querySelector('[role="dialog"]')).not.toBeNull();
    own.remove();
    fromProvider.remove();
  });
});
