import { messages as liveMessages, type IntegrityEvent, type Messages } from '@school/api';
import type { Texts } from './intl/texts';
import { fill as liveFill } from './text';
import { isTexts } from './words';

// ─── An exam integrity-log entry in words: the taker's own log and the teacher's takers view ──

type IntegrityTexts = Pick<Texts<Messages>, 'messages' | 'fill'>;

/** What an integrity-log entry says (all but violations are logged, never counted: decision 150), in the reader's language. */
export function integrityText(t: IntegrityTexts, e: IntegrityEvent): string;
/** @deprecated Reads the live catalogue: use `integrityText(t, e)` (decision 220). */
export function integrityText(e: IntegrityEvent): string;
export function integrityText(...args: [IntegrityTexts, IntegrityEvent] | [IntegrityEvent]): string {
  const [t, e] = isTexts(args[0])
    ? (args as [IntegrityTexts, IntegrityEvent])
    : [
        { messages: liveMessages, fill: (template: string, values?: Record<string, string | number>) => liveFill(template, values ?? {}) },
        args[0] as IntegrityEvent,
      ];
  const { messages } = t;
  if (e.kind === 'offline') return messages.examLogOffline;
  if (e.kind === 'online') return messages.examLogOnline;
  if (e.kind === 'left') return messages.examLogLeft;
  if (e.kind === 'reload') return messages.examLogReload;
  if (e.kind === 'takeover') return messages.examLogTakeover;
  if (e.kind === 'hidden') return messages.examLogHidden;
  return t.fill(messages.examLogViolation, { name: e.name, level: e.level ?? '' });
}
