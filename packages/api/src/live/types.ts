import type {
  ChatMessage,
  EmailEvent,
  JoinRoomPayload,
  LiveAck,
  LiveErrorEvent,
  MarkAsSeenPayload,
  NewMessageEvent,
  NotificationEvent,
  SeenMessagesEvent,
  SendMessagePayload,
  UpdateUserStatusEvent,
} from '../schemas';

/**
 * connecting: the first attempt; connected; reconnecting: lost, trying again (messages wait in
 * the outbox); refused: the server said no (signed out, frozen, expired) and no retry happens;
 * closed: closed by the host.
 */
export type LiveState = 'connecting' | 'connected' | 'reconnecting' | 'refused' | 'closed';

/** A message the person sent that the server has not acknowledged yet. */
export interface PendingMessage {
  clientId: string;
  senderId: string;
  receiverId: string;
  message: string;
  /** ms since the epoch, when it was written. */
  createdAt: number;
}

/** Events a LiveClient reports: the server's (spec 001 §7 plus ours) and its own. */
export interface LiveEvents {
  newMessage: NewMessageEvent;
  seenMessages: SeenMessagesEvent;
  updateUserStatus: UpdateUserStatusEvent;
  onlineUsers: string[];
  error: LiveErrorEvent;
  notification: NotificationEvent;
  email: EmailEvent;
  /** The connection state changed. */
  state: LiveState;
  /** Reconnected without the missed events: reload what is shown (history, counts). */
  resync: undefined;
  /** The server stored a pending message. */
  messageAcked: { clientId: string; chat: ChatMessage };
  /** The server refused a pending message (it is dropped from the outbox). */
  messageFailed: { clientId: string; error: string };
}

export type LiveEventName = keyof LiveEvents;

/** The one live connection of a signed-in person (chat and live badges); hosts make one per session. */
export interface LiveClient {
  readonly state: LiveState;
  on: <K extends LiveEventName>(event: K, handler: (payload: LiveEvents[K]) => void) => () => void;
  joinRoom: (p: JoinRoomPayload) => Promise<LiveAck>;
  /** Queues a message (at-least-once: resent until acknowledged, with the same client id). */
  sendMessage: (p: Omit<SendMessagePayload, 'clientId'> & { clientId?: string }) => PendingMessage;
  markAsSeen: (p: MarkAsSeenPayload) => void;
  /** Messages waiting for the server, oldest first (optionally to one person). */
  pending: (receiverId?: string) => PendingMessage[];
  close: () => void;
}
