import { useMemo, useState } from 'react';
import { messages, type ApiClient, type ApiResult } from '@school/api';
import { Alert, Button, DataTable, dataTableColumnHelper, LinkButton, Stack, type DataTableColumn } from '@school/ui';
import { formatDate } from '../shared/format';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { ContentItemDialog } from './ContentItemDialog';
import type { ContentKind, PhotoItem } from './kinds';
import { isoDay, newestFirst, statusText } from './logic';

/** Props of every admin list of photo items. */
export interface ContentAdminListProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** Called with an item's _id when the admin opens it. */
  onOpen: (id: string) => void;
  /** Rows per page. @default the spec's size of the list */
  pageSize?: number;
  /** Shows a Back button. @default undefined */
  onBack?: () => void;
}

interface TableConfig<T extends PhotoItem> {
  kind: ContentKind<T>;
  title: string;
  /** Header of the name column (Title, Full name). */
  nameHeader: string;
  /** Columns between the name and the date. @default [] */
  extraColumns?: readonly DataTableColumn<T>[];
  load: (api: ApiClient) => Promise<ApiResult<T[]>>;
  pageSizes: readonly number[];
  xlsxFileName: string;
}

/**
 * A searchable, sortable, paged table of news, gallery items or staff messages with Add, refresh,
 * CSV/Excel export; each name opens the item. An added item shows as the list reads again.
 */
export function ContentAdminTable<T extends PhotoItem>({
  api,
  onOpen,
  onBack,
  pageSize,
  kind,
  title,
  nameHeader,
  extraColumns = [],
  load,
  pageSizes,
  xlsxFileName,
}: ContentAdminListProps & TableConfig<T>) {
  const query = useApiQuery(queryKeys.content[kind.key].list({ every: true }), () => load(api));
  const [adding, setAdding] = useState(false);
  const rows = useMemo(() => (query.status === 'success' ? newestFirst(query.data, kind.dateOf) : []), [query.status, query.data, kind]);
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<T>();
    return [
      col.accessor((item) => kind.nameOf(item), {
        id: 'name',
        header: nameHeader,
        cell: (info) => <LinkButton onClick={() => onOpen(info.row.original._id)}>{info.getValue()}</LinkButton>,
      }),
      ...extraColumns,
      col.accessor((item) => isoDay(kind.dateOf(item)), {
        id: 'date',
        header: messages.dateLabel,
        cell: (info) => formatDate(kind.dateOf(info.row.original)),
      }),
      col.accessor((item) => statusText[kind.key](item.show), { id: 'status', header: messages.statusLabel }),
    ] as DataTableColumn<T>[];
  }, [kind, nameHeader, extraColumns, onOpen]);

  return (
    <Stack gap="lg">
      {query.status === 'error' ? (
        <Stack gap="md" align="start">
          <Alert kind="error" message={`${messages.errorPrefix}${query.error}`} />
          <Button variant="secondary" onClick={() => void query.reload()}>
            {messages.tryAgain}
          </Button>
        </Stack>
      ) : (
        <DataTable
          title={title}
          columns={columns}
          data={rows}
          getRowId={(item) => item._id}
          loading={query.status === 'loading'}
          defaultPageSize={pageSize ?? pageSizes[0]}
          pageSizes={pageSizes}
          onRefresh={() => void query.reload()}
          onBack={onBack}
          xlsxFileName={xlsxFileName}
          actions={<Button onClick={() => setAdding(true)}>{kind.text.add}</Button>}
        />
      )}
      <ContentItemDialog api={api} kind={kind} open={adding} onOpenChange={setAdding} />
    </Stack>
  );
}
