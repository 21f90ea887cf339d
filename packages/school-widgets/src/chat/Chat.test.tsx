import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, createFakeLive, fakeFail, fakeOk, type ChatHistoryParams, type ChatMessage } from '@school/api';
import { renderWidget } from '../shared/test-utils';
import { Chat } from './Chat';
import { chatUsers, conversation, loginIds, message } from './fixtures';

function setup(opts: { history?: ChatMessage[]; chatWith?: string; state?: 'connected' | 'reconnecting'; language?: 'en' | 'am' } = {}) {
  const all = opts.history ?? conversation(12);
  const history = vi.fn(async (p: ChatHistoryParams) => {
    const end = all.length - p.skip;
    return fakeOk({ chat: all.slice(Math.max(0, end - p.limit), Math.max(0, end)), total: all.length });
  });
  const api = createFakeApi({ communication: { users: async () => fakeOk({ users: chatUsers }), chat: { history } } });
  const live = createFakeLive({ loginIds, state: opts.state });
  const onChatWithChange = vi.fn();
  const r = renderWidget(<Chat api={api} live={live} me="st" chatWith={opts.chatWith} onChatWithChange={onChatWithChange} />, {
    language: opts.language,
  });
  return { ...r, api, live, history, onChatWithChange };
}
const person = (name: RegExp) => screen.findByRole('button', { name });
const log = () => screen.getByRole('log');
const texts = () =>
  within(log())
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);

