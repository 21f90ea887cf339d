import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.lg};
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  dl {
    margin: 0;
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.sizeSm};
  }
  dd {
    margin: 0;
    font-size: ${tokens.font.sizeXl};
    font-weight: ${tokens.font.weightBold};
  }
  [data-part='icon'] {
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: ${tokens.radius.pill};
    background: ${tokens.color.infoSurface};
    color: ${tokens.color.primary};
  }
  [data-part='hint'] {
    margin: 0;
    font-size: ${tokens.font.sizeSm};
    color: ${tokens.color.textMuted};
  }
  &[data-tone='success'] [data-part='icon'] {
    background: ${tokens.color.successSurface};
    color: ${tokens.color.success};
  }
  &[data-tone='danger'] [data-part='icon'] {
    background: ${tokens.color.dangerSurface};
    color: ${tokens.color.danger};
  }
`;

export interface StatCardProps {
  /** What the number is, e.g. "Students". */
  label: ReactNode;
  /** The number or short value. */
  value: ReactNode;
  /** A decorative icon. @default undefined */
  icon?: ReactNode;
  /** A short note under the value (e.g. "+4 this week"). @default undefined */
  hint?: ReactNode;
  /** Accent. @default 'neutral' */
  tone?: 'neutral' | 'success' | 'danger';
}

/** A dashboard figure: label and value as a description list. */
export function StatCard({ label, value, icon, hint, tone = 'neutral' }: StatCardProps) {
  return (
    <Root data-ui="stat-card" data-tone={tone}>
      {icon ? (
        <span data-part="icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div>
        <dl>
          {/* dt before dd as HTML requires; column-reverse shows the figure above its label. */}
          <dt>{label}</dt>
          <dd>{value}</dd>
        </dl>
        {hint ? <p data-part="hint">{hint}</p> : null}
      </div>
    </Root>
  );
}
