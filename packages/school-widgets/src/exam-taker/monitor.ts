import { useEffect, useEffectEvent, useState } from 'react';
import { useTexts } from '../shared/intl';
import { devtoolsLikelyOpen, keyViolation, type Violation } from './logic';

export interface ExamMonitorOptions {
  /** Watch only while the exam runs. */
  active: boolean;
  onViolation: (v: Violation) => void;
  /** Browser online/offline: logged, never a violation. */
  onConnection: (online: boolean) => void;
  /**
   * The page is going away (a typed URL, reload, closing the tab) after the browser asked first.
   * Never a violation (decision 150): a reload resumes, and a closed tab only costs the student
   * time (the server's clock runs on). The caller marks it and logs it.
   */
  onPageLeave?: () => void;
  /** A phone's exam screen was hidden (another app or the screen locked: a page cannot tell): logged, never a violation. */
  onPhoneHidden?: () => void;
  /** How long the window may lose focus before it counts as switching windows. @default BLUR_GRACE_MS */
  blurGraceMs?: number;
  /** How long a hidden tab waits before it counts as switching tabs. @default SWITCH_GRACE_MS */
  switchGraceMs?: number;
}

/**
 * A hidden tab counts as switching tabs this long after it was hidden, if the page is still there
 * and no newer page of the attempt took over meanwhile (decision 150): a reload hides the page
 * on its way out (the report never goes), and a second tab opening the exam hides the first one
 * before it takes over (the takeover cancels the report). A real switch is reported all the same,
 * however short.
 */
export const SWITCH_GRACE_MS = 8000;

/**
 * A phone or tablet (a touch screen and a coarse pointer): there a hidden page may be the screen
 * locking, the keyboard and a rotation resize the window, so neither counts (decision 150).
 */
export function isPhoneLike(w: Pick<Window, 'matchMedia' | 'navigator'> = window): boolean {
  return (w.navigator.maxTouchPoints ?? 0) > 0 && !!w.matchMedia?.('(pointer: coarse)').matches;
}

/**
 * A window blur counts only when the window stays unfocused this long while the exam tab is still
 * shown: shorter blurs are the browser's own UI (address bar, a notification popping up), and a
 * blur that hides the tab is the tab switch, reported once as such (docs/decisions/0042-exams-an-exam-a-student-cannot-quietly-leave.md).
 */
export const BLUR_GRACE_MS = 2000;

/**
 * Watches the page during an exam (spec 001 §9): level 1 right-click; level 2 copy, cut, paste,
 * developer-tools shortcuts, F12 and the 160 px size heuristic; level 3 PrintScreen, screen
 * capture shortcuts, leaving the tab, another window in front of it. A reload, closing the tab, a
 * resize, a rotation, the keyboard, a lost connection and (on a phone) a hidden screen are never
 * violations (decision 150). Returns whether developer tools look open.
 */
