import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '@school/api';
import { createSchoolQueryClient, SchoolQueryProvider } from '@school/widgets/query';
import { sessionUser } from '../testing/sessionUser';
import { LiveProvider } from './LiveProvider';
import { SessionProvider } from './SessionProvider';

// The live connection opens after the page's first reads and paint (decision 136): asked for by
// an effect right after the first commit, it waits for the reads the page started to be answered,
// then for the next frame to be painted, an idle moment, and one more frame's paint.

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

/** Stubs animation frames: they run only when the test says. */
function heldFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return frames;
}

/**
 * The first frame (a task after its paint, then the idle moment) asks for a second one, whose paint
 * covers what the page committed meanwhile; the connection opens only after it.
 */
async function paintTwoFrames(frames: FrameRequestCallback[]) {
  frames[0](performance.now());
  await waitFor(() => expect(frames).toHaveLength(2));
  expect(created).not.toHaveBeenCalled();
  frames[1](performance.now());
  await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
}

function renderLive(client = createSchoolQueryClient()) {
  createSessionStore().save('tok', sessionUser('student', { ID: 'ST-0001' }));
  render(
    <SessionProvider>
      <SchoolQueryProvider client={client}>
        <LiveProvider>
          <p>page</p>
        </LiveProvider>
      </SchoolQueryProvider>
    </SessionProvider>,
  );
}

describe('LiveProvider', () => {
  it('opens the connection only after a frame was painted', async () => {
    const frames = heldFrames();
    renderLive();
    // The load event has passed (jsdom: complete): waiting for the frame.
    await waitFor(() => expect(frames).toHaveLength(1));
    expect(created).not.toHaveBeenCalled(); // no frame yet: nothing opened

    await paintTwoFrames(frames);
  });

  it("waits for the page's reads to be answered before that", async () => {
    const frames = heldFrames();
    const client = createSchoolQueryClient();
    let answer: (value: string) => void = () => undefined;
    void client.fetchQuery({ queryKey: ['page'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    renderLive(client);
    // The effects ran in the render: the read is still loading, so not even a frame is asked for.
    await waitFor(() => expect(client.isFetching()).toBe(1));
    expect(frames).toHaveLength(0);

    answer('the page');
    await waitFor(() => expect(frames).toHaveLength(1));
    await paintTwoFrames(frames);
  });
});
