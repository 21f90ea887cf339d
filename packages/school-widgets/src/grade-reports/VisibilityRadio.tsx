import { useState } from 'react';
import styled from 'styled-components';
import type { ApiResult, ReleasePreview } from '@school/api';
import { ConfirmDialog, RadioGroup, tokens } from '@school/ui';
import { useMessages } from '../shared/intl';

export interface VisibilityRadioProps {
  /** The saved state. */
  isVisible: boolean;
  /** Saves a choice; resolves with the server's answer (`ok` and the saved `isVisible`). */
  onChange: (isVisible: boolean) => Promise<{ ok: boolean; data?: { isVisible: boolean } }>;
  /** A change is being saved. @default false */
  busy?: boolean;
  /**
   * Issue 35: what a release does (the server's count of families told). Given, choosing Yes on a
   * hidden report first asks in a dialog that says the term (or year) is locked and N families are
   * told; nothing is saved until it is confirmed.
   */
  preview?: () => Promise<ApiResult<ReleasePreview>>;
}

/** 'Is Student Grade Visible?' Yes/No, with the state in words. */
export function VisibilityRadio({ isVisible, onChange, busy = false, preview }: VisibilityRadioProps) {
  const messages = useMessages();
  // The radio shows the choice at once; the words say what the server holds: 'Saving…' until it
  // answers, then its answer (a failed save falls back to the saved state, with the error toast).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [answered, setAnswered] = useState<{ value: boolean; over: boolean } | null>(null);
  // The server's answer counts until the reloaded report brings a newer saved state.
  const saved = answered && answered.over === isVisible ? answered.value : isVisible;
  const shown = chosen ?? saved;
  // The release waiting for its confirmation: the preview's summary (null while it loads).
  const [confirming, setConfirming] = useState<{ summary: string | null } | null>(null);
  const save = (value: boolean) => {
    const before = isVisible;
    setChosen(value);
    return onChange(value).then(
      (r) => {
        setAnswered(r.ok && r.data ? { value: r.data.isVisible, over: before } : null);
        setChosen(null);
      },
      () => setChosen(null),
    );
  };
  const askFirst = () => {
    setConfirming({ summary: null });
    void preview!().then(
      (r) => setConfirming((c) => c && { summary: r.ok ? r.data.summary : r.error }),
      () => setConfirming((c) => c && { summary: messages.releaseConfirmTitle }),
    );
  };
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
          if (value === 'yes' && !saved && preview) askFirst();
          else void save(value === 'yes');
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={messages.releaseConfirmTitle}
        description={<span aria-live="polite">{confirming?.summary ?? messages.releasePreviewLoading}</span>}
        confirmLabel={messages.releaseConfirmAction}
        confirmDisabled={confirming?.summary === null}
        onConfirm={async () => {
          setConfirming(null);
          await save(true);
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
