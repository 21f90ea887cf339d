import { useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, Assignment } from '@school/api';
import { Alert, Button, ConfirmDialog, Dialog, DialogFooter, FileInput, tokens } from '@school/ui';
import { useApiMutation } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useTexts } from '../shared/intl';

export interface AssignmentDocsProps {
  api: ApiClient;
  teacherId: string;
  assignment: Assignment;
}

/** Helper documents: view, delete (confirmed), and Add Helper Document (inactive without a file). */
export function AssignmentDocs({ api, teacherId, assignment }: AssignmentDocsProps) {
  const { messages, fill } = useTexts();
  const [adding, setAdding] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const invalidates = [queryKeys.teaching.assignments];
  const upload = useApiMutation((f: File) => api.teaching.assignments.addDoc(teacherId, assignment._id, f), {
    invalidates,
    toastErrors: false,
    onSuccess: () => {
      setAdding(false);
      setFile(null);
    },
  });
  const remove = useApiMutation((index: number) => api.teaching.assignments.removeDoc(teacherId, assignment._id, index), {
    invalidates,
    toastErrors: false,
  });

  return (
    <Root aria-labelledby="docs-heading">
      <Head>
        <h3 id="docs-heading">{messages.assignmentDocs}</h3>
        <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
          {messages.assignmentAddDoc}
        </Button>
      </Head>
      {assignment.docs.length === 0 ? <p>{messages.assignmentNoDocs}</p> : null}
      <ul>
        {assignment.docs.map((name, i) => {
          const label = fill(messages.assignmentDocName, { index: i + 1 });
          return (
            <li key={name}>
              <a href={api.fileUrl('assignments', name, assignment._id)} target="_blank" rel="noreferrer">
                {label} ({name.split('.').pop()})
              </a>
              <Button size="sm" variant="ghost" aria-label={`${messages.teachingDelete} ${label}`} onClick={() => setDeleting(i)}>
                {messages.teachingDelete}
              </Button>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={adding}
        onOpenChange={(o) => {
          setAdding(o);
          if (!o) setFile(null);
        }}
        title={messages.assignmentAddDoc}
      >
        <FileInput
          label={messages.assignmentDocFileLabel}
          accept=".pdf,.doc,.docx,image/*"
          onChange={({ files }) => setFile(files[0] ?? null)}
        />
        {upload.error ? <Alert kind="error" message={upload.error} /> : null}
        <DialogFooter>
          <Button variant="secondary" onClick={() => setAdding(false)}>
            {messages.teachingCancel}
          </Button>
          <Button disabled={!file} busy={upload.isPending} onClick={() => file && void upload.run(file)}>
            {messages.assignmentUpload}
          </Button>
        </DialogFooter>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={messages.assignmentDocDeleteTitle}
        description={messages.assignmentDocDeleteConfirm}
        confirmLabel={messages.teachingDelete}
        danger
        onConfirm={async () => {
          const result = await remove.run(deleting!);
          if (!result.ok) throw new Error(result.error);
        }}
      />
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space.sm};
  ul {
    margin: 0;
    padding-left: ${tokens.space.lg};
  }
  li {
    display: flex;
    align-items: center;
    gap: ${tokens.space.sm};
  }
  p {
    margin: 0;
    color: ${tokens.color.textMuted};
  }
`;
export const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  h3 {
    margin: 0;
  }
`;
