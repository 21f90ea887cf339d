import { messages, type IntegrityEvent } from '@school/api';
import { fill } from './text';

// ─── An exam integrity-log entry in words: the taker's own log and the teacher's takers view ──

/** What an integrity-log entry says (all but violations are logged, never counted: decision 150). */
export function integrityText(e: IntegrityEvent): string {
  if (e.kind === 'offline') return messages.examLogOffline;
  if (e.kind === 'online') return messages.examLogOnline;
  if (e.kind === 'left') return messages.examLogLeft;
  if (e.kind === 'reload') return messages.examLogReload;
  if (e.kind === 'takeover') return messages.examLogTakeover;
  if (e.kind === 'hidden') return messages.examLogHidden;
  return fill(messages.examLogViolation, { name: e.name, level: e.level ?? '' });
}
