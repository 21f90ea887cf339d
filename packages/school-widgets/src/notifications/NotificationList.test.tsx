import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, createFakeLive, fakeFail, fakeOk, type NotificationListQuery } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { chatUsers } from '../chat/fixtures';
import { NotificationList } from './NotificationList';
import { notificationsOf, pageOf } from './fixtures';

const parent = {
  ...chatUsers[0],
  _id: 'fa',
  ID: 'FA-0001',
  fullName: 'Almaz Kebede Tadesse',
  role: 'Family' as const,
  type: { name: 'Family' as const },
};

function setup(
  over: Record<string, unknown> = {},
  props: { canPush?: boolean; pushScope?: 'all' | 'named'; language?: 'en' | 'am' } = {},
  initial = notificationsOf(12),
) {
  let all = initial;
  const list = vi.fn(async (q: NotificationListQuery) => fakeOk(pageOf(q.sort === 'oldest' ? [...all].reverse() : all, q.page)));
  const markRead = vi.fn(async (id: string) => {
    all = all.map((n) => (n._id === id ? { ...n, status: 'read' as const } : n));
    return fakeOk({ message: 'Notification marked as read' }, 'Notification marked as read');
  });
  const notifications = { list, markRead, create: vi.fn(), ...over };
  const api = createFakeApi({ communication: { users: async () => fakeOk({ users: [...chatUsers, parent] }), notifications } });
  const live = createFakeLive();
  return {
    ...renderWidget(<NotificationList api={api} live={live} canPush={props.canPush} pushScope={props.pushScope} />, {
      language: props.language,
    }),
    notifications,
    live,
  };
}
const items = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

