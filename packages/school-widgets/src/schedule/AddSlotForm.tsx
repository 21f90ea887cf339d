import { useMemo } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { Form, FormSubmitButton, TimeField, tokens } from '@school/ui';
import { useTexts, type Texts } from '../shared/intl';
import { useTextsForm } from '../shared/schemaText';
import { newSlotError, TIME_STEP_SECONDS, type Slot } from './logic';

export interface AddSlotFormProps {
  /** The section's slots: a new one must not overlap them. */
  slots: readonly Slot[];
  /** Adds the slot; resolves true when the server accepted it (the fields then clear). */
  onAdd: (slot: { startTime: string; endTime: string }) => Promise<boolean>;
}

const empty = { startTime: '', endTime: '' };

/** The rule of a new slot (newSlotError); only explained on the end time once both times are chosen. */
function slotSchema(t: Texts, slots: readonly Slot[]) {
  return z.object({ startTime: z.string(), endTime: z.string() }).superRefine((v, ctx) => {
    const error = newSlotError(t, v.startTime, v.endTime, slots);
    // An empty form is not an error yet: that issue sits on the start time, which shows none.
    if (error) ctx.addIssue({ code: 'custom', message: error, path: [v.startTime && v.endTime ? 'endTime' : 'startTime'] });
  });
}

/** A new timetable slot ("Add period"): start and end time (5-minute steps); Add is disabled unless both are set, end after start and no overlap. */
export function AddSlotForm({ slots, onAdd }: AddSlotFormProps) {
  const t = useTexts();
  const { messages } = t;
  const schema = useMemo(() => slotSchema(t, slots), [t, slots]);
  const form = useTextsForm(schema, { defaultValues: empty, mode: 'onChange' });
  const { errors, isValid } = form.formState;
  const submit = async (values: typeof empty) => {
    if (await onAdd(values)) form.reset(empty);
  };
  return (
    <Row>
      <Form form={form} onSubmit={submit} aria-label={messages.addPeriod}>
        <TimeField label={messages.startTimeLabel} step={TIME_STEP_SECONDS} {...form.register('startTime', { deps: ['endTime'] })} />
        <TimeField
          label={messages.endTimeLabel}
          step={TIME_STEP_SECONDS}
          error={errors.endTime?.message}
          {...form.register('endTime', { deps: ['startTime'] })}
        />
        <FormSubmitButton disabled={!isValid}>{messages.addPeriod}</FormSubmitButton>
      </Form>
    </Row>
  );
}

const Row = styled.div`
  form {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${tokens.space.md};
  }
  form > button {
    margin-top: 1.6rem;
  }
`;
