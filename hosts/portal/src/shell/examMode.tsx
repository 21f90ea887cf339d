import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

// While a student's exam runs, the shell shows no sidebar to wander into (issue 17). The exam page
// says when it runs (ExamTaker's onRunningChange); the shell reads it.

interface ExamMode {
  running: boolean;
  setRunning: (running: boolean) => void;
  /**
   * What the exam page records when the student signs out mid-exam (a leave, level 3), set while
   * it runs: the shell calls it before the session ends, since the taker's own report on leaving
   * would go out without a session.
   */
  setOnSignOut: (record: (() => Promise<unknown>) | null) => void;
  /** Runs what the exam page set (nothing when no exam runs). */
  beforeSignOut: () => Promise<unknown>;
}

const ExamModeContext = createContext<ExamMode>({
  running: false,
  setRunning: () => {},
  setOnSignOut: () => {},
  beforeSignOut: async () => {},
});

export function ExamModeProvider({ children }: { children: ReactNode }) {
  const [running, setRunning] = useState(false);
  const onSignOutRef = useRef<(() => Promise<unknown>) | null>(null);
  const value = useMemo(
    () => ({
      running,
      setRunning,
      setOnSignOut: (record: (() => Promise<unknown>) | null) => {
        onSignOutRef.current = record;
      },
      beforeSignOut: async () => onSignOutRef.current?.(),
    }),
    [running],
  );
  return <ExamModeContext.Provider value={value}>{children}</ExamModeContext.Provider>;
}

export const useExamMode = () => useContext(ExamModeContext);
