import { renderHook } from '@testing-library/react';
import { BLUR_GRACE_MS, SWITCH_GRACE_MS, useExamMonitor } from './monitor';
import type { Violation } from './logic';

// The window-blur rule (issue 17): another window in front of a shown exam tab counts as level 3
// after BLUR_GRACE_MS; a short blur, or one that hides the tab (the tab switch, reported once), does not.

let visibility: DocumentVisibilityState = 'visible';
let focused = true;

function watch() {
  const seen: Violation[] = [];
  const left: string[] = [];
  const hidden: string[] = [];
  renderHook(() =>
    useExamMonitor({
      active: true,
      onViolation: (v) => seen.push(v),
      onConnection: () => {},
      onPageLeave: () => left.push('left'),
      onPhoneHidden: () => hidden.push('hidden'),
    }),
  );
  return { seen, left, hidden };
}
const hide = () => {
  visibility = 'hidden';
  focused = false;
  document.dispatchEvent(new Event('visibilitychange'));
};
const blur = () => {
  focused = false;
  window.dispatchEvent(new Event('blur'));
};
const focus = () => {
  focused = true;
  window.dispatchEvent(new Event('focus'));
};

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  focused = true;
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useExamMonitor: window blur', () => {
  it('counts another window in front of the shown tab, once the blur lasts BLUR_GRACE_MS', () => {
    const { seen } = watch();
    blur();
    vi.advanceTimersByTime(BLUR_GRACE_MS - 100);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(seen).toEqual([{ name: 'Switching to another window', level: 3 }]);
  });

  it('ignores a short blur (the browser’s own UI, a notification)', () => {
    const { seen } = watch();
    blur();
    vi.advanceTimersByTime(BLUR_GRACE_MS / 2);
    focus();
    vi.advanceTimersByTime(BLUR_GRACE_MS * 2);
    expect(seen).toEqual([]);
  });

  it('reports a tab switch once, as the tab switch, not also as a window blur', () => {
    const { seen } = watch();
    blur();
    hide();
    vi.advanceTimersByTime(SWITCH_GRACE_MS - 100);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(BLUR_GRACE_MS * 2);
    expect(seen).toEqual([{ name: 'Switching tabs', level: 3 }]);
  });

  it('ignores the blur of the browser’s own "Leave site?" question; the leave itself (reload, close) is told, never a violation', () => {
    const { seen, left } = watch();
    window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    blur();
    vi.advanceTimersByTime(BLUR_GRACE_MS * 2);
    expect(seen).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(left).toEqual(['left']);
    expect(seen).toEqual([]);
  });

  it('a reload hides the page on its way out: no tab switch (decision 150)', () => {
    const { seen, left } = watch();
    hide();
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(SWITCH_GRACE_MS * 2);
    expect(seen).toEqual([]);
    expect(left).toEqual(['left']);
  });
});

describe('useExamMonitor: on a phone (touch screen, coarse pointer)', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true });
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (q: string) =>
        ({ matches: q === '(pointer: coarse)', media: q, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 0, configurable: true });
  });
  it('a hidden screen (another app or the screen locking) is logged, never a violation; a blur (the keyboard) is nothing', () => {
    const { seen, hidden } = watch();
    blur();
    hide();
    vi.advanceTimersByTime(SWITCH_GRACE_MS * 2);
    expect(seen).toEqual([]);
    expect(hidden).toEqual(['hidden']);
  });
});
