import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, pseudoText, type SessionUser } from '@school/api';
import { EmptyState, UiTestProvider, uiMessages } from '@school/ui';
import { usePublicTexts } from '@school/widgets/i18n';
import { DashboardLayout } from '../shell/DashboardLayout';
import { PublicLayout } from '../shell/PublicLayout';
import { sessionUser } from '../testing/sessionUser';
import { LanguageChoiceProvider } from './LanguageChoice';
import { SessionProvider } from './SessionProvider';
import { SessionQueryProvider } from './SessionQueryProvider';

/** The server: PUT preferences keeps the choice and answers the user; the top bar's lists are empty. */
const calls: { path: string; body: unknown; language: string | null }[] = [];
let kept: Record<string, string> = {};
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const path = new URL(request.url, 'http://portal.test').pathname;
  const body = request.method === 'PUT' ? await request.json() : undefined;
  if (path === '/api/preferences') kept = { ...kept, ...(body as object) };
  calls.push({ path, body, language: request.headers.get('accept-language') });
  const answers: Record<string, unknown> = {
    '/api/preferences': {
      message: 'Preferences saved',
      user: { ...sessionUser('student', { ID: 'ST-0001' }), language: 'en', calendar: 'gregorian', ...kept },
    },
    '/api/emails': { emails: [], inbox: { total: 0, new: 0 }, sent: { total: 0 }, draft: { total: 0 }, total: 0 },
    '/api/notifications': { notifications: [], unread: 0, total: 0 },
  };
  const answer = answers[path] ?? {};
  return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
});

/** A widget moved to SchoolIntlProvider (decision 220): a word and a date, in the reader's language. */
function MovedWidget() {
  const { messages, format } = usePublicTexts();
  return (
    <main>
      <p>{messages.languageLabel}</p>
      <p>{format.formatDate(Date.parse('2026-11-22T09:05:00.000Z'))}</p>
    </main>
  );
}

function renderAt(path: string, home = <main>home page</main>) {
  return render(
    <UiTestProvider>
      <SessionProvider baseURL="http://portal.test/api">
        <SessionQueryProvider>
          <LanguageChoiceProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route element={<PublicLayout />}>
                  <Route path="/home" element={home} />
                </Route>
                <Route path="/dashboard/*" element={<DashboardLayout />}>
                  <Route path="*" element={<p>page</p>} />
                </Route>
              </Routes>
            </MemoryRouter>
          </LanguageChoiceProvider>
        </SessionQueryProvider>
      </SessionProvider>
    </UiTestProvider>,
  );
}

