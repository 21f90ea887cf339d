import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ApiClient, AuditEvent, AuditTrail as AuditTrailAnswer } from '@school/api';
import {
  Button,
  DataTable,
  DateField,
  Select,
  Stack,
  TextField,
  dataTableColumnHelper,
  tokens,
  useToasts,
  type DataTableColumn,
} from '@school/ui';
import { queryKeys } from '../shared/queryKeys';
import { QueryError } from '../shared/QueryFallback';
import { useTexts } from '../shared/intl';
import { useDebouncedValue } from '../shared/useDebouncedValue';
import { useServerTable, type Numbered, type ServerPage } from '../shared/useServerTable';
import { actionLabel, actorLabel, datesError, filterOf, kindLabels } from './logic';

export interface AuditTrailProps {
  /** The API client (the super admin's, or a family's token). */
  api: ApiClient;
  /** The student whose trail is shown: login ID (ST-0001) or record id. */
  student: string;
  /** 'family': a parent's copy, titled for the child, without addresses. @default 'admin' */
  audience?: 'admin' | 'family';
  /** Shows a "Choose another student" button. @default undefined */
  onChangeStudent?: () => void;
}

const PAGE_SIZES = [10, 25, 50] as const;
type TrailPage = ServerPage<AuditEvent> & Pick<AuditTrailAnswer, 'student' | 'retentionDays'>;
const NO_FILTERS = { actor: '', kind: '', from: '', to: '' };

/**
 * A student's audit trail (issue 39): who read or changed their records, when and from where,
 * newest first; filtered by person, kind and dates; paged by the server; exported as CSV or Excel
 * (every event of the filters). Each reading is itself recorded by the server.
 */
export function AuditTrail({ api, student, audience = 'admin', onChangeStudent }: AuditTrailProps) {
  const t = useTexts();
  const { messages, fill } = t;
  const kinds = useMemo(() => kindLabels(t), [t]);
  const toasts = useToasts();
  const [fields, setFields] = useState(NO_FILTERS);
  const debouncedActor = useDebouncedValue(fields.actor, 300);
  const dateError = datesError(t, fields.from, fields.to);
  const filter = useMemo(
    () => filterOf({ ...fields, actor: debouncedActor, ...(dateError ? { from: '', to: '' } : {}) }),
    [fields, debouncedActor, dateError],
  );

  const { table, query } = useServerTable<AuditEvent>({
    queryKey: (q) => queryKeys.audit.trail(student, { page: q.page, limit: q.limit, ...filter }),
    load: async (q) => {
      const r = await api.audit.trail(student, { page: q.page, limit: q.limit, ...filter });
      if (!r.ok) return r;
      const { events, totalItems, ...about } = r.data;
      return { ...r, data: { items: events, totalItems, ...about } };
    },
    loadAll: async () => {
      const r = await api.audit.export(student, filter);
      if (!r.ok) return r;
      if (r.data.truncated)
        toasts.push({ kind: 'error', message: fill(messages.auditTrailExportTruncated, { count: r.data.events.length }) });
      return { ...r, data: r.data.events };
    },
    sortable: {},
    pageSizes: PAGE_SIZES,
  });

  // The page's answer also names the student and the retention (TrailPage).
  const about = query.status === 'success' ? (query.data as TrailPage) : null;
  const studentName = about?.student.fullName ?? '';
  const retention = about?.retentionDays ?? null;
  const withAddress = audience === 'admin';
  const columns = useMemo(() => {
    const col = dataTableColumnHelper<Numbered<AuditEvent>>();
    return [
      col.accessor((e) => t.format.formatDateTime(e.at), { id: 'at', header: messages.auditTrailColWhen }),
      col.accessor(actorLabel, { id: 'who', header: messages.auditTrailColWho }),
      col.accessor((e) => e.actor.role, { id: 'role', header: messages.auditTrailColRole }),
      col.accessor((e) => actionLabel(t, e.action), { id: 'action', header: messages.auditTrailColAction }),
      col.accessor((e) => kinds[e.kind], { id: 'kind', header: messages.auditTrailColKind }),
      col.accessor((e) => `${e.route} ${e.record}`, { id: 'record', header: messages.auditTrailColRecord }),
      ...(withAddress ? [col.accessor((e) => e.ip ?? '', { id: 'ip', header: messages.auditTrailColAddress })] : []),
    ] as DataTableColumn<Numbered<AuditEvent>>[];
  }, [withAddress, t, messages, kinds]);

  const set = (key: keyof typeof NO_FILTERS) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [key]: value }));
  };
  const title =
    audience === 'family'
      ? fill(messages.auditTrailChildTitle, { name: studentName || student })
      : `${messages.auditTrailTitle}${studentName ? `: ${studentName} (${student})` : ''}`;

  return (
    <Stack gap="md">
      <p>{audience === 'family' ? fill(messages.auditTrailChildIntro, { name: studentName || student }) : messages.auditTrailIntro}</p>
      {retention !== null ? <Muted>{fill(messages.auditTrailRetention, { days: retention })}</Muted> : null}
      <Filters aria-label={messages.auditTrailFilters}>
        <TextField label={messages.auditTrailActor} value={fields.actor} onChange={set('actor')} type="search" />
        <Select
          label={messages.auditTrailKind}
          value={fields.kind}
          onChange={set('kind')}
          placeholder={messages.auditTrailAllKinds}
          options={Object.entries(kinds).map(([value, label]) => ({ value, label }))}
        />
        <DateField label={messages.auditTrailFrom} value={fields.from} onChange={set('from')} />
        <DateField label={messages.auditTrailTo} value={fields.to} onChange={set('to')} error={dateError} />
        <Button variant="ghost" onClick={() => setFields(NO_FILTERS)} disabled={fields === NO_FILTERS}>
          {messages.auditTrailClear}
        </Button>
      </Filters>
      {query.status === 'error' ? (
        <QueryError error={query.error} onRetry={() => void query.reload()} />
      ) : (
        <DataTable
          {...table}
          title={title}
          columns={columns}
          getRowId={(e) => e._id}
          searchable={false}
          exportFileName={`audit-trail-${student}.csv`}
          onRefresh={() => void query.reload()}
          actions={
            onChangeStudent ? (
              <Button variant="secondary" onClick={onChangeStudent}>
                {messages.auditTrailChangeStudent}
              </Button>
            ) : undefined
          }
        />
      )}
    </Stack>
  );
}

const Muted = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;
const Filters = styled.section`
  display: grid;
  gap: ${tokens.space.sm} ${tokens.space.md};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: end;
`;
