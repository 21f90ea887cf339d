import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, type ApiClient } from '@school/api';
import { UiTestProvider } from '@school/ui';
import { SessionExpiredOverlay } from '../shell/SessionExpiredOverlay';
import { SessionProvider, useSession } from './SessionProvider';
import { sessionUser } from '../testing/sessionUser';

const user = sessionUser('admin', { _id: 'u1', ID: 'AD-0001', fullName: 'Test Admin' });

/** The server's answers by path; anything else is 200 {}. */
let answers: Record<string, { status: number; body: unknown }> = {};
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const path = new URL(String(input instanceof Request ? input.url : input), 'http://portal.test').pathname;
  const a = answers[path] ?? { status: 200, body: {} };
  return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
});

const seen: { current?: ReturnType<typeof useSession> } = {};
function Probe() {
  const value = useSession();
  useEffect(() => {
    seen.current = value;
  });
  return <p>{value.session ? `signed in as ${value.session.user.ID}` : 'signed out'}</p>;
}

function renderPortal() {
  render(
    <UiTestProvider>
      <SessionProvider baseURL="http://portal.test/api">
        <MemoryRouter>
          <Probe />
          <SessionExpiredOverlay />
        </MemoryRouter>
      </SessionProvider>
    </UiTestProvider>,
  );
  return seen.current!.api as ApiClient;
}

describe('the end of a session in the portal', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    answers = {};
    createSessionStore().save('tok-1', user);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    createSessionStore().clear();
  });

  it('a 401 to a signed-in call (session ended elsewhere) shows the session-expired overlay, like 440', async () => {
    const api = renderPortal();
    expect(screen.getByText('signed in as AD-0001')).toBeInTheDocument();
    answers['/api/admindash'] = { status: 401, body: { error: 'unauthorized' } };
    await act(async () => void (await api.dashboard.admin()));
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(createSessionStore().read()).toBeNull();
  });

  it('after a logout in another tab (the shared storage cleared) the next call sends this page’s token and shows the overlay', async () => {
    const api = renderPortal();
    createSessionStore().clear(); // what the other tab's logout does to the storage both tabs share
    answers['/api/admindash'] = { status: 401, body: { error: 'unauthorized', errors: ['unauthorized'], code: 'unauthorized' } };
    await act(async () => void (await api.dashboard.admin()));
    const [input, init] = fetchMock.mock.calls.at(-1)! as unknown as [RequestInfo | URL, RequestInit | undefined];
    const request = input instanceof Request ? input : new Request(String(input), init);
    expect(request.headers.get('authorization')).toBe('Bearer tok-1');
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
  });

  it('a wrong password at sign-in stays the login form’s own error', async () => {
    createSessionStore().clear();
    const api = renderPortal();
    answers['/api/login'] = { status: 401, body: { error: 'Invalid ID or password' } };
    let result: Awaited<ReturnType<ApiClient['auth']['login']>> | undefined;
    await act(async () => void (result = await api.auth.login({ ID: 'AD-0001', password: 'wrong' })));
    expect(result).toEqual({ ok: false, status: 401, error: 'Invalid ID or password', code: 'unauthorized' });
    expect(screen.queryByText('Your session has expired. Please log in again.')).not.toBeInTheDocument();
  });

  it('signing out shows no overlay, even when the session was already gone or a call comes back 401', async () => {
    const api = renderPortal();
    answers['/api/logout'] = { status: 401, body: { error: 'unauthorized' } };
    answers['/api/admindash'] = { status: 401, body: { error: 'unauthorized' } };
    await act(async () => {
      const out = seen.current!.signOut();
      await api.dashboard.admin();
      await out;
    });
    await waitFor(() => expect(screen.getByText('signed out')).toBeInTheDocument());
    expect(screen.queryByText('Your session has expired. Please log in again.')).not.toBeInTheDocument();
  });
});