describe('the language switch (issue 19)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    calls.length = 0;
    kept = {};
    localStorage.clear();
    createSessionStore().clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    createSessionStore().clear();
    localStorage.clear();
  });

  it('a visitor switches the public site to Amharic: texts, <html lang>, and the choice kept in the browser', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAt('/home');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'am');
    const amNav = await screen.findByRole('navigation', { name: 'ዋና ማውጫ' });
    expect(within(amNav).getByRole('link', { name: 'መነሻ' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'ያመልክቱ' })).toHaveAttribute('href', '/register');
    expect(document.documentElement.lang).toBe('am');
    expect(localStorage.getItem('language')).toBe('am');
    expect(calls.filter((c) => c.path === '/api/preferences')).toEqual([]);
    // The shell's own texts (read from the provider): the Courses menu and its links, the footer.
    await user.click(screen.getByRole('button', { name: 'ትምህርቶች' }));
    expect(within(amNav).getByRole('link', { name: 'መነሻ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'መዋዕለ ሕፃናት' })).toHaveAttribute('href', '/courses/KG');

    unmount();
    renderAt('/home');
    expect(await screen.findByRole('navigation', { name: 'ዋና ማውጫ' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'ቋንቋ' }), 'en');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('the switch reaches the widgets moved to SchoolIntlProvider and the ones on the live catalogue alike (issue 38)', async () => {
    const user = userEvent.setup();
    renderAt('/home', <MovedWidget />);
    const main = screen.getByRole('main');
    expect(within(main).getByText('November 22, 2026')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'am');
    // The shell (live catalogue) and the moved widget (provider) switch together.
    expect(await screen.findByRole('navigation', { name: 'ዋና ማውጫ' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('ቋንቋ')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('22 ኖቬምበር 2026')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'ቋንቋ' }), 'en');
    expect(await within(await screen.findByRole('main')).findByText('November 22, 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Language')).toBeInTheDocument();
  });

  it('a signed-in person: the choice goes to the server, the top bar follows it, and dates take the Ethiopian calendar', async () => {
    const user = userEvent.setup();
    createSessionStore().save('tok', sessionUser('student', { ID: 'ST-0001', language: 'en', calendar: 'gregorian' }));
    renderAt('/dashboard/student/ST-0001');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Calendar' }), 'ethiopic');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'am');
    expect(await screen.findByRole('button', { name: 'ውጣ' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/preferences').map((c) => c.body)).toEqual([{ calendar: 'ethiopic' }, { language: 'am' }]),
    );
    // The top bar's date in the Ethiopian calendar, in Amharic: "ሐሙስ፣ 17 ኅዳር 2019 ዓ.ም." (the era in Amharic, issue 38).
    const expected = new Intl.DateTimeFormat('am-ET-u-ca-ethiopic', { dateStyle: 'full' }).format(new Date()).replace(/ AM$/, ' ዓ.ም.');
    expect(screen.getByText(expected)).toBeInTheDocument();
    expect(createSessionStore().read()?.user).toMatchObject({ language: 'am', calendar: 'ethiopic' });
  });

  it('a signed-in person changing language: the save is asked in the language just chosen (Accept-Language), so its answer is in it', async () => {
    const user = userEvent.setup();
    createSessionStore().save('tok', sessionUser('student', { ID: 'ST-0001', language: 'en', calendar: 'gregorian' }));
    renderAt('/dashboard/student/ST-0001');
    const saves = () => calls.filter((c) => c.path === '/api/preferences').map(({ body, language }) => ({ body, language }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'am');
    await waitFor(() => expect(saves()).toEqual([{ body: { language: 'am' }, language: 'am' }]));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'የቀን አቆጣጠር' }), 'ethiopic');
    await user.selectOptions(screen.getByRole('combobox', { name: 'ቋንቋ' }), 'en');
    await waitFor(() =>
      expect(saves()).toEqual([
        { body: { language: 'am' }, language: 'am' },
        { body: { calendar: 'ethiopic' }, language: 'am' },
        { body: { language: 'en' }, language: 'en' },
      ]),
    );
  });

  it("in the pseudo-locale, @school/ui's own texts are pseudo too, made by the catalogue's pseudo function (decision 286)", async () => {
    // The server keeps offered languages only; the pseudo walk stores 'pseudo' in the browser's session user.
    const user = { ...sessionUser('student', { ID: 'ST-0001' }), language: 'pseudo' } as unknown as SessionUser;
    createSessionStore().save('tok', user);
    renderAt('/home', <EmptyState />);
    expect(await screen.findByText(pseudoText(uiMessages.noData))).toBeInTheDocument();
    expect(pseudoText(uiMessages.noData)).toMatch(/^⟦Ñó Ðáţá Áṽáíĺáƀĺé[ ·]+⟧$/);
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pseudo');
  });

  it('a signed-in person reading Amharic: the sidebar in Amharic, and the API asked in it (Accept-Language)', async () => {
    const user = userEvent.setup();
    createSessionStore().save('tok', sessionUser('student', { ID: 'ST-0001', language: 'am', calendar: 'gregorian' }));
    renderAt('/dashboard/student/ST-0001');
    const sidebar = await screen.findByRole('navigation', { name: 'ዋና ማውጫ' });
    expect(within(sidebar).getByRole('link', { name: 'ዳሽቦርድ' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'ፕሮግራም' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'የይለፍ ቃል ቀይር' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/notifications')).toBe(true));
    expect(new Set(calls.map((c) => c.language))).toEqual(new Set(['am']));
    // Back to English: the sidebar follows (the client's header follows getLanguage: api's client test).
    await user.selectOptions(screen.getByRole('combobox', { name: 'ቋንቋ' }), 'en');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
