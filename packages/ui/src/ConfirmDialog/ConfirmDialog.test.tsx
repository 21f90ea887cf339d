import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Host(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(true);
  return <ConfirmDialog title="Delete class?" onConfirm={() => {}} {...props} open={open} onOpenChange={setOpen} />;
}

/** A page with the button that opens the dialog, as the widgets use it (controlled, no Trigger). */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete Grade 7</button>
      <button>Something else</button>
      <ConfirmDialog title="Delete class?" onConfirm={() => {}} open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('gives focus back to the button that opened it after Cancel and after Escape', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Opener />);
    const opener = screen.getByRole('button', { name: 'Delete Grade 7' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Delete class?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows the default question and Cancel closes without confirming', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(<Host onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete class?' });
    expect(dialog).toHaveTextContent('are you sure?? please cancel it if you are not');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('awaits an async onConfirm with disabled buttons, then closes', async () => {
    let resolve!: () => void;
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((r) => {
          resolve = r;
        }),
    );
    renderWithTheme(<Host onConfirm={onConfirm} confirmLabel="Delete" />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a failure inline and stays open', async () => {
    renderWithTheme(<Host onConfirm={() => Promise.reject(new Error('Class has students'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Class has students');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});
