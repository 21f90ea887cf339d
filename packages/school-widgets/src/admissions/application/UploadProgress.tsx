import styled from 'styled-components';
import { tokens } from '@school/ui';
import { useFormMessages } from '../../shared/intl';

export interface UploadProgressProps {
  /** Share of the upload sent, 0 to 1. */
  fraction: number;
}

/** The upload's progress bar while the application and its files are sent. */
export function UploadProgress({ fraction }: UploadProgressProps) {
  const messages = useFormMessages();
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <Root>
      <span>
        {messages.applying} {percent}%
      </span>
      <Track
        role="progressbar"
        aria-label={messages.uploadProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <Bar style={{ width: `${percent}%` }} />
      </Track>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.xs};
  font-size: ${tokens.font.sizeSm};
  color: ${tokens.color.textMuted};
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surfaceMuted};
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  background: ${tokens.color.primary};
  transition: width 0.2s ease-out;
`;
