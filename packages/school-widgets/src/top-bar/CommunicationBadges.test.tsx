import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, createFakeLive, fakeOk } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { CommunicationBadges } from './CommunicationBadges';
import { listOf, inboxEmails } from '../email/fixtures';

describe('CommunicationBadges', () => {
  it('shows the unread notifications and new inbox counts, and updates them live', async () => {
    let unread = 2;
    let fresh = 0;
    const api = createFakeApi({
      communication: {
        notifications: { list: async () => fakeOk({ data: [], total: unread, unread }) },
        emails: { list: async () => fakeOk({ ...listOf(inboxEmails), inbox: { new: fresh, total: 12 } }) },
      },
    });
    const live = createFakeLive();
    const onNavigate = vi.fn();
    const { user } = renderWidget(
      <CommunicationBadges
        api={api}
        live={live}
        notificationsHref="/dashboard/student/ST-0001/notifications"
        emailHref="/dashboard/student/ST-0001/email"
        onNavigate={onNavigate}
      />,
    );
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('href', '/dashboard/student/ST-0001/notifications');
    expect(bell).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Email, 0 new' })).not.toHaveTextContent(/\d/);
    unread = 3;
    fresh = 1;
    act(() => live.serverEmit('notification', { _id: 'n9' }));
    act(() => live.serverEmit('email', { _id: 'e9', folder: 'inbox' }));
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Email, 1 new' })).toHaveTextContent('1');
    await user.click(screen.getByRole('link', { name: 'Email, 1 new' }));
    expect(onNavigate).toHaveBeenCalledWith('/dashboard/student/ST-0001/email');
  });

  it('names the links without a count until the counts are read', async () => {
    let answer = () => {};
    const counted = new Promise<void>((resolve) => (answer = resolve));
    const list = vi.fn(async () => {
      await counted;
      return fakeOk({ data: [], total: 3, unread: 3 });
    });
    renderWidget(<CommunicationBadges api={createFakeApi({ communication: { notifications: { list } } })} notificationsHref="/n" />);
    expect(await screen.findByRole('link', { name: 'Notifications, count loading' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /unread/ })).toBeNull();
    await waitFor(() => expect(list).toHaveBeenCalled());
    answer();
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  });

  it('shows only the badges whose areas are given', async () => {
    const list = vi.fn(async () => fakeOk({ data: [], total: 0, unread: 0 }));
    renderWidget(<CommunicationBadges api={createFakeApi({ communication: { notifications: { list } } })} notificationsHref="/n" />);
    await screen.findByRole('link', { name: 'Notifications, 0 unread' });
    expect(screen.queryByRole('link', { name: /^Email/ })).toBeNull();
    await waitFor(() => expect(list).toHaveBeenCalledWith({ status: 'unread', limit: 1 }));
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('names the links in the language of its provider, and switches with it', async () => {
    const api = createFakeApi({
      communication: {
        notifications: { list: async () => fakeOk({ data: [], total: 2, unread: 2 }) },
        emails: { list: async () => fakeOk({ ...listOf(inboxEmails), inbox: { new: 1, total: 12 } }) },
      },
    });
    const { setLanguage } = renderWidget(<CommunicationBadges api={api} notificationsHref="/n" emailHref="/e" />, { language: 'am' });
    expect(await screen.findByRole('link', { name: 'ማሳወቂያዎች፣ 2 ያልተነበቡ' })).toHaveTextContent('2');
    expect(await screen.findByRole('link', { name: 'ኢሜይል፣ 1 አዲስ' })).toHaveTextContent('1');
    setLanguage('en');
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email, 1 new' })).toBeInTheDocument();
  });
});
