import { useMemo } from 'react';
import type { ApiClient, StaffMessage } from '@school/api';
import { dataTableColumnHelper } from '@school/ui';
import { useMessages } from '../shared/intl';
import { ContentAdminTable, type ContentAdminListProps } from './ContentAdminTable';
import { staffMessageKind } from './kinds';
import { EXPORT_FILE } from './logic';

export type StaffMessageAdminListProps = ContentAdminListProps;

const loadMessages = async (api: ApiClient) => {
  const result = await api.content.staffMessages.listAll();
  return result.ok ? { ...result, data: result.data.messages } : result;
};

const col = dataTableColumnHelper<StaffMessage>();

/** 'Messages from Our Staff Member': search, Add Message, CSV/Excel export (messages.xlsx), refresh, 6 per page; a name opens the message. */
export function StaffMessageAdminList({ pageSize = 6, ...props }: StaffMessageAdminListProps) {
  const messages = useMessages();
  const extraColumns = useMemo(() => [col.accessor('position', { header: messages.positionLabel })], [messages]);
  return (
    <ContentAdminTable<StaffMessage>
      {...props}
      pageSize={pageSize}
      kind={staffMessageKind}
      title={messages.staffMessagesAdminTitle}
      nameHeader={messages.fullNameLabel}
      extraColumns={extraColumns}
      load={loadMessages}
      pageSizes={PAGE_SIZES}
      xlsxFileName={EXPORT_FILE.staff}
    />
  );
}

const PAGE_SIZES = [6, 12, 24] as const;