export function useExamMonitor({
  active,
  onViolation,
  onConnection,
  onPageLeave,
  onPhoneHidden,
  blurGraceMs = BLUR_GRACE_MS,
  switchGraceMs = SWITCH_GRACE_MS,
}: ExamMonitorOptions): {
  devtoolsOpen: boolean;
} {
  const report = useEffectEvent((v: Violation) => onViolation(v));
  // The violations' names in the reader's language at the moment of the event (what the Error
  // dialog shows and the server records). Read through an effect event: a language switch does not
  // set the watch up again (its timers, the PrintScreen debounce and the developer-tools state stay).
  const t = useTexts();
  const texts = useEffectEvent(() => t);
  const connection = useEffectEvent((online: boolean) => onConnection(online));
  const leave = useEffectEvent(() => onPageLeave?.());
  const phoneHidden = useEffectEvent(() => onPhoneHidden?.());
  const [devtoolsOpen, setDevtoolsOpen] = useState(false);
  useEffect(() => {
    if (!active) return;
    let lastPrint = 0;
    const onContext = (e: Event) => {
      e.preventDefault();
      report({ name: texts().messages.violationRightClick, level: 1 });
    };
    const clip = (name: 'violationCopy' | 'violationCut' | 'violationPaste') => (e: Event) => {
      e.preventDefault();
      report({ name: texts().messages[name], level: 2 });
    };
    const onCopy = clip('violationCopy');
    const onCut = clip('violationCut');
    const onPaste = clip('violationPaste');
    const onKey = (e: KeyboardEvent) => {
      const reader = texts();
      const v = keyViolation(reader, e);
      if (!v) return;
      if (v.name === reader.messages.violationPrintScreen) {
        // Some systems send only keyup for PrintScreen, others both: count one press.
        if (Date.now() - lastPrint < 1000) return;
        lastPrint = Date.now();
      }
      if (e.type === 'keyup' && v.name !== reader.messages.violationPrintScreen) return;
      e.preventDefault();
      report(v);
    };
    const phone = isPhoneLike();
    let hiddenSinceBlur = false;
    let unloading = false;
    let switchTimer: ReturnType<typeof setTimeout> | undefined;
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') return;
      hiddenSinceBlur = true;
      if (phone) return phoneHidden();
      clearTimeout(switchTimer);
      switchTimer = setTimeout(() => {
        if (!unloading) report({ name: texts().messages.violationTabSwitch, level: 3 });
      }, switchGraceMs);
    };
    // Window blur (another window in front, the tab still shown): see BLUR_GRACE_MS for what is ignored.
    let blurTimer: ReturnType<typeof setTimeout> | undefined;
    let askedToLeaveAt = 0;
    const onBlur = () => {
      clearTimeout(blurTimer);
      // A phone's keyboard, a notification shade or the screen locking: not another window.
      if (phone) return;
      hiddenSinceBlur = document.visibilityState === 'hidden';
      // The browser's own "Leave site?" question takes the focus: the leave is what counts.
      if (Date.now() - askedToLeaveAt < 1000) return;
      blurTimer = setTimeout(() => {
        if (hiddenSinceBlur || document.visibilityState === 'hidden' || document.hasFocus()) return;
        // Focus inside a frame of the page is still the page.
        if (document.activeElement instanceof HTMLIFrameElement) return;
        report({ name: texts().messages.violationWindowBlur, level: 3 });
      }, blurGraceMs);
    };
    const onFocus = () => clearTimeout(blurTimer);
    // A typed URL, reload or closing the tab: the browser asks first, then the leave is reported.
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      askedToLeaveAt = Date.now();
      e.preventDefault();
      e.returnValue = '';
    };
    const onPageHide = () => {
      unloading = true;
      clearTimeout(switchTimer);
      leave();
    };
    // Coming back from the back/forward cache: the page is the same page, watched again.
    const onPageShow = () => {
      unloading = false;
    };
    const onOnline = () => connection(true);
    const onOffline = () => connection(false);
    let open = false;
    const checkSize = () => {
      // On a phone the keyboard and a rotation change the page's size: never developer tools.
      const now = !phone && devtoolsLikelyOpen(window);
      if (now && !open) report({ name: texts().messages.violationDevtools, level: 2 });
      open = now;
      setDevtoolsOpen(now);
    };
    const timer = setInterval(checkSize, 1000);
    document.addEventListener('contextmenu', onContext);
    document.addEventListener('copy', onCopy);
    document.addEventListener('cut', onCut);
    document.addEventListener('paste', onPaste);
    document.addEventListener('keydown', onKey);
    document.addEventListener('keyup', onKey);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      clearInterval(timer);
      clearTimeout(blurTimer);
      clearTimeout(switchTimer);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('contextmenu', onContext);
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('cut', onCut);
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('keyup', onKey);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [active, blurGraceMs, switchGraceMs]);
  return { devtoolsOpen };
}
