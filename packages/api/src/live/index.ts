export { createLiveClient, newClientId, type LiveClientOptions } from './client';
export { createFakeLive, type FakeLive, type FakeLiveOptions } from './fake';
export type { LiveClient, LiveEvents, LiveEventName, LiveState, PendingMessage } from './types';
