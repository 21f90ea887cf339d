import type { LiveAck } from '@school/api/schemas';
import { messages } from '@school/api/schemas';
import { useTestApp } from './helpers';
import { connect, listen, signIn } from './live';

// Presence reaches only the people who may reach that person; socket events with a NUL byte or
// an over-long value are a clean error (issue 21).
const t = useTestApp();
const cid = () => `c-${crypto.randomUUID()}`;
type Status = { userId: string; status: string };

describe('presence and socket input', () => {
  it('tells only the people who may reach a user that they are online, and lists only those one may reach', async () => {
    const url = await listen(t.app);
    const st = await signIn(t.app, 'ST-0001');
    const fa2 = await signIn(t.app, 'FA-0002'); // a parent of another student: may not reach ST-0001
    const fa1 = await signIn(t.app, 'FA-0001'); // ST-0001's parent: neither (students reach staff only)
    const te = await signIn(t.app, 'TE-0001'); // ST-0001's teacher: may
    const ad = await signIn(t.app, 'AD-0002');
    const stranger = await connect(url, fa2.token);
    const teacher = await connect(url, te.token);
    const student = await connect(url, st.token);
    await teacher.waitFor<Status>('updateUserStatus', (e) => e.userId === st.id && e.status === 'online');
    // A parent who connects now is not told that ST-0001 is online...
    const parent = await connect(url, fa1.token);
    const online = await parent.waitFor<string[]>('onlineUsers');
    expect(online).toContain(te.id);
    expect(online).not.toContain(st.id);
    // ...and, once an admin's presence (which reaches everyone) came after ST-0001's, neither
    // parent has had any word of ST-0001.
    const admin = await connect(url, ad.token);
    await stranger.waitFor<Status>('updateUserStatus', (e) => e.userId === ad.id && e.status === 'online');
    await parent.waitFor<Status>('updateUserStatus', (e) => e.userId === ad.id && e.status === 'online');
    for (const p of [stranger, parent]) expect(p.all<Status>('updateUserStatus').filter((e) => e.userId === st.id)).toEqual([]);
    expect(await admin.waitFor<string[]>('onlineUsers')).toEqual(expect.arrayContaining([st.id, fa2.id, te.id]));
    student.close();
    await teacher.waitFor<Status>('updateUserStatus', (e) => e.userId === st.id && e.status === 'offline');
    for (const p of [stranger, teacher, parent, admin]) p.close();
  });

  it('answers a NUL byte or an over-long value in an event with invalid data, never a server error', async () => {
    const url = await listen(t.app);
    const st = await signIn(t.app, 'ST-0001');
    const te = await signIn(t.app, 'TE-0001');
    const s = await connect(url, st.token);
    const refused = { ok: false, error: messages.invalidData };
    const send = (over: object) =>
      s.emit<LiveAck>('sendMessage', { senderId: st.id, receiverId: te.id, message: 'hi', clientId: cid(), ...over });
    expect(await send({ message: 'nul\u0000byte' })).toEqual(refused);
    expect(await send({ receiverId: `${te.id}\u0000` })).toEqual(refused);
    expect(await send({ clientId: 'x'.repeat(20_000) })).toEqual(refused);
    expect(await s.emit<LiveAck>('joinRoom', { userId: st.id, chatWith: 'y'.repeat(20_000) })).toEqual(refused);
    expect(await s.emit<LiveAck>('markAsSeen', { messageIds: ['\u0000'] })).toEqual(refused);
    // A value of the right length that names no record is not a database error either.
    const odd = await s.emit<LiveAck>('markAsSeen', { messageIds: ['not-a-uuid'] });
    expect(odd).not.toEqual({ ok: false, error: messages.serverError });
    // The connection is still usable.
    expect((await send({ message: 'after the refusals' })).ok).toBe(true);
    s.close();
  });
});
