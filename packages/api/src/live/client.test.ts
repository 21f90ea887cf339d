import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { amMessages } from '../messages/am/index';
import { englishMessages } from '../messages/english';
import { createLiveClient } from './client';
import type { LiveEvents } from './types';

/** A socket.io client socket that the test drives: the server's events are fired by hand. */
class FakeSocket {
  handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  connected = false;
  active = true;
  recovered = false;
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  connect() {
    return this;
  }
  emit() {
    return this;
  }
  timeout() {
    return { emitWithAck: async () => ({ ok: true }) };
  }
  removeAllListeners() {
    this.handlers.clear();
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
}

function live() {
  const socket = new FakeSocket();
  let expired = 0;
  const errors: LiveEvents['error'][] = [];
  const client = createLiveClient({
    getToken: () => 'token',
    onSessionExpired: () => expired++,
    createSocket: () => socket as unknown as Socket,
  });
  client.on('error', (e) => errors.push(e));
  return { socket, client, errors, expired: () => expired };
}

// Issue 38: the client compared the server's text with `messages.sessionExpired`, the English text
// until the page switched to Amharic and the Amharic one after: an expired session went unnoticed
// (the server writes in the reader's language, decision 190). It branches on the code alone.
describe('the live client ends a session by its code, never by its text', () => {
  it('an error event with code session_expired ends it, in whatever language its text is', () => {
    const { socket, expired, errors } = live();
    socket.fire('error', { error: amMessages.sessionExpired, code: 'session_expired' });
    expect(expired()).toBe(1);
    expect(errors).toEqual([{ error: amMessages.sessionExpired, code: 'session_expired' }]);
  });

  it('an error event without that code does not, even with the English text of an expired session', () => {
    const { socket, expired, errors } = live();
    socket.fire('error', { error: englishMessages.sessionExpired });
    socket.fire('error', { error: amMessages.unauthorized, code: 'unauthorized' });
    expect(expired()).toBe(0);
    expect(errors).toHaveLength(2);
  });

  it('a refused handshake with code session_expired ends it and stops retrying; another refusal only stops', () => {
    const amharic = live();
    amharic.socket.active = false; // socket.io does not retry a refusal of the server's check
    amharic.socket.fire(
      'connect_error',
      Object.assign(new Error(amMessages.sessionExpired), { data: { status: 440, code: 'session_expired' } }),
    );
    expect(amharic.expired()).toBe(1);
    expect(amharic.client.state).toBe('refused');
    expect(amharic.errors).toEqual([{ error: amMessages.sessionExpired, code: 'session_expired' }]);

    const english = live();
    english.socket.active = false;
    english.socket.fire(
      'connect_error',
      Object.assign(new Error(englishMessages.sessionExpired), { data: { status: 401, code: 'unauthorized' } }),
    );
    expect(english.expired()).toBe(0);
    expect(english.client.state).toBe('refused');
  });
});
