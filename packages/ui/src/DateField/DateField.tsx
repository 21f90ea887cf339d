import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface DateFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Earliest date, `YYYY-MM-DD`. @default undefined */
  min?: string | number;
  /** Latest date, `YYYY-MM-DD`. @default undefined */
  max?: string | number;
}

/** A labelled native date input; the value is `YYYY-MM-DD`. */
export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" />;
}
