import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
// eslint-disable-next-line no-restricted-imports -- a test: the portal's live client against the real server
import { amMessages, createLiveClient, messages, type LiveClient, type LiveEvents, type LiveState } from '@school/api';
import type { NewMessageEvent } from '@school/api/schemas';
import { chatMessages, users } from '../src/db/schema';
import { bearer, useTestApp } from './helpers';
import { connect, listen, signIn } from './live';

// The portal's live client (@school/api) against the real server: the outbox, resends, resync.
const t = useTestApp();

function client(url: string, token: string, onExpired?: () => void, resyncOnFirstConnect?: boolean) {
  let socket!: Socket;
  const live = createLiveClient({
    url,
    getToken: () => token,
    onSessionExpired: onExpired,
    resyncOnFirstConnect,
    ackTimeoutMs: 1500,
    createSocket: (u, opts) => (socket = io(u!, { ...opts, transports: ['websocket'], forceNew: true })),
  });
  return { live, socket: () => socket };
}
const next = <K extends keyof LiveEvents>(live: LiveClient, event: K, match: (p: LiveEvents[K]) => boolean = () => true) =>
  new Promise<LiveEvents[K]>((resolve) => {
    const off = live.on(event, (p) => {
      if (!match(p)) return;
      off();
      resolve(p);
    });
  });
const reach = (live: LiveClient, state: LiveState) =>
  live.state === state ? Promise.resolve(state) : next(live, 'state', (s) => s === state);

describe('the live client', () => {
  it('a message written while the connection is cut is sent after the reconnect and stored once', async () => {
    const url = await listen(t.app);
    const st = await signIn(t.app, 'ST-0001');
    const te = await signIn(t.app, 'TE-0001');
    const teacher = await connect(url, te.token);
    const { live, socket } = client(url, st.token);
    await reach(live, 'connected');

    // The network goes: the engine closes (as a browser's "offline" event does) and retries.
    socket().io.engine.close();
    await reach(live, 'reconnecting');
    const pending = live.sendMessage({ senderId: st.id, receiverId: te.id, message: 'written offline' });
    expect(live.pending(te.id).map((p) => p.clientId)).toEqual([pending.clientId]);
    let resynced = false;
    live.on('resync', () => (resynced = true));
    const acked = await next(live, 'messageAcked');
    expect(acked.clientId).toBe(pending.clientId);
    // One instance (in-memory adapter) recovers the connection state: nothing to reload.
    expect(socket().recovered).toBe(true);
    expect(resynced).toBe(false);
    expect(live.pending()).toEqual([]);
    const got = await teacher.waitFor<NewMessageEvent>('newMessage', (e) => e.chat.clientId === pending.clientId);
    expect(got.chat.message).toBe('written offline');
    expect(await t.database.db.select().from(chatMessages).where(eq(chatMessages.clientId, pending.clientId))).toHaveLength(1);

    // The same client id again (a resend after a lost ack) is acked with the stored message.
    const again = live.sendMessage({ senderId: st.id, receiverId: te.id, message: 'written offline', clientId: pending.clientId });
    expect((await next(live, 'messageAcked', (a) => a.clientId === again.clientId)).chat._id).toBe(acked.chat._id);
    expect(await t.database.db.select().from(chatMessages).where(eq(chatMessages.clientId, pending.clientId))).toHaveLength(1);

    // A refusal drops the message and says why.
    const failed = next(live, 'messageFailed');
    live.sendMessage({ senderId: te.id, receiverId: st.id, message: 'as someone else' });
    expect((await failed).error).toBe(messages.chatSendAsYourself);
    live.close();
    teacher.close();
  });

  it('opened after the page read its data (resyncOnFirstConnect), says resync at its first connect', async () => {
    const url = await listen(t.app);
    const st = await signIn(t.app, 'ST-0001');
    const { live } = client(url, st.token, undefined, true);
    const resynced = next(live, 'resync');
    await reach(live, 'connected');
    await resynced;
    live.close();
  });

  it('is refused without retrying when the session ends, and reports an expired one', async () => {
    const url = await listen(t.app);
    const st = await signIn(t.app, 'ST-0001');
    const { live } = client(url, st.token);
    await reach(live, 'connected');
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(st.token) });
    await reach(live, 'refused');
    live.close();

    const fresh = await signIn(t.app, 'ST-0001');
    t.clock.offsetMs = 10 * 3600_000 + 1;
    try {
      let expired = false;
      const { live: late } = client(url, fresh.token, () => (expired = true));
      const error = next(late, 'error');
      await reach(late, 'refused');
      expect(await error).toMatchObject({ error: messages.sessionExpired });
      expect(expired).toBe(true);
      late.close();
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  // Issue 38: the client compared the server's English 'session expired' with `messages.sessionExpired`,
  // which is Amharic once the page switched: the expired session went unnoticed. It branches on the code.
  it('reports an expired session by its code when the page reads Amharic and the person does too', async () => {
    const url = await listen(t.app);
    const fresh = await signIn(t.app, 'ST-0001');
    await t.database.db.update(users).set({ language: 'am' }).where(eq(users.ID, 'ST-0001'));
    t.clock.offsetMs = 10 * 3600_000 + 1;
    try {
      let expired = false;
      const { live } = client(url, fresh.token, () => (expired = true));
      const error = next(live, 'error');
      await reach(live, 'refused');
      // The server's text is the reader's; the code is the same in every language.
      expect(await error).toEqual({ error: amMessages.sessionExpired, code: 'session_expired' });
      expect(expired).toBe(true);
      live.close();
    } finally {
      t.clock.offsetMs = 0;
      await t.database.db.update(users).set({ language: 'en' }).where(eq(users.ID, 'ST-0001'));
    }
  });
});
