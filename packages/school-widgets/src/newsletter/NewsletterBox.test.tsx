import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { NewsletterBox } from './NewsletterBox';

describe('NewsletterBox', () => {
  it('checks the email before sending', async () => {
    const subscribe = vi.fn();
    const { user } = renderWidget(<NewsletterBox api={createFakeApi({ content: { subscribe } })} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your email' })).toHaveAccessibleDescription('Email is required'));
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'not-an-email{Enter}');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('reads in Amharic for a reader in Amharic', async () => {
    renderWidget(<NewsletterBox api={createFakeApi({ content: { subscribe: vi.fn() } })} />, { language: 'am' });
    expect(await screen.findByRole('form', { name: 'ጋዜጣ' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'የእርስዎ ኢሜይል' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ላክ' })).toBeInTheDocument();
  });

  it('sends only the email and shows the server message, then empties the box', async () => {
    const subscribe = vi.fn(async () => fakeOk({ message: 'successfully subscribed' }, 'successfully subscribed'));
    const { user } = renderWidget(<NewsletterBox api={createFakeApi({ content: { subscribe } })} />);
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('successfully subscribed');
    expect(subscribe).toHaveBeenCalledWith({ email: 'parent@example.com' });
    expect(screen.getByRole('textbox', { name: 'Your email' })).toHaveValue('');
  });

  it('shows the server error and keeps the email', async () => {
    const subscribe = vi.fn(async () => fakeFail('already subscribed', 409));
    const { user } = renderWidget(<NewsletterBox api={createFakeApi({ content: { subscribe } })} />);
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'parent@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('already subscribed');
    expect(screen.getByRole('textbox', { name: 'Your email' })).toHaveValue('parent@example.com');
  });
});