describe('Chat', () => {
  it('lists the people the server answered with presence and unread counts (an applicant too, as in an admin’s list); never oneself', async () => {
    setup();
    expect(await person(/^Meron Haile Wolde ?, offline ?, · TE-0003 ?, 2 unread$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Tesfaye Bekele Gebre ?, online ?, · TE-0001$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Abel Tesfaye Girma/ })).toBeNull();
    // The server decides who may reach whom (an applicant only the admins); the list shows its answer.
    expect(screen.getByRole('button', { name: /^Applicant Person/ })).toBeInTheDocument();
    expect(screen.getByText('Select a person to start chatting.')).toBeInTheDocument();
    // Sending needs a selected user.
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('selecting a person loads their 10 newest messages and +2 older on scrolling up; a link opens 5', async () => {
    const { user, history, onChatWithChange } = setup();
    await user.click(await person(/^Tesfaye Bekele Gebre/));
    expect(onChatWithChange).toHaveBeenCalledWith({ userId: 'te', ID: 'TE-0001' });
    await waitFor(() => expect(texts()).toHaveLength(10));
    expect(history).toHaveBeenCalledWith({ id: 'st', chatWith: 'te', skip: 0, limit: 10 });
    expect(texts()[0]).toBe('Message 3');
    log().scrollTop = 0;
    log().dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(texts()).toHaveLength(12));
    expect(history).toHaveBeenLastCalledWith({ id: 'st', chatWith: 'te', skip: 10, limit: 2 });
    expect(texts()[0]).toBe('Message 1');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('opened from a link it loads 5', async () => {
    const { history } = setup({ chatWith: 'TE-0001' });
    await waitFor(() => expect(history).toHaveBeenCalledWith({ id: 'st', chatWith: 'te', skip: 0, limit: 5 }));
    await waitFor(() => expect(texts()).toHaveLength(5));
    expect(screen.getByRole('button', { name: 'Load older messages' })).toBeInTheDocument();
  });

  it('Enter sends, Shift+Enter adds a line; the message shows once, Delivered then Seen', async () => {
    const { user, live } = setup({ history: [] });
    await user.click(await person(/^Tesfaye Bekele Gebre/));
    await screen.findByText('No messages yet. Say hello!');
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two{Enter}');
    await waitFor(() => expect(texts()).toEqual(['Line one\nline two']));
    expect(box).toHaveValue('');
    const sent = live.emitted.find(([e]) => e === 'sendMessage')![1] as { clientId: string; senderId: string; receiverId: string };
    expect(sent).toMatchObject({ senderId: 'st', receiverId: 'te', message: 'Line one\nline two' });
    await screen.findByText(/Delivered/);
    // The same message also arrives as newMessage (at-least-once): still shown once.
    const stored = `m-1-${sent.clientId}`;
    act(() =>
      live.serverEmit('newMessage', {
        chat: message({
          _id: stored,
          clientId: sent.clientId,
          message: 'Line one\nline two',
          sender: { _id: 'st', ID: 'ST-0001' },
          receiver: { _id: 'te', ID: 'TE-0001' },
        }),
        receiverId: 'te',
        senderID: 'st',
      }),
    );
    expect(texts()).toHaveLength(1);
    act(() => live.serverEmit('seenMessages', { chatIds: [stored] }));
    expect(await screen.findByText(/Seen/)).toBeInTheDocument();
  });

  // Issue 38 (decision 220): the texts come from SchoolIntlProvider, not the live catalogue.
  it('reads the people, the conversation and the message status in the language of its provider', async () => {
    const { user } = setup({ history: [], language: 'am' });
    expect(await screen.findByRole('heading', { name: 'ውይይት' })).toBeInTheDocument();
    expect(await person(/^Meron Haile Wolde ?, ከመስመር ውጭ ?, · TE-0003 ?, 2 ያልተነበቡ$/)).toBeInTheDocument();
    expect(screen.getByText('ውይይት ለመጀመር ሰው ይምረጡ።')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ሰዎችን ይፈልጉ' })).toBeInTheDocument();
    await user.click(await person(/^Tesfaye Bekele Gebre ?, በመስመር ላይ/));
    expect(await screen.findByText('እስካሁን መልእክት የለም። ሰላም ይበሉ!')).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'ከTesfaye Bekele Gebre ጋር ውይይት' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'መልእክት' }), 'Selam{Enter}');
    expect(await screen.findByText(/ደርሷል/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ላክ' })).toBeInTheDocument();
  });

  it('a message written while reconnecting waits as sending and is shown once after the reconnect', async () => {
    const { user, live } = setup({ history: [], state: 'reconnecting' });
    await user.click(await person(/^Tesfaye Bekele Gebre/));
    expect(screen.getByRole('alert')).toHaveTextContent('Connection lost, reconnecting');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'sent offline{Enter}');
    expect(await screen.findByText(/sending/)).toBeInTheDocument();
    expect(live.emitted.filter(([e]) => e === 'sendMessage')).toHaveLength(0);
    act(() => live.setState('connected'));
    await screen.findByText(/Delivered/);
    expect(texts()).toEqual(['sent offline']);
    expect(live.emitted.filter(([e]) => e === 'sendMessage')).toHaveLength(1);
  });

  it('shows messages arriving live and tells the server they were seen; presence and errors update', async () => {
    const { user, live } = setup({ history: [message({ _id: 'old', seen: true })] });
    await user.click(await person(/^Tesfaye Bekele Gebre/));
    await waitFor(() => expect(texts()).toEqual(['Good morning']));
    act(() =>
      live.serverEmit('newMessage', {
        chat: message({ _id: 'new1', clientId: 'n1', message: 'Are you there?' }),
        receiverId: 'st',
        senderID: 'te',
      }),
    );
    expect(texts()).toEqual(['Good morning', 'Are you there?']);
    await waitFor(() => expect(live.emitted).toContainEqual(['markAsSeen', { messageIds: ['new1'] }]));
    act(() => live.serverEmit('updateUserStatus', { userId: 'te', status: 'offline' }));
    expect(await person(/^Tesfaye Bekele Gebre ?, offline/)).toBeInTheDocument();
    act(() => live.serverEmit('error', { error: 'You cannot send messages to this person' }));
    expect(await screen.findByText('You cannot send messages to this person')).toBeInTheDocument();
  });

  it('shows the list error with Try again', async () => {
    const api = createFakeApi({ communication: { users: async () => fakeFail('Something broke', 500) } });
    renderWidget(<Chat api={api} live={createFakeLive()} me="st" />);
    expect(await screen.findByText('Error: Something broke')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('on a phone (one pane at a time, issue 19)', () => {
    /** The page is as narrow as a phone: matchMedia answers the chat's query. */
    function phone(matches: boolean) {
      const original = window.matchMedia;
      window.matchMedia = ((query: string) => ({ matches, media: query, addEventListener() {}, removeEventListener() {} })) as never;
      return () => {
        window.matchMedia = original;
      };
    }
    const panes = (container: HTMLElement) => container.querySelector('[data-pane]')!.getAttribute('data-pane');

    it('shows the people, then the conversation with a Back on the heading; Back returns to the person picked', async () => {
      const restore = phone(true);
      try {
        const { user, container } = setup();
        const tesfaye = await person(/^Tesfaye Bekele Gebre/);
        expect(panes(container)).toBe('people');
        await user.click(tesfaye);
        expect(panes(container)).toBe('conversation');
        await waitFor(() => expect(screen.getByRole('heading', { name: 'Tesfaye Bekele Gebre' })).toHaveFocus());
        // Back is a button the keyboard uses (Enter).
        const back = screen.getByRole('button', { name: 'Back' });
        back.focus();
        await user.keyboard('{Enter}');
        expect(panes(container)).toBe('people');
        await waitFor(() => expect(screen.getByRole('button', { name: /^Tesfaye Bekele Gebre/ })).toHaveFocus());
        // Picking again shows the conversation again.
        await user.click(screen.getByRole('button', { name: /^Meron Haile Wolde/ }));
        expect(panes(container)).toBe('conversation');
        expect(screen.getByRole('heading', { name: 'Meron Haile Wolde' })).toBeInTheDocument();
      } finally {
        restore();
      }
    });

    it('opened from a link it shows that conversation first', async () => {
      const restore = phone(true);
      try {
        const { container } = setup({ chatWith: 'TE-0001' });
        await screen.findByRole('heading', { name: 'Tesfaye Bekele Gebre' });
        expect(panes(container)).toBe('conversation');
      } finally {
        restore();
      }
    });

    it('on a wide screen picking a person leaves focus on them', async () => {
      const restore = phone(false);
      try {
        const { user } = setup();
        await user.click(await person(/^Tesfaye Bekele Gebre/));
        await screen.findByRole('heading', { name: 'Tesfaye Bekele Gebre' });
        expect(screen.getByRole('button', { name: /^Tesfaye Bekele Gebre/ })).toHaveFocus();
      } finally {
        restore();
      }
    });
  });
});
