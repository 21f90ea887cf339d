import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { StyledButton } from './StyledButton';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. @default 'primary' */
  variant?: ButtonVariant;
  /** Size. @default 'md' */
  size?: 'sm' | 'md';
  /** Shows a spinner, sets aria-busy and blocks clicks. @default false */
  busy?: boolean;
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
  /** Ref to the button element. */
  ref?: Ref<HTMLButtonElement>;
}

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  fullWidth = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth}
      data-busy={busy || undefined}
    >
      {busy ? <Spinner /> : null}
      {children}
    </StyledButton>
  );
}
