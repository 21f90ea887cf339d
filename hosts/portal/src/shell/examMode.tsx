import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

// While a student's exam runs, the shell shows no sidebar to wander into (issue 17). The exam page
// says when it runs (ExamTaker's onRunningChange); the shell reads it.

interface ExamMode {
  running: boolean;
  setRunning: (running: boolean) => void;
}

const ExamModeContext = createContext<ExamMode>({ running: false, setRunning: () => {} });

export function ExamModeProvider({ children }: { children: ReactNode }) {
  const [running, setRunning] = useState(false);
  const value = useMemo(() => ({ running, setRunning }), [running]);
  return <ExamModeContext.Provider value={value}>{children}</ExamModeContext.Provider>;
}

export const useExamMode = () => useContext(ExamModeContext);
