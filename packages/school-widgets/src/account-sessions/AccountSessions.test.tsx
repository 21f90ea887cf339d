import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { AccountSessions } from './AccountSessions';
import { sessionsFixture } from './fixtures';

describe('AccountSessions', () => {
  const setup = (language: 'en' | 'am' = 'en') => {
    const endSession = vi.fn(async () => fakeOk({ message: 'The session was signed out' }, 'The session was signed out'));
    const endAllSessions = vi.fn(async () => fakeOk({ message: 'Signed out everywhere' }, 'Signed out everywhere'));
    const sessions = vi.fn(async () => fakeOk(sessionsFixture));
    const onSignedOut = vi.fn();
    const view = renderWidget(
      <AccountSessions api={createFakeApi({ auth: { sessions, endSession, endAllSessions } })} onSignedOut={onSignedOut} />,
      { language },
    );
    return { ...view, endSession, endAllSessions, onSignedOut };
  };

  it('lists each device with this one marked, and no sign-out button on this one', async () => {
    setup();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome on Linux');
    expect(items[0]).toHaveTextContent('This device');
    expect(within(items[0]).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Chrome on Android');
    expect(items[1]).toHaveTextContent(/Last seen/);
  });

  it('ends another device after a confirmation', async () => {
    const { user, endSession } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out: Chrome on Android' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sign out of Chrome on Android?');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(endSession).toHaveBeenCalledWith('s-phone'));
  });

  it('signs out everywhere after a confirmation, then tells the host', async () => {
    const { user, endAllSessions, onSignedOut } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    expect(endAllSessions).toHaveBeenCalledTimes(1);
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('reads the devices and the confirmation in the language of its provider', async () => {
    const { user, endSession } = setup('am');
    expect(await screen.findByRole('heading', { name: 'የገቡባቸው መሣሪያዎች' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('ይህ መሣሪያ');
    expect(items[0]).toHaveTextContent(/የገቡት/);
    expect(items[1]).toHaveTextContent(/ለመጨረሻ ጊዜ የታየው/);
    await user.click(screen.getByRole('button', { name: 'ውጣ: Chrome በAndroid' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('ከChrome በAndroid ይውጡ?');
    await user.click(within(dialog).getByRole('button', { name: 'ውጣ' }));
    await vi.waitFor(() => expect(endSession).toHaveBeenCalledWith('s-phone'));
  });
});
