import { renderHook } from '@testing-library/react';
import { BLUR_GRACE_MS, useExamMonitor } from './monitor';
import type { Violation } from './logic';

// The window-blur rule (issue 17): another window in front of a shown exam tab counts as level 3
// after BLUR_GRACE_MS; a short blur, or one that hides the tab (the tab switch, reported once), does not.

let visibility: DocumentVisibilityState = 'visible';
let focused = true;

function watch() {
  const seen: Violation[] = [];
  const left: Violation[] = [];
  renderHook(() =>
    useExamMonitor({ active: true, onViolation: (v) => seen.push(v), onConnection: () => {}, onPageLeave: (v) => left.push(v) }),
  );
  return { seen, left };
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
    vi.advanceTimersByTime(BLUR_GRACE_MS * 2);
    expect(seen).toEqual([{ name: 'Switching tabs', level: 3 }]);
  });

  it('ignores the blur of the browser’s own "Leave site?" question, and reports the leave itself', () => {
    const { seen, left } = watch();
    window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    blur();
    vi.advanceTimersByTime(BLUR_GRACE_MS * 2);
    expect(seen).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(left).toEqual([{ name: 'Leaving the exam page', level: 3 }]);
  });
});
