import { z } from 'zod';
import {
  chatMessageSchema,
  CHAT_MESSAGE_MAX,
  emailEventSchema,
  joinRoomSchema,
  liveErrorEventSchema,
  markAsSeenSchema,
  newMessageEventSchema,
  notificationEventSchema,
  onlineUsersEventSchema,
  seenMessagesEventSchema,
  sendMessageSchema,
  updateUserStatusEventSchema,
} from '@school/api/schemas';
import { policies } from '../auth/policies';
import { policyInWords } from './policy-text';

// ─── The live events' description: AsyncAPI 3 at /api/asyncapi.json (issue 37) ──────────────
// Chat and presence over socket.io (modules/communication/live/chat.ts), generated from the same
// zod schemas the live code validates with (and the client types with, @school/api/schemas).
// socket.io is not a bare WebSocket: a client uses a socket.io client on path /socket.io; each
// channel here is one event name of the default namespace.

/** A zod schema as the JSON Schema (draft 7) AsyncAPI's default schema format takes. */
function schemaOf(s: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(s, { target: 'draft-7', io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

/** The acknowledgement socket.io calls back with: `{ ok: true, data }` or `{ ok: false, error }` (LiveAck). */
const ackOf = (data: z.ZodType | null) =>
  z.union([
    z.object({ ok: z.literal(true), ...(data ? { data } : {}) }),
    z.object({ ok: z.literal(false), error: z.string().describe('The text a person reads, in their language.') }),
  ]);

interface LiveEvent {
  /** Who emits it: the client (the server receives) or the server. */
  from: 'client' | 'server';
  summary: string;
  description?: string;
  payload: z.ZodType;
  /** The acknowledgement's data, for client events (null: none, `{ ok: true }` alone). */
  ack?: z.ZodType | null;
}

const events: Record<string, LiveEvent> = {
  joinRoom: {
    from: 'client',
    summary: 'Open a conversation',
    description: '`userId` must be the caller (403 otherwise); the same rule as reading the history (who may chat with whom).',
    payload: joinRoomSchema,
    ack: null,
  },
  sendMessage: {
    from: 'client',
    summary: 'Send a chat message',
    description: `At most ${CHAT_MESSAGE_MAX} characters; \`senderId\` is the caller. With a \`clientId\` a resend is stored once; the ack's data is the stored message (on disk when acknowledged). Both people then receive \`newMessage\`.`,
    payload: sendMessageSchema,
    ack: chatMessageSchema,
  },
  markAsSeen: {
    from: 'client',
    summary: 'Mark received messages seen',
    description:
      'Up to 200 ids; the ack gives the ids that were newly marked. Their senders (and the reader’s other tabs) receive `seenMessages`.',
    payload: markAsSeenSchema,
    ack: z.array(z.string()),
  },
  newMessage: { from: 'server', summary: 'A message was sent to or by me', payload: newMessageEventSchema },
  seenMessages: { from: 'server', summary: 'Messages were seen', payload: seenMessagesEventSchema },
  updateUserStatus: {
    from: 'server',
    summary: 'Presence: someone I may reach came online or went offline',
    description: 'Sent only to the people who may reach this person (and to their own sockets).',
    payload: updateUserStatusEventSchema,
  },
  onlineUsers: {
    from: 'server',
    summary: 'Presence: who is online, on connecting',
    description: 'The ids of the connected people this person may reach (and their own).',
    payload: onlineUsersEventSchema,
  },
  error: {
    from: 'server',
    summary: 'An event was refused, or the session is over',
    description:
      'Sent with the failed acknowledgement; after a session check fails (logout, expiry, freeze) the server disconnects the socket. `code` is one of the REST error codes.',
    payload: liveErrorEventSchema,
  },
  notification: { from: 'server', summary: 'A notification reached me', payload: notificationEventSchema },
  email: { from: 'server', summary: 'An email arrived, or my held send went out', payload: emailEventSchema },
};

/** The AsyncAPI 3.0 document; `host` is the server the client reached (the document's own). */
export function asyncApiDocument(host: string) {
  const channels: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  for (const [name, e] of Object.entries(events)) {
    const messages: Record<string, unknown> = {
      [name]: {
        name,
        title: name,
        summary: e.summary,
        ...(e.description ? { description: e.description } : {}),
        contentType: 'application/json',
        payload: schemaOf(e.payload, e.from === 'client' ? 'input' : 'output'),
      },
    };
    if (e.ack !== undefined)
      messages[`${name}Ack`] = {
        name: `${name}Ack`,
        title: `${name} acknowledgement`,
        summary: `The acknowledgement of ${name} (socket.io callback).`,
        contentType: 'application/json',
        payload: schemaOf(ackOf(e.ack), 'output'),
      };
    channels[name] = { address: name, title: name, description: `The socket.io event \`${name}\`.`, messages };
    operations[e.from === 'client' ? `receive_${name}` : `send_${name}`] = {
      action: e.from === 'client' ? 'receive' : 'send',
      channel: { $ref: `#/channels/${name}` },
      summary: e.summary,
      messages: [{ $ref: `#/channels/${name}/messages/${name}` }],
      ...(e.ack !== undefined
        ? { reply: { channel: { $ref: `#/channels/${name}` }, messages: [{ $ref: `#/channels/${name}/messages/${name}Ack` }] } }
        : {}),
    };
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'School platform live events',
      version: '1.0.0',
      description: [
        'Chat and presence over socket.io (path `/socket.io`, default namespace): each channel is one event name.',
        `Sign in with the session token in the handshake: \`io(origin, { path: '/socket.io', auth: { token } })\`. ${policyInWords(policies.liveChat)}`,
        'Client events are acknowledged through the socket.io callback: `{ ok: true, data }` or `{ ok: false, error }`; a refusal also sends `error`.',
        'The REST side (history, the people one may chat with): /api/openapi.json.',
      ].join('\n\n'),
    },
    defaultContentType: 'application/json',
    servers: {
      live: {
        host,
        protocol: 'ws',
        pathname: '/socket.io',
        description: 'socket.io (Engine.IO v4: WebSocket, or HTTP long-polling first) on the API’s own server.',
        security: [{ $ref: '#/components/securitySchemes/sessionToken' }],
      },
    },
    channels,
    operations,
    components: {
      securitySchemes: {
        sessionToken: {
          type: 'http',
          scheme: 'bearer',
          description: "The session token from POST /api/login, sent in socket.io's handshake `auth: { token }` (not a header).",
        },
      },
    },
  };
}
