import { useState } from 'react';
import styled from 'styled-components';
import { messages, type SchedulePeriod } from '@school/api';
import { Button, TimeField, tokens } from '@school/ui';
import { newPeriodError, TIME_STEP_SECONDS } from './logic';

export interface AddPeriodFormProps {
  /** The section's periods: a new one must not overlap them. */
  periods: readonly SchedulePeriod[];
  /** Adds the period; resolves true when the server accepted it (the fields then clear). */
  onAdd: (period: { startTime: string; endTime: string }) => Promise<boolean>;
}

/** Start and end time (5-minute steps); Add is disabled unless both are set, end after start and no overlap. */
export function AddPeriodForm({ periods, onAdd }: AddPeriodFormProps) {
  const [startTime, setStart] = useState('');
  const [endTime, setEnd] = useState('');
  const [busy, setBusy] = useState(false);
  const error = newPeriodError(startTime, endTime, periods);
  // Only explain once both times are chosen: an empty form is not an error yet.
  const shown = startTime && endTime ? error : null;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (error || busy) return;
    setBusy(true);
    const ok = await onAdd({ startTime, endTime });
    setBusy(false);
    if (ok) {
      setStart('');
      setEnd('');
    }
  };
  return (
    <Row aria-label={messages.addPeriod} onSubmit={(e) => void submit(e)}>
      <TimeField
        label={messages.startTimeLabel}
        step={TIME_STEP_SECONDS}
        value={startTime}
        onChange={(e) => setStart(e.currentTarget.value)}
      />
      <TimeField
        label={messages.endTimeLabel}
        step={TIME_STEP_SECONDS}
        value={endTime}
        error={shown ?? undefined}
        onChange={(e) => setEnd(e.currentTarget.value)}
      />
      <Button type="submit" disabled={error !== null} busy={busy}>
        {messages.addPeriod}
      </Button>
    </Row>
  );
}

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${tokens.space.md};
  & > button {
    margin-top: 1.6rem;
  }
`;
