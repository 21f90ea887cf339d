import { Parser } from '@asyncapi/parser';
import { joinRoomSchema, newMessageEventSchema, sendMessageSchema } from '@school/api/schemas';
import { z } from 'zod';
import { useTestApp } from '../helpers';

// ─── The live events' description, AsyncAPI 3 (issue 37) ────────────────────────────────────
// /api/asyncapi.json describes chat and presence over socket.io from the zod schemas the live
// code validates with; the AsyncAPI parser finds no error in it.

const t = useTestApp();

describe('the AsyncAPI document at /api/asyncapi.json', () => {
  it('is public, valid AsyncAPI 3 and names the chat and presence events', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/asyncapi.json', headers: { host: 'school.example.et' } });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      asyncapi: string;
      servers: Record<string, { host: string; pathname: string }>;
      channels: Record<string, unknown>;
    };
    expect(doc.asyncapi).toBe('3.0.0');
    expect(doc.servers.live).toMatchObject({ host: 'school.example.et', pathname: '/socket.io' });

    const { document, diagnostics } = await new Parser().parse(res.body);
    // Severity 0 is an error; the rest are hints of style.
    expect(diagnostics.filter((d) => d.severity === 0).map((d) => `${d.code} ${d.path.join('.')}: ${d.message}`)).toEqual([]);
    expect(document).toBeDefined();
    const channels = document!
      .channels()
      .all()
      .map((c) => c.id());
    expect(channels).toEqual(
      expect.arrayContaining([
        'joinRoom',
        'sendMessage',
        'newMessage',
        'markAsSeen',
        'seenMessages',
        'updateUserStatus',
        'onlineUsers',
        'error',
      ]),
    );
    const ops = Object.fromEntries(
      document!
        .operations()
        .all()
        .map((o) => [o.id(), o.action()]),
    );
    expect(ops).toMatchObject({
      receive_sendMessage: 'receive',
      receive_joinRoom: 'receive',
      receive_markAsSeen: 'receive',
      send_newMessage: 'send',
      send_updateUserStatus: 'send',
      send_error: 'send',
    });
  });

  it('gives the payloads of the schemas the live code validates with', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/asyncapi.json' })).json() as {
      channels: Record<string, { messages: Record<string, { payload: unknown }> }>;
    };
    const payload = (name: string) => doc.channels[name]!.messages[name]!.payload;
    const same = (s: z.ZodType, io: 'input' | 'output') => {
      const j = z.toJSONSchema(s, { target: 'draft-7', io, unrepresentable: 'any' }) as Record<string, unknown>;
      delete j.$schema;
      return j;
    };
    expect(payload('sendMessage')).toEqual(same(sendMessageSchema, 'input'));
    expect(payload('joinRoom')).toEqual(same(joinRoomSchema, 'input'));
    expect(payload('newMessage')).toEqual(same(newMessageEventSchema, 'output'));
    expect(payload('sendMessage')).toMatchObject({ required: expect.arrayContaining(['senderId', 'receiverId', 'message']) });
    // The acknowledgement of a send carries the stored message.
    expect(JSON.stringify(doc.channels.sendMessage!.messages.sendMessageAck!.payload)).toContain('"ok"');
  });
});
