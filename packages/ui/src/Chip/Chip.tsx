import type { ReactNode } from 'react';
import { IconClose } from '../icons';
import styled from 'styled-components';
import { focusRing } from '../internal/focus';
import { tokens } from '../theme/tokens';
import { useUiMessages } from '../UiProvider/UiProvider';

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
  padding: ${tokens.space.xxs} ${tokens.space.sm};
  border-radius: ${tokens.radius.pill};
  font-size: ${tokens.font.sizeSm};
  background: ${tokens.color.surfaceMuted};
  color: ${tokens.color.text};
  &[data-tone='success'] {
    background: ${tokens.color.successSurface};
    color: ${tokens.color.success};
  }
  &[data-tone='danger'] {
    background: ${tokens.color.dangerSurface};
    color: ${tokens.color.danger};
  }
  &[data-tone='warning'] {
    background: ${tokens.color.warningSurface};
    color: ${tokens.color.warning};
  }
  &[data-tone='info'] {
    background: ${tokens.color.infoSurface};
    color: ${tokens.color.info};
  }
  button {
    display: inline-grid;
    place-items: center;
    width: 18px;
    height: 18px;
    padding: 0;
    border: 0;
    border-radius: ${tokens.radius.pill};
    background: transparent;
    color: inherit;
    cursor: pointer;
    ${focusRing}
  }
`;

/** Colour of a Chip or Badge. */
export type Tone = 'neutral' | 'success' | 'danger' | 'warning' | 'info';

export interface ChipProps {
  /** Text. */
  label: string;
  /** Colour. @default 'neutral' */
  tone?: Tone;
  /** Shows a remove button (named "Remove <label>"). @default undefined */
  onRemove?: (removal: { label: string }) => void;
  /** A leading decorative icon. @default undefined */
  icon?: ReactNode;
}

/** A compact label (status, tag), optionally removable. */
export function Chip({ label, tone = 'neutral', onRemove, icon }: ChipProps) {
  const messages = useUiMessages();
  return (
    <Root data-ui="chip" data-tone={tone}>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {label}
      {onRemove ? (
        <button type="button" aria-label={`${messages.remove} ${label}`} onClick={() => onRemove({ label })}>
          <IconClose size={12} aria-hidden="true" />
        </button>
      ) : null}
    </Root>
  );
}
