import { useState } from 'react';
import styled from 'styled-components';
import { messages } from '@school/api';
import { RadioGroup, tokens } from '@school/ui';

export interface VisibilityRadioProps {
  /** The saved state. */
  isVisible: boolean;
  /** Saves a choice; resolves once saved and reloaded (or failed). */
  onChange: (isVisible: boolean) => Promise<unknown>;
  /** A change is being saved. @default false */
  busy?: boolean;
}

/** 'Is Student Grade Visible?' Yes/No, with the state in words. */
export function VisibilityRadio({ isVisible, onChange, busy = false }: VisibilityRadioProps) {
  // The choice shows at once; the saved state takes over when the save (and reload) settles.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const shown = chosen ?? isVisible;
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
          setChosen(value === 'yes');
          void onChange(value === 'yes').finally(() => setChosen(null));
        }}
      />
      <p data-visible={shown} aria-live="polite">
        {shown ? messages.gradesVisible : messages.gradesHidden}
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
