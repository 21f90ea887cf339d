import { useState } from 'react';
import styled from 'styled-components';
import { messages, type NewTeacherAccount } from '@school/api';
import { Button, Dialog, DialogFooter, VisuallyHidden, downloadBlob, tokens } from '@school/ui';
import { passwordsCsv } from './logic';

export interface TemporaryPasswordsDialogProps {
  /** The new accounts; the dialog is open while there are some. */
  accounts: readonly NewTeacherAccount[];
  /** Called when the admin is done (the passwords are then gone from the page). */
  onDone: () => void;
}

/** Shows new teachers' IDs and temporary passwords once, to copy or download (docs/decisions.md). */
export function TemporaryPasswordsDialog({ accounts, onDone }: TemporaryPasswordsDialogProps) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (a: NewTeacherAccount) => {
    try {
      await navigator.clipboard.writeText(a.temporaryPassword);
      setCopied(a.ID);
    } catch {
      setCopied(null); // no clipboard (insecure page): the password stays visible to copy by hand
    }
  };
  return (
    <Dialog
      open={accounts.length > 0}
      onOpenChange={(open) => !open && onDone()}
      title={messages.teachersTempPasswordTitle}
      description={messages.teachersTempPasswordText}
    >
      <Table>
        <thead>
          <tr>
            <th scope="col">{messages.teachersIdHeader}</th>
            <th scope="col">{messages.teachersNameHeader}</th>
            <th scope="col">{messages.teachersPasswordHeader}</th>
            <th scope="col">
              <VisuallyHidden>{messages.teachersCopy}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.ID}>
              <td>{a.ID}</td>
              <td>{a.fullName}</td>
              <td>
                <code data-part="temporary-password">{a.temporaryPassword}</code>
              </td>
              <td>
                <Button size="sm" variant="secondary" onClick={() => void copy(a)} aria-label={`${messages.teachersCopy} ${a.ID}`}>
                  {copied === a.ID ? messages.teachersCopied : messages.teachersCopy}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <DialogFooter>
        <Button
          variant="secondary"
          onClick={() =>
            downloadBlob({
              blob: new Blob([passwordsCsv(accounts)], { type: 'text/csv;charset=utf-8' }),
              fileName: 'teacher_passwords.csv',
            })
          }
        >
          {messages.teachersDownloadPasswords}
        </Button>
        <Button onClick={onDone}>{messages.teachersDone}</Button>
      </DialogFooter>
    </Dialog>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${tokens.space.xs} ${tokens.space.sm};
    text-align: start;
    border-bottom: 1px solid ${tokens.color.border};
  }
  code {
    font-size: ${tokens.font.sizeMd};
    user-select: all;
  }
`;
