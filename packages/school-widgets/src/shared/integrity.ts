import type { IntegrityEvent, Messages } from '@school/api';
import type { Texts } from './intl/texts';

// ─── An exam integrity-log entry in words: the taker's own log and the teacher's takers view ──

type IntegrityTexts = Pick<Texts<Messages>, 'messages' | 'fill'>;

/** What an integrity-log entry says (all but violations are logged, never counted: decision 150), in the reader's language. */
export function integrityText(t: IntegrityTexts, e: IntegrityEvent): string {
  const { messages } = t;
  if (e.kind === 'offline') return messages.examLogOffline;
  if (e.kind === 'online') return messages.examLogOnline;
  if (e.kind === 'left') return messages.examLogLeft;
  if (e.kind === 'reload') return messages.examLogReload;
  if (e.kind === 'takeover') return messages.examLogTakeover;
  if (e.kind === 'hidden') return messages.examLogHidden;
  return t.fill(messages.examLogViolation, { name: e.name, level: e.level ?? '' });
}
