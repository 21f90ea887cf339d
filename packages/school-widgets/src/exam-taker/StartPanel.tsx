import { useState, type FormEvent } from 'react';
import { messages, type ApiClient, type StudentExam } from '@school/api';
import { Alert, Button, Card, Chip, Dialog, DialogFooter, TextField } from '@school/ui';
import { BackButton } from '../shared/QueryFallback';
import { fill } from '../shared/text';
import { startBlocker, studentStatus, studentStatusLabel, studentStatusTone } from './logic';
import { formatDateTime } from '../shared/format';

/** The start screen: status, window, Start (disabled with the spec's tooltip) and the exam code dialog. */
export function StartPanel({
  api,
  exam,
  onBack,
  onEntered,
}: {
  api: ApiClient;
  exam: StudentExam;
  onBack: () => void;
  onEntered: (code: string) => void;
}) {
  const now = Date.parse(exam.serverNow);
  const blocker = startBlocker(exam, now);
  const status = studentStatus(exam, now);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const enter = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const r = await api.exams.compareCode({ exam_id: exam._id, exam_code: code });
    setBusy(false);
    if (!r.ok) return setError(r.error);
    setOpen(false);
    onEntered(code);
  };
  return (
    <Card>
      <BackButton onBack={onBack} />
      <h2>{exam.title}</h2>
      <Chip tone={studentStatusTone[status]} label={studentStatusLabel[status]} />
      <p>{fill(messages.examWindow, { start: formatDateTime(exam.start_time), end: formatDateTime(exam.end_time) })}</p>
      <p>{fill(messages.examDurationLine, { minutes: exam.duration, marks: exam.total_marks })}</p>
      <span title={blocker ?? undefined}>
        <Button
          disabled={!!blocker}
          aria-describedby={blocker ? 'exam-start-blocker' : undefined}
          onClick={() => (exam.hasCode ? setOpen(true) : onEntered(''))}
        >
          {messages.examStart}
        </Button>
      </span>
      {blocker ? <p id="exam-start-blocker">{blocker}</p> : null}
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          setError(null);
        }}
        title={messages.examCodeDialogTitle}
      >
        <form onSubmit={enter} aria-label={messages.examCodeDialogTitle}>
          <TextField
            label={messages.examCodeLabel}
            value={code}
            maxLength={20}
            autoComplete="off"
            // The dialog opens with the focus in its one field (issue 17's keyboard path).
            autoFocus
            onChange={(e) => setCode(e.target.value)}
          />
          <Alert kind="error" message={error} />
          <DialogFooter>
            <Button type="submit" busy={busy} disabled={code.length === 0}>
              {messages.examCodeEnter}
            </Button>
          </DialogFooter>
        </form>
      </Dialog>
    </Card>
  );
}
