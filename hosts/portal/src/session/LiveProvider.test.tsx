import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '@school/api';
import { sessionUser } from '../testing/sessionUser';
import { LiveProvider } from './LiveProvider';
import { SessionProvider } from './SessionProvider';

// The live connection opens after the page's first paint (decision 136): asked for by an effect
// right after the first commit, it waits for the next frame to be painted, then an idle moment.

const created = vi.hoisted(() => vi.fn());
vi.mock('./liveClient', () => ({
  createLiveClient: (options: unknown) => {
    created(options);
    return { close: () => undefined, on: () => () => undefined };
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  createSessionStore().clear();
  created.mockClear();
});

/** One turn of the event loop: every task queued before it (timers at 0, idle fallbacks) has run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LiveProvider', () => {
  it('opens the connection only after a frame was painted', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    createSessionStore().save('tok', sessionUser('student', { ID: 'ST-0001' }));
    render(
      <SessionProvider>
        <LiveProvider>
          <p>page</p>
        </LiveProvider>
      </SessionProvider>,
    );
    for (let i = 0; i < 3; i++) await nextTask();
    expect(created).not.toHaveBeenCalled(); // no frame yet: nothing opened
    expect(frames).toHaveLength(1); // the load event has passed (jsdom: complete): waiting for the frame

    frames[0](performance.now()); // the frame: then a task after its paint, then idle
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
  });
});
