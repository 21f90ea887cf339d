import { useState } from 'react';
import { z } from 'zod';
import type { ApiClient, StudentExam } from '@school/api';
import { Alert, Button, Card, Chip, Dialog, DialogFooter, Form, FormSubmitButton, FormTextField } from '@school/ui';
import { BackButton } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { startBlocker, studentStatus, studentStatusLabel, studentStatusTone } from './logic';
import { useApiMutation } from '../shared/query';
import { useTextsForm } from '../shared/schemaText';

const codeSchema = z.object({ code: z.string().min(1).max(20) });

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
  const t = useTexts();
  const { messages, fill } = t;
  const { formatDateTime } = t.format;
  const now = Date.parse(exam.serverNow);
  const blocker = startBlocker(t, exam, now);
  const status = studentStatus(exam, now);
  const [open, setOpen] = useState(false);
  const form = useTextsForm(codeSchema, { defaultValues: { code: '' } });
  const hasCode = form.watch('code').length > 0;
  // The dialog shows a wrong code itself.
  const compare = useApiMutation((code: string) => api.exams.compareCode({ exam_id: exam._id, exam_code: code }), {
    toastErrors: false,
    successText: false,
    onSuccess: (_data, code) => {
      setOpen(false);
      onEntered(code);
    },
  });
  return (
    <Card>
      <BackButton onBack={onBack} />
      <h2>{exam.title}</h2>
      <Chip tone={studentStatusTone[status]} label={studentStatusLabel(t, status)} />
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
          compare.reset();
        }}
        title={messages.examCodeDialogTitle}
      >
        <Form form={form} onSubmit={async ({ code }) => void (await compare.run(code))} aria-label={messages.examCodeDialogTitle}>
          <FormTextField
            name="code"
            label={messages.examCodeLabel}
            maxLength={20}
            autoComplete="off"
            // The dialog opens with the focus in its one field (issue 17's keyboard path).
            autoFocus
          />
          <Alert kind="error" message={compare.error} />
          <DialogFooter>
            <FormSubmitButton disabled={!hasCode}>{messages.examCodeEnter}</FormSubmitButton>
          </DialogFooter>
        </Form>
      </Dialog>
    </Card>
  );
}
