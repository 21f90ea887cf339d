import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, CourseMaterial as Material } from '@school/api';
import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  DialogFooter,
  FileInput,
  dataTableColumnHelper,
  tokens,
  type DataTableColumn,
} from '@school/ui';
import { useApiMutation, useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { QueryError } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';

export interface CourseMaterialProps {
  /** The API client (teacher token). */
  api: ApiClient;
  /** The teacher's login ID; files whose owner ID is this one may be deleted. */
  teacherId: string;
  sectionId: string;
  courseId: string;
  /** Shows a Back button. @default undefined */
  onBack?: () => void;
}

/**
 * A section's course material: File Name, Owner ID, Owner Email, Actions (view for every teacher
 * of the section, delete for the owner), Add New File (inactive without a file); 5, 10, 15 rows.
 */
export function CourseMaterial({ api, teacherId, sectionId, courseId, onBack }: CourseMaterialProps) {
  const { messages, fill } = useTexts();
  const query = useApiQuery(queryKeys.teaching.materialOf(sectionId, courseId), () =>
    api.teaching.material.list(teacherId, courseId, sectionId),
  );
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Material | null>(null);
  const remove = useApiMutation((m: Material) => api.teaching.material.remove(teacherId, m._id), {
    invalidates: [queryKeys.teaching.material],
    toastErrors: false,
  });
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<Material>();
    return [
      col.accessor('name', { header: messages.courseMaterialFileName }),
      col.accessor((m) => m.owner.ID, { id: 'ownerId', header: messages.courseMaterialOwnerId }),
      col.accessor((m) => m.owner.email ?? '', { id: 'ownerEmail', header: messages.courseMaterialOwnerEmail }),
      col.display({
        id: 'actions',
        header: messages.courseMaterialActions,
        cell: (info) => {
          const m = info.row.original;
          return (
            <Actions>
              <a
                href={api.fileUrl('courseMaterial', m.file)}
                target="_blank"
                rel="noreferrer"
                aria-label={fill(messages.courseMaterialView, { name: m.name })}
              >
                {messages.teachingView}
              </a>
              {m.owner.ID === teacherId ? (
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={fill(messages.courseMaterialDelete, { name: m.name })}
                  onClick={() => setDeleting(m)}
                >
                  {messages.teachingDelete}
                </Button>
              ) : null}
            </Actions>
          );
        },
      }),
    ] as DataTableColumn<Material>[];
  }, [api, teacherId, messages, fill]);
  if (query.status === 'error') return <QueryError error={query.error} onRetry={() => void query.reload()} onBack={onBack} />;
  const title =
    query.status === 'success'
      ? `${messages.courseMaterialTitle}: ${fill(messages.teachingSectionCourse, { course: query.data.course.name, section: query.data.section.name })}`
      : messages.courseMaterialTitle;

  return (
    <>
      <DataTable
        title={title}
        columns={columns}
        data={query.status === 'success' ? query.data.courseMaterials : []}
        getRowId={(m) => m._id}
        loading={query.status === 'loading'}
        pageSizes={[5, 10, 15]}
        defaultPageSize={5}
        exportable={false}
        onRefresh={() => void query.reload()}
        onBack={onBack}
        actions={<Button onClick={() => setAdding(true)}>{messages.courseMaterialAdd}</Button>}
      />
      <AddFileDialog api={api} teacherId={teacherId} sectionId={sectionId} courseId={courseId} open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={messages.courseMaterialDeleteTitle}
        description={messages.courseMaterialDeleteConfirm}
        confirmLabel={messages.teachingDelete}
        danger
        onConfirm={async () => {
          const result = await remove.run(deleting!);
          if (!result.ok) throw new Error(result.error);
        }}
      />
    </>
  );
}

function AddFileDialog({
  api,
  teacherId,
  sectionId,
  courseId,
  open,
  onOpenChange,
}: Omit<CourseMaterialProps, 'onBack'> & { open: boolean; onOpenChange: (o: boolean) => void }) {
  const messages = useTexts().messages;
  const [file, setFile] = useState<File | null>(null);
  const add = useApiMutation((f: File) => api.teaching.material.add(teacherId, courseId, sectionId, f), {
    invalidates: [queryKeys.teaching.material],
    toastErrors: false,
    onSuccess: () => {
      setFile(null);
      onOpenChange(false);
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) setFile(null);
        onOpenChange(o);
      }}
      title={messages.courseMaterialAddTitle}
    >
      <FileInput
        label={messages.courseMaterialFileLabel}
        accept=".pdf,.doc,.docx,image/*"
        onChange={({ files }) => setFile(files[0] ?? null)}
      />
      {add.error ? <Alert kind="error" message={add.error} /> : null}
      <DialogFooter>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {messages.teachingCancel}
        </Button>
        <Button disabled={!file} busy={add.isPending} onClick={() => file && void add.run(file)}>
          {messages.assignmentUpload}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
`;
