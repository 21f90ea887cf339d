import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, fakeFail, fakeOk, loadCatalogue, type CalendarFeed, type CalendarFeedRequest } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { CalendarFeeds } from './CalendarFeeds';
import { childFeed, ownFeed } from './fixtures';
import { textsIn } from '../shared/intl';
import { feedTitle } from './logic';

/** A fake server keeping the feeds: save makes or replaces an address, revoke removes it. */
function server(initial: CalendarFeed[]) {
  let feeds = initial;
  const saved: CalendarFeedRequest[] = [];
  let n = 0;
  const api = createFakeApi({
    calendar: {
      feeds: {
        list: async () => fakeOk({ feeds }),
        save: async (body: CalendarFeedRequest = {}) => {
          saved.push(body);
          n += 1;
          const key = body.student_id ?? null;
          const was = feeds.find((f) => (f.student?._id ?? null) === key)!;
          const feed = {
            ...was,
            _id: was._id ?? `feed-${n}`,
            url: `https://school.example/api/calendar/token-${n}.ics`,
            createdAt: '2026-11-22T08:00:00.000Z',
          };
          feeds = feeds.map((f) => (f === was ? feed : f));
          return fakeOk(
            { message: 'made', feed },
            was.url ? 'A new calendar subscription address was made' : 'Calendar subscription address made',
          );
        },
        revoke: async (id: string) => {
          feeds = feeds.map((f) => (f._id === id ? { ...f, _id: null, url: null, createdAt: null } : f));
          return fakeOk({ message: 'stopped' }, 'Calendar subscription stopped');
        },
      },
    },
  });
  return { api, saved };
}

describe('CalendarFeeds', () => {
  it('makes the own address when there is none, and shows it to copy', async () => {
    const { api, saved } = server([ownFeed({ _id: null, url: null, createdAt: null })]);
    const { user } = renderWidget(<CalendarFeeds api={api} />);
    const card = await screen.findByRole('region', { name: 'My calendar' });
    expect(within(card).getByText('No subscription address yet.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Make subscription address' }));
    expect(await within(card).findByLabelText('Subscription address')).toHaveValue('https://school.example/api/calendar/token-1.ics');
    expect(saved).toEqual([{}]);
    expect(await screen.findByText('Calendar subscription address made')).toBeInTheDocument();
  });

  it('copies the address to the clipboard', async () => {
    const { api } = server([ownFeed()]);
    const { user } = renderWidget(<CalendarFeeds api={api} />);
    await user.click(await screen.findByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(ownFeed().url);
    expect(await screen.findByText('Address copied')).toBeInTheDocument();
  });

  it('regenerates only after the confirmation, which says the old address stops working', async () => {
    const { api, saved } = server([ownFeed()]);
    const { user } = renderWidget(<CalendarFeeds api={api} />);
    await user.click(await screen.findByRole('button', { name: 'Regenerate address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate address' });
    expect(dialog).toHaveTextContent('The current one stops working at once');
    expect(saved).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate address' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Subscription address')).toHaveValue('https://school.example/api/calendar/token-1.ics'),
    );
    expect(saved).toEqual([{}]);
  });

  it('stops a subscription after the confirmation; cancelling keeps it', async () => {
    const { api } = server([ownFeed()]);
    const { user } = renderWidget(<CalendarFeeds api={api} />);
    await user.click(await screen.findByRole('button', { name: 'Stop subscription' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Stop subscription' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Subscription address')).toHaveValue(ownFeed().url);
    await user.click(screen.getByRole('button', { name: 'Stop subscription' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Stop subscription' })).getByRole('button', { name: 'Stop subscription' }),
    );
    expect(await screen.findByText('No subscription address yet.')).toBeInTheDocument();
  });

  it('gives a family one card per linked child, each made for that child', async () => {
    const second = childFeed({ student: { _id: 'student-2', ID: 'ST-0009', fullName: 'Sara Kebede Alemu' } });
    const { api, saved } = server([childFeed(), second]);
    const { user } = renderWidget(<CalendarFeeds api={api} />);
    const card = await screen.findByRole('region', { name: 'Sara Kebede Alemu’s calendar' });
    expect(screen.getByRole('region', { name: 'Abebe Kebede Alemu’s calendar' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Make subscription address' }));
    await within(card).findByLabelText('Subscription address');
    expect(saved).toEqual([{ student_id: 'student-2' }]);
  });

  it('says so when no child is linked, and shows a failed read', async () => {
    renderWidget(<CalendarFeeds api={server([]).api} />);
    expect(await screen.findByText(/No student is linked to your account yet/)).toBeInTheDocument();
    const failing = createFakeApi({ calendar: { feeds: { list: async () => fakeFail('You may not see these calendars', 403) } } });
    renderWidget(<CalendarFeeds api={failing} />);
    expect(await screen.findByText('You may not see these calendars')).toBeInTheDocument();
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it("reads the cards, a child's title and the confirmation in the language of its provider", async () => {
    const childUrl = 'https://school.example/api/calendar/child.ics';
    const { api } = server([
      ownFeed({ _id: null, url: null, createdAt: null }),
      childFeed({ _id: 'feed-2', url: childUrl, createdAt: '2026-11-20T08:00:00.000Z' }),
    ]);
    const { user } = renderWidget(<CalendarFeeds api={api} />, { language: 'am' });
    expect(await screen.findByRole('heading', { name: 'የቀን መቁጠሪያ ምዝገባ' })).toBeInTheDocument();
    const own = await screen.findByRole('region', { name: 'የእኔ የቀን መቁጠሪያ' });
    expect(within(own).getByText('እስካሁን የምዝገባ አድራሻ የለም።')).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'የምዝገባ አድራሻ ይሥሩ' })).toBeInTheDocument();
    const child = screen.getByRole('region', { name: 'የAbebe Kebede Alemu የቀን መቁጠሪያ' });
    expect(within(child).getByLabelText('የምዝገባ አድራሻ')).toHaveValue(childUrl);
    expect(child).toHaveTextContent(/ላይ የተሠራ/);
    await user.click(within(child).getByRole('button', { name: 'አድራሻውን እንደገና ያመንጩ' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(/ለየAbebe Kebede Alemu የቀን መቁጠሪያ አዲስ አድራሻ ይሠራ\?/);
  });

  it("names a card in the reader's language", async () => {
    const am = textsIn('am', await loadCatalogue('am'));
    expect(feedTitle(am, ownFeed())).toBe('የእኔ የቀን መቁጠሪያ');
    expect(feedTitle(am, childFeed())).toBe('የAbebe Kebede Alemu የቀን መቁጠሪያ');
  });

  it('names a card by whose calendar it is', () => {
    expect(feedTitle(textsIn('en'), ownFeed())).toBe('My calendar');
    expect(feedTitle(textsIn('en'), childFeed())).toBe('Abebe Kebede Alemu’s calendar');
  });
});
