import { useState } from 'react';
import styled from 'styled-components';
import { messages, type ApiClient } from '@school/api';
import { Alert, Button, Dialog, DialogFooter, TextField, tokens } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { useApiMutation } from '../shared/query';
import { fill } from '../shared/text';

export interface ReopenTermProps {
  api: ApiClient;
  section: { _id: string; name: string };
}

/**
 * A released term (issue 18): its grades are read-only; the section owner or an admin reopens it
 * with a reason (the server logs it and tells the students and their families once).
 */
export function ReopenTerm({ api, section }: ReopenTermProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const reopen = useApiMutation(() => api.gradeReports.reopenTerm({ section_id: section._id, reason: reason.trim() }), {
    invalidates: [queryKeys.gradeReports.all],
    toastErrors: false,
    onSuccess: () => {
      setOpen(false);
      setReason('');
    },
  });
  const title = fill(messages.termReopenTitle, { section: section.name });
  return (
    <Root>
      <Alert kind="info" message={messages.termReleasedNotice} />
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {messages.termReopenAction}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={title} description={messages.termReopenHint}>
        <form
          aria-label={title}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const missing = reason.trim() ? undefined : messages.termReopenReasonRequired;
            setProblem(missing);
            if (!missing && !reopen.isPending) void reopen.run(undefined);
          }}
        >
          <TextField
            label={messages.termReopenReason}
            value={reason}
            maxLength={500}
            required
            error={problem}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(undefined);
            }}
          />
          {reopen.error ? <Alert kind="error" message={reopen.error} /> : null}
          <DialogFooter>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {messages.cancelAction}
            </Button>
            <Button type="submit" busy={reopen.isPending}>
              {messages.termReopenAction}
            </Button>
          </DialogFooter>
        </form>
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
