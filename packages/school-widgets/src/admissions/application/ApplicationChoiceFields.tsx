import { useController, useFormContext } from 'react-hook-form';
import { RadioGroup, Select, TextField, type SelectOption, type TextFieldProps } from '@school/ui';
import { parsePeriodKey, periodKey, type ApplicationFormInput } from './logic';
import { useFormMessages } from '../../shared/intl';

type Name = keyof ApplicationFormInput & string;

/** A number input whose empty value reaches the schema as "missing" (not 0), so "Age is required" can show. */
export function NumberField({ name, ...rest }: { name: Name } & Omit<TextFieldProps, 'name' | 'type' | 'error' | 'ref'>) {
  const { register, formState } = useFormContext<ApplicationFormInput>();
  const error = (formState.errors[name] as { message?: string } | undefined)?.message;
  return (
    <TextField
      {...rest}
      type="number"
      inputMode="decimal"
      {...register(name, { setValueAs: (v: string) => (v === '' ? undefined : v) })}
      error={error}
    />
  );
}

/** Gender as two radios, female and male. */
export function GenderField() {
  const messages = useFormMessages();
  const { field, fieldState } = useController<ApplicationFormInput, 'gender'>({ name: 'gender' });
  return (
    <div
      // Focus lands on the first radio when this is the first invalid field.
      ref={(el) => field.ref(el ? { focus: () => el.querySelector('input')?.focus() } : null)}
    >
      <RadioGroup
        label={messages.genderLabel}
        name="gender"
        orientation="horizontal"
        value={field.value ?? ''}
        onChange={({ value }) => field.onChange(value)}
        error={fieldState.error?.message}
        options={[
          { value: 'female', label: messages.female },
          { value: 'male', label: messages.male },
        ]}
      />
    </div>
  );
}

/** One select for year and semester together; it sets both fields of the contract. */
export function PeriodField({ options }: { options: readonly SelectOption[] }) {
  const messages = useFormMessages();
  const { field: yearField, fieldState: yearState } = useController<ApplicationFormInput, 'year'>({ name: 'year' });
  const { field: semesterField, fieldState: semesterState } = useController<ApplicationFormInput, 'semester'>({ name: 'semester' });
  const { value: year, onChange: setYear, onBlur, ref } = yearField;
  const { value: semester, onChange: setSemester } = semesterField;
  const value = year && semester ? periodKey({ year: Number(year), semester: Number(semester) }) : '';
  const error = yearState.error?.message ?? semesterState.error?.message;
  return (
    <Select
      label={messages.periodLabel}
      name="period"
      placeholder={messages.choosePeriod}
      options={options}
      value={value}
      ref={ref}
      onBlur={onBlur}
      onChange={(e) => {
        const chosen = parsePeriodKey(e.target.value);
        setYear(chosen?.year);
        setSemester(chosen?.semester);
      }}
      error={error}
    />
  );
}
