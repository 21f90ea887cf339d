import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import type { ApiClient } from '@school/api';
import { Alert, Button, Dialog, DialogFooter, Form, FormSubmitButton, FormTextField, tokens } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiMutation } from '../shared/query';
import { useTexts, type Texts } from '../shared/intl';
import { useTextsForm } from '../shared/schemaText';

const reasonSchema = ({ messages }: Texts) => z.object({ reason: z.string().trim().min(1, messages.termReopenReasonRequired).max(500) });
type Reason = z.output<ReturnType<typeof reasonSchema>>;

export interface ReopenTermProps {
  api: ApiClient;
  section: { _id: string; name: string };
  /** Issue 35: the term, named in the lock message. @default undefined */
  period?: { year: number; semester: number };
}

/**
 * A released term (issue 18): its grades are read-only; the section owner or an admin reopens it
 * with a reason (the server logs it and tells the students and their families once).
 */
export function ReopenTerm({ api, section, period }: ReopenTermProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const schema = useMemo(() => reasonSchema(t), [t]);
  const [open, setOpen] = useState(false);
  const form = useTextsForm(schema, { defaultValues: { reason: '' } });
  const reopen = useApiMutation((v: Reason) => api.gradeReports.reopenTerm({ section_id: section._id, reason: v.reason }), {
    invalidates: [queryKeys.gradeReports.all],
    toastErrors: false,
    onSuccess: () => {
      setOpen(false);
      form.reset();
    },
  });
  const title = fill(messages.termReopenTitle, { section: section.name });
  return (
    <Root>
      <Alert
        kind="info"
        message={
          period
            ? fill(messages.termReleasedReadOnlyTerm, { section: section.name, year: period.year, semester: period.semester })
            : messages.termReleasedNotice
        }
      />
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {messages.termReopenAction}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={title} description={messages.termReopenHint}>
        <Form form={form} onSubmit={async (v) => void (await reopen.run(v))} aria-label={title}>
          <FormTextField name="reason" label={messages.termReopenReason} maxLength={500} required />
          {reopen.error ? <Alert kind="error" message={reopen.error} /> : null}
          <DialogFooter>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {messages.cancelAction}
            </Button>
            <FormSubmitButton>{messages.termReopenAction}</FormSubmitButton>
          </DialogFooter>
        </Form>
      </Dialog>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
`;
