import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { NewTeacherAccount } from '@school/api';
import { Button, DataTable, dataTableColumnHelper, Dialog, DialogFooter, VisuallyHidden, downloadBlob, tokens } from '@school/ui';
import { useMessages } from '../shared/intl';
import { passwordsCsv } from './logic';

export interface TemporaryPasswordsDialogProps {
  /** The new accounts; the dialog is open while there are some. */
  accounts: readonly NewTeacherAccount[];
  /** Called when the admin is done (the passwords are then gone from the page). */
  onDone: () => void;
}

const PAGE_SIZES = [10, 25, 50] as const;
const col = dataTableColumnHelper<NewTeacherAccount>();

/** Shows new teachers' IDs and temporary passwords once, to copy or download (docs/decisions/0017-teachers-accounts-list-import-freeze-and-delete.md). */
export function TemporaryPasswordsDialog({ accounts, onDone }: TemporaryPasswordsDialogProps) {
  const messages = useMessages();
  const [copied, setCopied] = useState<string | null>(null);
  const columns = useMemo(() => {
    const copy = async (a: NewTeacherAccount) => {
      try {
        await navigator.clipboard.writeText(a.temporaryPassword);
        setCopied(a.ID);
      } catch {
        setCopied(null); // no clipboard (insecure page): the password stays visible to copy by hand
      }
    };
    return [
      col.accessor('ID', { header: messages.teachersIdHeader, enableSorting: false }),
      col.accessor('fullName', { header: messages.teachersNameHeader, enableSorting: false }),
      col.accessor('temporaryPassword', {
        header: messages.teachersPasswordHeader,
        enableSorting: false,
        cell: (i) => <Password data-part="temporary-password">{i.getValue()}</Password>,
      }),
      col.display({
        id: 'copy',
        header: () => <VisuallyHidden>{messages.teachersCopy}</VisuallyHidden>,
        cell: ({ row: { original: a } }) => (
          <Button size="sm" variant="secondary" onClick={() => void copy(a)} aria-label={`${messages.teachersCopy} ${a.ID}`}>
            {copied === a.ID ? messages.teachersCopied : messages.teachersCopy}
          </Button>
        ),
      }),
    ];
  }, [copied, messages]);
  return (
    <Dialog
      open={accounts.length > 0}
      onOpenChange={(open) => !open && onDone()}
      title={messages.teachersTempPasswordTitle}
      description={messages.teachersTempPasswordText}
    >
      {/* Paged and searchable for a large import; "Download as CSV" below is the export (every account, passwordsCsv's columns). */}
      <DataTable<NewTeacherAccount>
        ariaLabel={messages.teachersTempPasswordTitle}
        columns={columns}
        data={accounts}
        getRowId={(a) => a.ID}
        exportable={false}
        pageSizes={PAGE_SIZES}
        defaultPageSize={PAGE_SIZES[0]}
      />
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

const Password = styled.code`
  font-size: ${tokens.font.sizeMd};
  user-select: all;
`;
