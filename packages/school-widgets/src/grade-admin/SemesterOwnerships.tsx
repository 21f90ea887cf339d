import { useMemo, useState } from 'react';
import type { ApiClient } from '@school/api';
import { Button, DataTable, dataTableColumnHelper, EmptyState, IconButton, IconClose, type DataTableColumn } from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { confirmed, useApiMutation, useApiQuery } from '../shared/query';
import { queryFallback } from '../shared/QueryFallback';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import { useTexts } from '../shared/intl';
import { AssignOwnerDialog } from './AssignOwnerDialog';
import { semesterRows, unownedRows, type SemesterOwnershipRow } from './logic';

export interface SemesterOwnershipsProps {
  api: ApiClient;
  /** Admins assign and remove owners; teachers see their own sections. @default false */
  canManage?: boolean;
  /** A row opens the section's grade report. */
  onOpenSection: (open: { sectionId: string }) => void;
}

/** Section Ownership by semester: search by section, owner ID or email; sortable; 5/10/25. */
export function SemesterOwnerships({ api, canManage = false, onOpenSection }: SemesterOwnershipsProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const query = useApiQuery(queryKeys.gradeReports.owners(), () => api.gradeReports.sectionOwners());
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState<SemesterOwnershipRow | null>(null);
  const remove = useApiMutation((id: string) => api.gradeReports.removeSectionOwner(id), {
    invalidates: [queryKeys.gradeReports.all],
    toastErrors: false,
  });
  // Admins also see the sections nobody owns (each opens its report; issue 18).
  const all = useApiQuery(queryKeys.gradeReports.allSections(), () => api.gradeReports.allSections(), { enabled: canManage });
  const rows = useMemo(() => {
    if (query.status !== 'success') return [];
    const owned = semesterRows(query.data.sectionOwners);
    return canManage && all.data ? [...owned, ...unownedRows(t, all.data.sections, query.data.sectionOwners)] : owned;
  }, [query, all.data, canManage, t]);
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<SemesterOwnershipRow>();
    const list = [
      col.accessor('sectionName', { header: messages.colSectionName }),
      col.accessor('period', { header: messages.colSemester }),
      col.accessor('capacity', { header: messages.colCapacity }),
      col.accessor('actual', { header: messages.colActual }),
      col.accessor('owner', { header: messages.colOwner }),
      col.accessor('ownerEmail', { header: messages.colOwnerEmail }),
    ] as DataTableColumn<SemesterOwnershipRow>[];
    if (canManage) {
      list.push(
        col.display({
          id: 'remove',
          header: '',
          cell: (info) =>
            info.row.original.id.startsWith('section:') ? null : (
              <IconButton
                label={fill(messages.removeOwner, { section: info.row.original.sectionName })}
                icon={<IconClose size={16} />}
                onClick={(e) => {
                  e.stopPropagation();
                  setRemoving(info.row.original);
                }}
              />
            ),
        }) as DataTableColumn<SemesterOwnershipRow>,
      );
    }
    return list;
  }, [canManage, messages, fill]);
  if (query.status !== 'success') return queryFallback(query);
  const assign = canManage ? <Button onClick={() => setAssigning(true)}>{messages.assignOwner}</Button> : null;
  return (
    <>
      {rows.length === 0 ? (
        <EmptyState title={messages.noSectionOwnerships} action={assign} />
      ) : (
        <DataTable
          title={messages.ownershipBySemesterTab}
          columns={columns}
          data={rows}
          getRowId={(r) => r.id}
          pageSizes={[5, 10, 25]}
          defaultPageSize={5}
          exportable={false}
          onRefresh={() => void query.reload()}
          onRowClick={({ row }) => onOpenSection({ sectionId: row.sectionId })}
          actions={assign}
        />
      )}
      {canManage ? <AssignOwnerDialog api={api} mode="semester" open={assigning} onOpenChange={setAssigning} /> : null}
      <ConfirmDelete
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={messages.removeOwnerTitle}
        onConfirm={() => confirmed(remove, removing!.id).then(() => undefined)}
      />
    </>
  );
}
