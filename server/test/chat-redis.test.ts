import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, LiveAck, NewMessageEvent } from '@school/api/schemas';
import { io, type Socket } from 'socket.io-client';
// eslint-disable-next-line no-restricted-imports -- a test: the portal's live client against the real server
import { createLiveClient } from '@school/api';
import { buildApp } from '../src/app';
import { bearer, createTestApp, type TestContext } from './helpers';
import { connect, listen, signIn } from './live';

// Two server instances on one database, joined by the Redis adapter (REDIS_URL; the project's
// machines run Redis on 127.0.0.1:6379). A key of its own keeps parallel runs apart.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisKey = `school-test-${crypto.randomUUID()}`;
let t: TestContext;
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ redisUrl, redisKey });
  other = await buildApp({ db: t.database.db, config: t.config });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('two instances through Redis', () => {
  it('share messages, seen receipts and presence', async () => {
    const [urlA, urlB] = [await listen(t.app), await listen(other)];
    expect(urlA).not.toBe(urlB);
    const st = await signIn(t.app, 'ST-0001');
    const te = await signIn(t.app, 'TE-0001');
    const onA = await connect(urlA, st.token);
    const onB = await connect(urlB, te.token);

    // Presence: the student on A sees the teacher who connected to B, and B's list knows the student.
    await onA.waitFor('updateUserStatus', (e: { userId: string; status: string }) => e.userId === te.id && e.status === 'online');
    expect(await onB.waitFor<string[]>('onlineUsers')).toEqual(expect.arrayContaining([st.id, te.id]));
    const list = await other.inject({ method: 'GET', url: '/api/users', headers: bearer(te.token) });
    expect(list.json().users.find((u: { ID: string }) => u.ID === 'ST-0001').online).toBe(true);

    const ack = await onA.emit<LiveAck<ChatMessage>>('sendMessage', {
      senderId: st.id,
      receiverId: te.id,
      message: 'across instances',
      clientId: `c-${crypto.randomUUID()}`,
    });
    expect(ack.ok).toBe(true);
    const chat = (ack as { data: ChatMessage }).data;
    const got = await onB.waitFor<NewMessageEvent>('newMessage', (e) => e.chat._id === chat._id);
    expect(got.chat.message).toBe('across instances');

    await onB.emit('markAsSeen', { messageIds: [chat._id] });
    expect(await onA.waitFor('seenMessages')).toEqual({ chatIds: [chat._id] });

    // Logout on instance B ends the session's socket on instance A.
    const gone = new Promise((r) => onA.socket.once('disconnect', r));
    expect((await other.inject({ method: 'POST', url: '/api/logout', headers: bearer(st.token) })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await onB.waitFor('updateUserStatus', (e: { userId: string; status: string }) => e.userId === st.id && e.status === 'offline');
    onB.close();
  });

  it('a client reconnecting through Redis cannot recover missed events, so the live client asks for a resync', async () => {
    const url = await listen(t.app);
    const st = await signIn(t.app, 'ST-0001');
    let socket!: Socket;
    const live = createLiveClient({
      url,
      getToken: () => st.token,
      createSocket: (u, o) => (socket = io(u!, { ...o, transports: ['websocket'], forceNew: true })),
    });
    await new Promise<void>((r) => (live.state === 'connected' ? r() : live.on('state', (s) => s === 'connected' && r())));
    const resync = new Promise<void>((r) => live.on('resync', () => r()));
    socket.io.engine.close();
    await resync;
    expect(socket.recovered).toBe(false);
    live.close();
  });
});
