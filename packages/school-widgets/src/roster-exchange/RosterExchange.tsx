import type { ApiClient } from '@school/api';
import { PageHeader, Stack } from '@school/ui';
import { RosterExport } from './RosterExport';
import { RosterImport } from './RosterImport';
import { useMessages } from '../shared/intl';

export interface RosterExchangeProps {
  /** The API client (admin token). */
  api: ApiClient;
  /** Today, for the export's file name. @default () => new Date() */
  now?: () => Date;
}

/** The school's roster out and in as OneRoster 1.2 CSV (issue 39): export and import side by side. */
export function RosterExchange({ api, now }: RosterExchangeProps) {
  const messages = useMessages();
  return (
    <Stack gap="lg">
      <PageHeader title={messages.rosterTitle} description={messages.rosterIntro} />
      <RosterExport api={api} now={now} />
      <RosterImport api={api} />
    </Stack>
  );
}
