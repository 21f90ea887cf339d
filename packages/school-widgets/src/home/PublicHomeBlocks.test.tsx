import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, fakeFail, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { ApplyPrompt } from './ApplyPrompt';
import { staffMessages } from './fixtures';
import { NewsletterBox } from './NewsletterBox';
import { StaffMessages } from './StaffMessages';

describe('StaffMessages', () => {
  it('shows position, message, the sign-off, full name and photo of each message', async () => {
    renderWidget(<StaffMessages api={createFakeApi({ content: { staffMessages: { listShown: async () => fakeOk({ messages: staffMessages }) } } })} />);
    const director = await screen.findByRole('article', { name: 'Director: Almaz Tadesse Wolde' });
    expect(within(director).getByText(/knows their name/)).toBeInTheDocument();
    expect(within(director).getByText('With warm regards,')).toBeInTheDocument();
    expect(within(director).getByRole('img', { name: 'Almaz Tadesse Wolde' })).toHaveAttribute('src', '/fake-files/staff/director.jpg');
    // Without a photo, the initials stand in.
    expect(within(screen.getByRole('article', { name: /Dawit/ })).getByRole('img', { name: 'Dawit Mekonnen Haile' })).toHaveTextContent('DH');
  });

  it("shows 'Error: ' and the text on failure", async () => {
    renderWidget(<StaffMessages api={createFakeApi({ content: { staffMessages: { listShown: async () => fakeFail('poor connection', 0) } } })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: poor connection');
  });
});

describe('ApplyPrompt', () => {
  it('is a link to /register that hands a plain click to the host', async () => {
    const onApply = vi.fn();
    const { user } = renderWidget(<ApplyPrompt onApply={onApply} />);
    const link = screen.getByRole('link', { name: 'Apply' });
    expect(link).toHaveAttribute('href', '/register');
    await user.click(link);
    expect(onApply).toHaveBeenCalledTimes(1);
  });
});

describe('NewsletterBox', () => {
  it('checks the email before sending', async () => {
    const subscribe = vi.fn();
    const { user } = renderWidget(<NewsletterBox api={createFakeApi({ content: { subscribe } })} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Your email' })).toHaveAccessibleDescription('Email is required');
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'not-an-email{Enter}');
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
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
