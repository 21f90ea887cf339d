import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { StyledButton } from '../Button/StyledButton';
import type { ButtonVariant } from '../Button/Button';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Accessible name (used as aria-label and tooltip). Required: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon (decorative; hidden from assistive technology). */
  icon: ReactNode;
  /** Visual weight. @default 'ghost' */
  variant?: ButtonVariant;
  /** Size. @default 'md' */
  size?: 'sm' | 'md';
  /** Ref to the button element. */
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon, named by `label`. */
export function IconButton({ label, icon, variant = 'ghost', size = 'md', type = 'button', title, ...rest }: IconButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      aria-label={label}
      title={title ?? label}
      data-variant={variant}
      data-size={size}
      data-icon-only="true"
    >
      <span aria-hidden="true">{icon}</span>
    </StyledButton>
  );
}
