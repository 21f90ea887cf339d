import { get, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { Button, type ButtonProps } from '../Button/Button';
import { Checkbox, type CheckboxProps } from '../Checkbox/Checkbox';
import { DateField, type DateFieldProps } from '../DateField/DateField';
import { PasswordField, type PasswordFieldProps } from '../PasswordField/PasswordField';
import { Select, type SelectProps } from '../Select/Select';
import { TextField, type TextFieldProps } from '../TextField/TextField';

// Each Form* field registers itself by `name` in the surrounding <Form> and
// shows that field's validation message as its error.

/** The error message of a field, from the form context. */
function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return error?.message;
}

/** Props shared by every Form* field: the field's name in the form values. */
export interface FormFieldName<T extends FieldValues> {
  /** Path of the value in the form (e.g. "email", "guardian.phone"). */
  name: Path<T>;
}

export type FormTextFieldProps<T extends FieldValues = FieldValues> = FormFieldName<T> & Omit<TextFieldProps, 'name' | 'error' | 'ref'>;
/** A TextField bound to the form by name. */
export function FormTextField<T extends FieldValues = FieldValues>({ name, ...rest }: FormTextFieldProps<T>) {
  const { register } = useFormContext<T>();
  return <TextField {...rest} {...register(name)} error={useFieldError(name)} />;
}

export type FormPasswordFieldProps<T extends FieldValues = FieldValues> = FormFieldName<T> &
  Omit<PasswordFieldProps, 'name' | 'error' | 'ref'>;
/** A PasswordField bound to the form by name. */
export function FormPasswordField<T extends FieldValues = FieldValues>({ name, ...rest }: FormPasswordFieldProps<T>) {
  const { register } = useFormContext<T>();
  return <PasswordField {...rest} {...register(name)} error={useFieldError(name)} />;
}

export type FormDateFieldProps<T extends FieldValues = FieldValues> = FormFieldName<T> & Omit<DateFieldProps, 'name' | 'error' | 'ref'>;
/** A DateField bound to the form by name (value `YYYY-MM-DD`). */
export function FormDateField<T extends FieldValues = FieldValues>({ name, ...rest }: FormDateFieldProps<T>) {
  const { register } = useFormContext<T>();
  return <DateField {...rest} {...register(name)} error={useFieldError(name)} />;
}

export type FormSelectProps<T extends FieldValues = FieldValues> = FormFieldName<T> & Omit<SelectProps, 'name' | 'error' | 'ref'>;
/** A Select bound to the form by name. */
export function FormSelect<T extends FieldValues = FieldValues>({ name, ...rest }: FormSelectProps<T>) {
  const { register } = useFormContext<T>();
  return <Select {...rest} {...register(name)} error={useFieldError(name)} />;
}

export type FormCheckboxProps<T extends FieldValues = FieldValues> = FormFieldName<T> & Omit<CheckboxProps, 'name' | 'error' | 'ref'>;
/** A Checkbox bound to the form by name (boolean value). */
export function FormCheckbox<T extends FieldValues = FieldValues>({ name, ...rest }: FormCheckboxProps<T>) {
  const { register } = useFormContext<T>();
  return <Checkbox {...rest} {...register(name)} error={useFieldError(name)} />;
}

export type FormSubmitButtonProps = Omit<ButtonProps, 'type' | 'busy'> & {
  /** The text while the form submits (a progress text, 'changing...'). @default the children */
  busyLabel?: string;
};
/** A submit Button that is busy while the form submits. */
export function FormSubmitButton({ busyLabel, children, ...props }: FormSubmitButtonProps) {
  const { formState } = useFormContext();
  return (
    <Button {...props} type="submit" busy={formState.isSubmitting}>
      {formState.isSubmitting && busyLabel ? busyLabel : children}
    </Button>
  );
}
