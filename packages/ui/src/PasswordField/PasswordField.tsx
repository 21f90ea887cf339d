import { useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { useUiMessages } from '../UiProvider/UiProvider';
import { EyeIcon, EyeOffIcon } from './EyeIcon';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Start with the password shown. @default false */
  defaultVisible?: boolean;
}

/** A password input with a Show/Hide password toggle (aria-pressed). */
export function PasswordField({ defaultVisible = false, autoComplete = 'current-password', ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);
  const messages = useUiMessages();
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      endAdornment={
        <IconButton
          label={visible ? messages.hidePassword : messages.showPassword}
          aria-pressed={visible}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          variant="secondary"
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
