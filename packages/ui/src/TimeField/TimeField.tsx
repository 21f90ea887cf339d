import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface TimeFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Step in seconds (60 = minutes only). @default 60 */
  step?: number;
}

/** A labelled native time input; the value is `HH:mm` (24 h). */
export function TimeField({ step = 60, ...rest }: TimeFieldProps) {
  return <TextField {...rest} step={step} type="time" />;
}