describe('NotificationList', () => {
  it('shows 10 per page, newest first, with type and unread marks; sorts and pages on the server', async () => {
    const { user, notifications } = setup();
    await screen.findByText('Notice 1');
    expect(items()).toHaveLength(10);
    expect(within(items()[0]).getByText('Unread')).toBeInTheDocument();
    expect(within(items()[1]).getByText('warning')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Notice 12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Oldest first');
    await waitFor(() => expect(notifications.list).toHaveBeenLastCalledWith({ page: 1, limit: 10, sort: 'oldest', search: undefined }));
    await user.type(screen.getByRole('searchbox', { name: 'Search notifications' }), 'notice 3');
    await waitFor(() => expect(notifications.list).toHaveBeenLastCalledWith({ page: 1, limit: 10, sort: 'oldest', search: 'notice 3' }));
  });

  it('opening one shows it in a dialog and marks it read', { timeout: 20_000 }, async () => {
    const { user, notifications } = setup();
    await user.click(await screen.findByRole('button', { name: /Notice 1\b/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice 1' });
    expect(dialog).toHaveTextContent('The text of notice 1.');
    expect(notifications.markRead).toHaveBeenCalledWith('n1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(items()[0]).queryByText('Unread')).toBeNull());
    // An already read one is not marked again.
    await user.click(screen.getByRole('button', { name: /Notice 5\b/ }));
    await screen.findByRole('dialog', { name: 'Notice 5' });
    expect(notifications.markRead).toHaveBeenCalledTimes(1);
  });

  it('says No notifications available. when there are none, and reloads when one arrives live', async () => {
    let data = pageOf([]);
    const { live } = setup({ list: vi.fn(async () => fakeOk(data)) });
    expect(await screen.findByText('No notifications available.')).toBeInTheDocument();
    data = pageOf(notificationsOf(1));
    act(() => live.serverEmit('notification', { _id: 'n1' }));
    expect(await screen.findByText('Notice 1')).toBeInTheDocument();
  });

  it('admins push to whole roles and chosen people; errors stay in the dialog', { timeout: 20_000 }, async () => {
    const create = vi
      .fn()
      .mockResolvedValueOnce(fakeFail('Title is required'))
      .mockResolvedValueOnce(
        fakeOk({ message: 'Notification sent to 61 people', notification: { _id: 'x', recipients: 61 } }, 'Notification sent to 61 people'),
      );
    const { user } = setup({ create }, { canPush: true });
    await user.click(await screen.findByRole('button', { name: 'Add Notification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Notification' });
    await user.click(within(dialog).getByRole('button', { name: 'Push' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Sports day');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Friday');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'announcement');
    await user.click(within(dialog).getByRole('checkbox', { name: 'All students' }));
    await user.click(within(within(dialog).getByRole('group', { name: 'Users' })).getByRole('checkbox', { name: /Genet Alemu Bekele/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Push' }));
    expect(create).toHaveBeenLastCalledWith({
      title: 'Sports day',
      message: 'Friday',
      type: 'announcement',
      users: ['ad'],
      roles: ['student'],
    });
    expect(await screen.findByText('Notification sent to 61 people')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Notification' })).toBeNull());
  });

  it(
    'a teacher holding Push notification names students and parents only: no whole roles, no staff; a refusal shows in the dialog',
    {
      timeout: 20_000,
    },
    async () => {
      const create = vi
        .fn()
        .mockResolvedValueOnce(fakeFail('You do not have permission to do this.', 403))
        .mockResolvedValueOnce(
          fakeOk({ message: 'Notification sent to 2 people', notification: { _id: 'x', recipients: 2 } }, 'Notification sent to 2 people'),
        );
      const { user } = setup({ create }, { canPush: true, pushScope: 'named' });
      await user.click(await screen.findByRole('button', { name: 'Add Notification' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Notification' });
      expect(within(dialog).queryByRole('group', { name: 'Whole roles' })).toBeNull();
      expect(within(dialog).queryByRole('checkbox', { name: 'All students' })).toBeNull();
      const people = within(dialog).getByRole('group', { name: 'Students and parents' });
      await within(people).findByRole('checkbox', { name: /Abel Tesfaye Girma/ });
      expect(within(people).getAllByRole('checkbox')).toHaveLength(2);
      expect(within(people).getByRole('checkbox', { name: /Almaz Kebede Tadesse/ })).toBeInTheDocument();
      expect(within(people).queryByRole('checkbox', { name: /Genet Alemu Bekele/ })).toBeNull();
      expect(within(people).queryByRole('checkbox', { name: /Meron Haile Wolde/ })).toBeNull();
      expect(within(people).queryByRole('checkbox', { name: /Applicant Person/ })).toBeNull();

      await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Field trip');
      await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Bring a hat.');
      await user.click(within(people).getByRole('checkbox', { name: /Abel Tesfaye Girma/ }));
      await user.click(within(people).getByRole('checkbox', { name: /Almaz Kebede Tadesse/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Push' }));
      expect(await within(dialog).findByText('You do not have permission to do this.')).toBeInTheDocument();
      expect(create).toHaveBeenLastCalledWith({
        title: 'Field trip',
        message: 'Bring a hat.',
        type: 'info',
        users: ['st', 'fa'],
        roles: [],
      });
      await user.click(within(dialog).getByRole('button', { name: 'Push' }));
      expect(await screen.findByText('Notification sent to 2 people')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Notification' })).toBeNull());
    },
  );

  it("says the spec's 'notifications...' while the list loads", async () => {
    setup({ list: () => new Promise(() => undefined) });
    expect(await screen.findByText('notifications...')).toBeInTheDocument();
  });

  it('others get no Add Notification; a failed read shows Try again', async () => {
    setup({ list: async () => fakeFail('Something broke', 500) });
    expect(await screen.findByText('Error: Something broke')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Notification' })).toBeNull();
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue; the
  // server's English catalogue texts read in the reader's language from the provider's catalogue.
  it('reads the list, a server text and the push dialog in the language of its provider', { timeout: 20_000 }, async () => {
    const [first, second] = notificationsOf(2);
    const graded = {
      ...first,
      type: 'info' as const,
      title: 'Assignment graded',
      message: 'Your submission of "Fractions" was graded: 8 out of 10.',
    };
    const { user } = setup({}, { canPush: true, language: 'am' }, [graded, second]);
    const list = await screen.findByRole('list', { name: 'ማሳወቂያዎች' });
    const [one, two] = within(list).getAllByRole('listitem');
    expect(one).toHaveTextContent('የቤት ሥራው ታርሟል');
    expect(within(one).getByText('መረጃ')).toBeInTheDocument();
    expect(within(one).getByText('ያልተነበበ')).toBeInTheDocument();
    // A person's own words stay as they were written.
    expect(two).toHaveTextContent('Notice 2');
    expect(screen.getByRole('combobox', { name: 'ደርድር' })).toHaveDisplayValue('አዲሱ መጀመሪያ');
    await user.click(within(one).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'የቤት ሥራው ታርሟል' });
    expect(dialog).toHaveTextContent('ያስረከቡት "Fractions" ታርሟል፦ ከ10 8።');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'ማሳወቂያ ጨምር' }));
    const push = await screen.findByRole('dialog', { name: 'ማሳወቂያ ጨምር' });
    expect(within(push).getByRole('checkbox', { name: 'ሁሉም ተማሪዎች' })).toBeInTheDocument();
  });
});
