import { useState } from 'react';
import styled from 'styled-components';
import { messages } from '@school/api';
import { RadioGroup, tokens } from '@school/ui';

export interface VisibilityRadioProps {
  /** The saved state. */
  isVisible: boolean;
  /** Saves a choice; resolves with the server's answer (`ok` and the saved `isVisible`). */
  onChange: (isVisible: boolean) => Promise<{ ok: boolean; data?: { isVisible: boolean } }>;
  /** A change is being saved. @default false */
  busy?: boolean;
}

/** 'Is Student Grade Visible?' Yes/No, with the state in words. */
export function VisibilityRadio({ isVisible, onChange, busy = false }: VisibilityRadioProps) {
  // The radio shows the choice at once; the words say what the server holds: 'Saving…' until it
  // answers, then its answer (a failed save falls back to the saved state, with the error toast).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [answered, setAnswered] = useState<{ value: boolean; over: boolean } | null>(null);
  // The server's answer counts until the reloaded report brings a newer saved state.
  const saved = answered && answered.over === isVisible ? answered.value : isVisible;
  const shown = chosen ?? saved;
  return (
    <Root>
      <RadioGroup
        label={messages.isVisibleQuestion}
        orientation="horizontal"
        options={[
          { value: 'yes', label: messages.yes },
          { value: 'no', label: messages.no },
        ]}
        value={shown ? 'yes' : 'no'}
        disabled={busy}
        onChange={({ value }) => {
          const before = isVisible;
          setChosen(value === 'yes');
          void onChange(value === 'yes').then(
            (r) => {
              setAnswered(r.ok && r.data ? { value: r.data.isVisible, over: before } : null);
              setChosen(null);
            },
            () => setChosen(null),
          );
        }}
      />
      <p data-visible={saved} aria-live="polite">
        {chosen !== null ? messages.gradesVisibilitySaving : saved ? messages.gradesVisible : messages.gradesHidden}
      </p>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${tokens.space.lg};
  p {
    margin: 0;
    font-weight: ${tokens.font.weightBold};
    color: ${tokens.color.danger};
  }
  p[data-visible='true'] {
    color: ${tokens.color.success};
  }
`;
