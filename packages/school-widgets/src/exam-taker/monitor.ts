import { useEffect, useEffectEvent, useState } from 'react';
import { messages } from '@school/api';
import { devtoolsLikelyOpen, keyViolation, type Violation } from './logic';

export interface ExamMonitorOptions {
  /** Watch only while the exam runs. */
  active: boolean;
  onViolation: (v: Violation) => void;
  /** Browser online/offline: logged, never a violation. */
  onConnection: (online: boolean) => void;
}

/**
 * Watches the page during an exam (spec 001 §9): level 1 right-click; level 2 copy, cut, paste,
 * developer-tools shortcuts, F12 and the 160 px size heuristic; level 3 PrintScreen, screen
 * capture shortcuts and leaving the tab. Returns whether developer tools look open.
 */
export function useExamMonitor({ active, onViolation, onConnection }: ExamMonitorOptions): { devtoolsOpen: boolean } {
  const report = useEffectEvent((v: Violation) => onViolation(v));
  const connection = useEffectEvent((online: boolean) => onConnection(online));
  const [devtoolsOpen, setDevtoolsOpen] = useState(false);
  useEffect(() => {
    if (!active) return;
    let lastPrint = 0;
    const onContext = (e: Event) => {
      e.preventDefault();
      report({ name: messages.violationRightClick, level: 1 });
    };
    const clip = (name: string) => (e: Event) => {
      e.preventDefault();
      report({ name, level: 2 });
    };
    const onCopy = clip(messages.violationCopy);
    const onCut = clip(messages.violationCut);
    const onPaste = clip(messages.violationPaste);
    const onKey = (e: KeyboardEvent) => {
      const v = keyViolation(e);
      if (!v) return;
      if (v.name === messages.violationPrintScreen) {
        // Some systems send only keyup for PrintScreen, others both: count one press.
        if (Date.now() - lastPrint < 1000) return;
        lastPrint = Date.now();
      }
      if (e.type === 'keyup' && v.name !== messages.violationPrintScreen) return;
      e.preventDefault();
      report(v);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report({ name: messages.violationTabSwitch, level: 3 });
    };
    const onOnline = () => connection(true);
    const onOffline = () => connection(false);
    let open = false;
    const checkSize = () => {
      const now = devtoolsLikelyOpen(window);
      if (now && !open) report({ name: messages.violationDevtools, level: 2 });
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
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      clearInterval(timer);
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
  }, [active]);
  return { devtoolsOpen };
}
