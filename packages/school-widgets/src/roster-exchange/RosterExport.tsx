import { useState } from 'react';
import type { ApiClient } from '@school/api';
import { Alert, Button, Card, Checkbox, LoadingState, Select, Stack, downloadBlob } from '@school/ui';
import { useApiQuery } from '../shared/query';
import { queryKeys } from '../shared/queryKeys';
import { useTexts } from '../shared/intl';
import { exportFileName, periodOptions } from './logic';

export interface RosterExportProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** Today, for the file's name. @default () => new Date() */
  now?: () => Date;
}

const ALL = { page: 1, limit: 'all' } as const;
const WHOLE_SCHOOL = '';

/** The school, or one academic period, downloaded as a OneRoster 1.2 zip; the released grades on request. */
export function RosterExport({ api, now = () => new Date() }: RosterExportProps) {
  const t = useTexts();
  const { messages } = t;
  const periods = useApiQuery(queryKeys.academics.periods.list(ALL), () => api.academics.periods.list(ALL));
  const [scope, setScope] = useState(WHOLE_SCHOOL);
  const [grades, setGrades] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  const download = async () => {
    setBusy(true);
    setOutcome(null);
    const result = await api.roster.exportZip({ academic_period_id: scope || undefined, grades });
    setBusy(false);
    if (!result.ok) return setOutcome({ kind: 'error', message: result.error });
    const period = periods.status === 'success' ? periods.data.academicPeriods.find((p) => p._id === scope) : undefined;
    downloadBlob({ blob: result.data, fileName: exportFileName(now(), period ? `${period.year}-s${period.semester}` : undefined) });
    setOutcome({ kind: 'success', message: messages.rosterExported });
  };

  return (
    <Card title={messages.rosterExportTitle} headingLevel={2}>
      <Stack gap="md">
        {periods.status === 'loading' ? <LoadingState label={messages.loading} /> : null}
        <Alert kind="error" message={periods.status === 'error' ? periods.error : null} />
        <Select
          label={messages.rosterExportScope}
          value={scope}
          disabled={busy}
          options={[
            { value: WHOLE_SCHOOL, label: messages.rosterExportWholeSchool },
            ...(periods.status === 'success' ? periodOptions(t, periods.data.academicPeriods) : []),
          ]}
          onChange={(e) => setScope(e.target.value)}
        />
        <Checkbox label={messages.rosterExportGrades} checked={grades} disabled={busy} onChange={(e) => setGrades(e.target.checked)} />
        <div>
          <Button busy={busy} onClick={() => void download()}>
            {busy ? messages.rosterExporting : messages.rosterExportButton}
          </Button>
        </div>
        <Alert kind={outcome?.kind ?? 'info'} message={outcome?.message ?? null} />
      </Stack>
    </Card>
  );
}
