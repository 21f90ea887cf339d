import { useEffect, useRef } from 'react';
import type { IntegrityEvent, StudentExam } from '@school/api';
import { Alert, Button, Card } from '@school/ui';
import { useTexts } from '../shared/intl';
import { integrityText } from '../shared/integrity';

/** The log as a list: when, and what was recorded. */
export function IntegrityLog({ log, title }: { log: IntegrityEvent[]; title: string }) {
  const t = useTexts();
  const { messages } = t;
  const { formatDateTime } = t.format;
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {log.length === 0 ? (
        <p>{messages.examLogEmpty}</p>
      ) : (
        <ol>
          {log.map((e, i) => (
            <li key={i}>
              <time dateTime={e.at}>{formatDateTime(e.at)}</time> — {integrityText(t, e)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** After the exam: submitted or ended, the own integrity log, and 'show my result' once announced. */
export function FinishedPanel({
  exam,
  onBack,
  onShowResult,
  backLabel,
}: {
  exam: StudentExam;
  onBack: () => void;
  onShowResult?: () => void;
  backLabel?: string;
}) {
  const { messages } = useTexts();
  const terminated = exam.attempt?.terminated;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card>
      <h2 ref={heading} tabIndex={-1}>
        {terminated ? messages.examTerminatedTitle : messages.examFinishedTitle}
      </h2>
      {terminated ? <Alert kind="error" message={messages.examTerminatedMessage} /> : <p>{messages.examFinishedText}</p>}
      <p>{messages.examMyLogIntro}</p>
      <IntegrityLog log={exam.integrityLog} title={messages.examMyLogTitle} />
      {exam.isExamAnnounced && onShowResult ? <Button onClick={onShowResult}>{messages.examShowResult}</Button> : null}
      <Button variant="secondary" onClick={onBack}>
        {backLabel ?? messages.examBackToList}
      </Button>
    </Card>
  );
}
