import type { ReactNode } from 'react';
import { IconArrowLeft } from '../icons';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { useUiMessages } from '../UiProvider/UiProvider';
import { Toolbar } from './styled';

export interface DataTableToolbarProps {
  title?: ReactNode;
  search?: { value: string; onChange: (value: string) => void };
  actions?: ReactNode;
  onRefresh?: () => void;
  onBack?: () => void;
  onExportCsv?: () => void;
  onExportXlsx?: () => void;
  busy?: boolean;
  /** Every matching row is being read for an export. */
  exporting?: boolean;
}

/** Title, search box and the table's buttons. */
export function DataTableToolbar({
  title,
  search,
  actions,
  onRefresh,
  onBack,
  onExportCsv,
  onExportXlsx,
  busy,
  exporting,
}: DataTableToolbarProps) {
  const messages = useUiMessages();
  return (
    <Toolbar data-part="toolbar">
      {onBack ? (
        <Button variant="ghost" size="sm" onClick={onBack}>
          <IconArrowLeft size={16} aria-hidden="true" /> {messages.back}
        </Button>
      ) : null}
      {title ? <h2>{title}</h2> : null}
      {search ? (
        <TextField label={messages.search} type="search" value={search.value} onChange={(e) => search.onChange(e.currentTarget.value)} />
      ) : null}
      {actions}
      {onRefresh ? (
        <Button variant="secondary" size="sm" onClick={onRefresh} disabled={busy}>
          {messages.refresh}
        </Button>
      ) : null}
      {onExportCsv ? (
        <Button variant="secondary" size="sm" onClick={onExportCsv} busy={exporting}>
          {messages.exportCsv}
        </Button>
      ) : null}
      {onExportXlsx ? (
        <Button variant="secondary" size="sm" onClick={onExportXlsx} busy={exporting}>
          {messages.exportExcel}
        </Button>
      ) : null}
    </Toolbar>
  );
}
