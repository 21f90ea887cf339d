import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
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

describe('Dialog focus', () => {
  function Opened({ fields }: { fields: boolean }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>New item</Button>
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title="New item"
          footer={
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          }
        >
          {fields ? (
            <>
              <input type="hidden" name="token" />
              <label>
                Disabled <input disabled />
              </label>
              <label>
                Title <input />
              </label>
              <label>
                Body <textarea />
              </label>
            </>
          ) : (
            <p>Nothing to fill in.</p>
          )}
        </Dialog>
      </>
    );
  }

  it('opens on its first field (not the close button) and gives focus back to the plain button that opened it', async () => {
    renderWithTheme(<Opened fields />);
    const opener = screen.getByRole('button', { name: 'New item' });
    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('without a field, focus stays inside the dialog and returns to the opener', async () => {
    renderWithTheme(<Opened fields={false} />);
    const opener = screen.getByRole('button', { name: 'New item' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'New item' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });
});
