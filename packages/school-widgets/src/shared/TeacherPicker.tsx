import { useState, type Ref } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import styled from 'styled-components';
import type { ApiClient, Teacher } from '@school/api';
import { Alert, Select, TextField, tokens } from '@school/ui';
import { useTexts } from './intl';
import { useApiQuery } from './query';
import { queryKeys } from './queryKeys';
import { useDebouncedValue } from './useDebouncedValue';

/** Teachers asked for at once: the first page of the matches (docs/decisions/0110-one-teacher-picker-that-searches-on-the-server-20-at-a-time.md). */
export const TEACHER_PICKER_PAGE = 20;

export interface TeacherPickerProps {
  api: ApiClient;
  /** The period whose `getteachers` is asked (`all: true`: every teacher of the school; `status: 'active'`: not frozen). */
  periodId: string;
  /** The select's visible label (e.g. "Teacher"). */
  label: string;
  /** The select's first, empty choice (e.g. "Choose a teacher"). */
  placeholder: string;
  /** The chosen teacher's value ('' for none). */
  value: string;
  /** Called with the chosen value ('' when the empty choice is taken) and its teacher. */
  onChange: (value: string, teacher: Teacher | undefined) => void;
  /** What a teacher's value is. @default the teacher's `_id` */
  optionValue?: (teacher: Teacher) => string;
  /** Error text of the select (e.g. a form's validation message). */
  error?: string;
  /** Asks the server only when true (and a period is known). @default true */
  enabled?: boolean;
  /** The select's name, blur and ref (a form binds them). */
  name?: string;
  onBlur?: () => void;
  selectRef?: Ref<HTMLSelectElement>;
}

const byId = (t: Teacher) => t._id;
const labelOf = (t: Teacher) => `${t.fullName} (${t.ID})`;

/**
 * Chooses one employed teacher: a search field asks the server for the first page of the teachers
 * whose name, email or ID match (debounced), and a native select lists them (keyboard and phones).
 * The chosen teacher stays a choice while another term is typed. Says when more match than shown.
 */
export function TeacherPicker({
  api,
  periodId,
  label,
  placeholder,
  value,
  onChange,
  optionValue = byId,
  error,
  enabled = true,
  name,
  onBlur,
  selectRef,
}: TeacherPickerProps) {
  const { messages, fill } = useTexts();
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), 300);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  // Only the active teachers: the server leaves the frozen ones out, so its count is the picker's.
  const query = { all: true, status: 'active', ...(term ? { searchTerm: term } : {}), page: 1, limit: TEACHER_PICKER_PAGE } as const;
  const teachers = useApiQuery(queryKeys.teachers.list(periodId, query), () => api.teachers.list(periodId, query), {
    enabled: enabled && !!periodId,
    keepPrevious: true,
  });
  const page = teachers.status === 'success' ? teachers.data : null;
  const matches = page?.teachers ?? [];
  const options = matches.map((t) => ({ value: optionValue(t), label: labelOf(t) }));
  // The chosen teacher stays listed (and shown) when the new term no longer finds them.
  if (value && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: chosen?.value === value ? chosen.label : value });
  }

  let note: string | null = null;
  if (teachers.status === 'loading' || (teachers.isFetching && teachers.isPrevious)) note = messages.teachersPickerLoading;
  else if (page && page.teachers.length === 0) note = term ? fill(messages.teachersPickerNoMatch, { term }) : messages.teachersPickerNone;
  else if (page && page.totalItems > page.teachers.length) {
    note = fill(messages.teachersPickerMore, { shown: page.teachers.length, total: page.totalItems });
  }

  return (
    <Root data-part="teacher-picker">
      <TextField label={messages.teachersPickerSearchLabel} type="search" value={text} onChange={(e) => setText(e.currentTarget.value)} />
      <Select
        label={label}
        placeholder={placeholder}
        options={options}
        value={value}
        name={name}
        onBlur={onBlur}
        ref={selectRef}
        error={error}
        onChange={(e) => {
          const next = e.currentTarget.value;
          const teacher = matches.find((t) => optionValue(t) === next);
          if (teacher) setChosen({ value: next, label: labelOf(teacher) });
          onChange(next, teacher);
        }}
      />
      <Note role="status">{note}</Note>
      {teachers.status === 'error' ? <Alert kind="error" message={fill(messages.teachersPickerFailed, { error: teachers.error })} /> : null}
    </Root>
  );
}

export type FormTeacherPickerProps<T extends FieldValues> = Omit<
  TeacherPickerProps,
  'value' | 'onChange' | 'error' | 'name' | 'onBlur' | 'selectRef'
> & {
  /** The form value the chosen teacher's value goes to. */
  name: Path<T>;
};

/** A TeacherPicker bound to the surrounding <Form> by name, showing the field's validation message. */
export function FormTeacherPicker<T extends FieldValues>({ name, ...rest }: FormTeacherPickerProps<T>) {
  const { field, fieldState } = useController<T>({ name });
  return (
    <TeacherPicker
      {...rest}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(v) => field.onChange(v)}
      onBlur={field.onBlur}
      selectRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.xs};
`;

const Note = styled.p`
  margin: 0;
  min-height: 1.25em;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.font.sizeSm};
`;
